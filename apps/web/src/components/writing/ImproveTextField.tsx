/**
 * "Improve this line" for a multi-line text field: the line the cursor is on (the first line until the user puts the
 * cursor somewhere) is named under the field and improved on its own; the others are left exactly as they are.
 * Picking a rewrite changes the field's value only: the form's own Save keeps it.
 */
import { useId, useState, type ReactNode, type SyntheticEvent } from 'react';
import { ImproveLine } from './ImproveLine';
import { lineAt, replaceLine, textLines } from './lines';

const EXCERPT = 60;
const excerpt = (text: string) => (text.length > EXCERPT ? `${text.slice(0, EXCERPT - 1)}…` : text);

interface Props {
  /** The field's value. */
  text: string;
  onChange(next: string): void;
  /** The field itself (a textarea somewhere inside). */
  children: ReactNode;
  className?: string;
}

export function ImproveTextField({ text, onChange, children, className }: Props) {
  const captionId = useId();
  // The line index, not the caret offset: replacing a line keeps the same line chosen.
  const [chosen, setChosen] = useState(0);
  // The confirmation stands while the field holds what the rewrite made of it (not after a save or another edit).
  const [done, setDone] = useState<{ text: string; message: string } | null>(null);

  const lines = textLines(text);
  const current = lines.find((line) => line.index === chosen) ?? lines[0] ?? null;
  const position = current ? lines.indexOf(current) + 1 : 0;

  const track = (event: SyntheticEvent) => {
    const target = event.target;
    if (!(target instanceof HTMLTextAreaElement)) return;
    const line = lineAt(target.value, target.selectionStart);
    if (line && line.index !== chosen) {
      setChosen(line.index);
      setDone(null);
    }
  };

  return (
    <div className={className} onSelect={track} onKeyUp={track} onClick={track}>
      {children}
      <div className="mt-2 flex flex-wrap items-center gap-x-3 gap-y-1">
        <ImproveLine
          line={current?.text ?? ''}
          describedBy={captionId}
          onUse={(rewrite) => {
            if (!current) return;
            const next = replaceLine(text, current.index, rewrite);
            onChange(next);
            setDone({ text: next, message: `Line ${position} replaced. Save to keep it.` });
          }}
        />
        <p id={captionId} className="w-full text-xs break-words text-slate-500 sm:w-auto sm:min-w-0 sm:flex-1">
          {current
            ? `${lines.length > 1 ? `Line ${position} of ${lines.length}` : 'Your line'}: “${excerpt(current.text)}”${
                lines.length > 1 ? ' (put the cursor on another line to choose it)' : ''
              }`
            : 'Write a line, then improve it here.'}
        </p>
      </div>
      <p role="status" className="mt-1 text-xs font-medium text-emerald-700">
        {done?.text === text ? done.message : ''}
      </p>
    </div>
  );
}
