/** Importing the resume a person already has: what the upload and the paste send, and what the reading answers. */
import * as z from 'zod';

/** A resume is a few pages; this leaves room for one with photos and embedded fonts. */
export const RESUME_IMPORT_MAX_BYTES = 10 * 1024 * 1024;
/** Pasted text: far more than any resume holds. */
export const RESUME_IMPORT_MAX_CHARS = 100_000;

export const resumeImportMessages = {
  unsupported:
    'This file is not one we can read. Upload a PDF, a Word document (.docx), your LinkedIn data export (.zip) or a text file, or paste the text.',
  tooLarge: `This file is over ${RESUME_IMPORT_MAX_BYTES / 1024 / 1024} MB. Upload a smaller copy (without photos), or paste the text.`,
  unreadable:
    'This file could not be read. Save it again as a PDF or a Word document (.docx) and upload that, or paste the text.',
  noFile: 'Choose a file to upload, or paste the text of your resume.',
  emptyText: 'Paste the text of your resume first.',
  tooLong: `That is more text than a resume holds (at most ${RESUME_IMPORT_MAX_CHARS.toLocaleString('en')} characters).`,
} as const;

export const resumeImportTextRequest = z.object({
  text: z
    .string({ error: resumeImportMessages.emptyText })
    .trim()
    .min(1, { error: resumeImportMessages.emptyText })
    .max(RESUME_IMPORT_MAX_CHARS, { error: resumeImportMessages.tooLong }),
});

export const resumeImportSource = z.enum(['pdf', 'docx', 'linkedin', 'text']);
export type ResumeImportSource = z.infer<typeof resumeImportSource>;

export const resumeImportResult = z.object({
  document: z.record(z.string(), z.unknown()).describe('The resume as a JSON Resume document (v1.0.0)'),
  unread: z
    .array(z.object({ text: z.string(), reason: z.string() }))
    .describe('Lines the reader could not place, each with why: the review offers them as snippets'),
  source: resumeImportSource,
});
export type ResumeImportResult = z.infer<typeof resumeImportResult>;
