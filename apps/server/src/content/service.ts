/** The content library's rules: About You with the user's own names, and the JSON Resume export and import. */
import { toJsonResume, type JsonResume, type LibraryContent } from '@hirestride/resume-formats';
import type { ImportResult } from '@hirestride/resume-import';
import { resumeImportMessages, type JsonResumeImportResult, type SectionKey } from '@hirestride/shared';
import { UsersRepository } from '../auth/users-repository.js';
import type { Database, Executor } from '../db/client.js';
import { HttpError, validationError } from '../http/errors.js';
import { changedElsewhere } from '../http/versions.js';
import { OwnedListRepository, type OwnedTable } from '../lists/owned-list-repository.js';
import type { WorkPool } from '../work/pool.js';
import type { ResumeSource } from '../work/tasks.js';
import type { Plan, PlannedItem } from './json-resume-plan.js';
import { libraryContent } from './library.js';
import { PersonalInfoRepository, type PersonalInfoRow, type PersonalInfoValues } from './repository.js';
import { sections, type SectionDefinition } from './sections.js';
import { personalInfoToApi } from './to-api.js';

/** Times an import plans outside its transaction before it plans under the lock (another import kept changing the library). */
const PLAN_ATTEMPTS = 3;

/** The user's own names follow About You. */
async function syncNames(tx: Executor, userId: number, values: PersonalInfoValues): Promise<void> {
  await new UsersRepository(tx).setNames(userId, { firstName: values.first_name, lastName: values.last_name });
}

/** About You for a user who has none, with their names; null when they have one (nothing changes then). */
async function createPersonalInfo(tx: Executor, userId: number, values: PersonalInfoValues) {
  const row = await new PersonalInfoRepository(tx).create(userId, values);
  if (row) await syncNames(tx, userId, values);
  return row;
}

/** One section's planned items, stored in the caller's transaction. */
async function storeSection<K extends SectionKey, T extends OwnedTable>(
  tx: Executor,
  userId: number,
  definition: SectionDefinition<K, T>,
  items: PlannedItem[],
): Promise<void> {
  // The plan crossed a thread as plain data: the section's own schema gives its payloads their type back.
  const values = items
    .filter((item) => item.section === definition.key)
    .map((item) => definition.toRow(definition.payload.parse(item.payload)));
  await new OwnedListRepository(tx, definition.table).createMany(userId, values);
}

/** A library as the plan read it: planned against one, an import may be stored only into that same one. */
const sameLibrary = (a: LibraryContent, b: LibraryContent) => JSON.stringify(a) === JSON.stringify(b);

export class ContentService {
  constructor(
    private readonly db: Database,
    private readonly work: Pick<WorkPool, 'run'>,
  ) {}

  personalInfo(userId: number): Promise<PersonalInfoRow | null> {
    return new PersonalInfoRepository(this.db).get(userId);
  }

  /**
   * Null when the user has no About You yet (nothing is created). With `expected`, saved only if it is still that
   * version (a 412 with the current details otherwise).
   */
  async updatePersonalInfo(
    userId: number,
    values: PersonalInfoValues,
    expected?: number,
  ): Promise<PersonalInfoRow | null> {
    const row = await this.db.transaction(async (tx) => {
      const saved = await new PersonalInfoRepository(tx).update(userId, values, expected);
      if (saved) await syncNames(tx, userId, values);
      return saved;
    });
    if (row || expected === undefined) return row;
    const current = await this.personalInfo(userId);
    if (!current) return null;
    throw changedElsewhere(personalInfoToApi(current));
  }

  /** Null when the user has one already (the unique owner index decides under concurrency). */
  createPersonalInfo(userId: number, values: PersonalInfoValues): Promise<PersonalInfoRow | null> {
    return this.db.transaction((tx) => createPersonalInfo(tx, userId, values));
  }

  /**
   * A resume file or pasted text read into a JSON Resume document for the user to review; nothing is stored. A file
   * that is no resume, or one that cannot be read, is a 400 saying why; a kind of file the import does not read, 415.
   */
  async readResume(userId: number, source: ResumeSource): Promise<ImportResult> {
    const reading = await this.work.run(userId, 'readResume', source).catch((error: unknown) => {
      // A file built to exhaust the reader's memory ends its thread; to the user it is a file that cannot be read.
      if ((error as { code?: unknown }).code === 'ERR_WORKER_OUT_OF_MEMORY')
        throw new HttpError(400, { detail: resumeImportMessages.unreadable, code: 'unreadable' });
      throw error;
    });
    if (reading.ok) return reading.result;
    if (reading.code === 'unsupported') throw new HttpError(415, { detail: resumeImportMessages.unsupported });
    throw new HttpError(400, { detail: reading.message, code: reading.code });
  }

  async exportJsonResume(userId: number, now = new Date()): Promise<JsonResume> {
    return toJsonResume(await libraryContent(this.db, userId), now.toISOString());
  }

  /**
   * What the document would add (a dry run), or the import itself: all or nothing, 400 when the document or any of
   * its items is invalid. Reading and planning run in the work pool.
   */
  async importJsonResume(
    userId: number,
    document: Record<string, unknown>,
    dryRun: boolean,
  ): Promise<JsonResumeImportResult> {
    const read = await this.work.run(userId, 'readJsonResume', { document });
    if (!read.ok) throw validationError({ document: read.errors });
    const plan = (existing: LibraryContent) =>
      this.work.run(userId, 'describeImport', { document: read.document, existing, dryRun });

    if (dryRun) {
      const planned = await plan(await libraryContent(this.db, userId));
      if (planned.invalid.length > 0) throw validationError({ document: planned.invalid });
      return planned.result;
    }

    // The plan is made before the transaction, so no connection is held while it waits for a thread; it is stored
    // only if, under the lock, the library is still the one it was made against. Otherwise it is made again, and in
    // the end under the lock itself, so that an import always finishes.
    for (let attempt = 1; ; attempt += 1) {
      const planned = attempt < PLAN_ATTEMPTS ? { existing: await libraryContent(this.db, userId) } : null;
      const made = planned && { ...planned, plan: await plan(planned.existing) };
      const result = await this.db.transaction(async (tx) => {
        // Two imports at once would each miss the other's items and store them twice: one at a time per user.
        await new UsersRepository(tx).lock(userId);
        const existing = await libraryContent(tx, userId);
        if (made && !sameLibrary(existing, made.existing)) return null;
        return this.store(tx, userId, made?.plan ?? (await plan(existing)));
      });
      if (result) return result;
    }
  }

  /** Stores a plan in the caller's transaction; nothing is kept when it is invalid. */
  private async store(tx: Executor, userId: number, plan: Plan): Promise<JsonResumeImportResult> {
    // Thrown inside the transaction, so nothing it may have started is kept.
    if (plan.invalid.length > 0) throw validationError({ document: plan.invalid });
    await storeSection(tx, userId, sections['work-experiences'], plan.items);
    await storeSection(tx, userId, sections.skills, plan.items);
    await storeSection(tx, userId, sections.certifications, plan.items);
    await storeSection(tx, userId, sections.education, plan.items);
    await storeSection(tx, userId, sections.snippets, plan.items);
    const result = plan.result;
    if (plan.personalInfo && !(await createPersonalInfo(tx, userId, plan.personalInfo))) {
      result.personal_info = {
        add: false,
        label: result.personal_info.label,
        note: 'You already have About You details; an import never replaces them.',
      };
      result.total -= 1;
    }
    return { ...result, imported: true };
  }
}
