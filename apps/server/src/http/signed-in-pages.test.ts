import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync } from 'node:zlib';
import { expect, it } from 'vitest';
import { describeOnDatabases, type Agent } from '../../test/harness.js';

// A build as the web app writes it: the app's page, the drawn-page template, and a renderer beside dist/.
const build = mkdtempSync(path.join(tmpdir(), 'hs-web-signed-in-'));
const webDist = path.join(build, 'dist');
mkdirSync(webDist);
mkdirSync(path.join(build, 'dist-ssr'));
const APP_PAGE =
  '<!doctype html><html><head><script type="module" src="/assets/index-1.js"></script></head><body><div id="root"></div></body></html>';
const DRAWN_PAGE =
  '<!doctype html><html><head><script type="module" src="/assets/start-1.js"></script></head><body><div id="root"></div></body></html>';
writeFileSync(path.join(webDist, 'index.html'), APP_PAGE);
writeFileSync(path.join(webDist, 'drawn-page.html'), DRAWN_PAGE);
// Draws the titles it is given (escaped, as React does), and fails when told to.
writeFileSync(
  path.join(build, 'dist-ssr', 'signed-in-pages.js'),
  `export async function renderSignedInPage(url, state) {
    if (state.board.some((job) => job.title === 'break the renderer')) throw new Error('renderer failed');
    const titles = state.board.map((job) => '<li>' + job.title.replace(/&/g, '&amp;').replace(/</g, '&lt;') + '</li>');
    return '<main><h1>' + url + ' for ' + state.user.email + '</h1><ul>' + titles.join('') + '</ul></main>';
  }`,
);

const HOSTILE = 'Engineer </script><script>alert(1)</script>';
const stateOf = (html: string) =>
  JSON.parse(/<script type="application\/json" id="hs-page-state">([^]*?)<\/script>/.exec(html)![1]!) as {
    user: { email: string };
    board: Array<{ title: string; posting_text?: string }>;
  };

describeOnDatabases(
  'Signed-in pages drawn by the server (decision 006)',
  (h) => {
    const withJobs = async (email: string, titles: string[]) => {
      const agent = h.agent();
      await agent.register(email);
      for (const title of titles)
        await agent.post('/api/jobs/?allow_duplicate=true', { title, company: 'Acme', posting_text: 'long' });
      return agent;
    };
    const page = (agent: Agent, url: string, headers: Record<string, string> = {}) => agent.get(url, { headers });

    it('sends the board drawn, with the state it was drawn from, for its signed-in user only', async () => {
      await withJobs('other@example.com', ['Not yours']);
      const agent = await withJobs('owner@example.com', [HOSTILE, 'Designer']);
      for (const url of ['/tracker', '/my-job-tracker']) {
        const res = await page(agent, url);
        expect(res.statusCode, url).toBe(200);
        expect(res.headers['content-type']).toContain('text/html');
        expect(res.headers['cache-control']).toBe('no-store');
        expect(res.headers.vary).toContain('Cookie');
        expect(res.body).toContain(`<div id="root"><main><h1>${url} for owner@example.com</h1>`);
        // The start script of the drawn page, not the app's entry: the app starts after the first paint.
        expect(res.body).toContain('/assets/start-1.js');
        expect(res.body).not.toContain('/assets/index-1.js');
        const state = stateOf(res.body);
        expect(state.user.email).toBe('owner@example.com');
        expect(state.board.map((job) => job.title).sort()).toEqual(['Designer', HOSTILE].sort());
        expect(state.board[0]).not.toHaveProperty('posting_text');
        // Nothing a user typed can end the script element or start another.
        expect(res.body.match(/<script/g)).toHaveLength(2);
        expect(res.body).toContain('Engineer \\u003c/script>\\u003cscript>alert(1)\\u003c/script>');
      }
    });

    it("draws a title holding String.replace's patterns ($`, $', $&, $$) as typed", async () => {
      const title = "Lead $` and $' with $& for $$5";
      const agent = await withJobs('patterns@example.com', [title]);
      const res = await page(agent, '/tracker');
      expect(res.statusCode).toBe(200);
      expect(res.body).toContain(`<li>${title.split('&').join('&amp;')}</li>`);
      expect(stateOf(res.body).board.map((job) => job.title)).toEqual([title]);
      // The page is still one document: one root, one state, the start script once.
      expect(res.body.match(/<div id="root">/g)).toHaveLength(1);
      expect(res.body.match(/<\/body>/g)).toHaveLength(1);
      expect(res.body.match(/start-1\.js/g)).toHaveLength(1);
    });

    it('sends it compressed when the browser accepts it', async () => {
      const agent = await withJobs(
        'compressed@example.com',
        Array.from({ length: 30 }, (_, i) => `Role ${i}`),
      );
      const plain = await page(agent, '/tracker');
      const br = await page(agent, '/tracker', { 'accept-encoding': 'br, gzip' });
      expect(br.headers['content-encoding']).toBe('br');
      expect(brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body);
    });

    it('sends the app undrawn to visitors, for the table view, for other paths, and when drawing fails', async () => {
      const visitor = await page(h.agent(), '/tracker');
      expect(visitor.body).toBe(APP_PAGE);
      const agent = await withJobs('undrawn@example.com', ['Analyst']);
      expect((await page(agent, '/tracker?view=table')).body).toBe(APP_PAGE);
      expect((await page(agent, '/dashboard')).body).toBe(APP_PAGE);
      await agent.post('/api/jobs/', { title: 'break the renderer', company: 'Acme' });
      const failed = await page(agent, '/tracker');
      expect(failed.statusCode).toBe(200);
      expect(failed.body).toBe(APP_PAGE);
    });
  },
  { env: { WEB_DIST: webDist } },
);
