/** Which of the table's columns are shown: a few a job seeker scans by default, or the user's own choice. */
import type { JobOrderingField } from '@hirestride/shared/jobs';
import { tableColumns } from './table-columns';

/** The job, where it stands, how well it fits and what is due next; the rest wait in the Columns menu. */
export const DEFAULT_COLUMNS: readonly JobOrderingField[] = ['title', 'company', 'stage', 'match', 'follow_up_on'];

/** Every row needs its title: it is the link to the job. */
export const ALWAYS_SHOWN: JobOrderingField = 'title';

const known = new Set<string>(tableColumns.map((column) => column.field));

/** In the table's own order, the title first, without duplicates. */
const inTableOrder = (fields: Iterable<string>): JobOrderingField[] => {
  const chosen = new Set([ALWAYS_SHOWN, ...fields]);
  return tableColumns.map((column) => column.field).filter((field) => chosen.has(field));
};

/** The choice as stored (a JSON list of fields); the default when there is none or it cannot be read. */
export function readColumnChoice(stored: string | null): JobOrderingField[] {
  if (stored === null) return [...DEFAULT_COLUMNS];
  try {
    const value: unknown = JSON.parse(stored);
    if (!Array.isArray(value)) return [...DEFAULT_COLUMNS];
    // A column this version of the app no longer has is dropped; the rest of the choice stays.
    return inTableOrder(value.filter((field): field is string => typeof field === 'string' && known.has(field)));
  } catch {
    return [...DEFAULT_COLUMNS];
  }
}

/** The choice after a column's box is ticked (`show`) or cleared; the title cannot be cleared. */
export function chooseColumn(
  shown: readonly JobOrderingField[],
  field: JobOrderingField,
  show: boolean,
): JobOrderingField[] {
  if (field === ALWAYS_SHOWN) return inTableOrder(shown);
  return inTableOrder(show ? [...shown, field] : shown.filter((other) => other !== field));
}
