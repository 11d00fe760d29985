/** The draft's layout (packages/resume-formats), recomputed only when the draft or the snippets change. */
import { useMemo } from 'react';
import { layoutResume, type ResumeLayout } from '@hirestride/resume-formats/resume-layout';
import type { RendererProps } from './types';

export function useLayout({ draft, snippets }: RendererProps): ResumeLayout {
  return useMemo(() => layoutResume(draft, snippets), [draft, snippets]);
}
