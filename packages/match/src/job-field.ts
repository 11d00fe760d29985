/**
 * The broad field a job title belongs to, read from its O*NET occupations: what a skill means, and how people learn
 * it, differs between a payments engineer and a bookkeeper, so the Learning Hub words it for the field.
 */
import type { JobField } from './job-fields.js';
import { occupationsOfTitle } from './titles.js';

export { JOB_FIELDS, type JobField } from './job-fields.js';

/** O*NET-SOC code prefixes, the longest first: a detailed occupation overrides its group. */
const PREFIXES: Array<[string, JobField]> = (
  [
    ['15-1243', 'data'],
    ['15-1242', 'data'],
    ['15-2', 'data'],
    ['15-1', 'software'],
    ['29', 'healthcare'],
    ['31', 'healthcare'],
    ['53-7', 'logistics'],
    ['53-1', 'logistics'],
    ['43-5', 'logistics'],
    ['53', 'transport'],
    ['47', 'trades'],
    ['49', 'trades'],
    ['51', 'manufacturing'],
    ['35', 'hospitality'],
    ['11-9051', 'hospitality'],
    ['41-1', 'retail'],
    ['41-2', 'retail'],
    ['41', 'sales-marketing'],
    ['11-2', 'sales-marketing'],
    ['13-1161', 'sales-marketing'],
    ['27-3', 'sales-marketing'],
    ['13-107', 'hr'],
    ['11-3121', 'hr'],
    ['43-4161', 'hr'],
    ['13-2', 'finance'],
    ['43-3', 'finance'],
    ['11-3031', 'finance'],
    ['25', 'education'],
    ['11-9032', 'education'],
    ['11-9033', 'education'],
    ['19', 'science'],
    ['17', 'engineering'],
    ['23', 'legal'],
    ['21', 'social-care'],
    ['27-1', 'design'],
    ['43', 'office'],
  ] as Array<[string, JobField]>
).sort((a, b) => b[0].length - a[0].length);

const fieldOfCode = (code: string): JobField | null =>
  PREFIXES.find(([prefix]) => code.startsWith(prefix))?.[1] ?? null;

/** The field most of the title's occupations fall in (the first occupation's on a tie), or null when none is known. */
export function jobField(title: string): JobField | null {
  const fields = occupationsOfTitle(title)
    .map(fieldOfCode)
    .filter((field): field is JobField => field !== null);
  return mostCommonField(fields);
}

/** The field that occurs most often (the first of them on a tie), or null for none. */
export function mostCommonField(fields: readonly JobField[]): JobField | null {
  if (fields.length === 0) return null;
  const counts = new Map<JobField, number>();
  for (const field of fields) counts.set(field, (counts.get(field) ?? 0) + 1);
  return fields.reduce((best, field) => (counts.get(field)! > counts.get(best)! ? field : best), fields[0]!);
}
