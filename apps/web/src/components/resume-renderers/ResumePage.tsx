/**
 * A resume drawn as its PDF is (packages/resume-formats layoutResume and lookFor): the template's header, headings
 * and columns, the design's font, accent, spacing and margins, with the PDF's page breaks marked. Editing tools sit
 * beside the text or appear on hover, and are not printed.
 */
import { SNIPPET_SECTIONS } from '@hirestride/shared/resume';
import { resumeFontStack } from './resume-fonts';
import { bandCss, pageCss } from './look-styles';
import { ResumeHeader, ResumeSection } from './ResumeSection';
import type { RendererProps } from './types';
import { useLayout } from './useLayout';

export function ResumePage(props: RendererProps) {
  const layout = useLayout(props);
  const look = layout.look;
  const side = layout.sections.filter((section) => section.column === 'side').map((section) => section.key);
  // The main column in the design's order: the layout's sections, and on an editable resume every snippet section,
  // empty ones too, so there is somewhere to drop a snippet.
  const main = props.draft.design_json.section_order.filter(
    (key) =>
      key !== 'personal_info' &&
      !side.includes(key) &&
      (layout.sections.some((section) => section.key === key) ||
        (props.onRemoveSnippet !== undefined && (SNIPPET_SECTIONS as readonly string[]).includes(key))),
  );
  const band = look.template.header === 'band';
  const sections = (keys: string[]) =>
    keys.map((key) => <ResumeSection key={key} sectionKey={key} layout={layout} props={props} />);
  return (
    <article
      className="resume-page bg-white text-slate-900 shadow-sm"
      data-template={props.draft.renderer_key}
      style={{ ...pageCss(look), fontFamily: resumeFontStack(look.font) }}
    >
      <div className={band ? 'resume-band' : 'resume-top'} style={band ? bandCss(look) : undefined}>
        <ResumeHeader layout={layout} />
      </div>
      <div className="resume-body">
        {side.length > 0 ? (
          <div className="resume-columns">
            <div className="resume-side">{sections(side)}</div>
            <div className="resume-main">{sections(main)}</div>
          </div>
        ) : (
          sections(main)
        )}
      </div>
    </article>
  );
}
