/** Generate Resume: a version tailored to a saved job by the match engine, which the job then uses. */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { generatedResume, generateResumeRequest } from '@hirestride/shared';
import type { ResumesService } from './service.js';
import { generatedToApi } from './to-api.js';
import { requestPaper } from '../http/paper.js';

export { generateMessages } from './service.js';

export const generateResumeRoutes: FastifyPluginAsyncZod<{ resumes: ResumesService }> = async (app, { resumes }) => {
  app.post(
    '/resumes/resume-versions/generate/',
    {
      schema: {
        tags: ['resumes'],
        summary:
          'A new resume tailored to a saved job: your own lines, what the posting asks for first; the job then uses it',
        body: generateResumeRequest,
        response: { 201: generatedResume },
      },
    },
    async (request, reply) => {
      const { row, tailored } = await resumes.generate(request.user, request.body, requestPaper(request));
      return reply.code(201).send(generatedToApi(row, tailored));
    },
  );
};
