/** GET /api/content/json-resume/ (the library as a JSON Resume file) and POST …/import/ (dry run, or all or nothing). */
import { eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as z from 'zod';
import { toJsonResume } from '@hirestride/resume-formats';
import { jsonResumeImportResult } from '@hirestride/shared';
import type { Database, Executor } from '../db/client.js';
import { users } from '../db/schema.js';
import { validationError } from '../http/errors.js';
import { describeImport, readJsonResume, type PlannedItem } from './json-resume-plan.js';
import { libraryContent } from './library.js';
import { PersonalInfoRepository } from './repository.js';
import { sectionDefinitions } from './sections.js';

const BASE = '/api/content/json-resume/';
const tags = ['content'];
/** A résumé is kilobytes; this leaves room for a large library without inviting abuse. */
const IMPORT_MAX_BYTES = 2 * 1024 * 1024;
/** Rows per INSERT: far below PostgreSQL's 65,535 parameters for the widest section. */
const INSERT_BATCH = 500;

const importRequest = z.object({
  document: z
    .record(z.string(), z.unknown(), { error: 'Expected a JSON Resume document (a JSON object).' })
    .describe('A JSON Resume document (https://jsonresume.org/schema)'),
  dry_run: z.boolean({ error: 'Must be true or false.' }),
});

/** Inserts the items section by section, in batches, inside the caller's transaction. */
async function insertItems(tx: Executor, userId: number, items: PlannedItem[]): Promise<void> {
  for (const definition of sectionDefinitions) {
    const rows = items
      .filter((item) => item.section === definition.key)
      .map((item) => ({ ...definition.toRow(item.payload), userId }));
    for (let start = 0; start < rows.length; start += INSERT_BATCH) {
      // Drizzle cannot type an insert into "any owned table"; the values come from the section's own toRow().
      await tx.insert(definition.table).values(rows.slice(start, start + INSERT_BATCH) as never);
    }
  }
}

export const jsonResumeRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  app.get(
    BASE,
    { schema: { tags, summary: 'Your content library as a JSON Resume document (v1.0.0), as a file' } },
    async (request, reply) => {
      const { user } = request;
      const document = toJsonResume(await libraryContent(db, user.id), new Date().toISOString());
      return reply
        .header('Content-Type', 'application/json; charset=utf-8')
        .header('Content-Disposition', 'attachment; filename="resume.json"')
        .header('Cache-Control', 'no-store')
        .send(JSON.stringify(document, null, 2));
    },
  );

  app.post(
    `${BASE}import/`,
    {
      schema: {
        tags,
        summary:
          'Import a JSON Resume document into the library: dry_run reports what would be added; otherwise all or nothing',
        body: importRequest,
        response: { 200: jsonResumeImportResult, 201: jsonResumeImportResult },
      },
      bodyLimit: IMPORT_MAX_BYTES,
    },
    async (request, reply) => {
      const { user } = request;
      const read = readJsonResume(request.body.document);
      if (!read.ok) throw validationError({ document: read.errors });
      const { dry_run: dryRun } = request.body;

      if (dryRun) {
        const plan = describeImport(read.document, await libraryContent(db, user.id), true);
        if (plan.invalid.length > 0) throw validationError({ document: plan.invalid });
        return reply.code(200).send(plan.result);
      }

      const result = await db.transaction(async (tx) => {
        // Two imports at once would each miss the other's items and store them twice: one at a time per user.
        await tx.select({ id: users.id }).from(users).where(eq(users.id, user.id)).for('update');
        const plan = describeImport(read.document, await libraryContent(tx, user.id), false);
        // Thrown inside the transaction, so nothing it may have started is kept.
        if (plan.invalid.length > 0) throw validationError({ document: plan.invalid });
        await insertItems(tx, user.id, plan.items);
        if (plan.personalInfo && !(await new PersonalInfoRepository(tx).create(user.id, plan.personalInfo))) {
          plan.result.personal_info = {
            add: false,
            label: plan.result.personal_info.label,
            note: 'You already have About You details; an import never replaces them.',
          };
          plan.result.total -= 1;
        }
        return { ...plan.result, imported: true };
      });
      return reply.code(201).send(result);
    },
  );
};
