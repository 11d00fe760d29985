/** Reading the chosen file in the browser: the size limit, and which text encoding the bytes are in. */
import { JOB_IMPORT_MAX_BYTES } from '@hirestride/shared/jobs-csv-columns';

export type FileEncoding = 'utf-8' | 'utf-16le' | 'utf-16be' | 'windows-1252';

export type FileReadResult = { ok: true; text: string; encoding: FileEncoding } | { ok: false; error: string };

const MEGABYTE = 1024 * 1024;

export const fileMessages = {
  tooLarge: (size: number) =>
    `This file is ${formatFileSize(size)}; HireStride imports files up to ${formatFileSize(JOB_IMPORT_MAX_BYTES)}. Split it into smaller files.`,
  unreadable: 'The file could not be read. It may have been moved or deleted; choose it again.',
};

/**
 * "812 bytes", "13 KB", "3.5 MB". Rounded up, so that a file just over the limit never reads as the limit itself
 * ("10 MB; up to 10 MB").
 */
export function formatFileSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} ${bytes === 1 ? 'byte' : 'bytes'}`;
  if (bytes < MEGABYTE) return `${Math.ceil(bytes / 1024)} KB`;
  return `${Math.ceil((bytes / MEGABYTE) * 10) / 10} MB`;
}

/** Why a file of this size is refused before it is read; null when it may be read. */
export function fileSizeProblem(bytes: number): string | null {
  return bytes > JOB_IMPORT_MAX_BYTES ? fileMessages.tooLarge(bytes) : null;
}

/**
 * The file's text. UTF-8 when the bytes are valid UTF-8 (Google Sheets, Numbers, LibreOffice, Excel's "CSV UTF-8");
 * UTF-16 when a byte-order mark says so (Excel's "Unicode Text"); otherwise Windows-1252, which is what Excel's plain
 * "CSV" writes on Windows in Western locales, and which never fails, so a binary file still reaches the server and
 * gets its sentence about not being a CSV.
 */
export function decodeCsvBytes(bytes: Uint8Array): { text: string; encoding: FileEncoding } {
  if (bytes[0] === 0xff && bytes[1] === 0xfe)
    return { text: new TextDecoder('utf-16le').decode(bytes), encoding: 'utf-16le' };
  if (bytes[0] === 0xfe && bytes[1] === 0xff)
    return { text: new TextDecoder('utf-16be').decode(bytes), encoding: 'utf-16be' };
  try {
    return { text: new TextDecoder('utf-8', { fatal: true }).decode(bytes), encoding: 'utf-8' };
  } catch {
    return { text: new TextDecoder('windows-1252').decode(bytes), encoding: 'windows-1252' };
  }
}

/** Reads a chosen or dropped file, refusing one over the limit before reading a byte of it. */
export async function readCsvFile(file: Blob): Promise<FileReadResult> {
  const sizeProblem = fileSizeProblem(file.size);
  if (sizeProblem) return { ok: false, error: sizeProblem };
  let buffer: ArrayBuffer;
  try {
    buffer = await file.arrayBuffer();
  } catch {
    return { ok: false, error: fileMessages.unreadable };
  }
  return { ok: true, ...decodeCsvBytes(new Uint8Array(buffer)) };
}
