/**
 * "Your profile has changed": shown above a resume whose library copy is behind, with what pulling the changes in
 * would do, and a choice to let the profile replace edits made on this resume.
 */
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import toast from 'react-hot-toast';
import type { RefreshPlanResponse, ResumeVersion } from '@hirestride/shared/resume';
import { resumeKeys, resumesApi } from '../../api/resumes';
import { buttonClass } from '../../components/Dialog';
import { failureMessage } from '../../lib/save-errors';

type Change = RefreshPlanResponse['changes'][number];
type Value = NonNullable<Change['fields']>[number]['from'];

const sectionNames: Record<Change['section'], string> = {
  personal_info: 'About you',
  summary: 'Summary',
  experience: 'Experience',
  education: 'Education',
  skills: 'Skills',
  certifications: 'Certifications',
  snippets: 'Snippets',
};

const shown = (value: Value) =>
  value === null || value === '' ? '(empty)' : Array.isArray(value) ? value.join(' · ') : String(value);
const fieldName = (field: string) => field.replace(/_/g, ' ').replace(/^./, (letter) => letter.toUpperCase());

function ChangeLine({ change }: { change: Change }) {
  const verb = { added: 'Add', removed: 'Remove', changed: 'Update' }[change.kind];
  return (
    <li className="rounded-lg bg-white p-3 text-sm text-slate-700">
      <p>
        <span className="font-semibold">
          {verb} {sectionNames[change.section]}: {change.label}
        </span>
        {change.conflict && (
          <span className="ml-2 rounded-full bg-amber-100 px-2 py-0.5 text-xs font-semibold text-amber-900">
            You edited this on the resume
          </span>
        )}
      </p>
      {change.fields && (
        <ul className="mt-1 space-y-1">
          {change.fields.map((field) => (
            <li key={field.field} className="break-words">
              {fieldName(field.field)}: <del className="text-red-700">{shown(field.from)}</del> →{' '}
              <ins className="text-emerald-800 no-underline">{shown(field.to)}</ins>
              {field.conflict && <span className="text-amber-900"> (your edit)</span>}
            </li>
          ))}
        </ul>
      )}
    </li>
  );
}

export function RefreshBanner({
  draft,
  serverChange,
}: {
  draft: ResumeVersion;
  serverChange(task: () => Promise<ResumeVersion>): Promise<ResumeVersion>;
}) {
  const queryClient = useQueryClient();
  const panelId = useId();
  const plan = useQuery({ queryKey: resumeKeys.refresh(draft.id), queryFn: () => resumesApi.refreshPlan(draft.id) });
  const [open, setOpen] = useState(false);
  const [overwrite, setOverwrite] = useState(false);
  const [pulling, setPulling] = useState(false);
  const changes = plan.data?.changes ?? [];
  if (changes.length === 0) return null;
  const conflicts = changes.filter((change) => change.conflict).length;

  const pull = async () => {
    if (pulling) return;
    setPulling(true);
    try {
      await serverChange(() => resumesApi.refresh(draft.id, overwrite));
      toast.success(
        overwrite || conflicts === 0
          ? 'Your profile’s changes are in this resume.'
          : 'Your profile’s changes are in this resume; your own edits were kept.',
      );
      setOpen(false);
      await queryClient.invalidateQueries({ queryKey: resumeKeys.refresh(draft.id) });
    } catch (error) {
      toast.error(`Could not refresh this resume: ${failureMessage(error)}`);
    } finally {
      setPulling(false);
    }
  };

  return (
    <section
      aria-label="Profile changes"
      className="mb-4 rounded-2xl border border-sky-200 bg-sky-50 p-4 text-sky-950 print:hidden"
    >
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="text-sm">
          <span className="font-semibold">Your profile has changed since this resume was made.</span> {changes.length}{' '}
          {changes.length === 1 ? 'change' : 'changes'} can be pulled in.
        </p>
        <button
          type="button"
          aria-expanded={open}
          aria-controls={panelId}
          className={buttonClass.secondary}
          onClick={() => setOpen(!open)}
        >
          {open ? 'Hide changes' : 'Review changes'}
        </button>
      </div>
      {open && (
        <div id={panelId} className="mt-3 space-y-3">
          <ul className="space-y-2" aria-label="Changes from your profile">
            {changes.map((change) => (
              <ChangeLine key={`${change.section}-${change.kind}-${change.id ?? change.label}`} change={change} />
            ))}
          </ul>
          {conflicts > 0 && (
            <label className="flex items-start gap-2 text-sm">
              <input
                type="checkbox"
                className="mt-1 h-4 w-4"
                checked={overwrite}
                onChange={(event) => setOverwrite(event.target.checked)}
              />
              <span>
                Also replace my edits on this resume ({conflicts}) with my profile. Left unticked, your edits stay and
                everything else is pulled in.
              </span>
            </label>
          )}
          <button type="button" disabled={pulling} className={buttonClass.primary} onClick={() => void pull()}>
            {pulling ? 'Pulling in…' : 'Pull in changes'}
          </button>
        </div>
      )}
    </section>
  );
}
