/** The resumes domain: resume versions, My Resumes, Generate Resume, refresh from profile, files and publishing. */
import type { FastifyPluginAsync } from 'fastify';
import type { Database } from '../db/client.js';
import { resumeExportRoutes } from './export-routes.js';
import { generateResumeRoutes } from './generate-routes.js';
import { myResumesRoutes } from './my-resumes-routes.js';
import { resumePublishRoutes } from './publish/publish-routes.js';
import { resumeRefreshRoutes } from './refresh-routes.js';
import { resumeRoutes } from './routes.js';

export const resumesPlugin: FastifyPluginAsync<{ db: Database }> = async (app, options) => {
  await app.register(resumeRoutes, options);
  await app.register(myResumesRoutes, options);
  await app.register(resumeRefreshRoutes, options);
  await app.register(generateResumeRoutes, options);
  await app.register(resumeExportRoutes, options);
  await app.register(resumePublishRoutes, options);
};
