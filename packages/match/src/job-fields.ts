/** The fields a job can be in (`jobField`): a module of its own, so the web app can name them without the engine. */
export const JOB_FIELDS = [
  'software',
  'data',
  'healthcare',
  'logistics',
  'transport',
  'trades',
  'manufacturing',
  'hospitality',
  'retail',
  'sales-marketing',
  'finance',
  'hr',
  'education',
  'science',
  'engineering',
  'legal',
  'social-care',
  'office',
  'design',
] as const;
export type JobField = (typeof JOB_FIELDS)[number];
