/** "New resume": a template, optionally a saved job it is for, optionally a name; then the new resume opens. */
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { resumesApi } from '../../api/resumes';
import { paths } from '../../app/paths';
import { Dialog, DialogButtons } from '../../components/Dialog';
import { FormField } from '../../components/FormField';
import { saveErrors } from '../../lib/save-errors';
import { useTemplatesAndJobs } from '../../lib/useTemplatesAndJobs';

export function NewResumeDialog({ onClose }: { onClose(): void }) {
  const navigate = useNavigate();
  const { templates, templateOptions, jobOptions } = useTemplatesAndJobs();
  const [values, setValues] = useState({ template: '', job: '', name: '' });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [saving, setSaving] = useState(false);
  const template = values.template || templateOptions[0]?.value || '';
  const change = (name: string, value: string) => {
    setValues((current) => ({ ...current, [name]: value }));
    setErrors({});
  };
  const create = async () => {
    if (saving || !template) return;
    setSaving(true);
    try {
      const made = await resumesApi.create({
        template: Number(template),
        job: values.job ? Number(values.job) : null,
        ...(values.name.trim() ? { name: values.name } : {}),
      });
      await navigate(paths.resumeVersion(made.template, made.id));
    } catch (failure) {
      const { fields, form } = saveErrors(failure, ['template', 'job', 'name']);
      setErrors({ ...fields, ...(form ? { form } : {}) });
      setSaving(false);
    }
  };
  return (
    <Dialog
      title="New resume"
      onCancel={onClose}
      onSubmit={() => void create()}
      actions={<DialogButtons onCancel={onClose} label="Create resume" busyLabel="Creating…" busy={saving} />}
    >
      <p className="text-sm text-slate-600">It starts as a copy of your profile; edits to it stay on this resume.</p>
      {templates.isError && (
        <p role="alert" className="text-sm text-red-600">
          Templates could not be loaded. Close this and try again.
        </p>
      )}
      <FormField
        field={{ name: 'template', label: 'Template', kind: 'select', options: templateOptions }}
        value={template}
        error={errors.template}
        onChange={change}
      />
      <FormField
        field={{
          name: 'job',
          label: 'For a saved job (optional)',
          kind: 'select',
          options: [{ value: '', label: 'No particular job' }, ...jobOptions],
        }}
        value={values.job}
        error={errors.job}
        onChange={change}
      />
      <FormField
        field={{
          name: 'name',
          label: 'Name (optional)',
          maxLength: 120,
          placeholder: 'e.g. Backend roles',
          help: 'Blank: named after the job or the template.',
        }}
        value={values.name}
        error={errors.name}
        onChange={change}
      />
      {errors.form && (
        <p role="alert" className="text-sm text-red-600">
          {errors.form}
        </p>
      )}
    </Dialog>
  );
}
