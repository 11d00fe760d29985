/** Reading a resume the user already has (/api/content/resume-import/): a file or pasted text in, a JSON Resume draft out. */
import type { ResumeImportResult } from '@hirestride/shared/resume-import';
import { api } from './client';

export type { ResumeImportResult };

const READ_URL = '/api/content/resume-import/';

/** A PDF, Word (.docx), LinkedIn export (.zip) or text file, sent as multipart in the field the server reads. */
export function readFile(file: File): Promise<ResumeImportResult> {
  const form = new FormData();
  form.append('file', file, file.name);
  return api.post<ResumeImportResult>(READ_URL, form);
}

/** Pasted resume text. */
export function readText(text: string): Promise<ResumeImportResult> {
  return api.post<ResumeImportResult>(READ_URL, { text });
}

/** Both calls store nothing: adding the result goes through the JSON Resume import (api/json-resume.ts). */
export const resumeImportApi = { readFile, readText };
