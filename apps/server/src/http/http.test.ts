import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync } from 'node:zlib';
import { expect, it } from 'vitest';
import { apiMessages } from '@hirestride/shared';
import { describeOnDatabases } from '../../test/harness.js';
import { isApiPath } from './spa.js';

const webDist = mkdtempSync(path.join(tmpdir(), 'hs-web-'));
mkdirSync(path.join(webDist, 'assets'));
writeFileSync(path.join(webDist, 'index.html'), '<!doctype html><title>HireStride</title><div id="root"></div>');
writeFileSync(path.join(webDist, 'assets', 'app-abc123.js'), 'console.log(1)');
writeFileSync(path.join(webDist, 'assets', 'app-abc123.js.br'), brotliCompressSync('console.log(1)'));

describeOnDatabases(
  'HTTP conventions',
  (h) => {
    it('answers 415 to a non-JSON body on an unsafe method', async () => {
      const res = await h.agent().post('/dj-rest-auth/login/', undefined, {
        rawBody: 'email=a&password=b',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
      });
      expect(res.statusCode).toBe(415);
      expect(res.json()).toEqual({ detail: apiMessages.unsupportedMediaType });
      const text = await h.agent().post('/dj-rest-auth/login/', undefined, {
        rawBody: 'hello',
        headers: { 'content-type': 'text/plain' },
      });
      expect(text.statusCode).toBe(415);
    });

    it('answers 413 to a body over 1 MB', async () => {
      const res = await h.agent().post('/dj-rest-auth/login/', { email: 'a@b.co', password: 'x'.repeat(1024 * 1024) });
      expect(res.statusCode).toBe(413);
      expect(res.json()).toEqual({ detail: apiMessages.tooLarge });
    });

    it('answers 400 with a detail to malformed JSON', async () => {
      const res = await h.agent().post('/dj-rest-auth/login/', undefined, {
        rawBody: '{"email":',
        headers: { 'content-type': 'application/json' },
      });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ detail: apiMessages.malformedJson });
    });

    it('answers 400 with non_field_errors when the body is not an object', async () => {
      const res = await h.agent().post('/dj-rest-auth/login/', [1, 2]);
      expect(res.statusCode).toBe(400);
      expect(res.json().non_field_errors).toHaveLength(1);
    });

    it('answers 405 to a wrong method on a known path, 404 JSON to an unknown API path', async () => {
      const wrong = await h.agent().get('/dj-rest-auth/login/');
      expect(wrong.statusCode).toBe(405);
      expect(wrong.json()).toEqual({ detail: apiMessages.methodNotAllowed });
      expect(wrong.headers.allow).toContain('POST');
      for (const url of ['/api/nothing/', '/dj-rest-auth/nothing/', '/templates/resume-templates/x/', '/resumes/x/']) {
        const res = await h.agent().get(url);
        expect(res.statusCode).toBe(404);
        expect(res.json()).toEqual({ detail: apiMessages.notFound });
      }
    });

    it('serves the SPA at / and for any other page path, setting the CSRF cookie', async () => {
      for (const url of [
        '/',
        '/login',
        '/content-library/review',
        '/templates',
        '/resume-preview/3',
        '/no/such/page',
      ]) {
        const res = await h.agent().get(url);
        expect(res.statusCode).toBe(200);
        expect(res.headers['content-type']).toContain('text/html');
        expect(res.body).toContain('<div id="root">');
        expect(res.cookies.find((c) => c.name === 'csrftoken')?.value).toMatch(/^[A-Za-z0-9]{32}$/);
      }
    });

    it('answers 404, not the page, for a missing file', async () => {
      for (const url of ['/assets/gone-123.js', '/missing.css', '/favicon.png']) {
        const res = await h.agent().get(url);
        expect(res.statusCode).toBe(404);
        expect(res.headers['content-type']).toContain('application/json');
      }
    });

    it('compresses API answers over 1 kB for clients that accept it, and nothing smaller', async () => {
      const agent = h.agent();
      await agent.register('compress@example.com');
      for (let i = 0; i < 20; i += 1) {
        await agent.post('/api/jobs/?allow_duplicate=true', {
          title: `Engineer ${i}`,
          company: 'Acme',
          notes: 'n'.repeat(200),
        });
      }
      const plain = await agent.get('/api/jobs/');
      expect(plain.headers['content-encoding']).toBeUndefined();
      expect(plain.body.length).toBeGreaterThan(5_000);
      const br = await agent.get('/api/jobs/', { headers: { 'accept-encoding': 'br, gzip' } });
      expect(br.headers['content-encoding']).toBe('br');
      expect(br.rawPayload.length).toBeLessThan(plain.body.length / 4);
      expect(JSON.parse(brotliDecompressSync(br.rawPayload).toString())).toEqual(plain.json());
      const gzip = await agent.get('/api/jobs/', { headers: { 'accept-encoding': 'gzip' } });
      expect(gzip.headers['content-encoding']).toBe('gzip');
      expect(JSON.parse(gunzipSync(gzip.rawPayload).toString())).toEqual(plain.json());
      const small = await agent.get('/dj-rest-auth/user/', { headers: { 'accept-encoding': 'br, gzip' } });
      expect(small.headers['content-encoding']).toBeUndefined();
      expect(small.json().email).toBe('compress@example.com');
    });

    it('serves fingerprinted assets with a long cache, pre-compressed when the browser accepts it', async () => {
      const res = await h.agent().get('/assets/app-abc123.js');
      expect(res.statusCode).toBe(200);
      expect(res.headers['cache-control']).toContain('immutable');
      expect(res.headers['content-encoding']).toBeUndefined();
      const br = await h.agent().get('/assets/app-abc123.js', { headers: { 'accept-encoding': 'br, gzip' } });
      expect(br.headers['content-encoding']).toBe('br');
      expect(br.rawPayload.equals(brotliCompressSync('console.log(1)'))).toBe(true);
    });

    it('sends the security headers on every response', async () => {
      for (const url of ['/', '/csrf/', '/api/nothing/', '/healthz', '/assets/app-abc123.js']) {
        const res = await h.agent().get(url);
        const csp = String(res.headers['content-security-policy']);
        expect(csp).toContain("default-src 'self'");
        expect(csp).toContain('https://accounts.google.com/gsi/client');
        expect(csp).toContain("frame-ancestors 'none'");
        expect(res.headers['x-content-type-options']).toBe('nosniff');
        expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
        expect(res.headers['x-frame-options']).toBe('DENY');
        expect(res.headers['cross-origin-opener-policy']).toBe('same-origin-allow-popups');
        expect(res.headers['strict-transport-security']).toBeUndefined();
      }
    });

    it('tells browsers and proxies never to keep API answers: tokens, personal data, errors', async () => {
      const agent = h.agent();
      const answers = [await agent.get('/csrf/'), await agent.register('no-store@example.com')];
      const login = await agent.login('no-store@example.com');
      expect(login.json().access).toEqual(expect.any(String));
      answers.push(login);
      await agent.post('/api/jobs/', { title: 'Engineer', company: 'Acme' });
      answers.push(
        await agent.get('/dj-rest-auth/user/'),
        await agent.get('/api/jobs/'),
        await agent.get('/api/content/skills/'),
        await agent.get('/templates/resume-templates/'),
        await agent.post('/resumes/resume-versions/get-or-create-draft/', { template_id: null }),
        await agent.post('/dj-rest-auth/token/refresh/', { refresh: login.json().refresh }),
        await h.agent().get('/api/jobs/'),
        await h.agent().post('/dj-rest-auth/login/', { email: 'no-store@example.com', password: 'Wrong-Horse-93' }),
        await agent.get('/api/nothing/'),
      );
      for (const res of answers) {
        expect(res.statusCode, res.body).toBeLessThan(500);
        expect(res.headers['cache-control'], res.raw.req.url).toBe('no-store');
      }
      expect(answers.map((res) => res.statusCode)).toEqual([
        200, 201, 200, 200, 200, 200, 200, 204, 200, 401, 400, 404,
      ]);
    });

    it('keeps the caching a response chose for itself, and the app shell and assets as they were', async () => {
      expect((await h.agent().get('/assets/app-abc123.js')).headers['cache-control']).toBe(
        'public, max-age=31536000, immutable',
      );
      // The page without the user's data is revalidated, not forbidden from the cache (a drawn page is no-store).
      expect((await h.agent().get('/')).headers['cache-control']).toBe('no-cache');
      const docsStyle = await h.agent().get('/api/docs/static/swagger-ui.css');
      expect(docsStyle.statusCode).toBe(200);
      expect(docsStyle.headers['cache-control']).toBe('public, max-age=0');
    });

    it('publishes an OpenAPI 3 document listing the identity routes, and its browser', async () => {
      const res = await h.agent().get('/api/schema/');
      expect(res.statusCode).toBe(200);
      const doc = res.json();
      expect(doc.openapi).toMatch(/^3\./);
      for (const route of [
        '/csrf/',
        '/dj-rest-auth/login/',
        '/dj-rest-auth/registration/',
        '/dj-rest-auth/google/',
        '/dj-rest-auth/user/',
        '/dj-rest-auth/logout/',
        '/dj-rest-auth/token/refresh/',
        '/dj-rest-auth/password/change/',
      ]) {
        expect(doc.paths).toHaveProperty([route]);
      }
      expect(doc.paths['/dj-rest-auth/login/'].post.requestBody).toBeDefined();
      // Every API route, with each of its methods, is documented.
      const undocumented = h.app.registeredRoutes
        .filter((route) => route.method !== 'HEAD' && isApiPath(route.url) && !route.url.startsWith('/api/docs'))
        .filter((route) => route.url !== '/api/schema/')
        .map((route) => `${route.method} ${route.url}`)
        .filter((key) => {
          const [method, url] = key.split(' ') as [string, string];
          const path = url.replace(/:(\w+)/g, '{$1}');
          return !doc.paths[path]?.[method.toLowerCase()];
        });
      expect(undocumented).toEqual([]);
      expect(doc.paths['/api/jobs/{id}/move/'].post.requestBody).toBeDefined();
      const ui = await h.agent().get('/api/docs/');
      expect([200, 302]).toContain(ui.statusCode);
    });

    it('GET /healthz answers 200 when the database answers, with the mail waiting to go', async () => {
      const res = await h.agent().get('/healthz');
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({
        status: 'ok',
        database: h.kind,
        mail: { unsent: 0, oldest_unsent_seconds: null },
      });
    });
  },
  { env: { WEB_DIST: webDist } },
);

describeOnDatabases(
  'production headers',
  (h) => {
    it('sends HSTS and Secure cookies in production', async () => {
      const res = await h.agent().get('/csrf/');
      expect(res.headers['strict-transport-security']).toContain('max-age=');
      expect(res.cookies.find((c) => c.name === 'csrftoken')?.secure).toBe(true);
    });
  },
  { env: { NODE_ENV: 'production' } },
);
