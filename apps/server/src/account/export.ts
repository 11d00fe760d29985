/** "Export my data": one zip with every table the user owns as JSON, and the library as a JSON Resume file. */
import JSZip from 'jszip';
import { PRODUCT_NAME } from '@hirestride/shared';
import { toJsonResume, type LibraryContent } from '@hirestride/resume-formats';
import type { ExportedRow } from './repository.js';

/** Bumped when the layout of data.json changes, so a reader can tell versions apart. */
export const EXPORT_FORMAT = 'hirestride-export/1';

const readme = (exportedAt: string) => `${PRODUCT_NAME}: your data, exported ${exportedAt}

data.json     Everything your account holds, one list per table: your profile (About You, work experience,
              skills, education, certifications, snippets), resumes, saved jobs with their contacts,
              interviews and activity, match results, cover letters, interview practice answers and starred
              questions, and the devices signed in to your account. Your password is not included (only a
              one-way hash of it is ever stored, and not even that is exported).
resume.json   Your content library as a JSON Resume document (https://jsonresume.org), which other resume
              tools can import, as can ${PRODUCT_NAME} (Content Library, Import).

PDF and Word files are made when you download them and are not stored, so none are in this export:
download them again from My Resumes and My Cover Letters at any time.
`;

/** The export's bytes and file name from what the account holds; `now` is the export's timestamp. */
export async function zipExport(tables: Record<string, ExportedRow[]>, library: LibraryContent, now: Date) {
  const exportedAt = now.toISOString();
  const zip = new JSZip();
  zip.file('README.txt', readme(exportedAt));
  zip.file('data.json', JSON.stringify({ format: EXPORT_FORMAT, exported_at: exportedAt, tables }, null, 2));
  zip.file('resume.json', JSON.stringify(toJsonResume(library, exportedAt), null, 2));
  const bytes = await zip.generateAsync({
    type: 'nodebuffer',
    compression: 'DEFLATE',
    compressionOptions: { level: 6 },
  });
  return { bytes, fileName: `hirestride-export-${exportedAt.slice(0, 10)}.zip` };
}
