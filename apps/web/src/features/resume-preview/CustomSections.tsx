/**
 * Sections of the resume's own (Languages, Publications, Licences held abroad…): a title and lines, edited beside the
 * page and drawn where the section list puts them. Their text is saved when a field is left, not at every key.
 */
import { useId, useState, type FormEvent } from 'react';
import { MAX_CUSTOM_SECTIONS, type CustomSection, type ResumeVersion } from '@hirestride/shared/resume';
import { buttonClass } from '../../components/Dialog';
import { smallLabel as small } from './DesignFields';

const field = 'mt-1 block w-full rounded-md border border-slate-300 bg-white px-2 py-1.5 text-sm';

/** A key no other section of this resume has: custom_ and letters or digits. */
const newKey = (taken: ReadonlyArray<CustomSection>) => {
  for (let n = taken.length + 1; ; n += 1)
    if (!taken.some((section) => section.key === `custom_${n}`)) return `custom_${n}`;
};

function SectionFields({
  section,
  onSave,
  onRemove,
}: {
  section: CustomSection;
  onSave: (section: CustomSection) => void;
  onRemove: () => void;
}) {
  const [title, setTitle] = useState(section.title);
  const [content, setContent] = useState(section.content);
  const id = useId();
  const save = () => {
    // A section needs a title: emptied, it keeps the one it had.
    const next = { ...section, title: title.trim() || section.title, content };
    if (!title.trim()) setTitle(section.title);
    if (next.title !== section.title || next.content !== section.content) onSave(next);
  };
  return (
    <li className="rounded-lg border border-slate-200 p-2">
      <label className="block text-sm" htmlFor={`${id}-title`}>
        <span className={small}>Section title</span>
      </label>
      <input
        id={`${id}-title`}
        className={field}
        value={title}
        maxLength={100}
        onChange={(event) => setTitle(event.target.value)}
        onBlur={save}
      />
      <label className="mt-2 block text-sm" htmlFor={`${id}-content`}>
        <span className={small}>Lines</span>
      </label>
      <textarea
        id={`${id}-content`}
        className={`${field} min-h-20`}
        value={content}
        maxLength={5000}
        placeholder="One line each; start a line with “- ” to make it a bullet."
        onChange={(event) => setContent(event.target.value)}
        onBlur={save}
      />
      <button type="button" className="mt-2 text-sm font-semibold text-red-700 underline" onClick={onRemove}>
        Remove “{section.title}”
      </button>
    </li>
  );
}

export function CustomSections({
  draft,
  onChange,
}: {
  draft: ResumeVersion;
  onChange: (draft: ResumeVersion) => void;
}) {
  const sections = draft.content_data.custom_sections ?? [];
  const [title, setTitle] = useState('');
  const withSections = (custom_sections: CustomSection[], section_order = draft.design_json.section_order) =>
    onChange({
      ...draft,
      content_data: { ...draft.content_data, custom_sections },
      design_json: { ...draft.design_json, section_order },
    });
  const add = (event: FormEvent) => {
    event.preventDefault();
    const name = title.trim();
    if (!name || sections.length >= MAX_CUSTOM_SECTIONS) return;
    const key = newKey(sections);
    withSections([...sections, { key, title: name, content: '' }], [...draft.design_json.section_order, key]);
    setTitle('');
  };
  return (
    <section aria-labelledby="custom-heading" className="rounded-2xl border border-slate-200 bg-white p-4 print:hidden">
      <h2 id="custom-heading" className="font-semibold text-slate-900">
        Your own sections
      </h2>
      {sections.length > 0 && (
        <ul className="mt-3 space-y-2">
          {sections.map((section) => (
            <SectionFields
              // A change saved elsewhere starts the fields again from it.
              key={`${section.key}:${section.title}:${section.content}`}
              section={section}
              onSave={(next) => withSections(sections.map((other) => (other.key === next.key ? next : other)))}
              onRemove={() =>
                withSections(
                  sections.filter((other) => other.key !== section.key),
                  draft.design_json.section_order.filter((key) => key !== section.key),
                )
              }
            />
          ))}
        </ul>
      )}
      {sections.length < MAX_CUSTOM_SECTIONS ? (
        <form className="mt-3 flex items-end gap-2" onSubmit={add}>
          <label className="flex-1 text-sm">
            <span className={small}>New section title</span>
            <input
              className={field}
              value={title}
              maxLength={100}
              placeholder="Languages, Publications…"
              onChange={(event) => setTitle(event.target.value)}
            />
          </label>
          <button type="submit" className={buttonClass.secondary} disabled={!title.trim()}>
            Add section
          </button>
        </form>
      ) : (
        <p className="mt-3 text-sm text-slate-600">A resume can have {MAX_CUSTOM_SECTIONS} sections of its own.</p>
      )}
    </section>
  );
}
