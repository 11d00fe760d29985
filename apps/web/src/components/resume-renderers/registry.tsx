/**
 * Resume renderers by renderer_key (SPEC.md section 2 "Resume preview"): every template draws through ResumePage;
 * modern_professional is the read-only one, as the seed had it, the rest edit in place.
 */
import type { ComponentType } from 'react';
import { TEMPLATE_STYLES } from '@hirestride/resume-formats/resume-look';
import { ResumePage } from './ResumePage';
import type { RendererProps } from './types';

/** modern_professional: read-only, its one change in place "Improve this line", which only offers rewrites. */
function ReadOnlyResume({ draft, snippets, improveLines }: RendererProps) {
  return <ResumePage draft={draft} snippets={snippets} {...(improveLines ? { improveLines } : {})} />;
}

export const renderers: Record<string, ComponentType<RendererProps>> = Object.fromEntries(
  Object.keys(TEMPLATE_STYLES).map((key) => [key, key === 'modern_professional' ? ReadOnlyResume : ResumePage]),
);

/** Whether the template's preview edits in place (drop zones, inline education). */
export const editsInPlace = (rendererKey: string) => rendererKey in renderers && rendererKey !== 'modern_professional';
