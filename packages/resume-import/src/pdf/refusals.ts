/** The sentences a person sees when their PDF cannot be read, with what to do instead. */
import { ImportRefusal } from '../types.js';

const INSTEAD = 'Upload the Word file if you have it, or paste the text instead.';

export const refuse = {
  noText: () =>
    new ImportRefusal(`This PDF looks like a scanned image: it has no text we can read. ${INSTEAD}`, 'no_text'),
  encrypted: () =>
    new ImportRefusal(`This PDF is protected with a password, so we cannot read it. ${INSTEAD}`, 'encrypted'),
  unreadable: () =>
    new ImportRefusal(`We could not read this file as a PDF: it may be damaged. ${INSTEAD}`, 'unreadable'),
  tooSlow: () => new ImportRefusal(`This PDF took too long to read. ${INSTEAD}`, 'unreadable'),
  tooManyPages: (pages: number, most: number) =>
    new ImportRefusal(
      `This PDF has ${pages} pages, more than a resume's ${most}: choose the file that holds just your resume.`,
      'not_resume',
    ),
  tooLarge: (megabytes: number) =>
    new ImportRefusal(
      `This PDF is larger than ${megabytes} MB: save a smaller copy (without large images) or paste the text instead.`,
      'too_large',
    ),
};
