/**
 * Cover letter files. A letter that states something the user's library does not back, and that they have not
 * confirmed, is refused with the claims listed; so is one with nothing written in it. PDF and Word are drawn in the
 * pool.
 */
import type { ContactLine } from '@hirestride/shared';
import { checkClaims, claimKey, letterIsEmpty, letterText } from '@hirestride/writing';
import type { Database } from '../db/client.js';
import { HttpError, notFound } from '../http/errors.js';
import type { Repositories } from '../repositories.js';
import type { PageSize } from '../resumes/pdf/resume-pdf.js';
import type { WorkPool } from '../work/pool.js';
import type { LetterHeader } from './letter-pdf.js';
import type { LetterRow } from './repository.js';
import { letterJob, writingLibrary } from './writing-input.js';

export const emptyLetterMessage = 'This letter is empty. Write or generate it before downloading it.';

export interface LetterExportDeps {
  db: Database;
  work: Pick<WorkPool, 'run'>;
  repositories: Pick<Repositories, 'coverLetters' | 'jobs'>;
}

type Writer = { id: number; firstName: string; lastName: string };

/** The letterhead: the user's name and contacts, and today written as the page size's region writes it. */
export const letterhead = (library: { name: string }, contactLine: ContactLine, size: PageSize): LetterHeader => ({
  name: library.name || 'Your name',
  ...contactLine,
  // US Letter readers write the month first.
  date: new Intl.DateTimeFormat(size === 'LETTER' ? 'en-US' : 'en-GB', { dateStyle: 'long' }).format(new Date()),
});

/** What the pool's letterPdf and letterDocx tasks draw a letter from: the writer's letterhead and the letter's text. */
export const letterFileInput = (
  body: string,
  writer: { library: { name: string }; contactLine: ContactLine },
  size: PageSize,
) => ({ header: letterhead(writer.library, writer.contactLine, size), body, size });

export class LetterExportService {
  constructor(private readonly deps: LetterExportDeps) {}

  /** The letter, once it says something and every claim in it is backed or confirmed; 409 otherwise. */
  async exportable(user: Writer, id: number) {
    const { repositories } = this.deps;
    const letter = await repositories.coverLetters.byId(user.id, id);
    if (!letter) throw notFound();
    if (letterIsEmpty(letter.body)) throw new HttpError(409, { detail: emptyLetterMessage, code: 'empty' });
    const [{ library, contactLine }, saved] = await Promise.all([
      writingLibrary(this.deps.db, user),
      letter.jobId ? repositories.jobs.byId(user.id, letter.jobId) : null,
    ]);
    const confirmed = new Set(letter.confirmedClaims as string[]);
    const open = checkClaims(letter.body, {
      library,
      job: letterJob(saved, { title: letter.title, company: letter.company }),
      now: new Date().toISOString(),
    }).filter((claim) => !confirmed.has(claimKey(claim)));
    if (open.length > 0)
      throw new HttpError(409, {
        detail: `The letter states what your profile does not show: ${open.map((c) => `“${c.text}”`).join(', ')}. Edit it, add it to your profile, or confirm it is true.`,
        claims: open,
      });
    return { letter, library, contactLine };
  }

  /** The letter as a PDF or Word file of the page size. */
  async file(
    user: Writer,
    id: number,
    extension: 'pdf' | 'docx',
    size: PageSize,
  ): Promise<{ letter: LetterRow; bytes: Buffer }> {
    const { letter, library, contactLine } = await this.exportable(user, id);
    const input = letterFileInput(letter.body, { library, contactLine }, size);
    const bytes = await this.deps.work.run(user.id, extension === 'pdf' ? 'letterPdf' : 'letterDocx', input);
    return { letter, bytes };
  }

  /** The letter as plain text for pasting into a form. */
  async text(user: Writer, id: number): Promise<{ letter: LetterRow; text: string }> {
    const { letter } = await this.exportable(user, id);
    return { letter, text: letterText(letter.body) + '\n' };
  }
}
