/** The cover letters domain: letters, their files, and writing one (offline or with the configured model). */
import type { FastifyPluginAsync } from 'fastify';
import type { WritingOptions } from '../ai/writer.js';
import { coverLetterExportRoutes } from './export-routes.js';
import { LetterExportService } from './export-service.js';
import { LetterWritingService } from './generate-service.js';
import { coverLetterGenerateRoutes } from './generate-routes.js';
import { coverLetterRoutes } from './routes.js';
import { CoverLettersService } from './service.js';

export const coverLettersPlugin: FastifyPluginAsync<WritingOptions> = async (app, options) => {
  const deps = { db: options.db, work: app.work, repositories: app.repositories };
  await app.register(coverLetterRoutes, { letters: new CoverLettersService(deps) });
  await app.register(coverLetterExportRoutes, { exports: new LetterExportService(deps) });
  await app.register(coverLetterGenerateRoutes, { ...options, writing: new LetterWritingService(deps) });
};
