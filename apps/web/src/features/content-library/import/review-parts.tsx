/** Pieces every review card shares: the card with its count, an item's Include box, and the duplicate badge. */
import { useId, type ReactNode } from 'react';
import type { DuplicateKind } from './duplicates';

export const card = 'rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6';
export const smallInput =
  'mt-1 block w-full min-w-0 rounded-lg border border-slate-300 bg-white px-3 py-2 text-slate-900 shadow-sm focus:border-brand-500 focus:ring-2 focus:ring-brand-500/30 focus:outline-none';
export const linkButton =
  'rounded px-1 text-sm font-semibold text-brand-700 hover:text-brand-900 hover:underline disabled:text-slate-400';

/** "3 of 4 included": how much of the section goes in. */
export const countText = (included: number, total: number) =>
  total === 0 ? 'None found' : included === total ? `${total} included` : `${included} of ${total} included`;

interface CardProps {
  title: string;
  count?: string | undefined;
  help?: ReactNode;
  children: ReactNode;
}

export function ReviewCard({ title, count, help, children }: CardProps) {
  const id = useId();
  return (
    <section className={card} aria-labelledby={id}>
      <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
        <h3 id={id} className="text-lg font-semibold text-slate-900">
          {title}
        </h3>
        {count && <p className="text-sm text-slate-600">{count}</p>}
      </div>
      {help && <div className="mt-1 text-sm text-slate-600">{help}</div>}
      <div className="mt-4">{children}</div>
    </section>
  );
}

const BADGE_TEXT: Record<DuplicateKind, string> = {
  library: 'Already in your library',
  repeated: 'Listed twice: added once',
};

export function DuplicateBadge({ kind }: { kind: DuplicateKind | undefined }) {
  if (!kind) return null;
  return (
    <span className="inline-block rounded-full bg-amber-100 px-2.5 py-0.5 text-xs font-semibold text-amber-900">
      {BADGE_TEXT[kind]}
    </span>
  );
}

interface ItemProps {
  /** What the item is, for the Include box's accessible name and the heading of the item. */
  name: string;
  include: boolean;
  onInclude(include: boolean): void;
  duplicate?: DuplicateKind | undefined;
  children: ReactNode;
}

/** One item of a section: its name, Include box and badge on top; its fields only while it is included. */
export function ReviewItem({ name, include, onInclude, duplicate, children }: ItemProps) {
  const id = useId();
  return (
    <li
      className={`rounded-xl border p-3 sm:p-4 ${include ? 'border-slate-200 bg-white' : 'border-dashed border-slate-300 bg-slate-50'}`}
    >
      <div className="flex flex-wrap items-center gap-x-3 gap-y-2">
        <label
          htmlFor={id}
          className="flex min-h-6 cursor-pointer items-center gap-2 text-sm font-medium text-slate-800"
        >
          <input
            id={id}
            type="checkbox"
            checked={include}
            onChange={(event) => onInclude(event.target.checked)}
            className="h-4 w-4 rounded border-slate-300 text-brand-600"
          />
          Include<span className="sr-only"> {name}</span>
        </label>
        <p className={`min-w-0 flex-1 font-semibold break-words ${include ? 'text-slate-900' : 'text-slate-500'}`}>
          {name}
        </p>
        <DuplicateBadge kind={include ? duplicate : undefined} />
      </div>
      {include && <div className="mt-3">{children}</div>}
    </li>
  );
}

interface FieldProps {
  label: string;
  value: string;
  onChange(value: string): void;
  help?: string;
  type?: 'text' | 'email' | 'tel' | 'url';
  multiline?: boolean;
  className?: string;
  placeholder?: string;
}

/** A labelled input (or text area) for one field of an item. */
export function Field({ label, value, onChange, help, type = 'text', multiline, className, placeholder }: FieldProps) {
  const id = useId();
  const described = help ? { 'aria-describedby': `${id}-help` } : {};
  return (
    <div className={`min-w-0 ${className ?? ''}`}>
      <label htmlFor={id} className="block text-sm font-medium text-slate-800">
        {label}
      </label>
      {multiline ? (
        <textarea
          id={id}
          rows={3}
          value={value}
          onChange={(event) => onChange(event.target.value)}
          className={smallInput}
          {...described}
        />
      ) : (
        <input
          id={id}
          type={type}
          value={value}
          placeholder={placeholder}
          onChange={(event) => onChange(event.target.value)}
          className={smallInput}
          {...described}
        />
      )}
      {help && (
        <p id={`${id}-help`} className="mt-1 text-xs text-slate-600">
          {help}
        </p>
      )}
    </div>
  );
}

/** Replaces one item of a list by key with its changed fields. */
export function patchItem<T extends { key: string }>(items: T[], key: string, patch: Partial<T>): T[] {
  return items.map((item) => (item.key === key ? { ...item, ...patch } : item));
}
