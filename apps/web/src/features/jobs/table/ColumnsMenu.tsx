/**
 * The table's "Columns" button: it opens the list of every column with a box to show or hide each. A disclosure of
 * ordinary checkboxes, so Tab and Space work as anywhere; Escape or a click outside closes it.
 */
import { useEffect, useRef, type FocusEvent, type KeyboardEvent } from 'react';
import type { JobOrderingField } from '@hirestride/shared/jobs';
import { useDisclosure } from '../../../components/useDisclosure';
import { ALWAYS_SHOWN } from './column-choice';
import type { TableColumn } from './table-columns';

interface Props {
  /** The columns this list can show. */
  columns: TableColumn[];
  shown: readonly JobOrderingField[];
  onChoose(field: JobOrderingField, show: boolean): void;
  onReset(): void;
}

export function ColumnsMenu({ columns, shown, onChoose, onReset }: Props) {
  const { open, setOpen, panelId, buttonProps } = useDisclosure();
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [open, setOpen]);

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Escape' || !open) return;
    event.preventDefault();
    setOpen(false);
    buttonRef.current?.focus();
  };
  // Tabbing past the last box closes the list rather than leaving it over the table.
  const onBlur = (event: FocusEvent) => {
    if (open && !rootRef.current?.contains(event.relatedTarget as Node | null)) setOpen(false);
  };

  return (
    <div ref={rootRef} className="relative" onKeyDown={onKeyDown} onBlur={onBlur}>
      <button
        ref={buttonRef}
        {...buttonProps}
        // The list is drawn only while open, so that its labels never stand beside the filters' own.
        aria-controls={open ? panelId : undefined}
        className="inline-flex items-center gap-1 rounded-lg border border-slate-300 bg-white px-3 py-1.5 text-sm font-semibold text-slate-700 hover:bg-slate-100"
      >
        Columns
        <span aria-hidden="true" className="text-xs text-slate-500">
          {columns.filter((column) => shown.includes(column.field)).length}/{columns.length} {open ? '▲' : '▼'}
        </span>
      </button>
      {open && (
        <div
          id={panelId}
          className="absolute right-0 z-20 mt-1 w-60 rounded-xl border border-slate-200 bg-white p-3 shadow-lg"
        >
          <fieldset>
            <legend className="text-sm font-semibold text-slate-900">Columns to show</legend>
            <ul className="mt-2 grid gap-1">
              {columns.map((column) => (
                <li key={column.field}>
                  <label className="flex items-center gap-2 rounded px-1 py-0.5 text-sm text-slate-800 hover:bg-slate-50">
                    <input
                      type="checkbox"
                      checked={shown.includes(column.field)}
                      disabled={column.field === ALWAYS_SHOWN}
                      onChange={(event) => onChoose(column.field, event.target.checked)}
                    />
                    {column.label}
                    {column.field === ALWAYS_SHOWN && <span className="text-slate-500">(always shown)</span>}
                  </label>
                </li>
              ))}
            </ul>
          </fieldset>
          <button
            type="button"
            onClick={onReset}
            className="mt-2 text-sm font-semibold text-brand-700 underline hover:text-brand-800"
          >
            Show the usual columns
          </button>
        </div>
      )}
    </div>
  );
}
