/** Which resume and cover letter went with this application, and the way to tailor a resume to it. */
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import type { Job } from '@hirestride/shared/jobs';
import { resumeQueries } from '../../../api/resumes';
import { paths } from '../../../app/paths';
import { Card } from './ui';

function ResumeLine({ job }: { job: Job }) {
  const resumes = useQuery({ ...resumeQueries.list, enabled: job.resume_version !== null });
  const linked = resumes.data?.find((resume) => resume.id === job.resume_version);
  const tailor = (
    <Link to={`${paths.generateResume}?job=${job.id}`} className="font-semibold text-brand-700 underline">
      {job.resume_version === null ? 'Tailor a resume to this job' : 'Tailor a new one'}
    </Link>
  );
  return (
    <div>
      <dt className="text-sm font-medium text-slate-500">Resume version used</dt>
      <dd className="text-sm text-slate-800">
        {job.resume_version === null ? (
          <>Resume: not linked yet. {tailor}</>
        ) : (
          <>
            {linked ? (
              <Link to={paths.resumeVersion(linked.template, linked.id)} className="font-semibold underline">
                {linked.name}
              </Link>
            ) : (
              `Version #${job.resume_version} linked.`
            )}{' '}
            · {tailor}
          </>
        )}
      </dd>
    </div>
  );
}

export function DocumentsPanel({ job }: { job: Job }) {
  return (
    <Card id="job-documents" title="Resume and cover letter">
      <dl className="mt-3 space-y-3">
        <ResumeLine job={job} />
        <div>
          <dt className="text-sm font-medium text-slate-500">Cover letter used</dt>
          <dd className="text-sm text-slate-800">
            {job.cover_letter === null ? 'Cover letter: not linked yet.' : `Version #${job.cover_letter} linked.`}
          </dd>
        </div>
      </dl>
    </Card>
  );
}
