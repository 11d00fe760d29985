/** OpenAPI 3 document at /api/schema/, generated from the route schemas, browsable at /api/docs/. */
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { PRODUCT_NAME } from '@hirestride/shared';

export default fp(
  async (app: FastifyInstance) => {
    await app.register(swagger, {
      openapi: {
        openapi: '3.0.3',
        info: { title: `${PRODUCT_NAME} API`, version: '1.0.0' },
        components: {
          securitySchemes: {
            session: { type: 'apiKey', in: 'cookie', name: 'sessionid' },
            bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' },
          },
        },
      },
      transform: jsonSchemaTransform,
    });
    await app.register(swaggerUi, {
      routePrefix: '/api/docs',
      staticCSP: true,
      // Plain-HTTP local installs must not be told to upgrade to HTTPS; the docs are never framed.
      transformStaticCSP: (header) =>
        header
          .replace(/\s*upgrade-insecure-requests;?/, '')
          .replace("frame-ancestors 'self'", "frame-ancestors 'none'"),
    });
    app.get('/api/schema/', { schema: { hide: true } }, async () => app.swagger());
  },
  { name: 'openapi' },
);
