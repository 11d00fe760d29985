/**
 * The rules of cover letters: a letter names only the user's own job; making one points a job without a letter at it
 * and records it on the timeline, in one transaction.
 */
import type * as z from 'zod';
import type { coverLetterPatch } from '@hirestride/shared';
import { recordActivity } from '../activity/repository.js';
import type { Database } from '../db/client.js';
import { changedElsewhere } from '../http/versions.js';
import { letterToApi } from './to-api.js';
import { notFound, unknownId } from '../http/errors.js';
import type { Repositories } from '../repositories.js';
import { CoverLettersRepository, type LetterRow, type LetterValues } from './repository.js';

/** A letter's fields as the API names them; a create or a PUT sends a fuller set. */
type LetterFields = z.infer<typeof coverLetterPatch>;

export interface CoverLettersDeps {
  db: Database;
  repositories: Pick<Repositories, 'coverLetters' | 'jobs'>;
}

export class CoverLettersService {
  constructor(private readonly deps: CoverLettersDeps) {}

  private get letters() {
    return this.deps.repositories.coverLetters;
  }

  list(userId: number): Promise<LetterRow[]> {
    return this.letters.list(userId);
  }

  /** The user's letter (404 for another user's, so its existence is not revealed). */
  async one(userId: number, id: number): Promise<LetterRow> {
    const row = await this.letters.byId(userId, id);
    if (!row) throw notFound();
    return row;
  }

  /** A new letter, named after its job unless named. */
  async create(userId: number, fields: LetterFields): Promise<LetterRow> {
    const { columns, job } = await this.columnsFor(userId, fields);
    return this.insert({
      userId,
      ...columns,
      name: columns.name ?? (job ? `Cover letter for ${job.company || job.title}` : 'Cover letter'),
    });
  }

  /**
   * Changes the given fields (all of them for a PUT, which the request's schema makes sure of); with `expected`, only
   * if the letter is still that version (a 412 with the current letter otherwise).
   */
  async update(userId: number, id: number, fields: LetterFields, expected?: number): Promise<LetterRow> {
    await this.one(userId, id);
    const row = await this.letters.update(userId, id, (await this.columnsFor(userId, fields)).columns, expected);
    if (row) return row;
    throw changedElsewhere(letterToApi(await this.one(userId, id)));
  }

  /** A copy of the letter, named "… (copy)". */
  async duplicate(userId: number, id: number): Promise<LetterRow> {
    const source = await this.one(userId, id);
    return this.insert({
      userId,
      name: `${source.name} (copy)`.slice(0, 120),
      jobId: source.jobId,
      title: source.title,
      company: source.company,
      tone: source.tone,
      length: source.length,
      body: source.body,
      writtenBy: source.writtenBy,
      confirmedClaims: source.confirmedClaims,
    });
  }

  async remove(userId: number, id: number): Promise<void> {
    if (!(await this.letters.delete(userId, id))) throw notFound();
  }

  /** The API's fields as columns, and the job they name, which must be one of the user's own. */
  private async columnsFor(userId: number, fields: LetterFields) {
    const job = fields.job ? await this.deps.repositories.jobs.byId(userId, fields.job) : null;
    if (fields.job && !job) throw unknownId('job', fields.job);
    const columns = {
      ...(fields.name !== undefined && { name: fields.name }),
      ...(fields.job !== undefined && { jobId: fields.job }),
      ...(fields.title !== undefined && { title: fields.title }),
      ...(fields.company !== undefined && { company: fields.company }),
      ...(fields.tone !== undefined && { tone: fields.tone }),
      ...(fields.length !== undefined && { length: fields.length }),
      ...(fields.body !== undefined && { body: fields.body }),
      ...(fields.confirmed_claims !== undefined && { confirmedClaims: fields.confirmed_claims }),
      ...(fields.written_by !== undefined && { writtenBy: fields.written_by }),
    };
    return { columns, job };
  }

  /**
   * Makes a letter with what follows from it: its job, if it has none yet, starts using it, and the job's timeline
   * (or, without a job, Recent Activity alone) records it.
   */
  private async insert(values: LetterValues): Promise<LetterRow> {
    const id = await this.deps.db.transaction(async (tx) => {
      const letters = new CoverLettersRepository(tx);
      const letterId = await letters.create(values);
      if (values.jobId) await letters.useForJobWithoutLetter(values.userId, values.jobId, letterId);
      await recordActivity(tx, {
        userId: values.userId,
        jobId: values.jobId ?? null,
        kind: 'cover_letter_created',
        data: { cover_letter: letterId, name: values.name },
      });
      return letterId;
    });
    return (await this.letters.byId(values.userId, id))!;
  }
}
