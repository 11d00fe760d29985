/** "Enter Job Posting Info" (/job-posting): save a job to the tracker, warned when it is already saved. */
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState, type FormEvent } from 'react';
import toast from 'react-hot-toast';
import { Link, useNavigate, useSearchParams } from 'react-router';
import type { JobPayload } from '@hirestride/shared/jobs';
import { readPostingFields } from '@hirestride/shared/posting-fields';
import { POSTING_TEXT_MAX, JOB_STAGES, stageLabels } from '@hirestride/shared/job-choices';
import { ApiError } from '../../../api/client';
import { jobKeys, jobsApi, localToday } from '../../../api/jobs';
import { paths } from '../../../app/paths';
import { FormField } from '../../../components/FormField';
import { emptyForm, formToPayload, type FieldConfig, type FormValues } from '../../../components/form-fields';
import { newJobDetailFields, newJobPostingField } from '../job-fields';
import { startingStage } from '../new-job-path';
import { clearDraft, loadDraft, saveDraft } from './draft-storage';
import { DuplicateWarning, type Duplicate } from './DuplicateWarning';

export const SAVE_FAILED = 'The job could not be saved. What you typed is still here.';

/** Where a new job starts; Archives needs an outcome, so a finished application is archived from the board. */
const stageField: FieldConfig = {
  name: 'stage',
  label: 'Stage',
  kind: 'select',
  options: JOB_STAGES.filter((stage) => stage !== 'archived').map((stage) => ({
    value: stage,
    label: stageLabels[stage],
  })),
};
/** What the user checks after a paste: title and company, then where the job starts, then the rest. */
const detailFields = [...newJobDetailFields.slice(0, 2), stageField, ...newJobDetailFields.slice(2)];
const fields = [newJobPostingField, ...detailFields];

/** A change this much longer than the text before is a paste of the posting, not typing. */
const PASTED_CHARACTERS = 80;

/**
 * The empty fields a pasted posting fills (what the user typed stays), and the labels of those it filled. The
 * posting is read only when it arrives whole, so a field the user then clears stays clear.
 */
function fillFromPosting(values: FormValues, before: string, posting: string) {
  if (posting.length - before.length < PASTED_CHARACTERS) return { values, filled: [] as string[] };
  const found = readPostingFields(posting);
  const next = { ...values };
  const filled: string[] = [];
  for (const field of fields) {
    const value = found[field.name as keyof typeof found];
    if (!value || (values[field.name] ?? '') !== '') continue;
    next[field.name] = value;
    filled.push(field.label);
  }
  return { values: next, filled };
}

