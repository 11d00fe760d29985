/** The fields of a job as forms show them: the new-job form and the job page's edit-in-place use these. */
import {
  FOLLOW_UP_NOTE_MAX,
  JOB_TEXT_MAX,
  NOTES_MAX,
  POSTING_TEXT_MAX,
  SALARY_MAX,
  SOURCE_MAX,
  URL_MAX,
  EMPLOYMENT_TYPES,
  employmentTypeLabels,
  JOB_SOURCE_SUGGESTIONS,
  REMOTE_MODES,
  remoteLabels,
  INTERVIEW_KINDS,
  interviewKindLabels,
} from '@hirestride/shared/job-choices';
import type { FieldConfig } from '../../components/form-fields';
import { jobPlaceholders } from './job-placeholders';

const choices = <K extends string>(keys: readonly K[], labels: Record<K, string>) => [
  { value: '', label: 'Not set' },
  ...keys.map((key) => ({ value: key, label: labels[key] })),
];

/** A US user sees dollars and Chicago, a UK user pounds and London. */
const examples = jobPlaceholders();

export const jobFieldConfigs = {
  title: {
    name: 'title',
    label: 'Job title',
    required: true,
    maxLength: JOB_TEXT_MAX,
    placeholder: 'Senior Product Designer',
  },
  company: { name: 'company', label: 'Company', required: true, maxLength: JOB_TEXT_MAX, placeholder: 'Acme' },
  location: { name: 'location', label: 'Location', maxLength: JOB_TEXT_MAX, placeholder: examples.location },
  url: {
    name: 'url',
    label: 'Posting URL',
    kind: 'url',
    maxLength: URL_MAX,
    placeholder: 'https://…',
    wide: true,
  },
  salary: { name: 'salary', label: 'Salary', maxLength: SALARY_MAX, placeholder: examples.salary },
  employment_type: {
    name: 'employment_type',
    label: 'Employment type',
    kind: 'select',
    options: choices(EMPLOYMENT_TYPES, employmentTypeLabels),
  },
  remote: { name: 'remote', label: 'Remote', kind: 'select', options: choices(REMOTE_MODES, remoteLabels) },
  source: {
    name: 'source',
    label: 'Source',
    maxLength: SOURCE_MAX,
    placeholder: 'LinkedIn, a referral…',
    suggestions: JOB_SOURCE_SUGGESTIONS,
  },
  posting_text: {
    name: 'posting_text',
    label: 'Job posting',
    kind: 'textarea',
    rows: 10,
    maxLength: POSTING_TEXT_MAX,
    help: 'Paste the whole posting. It is kept exactly as pasted, for the match score and your cover letter.',
  },
  notes: { name: 'notes', label: 'Notes', kind: 'textarea', rows: 4, maxLength: NOTES_MAX },
  follow_up_on: { name: 'follow_up_on', label: 'Follow up on', kind: 'date' },
  follow_up_note: {
    name: 'follow_up_note',
    label: 'Follow-up note',
    maxLength: FOLLOW_UP_NOTE_MAX,
    placeholder: 'Email the recruiter',
  },
  applied_on: { name: 'applied_on', label: 'Applied on', kind: 'date' },
} satisfies Record<string, FieldConfig>;

export type JobFieldName = keyof typeof jobFieldConfigs;

/** An interview entry's fields (the job page's list, and the question when a card moves to Interviewed). */
export const interviewFieldConfigs = {
  date: { name: 'date', label: 'Date', kind: 'date' },
  time: { name: 'time', label: 'Time', kind: 'time' },
  kind: {
    name: 'kind',
    label: 'Kind',
    kind: 'select',
    options: [
      { value: '', label: 'Not set' },
      ...INTERVIEW_KINDS.map((kind) => ({ value: kind, label: interviewKindLabels[kind] })),
    ],
  },
  notes: { name: 'notes', label: 'Notes', kind: 'textarea', rows: 3, maxLength: 2_000 },
} satisfies Record<string, FieldConfig>;

/** The new-job form starts with the posting: pasted whole, it fills most of the fields after it, so it says so. */
export const newJobPostingField: FieldConfig = {
  ...jobFieldConfigs.posting_text,
  label: 'Paste the job posting',
  placeholder: 'Copy the whole ad from the job site and paste it here.',
  help: 'Start here: we read the title, company, location, salary and type from it. It is kept exactly as pasted, for your match score and cover letter.',
};

/** The new-job form's fields after the posting, in order. */
export const newJobDetailFields: FieldConfig[] = (
  ['title', 'company', 'location', 'url', 'salary', 'employment_type', 'remote', 'source', 'notes'] as const
).map((name) => jobFieldConfigs[name]);
