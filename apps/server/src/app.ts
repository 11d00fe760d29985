/** Builds the whole HTTP app from a config and an open database; tests build it the same way. */
import cookie from '@fastify/cookie';
import { randomUUID } from 'node:crypto';
import Fastify, { type FastifyInstance, type FastifyRequest, type FastifyServerOptions } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { createAuthContext } from './auth/context.js';
import type { Outbox } from './mail/outbox.js';
import { GoogleVerifier } from './auth/google.js';
import { guardSignedIn, identify } from './auth/authenticate.js';
import { accountPlugin } from './account/index.js';
import { UsersRepository } from './auth/users-repository.js';
import { authPlugin } from './auth/index.js';
import { contentPlugin } from './content/index.js';
import { coverLettersPlugin } from './cover-letters/index.js';
import { chooseWriter } from './ai/choose-writer.js';
import { dashboardPlugin } from './dashboard/index.js';
import { healthPlugin } from './health/index.js';
import { interviewPlugin } from './interview/index.js';
import { boardPageState } from './jobs/board-page.js';
import { jobsPlugin } from './jobs/index.js';
import { learningPlugin } from './learning/index.js';
import { matchingPlugin } from './matching/index.js';
import { decorateRepositories } from './repositories.js';
import { resumesPlugin } from './resumes/index.js';
import { templatesPlugin } from './templates/index.js';
import { writingPlugin } from './writing/index.js';
import { Background } from './work/background.js';
import { createWorkPool, type WorkPool } from './work/pool.js';
import { MemoryThrottleStore, type ThrottleStore } from './auth/throttle/store.js';
import { Throttle } from './auth/throttle/throttle.js';
import type { Config } from './config.js';
import type { DatabaseHandle } from './db/client.js';
import { HOUSEKEEPING_TIMES, startHousekeeping, type HousekeepingTimes } from './housekeeping/schedule.js';
import compression from './http/compression.js';
import csrf from './http/csrf.js';
import { registerErrorHandler } from './http/error-handler.js';
import { withSafeErrors } from './http/error-log.js';
import { registerJsonBody } from './http/json-body.js';
import openapi from './http/openapi.js';
import { RequestLog } from './http/request-log.js';
import security from './http/security.js';
import spa from './http/spa.js';

export interface AppOptions {
  config: Config;
  database: DatabaseHandle;
  /** Defaults to an in-memory store owned by the app. */
  throttleStore?: ThrottleStore;
  logger?: FastifyServerOptions['logger'];
  /** The worker threads for heavy work; by default a pool of the config's, owned and closed by the app. */
  work?: WorkPool;
  /** When the periodic clean-up runs (tests shorten it). */
  housekeeping?: HousekeepingTimes;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The worker threads for heavy work (work/pool.ts). */
    work: WorkPool;
    /** Work started by a request that answered without waiting for it (work/background.ts). */
    background: Background;
    /** Mail waiting to go and the worker sending it (mail/outbox.ts). */
    outbox: Outbox;
  }
}

export const BODY_LIMIT_BYTES = 1024 * 1024;

