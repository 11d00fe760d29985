/**
 * The choose step's state: the file and the pasted text the user gave, which read is under way, and what went wrong.
 * A failed read changes only the error, so nothing the user chose or typed is lost and the same read can be retried.
 */
import {
  RESUME_IMPORT_MAX_BYTES,
  RESUME_IMPORT_MAX_CHARS,
  resumeImportMessages,
} from '@hirestride/shared/resume-import';
import { ApiError } from '../../../api/client';

export type ReadSource = 'file' | 'text';

export interface ChooseState<F = File> {
  file: F | null;
  text: string;
  /** Which read is under way, if any. */
  reading: ReadSource | null;
  /** The sentence to show, beside the control it is about. */
  error: { source: ReadSource; message: string } | null;
}

export type ChooseAction<F = File> =
  | { type: 'fileChosen'; file: F }
  | { type: 'textChanged'; text: string }
  | { type: 'readStarted'; source: ReadSource }
  | { type: 'readFailed'; source: ReadSource; message: string }
  | { type: 'readDone' };

export const initialChooseState: ChooseState<never> = { file: null, text: '', reading: null, error: null };

export function chooseReducer<F>(state: ChooseState<F>, action: ChooseAction<F>): ChooseState<F> {
  switch (action.type) {
    case 'fileChosen':
      return { ...state, file: action.file, error: null };
    case 'textChanged':
      // Editing the text answers a complaint about it; a complaint about the file stays until the file changes.
      return { ...state, text: action.text, error: state.error?.source === 'text' ? null : state.error };
    case 'readStarted':
      return { ...state, reading: action.source, error: null };
    case 'readFailed':
      return { ...state, reading: null, error: { source: action.source, message: action.message } };
    case 'readDone':
      return { ...state, reading: null, error: null };
  }
}

const KNOWN_EXTENSIONS = ['pdf', 'docx', 'zip', 'txt'];
/** Kinds no resume reader here takes, refused before the upload with the server's own sentence. */
const WRONG_EXTENSIONS = [
  'doc',
  'rtf',
  'odt',
  'pages',
  'jpg',
  'jpeg',
  'png',
  'gif',
  'heic',
  'webp',
  'xls',
  'xlsx',
  'csv',
  'ppt',
  'pptx',
  'json',
];

/** The server's sentence for a file it would surely refuse, or null: the server still decides the rest. */
export function checkFile(file: { name: string; size: number }): string | null {
  if (file.size > RESUME_IMPORT_MAX_BYTES) return resumeImportMessages.tooLarge;
  if (file.size === 0) return resumeImportMessages.noFile;
  const extension = /\.([a-z0-9]+)$/i.exec(file.name)?.[1]?.toLowerCase();
  if (extension && WRONG_EXTENSIONS.includes(extension)) return resumeImportMessages.unsupported;
  return null;
}

/** The server's sentence for pasted text it would refuse, or null. */
export function checkText(text: string): string | null {
  if (!text.trim()) return resumeImportMessages.emptyText;
  if (text.trim().length > RESUME_IMPORT_MAX_CHARS) return resumeImportMessages.tooLong;
  return null;
}

export const READ_FAILED = 'Your resume could not be sent. Check your connection and try again.';
const SIGNED_OUT = 'You have been signed out. Sign in again, then choose the file again.';

/** What to tell the user about a failed read: the server's sentence when it sent one. */
export function readFailureMessage(error: unknown): string {
  if (!(error instanceof ApiError)) return READ_FAILED;
  if (error.status === 401 || error.status === 403) return error.detail ?? SIGNED_OUT;
  const fields = error.fieldErrors;
  return error.detail ?? fields.file ?? fields.text ?? READ_FAILED;
}

export const acceptedFileTypes = [
  ...KNOWN_EXTENSIONS.map((extension) => `.${extension}`),
  'application/pdf',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  'application/zip',
  'text/plain',
].join(',');
