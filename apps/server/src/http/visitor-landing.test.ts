import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { expect, it } from 'vitest';
import { describeOnDatabases } from '../../test/harness.js';

const webDist = mkdtempSync(path.join(tmpdir(), 'hs-web-landing-'));
const APP_PAGE =
  '<!doctype html><title>HireStride</title><div id="root"></div><script type="module" src="/a.js"></script>';
writeFileSync(path.join(webDist, 'index.html'), APP_PAGE);
writeFileSync(
  path.join(webDist, 'landing.html'),
  '<!doctype html><title>HireStride</title><div id="root"><h1>Unlock</h1><footer>© <!--year-->1999<!--/year--> HireStride.</footer></div>',
);
const thisYear = new Date().getFullYear();

describeOnDatabases(
  'Visitor landing page',
  (h) => {
    it('sends visitors at / the pre-rendered page, with this year and the CSRF cookie', async () => {
      const res = await h.agent().get('/');
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toContain('text/html');
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(res.headers.vary).toContain('Cookie');
      expect(res.body).toContain('<h1>Unlock</h1>');
      expect(res.body).toContain(`© ${thisYear} HireStride.`);
      expect(res.body).not.toContain('<script');
      expect(res.cookies.find((c) => c.name === 'csrftoken')?.value).toMatch(/^[A-Za-z0-9]{32}$/);
    });

    it('compresses the page for browsers that accept it', async () => {
      const plain = (await h.agent().get('/')).body;
      const br = await h.agent().get('/', { headers: { 'accept-encoding': 'gzip, deflate, br' } });
      expect(br.headers['content-encoding']).toBe('br');
      expect(brotliDecompressSync(br.rawPayload).toString()).toBe(plain);
      const gzip = await h.agent().get('/', { headers: { 'accept-encoding': 'gzip' } });
      expect(gzip.headers['content-encoding']).toBe('gzip');
      expect(gunzipSync(gzip.rawPayload).toString()).toBe(plain);
    });

    it('sends a signed-in user the app instead, whose top bar is theirs', async () => {
      const agent = h.agent();
      expect((await agent.register('landing@example.com')).statusCode).toBe(201);
      const res = await agent.get('/');
      expect(res.body).toBe(APP_PAGE);
      expect(res.headers['content-encoding']).toBeUndefined();
    });

    it('treats an unknown or logged-out session as a visitor', async () => {
      const agent = h.agent();
      agent.cookies.set('sessionid', 'not-a-session');
      expect((await agent.get('/')).body).toContain('<h1>Unlock</h1>');
      const member = h.agent();
      await member.register('gone@example.com');
      expect((await member.post('/dj-rest-auth/logout/')).statusCode).toBe(200);
      expect((await member.get('/')).body).toContain('<h1>Unlock</h1>');
    });

    it('serves the app, not the landing page, on every other page path', async () => {
      for (const url of ['/login', '/signup', '/no/such/page']) expect((await h.agent().get(url)).body).toBe(APP_PAGE);
    });
  },
  { env: { WEB_DIST: webDist } },
);
