/** The interview domain: question banks, stars, answers, a job's own questions and drafting an answer. */
import type { FastifyPluginAsync } from 'fastify';
import type { WritingOptions } from '../ai/writer.js';
import { interviewAnswerRoutes } from './answer-routes.js';
import { interviewBankRoutes } from './bank-routes.js';
import { interviewDraftRoutes } from './draft-routes.js';
import { jobInterviewQuestionRoutes } from './job-question-routes.js';
import { InterviewService } from './service.js';

export const interviewPlugin: FastifyPluginAsync<WritingOptions> = async (app, options) => {
  const interview = new InterviewService(options.db, app.work, app.repositories.jobs);
  await app.register(interviewDraftRoutes, options);
  await app.register(interviewBankRoutes, { interview });
  await app.register(interviewAnswerRoutes, { interview });
  await app.register(jobInterviewQuestionRoutes, { interview });
};
