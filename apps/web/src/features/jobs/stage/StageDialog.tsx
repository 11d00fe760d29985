/** What a stage change asks first: how the application ended (Archives), or when the interview is (Interviewed). */
import { useId, useState } from 'react';
import type { InterviewKind } from '@hirestride/shared/job-choices';
import { JOB_OUTCOMES, outcomeLabels, stageLabels, type JobOutcome } from '@hirestride/shared/job-choices';
import { buttonClass, Dialog } from '../../../components/Dialog';
import { FormField } from '../../../components/FormField';
import { interviewFieldConfigs } from '../job-fields';
import type { StageExtras } from './stage-extras';

interface Props {
  jobName: string;
  stage: 'archived' | 'interviewed';
  onDone(extras: StageExtras | null): void;
}

export const OUTCOME_NEEDED = 'Choose how it ended.';
export const DATE_NEEDED = 'Add the date too, or clear the time.';

function OutcomeChoice({ title, onDone }: { title: string; onDone: Props['onDone'] }) {
  const [outcome, setOutcome] = useState<JobOutcome | null>(null);
  const [error, setError] = useState('');
  const groupId = useId();
  return (
    <Dialog
      title={title}
      onCancel={() => onDone(null)}
      onSubmit={() => (outcome ? onDone({ outcome }) : setError(OUTCOME_NEEDED))}
      actions={
        <>
          <button type="button" className={buttonClass.secondary} onClick={() => onDone(null)}>
            Cancel
          </button>
          <button type="submit" className={buttonClass.primary}>
            Archive
          </button>
        </>
      }
    >
      <fieldset aria-describedby={error ? `${groupId}-error` : undefined}>
        <legend className="text-sm font-medium text-slate-800">How did it end?</legend>
        <div className="mt-2 grid gap-2 sm:grid-cols-2">
          {JOB_OUTCOMES.map((value) => (
            <label
              key={value}
              className="flex cursor-pointer items-center gap-2 rounded-lg border border-slate-200 px-3 py-2 text-sm has-[:checked]:border-brand-500 has-[:checked]:bg-brand-50"
            >
              <input
                type="radio"
                name="outcome"
                value={value}
                checked={outcome === value}
                onChange={() => {
                  setOutcome(value);
                  setError('');
                }}
              />
              {outcomeLabels[value]}
            </label>
          ))}
        </div>
        {error && (
          <p id={`${groupId}-error`} role="alert" className="mt-2 text-sm text-red-600">
            {error}
          </p>
        )}
      </fieldset>
    </Dialog>
  );
}

function InterviewDate({ title, onDone }: { title: string; onDone: Props['onDone'] }) {
  const [values, setValues] = useState({ date: '', time: '', kind: '' });
  const [error, setError] = useState('');
  const change = (name: string, value: string) => {
    setValues((current) => ({ ...current, [name]: value }));
    setError('');
  };
  const submit = () => {
    if (!values.date && values.time) return setError(DATE_NEEDED);
    onDone(
      values.date
        ? { interview: { date: values.date, time: values.time || null, kind: values.kind as InterviewKind | '' } }
        : {},
    );
  };
  return (
    <Dialog
      title={title}
      onCancel={() => onDone(null)}
      onSubmit={submit}
      actions={
        <>
          <button type="button" className={buttonClass.secondary} onClick={() => onDone(null)}>
            Cancel
          </button>
          <button type="submit" className={buttonClass.primary}>
            Move
          </button>
        </>
      }
    >
      <p className="text-sm text-slate-600">When is the interview? Leave it empty if you do not know yet.</p>
      <div className="grid gap-4 sm:grid-cols-3">
        <FormField
          field={interviewFieldConfigs.date}
          value={values.date}
          onChange={change}
          error={error || undefined}
        />
        <FormField field={interviewFieldConfigs.time} value={values.time} onChange={change} />
        <FormField field={interviewFieldConfigs.kind} value={values.kind} onChange={change} />
      </div>
    </Dialog>
  );
}

export function StageDialog({ jobName, stage, onDone }: Props) {
  const title = `Move “${jobName}” to ${stageLabels[stage]}`;
  return stage === 'archived' ? (
    <OutcomeChoice title={title} onDone={onDone} />
  ) : (
    <InterviewDate title={title} onDone={onDone} />
  );
}
