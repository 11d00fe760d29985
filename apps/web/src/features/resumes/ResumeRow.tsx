/** One resume in My Resumes: template, the jobs using it, edited, pages; Open / Rename / Duplicate / Delete. */
import toast from 'react-hot-toast';
import type { ResumeSummary } from '@hirestride/shared/resume';
import { resumesApi } from '../../api/resumes';
import { paths } from '../../app/paths';
import { DocumentRow, editedOn } from '../../components/DocumentRow';

export function ResumeRow({
  resume,
  onDuplicate,
  onDelete,
  onChanged,
}: {
  resume: ResumeSummary;
  onDuplicate(): Promise<void>;
  onDelete(): Promise<void>;
  onChanged(): void;
}) {
  const usedBy = resume.jobs.map((job) => `${job.title} at ${job.company}`).join(', ');
  return (
    <DocumentRow
      name={resume.name}
      what="resume"
      openTo={paths.resumeVersion(resume.template, resume.id)}
      facts={
        <>
          <dt className="font-medium">Template</dt>
          <dd>{resume.template_name}</dd>
          <dt className="font-medium">For</dt>
          <dd className="break-words">{usedBy || 'No job yet'}</dd>
          <dt className="font-medium">Edited</dt>
          <dd>{editedOn(resume.updated_at)}</dd>
          <dt className="font-medium">Pages</dt>
          <dd>
            {resume.page_count === null
              ? '—'
              : `${resume.page_count} (${resume.page_size === 'LETTER' ? 'US Letter' : 'A4'})`}
          </dd>
        </>
      }
      // The name rides on the version's save, so read the version first: nothing else in it changes.
      rename={async (name) => resumesApi.save({ ...(await resumesApi.get(resume.id)), name })}
      onDuplicate={onDuplicate}
      onDelete={async () => {
        try {
          await onDelete();
        } catch (failure) {
          toast.error(`“${resume.name}” was not deleted.`);
          throw failure;
        }
      }}
      onChanged={onChanged}
      deleteWarning={
        <>
          <p className="text-sm text-slate-600">
            This resume and its edits are deleted; your profile is not touched. You can undo for a few seconds.
          </p>
          {usedBy && (
            <p className="text-sm text-amber-800">
              Used by {usedBy}: {resume.jobs.length === 1 ? 'that job' : 'those jobs'} will no longer point at a resume.
            </p>
          )}
        </>
      }
    />
  );
}
