/** GET /api/jobs/export.csv and POST /api/jobs/import/ (a dry run reports; a real run stores all or nothing). */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as z from 'zod';
import {
  jobImportRequest,
  jobImportResult,
  jobsToCsv,
  jobTitleCompanyKey,
  jobUrlKey,
  JOB_IMPORT_MAX_BYTES,
  mapCsvRows,
  mappingProblems,
  readCsv,
  suggestDateFormat,
  suggestMapping,
  type ImportRow,
  type JobImportResult,
} from '@hirestride/shared';
import type { Database } from '../db/client.js';
import { HttpError, validationError } from '../http/errors.js';
import { jobToApi, utcToday } from './job-rows.js';
import { JobsRepository } from './repository.js';

const tags = ['jobs'];
const PREVIEW_ROWS = 10;

/** Rows matching a saved job, or an earlier row of the file: which saved job (null for the file), by row. */
function findDuplicates(
  rows: ImportRow[],
  saved: Array<{ id: number; urlKey: string; titleCompanyKey: string }>,
): Map<number, number | null> {
  const byUrl = new Map(saved.filter((job) => job.urlKey).map((job) => [job.urlKey, job.id] as const));
  const byTitle = new Map(saved.map((job) => [job.titleCompanyKey, job.id] as const));
  const seen = new Set<string>();
  const duplicates = new Map<number, number | null>();
  for (const { row, job } of rows) {
    const urlKey = jobUrlKey(job.url);
    const titleKey = jobTitleCompanyKey(job.title, job.company);
    const existing = (urlKey && byUrl.get(urlKey)) || byTitle.get(titleKey);
    if (existing !== undefined) duplicates.set(row, existing);
    else if ((urlKey && seen.has(`u:${urlKey}`)) || seen.has(`t:${titleKey}`)) duplicates.set(row, null);
    if (urlKey) seen.add(`u:${urlKey}`);
    seen.add(`t:${titleKey}`);
  }
  return duplicates;
}

export const csvRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  const jobsRepository = new JobsRepository(db);

  app.get(
    '/api/jobs/export.csv',
    {
      schema: {
        tags,
        summary: 'Every job as CSV (UTF-8, RFC 4180), for Excel, LibreOffice or an import elsewhere',
        produces: ['text/csv'],
        response: { 200: z.string().describe('CSV text') },
      },
    },
    async (request, reply) => {
      const { user } = request;
      const csv = jobsToCsv((await jobsRepository.exportAll(user.id)).map(jobToApi));
      return reply
        .header('content-disposition', `attachment; filename="hirestride-jobs-${utcToday()}.csv"`)
        .header('cache-control', 'no-store')
        .type('text/csv; charset=utf-8')
        .send(csv);
    },
  );

  app.post(
    '/api/jobs/import/',
    {
      schema: {
        tags,
        summary: 'Import jobs from CSV text with a column mapping; dry_run reports what would happen',
        body: jobImportRequest,
        response: { 200: jobImportResult },
      },
      // The file's text travels as JSON, escaped; leave room for the escaping.
      bodyLimit: JOB_IMPORT_MAX_BYTES * 2,
    },
    async (request) => {
      const { user } = request;
      const body = request.body;
      const read = readCsv(body.csv);
      if (!read.ok) throw validationError({ csv: [read.error] });
      const { csv } = read;
      const mapping = body.mapping ?? suggestMapping(csv.headers);
      const problems = mappingProblems(mapping, csv.headers);
      const dateFormat = body.date_format ?? suggestDateFormat(csv, mapping);
      const mapped = problems.length === 0 ? mapCsvRows(csv, mapping, dateFormat) : { rows: [], errors: [] };
      const duplicates = findDuplicates(mapped.rows, await jobsRepository.duplicateKeys(user.id));
      const toImport = body.skip_duplicates ? mapped.rows.filter(({ row }) => !duplicates.has(row)) : mapped.rows;
      const result: JobImportResult = {
        dry_run: body.dry_run,
        headers: csv.headers,
        mapping,
        date_format: dateFormat,
        mapping_problems: problems,
        total_rows: csv.rows.length + csv.rowErrors.length,
        importable: toImport.length,
        imported: 0,
        errors: mapped.errors,
        duplicates: mapped.rows
          .filter(({ row }) => duplicates.has(row))
          .map(({ row, job }) => ({ row, title: job.title, company: job.company, existing_id: duplicates.get(row)! })),
        preview: toImport.slice(0, PREVIEW_ROWS).map(({ row, job }) => ({
          row,
          title: job.title,
          company: job.company,
          location: job.location,
          stage: job.stage,
          outcome: job.outcome,
          applied_on: job.applied_on,
        })),
      };
      if (body.dry_run) return result;
      if (problems.length > 0) throw validationError({ mapping: problems });
      if (mapped.errors.length > 0 && !body.skip_invalid) {
        const count = mapped.errors.length;
        throw new HttpError(400, {
          detail: `${count} ${count === 1 ? 'row' : 'rows'} cannot be imported, so nothing was imported. Fix ${count === 1 ? 'it' : 'them'} in the file, or import the other rows only.`,
          errors: mapped.errors,
        });
      }
      result.imported = await jobsRepository.importMany(user.id, toImport);
      return result;
    },
  );
};
