import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { expect, it } from 'vitest';
import { describeOnDatabases } from '../../test/harness.js';

const webDist = mkdtempSync(path.join(tmpdir(), 'hs-web-visitors-'));
const APP_SCRIPT = '<script type="module" src="/assets/index-1.js"></script>';
const APP_PAGE = `<!doctype html><html><head><title>HireStride</title>${APP_SCRIPT}</head><body><div id="root"></div></body></html>`;
const LOGIN_PRELOAD = '<link rel="modulepreload" crossorigin href="/assets/LoginPage-2.js">';
writeFileSync(path.join(webDist, 'index.html'), APP_PAGE);
writeFileSync(path.join(webDist, 'route-preloads.json'), JSON.stringify({ '/login': ['/assets/LoginPage-2.js'] }));
mkdirSync(path.join(webDist, 'visitor-pages'));
writeFileSync(
  path.join(webDist, 'visitor-pages', 'index.html'),
  '<!doctype html><html><head><title>HireStride</title></head><body><div id="root"><h1>Unlock</h1><footer>© <!--year-->1999<!--/year--> HireStride.</footer></div></body></html>',
);
const LOGIN_PAGE = `<!doctype html><html><head><title>HireStride</title>${APP_SCRIPT}</head><body><div id="root"><h1>Log In</h1></div></body></html>`;
writeFileSync(path.join(webDist, 'visitor-pages', 'login.html'), LOGIN_PAGE);
const thisYear = new Date().getFullYear();
const LANDING = '<h1>Unlock</h1>';

describeOnDatabases(
  'Pages rendered for visitors',
  (h) => {
    it('sends visitors at / the landing page with this year, no scripts, and the CSRF cookie', async () => {
      const res = await h.agent().get('/');
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toContain('text/html');
      expect(res.headers['cache-control']).toBe('no-store');
      expect(res.headers.vary).toContain('Cookie');
      expect(res.body).toContain(LANDING);
      expect(res.body).toContain(`© ${thisYear} HireStride.`);
      expect(res.body).not.toContain('<script');
      expect(res.body).not.toContain('modulepreload');
      expect(res.cookies.find((c) => c.name === 'csrftoken')?.value).toMatch(/^[A-Za-z0-9]{32}$/);
    });

    it('sends visitors at /login its rendered page as the build wrote it', async () => {
      const res = await h.agent().get('/login?next=%2Fdashboard');
      expect(res.body).toBe(LOGIN_PAGE);
    });

    it('compresses the pages for browsers that accept it', async () => {
      for (const url of ['/', '/login']) {
        const plain = (await h.agent().get(url)).body;
        const br = await h.agent().get(url, { headers: { 'accept-encoding': 'gzip, deflate, br' } });
        expect(br.headers['content-encoding']).toBe('br');
        expect(brotliDecompressSync(br.rawPayload).toString()).toBe(plain);
        const gzip = await h.agent().get(url, { headers: { 'accept-encoding': 'gzip' } });
        expect(gzip.headers['content-encoding']).toBe('gzip');
        expect(gunzipSync(gzip.rawPayload).toString()).toBe(plain);
      }
    });

    it('sends a signed-in user the app instead, whose pages are theirs', async () => {
      const agent = h.agent();
      expect((await agent.register('landing@example.com')).statusCode).toBe(201);
      const home = await agent.get('/');
      expect(home.body).toBe(APP_PAGE);
      expect(home.headers.vary).toContain('Cookie');
      expect(home.headers['content-encoding']).toBeUndefined();
      // The app sends a signed-in user on from /login to /dashboard.
      expect((await agent.get('/login')).body).toBe(APP_PAGE.replace('</head>', `  ${LOGIN_PRELOAD}\n  </head>`));
    });

    it('treats an unknown or logged-out session as a visitor', async () => {
      const agent = h.agent();
      agent.cookies.set('sessionid', 'not-a-session');
      expect((await agent.get('/')).body).toContain(LANDING);
      const member = h.agent();
      await member.register('gone@example.com');
      expect((await member.post('/dj-rest-auth/logout/')).statusCode).toBe(200);
      expect((await member.get('/')).body).toContain(LANDING);
      expect((await member.get('/login')).body).toContain('<h1>Log In</h1>');
    });

    it('serves the app on every other page path, and never the page files themselves', async () => {
      for (const url of ['/signup', '/dashboard', '/no/such/page'])
        expect((await h.agent().get(url)).body).toBe(APP_PAGE);
      for (const url of ['/visitor-pages/login.html', '/route-preloads.json'])
        expect((await h.agent().get(url)).statusCode).toBe(404);
    });
  },
  { env: { WEB_DIST: webDist } },
);
