/** Resume formats: JSON Resume export and import planning. */
export * from './json-resume.js';
