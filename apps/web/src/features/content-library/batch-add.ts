/** Adding several items from one field ("Go, Python, Java"): splitting the text, skipping repeats, sending in order. */

/** How two entries are compared: "  project   Management" and "Project management" are the same skill. */
const sameKey = (text: string) => text.replace(/\s+/g, ' ').trim().toLowerCase();

/** The entries of a text: split at commas, semicolons and line breaks, trimmed, empty pieces dropped. */
export function splitEntries(text: string): string[] {
  return text
    .split(/[,;\r\n]+/)
    .map((piece) => piece.replace(/\s+/g, ' ').trim())
    .filter(Boolean);
}

export interface BatchPlan {
  /** What to send, in the order typed. */
  toAdd: string[];
  /** Typed more than once: added once. */
  repeated: string[];
  /** Already in the library: not sent. */
  existing: string[];
}

export function planBatch(text: string, alreadySaved: readonly string[]): BatchPlan {
  const saved = new Set(alreadySaved.map(sameKey));
  const seen = new Set<string>();
  const plan: BatchPlan = { toAdd: [], repeated: [], existing: [] };
  for (const entry of splitEntries(text)) {
    const key = sameKey(entry);
    if (seen.has(key)) {
      // Already named once as being in the library: one reason is enough.
      if (!saved.has(key) && !plan.repeated.some((name) => sameKey(name) === key)) plan.repeated.push(entry);
      continue;
    }
    seen.add(key);
    if (saved.has(key)) plan.existing.push(entry);
    else plan.toAdd.push(entry);
  }
  return plan;
}

export interface BatchResult {
  added: string[];
  /** The entry that failed and every one after it (not sent), empty when all were added. */
  unsent: string[];
  error?: unknown;
}

/** Sends the entries one at a time, in order, and stops at the first failure so nothing after it is half-sent. */
export async function addInOrder(entries: readonly string[], save: (entry: string) => Promise<unknown>) {
  const result: BatchResult = { added: [], unsent: [] };
  for (const [index, entry] of entries.entries()) {
    try {
      await save(entry);
      result.added.push(entry);
    } catch (error) {
      result.unsent = entries.slice(index);
      result.error = error;
      break;
    }
  }
  return result;
}

/** "Go", "Go and Java", "Go, Python and Java". */
export function listInWords(names: readonly string[]): string {
  if (names.length <= 1) return names.join('');
  return `${names.slice(0, -1).join(', ')} and ${names.at(-1)}`;
}

/** What was skipped and why, or '' when nothing was. */
export function skippedSentence({ repeated, existing }: Pick<BatchPlan, 'repeated' | 'existing'>): string {
  const reasons = [
    repeated.length > 0 && `${listInWords(repeated)} ${repeated.length === 1 ? 'was' : 'were'} listed more than once`,
    existing.length > 0 && `${listInWords(existing)} ${existing.length === 1 ? 'is' : 'are'} already in your library`,
  ].filter(Boolean);
  if (reasons.length === 0) return '';
  return `Skipped ${repeated.length + existing.length}: ${reasons.join('; ')}.`;
}

/** The text put back in the field: what was not sent, in the user's own kind of list. */
export function unsentText(unsent: readonly string[], typed: string): string {
  return unsent.join(/[\r\n]/.test(typed) ? '\n' : ', ');
}
