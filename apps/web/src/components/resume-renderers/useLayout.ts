/** The draft's layout (packages/resume-formats), recomputed only when the draft, the snippets or the drawn file change. */
import { useMemo } from 'react';
import { layoutResume, type ResumeLayout } from '@hirestride/resume-formats/resume-layout';
import { metricsFor } from '@hirestride/resume-formats/resume-look';
import { useDrawnFile } from './PageBreak';
import type { RendererProps } from './types';

export function useLayout({ draft, snippets }: RendererProps): ResumeLayout {
  const { drawn } = useDrawnFile();
  return useMemo(() => {
    const layout = layoutResume(draft, snippets);
    // Fitted to one page, the file was drawn tighter than designed: the preview shows what the file holds.
    if (!drawn || !layout.look.fitOnePage) return layout;
    const look = { ...layout.look, ...drawn, metrics: metricsFor(drawn.density, drawn.margins, drawn.body) };
    return { ...layout, look };
  }, [draft, snippets, drawn]);
}
