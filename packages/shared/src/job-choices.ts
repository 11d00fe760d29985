/** The tracker's choices and their labels (stages, outcomes, employment types, work modes) and its limits. No zod, so any screen can use them without loading the schemas. */

/** The tracker's stages in board order (the side navigation keeps the seed's own order). */
export const JOB_STAGES = ['wishlist', 'maybe', 'submitted', 'interviewed', 'archived'] as const;
export type JobStage = (typeof JOB_STAGES)[number];
export const stageLabels: Record<JobStage, string> = {
  wishlist: 'Wish List',
  maybe: 'Maybe',
  submitted: 'Submitted',
  interviewed: 'Interviewed',
  archived: 'Archives',
};
/** The last part of each stage's own page, /tracker/{slug}. */
export const stageSlugs: Record<JobStage, string> = {
  wishlist: 'wishlist',
  maybe: 'maybe',
  submitted: 'submitted',
  interviewed: 'interviewed',
  archived: 'archives',
};

/** How an archived application ended; only archived jobs have one. */
export const JOB_OUTCOMES = ['offer_accepted', 'offer_declined', 'rejected', 'withdrawn', 'no_response'] as const;
export type JobOutcome = (typeof JOB_OUTCOMES)[number];
export const outcomeLabels: Record<JobOutcome, string> = {
  offer_accepted: 'Offer accepted',
  offer_declined: 'Offer declined',
  rejected: 'Rejected',
  withdrawn: 'Withdrawn',
  no_response: 'No response',
};

export const EMPLOYMENT_TYPES = ['full_time', 'part_time', 'contract', 'internship', 'temporary'] as const;
export type EmploymentType = (typeof EMPLOYMENT_TYPES)[number];
export const employmentTypeLabels: Record<EmploymentType, string> = {
  full_time: 'Full-time',
  part_time: 'Part-time',
  contract: 'Contract',
  internship: 'Internship',
  temporary: 'Temporary',
};

export const REMOTE_MODES = ['onsite', 'hybrid', 'remote'] as const;
export type RemoteMode = (typeof REMOTE_MODES)[number];
export const remoteLabels: Record<RemoteMode, string> = { onsite: 'On-site', hybrid: 'Hybrid', remote: 'Remote' };

/** Offered as suggestions; the source is free text. */
export const JOB_SOURCE_SUGGESTIONS = [
  'LinkedIn',
  'Indeed',
  'Glassdoor',
  'Company site',
  'Referral',
  'Recruiter',
  'Job board',
  'Networking',
  'Other',
];

export const INTERVIEW_KINDS = ['phone', 'video', 'onsite'] as const;
export type InterviewKind = (typeof INTERVIEW_KINDS)[number];
export const interviewKindLabels: Record<InterviewKind, string> = { phone: 'Phone', video: 'Video', onsite: 'On-site' };

export const JOB_TEXT_MAX = 200;
export const URL_MAX = 2_000;
export const SALARY_MAX = 100;
export const SOURCE_MAX = 100;
export const POSTING_TEXT_MAX = 50_000;
export const NOTES_MAX = 10_000;
export const FOLLOW_UP_NOTE_MAX = 500;
/** A user keeps at most this many jobs; a bound on what one account can store. */
export const MAX_JOBS_PER_USER = 5_000;
/** The list's largest page (DRF's max_limit). */
export const MAX_PAGE_SIZE = 200;
