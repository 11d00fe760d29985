/**
 * "Improve this line" (issue 14): up to three rewrites of one resume line, from the configured model or the offline
 * rules (packages/writing rewriteLine), each checked against the user's library so what it adds is underlined
 * "not in your profile". A model that fails or answers nothing usable gives way to the offline rewrites, and the
 * answer says so in `notice`: the button is never dead and never silently different.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { lineRequirements } from '@hirestride/match';
import { improveLineRequest, improveLineResponse, type ImproveLineResponse } from '@hirestride/shared';
import {
  checkClaims,
  descriptionLines,
  linePrompt,
  rewriteLine,
  type LetterJob,
  type LineRewrite,
  type WritingLibrary,
} from '@hirestride/writing';
import { offlineWriter } from '../ai/offline-writer.js';
import { WriterError, writeWhole, writerMessages, type WritingOptions, type WritingTask } from '../ai/writer.js';
import { letterJob, writingLibrary } from '../cover-letters/writing-input.js';
import { unknownId } from '../http/errors.js';
import { JobsRepository } from '../jobs/repository.js';
import { readRewrites, rewritesAsAnswer } from './model-rewrites.js';

/** Three short lines and their reasons. */
const MAX_TOKENS = 300;
/** The requirement kinds a line can name in the posting's words; titles, years and degrees are not rewordings. */
const TERM_CATEGORIES = new Set(['hard_skill', 'soft_skill', 'certification', 'language', 'other']);

/** The posting's own words for the skills and certifications it asks for, once each; none without a posting. */
function postingTerms(job: LetterJob, library: WritingLibrary, now: string): string[] {
  if (job.postingText.trim() === '') return [];
  const requirements = lineRequirements({ ...job, library, now });
  return [...new Set(requirements.filter((r) => TERM_CATEGORIES.has(r.category)).map((r) => r.text))];
}

export const improveLineRoutes: FastifyPluginAsyncZod<WritingOptions> = async (app, options) => {
  const { db } = options;
  const jobs = new JobsRepository(db);

  app.post(
    '/api/writing/improve-line/',
    {
      schema: {
        tags: ['writing'],
        summary:
          'Up to three rewrites of one resume line (the configured model, or rule-based offline), each with the claims your library does not back',
        body: improveLineRequest,
        response: { 200: improveLineResponse },
      },
    },
    async (request, reply): Promise<ImproveLineResponse> => {
      const { user } = request;
      // Every request counts, the offline ones too: the limit is per account, whatever answers.
      await options.throttle.hit(`ai:user:${user.id}`, options.aiRate);
      const { line, job: jobId } = request.body;
      const saved = jobId ? await jobs.byId(user.id, jobId) : null;
      if (jobId && !saved) throw unknownId('job', jobId);
      const job = letterJob(saved, {});
      const { library } = await writingLibrary(db, user);
      const now = new Date().toISOString();

      // One line, its bullet marker off, whatever was pasted: both the rules and the model see the same text.
      const original = descriptionLines(line).join(' ') || line;
      const terms = postingTerms(job, library, now);
      const advice = rewriteLine(original, { postingTerms: terms });
      const task: WritingTask = {
        offline: () => rewritesAsAnswer(advice.rewrites),
        prompt: linePrompt({ line: original, job, postingTerms: terms }),
        maxTokens: MAX_TOKENS,
      };
      // A user who leaves stops the model: the response closing before it is sent means no one is waiting.
      const stop = new AbortController();
      reply.raw.on('close', () => stop.abort());

      let writer = options.writer;
      let notice: string | null = null;
      let rewrites: LineRewrite[] = advice.rewrites;
      // The offline rules' rewrites are used as they are: reading them back as a model's answer could only lose some.
      if (writer.kind !== 'offline') {
        const answer = await writeWhole(writer, task, stop.signal, (text) => {
          const read = readRewrites(text, original, `Suggested by ${writer.label}.`);
          return read.length > 0 ? read : null;
        });
        if (answer instanceof WriterError) {
          request.log.warn({ failure: answer.failure, status: answer.status }, 'improve-line fell back to offline');
          notice = `${writerMessages[answer.failure]} These are the offline composer’s suggestions instead.`;
          writer = offlineWriter;
        } else rewrites = answer;
      }

      // What the user wrote is theirs to say: only what a rewrite adds to it and to the library is flagged.
      const withLine: WritingLibrary = {
        ...library,
        snippets: [...library.snippets, { id: 0, title: '', content: original }],
      };
      const claimsOf = (text: string) => checkClaims(text, { library: withLine, job, now });
      return {
        rewrites: rewrites.map((rewrite) => ({ ...rewrite, claims: claimsOf(rewrite.text) })),
        flags: advice.flags,
        written_by: writer.label,
        notice,
      };
    },
  );
};
