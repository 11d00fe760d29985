/** GET /api/jobs/ as SQL: filters, search over title, company and notes, ordering, and a page with its count. */
import { and, asc, eq, getTableColumns, ilike, ne, or, sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { JOB_STAGES, jobListItem, type JobOrderingField, type JobOutcome, type JobStage } from '@hirestride/shared';
import { apiArray, apiObject } from '../db/api-json.js';
import type { Database } from '../db/client.js';
import { jobs } from '../db/schema.js';
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
export const stageOrder = sql`array_position(ARRAY[${sql.join(
  JOB_STAGES.map((stage) => sql`${stage}`),
  sql`, `,
)}]::text[], ${jobs.stage})`;

/** What each orderable field sorts by: text without regard to case, stages in board order. */
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

/** A LIKE pattern matching `term` literally anywhere. */
const containing = (term: string) => `%${term.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;

/** `owner`: the user's id, or the column that names it in a signed-in read. */
function conditions(owner: number | PgColumn, options: JobListOptions): SQL | undefined {
  const where: Array<SQL | undefined> = [eq(jobs.userId, owner)];
  if (options.stage) where.push(eq(jobs.stage, options.stage));
  if (options.outcome) where.push(eq(jobs.outcome, options.outcome));
  if (options.includeArchived === false) where.push(ne(jobs.stage, 'archived'));
  // Each word must appear somewhere (DRF's SearchFilter).
  for (const term of (options.search ?? '').split(/\s+/).filter(Boolean)) {
    const pattern = containing(term);
    where.push(or(ilike(jobs.title, pattern), ilike(jobs.company, pattern), ilike(jobs.notes, pattern)));
  }
  return and(...where);
}

/** The matching jobs (a page of them when a limit is given) and how many match in all. */
export async function listJobs(
  db: Database,
  userId: number,
  options: JobListOptions,
): Promise<{ rows: ListedJob[]; count: number }> {
  const { postingText, notes, urlKey: _u, titleCompanyKey: _t, ...always } = getTableColumns(jobs);
  const columns = {
    ...always,
    ...(options.omit?.includes('posting_text') ? {} : { postingText }),
    ...(options.omit?.includes('notes') ? {} : { notes }),
  };
  const where = conditions(userId, options);
  if (options.limit === undefined) {
    const rows = await db
      .select(columns)
      .from(jobs)
      .where(where)
      .orderBy(...orderBy(options.ordering));
    return { rows, count: rows.length };
  }
  // One round trip for the page and the total; a page past the end needs the count on its own.
  const rows = await db
    .select({ ...columns, total: sql<number>`count(*) over ()`.mapWith(Number) })
    .from(jobs)
    .where(where)
    .orderBy(...orderBy(options.ordering))
    .limit(options.limit)
    .offset(options.offset ?? 0);
  let count = rows[0]?.total;
  if (count === undefined) {
    const [row] = await db
      .select({ n: sql<number>`count(*)`.mapWith(Number) })
      .from(jobs)
      .where(where);
    count = row?.n ?? 0;
  }
  return { rows: rows.map(({ total: _total, ...row }) => row), count };
}

/** Links to the pages either side of a page, as the request's own URL with another offset. */
export interface PageLinks {
  next: string;
  previous: string | null;
}

/**
 * GET /api/jobs/'s whole answer as JSON text, built by PostgreSQL for the user `owner` names: the list, or with a
 * limit DRF's page ({count, next, previous, results}); `next` is kept only when rows lie past the page.
 */
export function jobListJson(owner: PgColumn, options: JobListOptions, links?: PageLinks): SQL<string> {
  const fields = Object.keys(jobListItem.shape).filter(
    (field) => !(options.omit as readonly string[] | undefined)?.includes(field),
  );
  const item = apiObject(jobs, fields, { resume_version: jobs.resumeVersionId, cover_letter: jobs.coverLetterId });
  const where = conditions(owner, options);
  const order = sql.join(orderBy(options.ordering), sql`, `);
  if (options.limit === undefined) return sql<string>`(SELECT ${apiArray(item, order)} FROM ${jobs} WHERE ${where})`;
  const offset = options.offset ?? 0;
  // The total comes with the page (a window count); a page past the end counts on its own.
  return sql<string>`(SELECT json_build_object(
      'count', coalesce(max(page.total), (SELECT count(*) FROM ${jobs} WHERE ${where})),
      'next', CASE WHEN max(page.total) > ${offset + options.limit} THEN ${links?.next ?? null}::text END,
      'previous', ${links?.previous ?? null}::text,
      'results', coalesce(json_agg(page.item ORDER BY page.n), '[]'::json))::text
    FROM (SELECT ${item} AS item, row_number() OVER (ORDER BY ${order}) AS n, count(*) OVER () AS total
      FROM ${jobs} WHERE ${where} ORDER BY ${order} LIMIT ${options.limit} OFFSET ${offset}) AS page)`;
}
