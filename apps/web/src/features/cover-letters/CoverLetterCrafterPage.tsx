/**
 * Cover Letter Crafter (/cover-letter-crafter, also reached as Generate Cover Letter at /generate-cover-letter, one
 * screen with one title whichever link led here): choose what the
 * letter answers, generate it (streamed, with Stop), edit it, resolve what the library does not back, save and
 * download. ?letter= opens a saved letter; ?job= preselects a saved job (the job page links here).
 */
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import toast from 'react-hot-toast';
import { Link, useSearchParams } from 'react-router';
import type { CoverLetter } from '@hirestride/shared/cover-letters';
import { ApiError } from '../../api/client';
import { coverLetterKeys, coverLettersApi, type Claim } from '../../api/cover-letters';
import { paths } from '../../app/paths';
import { BuildLibraryLink } from '../../components/BuildLibraryLink';
import { ChangedElsewhere } from '../../components/ChangedElsewhere';
import { buttonClass, Dialog } from '../../components/Dialog';
import { TextField } from '../../components/TextField';
import { saveErrors } from '../../lib/save-errors';
import { UnsavedGuard, useUnsaved } from '../../components/UnsavedGuard';
import { letterIsEmpty } from '@hirestride/writing/letter-blocks';
import { claimKey, claimsByParagraph, toBody } from './letter-editing';
import { emptyLetter, fromLetter, localDraft, savedPart, toFields, type LetterState } from './letter-state';
import { LetterDownloads } from './LetterDownloads';
import { LetterEditor } from './LetterEditor';
import { LetterPreview } from './LetterPreview';
import { LetterSetup } from './LetterSetup';
import { useJobOptions } from '../../lib/useJobOptions';
import { useWideScreen } from '../../lib/useWideScreen';
import { useClaims } from './useClaims';
import { useGenerate, sourceOf, type Target } from './useGenerate';
import { useRefreshLetters } from './useRefreshLetters';

function ClaimsStatus({
  open,
  status,
  current,
  retry,
}: {
  open: Claim[];
  status: 'idle' | 'checking' | 'failed';
  current: boolean;
  retry(): void;
}) {
  if (status === 'failed')
    return (
      <p role="status" className="text-sm text-red-700">
        The letter could not be checked just now.{' '}
        <button type="button" className="font-semibold underline" onClick={retry}>
          Check again
        </button>
      </p>
    );
  if (!current) return <p className="text-sm text-slate-500">Checking the letter against your profile…</p>;
  if (open.length === 0)
    return (
      <p role="status" className="text-sm text-emerald-800">
        Everything it states is in your profile (or confirmed by you).
      </p>
    );
  return (
    <p role="status" className="text-sm text-amber-900">
      {open.length === 1 ? 'One statement is' : `${open.length} statements are`} not in your profile:{' '}
      {open.map((claim) => `“${claim.text}”`).join(', ')}. Edit it, add it to your profile, or confirm it is true before
      downloading.
    </p>
  );
}

