/**
 * The letter's text as paragraphs, each its own text box: a blank line starts a new paragraph and Backspace at a
 * paragraph's start joins it to the one before. Bold and lists are written **so** and "- ", as the files read them;
 * the toolbar and Ctrl+B write them. Each paragraph can be written again alone, and shows its unbacked claims.
 */
import { useEffect, useLayoutEffect, useRef, type KeyboardEvent } from 'react';
import type { Claim } from '../../api/cover-letters';
import { ClaimList } from './ClaimList';
import { toggleBold, toggleList, type Edit } from './letter-editing';
import type { Target } from './useGenerate';

const BLANK_LINE = /\n[ \t]*\n/;

interface Props {
  paragraphs: string[];
  onChange(paragraphs: string[]): void;
  /** Unconfirmed claims by paragraph index; undefined while the check is behind the text. */
  claims: Map<number, Claim[]> | undefined;
  onConfirm(claim: Claim): void;
  running: Target | null;
  onRewrite(index: number): void;
}

const tool =
  'rounded-md border border-slate-300 bg-white px-3 py-1.5 text-sm font-semibold text-slate-700 hover:bg-slate-100 disabled:opacity-50';

export function LetterEditor({ paragraphs, onChange, claims, onConfirm, running, onRewrite }: Props) {
  const boxes = useRef<Array<HTMLTextAreaElement | null>>([]);
  const active = useRef(0);
  // Where the caret goes after a split or a join re-renders the boxes.
  const focusNext = useRef<{ index: number; caret: number } | null>(null);
  const writing = running !== null;

  // Each box is as tall as its text, so the letter reads as one page rather than a stack of scrolling boxes.
  const fit = () => {
    for (const box of boxes.current) {
      if (!box) continue;
      box.style.height = 'auto';
      box.style.height = `${box.scrollHeight + 2}px`;
    }
  };
  useEffect(() => {
    window.addEventListener('resize', fit);
    return () => window.removeEventListener('resize', fit);
  }, []);
  useLayoutEffect(() => {
    fit();
    const next = focusNext.current;
    if (next) {
      focusNext.current = null;
      const box = boxes.current[next.index];
      box?.focus();
      box?.setSelectionRange(next.caret, next.caret);
    }
  });

  const change = (index: number, value: string) => {
    const next = [...paragraphs];
    if (BLANK_LINE.test(value)) {
      // A blank line typed or pasted: the paragraph becomes several, and the caret follows into the last.
      const parts = value.split(BLANK_LINE);
      next.splice(index, 1, ...parts);
      focusNext.current = { index: index + parts.length - 1, caret: 0 };
    } else next[index] = value;
    onChange(next);
  };

  const keyDown = (index: number, event: KeyboardEvent<HTMLTextAreaElement>) => {
    const box = event.currentTarget;
    const collapsed = box.selectionStart === box.selectionEnd;
    if ((event.ctrlKey || event.metaKey) && event.key.toLowerCase() === 'b') {
      event.preventDefault();
      apply(index, toggleBold);
    } else if (event.key === 'Backspace' && collapsed && box.selectionStart === 0 && index > 0) {
      event.preventDefault();
      const previous = paragraphs[index - 1]!;
      const next = [...paragraphs];
      next.splice(index - 1, 2, previous + paragraphs[index]!);
      focusNext.current = { index: index - 1, caret: previous.length };
      onChange(next);
    } else if (
      event.key === 'Delete' &&
      collapsed &&
      box.selectionStart === box.value.length &&
      index < paragraphs.length - 1
    ) {
      event.preventDefault();
      const next = [...paragraphs];
      next.splice(index, 2, paragraphs[index]! + paragraphs[index + 1]!);
      focusNext.current = { index, caret: box.value.length };
      onChange(next);
    }
  };

  /** Runs a toolbar edit on the paragraph last typed in, at its selection, and puts the caret back. */
  const apply = (index: number, edit: (input: Edit) => Edit) => {
    const box = boxes.current[index];
    if (!box) return;
    const result = edit({ value: box.value, start: box.selectionStart, end: box.selectionEnd });
    const next = [...paragraphs];
    next[index] = result.value;
    onChange(next);
    requestAnimationFrame(() => {
      box.focus();
      box.setSelectionRange(result.start, result.end);
    });
  };

  return (
    <div>
      <div role="toolbar" aria-label="Formatting" className="flex flex-wrap gap-2">
        <button
          type="button"
          className={tool}
          disabled={writing}
          // Keeps the paragraph's selection: a mouse press would otherwise move focus to the button first.
          onMouseDown={(event) => event.preventDefault()}
          onClick={() => apply(active.current, toggleBold)}
          aria-keyshortcuts="Control+B"
        >
          <span aria-hidden="true" className="font-bold">
            B
          </span>{' '}
          Bold
        </button>
        <button
          type="button"
          className={tool}
          disabled={writing}
          onMouseDown={(event) => event.preventDefault()}
          onClick={() => apply(active.current, toggleList)}
        >
          <span aria-hidden="true">•</span> Bulleted list
        </button>
        <p className="self-center text-xs text-slate-500">A blank line starts a new paragraph.</p>
      </div>
      <ol className="mt-3 space-y-3" aria-label="Paragraphs">
        {paragraphs.map((paragraph, index) => {
          const own = claims?.get(index) ?? [];
          const busy = running === index || running === 'letter';
          return (
            <li key={index} className="group rounded-xl border border-transparent focus-within:border-brand-200">
              <label htmlFor={`paragraph-${index}`} className="sr-only">
                Paragraph {index + 1}
              </label>
              <textarea
                id={`paragraph-${index}`}
                ref={(box) => {
                  boxes.current[index] = box;
                }}
                value={paragraph}
                readOnly={writing}
                aria-busy={busy || undefined}
                aria-describedby={own.length > 0 ? `paragraph-${index}-claims` : undefined}
                rows={1}
                placeholder={index === 0 ? 'Write your letter here, or generate one.' : 'A new paragraph'}
                className={`block w-full resize-none overflow-hidden rounded-lg border bg-white px-3 py-2 leading-relaxed text-slate-900 focus:border-brand-500 focus:ring-2 focus:ring-brand-500/30 focus:outline-none ${busy ? 'border-brand-300 bg-brand-50/40' : 'border-slate-200'}`}
                onFocus={() => {
                  active.current = index;
                }}
                onChange={(event) => change(index, event.target.value)}
                onKeyDown={(event) => keyDown(index, event)}
              />
              <div className="mt-1 flex flex-wrap items-start justify-between gap-2">
                {own.length > 0 ? (
                  <ClaimList id={`paragraph-${index}-claims`} claims={own} onConfirm={onConfirm} />
                ) : (
                  <span />
                )}
                {paragraph.trim() && (
                  <button
                    type="button"
                    disabled={writing}
                    onClick={() => onRewrite(index)}
                    className="shrink-0 rounded-md px-2 py-0.5 text-xs font-semibold text-brand-700 hover:bg-brand-50 disabled:opacity-50"
                  >
                    {running === index ? 'Writing…' : 'Rewrite this paragraph'}
                    <span className="sr-only"> (paragraph {index + 1})</span>
                  </button>
                )}
              </div>
            </li>
          );
        })}
      </ol>
    </div>
  );
}
