/** The job's details card and its posting card: every field but the title, company and location, each editable in place. */
import type { Job, JobPatch } from '@hirestride/shared/jobs';
import { jobFieldConfigs } from '../job-fields';
import { EditableField } from './EditableField';
import { PostingText } from './PostingText';
import { Card } from '../../../components/edit-parts';
import type { JobSync } from './useJob';

/** The fields of the details card, in reading order; notes take the whole width. */
const DETAIL_FIELDS = ['url', 'salary', 'employment_type', 'remote', 'source', 'applied_on', 'notes'] as const;
type DetailField = (typeof DETAIL_FIELDS)[number];

/** What PATCH takes for a field as its input holds it: an empty date is no date. */
function change(name: DetailField | 'posting_text', value: string): JobPatch {
  if (name === 'applied_on') return { applied_on: value || null };
  return { [name]: value } as JobPatch;
}

/** A link out of the app, in a new tab that cannot reach back into this one; only http(s) addresses are links. */
export function ExternalLink({ href, children }: { href: string; children: string }) {
  if (!/^https?:\/\//i.test(href)) return <span className="break-all">{children}</span>;
  return (
    <a
      href={href}
      target="_blank"
      rel="noopener noreferrer"
      className="break-all text-brand-700 underline decoration-brand-500/40 underline-offset-2 hover:decoration-brand-700"
    >
      {children}
      <span className="sr-only"> (opens in a new tab)</span>
      <span aria-hidden="true"> ↗</span>
    </a>
  );
}

export function JobDetails({ job, sync }: { job: Job; sync: JobSync }) {
  return (
    <Card id="job-details" title="Details">
      <div className="mt-4 grid gap-x-6 gap-y-5 sm:grid-cols-2">
        {DETAIL_FIELDS.map((name) => {
          const field = jobFieldConfigs[name];
          return (
            <EditableField
              key={name}
              field={field}
              value={job[name] ?? ''}
              className={name === 'url' || name === 'notes' ? 'sm:col-span-2' : ''}
              onSave={(value) => sync.patch(change(name, value))}
              renderValue={name === 'url' ? (url) => <ExternalLink href={url}>{url}</ExternalLink> : undefined}
            />
          );
        })}
      </div>
    </Card>
  );
}

export function JobPosting({ job, sync }: { job: Job; sync: JobSync }) {
  return (
    <Card id="job-posting" title="Job posting">
      <EditableField
        className="mt-3"
        // A posting is long: a taller box than the new-job form's.
        field={{ ...jobFieldConfigs.posting_text, rows: 18 }}
        value={job.posting_text}
        showLabel={false}
        onSave={(posting_text) => sync.patch(change('posting_text', posting_text))}
        renderValue={(text) => <PostingText text={text} />}
      />
    </Card>
  );
}
