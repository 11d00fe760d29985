/**
 * "Improve this line": a button that asks the server for up to three rewrites of one line and shows them in a dialog,
 * each with why it is better and what it says beyond the profile; the user uses one or keeps their own. A failure
 * is a toast and the line stays as it was.
 */
import { useId, useRef, useState } from 'react';
import toast from 'react-hot-toast';
import { ApiError } from '../../api/client';
import { writingApi, type ImproveLineResponse } from '../../api/writing';
import { buttonClass, Dialog } from '../Dialog';
import { ClaimedText } from './ClaimedText';

export const IMPROVE_FAILED = 'Could not improve the line. Your line is unchanged; please try again.';

/** The toast for a failed request: the server's reason when it gave one (the hourly limit, a refused job). */
function failureText(error: unknown): string {
  if (error instanceof ApiError && error.detail && error.status < 500) {
    return `Could not improve the line: ${error.detail} Your line is unchanged.`;
  }
  return IMPROVE_FAILED;
}

const OFFLINE = 'Offline composer';

interface Props {
  /** The line as it stands (a bullet marker may lead it). */
  line: string;
  /**
   * The saved job whose posting's wording to use, when the resume is for one; 'loading' while the screen is still
   * finding out, so a click cannot ask without the posting and silently get plainer rewrites.
   */
  job?: number | null | 'loading';
  /** The user chose this rewrite: replace the line with it (through the screen's own save). */
  onUse(text: string): void;
  /** A small "Improve" button for use beside each line; the full "Improve this line" otherwise. */
  compact?: boolean;
  /** Ids of text that says which line the button improves. */
  describedBy?: string;
}

export function ImproveLine({ line, job = null, onUse, compact = false, describedBy }: Props) {
  const [open, setOpen] = useState(false);
  const [answer, setAnswer] = useState<ImproveLineResponse | null>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  // Answers to a request the user has since closed (or asked again) are dropped, not shown later.
  const request = useRef(0);
  const empty = line.trim() === '';

  const close = () => {
    request.current += 1;
    setOpen(false);
    setAnswer(null);
    // The dialog gives focus back too; this also covers browsers that do not focus a clicked button.
    requestAnimationFrame(() => buttonRef.current?.focus());
  };

  const start = async () => {
    const mine = ++request.current;
    setAnswer(null);
    setOpen(true);
    try {
      const result = await writingApi.improveLine(line, job === 'loading' ? null : job);
      if (mine === request.current) setAnswer(result);
    } catch (error) {
      if (mine !== request.current) return;
      close();
      toast.error(failureText(error));
    }
  };

  const use = (text: string) => {
    close();
    onUse(text);
  };

  return (
    <>
      <button
        ref={buttonRef}
        type="button"
        disabled={empty || job === 'loading'}
        aria-haspopup="dialog"
        // Beside many lines, each button says which one it improves.
        aria-label={compact ? `Improve this line: ${line.trim()}` : undefined}
        aria-describedby={describedBy}
        onClick={() => void start()}
        className={
          compact
            ? // With a mouse, it floats over the line's end on hover or focus and takes no room, so the preview
              // reads as the page; on a touch screen it sits after the line.
              'ml-1 inline-flex items-center rounded border border-brand-200 bg-white px-1.5 indent-0 align-baseline text-xs leading-4 font-semibold text-brand-700 hover:bg-brand-50 disabled:opacity-50 print:hidden pointer-fine:absolute pointer-fine:right-0 pointer-fine:bottom-full pointer-fine:opacity-0 pointer-fine:shadow-sm pointer-fine:group-hover/line:opacity-100 pointer-fine:focus-visible:opacity-100'
            : 'inline-flex items-center rounded-lg border border-brand-200 bg-white px-3 py-1.5 text-sm font-semibold text-brand-700 hover:bg-brand-50 disabled:cursor-not-allowed disabled:opacity-50'
        }
      >
        <span aria-hidden="true" className="mr-1">
          ✎
        </span>
        {compact ? 'Improve' : 'Improve this line'}
      </button>
      {open && (
        <Dialog
          title="Improve this line"
          onCancel={close}
          onSubmit={close}
          actions={
            <button type="submit" className={buttonClass.secondary}>
              Keep mine
            </button>
          }
        >
          <Suggestions line={line} answer={answer} onUse={use} />
        </Dialog>
      )}
    </>
  );
}

function Suggestions({
  line,
  answer,
  onUse,
}: {
  line: string;
  answer: ImproveLineResponse | null;
  onUse(text: string): void;
}) {
  const id = useId();
  return (
    <div className="space-y-4 text-sm text-slate-700">
      <div>
        <p className="text-xs font-semibold tracking-wide text-slate-500 uppercase">Your line</p>
        <p className="mt-1 rounded-lg bg-slate-50 p-2 break-words text-slate-900">{line.trim()}</p>
      </div>
      {answer === null ? (
        <p role="status" className="text-slate-600">
          Finding better wordings…
        </p>
      ) : (
        <>
          {answer.notice && (
            <p role="alert" className="rounded-lg bg-amber-50 p-2 text-amber-900">
              {answer.notice}
            </p>
          )}
          {answer.rewrites.length > 0 ? (
            <ol className="space-y-3" aria-label="Suggested rewrites">
              {answer.rewrites.map((rewrite, index) => (
                <li key={rewrite.text} className="rounded-lg border border-slate-200 p-3">
                  <p className="text-slate-900">
                    <ClaimedText id={`${id}-${index}`} text={rewrite.text} claims={rewrite.claims} />
                  </p>
                  <p className="mt-1 text-xs text-slate-600">{rewrite.why}</p>
                  {rewrite.claims.length > 0 && (
                    <p className="mt-1 text-xs text-red-800">
                      Check the underlined words: use it only if they are true, and add them to your profile.
                    </p>
                  )}
                  <button
                    type="button"
                    aria-describedby={`${id}-${index}`}
                    className={`${buttonClass.primary} mt-2 px-3 py-1.5`}
                    onClick={() => onUse(rewrite.text)}
                  >
                    Use this
                  </button>
                </li>
              ))}
            </ol>
          ) : (
            <p role="status">No rewrite to offer: these rules found nothing to change. Your line stays as it is.</p>
          )}
          {answer.flags.length > 0 && (
            <div>
              <p className="font-semibold text-slate-900">Worth a look</p>
              <ul className="mt-1 list-disc space-y-1 pl-5">
                {answer.flags.map((flag) => (
                  <li key={flag}>{flag}</li>
                ))}
              </ul>
            </div>
          )}
          <p className="text-xs text-slate-500">
            {answer.written_by === OFFLINE
              ? 'Suggested by the offline composer: rules, no AI service.'
              : `Suggested by ${answer.written_by}. Read each one before you use it.`}
          </p>
        </>
      )}
    </div>
  );
}
