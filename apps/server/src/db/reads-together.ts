/**
 * Several reads at once: together on a pool, each on a connection of its own; one after another inside a
 * transaction, whose one connection runs one query at a time (pg 8 warns when queries queue on a client, pg 9
 * refuses them).
 */
import { PgTransaction } from 'drizzle-orm/pg-core';
import type { Database } from './client.js';

/** Runs `reads` on `db` and answers their results in the same order. */
export async function readsTogether<T extends readonly unknown[]>(
  db: Database,
  reads: { readonly [K in keyof T]: () => Promise<T[K]> },
): Promise<T> {
  if (!(db instanceof PgTransaction)) return (await Promise.all(reads.map((read) => read()))) as unknown as T;
  const results: unknown[] = [];
  for (const read of reads) results.push(await read());
  return results as unknown as T;
}
