/**
 * Answers of signed-in reads kept in memory, each with the user's reads_version it was read at. An entry is never
 * trusted on its own: the read's statement still checks the session and compares the version (decision 013), so
 * a kept answer only saves PostgreSQL building the JSON again. Least recently used entries go first.
 */

/** What kept answers may hold per instance unless READ_CACHE_MB says otherwise, in MB (of JSON characters, about). */
export const READ_CACHE_DEFAULT_MB = 16;

/** One kept answer: whose it is, the version it was read at, and the read's values. */
export interface KeptAnswer {
  userId: number;
  version: string;
  values: Record<string, unknown>;
}

interface Entry extends KeptAnswer {
  size: number;
}

/** Bytes of the values' text, roughly: what an entry holds in memory beside its key. */
function sizeOf(values: Record<string, unknown>): number {
  let size = 0;
  for (const value of Object.values(values)) size += typeof value === 'string' ? value.length : 16;
  return size;
}

export class ReadCache {
  private readonly entries = new Map<string, Entry>();
  private total = 0;

  /**
   * `maxBytes`: what all kept answers may hold together (about, in characters); an answer over a tenth of it is
   * not kept, so that one large list cannot empty the cache.
   */
  constructor(readonly maxBytes: number) {}

  /** The kept answer for `key`, now the most recently used. */
  get(key: string): KeptAnswer | undefined {
    const entry = this.entries.get(key);
    if (entry) {
      this.entries.delete(key);
      this.entries.set(key, entry);
    }
    return entry;
  }

  /** Keeps an answer, evicting the least recently used until all fit. */
  set(key: string, answer: KeptAnswer): void {
    this.delete(key);
    const size = sizeOf(answer.values) + key.length;
    if (size > this.maxBytes / 10) return;
    this.entries.set(key, { ...answer, size });
    this.total += size;
    for (const [oldest, entry] of this.entries) {
      if (this.total <= this.maxBytes) break;
      this.entries.delete(oldest);
      this.total -= entry.size;
    }
  }

  delete(key: string): void {
    const entry = this.entries.get(key);
    if (!entry) return;
    this.entries.delete(key);
    this.total -= entry.size;
  }

  /** How many answers are kept and their size, for tests and the bench. */
  get stats(): { entries: number; bytes: number } {
    return { entries: this.entries.size, bytes: this.total };
  }
}