export async function buildApp(options: AppOptions): Promise<FastifyInstance> {
  const { config, database } = options;
  const app = Fastify({
    logger: withSafeErrors(
      options.logger ?? {
        level: config.logLevel,
        redact: ['req.headers.authorization', 'req.headers.cookie', 'req.headers["x-csrftoken"]'],
      },
    ),
    bodyLimit: BODY_LIMIT_BYTES,
    // Starting includes the mail queue's first statements: a database busy at boot may take longer than Fastify's
    // default 10 s to answer them, and a server that gives up then would not start at all.
    pluginTimeout: 60_000,
    // Behind a proxy every client arrives from the proxy's address; only the listed proxies' X-Forwarded-For is
    // believed, so a client cannot pick its own address to escape the per-IP limits.
    trustProxy: config.trustProxy.length > 0 ? config.trustProxy : false,
    // One line per request instead of Fastify's two.
    logController: new RequestLog(),
    // Ids unique across instances; a proxy's X-Request-Id is kept when it looks like an id.
    genReqId: (request) => {
      const given = request.headers['x-request-id'];
      return typeof given === 'string' && /^[\w.:-]{8,128}$/.test(given) ? given : randomUUID();
    },
    // Requests finish within this; a stuck one must not block shutdown forever.
    requestTimeout: 30_000,
    return503OnClosing: true,
    routerOptions: { ignoreTrailingSlash: false, maxParamLength: 200 },
  });
  // Once shutdown starts, in-flight responses close their keep-alive sockets so close() can finish.
  let closing = false;
  app.addHook('preClose', async () => {
    closing = true;
  });
  // Both synchronous: an async hook costs every request a promise and a microtask turn.
  app.addHook('onRequest', (request, reply, done) => {
    reply.header('x-request-id', request.id);
    done();
  });
  app.addHook('onSend', (_request, reply, payload, done) => {
    if (closing) reply.header('connection', 'close');
    done(null, payload);
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  const accountUsers = new UsersRepository(database.db);
  registerErrorHandler(app, { accountGone: (userId) => accountUsers.isGone(userId) });
  registerJsonBody(app);
  decorateRepositories(app, database.db);

  const throttleStore = options.throttleStore ?? new MemoryThrottleStore();
  if (!options.throttleStore) app.addHook('onClose', async () => throttleStore.close());
  const google = config.googleClientId ? new GoogleVerifier(config.googleClientId, config.googleJwksUrl) : null;
  const work = options.work ?? createWorkPool(config.work);
  if (!options.work) app.addHook('onClose', async () => work.close());
  app.decorate('work', work);
  const background = new Background();
  // Before the pool and the database close: what was started still has them to finish with.
  app.addHook('preClose', async () => background.settled());
  app.decorate('background', background);
  const throttle = new Throttle(throttleStore);
  throttle.onThrottled = (limit) => app.log.warn({ event: 'throttled', limit }, 'request throttled');
  const ctx = createAuthContext(config, database, throttle, google, app.log);
  // Mail left by a previous run (an outage, a crash) goes out once the server is up; a try in progress finishes
  // before the database closes.
  app.addHook('onReady', async () => ctx.outbox.start());
  app.addHook('onClose', async () => ctx.outbox.stop());
  app.decorate('outbox', ctx.outbox);
  let stopHousekeeping: (() => Promise<void>) | undefined;
  app.addHook('onReady', async () => {
    stopHousekeeping = startHousekeeping(
      database.db,
      app.log,
      options.housekeeping ?? HOUSEKEEPING_TIMES,
      config.sessionIdleSeconds,
    );
  });
  app.addHook('onClose', async () => stopHousekeeping?.());

  await app.register(cookie);
  await app.register(security, { config });
  await app.register(compression);
  await app.register(openapi);
  await app.register(spa, {
    webDist: config.webDist,
    secureCookies: ctx.secureCookies,
    isSignedIn: (request) => identify(request, ctx).then(Boolean, () => false),
    pageState: boardPageState(database.db, ctx),
  });
  await app.register(csrf, {
    trustedOrigins: config.corsOrigins,
    verifyBearer: async (token) => (await ctx.tokens.verify(token, 'access')) !== null,
  });
  await app.register(healthPlugin, { database, outbox: ctx.outbox });
  await app.register(authPlugin, { ctx });
  // The signed-in API: checked before body validation, so an anonymous request is a 401 whatever it sends. The
  // guard resolves the caller once; handlers read request.user.
  app.decorateRequest('user', null as unknown as FastifyRequest['user']);
  app.decorateRequest('signIn', null as unknown as FastifyRequest['signIn']);
  await app.register(async (signedIn) => {
    signedIn.addHook('preValidation', async (request) => {
      await guardSignedIn(request, ctx);
    });
    const options = { db: database.db };
    // One writer (one provider client) for every writing feature, limited together per user.
    const writing = {
      ...options,
      writer: chooseWriter(config.ai),
      throttle,
      aiRate: config.aiRate,
      aiAddressRate: config.aiAddressRate,
    };
    await signedIn.register(contentPlugin, options);
    await signedIn.register(templatesPlugin, options);
    await signedIn.register(resumesPlugin, options);
    await signedIn.register(jobsPlugin, { ...options, publicUrl: config.publicUrl });
    await signedIn.register(matchingPlugin, options);
    await signedIn.register(learningPlugin, options);
    await signedIn.register(dashboardPlugin, options);
    await signedIn.register(coverLettersPlugin, writing);
    await signedIn.register(writingPlugin, writing);
    await signedIn.register(interviewPlugin, writing);
    await signedIn.register(accountPlugin, { ...options, ctx });
  });
  return app;
}
