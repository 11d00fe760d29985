/** Which resume and cover letter went with this application, and the way to tailor a resume to it. */
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import type { CoverLetter } from '@hirestride/shared/cover-letters';
import type { Job } from '@hirestride/shared/jobs';
import { coverLetterQueries } from '../../../api/cover-letters';
import { resumeQueries } from '../../../api/resumes';
import { paths } from '../../../app/paths';
import { Card } from '../../../components/edit-parts';

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

/** The letter the job uses, the others written for it, and the way to write one. */
function LetterLine({ job }: { job: Job }) {
  const letters = useQuery(coverLetterQueries.list);
  const mine = (letters.data ?? []).filter((letter) => letter.job === job.id || letter.id === job.cover_letter);
  const used = mine.find((letter) => letter.id === job.cover_letter);
  const others = mine.filter((letter) => letter !== used);
  const write = (
    <Link to={`${paths.generateCoverLetter}?job=${job.id}`} className="font-semibold text-brand-700 underline">
      {mine.length === 0 ? 'Write a cover letter for this job' : 'Write another'}
    </Link>
  );
  const open = (letter: CoverLetter) => (
    <Link key={letter.id} to={paths.coverLetter(letter.id)} className="font-semibold underline">
      {letter.name}
    </Link>
  );
  return (
    <div>
      <dt className="text-sm font-medium text-slate-500">Cover letter used</dt>
      <dd className="text-sm text-slate-800">
        {used ? open(used) : job.cover_letter === null ? 'Cover letter: not linked yet.' : 'Loading…'} · {write}
      </dd>
      {others.length > 0 && (
        <dd className="mt-1 text-sm text-slate-700">
          Also written for this job:{' '}
          {others.map((letter, index) => (
            <span key={letter.id}>
              {index > 0 && ', '}
              {open(letter)}
            </span>
          ))}
        </dd>
      )}
    </div>
  );
}

export function DocumentsPanel({ job }: { job: Job }) {
  return (
    <Card id="job-documents" title="Resume and cover letter">
      <dl className="mt-3 space-y-3">
        <ResumeLine job={job} />
        <LetterLine job={job} />
      </dl>
    </Card>
  );
}
