/** What every resume renderer receives. */
import type { Snippet } from '@hirestride/shared/content';
import type { ResumeVersion, SnippetSection } from '@hirestride/shared/resume';

export type EducationField = 'institution' | 'degree' | 'field';

export interface RendererProps {
  draft: ResumeVersion;
  /** The user's current snippets by id (placed ids that no longer exist are not shown). */
  snippets: ReadonlyMap<number, Snippet>;
  onEducationEdit?(index: number, field: EducationField, value: string): void;
  onRemoveSnippet?(section: SnippetSection, snippetId: number): void;
}
