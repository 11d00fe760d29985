/**
 * Answering one question: STAR parts (or notes), a draft from the profile on request, how confident it felt, and
 * Save. What is typed is copied to the browser as it changes and offered back if the page reloads before saving.
 */
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useState } from 'react';
import toast from 'react-hot-toast';
import { CONFIDENCE_LABELS, type InterviewAnswer, type StarDraftResponse } from '@hirestride/shared/interview';
import { ApiError } from '../../api/client';
import { interviewApi, interviewKeys } from '../../api/interview';
import { jobKeys } from '../../api/jobs';
import { ChangedElsewhere } from '../../components/ChangedElsewhere';
import { ChoiceChips } from '../../components/ChoiceChips';
import { buttonClass, Dialog } from '../../components/Dialog';
import { failureMessage } from '../../lib/save-errors';
import { answerDraft, EMPTY_ANSWER, sameText, type AnswerText } from './answer-draft';
import type { PracticeQuestion } from './practice-queue';
import { PracticeTimer } from './PracticeTimer';

const PARTS = [
  { part: 'situation', label: 'Situation', help: 'Where and when; what was going on.' },
  { part: 'task', label: 'Task', help: 'What you had to do, and why it mattered.' },
  { part: 'action', label: 'Action', help: 'What you did, step by step. Say “I”.' },
  { part: 'result', label: 'Result', help: 'What changed. A number if you have one.' },
] as const;

const field =
  'mt-1 block w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-slate-900 focus:border-brand-500 focus:ring-2 focus:ring-brand-500/30 focus:outline-none';

