/** Stored match results: one per saved job, replaced by each rescore. */
import { and, eq } from 'drizzle-orm';
import type { MatchResult } from '@hirestride/match';
import type { Executor } from '../db/client.js';
import { jobMatches } from '../db/schema.js';

export type MatchRow = typeof jobMatches.$inferSelect;

export class MatchesRepository {
  constructor(private readonly db: Executor) {}

  async forJob(userId: number, jobId: number): Promise<MatchRow | null> {
    const rows = await this.db
      .select()
      .from(jobMatches)
      .where(and(eq(jobMatches.userId, userId), eq(jobMatches.jobId, jobId)))
      .limit(1);
    return rows[0] ?? null;
  }

  async save(
    userId: number,
    jobId: number,
    result: MatchResult,
    fingerprints: { posting: string; library: string },
  ): Promise<MatchRow> {
    const values = {
      jobId,
      userId,
      score: result.score,
      algorithmVersion: result.algorithm_version,
      dictionaryVersion: result.dictionary_version,
      postingFingerprint: fingerprints.posting,
      libraryFingerprint: fingerprints.library,
      result,
      computedAt: new Date(result.computed_at),
    };
    const [row] = await this.db
      .insert(jobMatches)
      .values(values)
      .onConflictDoUpdate({ target: jobMatches.jobId, set: values })
      .returning();
    return row!;
  }

  /** Every stored result of the user, bodies included. */
  async stored(userId: number): Promise<MatchRow[]> {
    return this.db.select().from(jobMatches).where(eq(jobMatches.userId, userId));
  }

  /** Every stored score of the user, without the results' bodies. */
  async scores(userId: number) {
    return this.db
      .select({
        jobId: jobMatches.jobId,
        score: jobMatches.score,
        computedAt: jobMatches.computedAt,
        postingFingerprint: jobMatches.postingFingerprint,
        libraryFingerprint: jobMatches.libraryFingerprint,
        algorithmVersion: jobMatches.algorithmVersion,
        dictionaryVersion: jobMatches.dictionaryVersion,
      })
      .from(jobMatches)
      .where(eq(jobMatches.userId, userId));
  }
}
