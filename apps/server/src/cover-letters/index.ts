/** The cover letters domain: letters, their files, and writing one (offline or with the configured model). */
import type { FastifyPluginAsync } from 'fastify';
import { coverLetterExportRoutes } from './export-routes.js';
import type { WritingOptions } from '../ai/writer.js';
import { coverLetterGenerateRoutes } from './generate-routes.js';
import { coverLetterRoutes } from './routes.js';

export const coverLettersPlugin: FastifyPluginAsync<WritingOptions> = async (app, options) => {
  await app.register(coverLetterRoutes, options);
  await app.register(coverLetterExportRoutes, options);
  await app.register(coverLetterGenerateRoutes, options);
};
