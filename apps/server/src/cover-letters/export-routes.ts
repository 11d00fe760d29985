/**
 * Cover letter files: PDF and Word (the resume's export paths, decision 009) and plain text. A letter that states something
 * the user's library does not back, and that they have not confirmed, is refused with the claims listed; so is one
 * with nothing written in it.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as z from 'zod';
import type { ContactLine } from '@hirestride/shared';
import { checkClaims, claimKey, letterIsEmpty, letterText } from '@hirestride/writing';
import type { Database } from '../db/client.js';
import { disposition, fileName } from '../http/attachment.js';
import { HttpError, notFound } from '../http/errors.js';
import { parseId } from '../http/ids.js';
import { JobsRepository } from '../jobs/repository.js';
import { PAGE_SIZES, type PageSize } from '../resumes/pdf/resume-pdf.js';
import { CoverLettersRepository } from './repository.js';
import { renderLetterDocx } from './letter-docx.js';
import { renderLetterPdf, type LetterHeader } from './letter-pdf.js';
import { letterJob, writingLibrary } from './writing-input.js';

const tags = ['cover-letters'];
export const emptyLetterMessage = 'This letter is empty. Write or generate it before downloading it.';
const params = z.object({ id: z.string() });

export const coverLetterExportRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  const letters = new CoverLettersRepository(db);
  const jobs = new JobsRepository(db);

  /** The letter, once it says something and every claim in it is backed or confirmed; 409 otherwise. */
  async function exportable(user: { id: number; firstName: string; lastName: string }, rawId: string) {
    const letter = await letters.byId(user.id, parseId(rawId));
    if (!letter) throw notFound();
    if (letterIsEmpty(letter.body)) throw new HttpError(409, { detail: emptyLetterMessage, code: 'empty' });
    const [{ library, contactLine }, saved] = await Promise.all([
      writingLibrary(db, user),
      letter.jobId ? jobs.byId(user.id, letter.jobId) : null,
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

  /** The letterhead: the user's name and contacts, and today written as the page size's region writes it. */
  const letterhead = (library: { name: string }, contactLine: ContactLine, size: PageSize): LetterHeader => ({
    name: library.name || 'Your name',
    ...contactLine,
    // US Letter readers write the month first.
    date: new Intl.DateTimeFormat(size === 'LETTER' ? 'en-US' : 'en-GB', { dateStyle: 'long' }).format(new Date()),
  });

  const FILES = {
    pdf: { type: 'application/pdf', render: renderLetterPdf, what: 'a PDF file (A4 or US Letter, fonts embedded)' },
    docx: {
      type: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
      render: renderLetterDocx,
      what: 'a Word file (A4 or US Letter)',
    },
  } as const;

  for (const [extension, file] of Object.entries(FILES)) {
    app.get(
      `/api/cover-letters/:id/export.${extension}`,
      {
        schema: {
          tags,
          summary: `The letter as ${file.what}; refused while it has unconfirmed claims`,
          params,
          querystring: z.object({ size: z.enum(PAGE_SIZES).default('A4') }),
        },
      },
      async (request, reply) => {
        const { user } = request;
        const { letter, library, contactLine } = await exportable(user, request.params.id);
        const size = request.query.size;
        const bytes = await file.render(letterhead(library, contactLine, size), letter.body, size);
        return reply
          .header('Content-Type', file.type)
          .header('Content-Disposition', disposition(fileName(letter.name, extension, 'cover letter')))
          .header('Cache-Control', 'no-store')
          .send(bytes);
      },
    );
  }

  app.get(
    '/api/cover-letters/:id/export.txt',
    {
      schema: {
        tags,
        summary: 'The letter as plain text for pasting into a form; refused while it has unconfirmed claims',
        params,
      },
    },
    async (request, reply) => {
      const { user } = request;
      const { letter } = await exportable(user, request.params.id);
      return reply
        .header('Content-Type', 'text/plain; charset=utf-8')
        .header('Content-Disposition', disposition(fileName(letter.name, 'txt', 'cover letter')))
        .header('Cache-Control', 'no-store')
        .send(letterText(letter.body) + '\n');
    },
  );
};
