/** What happened to this application, newest first, and a form to add a note to it. */
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { Activity } from '@hirestride/shared/job-records';
import { jobKeys, jobsApi } from '../../../api/jobs';
import { FormField } from '../../../components/FormField';
import { buttonClass } from '../../../components/Dialog';
import { activitySentence, activityTime, newestFirst } from '../../../lib/activity-text';
import { Card, FormError, PartStatus } from '../../../components/edit-parts';
import { useUnsaved } from '../../../components/UnsavedGuard';
import { useSave } from './useSave';

/** The server's limit on a note (job-records.ts). */
const NOTE_MAX = 2_000;
const noteField = { name: 'text', label: 'Add a note', kind: 'textarea', rows: 3, maxLength: NOTE_MAX } as const;

function NoteForm({ jobId }: { jobId: number }) {
  const queryClient = useQueryClient();
  const [text, setText] = useState('');
  const { saving, errors, run, clearError } = useSave(['text'], 'Note was not added.');
  useUnsaved(text.trim() !== '');
  return (
    <form
      noValidate
      className="mt-3"
      onSubmit={async (event) => {
        event.preventDefault();
        if (saving) return;
        const added = await run(async () => {
          const note = await jobsApi.addNote(jobId, text);
          queryClient.setQueryData<Activity[]>(jobKeys.part(jobId, 'activity'), (list = []) => [note, ...list]);
        });
        if (added) setText('');
      }}
    >
      <FormField
        field={noteField}
        value={text}
        error={errors.fields.text}
        onChange={(_name, value) => {
          setText(value);
          clearError('text');
        }}
      />
      <FormError message={errors.form} />
      <button type="submit" disabled={saving} className={`${buttonClass.primary} mt-2`}>
        Add note
      </button>
    </form>
  );
}

function Entry({ activity }: { activity: Activity }) {
  return (
    <li className="group relative pb-5 pl-6 last:pb-0">
      <span aria-hidden="true" className="absolute top-1.5 left-0 h-2.5 w-2.5 rounded-full bg-brand-500" />
      <span aria-hidden="true" className="absolute top-5 bottom-0 left-[4px] w-px bg-slate-200 group-last:hidden" />
      <p className="text-sm font-medium text-slate-900">{activitySentence(activity)}</p>
      <p className="text-xs text-slate-500">
        <time dateTime={activity.created_at}>{activityTime(activity.created_at)}</time>
      </p>
      {activity.kind === 'note' && activity.text && (
        <p className="mt-1 rounded-lg bg-slate-50 p-3 text-sm break-words whitespace-pre-wrap text-slate-800">
          {activity.text}
        </p>
      )}
    </li>
  );
}

export function Timeline({ jobId }: { jobId: number }) {
  const query = useQuery({ queryKey: jobKeys.part(jobId, 'activity'), queryFn: () => jobsApi.activity(jobId) });
  return (
    <Card id="job-activity" title="Activity">
      <NoteForm jobId={jobId} />
      {query.isPending || query.isError ? (
        <PartStatus loading={query.isPending} what="the activity" onRetry={() => void query.refetch()} />
      ) : query.data.length === 0 ? (
        <p className="mt-4 text-sm text-slate-600">Nothing on this job’s timeline yet. Add a note above.</p>
      ) : (
        <ol className="mt-5" aria-label="Activity, newest first">
          {newestFirst(query.data).map((activity) => (
            <Entry key={activity.id} activity={activity} />
          ))}
        </ol>
      )}
    </Card>
  );
}
