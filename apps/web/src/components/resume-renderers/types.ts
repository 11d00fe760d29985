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
  /** "Improve this line" beside each experience line: the job to word it for, and where a chosen rewrite goes. */
  improveLines?: ImproveLines;
}

export interface ImproveLines {
  /** The saved job this resume is for, whose posting's wording the rewrites may use; 'loading' until known. */
  job: number | null | 'loading';
  /** Replace line `lineIndex` (among all the description's lines) of experience `experienceIndex` with `text`. */
  onUse(experienceIndex: number, lineIndex: number, text: string): void;
}
