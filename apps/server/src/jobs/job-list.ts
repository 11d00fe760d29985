/** GET /api/jobs/ as SQL: filters, search over title, company and notes, ordering, and a page with its count. */
import { hash } from 'node:crypto';
import { and, asc, eq, getTableColumns, ilike, ne, or, sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { jobListItem, type JobOrderingField, type JobOutcome, type JobStage } from '@hirestride/shared';
import { apiArray, apiArrayJson, apiColumns } from '../db/api-json.js';
import type { Database } from '../db/client.js';
import { jobMatches, jobs, stageRank } from '../db/schema.js';
import type { ListedJob } from './job-rows.js';

export interface JobListOptions {
  stage?: JobStage | undefined;
  outcome?: JobOutcome | undefined;
  search?: string | undefined;
  /** Field names, '-' first for descending. */
  ordering?: string[] | undefined;
  includeArchived?: boolean | undefined;
  limit?: number | undefined;
  offset?: number | undefined;
  omit?: ReadonlyArray<'posting_text' | 'notes'> | undefined;
}

/** The stages in board order, for sorting by stage. */
export const stageOrder = stageRank(jobs.stage);

/** What each orderable field sorts by: text without regard to case, stages in board order, the stored match score. */
const orderExpressions: Record<JobOrderingField, SQL> = {
  title: sql`lower(${jobs.title})`,
  company: sql`lower(${jobs.company})`,
  location: sql`lower(${jobs.location})`,
  salary: sql`lower(${jobs.salary})`,
  employment_type: sql`${jobs.employmentType}`,
  remote: sql`${jobs.remote}`,
  source: sql`lower(${jobs.source})`,
  stage: stageOrder,
  outcome: sql`${jobs.outcome}`,
  position: sql`${jobs.position}`,
  applied_on: sql`${jobs.appliedOn}`,
  follow_up_on: sql`${jobs.followUpOn}`,
  stage_changed_at: sql`${jobs.stageChangedAt}`,
  created_at: sql`${jobs.createdAt}`,
  updated_at: sql`${jobs.updatedAt}`,
  // Read only when a list is sorted by it, so that no other list pays for the lookup.
  match: sql`(SELECT ${jobMatches.score} FROM ${jobMatches} WHERE ${jobMatches.jobId} = ${jobs.id})`,
};

/** Blank values and missing dates go last whichever way a column is sorted. */
function orderBy(ordering: string[] | undefined): SQL[] {
  const terms = (ordering ?? []).map((term) => {
    const descending = term.startsWith('-');
    const expression = orderExpressions[term.replace(/^-/, '') as JobOrderingField];
    return sql`${expression} ${sql.raw(descending ? 'DESC' : 'ASC')} NULLS LAST`;
  });
  if (terms.length === 0) terms.push(stageOrder, sql`${jobs.position}`);
  return [...terms, asc(jobs.id)];
}

/** The words of a search, each of which must appear (DRF's SearchFilter). */
const searchTerms = (search: string | undefined) => (search ?? '').split(/\s+/).filter(Boolean);

/** A LIKE pattern matching `term` literally anywhere. */
const containing = (term: string) => `%${term.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;

/**
 * `owner`: the user's id, or the column that names it in a signed-in read. The values are placeholders, filled
 * from listParams(), so the SQL's text depends only on which options are given.
 */
function conditions(owner: number | PgColumn, options: JobListOptions): SQL | undefined {
  const where: Array<SQL | undefined> = [eq(jobs.userId, owner)];
  if (options.stage) where.push(eq(jobs.stage, sql.placeholder('stage')));
  if (options.outcome) where.push(eq(jobs.outcome, sql.placeholder('outcome')));
  if (options.includeArchived === false) where.push(ne(jobs.stage, 'archived'));
  searchTerms(options.search).forEach((_term, i) => {
    const pattern = sql.placeholder(`term${i}`);
    where.push(or(ilike(jobs.title, pattern), ilike(jobs.company, pattern), ilike(jobs.notes, pattern)));
  });
  return and(...where);
}

/** What the placeholders of conditions() and of a page take. */
function listParams(options: JobListOptions, links?: PageLinks): Record<string, unknown> {
  const offset = options.offset ?? 0;
  const params: Record<string, unknown> = {
    stage: options.stage,
    outcome: options.outcome,
    limit: options.limit,
    offset,
    end: offset + (options.limit ?? 0),
    next: links?.next ?? null,
    previous: links?.previous ?? null,
  };
  searchTerms(options.search).forEach((term, i) => (params[`term${i}`] = containing(term)));
  return params;
}

/** All the matching jobs, in order (the board's server-drawn page); GET /api/jobs/ answers through jobListJson. */
export async function listJobs(db: Database, userId: number, options: JobListOptions): Promise<ListedJob[]> {
  const { postingText, notes, urlKey: _u, titleCompanyKey: _t, ...always } = getTableColumns(jobs);
  const columns = {
    ...always,
    ...(options.omit?.includes('posting_text') ? {} : { postingText }),
    ...(options.omit?.includes('notes') ? {} : { notes }),
  };
  return db
    .select(columns)
    .from(jobs)
    .where(conditions(userId, options))
    .orderBy(...orderBy(options.ordering))
    .execute(listParams(options));
}

/** Links to the pages either side of a page, as the request's own URL with another offset. */
export interface PageLinks {
  next: string;
  previous: string | null;
}

/**
 * GET /api/jobs/'s whole answer as JSON text, built by PostgreSQL for the user `owner` names: the list, or with a
 * limit DRF's page ({count, next, previous, results}); `next` is kept only when rows lie past the page. The SQL
 * depends only on which options are given (their values are `params`), and `name` says which: each such shape
 * is prepared once. `answer` builds that SQL when called, which a shape already prepared never needs.
 */
export function jobListJson(
  owner: PgColumn,
  options: JobListOptions,
  links?: PageLinks,
): { name: string; answer: () => SQL<string>; params: Record<string, unknown> } {
  const fields = Object.keys(jobListItem.shape).filter(
    (field) => !(options.omit as readonly string[] | undefined)?.includes(field),
  );
  const shape = JSON.stringify([
    fields,
    options.stage !== undefined,
    options.outcome !== undefined,
    options.includeArchived === false,
    searchTerms(options.search).length,
    options.ordering ?? [],
    options.limit !== undefined,
  ]);
  const name = `jobs_${hash('sha256', shape, 'hex').slice(0, 16)}`;
  return { name, answer: () => jobListSql(owner, options, fields), params: listParams(options, links) };
}

/** jobListJson's SQL: the list's JSON, or the page's with its count. */
function jobListSql(owner: PgColumn, options: JobListOptions, fields: string[]): SQL<string> {
  const columns = apiColumns(jobs, fields, { resume_version: jobs.resumeVersionId, cover_letter: jobs.coverLetterId });
  const where = conditions(owner, options);
  const order = sql.join(orderBy(options.ordering), sql`, `);
  const rows = sql`SELECT ${columns} FROM ${jobs} WHERE ${where} ORDER BY ${order}`;
  if (options.limit === undefined) return apiArray(rows);
  // The count apart from the page, so that the page can be read in order from an index and stop at its limit.
  return sql<string>`(SELECT json_build_object(
      'count', total.n,
      'next', CASE WHEN total.n > ${sql.placeholder('end')}::bigint THEN ${sql.placeholder('next')}::text END,
      'previous', ${sql.placeholder('previous')}::text,
      'results', ${apiArrayJson(sql`${rows} LIMIT ${sql.placeholder('limit')} OFFSET ${sql.placeholder('offset')}`)})::text
    FROM (SELECT count(*) AS n FROM ${jobs} WHERE ${where}) AS total)`;
}
