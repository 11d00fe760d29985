/**
 * "Export my data": one zip with every table the user owns as JSON, the library as a JSON Resume file, and every
 * resume and cover letter as a PDF and a Word file.
 */
import JSZip from 'jszip';
import { PRODUCT_NAME } from '@hirestride/shared';
import { toJsonResume, type LibraryContent } from '@hirestride/resume-formats';
import type { PageSize } from '../resumes/pdf/resume-pdf.js';
import type { ExportedDocuments, LeftOut } from './documents.js';
import type { ExportedRow } from './repository.js';

/** Bumped when the layout of data.json changes, so a reader can tell versions apart. */
export const EXPORT_FORMAT = 'hirestride-export/1';

const NOT_INCLUDED = 'documents-not-included.txt';

const readme = (exportedAt: string, size: PageSize) => `${PRODUCT_NAME}: your data, exported ${exportedAt}

data.json                   Everything your account holds, one list per table: your profile (About You, work
                            experience, skills, education, certifications, snippets), resumes, saved jobs with
                            their contacts, interviews and activity, match results, cover letters, interview
                            practice answers and starred questions, and the devices signed in to your account.
                            Your password is not included (only a one-way hash of it is ever stored, and not
                            even that is exported).
resume.json                 Your content library as a JSON Resume document (https://jsonresume.org), which other
                            resume tools can import, as can ${PRODUCT_NAME} (Content Library, Import).
resumes/                    Each of your resumes as a PDF and a Word file (.docx), named as in My Resumes.
cover-letters/              Each of your cover letters as a PDF and a Word file, named as in My Cover Letters.
${NOT_INCLUDED}  Only when a resume or letter has no file here: which one, and why.

The files' pages are ${size === 'LETTER' ? 'US Letter' : 'A4'}; My Resumes and My Cover Letters download either size.
`;

const notIncluded = (
  leftOut: LeftOut[],
) => `These documents are not in this export as files (what they hold is in data.json):

${leftOut.map(({ what, why }) => `- ${what}: ${why}`).join('\n')}
`;

/** The export's bytes and file name from what the account holds; `now` is the export's timestamp. */
export async function zipExport(
  tables: Record<string, ExportedRow[]>,
  library: LibraryContent,
  documents: ExportedDocuments,
  now: Date,
) {
  const exportedAt = now.toISOString();
  const zip = new JSZip();
  zip.file('README.txt', readme(exportedAt, documents.size));
  zip.file('data.json', JSON.stringify({ format: EXPORT_FORMAT, exported_at: exportedAt, tables }, null, 2));
  zip.file('resume.json', JSON.stringify(toJsonResume(library, exportedAt), null, 2));
  // PDFs and Word files are compressed already: deflating them again would cost the request's thread for little.
  for (const { path, bytes } of documents.files) zip.file(path, bytes, { compression: 'STORE' });
  if (documents.leftOut.length > 0) zip.file(NOT_INCLUDED, notIncluded(documents.leftOut));
  const bytes = await zip.generateAsync({
    type: 'nodebuffer',
    compression: 'DEFLATE',
    compressionOptions: { level: 6 },
  });
  return { bytes, fileName: `hirestride-export-${exportedAt.slice(0, 10)}.zip` };
}
