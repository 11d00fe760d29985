/** GET /api/jobs/ as SQL: filters, search over title, company and notes, ordering, and a page with its count. */
import { and, asc, count, eq, getTableColumns, ilike, ne, or, type Placeholder, sql, type SQL } from 'drizzle-orm';
import { type JobOrderingField, type JobOutcome, type JobStage } from '@hirestride/shared';
import type { Database, Executor } from '../db/client.js';
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

/** The values are placeholders, filled from listParams(), so the SQL's text depends only on which options are given. */
function conditions(owner: number | Placeholder, options: JobListOptions): SQL | undefined {
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
function listParams(options: JobListOptions): Record<string, unknown> {
  const params: Record<string, unknown> = { stage: options.stage, outcome: options.outcome };
  searchTerms(options.search).forEach((term, i) => (params[`term${i}`] = containing(term)));
  return params;
}

/** The columns a listing reads: every column but the internal keys, and the posting and notes unless omitted. */
function listedColumns(options: JobListOptions) {
  const { postingText, notes, urlKey: _u, titleCompanyKey: _t, ...always } = getTableColumns(jobs);
  return {
    ...always,
    ...(options.omit?.includes('posting_text') ? {} : { postingText }),
    ...(options.omit?.includes('notes') ? {} : { notes }),
  };
}

/** The matching jobs, in order: all of them. */
export async function listJobs(db: Executor, userId: number, options: JobListOptions): Promise<ListedJob[]> {
  return db
    .select(listedColumns(options))
    .from(jobs)
    .where(conditions(userId, options))
    .orderBy(...orderBy(options.ordering))
    .execute(listParams(options));
}

/** A page of the matching jobs with how many match in all; the owner, limit and offset are placeholders. */
function pageQuery(db: Executor, options: JobListOptions) {
  const where = conditions(sql.placeholder('userId'), options);
  // The count is a subquery PostgreSQL runs once (a window over the rows would sort every matching job whole instead
  // of keeping the page's top rows).
  return db
    .select({
      ...listedColumns(options),
      total: sql<number>`(select count(*) from ${jobs} where ${where})`.mapWith(Number),
    })
    .from(jobs)
    .where(where)
    .orderBy(...orderBy(options.ordering))
    .limit(sql.placeholder('limit'))
    .offset(sql.placeholder('offset'));
}

/** The tracker table's first request, as it is made on every visit: open jobs in board order, without their texts. */
const TRACKER_PAGE = { includeArchived: false, omit: ['posting_text', 'notes'] } as const;

/** Whether the options are the tracker table's request (any page of it). */
export const isTrackerPage = (options: JobListOptions): boolean =>
  options.includeArchived === false &&
  !options.stage &&
  !options.outcome &&
  searchTerms(options.search).length === 0 &&
  (options.ordering ?? []).length === 0 &&
  TRACKER_PAGE.omit.every((field) => options.omit?.includes(field)) &&
  (options.omit ?? []).length === TRACKER_PAGE.omit.length;

/** The tracker table's page as a prepared statement: built once, and planned once per connection. */
export const prepareTrackerPage = (db: Database) => pageQuery(db, TRACKER_PAGE).prepare('tracker_page');
export type TrackerPage = ReturnType<typeof prepareTrackerPage>;

/** One page of the matching jobs and how many match in all, in one statement (`prepared` when it is the tracker's). */
export async function pageOfJobs(
  db: Executor,
  userId: number,
  options: JobListOptions & { limit: number },
  prepared?: TrackerPage,
): Promise<{ rows: ListedJob[]; total: number }> {
  const params = { ...listParams(options), userId, limit: options.limit, offset: options.offset ?? 0 };
  const found = prepared ? await prepared.execute(params) : await pageQuery(db, options).execute(params);
  if (found.length === 0)
    return { rows: [], total: (options.offset ?? 0) > 0 ? await countJobs(db, userId, options) : 0 };
  return { rows: found.map(({ total: _total, ...job }) => job), total: found[0]!.total };
}

/** How many jobs match the options. */
async function countJobs(db: Executor, userId: number, options: JobListOptions): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(jobs)
    .where(conditions(userId, options))
    .execute(listParams(options));
  return row?.n ?? 0;
}
