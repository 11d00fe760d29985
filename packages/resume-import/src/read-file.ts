/** One entry for every upload: the file's kind found from its bytes, then the reader for that kind. */
import { readDocx } from './docx/read-docx.js';
import { resumeFileKind } from './file-kind.js';
import { readLinkedInZip } from './linkedin/read-linkedin.js';
import { readPdf } from './pdf/read-pdf.js';
import { readText } from './text/read-text.js';
import type { ImportResult } from './types.js';

/** The file read, or `unsupported` when it is none of the kinds the import reads (the route answers 415). */
export async function readResumeFile(bytes: Uint8Array): Promise<ImportResult | 'unsupported'> {
  switch (await resumeFileKind(bytes)) {
    case 'pdf':
      return readPdf(bytes);
    case 'docx':
      return readDocx(bytes);
    case 'linkedin':
      return readLinkedInZip(bytes);
    case 'text':
      return readText(new TextDecoder().decode(bytes));
    case null:
      return 'unsupported';
  }
}
