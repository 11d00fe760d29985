/** Security headers (CSP that still lets Google's sign-in script run), CORS for split deployments, JSON-only bodies. */
import cors from '@fastify/cors';
import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Config } from '../config.js';

const GOOGLE_GSI = 'https://accounts.google.com/gsi/';

export default fp<{ config: Config }>(
  async (app: FastifyInstance, { config }) => {
    await app.register(helmet, {
      contentSecurityPolicy: {
        useDefaults: false,
        directives: {
          defaultSrc: ["'self'"],
          scriptSrc: ["'self'", `${GOOGLE_GSI}client`],
          styleSrc: ["'self'", "'unsafe-inline'", `${GOOGLE_GSI}style`],
          imgSrc: ["'self'", 'data:'],
          fontSrc: ["'self'", 'data:'],
          connectSrc: ["'self'", GOOGLE_GSI],
          frameSrc: [GOOGLE_GSI],
          objectSrc: ["'none'"],
          baseUri: ["'self'"],
          formAction: ["'self'"],
          frameAncestors: ["'none'"],
        },
      },
      // Google's sign-in popup needs to talk back to the opener.
      crossOriginOpenerPolicy: { policy: 'same-origin-allow-popups' },
      xFrameOptions: { action: 'deny' },
      referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
      strictTransportSecurity:
        config.nodeEnv === 'production' ? { maxAge: 31_536_000, includeSubDomains: true } : false,
    });
    if (config.corsOrigins.length > 0) {
      await app.register(cors, {
        origin: config.corsOrigins,
        credentials: true,
        allowedHeaders: ['Content-Type', 'X-CSRFToken', 'Authorization'],
      });
    }
    // Unsafe methods accept application/json only: drop Fastify's text/plain parser so anything else is a 415.
    app.removeContentTypeParser('text/plain');
    app.addHook('preValidation', async (request) => {
      // A POST without a body validates as {} so missing fields get "This field is required.".
      if (request.body === undefined && ['POST', 'PUT', 'PATCH'].includes(request.method)) request.body = {};
    });
  },
  { name: 'security' },
);
