/** The resumes domain: resume versions, My Resumes, Generate Resume, refresh from profile, files and publishing. */
import type { FastifyPluginAsync } from 'fastify';
import type { Database } from '../db/client.js';
import { resumeExportRoutes } from './export-routes.js';
import { ResumeFilesService } from './file-service.js';
import { generateResumeRoutes } from './generate-routes.js';
import { myResumesRoutes } from './my-resumes-routes.js';
import { resumePublishRoutes } from './publish/publish-routes.js';
import { ResumeCheckService } from './publish/service.js';
import { resumeRefreshRoutes } from './refresh-routes.js';
import { resumeRoutes } from './routes.js';
import { ResumesService } from './service.js';

export const resumesPlugin: FastifyPluginAsync<{ db: Database }> = async (app, { db }) => {
  const deps = { db, work: app.work, background: app.background, repositories: app.repositories };
  const resumes = new ResumesService(deps);
  const files = new ResumeFilesService(deps);
  const checks = new ResumeCheckService({ files, work: app.work });
  await app.register(resumeRoutes, { resumes });
  await app.register(myResumesRoutes, { resumes });
  await app.register(resumeRefreshRoutes, { resumes });
  await app.register(generateResumeRoutes, { resumes });
  await app.register(resumeExportRoutes, { files });
  await app.register(resumePublishRoutes, { checks });
};