function Crafter({
  initial,
  job,
  onCreated,
}: {
  initial: CoverLetter | null;
  job: string;
  onCreated(id: number): void;
}) {
  const queryClient = useQueryClient();
  const refreshLists = useRefreshLetters();
  const { jobs, jobOptions } = useJobOptions(job);

  const [server] = useState(() => (initial ? fromLetter(initial) : emptyLetter(job)));
  const [restored] = useState(() => {
    const draft = localDraft.read(server.id);
    return draft && savedPart(draft.state) !== savedPart(server) ? draft : null;
  });
  const [state, setState] = useState<LetterState>(restored?.state ?? server);
  const [saved, setSaved] = useState(savedPart(server));
  const [setupError, setSetupError] = useState('');
  const [nameError, setNameError] = useState('');
  const [saving, setSaving] = useState(false);
  const [view, setView] = useState<'edit' | 'preview'>('edit');
  const [confirmReplace, setConfirmReplace] = useState(false);
  const [showRestored, setShowRestored] = useState(restored !== null);
  /** The letter as saved elsewhere, when this tab's save was refused because of it. */
  const [conflict, setConflict] = useState<CoverLetter | null>(null);
  const dirty = savedPart(state) !== saved;
  useUnsaved(dirty);

  // The unsaved copy follows the text, a moment after each change.
  useEffect(() => {
    if (!dirty) return;
    const timer = setTimeout(() => localDraft.write(state), 300);
    return () => clearTimeout(timer);
  }, [state, dirty]);

  const generate = useGenerate(state, setState);
  const body = toBody(state.paragraphs);
  const empty = letterIsEmpty(body);
  const jobContext =
    state.source === 'job'
      ? { job: state.job ? Number(state.job) : null }
      : { job: null, title: state.title.trim(), company: state.company.trim() };
  const check = useClaims(body, jobContext, generate.running !== null);
  const open = check.claims.filter((claim) => !state.confirmed.includes(claimKey(claim)));
  const current = check.checkedText === body;
  const jobLabel = jobs.data?.find((item) => String(item.id) === state.job)?.company ?? '';

  const change = (patch: Partial<LetterState>) => {
    setState((now) => ({ ...now, ...patch }));
    if ('job' in patch || 'posting' in patch || 'source' in patch) setSetupError('');
  };

  const start = (target: Target, confirmed = false) => {
    try {
      sourceOf(state);
    } catch (problem) {
      setSetupError((problem as Error).message);
      document.querySelector<HTMLElement>(state.source === 'job' ? '[name="job"]' : '[name="posting"]')?.focus();
      return;
    }
    if (target === 'letter' && !confirmed && body.trim()) return setConfirmReplace(true);
    setConfirmReplace(false);
    void generate.run(target);
  };

  /**
   * Saves (creating the letter the first time), from the version this copy was read at (or `from`, to save over a
   * version saved elsewhere); answers its id, or null after saying why it was not saved.
   */
  const save = async (from?: number): Promise<number | null> => {
    if (saving) return null;
    const snapshot = from === undefined ? state : { ...state, version: from };
    setSaving(true);
    try {
      const fields = toFields(snapshot, jobLabel);
      const letter =
        snapshot.id === null
          ? await coverLettersApi.create(fields)
          : await coverLettersApi.save(snapshot.id, fields, snapshot.version ?? undefined);
      localDraft.clear(snapshot.id);
      localDraft.clear(letter.id);
      setConflict(null);
      setState((now) => ({
        ...now,
        id: letter.id,
        version: letter.version,
        name: now.name.trim() ? now.name : letter.name,
      }));
      setSaved(savedPart({ ...snapshot, id: letter.id, name: snapshot.name.trim() ? snapshot.name : letter.name }));
      queryClient.setQueryData(coverLetterKeys.letter(letter.id), letter);
      refreshLists();
      if (snapshot.id === null) onCreated(letter.id);
      setNameError('');
      return letter.id;
    } catch (failure) {
      const theirs = failure instanceof ApiError ? failure.changedElsewhere : null;
      if (theirs) {
        // Saved elsewhere since this copy was read: the text stays here (and in this browser) until the user chooses.
        setConflict(theirs as CoverLetter);
        return null;
      }
      const { fields, form } = saveErrors(failure, ['name', 'job']);
      if (fields.name) setNameError(fields.name);
      if (fields.job) setSetupError(fields.job);
      toast.error(`Not saved: ${form || fields.name || fields.job}. Your text is kept in this browser.`);
      return null;
    } finally {
      setSaving(false);
    }
  };

  const confirmClaim = (claim: Claim) => {
    setState((now) => ({ ...now, confirmed: [...new Set([...now.confirmed, claimKey(claim)])] }));
    toast.success(`Marked “${claim.text}” as true. Save to keep it.`);
  };

  const writer = generate.writer?.label ?? state.writtenBy;
  const writing = generate.running !== null;
  const wide = useWideScreen();

  // On a narrow screen the setup form would push a written letter two screens down: once there is a letter (and it is
  // not being written), it comes first. Wide screens keep the setup beside it; the order in the page follows what is
  // seen, so the keyboard meets things in the order the eye does.
  const letterFirst = wide === false && !empty && !writing;
  const setupPanel = (
    <div key="setup" className="space-y-4 lg:col-start-1 lg:row-start-1">
      <LetterSetup
        state={state}
        jobOptions={jobOptions}
        jobsLoading={jobs.isPending}
        error={setupError}
        running={writing}
        onChange={change}
        onGenerate={() => start('letter')}
        onStop={generate.stop}
      />
    </div>
  );
  const letterPanel = (
    <section
      key="letter"
      aria-labelledby="letter-heading"
      className="min-w-0 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5 lg:col-start-2 lg:row-start-1"
    >
      <h2 id="letter-heading" className="sr-only">
        Your letter
      </h2>
      <div className="flex flex-wrap items-end justify-between gap-3">
        <TextField
          label="Letter name"
          value={state.name}
          maxLength={120}
          placeholder={`Cover letter for ${jobLabel || state.company || 'this job'}`}
          error={nameError || undefined}
          className="min-w-0 flex-1 basis-60"
          onChange={(event) => {
            change({ name: event.target.value });
            setNameError('');
          }}
        />
        <div className="flex gap-1" role="group" aria-label="View">
          {(['edit', 'preview'] as const).map((mode) => (
            <button
              key={mode}
              type="button"
              aria-pressed={view === mode}
              onClick={() => setView(mode)}
              className={`rounded-md px-3 py-1.5 text-sm font-semibold ${view === mode ? 'bg-slate-900 text-white' : 'border border-slate-300 text-slate-700 hover:bg-slate-100'}`}
            >
              {mode === 'edit' ? 'Edit' : 'Preview'}
            </button>
          ))}
        </div>
      </div>
      <p className="mt-3 text-sm text-slate-600" aria-live="polite" data-testid="writer">
        {writing && <span className="font-semibold text-brand-700">Writing… </span>}
        {writer ? (
          <>
            Written by <span className="font-semibold text-slate-800">{writer}</span>
            {writer === 'Offline composer' && ': from your profile by HireStride’s own rules, no AI service.'}
          </>
        ) : (
          'Generate a letter, or write your own.'
        )}
      </p>
      {generate.writer?.library_empty && (
        <p className="mt-2 rounded-lg bg-amber-50 p-3 text-sm text-amber-900" data-testid="letter-library-empty">
          Your profile is empty, so this letter can say nothing about your experience: it is only a frame.{' '}
          <BuildLibraryLink className="font-semibold underline" />, then write it again.
        </p>
      )}
      <div className="mt-3">
        {view === 'edit' ? (
          <LetterEditor
            paragraphs={state.paragraphs}
            onChange={(paragraphs) => change({ paragraphs })}
            claims={current ? claimsByParagraph(state.paragraphs, open) : undefined}
            onConfirm={confirmClaim}
            running={generate.running}
            onRewrite={(index) => start(index)}
          />
        ) : (
          <LetterPreview body={body} claimTexts={current ? open.map((claim) => claim.text) : []} />
        )}
      </div>
      {/* A letter with nothing in it states nothing: no verdict on it until there is. */}
      {!empty && (
        <div className="mt-4 border-t border-slate-100 pt-4">
          <ClaimsStatus open={open} status={check.status} current={current} retry={check.retry} />
        </div>
      )}
      <div className="mt-4 flex flex-wrap items-end justify-between gap-4">
        <div className="flex items-center gap-3">
          <button
            type="button"
            className={buttonClass.primary}
            disabled={saving || writing}
            onClick={() => void save().then((id) => id !== null && toast.success('Letter saved.'))}
          >
            {saving ? 'Saving…' : 'Save letter'}
          </button>
          <span className="text-sm text-slate-500" aria-live="polite">
            {dirty ? 'Unsaved changes' : state.id !== null ? 'All changes saved' : ''}
          </span>
        </div>
        <LetterDownloads empty={empty} ready={async () => (dirty || state.id === null ? save() : state.id)} />
      </div>
    </section>
  );

  return (
    <div className="mx-auto w-full max-w-6xl px-4 py-8 sm:px-6">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h1 className="text-2xl font-bold text-slate-900">Cover Letter Crafter</h1>
          <p className="mt-1 max-w-2xl text-slate-600">
            A letter written from your own profile for the job you choose. Every claim in it is checked against your
            profile before it can be downloaded.
          </p>
        </div>
        <Link to={paths.myCoverLetters} className={buttonClass.secondary}>
          My Cover Letters
        </Link>
      </div>
      {conflict && (
        <div className="mt-4">
          <ChangedElsewhere
            what="This letter"
            theirs={conflict.body}
            busy={saving}
            onKeepMine={() => void save(conflict.version).then((id) => id !== null && toast.success('Letter saved.'))}
            onUseTheirs={() => {
              const theirs = fromLetter(conflict);
              localDraft.clear(conflict.id);
              setState(theirs);
              setSaved(savedPart(theirs));
              queryClient.setQueryData(coverLetterKeys.letter(conflict.id), conflict);
              setConflict(null);
            }}
          />
        </div>
      )}
      {showRestored && restored && (
        <div
          role="status"
          className="mt-4 flex flex-wrap items-center gap-3 rounded-lg bg-sky-50 p-3 text-sm text-sky-900"
        >
          Restored the changes you had not saved ({new Date(restored.at).toLocaleString()}).
          <button
            type="button"
            className="font-semibold underline"
            onClick={() => {
              localDraft.clear(server.id);
              setState(server);
              setShowRestored(false);
            }}
          >
            Discard them
          </button>
        </div>
      )}
      <div className="mt-6 grid gap-6 lg:grid-cols-[20rem_minmax(0,1fr)]">
        {/* Keyed, so swapping them moves the panels instead of drawing them again (the editor keeps its state). */}
        {letterFirst ? [letterPanel, setupPanel] : [setupPanel, letterPanel]}
      </div>
      {confirmReplace && (
        <Dialog
          title="Write a new letter?"
          onCancel={() => setConfirmReplace(false)}
          onSubmit={() => start('letter', true)}
          actions={
            <>
              <button type="button" className={buttonClass.secondary} onClick={() => setConfirmReplace(false)}>
                Keep my letter
              </button>
              <button type="submit" className={buttonClass.primary}>
                Replace it
              </button>
            </>
          }
        >
          <p className="text-sm text-slate-600">
            The new letter replaces what is in the editor. To change one paragraph only, use “Rewrite this paragraph”
            under it.
          </p>
        </Dialog>
      )}
    </div>
  );
}

