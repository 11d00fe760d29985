/** high_school: a classic one-column resume, editable (snippet drop zones, inline education edits). */
import { resumeFont } from '@hirestride/shared/resume-design';
import { resumeFontStack } from './resume-fonts';
import { ResumeSection } from './ResumeSection';
import type { RendererProps } from './types';
import { useLayout } from './useLayout';

export function HighSchoolRenderer(props: RendererProps) {
  const layout = useLayout(props);
  return (
    <article
      className="resume-page bg-white p-8 text-[14px] leading-relaxed text-slate-900 shadow-sm"
      style={{ fontFamily: resumeFontStack(resumeFont(props.draft.design_json.font_family)) }}
    >
      {props.draft.design_json.section_order.map((key) => (
        <ResumeSection key={key} sectionKey={key} layout={layout} props={props} />
      ))}
    </article>
  );
}
