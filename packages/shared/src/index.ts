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
