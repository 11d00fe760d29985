/** Serves the built web app with history fallback; unknown API paths answer 404 JSON, known paths with another method 405. */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { apiMessages } from '@hirestride/shared';
import { CSRF_COOKIE, setCsrfCookie } from '../auth/cookies.js';
import { isWellFormedSecret, newCsrfSecret } from '../auth/csrf-token.js';
import { sendHtml } from './page-encoding.js';
import { routePreloader } from './route-preloads.js';
import { SignedInPages } from './signed-in-pages.js';
import { VisitorPages } from './visitor-pages.js';

/** Paths that belong to the API; everything else is the single-page app. */
const API_PREFIXES = ['/api/', '/csrf/', '/dj-rest-auth/', '/templates/resume-templates/', '/resumes/'];

/** True for API paths. /templates itself is a screen; only /templates/resume-templates/ is the API. */
declare module 'fastify' {
  interface FastifyInstance {
    /** Every route as registered (method and URL pattern): the security tests walk it. */
    registeredRoutes: ReadonlyArray<{ method: string; url: string }>;
  }
}

export function isApiPath(url: string): boolean {
  const pathname = url.split('?')[0] ?? url;
  return pathname === '/healthz' || API_PREFIXES.some((prefix) => pathname.startsWith(prefix));
}

interface SpaOptions {
  webDist: string | undefined;
  secureCookies: boolean;
  /** Whether the request carries a valid sign-in; false when that cannot be known (the database is down). */
  isSignedIn: (request: FastifyRequest) => Promise<boolean>;
  /**
   * The state a signed-in page is drawn from on the server (decision 006), or null to send the app undrawn (another
   * path, a visitor, a view the server does not draw).
   */
  pageState?: (pathname: string, request: FastifyRequest) => Promise<object | null>;
}

export default fp<SpaOptions>(
  async (app: FastifyInstance, { webDist, secureCookies, isSignedIn, pageState }) => {
    const routes: Array<{ pattern: RegExp; methods: Set<string> }> = [];
    const registered: Array<{ method: string; url: string }> = [];
    app.decorate('registeredRoutes', registered);
    app.addHook('onRoute', (route) => {
      for (const method of Array.isArray(route.method) ? route.method : [route.method])
        registered.push({ method, url: route.url });
      const pattern = new RegExp(
        `^${route.url
          .replace(/[.+?^${}()|[\]\\]/g, '\\$&')
          .replace(/:[^/]+/g, '[^/]+')
          .replace(/\*/g, '.*')}$`,
      );
      const methods = Array.isArray(route.method) ? route.method : [route.method];
      routes.push({ pattern, methods: new Set(methods) });
    });

    const indexFile = webDist ? path.join(webDist, 'index.html') : undefined;
    const indexHtml = indexFile && existsSync(indexFile) ? readFileSync(indexFile, 'utf8') : undefined;

    const withPreloads = webDist ? routePreloader(webDist) : (html: string) => html;
    // The app's page for a path: index.html with that route's preloads (a few string operations).
    const appPage = (pathname: string) => withPreloads(indexHtml ?? '', pathname);
    const visitorPages = VisitorPages.load(webDist);
    const signedInPages = pageState ? await SignedInPages.load(webDist) : null;

    /** The page drawn for this signed-in user, or null; a failure to draw is logged and the app is sent undrawn. */
    const drawnPage = async (pathname: string, request: FastifyRequest): Promise<string | null> => {
      if (!signedInPages || !pageState) return null;
      try {
        const state = await pageState(pathname, request);
        return state ? await signedInPages.page(request.url, state) : null;
      } catch (error) {
        request.log.warn({ err: error, pathname }, 'could not draw the page on the server; sending the app');
        return null;
      }
    };

    // Every page load hands out the CSRF cookie the app's first write needs.
    const keepCsrfCookie = (request: FastifyRequest, reply: FastifyReply) => {
      const existing = request.cookies[CSRF_COOKIE];
      setCsrfCookie(reply, isWellFormedSecret(existing) ? existing : newCsrfSecret(), secureCookies);
    };
    // Visitors get some pages rendered at build time (decision 004); signed-in users get the app, which differs.
    const sendPage = async (request: FastifyRequest, reply: FastifyReply) => {
      const pathname = request.url.split('?')[0] ?? request.url;
      keepCsrfCookie(request, reply);
      if (visitorPages?.has(pathname)) {
        if (!(await isSignedIn(request))) return visitorPages.send(pathname, request, reply);
        reply.header('vary', 'Cookie');
      }
      const drawn = await drawnPage(pathname, request);
      if (drawn !== null) {
        // The user's own data: never kept by a browser or a proxy.
        return sendHtml(request, reply.header('cache-control', 'no-store'), drawn);
      }
      return sendHtml(request, reply.header('cache-control', 'no-cache'), appPage(pathname));
    };

    if (webDist && indexHtml) {
      await app.register(fastifyStatic, {
        root: webDist,
        index: false,
        wildcard: false,
        // The build writes .br and .gz beside each asset (apps/web/build-plugins.ts).
        preCompressed: true,
        // The pages and lists the server assembles pages from are not files to download.
        allowedPath: (pathname) =>
          !pathname.startsWith('/visitor-pages/') && !['/route-preloads.json', '/drawn-page.html'].includes(pathname),
        setHeaders: (res, filePath) => {
          // Vite fingerprints everything under assets/, so those files never change.
          if (filePath.includes(`${path.sep}assets${path.sep}`)) {
            res.header('cache-control', 'public, max-age=31536000, immutable');
          }
        },
      });
      app.get('/', { schema: { hide: true } }, sendPage);
    }

    app.setNotFoundHandler(async (request, reply) => {
      const pathname = request.url.split('?')[0] ?? request.url;
      const known = routes.find((route) => route.pattern.test(pathname));
      if (known && !known.methods.has(request.method)) {
        return reply
          .code(405)
          .header('allow', [...known.methods].join(', '))
          .send({ detail: apiMessages.methodNotAllowed });
      }
      // A missing file (an old chunk after a deploy, say) is a 404, never the page: browsers would run HTML as code.
      const looksLikeFile = pathname.startsWith('/assets/') || /\.[a-z0-9]+$/i.test(pathname);
      const wantsPage =
        (request.method === 'GET' || request.method === 'HEAD') && !isApiPath(request.url) && !looksLikeFile;
      if (wantsPage && indexHtml) return sendPage(request, reply);
      return reply.code(404).send({ detail: apiMessages.notFound });
    });
  },
  { name: 'spa', dependencies: ['@fastify/cookie'] },
);