export function CoverLetterCrafterPage() {
  const [search, setSearch] = useSearchParams();
  const letterId = Number(search.get('letter')) || null;
  const loaded = useQuery({
    queryKey: coverLetterKeys.letter(letterId ?? 0),
    queryFn: () => coverLettersApi.get(letterId!),
    enabled: letterId !== null,
  });
  // A new letter's first save puts its id in the address; that is the same editor, not a new one to load.
  const [createdHere, setCreatedHere] = useState<number | null>(null);
  const [session, setSession] = useState({ letterId, key: 0 });
  if (session.letterId !== letterId)
    setSession({
      letterId,
      key: letterId !== null && letterId === createdHere ? session.key : session.key + 1,
    });

  if (letterId !== null && loaded.isPending)
    return (
      <p role="status" className="p-8 text-slate-600">
        Opening your letter…
      </p>
    );
  if (letterId !== null && loaded.isError)
    return (
      <div role="alert" className="m-8 rounded-lg bg-red-50 p-4 text-sm text-red-800">
        This letter could not be opened: it may have been deleted.{' '}
        <Link to={paths.myCoverLetters} className="font-semibold underline">
          Back to My Cover Letters
        </Link>
      </div>
    );
  return (
    <UnsavedGuard>
      <Crafter
        key={session.key}
        initial={letterId !== null ? (loaded.data ?? null) : null}
        job={search.get('job') ?? ''}
        onCreated={(id) => {
          setCreatedHere(id);
          setSearch({ letter: String(id) }, { replace: true });
        }}
      />
    </UnsavedGuard>
  );
}