export function NewJobPage() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [params] = useSearchParams();
  // "Add job" in a stage list starts the job there, over the stage of a draft left from before.
  const preset = startingStage(params);
  const [values, setValues] = useState<FormValues>(() => ({
    ...emptyForm(fields),
    stage: 'wishlist',
    ...loadDraft(),
    ...(preset && { stage: preset }),
  }));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [duplicate, setDuplicate] = useState<Duplicate | null>(null);
  const [saving, setSaving] = useState(false);
  const [filled, setFilled] = useState<string[]>([]);

  useEffect(() => saveDraft(values), [values]);

  const onChange = (name: string, value: string) => {
    if (name === 'posting_text') {
      const { values: next, filled: from } = fillFromPosting(values, values.posting_text ?? '', value);
      if (from.length > 0) {
        setValues({ ...next, posting_text: value });
        setFilled(from);
        return;
      }
    }
    setValues((current) => ({ ...current, [name]: value }));
    setErrors(({ [name]: _cleared, ...rest }) => rest);
    if (name === 'url' || name === 'title' || name === 'company') setDuplicate(null);
  };

  const save = async (allowDuplicate: boolean) => {
    setSaving(true);
    const payload = formToPayload(fields, values) as JobPayload;
    if (payload.stage === 'submitted') payload.applied_on = localToday();
    try {
      const job = await jobsApi.create(payload, { allowDuplicate });
      clearDraft();
      void queryClient.invalidateQueries({ queryKey: jobKeys.all });
      void queryClient.invalidateQueries({ queryKey: jobKeys.dashboard });
      toast.success('Job saved.');
      navigate(paths.job(job.id));
    } catch (error) {
      if (error instanceof ApiError && error.status === 409 && error.body?.duplicate_of) {
        setDuplicate(error.body.duplicate_of as Duplicate);
      } else {
        setErrors(error instanceof ApiError ? error.fieldErrors : {});
        const detail = error instanceof ApiError && error.status === 400 ? error.detail : undefined;
        toast.error(detail ? `${detail} ${SAVE_FAILED}` : SAVE_FAILED);
      }
    } finally {
      setSaving(false);
    }
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void save(false);
  };

  const postingLength = values.posting_text?.length ?? 0;
  return (
    <div className="mx-auto w-full max-w-4xl px-4 py-8 sm:px-6">
      <h1 className="text-2xl font-bold text-slate-900">Enter Job Posting Info</h1>
      <p className="mt-1 text-slate-600">
        Save a job you want. Paste the whole posting: your match score, tailored resume and cover letter are built from
        it.
      </p>
      <form
        noValidate
        onSubmit={onSubmit}
        className="mt-6 space-y-5 rounded-2xl border border-slate-200 bg-white p-6 shadow-sm"
      >
        {duplicate && <DuplicateWarning duplicate={duplicate} saving={saving} onSaveAnyway={() => void save(true)} />}
        <div>
          <FormField
            field={{
              ...newJobPostingField,
              help: `${newJobPostingField.help} ${postingLength.toLocaleString()} of ${POSTING_TEXT_MAX.toLocaleString()} characters.`,
            }}
            labelClassName="text-base font-semibold text-slate-900"
            value={values.posting_text ?? ''}
            error={errors.posting_text}
            onChange={onChange}
          />
          <p role="status" className="mt-2 text-sm font-medium text-brand-700">
            {filled.length > 0 && `Filled in from the posting: ${filled.join(', ')}. Check them before you save.`}
          </p>
        </div>
        <section aria-labelledby="new-job-check" className="border-t border-slate-200 pt-5">
          <h2 id="new-job-check" className="text-base font-semibold text-slate-900">
            Check what we read
          </h2>
          <p className="mt-1 text-sm text-slate-600">
            A pasted posting fills these in. Correct anything we read wrong, or type them yourself.
          </p>
          <div className="mt-4 grid gap-4 sm:grid-cols-2">
            {detailFields.map((field) => (
              <FormField
                key={field.name}
                field={field}
                value={values[field.name] ?? ''}
                error={errors[field.name]}
                onChange={onChange}
              />
            ))}
          </div>
        </section>
        {errors.non_field_errors && (
          <p role="alert" className="text-sm text-red-600">
            {errors.non_field_errors}
          </p>
        )}
        <div className="flex flex-wrap gap-3">
          <button
            type="submit"
            disabled={saving}
            className="rounded-lg bg-brand-600 px-5 py-2.5 text-sm font-semibold text-white hover:bg-brand-700 disabled:cursor-wait disabled:opacity-70"
          >
            {saving ? 'Saving...' : 'Save job'}
          </button>
          <Link
            to={paths.tracker}
            className="rounded-lg border border-slate-300 bg-white px-5 py-2.5 text-sm font-semibold text-slate-700 hover:bg-slate-100"
          >
            Back to the board
          </Link>
          <button
            type="button"
            onClick={() => {
              clearDraft();
              setFilled([]);
              setValues({ ...emptyForm(fields), stage: preset ?? 'wishlist' });
              setErrors({});
              setDuplicate(null);
            }}
            className="ml-auto text-sm font-semibold text-slate-500 underline hover:text-slate-800"
          >
            Clear the form
          </button>
        </div>
      </form>
    </div>
  );
}
