/** The Learning Hub's API: the skills the user's saved jobs ask for that their library lacks, with our texts. */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { skillGapsAnswer } from '@hirestride/shared';
import type { LearningService } from './service.js';
import { skillGapsToApi } from './to-api.js';

const tags = ['learning'];

export const learningRoutes: FastifyPluginAsyncZod<{ service: LearningService }> = async (app, { service }) => {
  app.get(
    '/api/learning/skill-gaps/',
    {
      schema: {
        tags,
        summary:
          'The skills your saved jobs’ postings ask for that your content library does not show (or only partly): how many jobs ask for each, what it is and how people usually learn it',
        response: { 200: skillGapsAnswer },
      },
    },
    async (request) => skillGapsToApi(await service.skillGaps(request.user.id)),
  );
};
