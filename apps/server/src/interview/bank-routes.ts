/** The question banks (read-only, shipped with the app) and the user's stars on their questions. */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as z from 'zod';
import { findQuestion, shippedBanks, type Bank } from '@hirestride/interview';
import { interviewBank, interviewQuestion, questionsQuery, type InterviewQuestion } from '@hirestride/shared';
import type { Database } from '../db/client.js';
import { notFound, validationError } from '../http/errors.js';
import { InterviewRepository } from './repository.js';

const tags = ['interview'];

/** Words of a search, each of which must appear in the question, its listening notes or its tip. */
const searchWords = (search: string) =>
  search
    .toLowerCase()
    .split(/\s+/)
    .filter((word) => word.length > 0);

export function questionsOf(banks: Bank[], stars: Set<string>): InterviewQuestion[] {
  return banks.flatMap((bank) => {
    const categories = new Map(bank.categories.map((category) => [category.id, category.name]));
    return bank.questions.map((question) => ({
      ...question,
      bank: bank.id,
      bank_name: bank.name,
      category_name: categories.get(question.category) ?? question.category,
      starred: stars.has(question.id),
    }));
  });
}

export const interviewBankRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  const repository = new InterviewRepository(db);

  app.get(
    '/api/interview/banks/',
    { schema: { tags, summary: 'The question banks and their categories', response: { 200: z.array(interviewBank) } } },
    async () => {
      return shippedBanks().map((bank) => ({
        id: bank.id,
        name: bank.name,
        kind: bank.kind,
        description: bank.description,
        categories: bank.categories.map((category) => ({
          ...category,
          question_count: bank.questions.filter((question) => question.category === category.id).length,
        })),
        question_count: bank.questions.length,
      }));
    },
  );

  app.get(
    '/api/interview/questions/',
    {
      schema: {
        tags,
        summary: 'Questions of a bank or category, those matching a search, or the starred ones ("My questions")',
        querystring: questionsQuery,
        response: { 200: z.array(interviewQuestion) },
      },
    },
    async (request) => {
      const { user } = request;
      const { bank, category, search, starred } = request.query;
      const banks = bank ? shippedBanks().filter((item) => item.id === bank) : shippedBanks();
      if (bank && banks.length === 0) throw validationError({ bank: [`There is no question bank “${bank}”.`] });
      const words = searchWords(search ?? '');
      return questionsOf(banks, await repository.stars(user.id)).filter(
        (question) =>
          (!category || question.category === category) &&
          (starred !== 'true' || question.starred) &&
          words.every((word) =>
            `${question.text} ${question.listening_for} ${question.tip} ${question.category_name}`
              .toLowerCase()
              .includes(word),
          ),
      );
    },
  );

  app.post(
    '/api/interview/stars/',
    {
      schema: {
        tags,
        summary: 'Star a question into "My questions"',
        body: z.strictObject({ question: z.string().max(200) }),
      },
    },
    async (request, reply) => {
      const { user } = request;
      if (!findQuestion(request.body.question)) throw validationError({ question: ['There is no such question.'] });
      await repository.star(user.id, request.body.question);
      return reply.code(204).send();
    },
  );

  app.delete(
    '/api/interview/stars/:question/',
    { schema: { tags, summary: 'Take a question out of "My questions"', params: z.object({ question: z.string() }) } },
    async (request, reply) => {
      const { user } = request;
      if (!(await repository.unstar(user.id, request.params.question))) throw notFound();
      return reply.code(204).send();
    },
  );
};
