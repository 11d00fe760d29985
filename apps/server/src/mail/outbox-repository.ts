/** The outbox table: mails waiting to go, their tries, and the backlog /healthz reports. */
import { and, asc, eq, isNull, lte, sql } from 'drizzle-orm';
import type { Database, Executor } from '../db/client.js';
import { outbox, type OUTBOX_KINDS } from '../db/schema.js';

export type OutboxKind = (typeof OUTBOX_KINDS)[number];

/** A mail to queue: what kind, for whom (null: an address with no account). Its text and link are made when sent. */
export interface QueuedMail {
  userId: number | null;
  kind: OutboxKind;
}

export type OutboxRow = typeof outbox.$inferSelect;

/** The unsent mails: how many, and how long the oldest has waited. */
export interface Backlog {
  unsent: number;
  oldestSeconds: number | null;
}

const pending = and(isNull(outbox.sentAt), isNull(outbox.gaveUpAt));

export class OutboxRepository {
  constructor(private readonly db: Database) {}

  /** Writes the mail in `executor`'s transaction; returns its id. */
  async add(executor: Executor, mail: QueuedMail): Promise<number> {
    const [row] = await executor.insert(outbox).values(mail).returning({ id: outbox.id });
    return row!.id;
  }

  async byId(id: number): Promise<OutboxRow | null> {
    const [row] = await this.db.select().from(outbox).where(eq(outbox.id, id));
    return row ?? null;
  }

  /** The ids of unsent mails whose next try is due, oldest first. */
  async due(limit: number): Promise<number[]> {
    const rows = await this.db
      .select({ id: outbox.id })
      .from(outbox)
      .where(and(pending, lte(outbox.nextAttemptAt, sql`now()`)))
      .orderBy(asc(outbox.nextAttemptAt), asc(outbox.id))
      .limit(limit);
    return rows.map((row) => row.id);
  }

  /** Milliseconds until the soonest unsent mail is due (0 if one is due now); null when none waits. */
  async nextDueInMs(): Promise<number | null> {
    // Measured by the database's clock, as `due` compares; min() of no rows is null.
    const [row] = await this.db
      .select({ ms: sql<number | null>`(extract(epoch from min(${outbox.nextAttemptAt}) - now()) * 1000)::float8` })
      .from(outbox)
      .where(pending);
    const ms = row?.ms;
    return ms === null || ms === undefined ? null : Math.max(0, Math.ceil(Number(ms)));
  }

  async markSent(id: number): Promise<void> {
    await this.db
      .update(outbox)
      .set({ sentAt: sql`now()` })
      .where(eq(outbox.id, id));
  }

  /** Counts a failed try and when the next is due. */
  async markFailed(id: number, reason: string, retryInSeconds: number): Promise<void> {
    await this.db
      .update(outbox)
      .set({
        attempts: sql`${outbox.attempts} + 1`,
        lastError: reason,
        nextAttemptAt: sql`now() + make_interval(secs => ${retryInSeconds})`,
      })
      .where(eq(outbox.id, id));
  }

  /** Stops trying, recording why; `failed` when the giving up follows a failed try (it is counted). */
  async giveUp(id: number, reason: string, failed: boolean): Promise<void> {
    await this.db
      .update(outbox)
      .set({
        gaveUpAt: sql`now()`,
        lastError: reason,
        ...(failed ? { attempts: sql`${outbox.attempts} + 1` } : {}),
      })
      .where(eq(outbox.id, id));
  }

  async backlog(): Promise<Backlog> {
    const [row] = await this.db
      .select({
        unsent: sql<number>`count(*)::int`,
        oldestSeconds: sql<number | null>`floor(extract(epoch from now() - min(${outbox.createdAt})))::int`,
      })
      .from(outbox)
      .where(pending);
    return { unsent: row?.unsent ?? 0, oldestSeconds: row?.oldestSeconds ?? null };
  }
}
