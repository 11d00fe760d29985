/** Which resume and cover letter went with this application; later features (the resume builder, letters) fill them. */
import type { Job } from '@hirestride/shared/jobs';
import { Card } from './ui';

function Line({ label, linked, missing }: { label: string; linked: number | null; missing: string }) {
  return (
    <div>
      <dt className="text-sm font-medium text-slate-500">{label}</dt>
      <dd className="text-sm text-slate-800">{linked === null ? missing : `Version #${linked} linked.`}</dd>
    </div>
  );
}

export function DocumentsPanel({ job }: { job: Job }) {
  return (
    <Card id="job-documents" title="Resume and cover letter">
      <dl className="mt-3 space-y-3">
        <Line
          label="Resume version used"
          linked={job.resume_version}
          missing="Resume: not linked yet. Tailored resumes arrive with the resume builder."
        />
        <Line label="Cover letter used" linked={job.cover_letter} missing="Cover letter: not linked yet." />
      </dl>
    </Card>
  );
}
