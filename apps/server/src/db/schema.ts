/** Database tables (PostgreSQL dialect). Every change here needs `npm run db:generate` and a committed migration. */
import { sql, type SQL } from 'drizzle-orm';
import { JOB_STAGES } from '@hirestride/shared';
import {
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';

export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    /** Stored normalised (trimmed, lower-case); unique. */
    email: text('email').notNull(),
    /** argon2id PHC string; null for accounts that only sign in with Google. */
    passwordHash: text('password_hash'),
    googleSub: text('google_sub'),
    firstName: text('first_name').notNull().default(''),
    lastName: text('last_name').notNull().default(''),
    isActive: boolean('is_active').notNull().default(true),
    dateJoined: timestamp('date_joined', { withTimezone: true }).notNull().defaultNow(),
    /** The owner proved the address (a link we mailed, or Google's verified claim). */
    emailVerified: boolean('email_verified').notNull().default(false),
    /** Tokens issued before this instant are no longer accepted. */
    credentialsChangedAt: timestamp('credentials_changed_at', { withTimezone: true }).notNull().defaultNow(),
    /** The last sign-in (Django's last_login): a reset link mailed before it no longer works. */
    lastLoginAt: timestamp('last_login_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('users_email_key').on(t.email), uniqueIndex('users_google_sub_key').on(t.googleSub)],
);

/** Server-side sessions. The id column holds a SHA-256 of the cookie value, never the value itself. */
export const sessions = pgTable(
  'sessions',
  {
    id: text('id').primaryKey(),
    /** The id the account settings page and access tokens name the session by (never the cookie's digest). */
    publicId: text('public_id').notNull(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** Absolute end: two weeks after sign-in, however active. */
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    /** Last use, kept to the minute; the idle timeout counts from here. */
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    /** The browser's User-Agent at sign-in (trimmed), to name the device. */
    userAgent: text('user_agent').notNull().default(''),
  },
  (t) => [
    index('sessions_user_id_idx').on(t.userId),
    index('sessions_expires_at_idx').on(t.expiresAt),
    uniqueIndex('sessions_public_id_key').on(t.publicId),
  ],
);

/** Refresh tokens by their JWT id, so they can be rotated and revoked. */
export const refreshTokens = pgTable(
  'refresh_tokens',
  {
    jti: text('jti').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The sign-in this token's chain belongs to; ending the session ends the chain. */
    sessionId: text('session_id').references(() => sessions.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    /** Set when the token is used or revoked; a used token presented again revokes its whole chain. */
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [
    index('refresh_tokens_user_id_idx').on(t.userId),
    index('refresh_tokens_expires_at_idx').on(t.expiresAt),
    index('refresh_tokens_session_id_idx').on(t.sessionId),
  ],
);

const owner = () =>
  integer('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' });
const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
/**
 * How many times an editable object has been changed: its ETag. A save naming the version it was made from changes
 * the row only if no other save came in between (http/versions.ts).
 */
const version = () => integer('version').notNull().default(1);

/** About You: at most one per user. */
export const personalInfo = pgTable(
  'personal_info',
  {
    id: serial('id').primaryKey(),
    userId: owner(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    email: text('email').notNull(),
    phone: text('phone').notNull().default(''),
    location: text('location').notNull().default(''),
    linkedinUrl: text('linkedin_url').notNull().default(''),
    createdAt: createdAt(),
    version: version(),
  },
  (t) => [uniqueIndex('personal_info_user_id_key').on(t.userId)],
);

export const workExperiences = pgTable(
  'work_experiences',
  {
    id: serial('id').primaryKey(),
    userId: owner(),
    jobTitle: text('job_title').notNull(),
    company: text('company').notNull(),
    location: text('location').notNull().default(''),
    startDate: date('start_date', { mode: 'string' }).notNull(),
    endDate: date('end_date', { mode: 'string' }),
    description: text('description').notNull().default(''),
    createdAt: createdAt(),
  },
  (t) => [index('work_experiences_user_id_idx').on(t.userId, t.id)],
);

export const skills = pgTable(
  'skills',
  {
    id: serial('id').primaryKey(),
    userId: owner(),
    skillName: text('skill_name').notNull(),
    proficiency: text('proficiency').notNull().default(''),
    category: text('category').notNull().default(''),
    createdAt: createdAt(),
  },
  (t) => [index('skills_user_id_idx').on(t.userId, t.id)],
);

export const certifications = pgTable(
  'certifications',
  {
    id: serial('id').primaryKey(),
    userId: owner(),
    certName: text('cert_name').notNull(),
    issuer: text('issuer').notNull().default(''),
    issueDt: date('issue_dt', { mode: 'string' }),
    createdAt: createdAt(),
  },
  (t) => [index('certifications_user_id_idx').on(t.userId, t.id)],
);

export const education = pgTable(
  'education',
  {
    id: serial('id').primaryKey(),
    userId: owner(),
    degree: text('degree').notNull(),
    field: text('field').notNull().default(''),
    institution: text('institution').notNull(),
    endDt: date('end_dt', { mode: 'string' }),
    gpa: numeric('gpa', { precision: 4, scale: 2 }),
    createdAt: createdAt(),
  },
  (t) => [index('education_user_id_idx').on(t.userId, t.id)],
);

export const snippets = pgTable(
  'snippets',
  {
    id: serial('id').primaryKey(),
    userId: owner(),
    title: text('title').notNull().default(''),
    content: text('content').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('snippets_user_id_idx').on(t.userId, t.id)],
);

/** Resume templates, seeded by migration; preview images are served by this server. */
export const resumeTemplates = pgTable('resume_templates', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  rendererKey: text('renderer_key').notNull(),
  previewImage: text('preview_image').notNull(),
  designJson: jsonb('design_json').notNull(),
  createdAt: createdAt(),
});

/** A user's resume for a template: its own copy of the content, the design and where snippets are placed. */
export const resumeVersions = pgTable(
  'resume_versions',
  {
    id: serial('id').primaryKey(),
    userId: owner(),
    templateId: integer('template_id')
      .notNull()
      .references(() => resumeTemplates.id, { onDelete: 'restrict' }),
    /** What the user calls it in My Resumes ("Backend roles", "Resume for Monzo"). */
    name: text('name').notNull().default(''),
    rendererKey: text('renderer_key').notNull(),
    designJson: jsonb('design_json').notNull(),
    contentData: jsonb('content_data').notNull(),
    /** The library as last copied into content_data: tells the user's own edits from later library changes. */
    baseContent: jsonb('base_content'),
    /** Pages of the A4 PDF, drawn for the row as it was at page_count_at (its updated_at then). */
    pageCount: integer('page_count'),
    pageCountAt: timestamp('page_count_at', { withTimezone: true }),
    snippetSectionMap: jsonb('snippet_section_map').notNull().default({}),
    isDraft: boolean('is_draft').notNull().default(true),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    version: version(),
  },
  (t) => [
    index('resume_versions_user_template_idx').on(t.userId, t.templateId),
    index('resume_versions_user_updated_idx').on(t.userId, t.updatedAt),
  ],
);

/**
 * A stage's place in board order (1 for wishlist). The stages are inlined as literals, not parameters, so that
 * queries ordering by it match jobs_user_board_order_idx.
 */
export function stageRank(stage: SQL | AnyPgColumn): SQL<number> {
  return sql<number>`array_position(ARRAY[${sql.raw(JOB_STAGES.map((name) => `'${name}'`).join(', '))}]::text[], ${stage})`;
}

/** A job the user saved, and where it stands in their search (issue 11). */
export const jobs = pgTable(
  'jobs',
  {
    id: serial('id').primaryKey(),
    userId: owner(),
    title: text('title').notNull(),
    company: text('company').notNull(),
    location: text('location').notNull().default(''),
    url: text('url').notNull().default(''),
    salary: text('salary').notNull().default(''),
    employmentType: text('employment_type').notNull().default(''),
    remote: text('remote').notNull().default(''),
    source: text('source').notNull().default(''),
    postingText: text('posting_text').notNull().default(''),
    /** The duplicate guard's keys (jobUrlKey, jobTitleCompanyKey in packages/shared). */
    urlKey: text('url_key').notNull().default(''),
    titleCompanyKey: text('title_company_key').notNull(),
    stage: text('stage').notNull().default('wishlist'),
    outcome: text('outcome'),
    /** Place in the stage's column, 0 at the top; contiguous per column. */
    position: integer('position').notNull().default(0),
    appliedOn: date('applied_on', { mode: 'string' }),
    followUpOn: date('follow_up_on', { mode: 'string' }),
    followUpNote: text('follow_up_note').notNull().default(''),
    notes: text('notes').notNull().default(''),
    resumeVersionId: integer('resume_version_id').references(() => resumeVersions.id, { onDelete: 'set null' }),
    /** The letter the user sends with this application (issue 14). */
    coverLetterId: integer('cover_letter_id').references((): AnyPgColumn => coverLetters.id, { onDelete: 'set null' }),
    stageChangedAt: timestamp('stage_changed_at', { withTimezone: true }).notNull().defaultNow(),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    version: version(),
  },
  (t) => [
    index('jobs_user_stage_position_idx').on(t.userId, t.stage, t.position),
    // The tracker's default order (board order, then position): its first page is read from here, not sorted.
    index('jobs_user_board_order_idx').on(t.userId, stageRank(t.stage), t.position, t.id),
    index('jobs_user_url_key_idx').on(t.userId, t.urlKey),
    index('jobs_user_title_company_key_idx').on(t.userId, t.titleCompanyKey),
    index('jobs_user_follow_up_idx').on(t.userId, t.followUpOn),
    check('jobs_stage_check', sql`${t.stage} IN ('wishlist', 'maybe', 'submitted', 'interviewed', 'archived')`),
    // A job in Archives carries an outcome, and only such a job does.
    check(
      'jobs_outcome_check',
      sql`(${t.stage} = 'archived') = (${t.outcome} IS NOT NULL) AND (${t.outcome} IS NULL OR ${t.outcome} IN ('offer_accepted', 'offer_declined', 'rejected', 'withdrawn', 'no_response'))`,
    ),
  ],
);

const parentJob = () =>
  integer('job_id')
    .notNull()
    .references(() => jobs.id, { onDelete: 'cascade' });

export const jobContacts = pgTable(
  'job_contacts',
  {
    id: serial('id').primaryKey(),
    userId: owner(),
    jobId: parentJob(),
    name: text('name').notNull(),
    role: text('role').notNull().default(''),
    email: text('email').notNull().default(''),
    phone: text('phone').notNull().default(''),
    linkedin: text('linkedin').notNull().default(''),
    notes: text('notes').notNull().default(''),
    createdAt: createdAt(),
  },
  (t) => [index('job_contacts_job_id_idx').on(t.jobId, t.id), index('job_contacts_user_id_idx').on(t.userId)],
);

export const jobInterviews = pgTable(
  'job_interviews',
  {
    id: serial('id').primaryKey(),
    userId: owner(),
    jobId: parentJob(),
    date: date('date', { mode: 'string' }).notNull(),
    /** hh:mm, 24-hour; null when not known. */
    time: text('time'),
    kind: text('kind').notNull().default(''),
    notes: text('notes').notNull().default(''),
    createdAt: createdAt(),
  },
  (t) => [
    index('job_interviews_job_id_idx').on(t.jobId, t.id),
    index('job_interviews_user_date_idx').on(t.userId, t.date),
  ],
);

/** What happened and when: a job's timeline, and the dashboard's Recent Activity (job_id null for resumes). */
export const activities = pgTable(
  'activities',
  {
    id: serial('id').primaryKey(),
    userId: owner(),
    jobId: integer('job_id').references(() => jobs.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    text: text('text').notNull().default(''),
    data: jsonb('data').notNull().default({}),
    createdAt: createdAt(),
  },
  (t) => [
    index('activities_user_created_idx').on(t.userId, t.createdAt),
    index('activities_job_id_idx').on(t.jobId, t.id),
  ],
);

/** A saved job's latest match result (issue 12), with what it was computed from so a stale one is told apart. */
export const jobMatches = pgTable(
  'job_matches',
  {
    jobId: integer('job_id')
      .primaryKey()
      .references(() => jobs.id, { onDelete: 'cascade' }),
    userId: owner(),
    score: integer('score').notNull(),
    algorithmVersion: text('algorithm_version').notNull(),
    dictionaryVersion: text('dictionary_version').notNull(),
    /** sha256 of the job's title and posting text when scored. */
    postingFingerprint: text('posting_fingerprint').notNull(),
    /** sha256 of the content library as the engine read it. */
    libraryFingerprint: text('library_fingerprint').notNull(),
    /** The engine's whole answer, as the API returns it. */
    result: jsonb('result').notNull(),
    computedAt: timestamp('computed_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('job_matches_user_id_idx').on(t.userId)],
);

export const schema = {
  resumeTemplates,
  resumeVersions,
  users,
  sessions,
  refreshTokens,
  personalInfo,
  workExperiences,
  skills,
  certifications,
  education,
  snippets,
  jobs,
  jobContacts,
  jobInterviews,
  activities,
  jobMatches,
};

/**
 * A cover letter (issue 14): its text as paragraphs separated by blank lines ("- " starts a list item, **bold**),
 * the job it was written for, and the facts the user confirmed that the claims check could not find in the library.
 */
export const coverLetters = pgTable(
  'cover_letters',
  {
    id: serial('id').primaryKey(),
    userId: owner(),
    jobId: integer('job_id').references((): AnyPgColumn => jobs.id, { onDelete: 'set null' }),
    /** The role and employer of a pasted posting (a saved job's own are read from the job). */
    title: text('title').notNull().default(''),
    company: text('company').notNull().default(''),
    name: text('name').notNull(),
    tone: text('tone').notNull().default('formal'),
    length: text('length').notNull().default('medium'),
    body: text('body').notNull().default(''),
    /** Who wrote the last generated text: "Offline composer" or the model's name; empty when typed by hand. */
    writtenBy: text('written_by').notNull().default(''),
    /** Claim keys (packages/writing claimKey) the user confirmed are true. */
    confirmedClaims: jsonb('confirmed_claims').notNull().default([]),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    version: version(),
  },
  (t) => [index('cover_letters_user_updated_idx').on(t.userId, t.updatedAt)],
);

/**
 * Interview answers (issue 15): one per question and job as the API keeps them (not a constraint: deleting a job keeps
 * its answers, job_id cleared, and they may then meet another of the same question), written in STAR parts or notes, with how confident the user felt. `question_id` names a shipped bank question
 * or a question drawn from the job's match; the question's words are kept, since a job's questions change with it.
 */
export const interviewAnswers = pgTable(
  'interview_answers',
  {
    id: serial('id').primaryKey(),
    userId: owner(),
    questionId: text('question_id').notNull(),
    questionText: text('question_text').notNull(),
    jobId: integer('job_id').references(() => jobs.id, { onDelete: 'set null' }),
    situation: text('situation').notNull().default(''),
    task: text('task').notNull().default(''),
    action: text('action').notNull().default(''),
    result: text('result').notNull().default(''),
    notes: text('notes').notNull().default(''),
    /** 1 shaky, 2 getting there, 3 confident; null until the user says. */
    confidence: integer('confidence'),
    /** Seconds the timer ran while answering, when it was used. */
    secondsSpent: integer('seconds_spent'),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    version: version(),
  },
  (t) => [
    index('interview_answers_user_updated_idx').on(t.userId, t.updatedAt),
    index('interview_answers_user_question_idx').on(t.userId, t.questionId),
    check('interview_answers_confidence_range', sql`${t.confidence} between 1 and 3`),
  ],
);

/** Questions the user starred into "My questions". */
export const interviewStars = pgTable(
  'interview_stars',
  {
    userId: owner(),
    questionId: text('question_id').notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('interview_stars_user_question_key').on(t.userId, t.questionId)],
);

/** The kinds of mail the outbox sends; each names a composer in auth/account-mail.ts. */
export const OUTBOX_KINDS = ['password_reset', 'verify_email'] as const;

/**
 * Mail waiting to go, written in the transaction of the request that asks for it, so an answer never promises a mail
 * that a crash or an SMTP outage then loses. The link is built when sending, from the row and the account as they are
 * then; the row keeps no address and no link, and goes with the account.
 */
export const outbox = pgTable(
  'outbox',
  {
    id: serial('id').primaryKey(),
    /**
     * Null for an address with no account: a reset asked for it writes a row all the same, so the answer takes the
     * same work (and time) whether or not the address has an account. The worker finds no one and sends nothing.
     */
    userId: integer('user_id').references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: OUTBOX_KINDS }).notNull(),
    createdAt: createdAt(),
    /** Tries made so far, each ending in a failure; the one that sends is not counted. */
    attempts: integer('attempts').notNull().default(0),
    /** When the embedded database's worker tries next (on PostgreSQL the queue schedules its own retries). */
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    /** Why the last try failed: an error or SMTP reply code, never the server's text (it may quote the address). */
    lastError: text('last_error'),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    /** Set when no more tries will be made; `lastError` says why. */
    gaveUpAt: timestamp('gave_up_at', { withTimezone: true }),
  },
  (t) => [
    index('outbox_user_id_idx').on(t.userId),
    index('outbox_pending_idx')
      .on(t.nextAttemptAt)
      .where(sql`${t.sentAt} is null and ${t.gaveUpAt} is null`),
    check('outbox_kind_known', sql`${t.kind} in (${sql.raw(OUTBOX_KINDS.map((kind) => `'${kind}'`).join(', '))})`),
  ],
);
