/** About You as read: name (first and last), contact details, link and summary, each editable. */
import type { JsonResumeImportResult } from '@hirestride/shared/content';
import { SUMMARY_SNIPPET_TITLE, type AboutDraft } from './draft';
import type { EditDraft } from './edit-draft';
import { Field, ReviewCard, ReviewItem } from './review-parts';

interface Props {
  about: AboutDraft;
  edit: EditDraft;
  preview: JsonResumeImportResult | undefined;
}

export function AboutYouCard({ about, edit, preview }: Props) {
  const set = (patch: Partial<AboutDraft>) => edit((draft) => ({ ...draft, about: { ...draft.about, ...patch } }));
  const name = [about.firstName, about.lastName].filter(Boolean).join(' ') || 'Your details';
  // The import fills About You only for someone who has none; the preview says so in its own words.
  const note = about.include && preview && !preview.personal_info.add ? preview.personal_info.note : null;
  return (
    <ReviewCard title="About You" count={about.include ? 'Included' : 'Not included'}>
      {note && <p className="mb-3 rounded-lg bg-amber-50 p-3 text-sm text-amber-900">{note}</p>}
      <ul>
        <ReviewItem name={name} include={about.include} onInclude={(include) => set({ include })}>
          <div className="grid gap-3 sm:grid-cols-2">
            <Field label="First name" value={about.firstName} onChange={(firstName) => set({ firstName })} />
            <Field label="Last name" value={about.lastName} onChange={(lastName) => set({ lastName })} />
            <Field label="Email" type="email" value={about.email} onChange={(email) => set({ email })} />
            <Field label="Phone" type="tel" value={about.phone} onChange={(phone) => set({ phone })} />
            <Field
              label="Location"
              value={about.location}
              onChange={(location) => set({ location })}
              placeholder="City, region"
            />
            <Field
              label="Link"
              type="url"
              value={about.link}
              onChange={(link) => set({ link })}
              placeholder="https://www.linkedin.com/in/…"
            />
            <Field
              label="Summary"
              multiline
              className="sm:col-span-2"
              value={about.summary}
              onChange={(summary) => set({ summary })}
              help={`Kept as a snippet titled “${SUMMARY_SNIPPET_TITLE}”, ready to use on a resume.`}
            />
          </div>
        </ReviewItem>
      </ul>
    </ReviewCard>
  );
}
