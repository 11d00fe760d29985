/** Sorting without column headings (the cards on a phone): which column, and which way. */
import { useId } from 'react';
import { inputClass } from '../../../components/FieldFrame';
import type { Sort, TableColumn } from './table-columns';

interface Props {
  /** The columns this list can be sorted by. */
  columns: TableColumn[];
  sort: Sort;
  /** The list's own order (a stage list's column order, or board order): what "Board order" goes back to. */
  defaultSort: Sort;
  onSort(sort: Sort): void;
  className?: string;
}

export function SortControls({ columns, sort, defaultSort, onSort, className = '' }: Props) {
  const id = useId();
  const column = columns.find((candidate) => candidate.field === sort?.field);
  return (
    <div className={`grid grid-cols-[minmax(0,1fr)_auto] gap-2 ${className}`}>
      <div>
        <label htmlFor={`${id}-by`} className="text-sm font-medium text-slate-800">
          Sort by
        </label>
        <select
          id={`${id}-by`}
          value={column?.field ?? ''}
          onChange={(event) => {
            const chosen = columns.find((candidate) => candidate.field === event.target.value);
            onSort(chosen ? { field: chosen.field, descending: chosen.descendingFirst ?? false } : defaultSort);
          }}
          className={inputClass()}
        >
          <option value="">Board order</option>
          {columns.map((option) => (
            <option key={option.field} value={option.field}>
              {option.label}
            </option>
          ))}
        </select>
      </div>
      <div>
        <label htmlFor={`${id}-way`} className="text-sm font-medium text-slate-800">
          Order
        </label>
        <select
          id={`${id}-way`}
          value={sort?.descending ? 'descending' : 'ascending'}
          disabled={!column}
          onChange={(event) =>
            column && onSort({ field: column.field, descending: event.target.value === 'descending' })
          }
          className={`${inputClass()} disabled:opacity-60`}
        >
          <option value="ascending">Ascending</option>
          <option value="descending">Descending</option>
        </select>
      </div>
    </div>
  );
}
