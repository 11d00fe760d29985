/** A field save refused because the job was saved elsewhere since: which of its fields the other save changed. */
import type { Job, JobPatch } from '@hirestride/shared/jobs';

const QUOTE_MAX = 80;

const same = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);

/** The fields of `changes` that the other save changed too (`seen` is the copy this page edited from). */
export function clashingFields(changes: JobPatch, seen: Job, current: Job): Array<keyof JobPatch & keyof Job> {
  return (Object.keys(changes) as Array<keyof JobPatch & keyof Job>).filter((name) => !same(seen[name], current[name]));
}

/** What the user reads beside the field: what it says now, and the two ways on. */
export function clashMessage(now: unknown): string {
  const text = now === null || now === undefined || now === '' ? '' : String(now).replace(/\s+/g, ' ').trim();
  const quoted = text.length > QUOTE_MAX ? `${text.slice(0, QUOTE_MAX - 1).trimEnd()}…` : text;
  const shown = quoted ? `it now reads “${quoted}”` : 'it is now empty';
  return `This was changed in another tab or device since you opened the page: ${shown}. Save again to replace it with yours, or Cancel to keep that.`;
}
