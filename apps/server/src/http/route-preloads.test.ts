import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { routePreloader } from './route-preloads.js';

const INDEX =
  '<html><head><title>x</title><script type="module" src="/assets/index-1.js"></script></head><body><div id="root"></div></body></html>';

function distWith(preloads: unknown): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'hs-pages-'));
  writeFileSync(path.join(dir, 'route-preloads.json'), JSON.stringify(preloads));
  return dir;
}

const preloadsIn = (html: string) =>
  [...html.matchAll(/<link rel="modulepreload" crossorigin href="([^"]+)">/g)].map((m) => m[1]);

describe('routePreloader', () => {
  const preload = routePreloader(
    distWith({
      '/login': ['/assets/LoginPage-1.js', '/assets/schemas-2.js'],
      '/content-library': ['/assets/routes-3.js'],
      '/content-library/*': ['/assets/routes-3.js', '/assets/dates-4.js'],
    }),
  );
  const pageFor = (pathname: string) => preload(INDEX, pathname);

  it("lists a route's chunks as modulepreload links in the head", () => {
    const html = pageFor('/login');
    expect(preloadsIn(html)).toEqual(['/assets/LoginPage-1.js', '/assets/schemas-2.js']);
    expect(html.indexOf('modulepreload')).toBeLessThan(html.indexOf('</head>'));
  });

  it('matches exact paths and, for /x/*, any path below /x', () => {
    expect(preloadsIn(pageFor('/content-library'))).toEqual(['/assets/routes-3.js']);
    expect(preloadsIn(pageFor('/content-library/experience'))).toEqual(['/assets/routes-3.js', '/assets/dates-4.js']);
    expect(pageFor('/login/extra')).toBe(INDEX);
    expect(pageFor('/content-library-x')).toBe(INDEX);
  });

  it('leaves the page unchanged for other paths, for pages without the app, and when the build wrote no preloads', () => {
    expect(pageFor('/no/such/page')).toBe(INDEX);
    const landing = '<html><head></head><body><h1>Hi</h1></body></html>';
    expect(preload(landing, '/login')).toBe(landing);
    expect(routePreloader(mkdtempSync(path.join(tmpdir(), 'hs-pages-')))(INDEX, '/login')).toBe(INDEX);
  });

  it('refuses a preloads file whose entries are not asset scripts', () => {
    expect(() => routePreloader(distWith({ '/login': ['https://evil.example/x.js'] }))).toThrow();
    expect(() => routePreloader(distWith({ '/login': ['/assets/a.js"><script>'] }))).toThrow();
  });
});
