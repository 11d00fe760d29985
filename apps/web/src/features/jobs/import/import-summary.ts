/** The sentences the preview and the Import button say about a dry run's numbers. */
import type { JobImportResult } from '@hirestride/shared/job-requests';

const number = (count: number) => count.toLocaleString('en-US');
/** "1 job", "48 jobs", "2,000 jobs". */
export const countOf = (count: number, one: string, many: string) => `${number(count)} ${count === 1 ? one : many}`;

type Counts = Pick<JobImportResult, 'importable' | 'errors' | 'duplicates'>;

/**
 * "48 jobs will be imported · 2 rows cannot be read · 1 is already saved". While unreadable rows stop the import
 * (skip_invalid off) the jobs only "can be" imported; duplicates kept on purpose say so.
 */
export function countSentence(result: Counts, options: { skipDuplicates: boolean; skipInvalid: boolean }): string {
  const blocked = result.errors.length > 0 && !options.skipInvalid;
  const verb = blocked ? 'can be imported' : 'will be imported';
  const parts = [result.importable === 0 ? `No jobs ${verb}` : `${countOf(result.importable, 'job', 'jobs')} ${verb}`];
  if (result.errors.length > 0) parts.push(`${countOf(result.errors.length, 'row cannot', 'rows cannot')} be read`);
  const saved = result.duplicates.filter((duplicate) => duplicate.existing_id !== null).length;
  const repeats = result.duplicates.length - saved;
  const kept = options.skipDuplicates ? '' : ' (imported anyway)';
  if (saved > 0) parts.push(`${countOf(saved, 'is', 'are')} already saved${kept}`);
  if (repeats > 0) {
    parts.push(`${repeats === 1 ? '1 repeats an earlier row' : `${number(repeats)} repeat earlier rows`}${kept}`);
  }
  return parts.join(' · ');
}

/** The Import button: how many it will import. */
export function importButtonLabel(importable: number): string {
  return importable === 0 ? 'Nothing to import' : `Import ${countOf(importable, 'job', 'jobs')}`;
}

/** The toast after a real run. */
export function importedMessage(imported: number): string {
  return imported === 0 ? 'No jobs were imported.' : `Imported ${countOf(imported, 'job', 'jobs')}.`;
}

/** The skip_invalid checkbox's label. */
export function skipInvalidLabel(unreadable: number): string {
  return unreadable === 1
    ? 'Import the other rows and leave out the 1 row that cannot be read'
    : `Import the other rows and leave out the ${number(unreadable)} rows that cannot be read`;
}
