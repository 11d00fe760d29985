/** The writing domain: "Improve this line" and the model's rewrites, checked against the user's own claims. */
import type { FastifyPluginAsync } from 'fastify';
import type { WritingOptions } from '../ai/writer.js';
import { improveLineRoutes } from './improve-line-routes.js';
import { ImproveLineService } from './service.js';

export const writingPlugin: FastifyPluginAsync<WritingOptions> = async (app, options) => {
  const improveLine = new ImproveLineService({
    db: options.db,
    repositories: app.repositories,
    writer: options.writer,
  });
  const { writer, throttle, aiRate, aiAddressRate } = options;
  await app.register(improveLineRoutes, { writer, throttle, aiRate, aiAddressRate, improveLine });
};
