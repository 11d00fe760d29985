/**
 * modern_professional: a read-only resume with a coloured header band and every profile section. Its one change in
 * place is "Improve this line" on experience lines (issue 14), which only offers rewrites the user then picks.
 */
import { resumeFont } from '@hirestride/shared/resume-design';
import { resumeFontStack } from './resume-fonts';
import { ResumeSection } from './ResumeSection';
import type { RendererProps } from './types';
import { useLayout } from './useLayout';

export function ModernProfessionalRenderer({ draft, snippets, improveLines }: RendererProps) {
  // Read-only: no other editing callbacks reach the sections.
  const props = { draft, snippets, ...(improveLines ? { improveLines } : {}) };
  const layout = useLayout(props);
  const [first, ...rest] = draft.design_json.section_order;
  return (
    <article
      className="resume-page bg-white text-[14px] leading-relaxed text-slate-900 shadow-sm"
      style={{ fontFamily: resumeFontStack(resumeFont(draft.design_json.font_family)) }}
    >
      {first === 'personal_info' ? (
        <div className="bg-brand-50 px-8 pt-8 pb-2 print:bg-transparent">
          <ResumeSection sectionKey={first} layout={layout} props={props} />
        </div>
      ) : null}
      <div className="px-8 pt-4 pb-8">
        {(first === 'personal_info' ? rest : draft.design_json.section_order).map((key) => (
          <ResumeSection key={key} sectionKey={key} layout={layout} props={props} />
        ))}
      </div>
    </article>
  );
}
