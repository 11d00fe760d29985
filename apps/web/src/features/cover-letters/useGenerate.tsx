/**
 * Writing the letter, or one paragraph of it, as the server streams it: the text lands in the editor piece by piece,
 * Stop keeps what was written, and a provider failure says why and offers the offline composer.
 */
import { useRef, useState, type Dispatch, type SetStateAction } from 'react';
import toast from 'react-hot-toast';
import type { GenerateCoverLetterRequest } from '@hirestride/shared/cover-letters';
import { generateCoverLetter, type WriterMeta } from '../../api/cover-letters';
import { failureMessage } from '../../lib/save-errors';
import { toBody, toParagraphs } from './letter-editing';
import type { LetterState } from './letter-state';

/** The whole letter, or the paragraph at this index. */
export type Target = 'letter' | number;

export const NO_SOURCE = 'Choose a saved job or paste a job posting.';

/** The request's "what it answers" part, or the reason there is none yet. */
export function sourceOf(
  state: LetterState,
): Pick<GenerateCoverLetterRequest, 'job' | 'posting' | 'title' | 'company'> {
  if (state.source === 'job') {
    if (!state.job) throw new Error(NO_SOURCE);
    return { job: Number(state.job) };
  }
  if (!state.posting.trim()) throw new Error('Paste the job posting to write from it.');
  return { posting: state.posting, title: state.title.trim(), company: state.company.trim() };
}

export function useGenerate(state: LetterState, setState: Dispatch<SetStateAction<LetterState>>) {
  const [running, setRunning] = useState<Target | null>(null);
  const [writer, setWriter] = useState<WriterMeta | null>(null);
  const controller = useRef<AbortController | null>(null);

  const put = (target: Target, text: string) =>
    setState((current) => {
      if (target === 'letter') return { ...current, paragraphs: toParagraphs(text) };
      const paragraphs = [...current.paragraphs];
      paragraphs[target] = text.trim();
      return { ...current, paragraphs };
    });

  /** Writes the target; resolves when the stream ends. Refusals and failures end in a toast, never silently. */
  const run = async (target: Target, options: { offline?: boolean } = {}): Promise<void> => {
    if (controller.current) return;
    const before = state.paragraphs;
    let request: GenerateCoverLetterRequest;
    try {
      const written = toParagraphs(toBody(before));
      request = {
        ...sourceOf(state),
        tone: state.tone,
        length: state.length,
        ...(target === 'letter' ? {} : { paragraph: { index: target, paragraphs: written } }),
        ...(options.offline ? { offline: true } : {}),
      };
    } catch (problem) {
      toast.error((problem as Error).message);
      return;
    }
    const stop = new AbortController();
    controller.current = stop;
    setRunning(target);
    let text = '';
    let label = '';
    const restoreIfEmpty = () => {
      if (text.trim() === '') setState((current) => ({ ...current, paragraphs: before }));
    };
    try {
      const result = await generateCoverLetter(
        request,
        {
          onMeta: (meta) => {
            label = meta.label;
            setWriter(meta);
            if (meta.notice) toast(meta.notice, { id: 'writer-notice', duration: 10_000 });
          },
          onText: (sofar) => {
            text = sofar;
            put(target, sofar);
          },
        },
        stop.signal,
      );
      text = result.text || text;
      if (text) put(target, text);
      restoreIfEmpty();
      if (result.failure) {
        const failure = result.failure;
        toast.error(
          (shown) => (
            <span className="flex flex-col gap-2">
              <span>
                {failure.message}
                {text.trim() && !failure.message.includes('kept') ? ' What was written is kept.' : ''}
              </span>
              <button
                type="button"
                className="self-start rounded-md border border-slate-300 px-2 py-1 text-sm font-semibold text-brand-700"
                onClick={() => {
                  toast.dismiss(shown.id);
                  void run(target, { offline: true });
                }}
              >
                Use the offline composer
              </button>
            </span>
          ),
          { duration: 15_000, id: 'writer-failure' },
        );
      } else if (text) {
        setState((current) => ({ ...current, writtenBy: label || current.writtenBy }));
        if (result.note) toast(result.note, { id: 'writer-length', duration: 12_000 });
      }
    } catch (problem) {
      restoreIfEmpty();
      if (problem instanceof DOMException && problem.name === 'AbortError')
        toast(text.trim() ? 'Stopped. What was written is kept.' : 'Stopped before anything was written.');
      else toast.error(`The letter was not written: ${failureMessage(problem)}`);
    } finally {
      controller.current = null;
      setRunning(null);
    }
  };

  return { run, stop: () => controller.current?.abort(), running, writer };
}
