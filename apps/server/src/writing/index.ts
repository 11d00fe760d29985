/** The writing domain: "Improve this line" and the model's rewrites, checked against the user's own claims. */
import type { FastifyPluginAsync } from 'fastify';
import type { WritingOptions } from '../ai/writer.js';
import { improveLineRoutes } from './improve-line-routes.js';

export const writingPlugin: FastifyPluginAsync<WritingOptions> = async (app, options) => {
  await app.register(improveLineRoutes, options);
};
