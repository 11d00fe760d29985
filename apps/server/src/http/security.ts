/** Security headers (a CSP that lets Google's sign-in run), no-store on the API, CORS, JSON-only bodies. */
import cors from '@fastify/cors';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import helmet, { type HelmetOptions } from 'helmet';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Config } from '../config.js';
import { isApiPath } from './spa.js';

const GOOGLE_GSI = 'https://accounts.google.com/gsi/';

/**
 * Helmet's headers for these options, worked out once. They never vary per request (no CSP nonces), and
 * building them per request (as @fastify/helmet does) halved the throughput of a route without the database.
 */
function securityHeaders(options: HelmetOptions): Record<string, string> {
  const headers: Record<string, string> = {};
  const response = {
    setHeader: (name: string, value: unknown) => (headers[name.toLowerCase()] = String(value)),
    removeHeader: () => undefined,
  };
  let finished = false;
  helmet(options)({} as IncomingMessage, response as unknown as ServerResponse, (error?: unknown) => {
    if (error) throw error;
    finished = true;
  });
  if (!finished) throw new Error('helmet did not set its headers synchronously');
  return headers;
}

export default fp<{ config: Config }>(
  async (app: FastifyInstance, { config }) => {
    const headers = securityHeaders({
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
    // On every response, including errors, not-found answers and files.
    app.addHook('onRequest', (_request, reply, done) => {
      reply.headers(headers);
      done();
    });
    // API answers carry tokens and the user's data: no browser or proxy may keep them. A route that chose its own
    // caching (a download, a stream) keeps it; the signed-in pages set no-store themselves (spa.ts).
    app.addHook('onSend', (request, reply, payload, done) => {
      if (!reply.hasHeader('cache-control') && isApiPath(request.url)) reply.header('cache-control', 'no-store');
      done(null, payload);
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
    app.addHook('preValidation', (request, _reply, done) => {
      // A POST without a body validates as {} so missing fields get "This field is required.".
      if (request.body === undefined && ['POST', 'PUT', 'PATCH'].includes(request.method)) request.body = {};
      done();
    });
  },
  { name: 'security' },
);
