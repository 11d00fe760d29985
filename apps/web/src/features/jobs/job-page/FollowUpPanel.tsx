/** The follow-up: when to chase this application and what to do then; set, change, or mark done (clears both). */
import { useState } from 'react';
import toast from 'react-hot-toast';
import type { Job } from '@hirestride/shared/jobs';
import { localToday } from '../../../api/jobs';
import { FormField } from '../../../components/FormField';
import { followUpLabel, shortDate } from '../../../lib/job-format';
import { jobFieldConfigs } from '../job-fields';
import { addDays, FOLLOW_UP_PICKS } from './follow-up-dates';
import { failureMessage } from '../../../lib/save-errors';
import { Card, EditButton, FormError, SaveCancel, smallButton } from '../../../components/edit-parts';
import { useUnsaved } from '../../../components/UnsavedGuard';
import { useEditFocus } from './useEditFocus';
import type { JobSync } from './useJob';
import { useSave } from './useSave';

const FIELDS = ['follow_up_on', 'follow_up_note'] as const;
export const DATE_MISSING = 'Choose the day to follow up.';

export function FollowUpPanel({ job, sync }: { job: Job; sync: JobSync }) {
  const [draft, setDraft] = useState<{ follow_up_on: string; follow_up_note: string } | null>(null);
  const [dateMissing, setDateMissing] = useState(false);
  const [clearing, setClearing] = useState(false);
  const { saving, errors, run, clearError, reset } = useSave(FIELDS, 'Follow-up was not saved.');
  const { panelRef, buttonRef } = useEditFocus(draft !== null);
  const today = localToday();
  useUnsaved(
    draft !== null && (draft.follow_up_on !== (job.follow_up_on ?? '') || draft.follow_up_note !== job.follow_up_note),
  );

  const open = () => setDraft({ follow_up_on: job.follow_up_on ?? '', follow_up_note: job.follow_up_note });
  const close = () => {
    setDraft(null);
    setDateMissing(false);
    reset();
  };
  const change = (name: string, value: string) => {
    setDraft((current) => current && { ...current, [name]: value });
    clearError(name);
    if (name === 'follow_up_on') setDateMissing(false);
  };
  const save = async () => {
    if (!draft || saving) return;
    if (!draft.follow_up_on) return setDateMissing(true);
    if (await run(() => sync.patch(draft))) close();
  };
  const done = async () => {
    setClearing(true);
    try {
      await sync.patch({ follow_up_on: null, follow_up_note: '' });
      toast.success('Follow-up done.');
      // The Done button is gone: the focus goes to the button that sets the next one.
      buttonRef.current?.focus();
    } catch (error) {
      toast.error(`Could not clear the follow-up. ${failureMessage(error)}`);
    } finally {
      setClearing(false);
    }
  };

  if (draft) {
    return (
      <Card id="job-follow-up" title="Follow-up">
        <form
          ref={panelRef}
          noValidate
          className="mt-3 space-y-3"
          onKeyDown={(event) => event.key === 'Escape' && close()}
          onSubmit={(event) => {
            event.preventDefault();
            void save();
          }}
        >
          <FormField
            field={{ ...jobFieldConfigs.follow_up_on, required: true }}
            value={draft.follow_up_on}
            error={errors.fields.follow_up_on || (dateMissing ? DATE_MISSING : undefined)}
            onChange={change}
          />
          <div role="group" aria-label="Quick dates" className="flex flex-wrap gap-2">
            {FOLLOW_UP_PICKS.map((pick) => (
              <button
                key={pick.days}
                type="button"
                className="rounded-full border border-slate-300 px-3 py-1 text-xs font-semibold text-slate-700 hover:bg-slate-100"
                onClick={() => change('follow_up_on', addDays(today, pick.days))}
              >
                {pick.label}
              </button>
            ))}
          </div>
          <FormField
            field={jobFieldConfigs.follow_up_note}
            value={draft.follow_up_note}
            error={errors.fields.follow_up_note}
            onChange={change}
          />
          <FormError message={errors.form} />
          <SaveCancel name="follow-up" saving={saving} onCancel={close} />
        </form>
      </Card>
    );
  }

  const label = job.follow_up_on ? followUpLabel(job.follow_up_on, today) : null;
  const tone = !label
    ? ''
    : label.overdue
      ? 'bg-red-50 text-red-700 ring-red-200'
      : job.follow_up_on === today
        ? 'bg-amber-50 text-amber-800 ring-amber-200'
        : 'bg-slate-50 text-slate-700 ring-slate-200';
  return (
    <Card
      id="job-follow-up"
      title="Follow-up"
      action={
        <EditButton name={label ? 'Change follow-up' : 'Set a follow-up'} buttonRef={buttonRef} onClick={open}>
          {label ? 'Change' : 'Set'}
        </EditButton>
      }
    >
      {label ? (
        <p
          className={`mt-3 inline-block rounded-full px-3 py-1 text-sm font-semibold ring-1 ${tone}`}
          title={shortDate(job.follow_up_on)}
        >
          {label.text}
        </p>
      ) : (
        <p className="mt-3 text-sm text-slate-500">No follow-up planned. Set a day to chase this application.</p>
      )}
      {job.follow_up_note && <p className="mt-2 text-sm break-words text-slate-700">{job.follow_up_note}</p>}
      {(label || job.follow_up_note) && (
        <button
          type="button"
          aria-label="Mark follow-up done"
          disabled={clearing}
          className={`${smallButton.outline} mt-3`}
          onClick={() => void done()}
        >
          <span aria-hidden="true">✓&nbsp;</span>Done
        </button>
      )}
    </Card>
  );
}
