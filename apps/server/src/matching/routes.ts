/** The match API: score a saved job (stored, with staleness), score a pasted posting, list and fill a user's scores. */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as z from 'zod';
import { HttpError } from '../http/errors.js';
import { parseId } from '../http/ids.js';
import {
  jobMatchResult,
  jobScores,
  pastedMatchResult,
  pastedPosting,
  suggestionsAnswer,
  suggestionsRequest,
  trendsAnswer,
} from './match-schemas.js';
import type { MatchingService } from './service.js';
import { jobMatchToApi, pastedMatchToApi, scoreToApi, suggestionsToApi, trendsToApi } from './to-api.js';

const tags = ['match'];
const idParams = z.object({ id: z.string() });
export const SCORE_MISSING_PATH = '/api/match/scores/score-missing/';
/** The old flag of the GET, refused so that no caller believes a read scored anything. */
const scoreMissingMoved = `Scoring the jobs without a score is a POST to ${SCORE_MISSING_PATH}`;

export const matchRoutes: FastifyPluginAsyncZod<{ service: MatchingService }> = async (app, { service }) => {
  app.get(
    '/api/jobs/:id/match/',
    {
      schema: {
        tags,
        summary: 'The job’s latest match result, and whether the posting, the library or the engine changed since',
        params: idParams,
        response: { 200: jobMatchResult },
      },
    },
    async (request) => jobMatchToApi(await service.storedMatch(request.user.id, parseId(request.params.id))),
  );

  app.post(
    '/api/jobs/:id/match/',
    {
      schema: {
        tags,
        summary: 'Score the job’s posting against your content library and keep the result',
        params: idParams,
        response: { 200: jobMatchResult },
      },
    },
    async (request) => jobMatchToApi(await service.scoreJob(request.user.id, parseId(request.params.id))),
  );

  app.post(
    '/api/match/',
    {
      schema: {
        tags,
        summary: 'Score a pasted posting against your content library (nothing is saved)',
        body: pastedPosting,
        response: { 200: pastedMatchResult },
      },
    },
    async (request) =>
      pastedMatchToApi(
        await service.scorePasted(request.user.id, {
          postingText: request.body.posting_text,
          title: request.body.title ?? null,
          company: request.body.company ?? null,
        }),
      ),
  );

  app.post(
    '/api/match/suggestions/',
    {
      schema: {
        tags,
        summary:
          'Which unplaced snippets of a resume draft show what a saved job asks for, and the section each fits (nothing is placed)',
        body: suggestionsRequest,
        response: { 200: suggestionsAnswer },
      },
    },
    async (request) =>
      suggestionsToApi(await service.suggestions(request.user.id, request.body.version_id, request.body.job_id)),
  );

  app.get(
    '/api/match/trends/',
    {
      schema: {
        tags,
        summary: 'Across your saved postings: the most requested skills, and whether your library shows each',
        response: { 200: trendsAnswer },
      },
    },
    async (request) => trendsToApi(await service.trends(request.user.id)),
  );

  app.get(
    '/api/match/scores/',
    {
      schema: {
        tags,
        summary: `The stored score of each of your saved jobs, and whether it is out of date. Reads only: it never scores (${SCORE_MISSING_PATH} does; the old ?score_missing flag is answered 400)`,
        querystring: z.object({
          score_missing: z.string().optional().describe(`Refused with 400: ${scoreMissingMoved}`),
        }),
        response: { 200: jobScores },
      },
    },
    async (request) => {
      if (request.query.score_missing !== undefined)
        throw new HttpError(400, { detail: scoreMissingMoved, code: 'moved' });
      return (await service.scores(request.user.id)).map(scoreToApi);
    },
  );

  app.post(
    SCORE_MISSING_PATH,
    {
      schema: {
        tags,
        summary:
          'Score up to 50 of your newest saved jobs that have a posting and no score (a score taken while the library was empty counts as none once it is not), keep the results, then answer every stored score as GET /api/match/scores/ does',
        response: { 200: jobScores },
      },
    },
    async (request) => (await service.scoreMissing(request.user.id)).map(scoreToApi),
  );
};
