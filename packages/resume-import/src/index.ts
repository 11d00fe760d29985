/** Reading a resume a person already has into a JSON Resume document: PDF, Word, LinkedIn export or pasted text. */
export * from './types.js';
export { pdfLines } from './pdf/pdf-lines.js';
export { readPdf } from './pdf/read-pdf.js';
export { sectionResume } from './sectioner/section-resume.js';
export { readText } from './text/read-text.js';
export { readDocx } from './docx/read-docx.js';
export { readLinkedInZip } from './linkedin/read-linkedin.js';
export { resumeFileKind, type ResumeFileKind } from './file-kind.js';
export { readResumeFile } from './read-file.js';
