/**
 * The resume's design controls beside the preview: font, accent colour, spacing, margins, paper, fit to one page
 * (page numbers are with the downloads), and which sections show in what order. Each change shows at once and is saved like any other edit;
 * the page count and fitting come from the drawn PDF.
 */
import { RESUME_SECTIONS, sectionHeading } from '@hirestride/resume-formats/resume-layout';
import { DENSITIES, MARGINS, RESUME_FONTS, resolveDesign } from '@hirestride/shared/resume-design';
import type { ContentData, DesignJson, ResumeCheck } from '@hirestride/shared/resume';
import { Choice, CustomColour, HeadlineField, smallLabel } from './DesignFields';

const ACCENTS = [
  ['#1e3a8a', 'Navy'],
  ['#0f766e', 'Teal'],
  ['#4338ca', 'Indigo'],
  ['#9a3412', 'Rust'],
  ['#7e22ce', 'Plum'],
  ['#1f2937', 'Charcoal'],
] as const;

const DENSITY_LABELS: Record<(typeof DENSITIES)[number], string> = {
  compact: 'Compact',
  standard: 'Standard',
  relaxed: 'Relaxed',
};
const MARGIN_LABELS: Record<(typeof MARGINS)[number], string> = {
  narrow: 'Narrow',
  standard: 'Standard',
  wide: 'Wide',
};

const field = 'rounded-md border border-slate-300 bg-white px-2 py-1.5 text-sm';

/** What the drawn PDF says about its pages and fitting, in a sentence. */
export function pagesSentence(check: ResumeCheck | undefined, fitOnePage: boolean): string {
  if (!check) return 'Counting pages…';
  const paper = check.size === 'LETTER' ? 'US Letter' : 'A4';
  const pages = `${check.pages} ${check.pages === 1 ? 'page' : 'pages'} of ${paper}`;
  if (!fitOnePage) return `${pages}.`;
  if (check.fit === 'fitted') return `${pages}: spacing and type tightened to fit.`;
  if (check.fit === 'cannot')
    return `${pages}: it does not fit on one page even with the tightest spacing and 9 pt type. Hide a section or some lines to fit.`;
  return `${pages}: it fits as designed.`;
}

