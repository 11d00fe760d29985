/** Column choices as the mapping step holds them: every field present, and hints shown beside the selects. */
import { JOB_CSV_COLUMNS, type JobCsvField, type JobCsvMapping } from '@hirestride/shared/jobs-csv-columns';

/** Job field → the chosen header, or null for "Don't import". */
export type FullMapping = Record<JobCsvField, string | null>;

/** Fields every job needs (the server's mapping_problems say the same). */
export const REQUIRED_FIELDS: ReadonlySet<JobCsvField> = new Set<JobCsvField>(['title', 'company']);

const LABELS = Object.fromEntries(JOB_CSV_COLUMNS.map(({ field, header }) => [field, header])) as Record<
  JobCsvField,
  string
>;

/** The server's suggestion (which leaves out fields it found no column for) with every field named. */
export function completeMapping(mapping: JobCsvMapping): FullMapping {
  return Object.fromEntries(JOB_CSV_COLUMNS.map(({ field }) => [field, mapping[field] ?? null])) as FullMapping;
}

/**
 * A short note under a select whose choice cannot work: a required field left out, or a column chosen for more than
 * one field. The server's sentences list the same problems above the preview; these point at the select to change.
 */
export function fieldHints(mapping: FullMapping): Partial<Record<JobCsvField, string>> {
  const hints: Partial<Record<JobCsvField, string>> = {};
  const fieldsOf = new Map<string, JobCsvField[]>();
  for (const { field } of JOB_CSV_COLUMNS) {
    const header = mapping[field];
    if (header) fieldsOf.set(header, [...(fieldsOf.get(header) ?? []), field]);
    else if (REQUIRED_FIELDS.has(field)) hints[field] = 'Required: choose the column that holds it.';
  }
  for (const fields of fieldsOf.values()) {
    if (fields.length < 2) continue;
    for (const field of fields) {
      const others = fields.filter((other) => other !== field).map((other) => LABELS[other]);
      hints[field] = `This column is also chosen for ${others.join(' and ')}.`;
    }
  }
  return hints;
}
