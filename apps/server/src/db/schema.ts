/** Database tables (PostgreSQL dialect). Every change here needs `npm run db:generate` and a committed migration. */
import {
  boolean,
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
    /** Tokens issued before this instant are no longer accepted. */
    credentialsChangedAt: timestamp('credentials_changed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('users_email_key').on(t.email), uniqueIndex('users_google_sub_key').on(t.googleSub)],
);

/** Server-side sessions. The id column holds a SHA-256 of the cookie value, never the value itself. */
export const sessions = pgTable(
  'sessions',
  {
    id: text('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('sessions_user_id_idx').on(t.userId), index('sessions_expires_at_idx').on(t.expiresAt)],
);

/** Refresh tokens by their JWT id, so they can be rotated and revoked. */
export const refreshTokens = pgTable(
  'refresh_tokens',
  {
    jti: text('jti').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [index('refresh_tokens_user_id_idx').on(t.userId), index('refresh_tokens_expires_at_idx').on(t.expiresAt)],
);

const owner = () =>
  integer('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' });
const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

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
    createdAt: createdAt(),
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
    rendererKey: text('renderer_key').notNull(),
    designJson: jsonb('design_json').notNull(),
    contentData: jsonb('content_data').notNull(),
    snippetSectionMap: jsonb('snippet_section_map').notNull().default({}),
    isDraft: boolean('is_draft').notNull().default(true),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('resume_versions_user_template_idx').on(t.userId, t.templateId),
    index('resume_versions_user_updated_idx').on(t.userId, t.updatedAt),
  ],
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
};