export function AnswerForm({
  question,
  job,
  saved,
}: {
  question: PracticeQuestion;
  job: number | null;
  saved: InterviewAnswer | undefined;
}) {
  const queryClient = useQueryClient();
  const savedText: AnswerText = saved ?? EMPTY_ANSWER;
  const [restored] = useState(() => {
    const draft = answerDraft.read(question.id, job);
    return draft && !sameText(draft, savedText) ? draft : null;
  });
  const [text, setText] = useState<AnswerText>(restored ?? savedText);
  const [confidence, setConfidence] = useState<1 | 2 | 3 | null>((saved?.confidence as 1 | 2 | 3 | null) ?? null);
  const [seconds, setSeconds] = useState<number | null>(saved?.seconds_spent ?? null);
  const [saving, setSaving] = useState(false);
  const [drafting, setDrafting] = useState(false);
  const [draft, setDraft] = useState<StarDraftResponse | null>(null);
  const [confirmDraft, setConfirmDraft] = useState<StarDraftResponse | null>(null);
  /** The answer as saved elsewhere, when this form's save was refused because of it. */
  const [conflict, setConflict] = useState<InterviewAnswer | null>(null);
  const dirty = !sameText(text, savedText) || confidence !== (saved?.confidence ?? null);

  useEffect(() => {
    if (!dirty) return;
    const timer = setTimeout(() => answerDraft.write(question.id, job, text), 300);
    return () => clearTimeout(timer);
  }, [text, dirty, question.id, job]);
  const onUsed = useCallback((used: number) => setSeconds((current) => (used > 0 ? used : current)), []);

  const change = (part: keyof AnswerText, value: string) => setText((current) => ({ ...current, [part]: value }));

  const fill = (made: StarDraftResponse) => {
    // Only the parts the draft could fill: the rest (always the Task) stay as the user wrote them.
    setText((current) => ({
      ...current,
      situation: made.situation || current.situation,
      task: made.task || current.task,
      action: made.action || current.action,
      result: made.result || current.result,
    }));
    setDraft(made);
    setConfirmDraft(null);
  };

  const askDraft = async () => {
    if (drafting) return;
    setDrafting(true);
    try {
      const made = await interviewApi.draft({ question_id: question.id, question_text: question.text, job });
      if (made.notice) toast.error(made.notice, { duration: 10_000 });
      const hasText = PARTS.some(({ part }) => text[part].trim());
      if (hasText) setConfirmDraft(made);
      else fill(made);
    } catch (error) {
      toast.error(`No draft: ${failureMessage(error)}`);
    } finally {
      setDrafting(false);
    }
  };

  /** Saves from the version the form was filled from, or from `over` to save over a version saved elsewhere. */
  const save = async (over?: number) => {
    if (saving) return;
    setSaving(true);
    const fields = {
      question_id: question.id,
      question_text: question.text,
      job,
      ...text,
      confidence,
      seconds_spent: seconds,
    };
    try {
      if (saved) {
        const stored = await interviewApi.saveAnswer(saved.id, fields, over ?? saved.version);
        // The list holds the version the next save names: it is replaced at once, before it is asked for again.
        queryClient.setQueryData<InterviewAnswer[]>(interviewKeys.answers, (list) =>
          list?.map((answer) => (answer.id === stored.id ? stored : answer)),
        );
      } else await interviewApi.createAnswer(fields);
      answerDraft.clear(question.id, job);
      setConflict(null);
      toast.success('Answer saved.');
      void queryClient.invalidateQueries({ queryKey: interviewKeys.answers });
      void queryClient.invalidateQueries({ queryKey: jobKeys.dashboard });
    } catch (error) {
      const theirs = error instanceof ApiError ? error.changedElsewhere : null;
      // Saved elsewhere since the form was filled: what was typed stays until the user chooses.
      if (theirs) return setConflict(theirs as InterviewAnswer);
      toast.error(`Not saved: ${failureMessage(error)} What you wrote is kept in this browser.`);
    } finally {
      setSaving(false);
    }
  };

  return (
    <form
      noValidate
      aria-label="Your answer"
      className="mt-4 space-y-4"
      onSubmit={(event) => {
        event.preventDefault();
        void save();
      }}
    >
      {conflict && (
        <ChangedElsewhere
          what="This answer"
          theirs={PARTS.map(({ part, label }) => `${label}: ${conflict[part]}`).join('\n')}
          busy={saving}
          onKeepMine={() => void save(conflict.version)}
          onUseTheirs={() => {
            const { situation, task, action, result, notes } = conflict;
            setText({ situation, task, action, result, notes });
            queryClient.setQueryData<InterviewAnswer[]>(interviewKeys.answers, (list) =>
              list?.map((answer) => (answer.id === conflict.id ? conflict : answer)),
            );
            answerDraft.clear(question.id, job);
            setConflict(null);
          }}
        />
      )}
      {restored && (
        <p role="status" className="rounded-lg bg-sky-50 p-3 text-sm text-sky-900">
          Restored what you had typed but not saved.
        </p>
      )}
      <div className="flex flex-wrap items-center justify-between gap-3">
        <PracticeTimer onUsed={onUsed} />
        {question.star && (
          <button type="button" className={buttonClass.secondary} disabled={drafting} onClick={() => void askDraft()}>
            {drafting ? 'Drafting…' : 'Draft from my profile'}
          </button>
        )}
      </div>
      {draft && (
        <div role="status" className="rounded-lg bg-slate-50 p-3 text-sm text-slate-700">
          Drafted by <span className="font-semibold">{draft.written_by}</span>
          {draft.written_by === 'Offline composer' ? ' from your own profile lines' : ''}. Make it yours: edit every
          part.
          {draft.claims.length > 0 && (
            <ul className="mt-2 space-y-1" aria-label="Not in your profile">
              {draft.claims.map((claim) => (
                <li key={`${claim.part}-${claim.start}`} className="text-amber-900">
                  <span className="font-semibold underline decoration-red-500 decoration-wavy underline-offset-4">
                    {claim.text}
                  </span>{' '}
                  ({claim.part}): <strong>not in your profile</strong>. Keep it only if it is true.
                </li>
              ))}
            </ul>
          )}
        </div>
      )}
      {question.star ? (
        <div className="grid gap-3 md:grid-cols-2">
          {PARTS.map(({ part, label, help }) => (
            <div key={part}>
              <label htmlFor={`answer-${part}`} className="text-sm font-semibold text-slate-800">
                {label}
              </label>
              <p id={`answer-${part}-help`} className="text-xs text-slate-500">
                {help}
              </p>
              <textarea
                id={`answer-${part}`}
                aria-describedby={`answer-${part}-help`}
                rows={4}
                placeholder={help}
                maxLength={5000}
                value={text[part]}
                onChange={(event) => change(part, event.target.value)}
                className={field}
              />
            </div>
          ))}
        </div>
      ) : null}
      <div>
        <label htmlFor="answer-notes" className="text-sm font-semibold text-slate-800">
          {question.star ? 'Notes (optional)' : 'Your answer'}
        </label>
        <textarea
          id="answer-notes"
          rows={question.star ? 2 : 6}
          maxLength={5000}
          value={text.notes}
          onChange={(event) => change('notes', event.target.value)}
          className={field}
        />
      </div>
      <ChoiceChips<1 | 2 | 3>
        legend="How did it feel?"
        name="confidence"
        options={[1, 2, 3] as const}
        labels={CONFIDENCE_LABELS}
        value={confidence}
        onChange={setConfidence}
      />
      <div className="flex items-center gap-3">
        <button type="submit" className={buttonClass.primary} disabled={saving}>
          {saving ? 'Saving…' : saved ? 'Save changes' : 'Save answer'}
        </button>
        <span className="text-sm text-slate-500" aria-live="polite">
          {dirty ? 'Not saved yet' : saved ? 'Saved' : ''}
        </span>
      </div>
      {confirmDraft && (
        <Dialog
          title="Replace your answer with the draft?"
          onCancel={() => setConfirmDraft(null)}
          onSubmit={() => fill(confirmDraft)}
          actions={
            <>
              <button type="button" className={buttonClass.secondary} onClick={() => setConfirmDraft(null)}>
                Keep mine
              </button>
              <button type="submit" className={buttonClass.primary}>
                Use the draft
              </button>
            </>
          }
        >
          <p className="text-sm text-slate-600">
            The draft replaces the parts it can fill from your profile; the others and your notes stay as you wrote
            them.
          </p>
        </Dialog>
      )}
    </form>
  );
}