export function DesignPanel({
  design,
  content,
  check,
  onChange,
}: {
  design: DesignJson;
  /** The resume's content, for the titles of its own sections. */
  content: Pick<ContentData, 'custom_sections'>;
  check: ResumeCheck | undefined;
  onChange: (design: DesignJson) => void;
}) {
  const resolved = resolveDesign(design);
  const set = (changes: Partial<DesignJson>) => onChange({ ...design, ...changes });
  const shown = design.section_order.filter((key) => key !== 'personal_info');
  const hidden = [...RESUME_SECTIONS, ...(content.custom_sections ?? []).map((section) => section.key)].filter(
    (key) => !shown.includes(key),
  );
  const setOrder = (keys: string[]) =>
    set({ section_order: [...(design.section_order.includes('personal_info') ? ['personal_info'] : []), ...keys] });
  const move = (index: number, by: -1 | 1) => {
    const keys = [...shown];
    const [key] = keys.splice(index, 1);
    keys.splice(index + by, 0, key!);
    setOrder(keys);
  };
  const accentIsPreset = ACCENTS.some(([hex]) => hex.toLowerCase() === resolved.accent.toLowerCase());

  return (
    <section aria-labelledby="design-heading" className="rounded-2xl border border-slate-200 bg-white p-4 print:hidden">
      <h2 id="design-heading" className="font-semibold text-slate-900">
        Design
      </h2>
      <p role="status" className="mt-1 text-sm text-slate-700" data-testid="page-count">
        {pagesSentence(check, resolved.fitOnePage)}
      </p>
      <div className="mt-3 space-y-3">
        <HeadlineField key={design.section_styles.personal_info?.headline ?? ''} design={design} onChange={onChange} />
        <label className="block">
          <span className={smallLabel}>Font</span>
          <select
            className={`${field} mt-1 block w-full`}
            value={resolved.font}
            onChange={(event) => set({ font_family: event.target.value })}
          >
            {RESUME_FONTS.map((font) => (
              <option key={font.family} value={font.family}>
                {font.label} ({font.kind === 'serif' ? 'serif' : 'sans serif'})
              </option>
            ))}
          </select>
        </label>
        <fieldset>
          <legend className={smallLabel}>Accent colour</legend>
          <div className="mt-1 flex flex-wrap items-center gap-2">
            {ACCENTS.map(([hex, label]) => (
              <label key={hex} title={label} className="cursor-pointer">
                <input
                  type="radio"
                  name="accent"
                  className="peer sr-only"
                  checked={resolved.accent.toLowerCase() === hex.toLowerCase()}
                  onChange={() => set({ accent_color: hex })}
                />
                <span className="sr-only">{label}</span>
                <span
                  aria-hidden="true"
                  className="block size-7 rounded-full border-2 border-white ring-1 ring-slate-300 peer-checked:ring-2 peer-checked:ring-slate-900 peer-focus-visible:ring-2 peer-focus-visible:ring-brand-500"
                  style={{ backgroundColor: hex }}
                />
              </label>
            ))}
            <CustomColour
              key={resolved.accent}
              colour={resolved.accent}
              label={accentIsPreset ? 'Other' : 'Custom'}
              onPick={(accent_color) => set({ accent_color })}
            />
          </div>
        </fieldset>
        <Choice
          legend="Spacing"
          value={resolved.density}
          options={DENSITIES.map((density) => [density, DENSITY_LABELS[density]] as const)}
          onChange={(density) => set({ density })}
        />
        <Choice
          legend="Margins"
          value={resolved.margins}
          options={MARGINS.map((margins) => [margins, MARGIN_LABELS[margins]] as const)}
          onChange={(margins) => set({ margins })}
        />
        <Choice
          legend="Paper"
          value={resolved.pageSize}
          options={[
            ['A4', 'A4'],
            ['LETTER', 'US Letter'],
          ]}
          onChange={(page_size) => set({ page_size })}
        />
        <div className="space-y-1">
          <label className="flex items-center gap-2 text-sm text-slate-700">
            <input
              type="checkbox"
              checked={resolved.fitOnePage}
              onChange={(event) => set({ fit_one_page: event.target.checked })}
            />
            Fit to one page
          </label>
        </div>
        <fieldset>
          <legend className={smallLabel}>Sections</legend>
          <ol className="mt-1 space-y-1">
            {shown.map((key, index) => (
              <li key={key} className="flex items-center gap-2 text-sm">
                <label className="flex flex-1 items-center gap-2">
                  <input type="checkbox" checked onChange={() => setOrder(shown.filter((other) => other !== key))} />
                  {sectionHeading(design, key, content)}
                </label>
                <button
                  type="button"
                  className="rounded border border-slate-300 px-1.5 text-xs disabled:opacity-40"
                  disabled={index === 0}
                  aria-label={`Move ${sectionHeading(design, key, content)} up`}
                  onClick={() => move(index, -1)}
                >
                  ↑
                </button>
                <button
                  type="button"
                  className="rounded border border-slate-300 px-1.5 text-xs disabled:opacity-40"
                  disabled={index === shown.length - 1}
                  aria-label={`Move ${sectionHeading(design, key, content)} down`}
                  onClick={() => move(index, 1)}
                >
                  ↓
                </button>
              </li>
            ))}
            {hidden.map((key) => (
              <li key={key} className="text-sm text-slate-500">
                <label className="flex items-center gap-2">
                  <input type="checkbox" checked={false} onChange={() => setOrder([...shown, key])} />
                  {sectionHeading(design, key, content)} (hidden)
                </label>
              </li>
            ))}
          </ol>
        </fieldset>
      </div>
    </section>
  );
}
