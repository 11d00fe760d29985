/** "Improve this line": up to three rewrites of one resume line, each with the claims the library does not back. */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { improveLineRequest, improveLineResponse, type ImproveLineResponse } from '@hirestride/shared';
import { countWriting, type WritingOptions } from '../ai/writer.js';
import type { ImproveLineService } from './service.js';

export const improveLineRoutes: FastifyPluginAsyncZod<
  Pick<WritingOptions, 'writer' | 'throttle' | 'aiRate' | 'aiAddressRate'> & { improveLine: ImproveLineService }
> = async (app, options) => {
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
      await countWriting(options, request);
      // A user who leaves stops the model: the response closing before it is sent means no one is waiting.
      const stop = new AbortController();
      reply.raw.on('close', () => stop.abort());
      return options.improveLine.improve(user, request.body, stop.signal, (failure) =>
        request.log.warn({ failure: failure.failure, status: failure.status }, 'improve-line fell back to offline'),
      );
    },
  );
};
