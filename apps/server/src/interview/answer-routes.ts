/** Interview answers: list (all, or one job's), create, open, replace, edit and delete; one per question and job. */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as z from 'zod';
import { interviewAnswer, interviewAnswerCreate, interviewAnswerPatch, interviewAnswerPut } from '@hirestride/shared';
import { recordActivity } from '../activity/repository.js';
import type { Database } from '../db/client.js';
import { notFound, unknownId, validationError } from '../http/errors.js';
import { parseId } from '../http/ids.js';
import { JobsRepository } from '../jobs/repository.js';
import { answerToApi, InterviewRepository, type AnswerColumns } from './repository.js';

const tags = ['interview'];
const params = z.object({ id: z.string() });
type Fields = z.infer<typeof interviewAnswerPatch>;

const DUPLICATE = 'You already have an answer to this question for this job: open it to change it.';

function columnsOf(fields: Fields): AnswerColumns {
  return {
    ...(fields.question_id !== undefined && { questionId: fields.question_id }),
    ...(fields.question_text !== undefined && { questionText: fields.question_text }),
    ...(fields.job !== undefined && { jobId: fields.job }),
    ...(fields.situation !== undefined && { situation: fields.situation }),
    ...(fields.task !== undefined && { task: fields.task }),
    ...(fields.action !== undefined && { action: fields.action }),
    ...(fields.result !== undefined && { result: fields.result }),
    ...(fields.notes !== undefined && { notes: fields.notes }),
    ...(fields.confidence !== undefined && { confidence: fields.confidence }),
    ...(fields.seconds_spent !== undefined && { secondsSpent: fields.seconds_spent }),
  };
}

export const interviewAnswerRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  const answers = new InterviewRepository(db);
  const jobs = new JobsRepository(db);

  /** The job the fields name must be the user's own. */
  const checkJob = async (userId: number, job: number | null | undefined) => {
    if (job && !(await jobs.byId(userId, job))) throw unknownId('job', job);
  };

  app.get(
    '/api/interview/answers/',
    {
      schema: {
        tags,
        summary: 'Your interview answers, latest first (?job= for one job’s)',
        querystring: z.object({ job: z.coerce.number().int().positive().optional() }),
        response: { 200: z.array(interviewAnswer) },
      },
    },
    async (request) => {
      const { user } = request;
      return (await answers.answers(user.id, request.query.job)).map(answerToApi);
    },
  );

  app.post(
    '/api/interview/answers/',
    {
      schema: {
        tags,
        summary: 'Save an answer to a question (for a job, or for none); the dashboard’s Interview Prep tile ticks',
        body: interviewAnswerCreate,
        response: { 201: interviewAnswer },
      },
    },
    async (request, reply) => {
      const { user } = request;
      const body = request.body;
      await checkJob(user.id, body.job);
      if (await answers.answerFor(user.id, body.question_id, body.job))
        throw validationError({ question_id: [DUPLICATE] });
      const created = await db.transaction(async (tx) => {
        const row = await new InterviewRepository(tx).create(user.id, {
          ...columnsOf(body),
          questionId: body.question_id,
          questionText: body.question_text,
        });
        await recordActivity(tx, {
          userId: user.id,
          jobId: body.job,
          kind: 'interview_answer_saved',
          data: { answer: row.id, question: body.question_text },
        });
        return row;
      });
      return reply.code(201).send(answerToApi(created));
    },
  );

  app.get(
    '/api/interview/answers/:id/',
    { schema: { tags, summary: 'One of your answers', params, response: { 200: interviewAnswer } } },
    async (request) => {
      const { user } = request;
      const row = await answers.answer(user.id, parseId(request.params.id));
      if (!row) throw notFound();
      return answerToApi(row);
    },
  );

  for (const [method, body, summary] of [
    ['PUT', interviewAnswerPut, 'Replace an answer'],
    ['PATCH', interviewAnswerPatch, 'Change some of an answer'],
  ] as const) {
    app.route({
      method,
      url: '/api/interview/answers/:id/',
      schema: { tags, summary, params, body, response: { 200: interviewAnswer } },
      handler: async (request) => {
        const { user } = request;
        const id = parseId(request.params.id);
        const current = await answers.answer(user.id, id);
        if (!current) throw notFound();
        const fields = request.body as Fields;
        await checkJob(user.id, fields.job);
        const questionId = fields.question_id ?? current.questionId;
        const jobId = fields.job !== undefined ? fields.job : current.jobId;
        const other = await answers.answerFor(user.id, questionId, jobId);
        if (other && other.id !== id) throw validationError({ question_id: [DUPLICATE] });
        const row = await answers.update(user.id, id, columnsOf(fields));
        if (!row) throw notFound();
        return answerToApi(row);
      },
    });
  }

  app.delete(
    '/api/interview/answers/:id/',
    { schema: { tags, summary: 'Delete an answer', params } },
    async (request, reply) => {
      const { user } = request;
      if (!(await answers.delete(user.id, parseId(request.params.id)))) throw notFound();
      return reply.code(204).send();
    },
  );
};
