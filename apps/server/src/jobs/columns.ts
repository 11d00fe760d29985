/**
 * The board's columns: each stage's jobs hold positions 0..n-1. Every change to a column runs in a transaction that
 * first takes the user's column lock, so two tabs moving cards at once are applied one after the other and never
 * leave duplicate or missing positions.
 */
import { and, asc, eq, ne, sql } from 'drizzle-orm';
import type { JobStage } from '@hirestride/shared';
import type { Database, Executor } from '../db/client.js';
import { jobs } from '../db/schema.js';

/** The first key of the advisory lock that guards a user's columns (the second is the user's id). */
const COLUMN_LOCK = 7_274_011;

/**
 * Each database's column changes waiting in this instance, per user: the last one queued. A change waits here for
 * the one before it without holding a connection; waiting on the advisory lock instead held one each, and with the
 * pool at two per core (decision 013) ten moves of one user's cards held all of them while they queued.
 */
const queued = new WeakMap<Database, Map<number, Promise<unknown>>>();

/** Takes the user's column lock in the caller's transaction (held until it ends): what an account's deletion waits on. */
export async function takeColumnLock(tx: Executor, userId: number): Promise<void> {
  await tx.execute(sql`SELECT pg_advisory_xact_lock(${COLUMN_LOCK}, ${userId})`);
}

/**
 * Runs `work` in a transaction holding the user's column lock. Changes from this instance take turns here first; the
 * advisory lock still orders them with other instances'.
 */
export function withColumnLock<T>(db: Database, userId: number, work: (tx: Executor) => Promise<T>): Promise<T> {
  let users = queued.get(db);
  if (!users) queued.set(db, (users = new Map()));
  const locked = () =>
    db.transaction(async (tx) => {
      await takeColumnLock(tx, userId);
      return work(tx);
    });
  const before = users.get(userId);
  // A change that failed does not stop the ones queued behind it.
  const result = before ? before.then(locked, locked) : locked();
  // Settled either way; the last change queued for a user also clears the user's entry.
  const forget = () => {
    if (users.get(userId) === settled) users.delete(userId);
  };
  const settled = result.then(forget, forget);
  users.set(userId, settled);
  return result;
}

/** The ids of a stage's column from top to bottom, leaving out `except`. */
export async function columnIds(tx: Executor, userId: number, stage: JobStage, except?: number): Promise<number[]> {
  const rows = await tx
    .select({ id: jobs.id })
    .from(jobs)
    .where(and(eq(jobs.userId, userId), eq(jobs.stage, stage), except === undefined ? undefined : ne(jobs.id, except)))
    .orderBy(asc(jobs.position), asc(jobs.id));
  return rows.map((row) => row.id);
}

/** Gives `ids` the positions 0..n-1 in their order, writing only the rows whose position changes. */
export async function renumber(tx: Executor, userId: number, ids: number[]): Promise<void> {
  if (ids.length === 0) return;
  const positions = ids.map((_, index) => index);
  await tx.execute(sql`
    UPDATE jobs SET position = v.position
    FROM unnest(${sql.param(ids)}::int[], ${sql.param(positions)}::int[]) AS v(id, position)
    WHERE jobs.id = v.id AND jobs.user_id = ${userId} AND jobs.position <> v.position`);
}

/** Makes room at the top of a column (a new job, or one moved there by an edit, takes position 0). */
export async function shiftDown(tx: Executor, userId: number, stage: JobStage): Promise<void> {
  await tx
    .update(jobs)
    .set({ position: sql`${jobs.position} + 1` })
    .where(and(eq(jobs.userId, userId), eq(jobs.stage, stage)));
}

/** The next free position at the bottom of a column. */
export async function bottomOf(tx: Executor, userId: number, stage: JobStage): Promise<number> {
  const [row] = await tx
    .select({ next: sql<number>`coalesce(max(${jobs.position}) + 1, 0)`.mapWith(Number) })
    .from(jobs)
    .where(and(eq(jobs.userId, userId), eq(jobs.stage, stage)));
  return row?.next ?? 0;
}
