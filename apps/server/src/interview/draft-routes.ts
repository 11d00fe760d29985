/**
 * A STAR answer draft for a question: written by the configured model from the user's own profile, or by the
 * offline composer (packages/interview starDraft); either way every part is checked against the library, and a
 * model that fails gives way to the offline draft with a notice. Nothing is saved: the user edits, then saves.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { findQuestion, starDraft } from '@hirestride/interview';
import { STAR_PARTS, starDraftRequest, starDraftResponse, type StarDraftResponse } from '@hirestride/shared';
import { checkClaims, starPrompt } from '@hirestride/writing';
import { countWriting, WriterError, writeWhole, writerMessages, type WritingOptions } from '../ai/writer.js';
import { letterJob, writingLibrary } from '../cover-letters/writing-input.js';
import { unknownId, validationError } from '../http/errors.js';
import { JobsRepository } from '../jobs/repository.js';

type Parts = Pick<StarDraftResponse, (typeof STAR_PARTS)[number]>;

/** "Situation: …" lines as the prompt asks for them; null unless all four are there. */
export function readStar(answer: string): Parts | null {
  const parts: Partial<Parts> = {};
  let current: keyof Parts | null = null;
  for (const raw of answer.split(/\r?\n/)) {
    const line = raw.replace(/\*\*|__/g, '').trim();
    const label = /^(?:[-*•]\s*)?(situation|task|action|result)\s*[:：-]\s*(.*)$/i.exec(line);
    if (label) {
      current = label[1]!.toLowerCase() as keyof Parts;
      parts[current] = label[2]!.trim();
    } else if (current && line) parts[current] = `${parts[current]} ${line}`.trim();
  }
  return STAR_PARTS.every((part) => parts[part]) ? (parts as Parts) : null;
}

export const interviewDraftRoutes: FastifyPluginAsyncZod<WritingOptions> = async (app, options) => {
  const { db } = options;
  const jobs = new JobsRepository(db);

  app.post(
    '/api/interview/draft/',
    {
      schema: {
        tags: ['interview'],
        summary: 'A STAR answer draft from your profile (the configured model, or offline); each part claim-checked',
        body: starDraftRequest,
        response: { 200: starDraftResponse },
      },
    },
    async (request, reply): Promise<StarDraftResponse> => {
      const { user } = request;
      await countWriting(options, request);
      const body = request.body;
      const banked = findQuestion(body.question_id);
      const text = banked?.question.text ?? body.question_text?.trim();
      if (!text) throw validationError({ question_text: ['Give the question’s words: no bank holds this one.'] });
      const saved = body.job ? await jobs.byId(user.id, body.job) : null;
      if (body.job && !saved) throw unknownId('job', body.job);
      const job = letterJob(saved, {});
      const { library } = await writingLibrary(db, user);
      const now = new Date().toISOString();
      const offline = starDraft({ question: { text, category: banked?.question.category ?? '' }, library });

      let parts: Parts = offline;
      let writtenBy = 'Offline composer';
      let notice: string | null = null;
      if (options.writer.kind !== 'offline') {
        const stop = new AbortController();
        reply.raw.on('close', () => stop.abort());
        const task = { offline: () => '', prompt: starPrompt({ question: text, job, library, now }), maxTokens: 500 };
        const answer = await writeWhole(options.writer, task, stop.signal, readStar);
        if (answer instanceof WriterError) {
          request.log.warn({ failure: answer.failure }, 'STAR draft fell back to offline');
          notice = `${writerMessages[answer.failure]} This is the offline composer’s draft instead.`;
        } else {
          parts = answer;
          writtenBy = options.writer.label;
        }
      }
      const claims = STAR_PARTS.flatMap((part) =>
        checkClaims(parts[part], { library, job, now }).map((claim) => ({ ...claim, part })),
      );
      return {
        ...parts,
        sources: writtenBy === 'Offline composer' ? offline.sources : [],
        written_by: writtenBy,
        notice,
        claims,
      };
    },
  );
};
