/** Public surface of the shared package: import everything from '@hirestride/shared'. */
export * from './product.js';
export * from './messages.js';
export * from './validation.js';
export * from './fields.js';
export * from './auth.js';
export * from './content.js';
export * from './progress.js';
export * from './resume.js';
export * from './dates.js';
export * from './jobs.js';
export * from './job-records.js';
export * from './job-requests.js';
export * from './jobs-csv.js';
export * from './cover-letters.js';
export * from './writing.js';
export * from './interview.js';
export * from './learning.js';
