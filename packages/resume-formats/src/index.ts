/** Resume formats: JSON Resume export and import planning. */
export * from './json-resume.js';
export * from './json-resume-basics.js';
export * from './resume-layout.js';
export * from './resume-look.js';
export * from './plain-text.js';
export * from './checklist.js';
export * from './refresh.js';
