/**
 * Writing a cover letter (or one paragraph of it) and checking its claims. The answer streams as server-sent events
 * so the editor shows the text as it is written: `meta` (who writes), `text` pieces, then `error` if the provider
 * failed (the pieces already sent stand) and always `done` with the claims the library cannot back (and a `note` when
 * the offline composer's letter is shorter than the length asked for).
 */
import { PassThrough } from 'node:stream';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as z from 'zod';
import { generateCoverLetterRequest, unsupportedClaim } from '@hirestride/shared';
import { lengthNote } from '@hirestride/writing';
import { libraryIsEmpty } from '@hirestride/match';
import { offlineWriter } from '../ai/offline-writer.js';
import { shapedWrite } from '../ai/shaped-write.js';
import { countWriting, WriterError, type WritingOptions } from '../ai/writer.js';
import type { LetterWritingService } from './generate-service.js';

/** Said when a model's rewrite of one paragraph did not come back as one paragraph, twice. */
export const FALLBACK_NOTICE =
  'The model did not answer with one paragraph, so the offline composer wrote this one. Your other paragraphs are unchanged.';

const tags = ['cover-letters'];

const event = (name: string, data: unknown) => `event: ${name}\ndata: ${JSON.stringify(data)}\n\n`;

export const coverLetterGenerateRoutes: FastifyPluginAsyncZod<
  Omit<WritingOptions, 'db'> & { writing: LetterWritingService }
> = async (app, options) => {
  const { writing } = options;

  app.post(
    '/api/cover-letters/generate/',
    {
      // Held back by compression, a stream would arrive all at once at the end.
      compress: false,
      schema: {
        tags,
        summary:
          'Write a cover letter, or one paragraph of it, for a saved job or a pasted posting; streamed as server-sent events (meta, text…, error?, done)',
        body: generateCoverLetterRequest,
        produces: ['text/event-stream'],
      },
    },
    async (request, reply) => {
      const { user } = request;
      // Every request counts, the offline ones too: the limit is per account, whatever answers.
      await countWriting(options, request);
      const body = request.body;
      const input = await writing.input(user, body);
      const task = writing.task(input, body);
      const writer = body.offline ? offlineWriter : options.writer;

      // The answer's connection closing before the letter is done means the user pressed Stop or left: the model's
      // request ends with it. (The request's own 'close' fires once its body is read, long before.)
      const stop = new AbortController();
      reply.raw.on('close', () => {
        if (!reply.raw.writableFinished) stop.abort();
      });
      const stream = new PassThrough();
      void (async () => {
        // Said first, so the page can say why a letter from an empty profile is only a frame.
        const libraryEmpty = libraryIsEmpty(input.library);
        stream.write(event('meta', { writer: writer.kind, label: writer.label, library_empty: libraryEmpty }));
        let text = '';
        let failed = false;
        try {
          // A paragraph rewrite must come back as one paragraph: otherwise the offline composer writes it, and says so.
          const fallback = () =>
            stream.write(
              event('meta', {
                writer: offlineWriter.kind,
                label: offlineWriter.label,
                library_empty: libraryEmpty,
                notice: FALLBACK_NOTICE,
              }),
            );
          for await (const piece of shapedWrite(writer, task, stop.signal, fallback)) {
            text += piece;
            stream.write(event('text', { text: piece }));
          }
        } catch (error) {
          failed = true;
          const failure = error instanceof WriterError ? error : new WriterError('unreachable');
          if (!(error instanceof WriterError)) request.log.error({ err: error }, 'writer failed');
          stream.write(event('error', { failure: failure.failure, message: failure.message }));
        }
        const claims = writing.claims(text, input);
        // The offline composer does not pad: a whole letter under its length says why, and what would lengthen it (an
        // empty profile's frame has its own message).
        const note =
          !body.paragraph && writer.kind === 'offline' && !failed && !libraryEmpty
            ? lengthNote(text, body.length)
            : null;
        stream.end(event('done', { text, claims, ...(note ? { note } : {}) }));
      })();
      return reply
        .header('content-type', 'text/event-stream; charset=utf-8')
        .header('cache-control', 'no-store, no-transform')
        .header('x-accel-buffering', 'no')
        .send(stream);
    },
  );

  app.post(
    '/api/cover-letters/check/',
    {
      schema: {
        tags,
        summary: 'The claims in a text that your library does not back (skills, employers, titles, degrees, numbers)',
        body: z.strictObject({
          text: z.string().max(20_000),
          job: z.number().int().positive().nullable().optional(),
          /** A pasted posting's role and employer, which the letter may name. */
          title: z.string().max(200).optional(),
          company: z.string().max(200).optional(),
        }),
        response: { 200: z.object({ claims: z.array(unsupportedClaim) }) },
      },
    },
    async (request) => {
      return { claims: await writing.check(request.user, request.body) };
    },
  );
};
