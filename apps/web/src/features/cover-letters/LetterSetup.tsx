/** What the letter answers (a saved job or a pasted posting), its tone and length, and Generate / Stop. */
import { Link } from 'react-router';
import { COVER_LETTER_LENGTHS, COVER_LETTER_TONES } from '@hirestride/shared/cover-letters';
import { paths } from '../../app/paths';
import { buttonClass } from '../../components/Dialog';
import { ChoiceChips } from '../../components/ChoiceChips';
import { FormField } from '../../components/FormField';
import type { LetterState } from './letter-state';

const TONES: Record<LetterState['tone'], string> = { formal: 'Formal', warm: 'Warm', concise: 'Concise' };
const LENGTHS: Record<LetterState['length'], string> = { short: 'Short', medium: 'Medium', long: 'Long' };

interface Props {
  state: LetterState;
  jobOptions: Array<{ value: string; label: string }>;
  jobsLoading: boolean;
  error: string;
  running: boolean;
  onChange(patch: Partial<LetterState>): void;
  onGenerate(): void;
  onStop(): void;
}

export function LetterSetup({ state, jobOptions, jobsLoading, error, running, onChange, onGenerate, onStop }: Props) {
  return (
    <form
      noValidate
      aria-label="What to write"
      className="space-y-4 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm"
      onSubmit={(event) => {
        event.preventDefault();
        onGenerate();
      }}
    >
      <ChoiceChips
        legend="Write it for"
        name="source"
        options={['job', 'posting'] as const}
        labels={{ job: 'A saved job', posting: 'A pasted posting' }}
        value={state.source}
        onChange={(source) => onChange({ source })}
      />
      {state.source === 'job' ? (
        jobOptions.length === 0 && !jobsLoading ? (
          <p className="text-sm text-slate-600">
            No saved jobs yet.{' '}
            <Link to={paths.jobPosting} className="font-semibold text-brand-700 underline">
              Save one
            </Link>{' '}
            or paste a posting instead.
          </p>
        ) : (
          <FormField
            field={{
              name: 'job',
              label: 'Saved job',
              kind: 'select',
              required: true,
              options: [{ value: '', label: jobsLoading ? 'Loading your jobs…' : 'Choose a job' }, ...jobOptions],
            }}
            value={state.job}
            error={error || undefined}
            onChange={(_, job) => onChange({ job })}
          />
        )
      ) : (
        <>
          <FormField
            field={{ name: 'title', label: 'Job title', maxLength: 200 }}
            value={state.title}
            onChange={(_, title) => onChange({ title })}
          />
          <FormField
            field={{ name: 'company', label: 'Company', maxLength: 200 }}
            value={state.company}
            onChange={(_, company) => onChange({ company })}
          />
          <FormField
            field={{
              name: 'posting',
              label: 'Job posting',
              kind: 'textarea',
              rows: 6,
              required: true,
              maxLength: 50_000,
              help: 'Paste the whole ad: the letter answers what it asks for.',
            }}
            value={state.posting}
            error={error || undefined}
            onChange={(_, posting) => onChange({ posting })}
          />
        </>
      )}
      <ChoiceChips
        legend="Tone"
        name="tone"
        options={COVER_LETTER_TONES}
        labels={TONES}
        value={state.tone}
        onChange={(tone) => onChange({ tone })}
      />
      <ChoiceChips
        legend="Length"
        name="length"
        options={COVER_LETTER_LENGTHS}
        labels={LENGTHS}
        value={state.length}
        onChange={(length) => onChange({ length })}
      />
      {running ? (
        <button type="button" className={buttonClass.danger} onClick={onStop}>
          Stop writing
        </button>
      ) : (
        <button type="submit" className={buttonClass.primary}>
          {state.paragraphs.some((p) => p.trim()) ? 'Write a new letter' : 'Generate cover letter'}
        </button>
      )}
    </form>
  );
}
