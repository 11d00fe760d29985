#!/usr/bin/env node
// After `vite build`: writes dist/visitor-pages/, the pages a signed-out visitor gets rendered (decision 004).
// index.html is the landing page with no scripts; login.html and signup.html carry the app, which takes them over.
// The server sends them as they are.
import { createHash } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const web = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const { renderVisitorLanding, renderVisitorAppPage, renderAppLoadFailed } = await import(
  path.join(web, 'dist-ssr/visitor-pages.js')
);
const template = readFileSync(path.join(web, 'dist/index.html'), 'utf8');
const out = path.join(web, 'dist/visitor-pages');
mkdirSync(out, { recursive: true });

const ROOT = '<div id="root"></div>';
if (!template.includes(ROOT)) throw new Error('dist/index.html has no empty #root');
// The server knows the visitor is signed out, so these pages do not ask who is signed in.
const withoutUserPreload = (html) => html.replace(/\s*<!--[^]*?-->\s*<link rel="preload"[^>]*as="fetch"[^>]*>/, '');
const fill = (html, markup) => html.replace(ROOT, `<div id="root">${markup}</div>`);

// The landing page: links and CSS only.
const year = String(new Date().getFullYear());
const copyright = `© ${year} `;
let landing = renderVisitorLanding();
if (landing.split(copyright).length !== 2) throw new Error(`expected one "${copyright}" in the landing page`);
// The server writes the current year between these markers on every request.
landing = landing.replace(copyright, `© <!--year-->${year}<!--/year--> `);
const staticTemplate = withoutUserPreload(template)
  .replace(/\s*<script\b[^>]*>\s*<\/script>/g, '')
  .replace(/\s*<link rel="modulepreload"[^>]*>/g, '');
if (/<script|modulepreload|as="fetch"/.test(staticTemplate)) throw new Error('the landing page must not load scripts');
writeFileSync(path.join(out, 'index.html'), fill(staticTemplate, landing));

// Log In and Sign Up are drawn before any script runs, so the app (its entry and the route's chunks) starts
// loading only after that first paint, from a small start script: on a slow phone the page shows at once and
// becomes live when the app has arrived, instead of the scripts competing with the paint for the network.
const entry = template.match(/<script type="module" crossorigin src="([^"]+)"><\/script>/)?.[1];
if (!entry) throw new Error('dist/index.html has no module entry script');
const routePreloads = JSON.parse(readFileSync(path.join(web, 'dist/route-preloads.json'), 'utf8'));
const staticPreloads = [...template.matchAll(/<link rel="modulepreload" crossorigin href="([^"]+)">/g)].map(
  (m) => m[1],
);
const appTemplate = withoutUserPreload(template)
  .replace(/\s*<script type="module"[^>]*><\/script>/, '')
  .replace(/\s*<link rel="modulepreload"[^>]*>/g, '');
for (const page of ['login', 'signup']) {
  const preloads = [...staticPreloads, ...routePreloads[`/${page}`]];
  const source = `// Starts the app after the first paint of /${page}, which the server sent already drawn (decision 004).
const start = () => {
  for (const href of ${JSON.stringify(preloads)}) {
    const link = Object.assign(document.createElement('link'), { rel: 'modulepreload', href, crossOrigin: '' });
    document.head.append(link);
  }
  // Without the app the form never wakes up: say so under the heading rather than leave it silent.
  import(${JSON.stringify(entry)}).catch(() =>
    document.querySelector('main h1')?.insertAdjacentHTML('afterend', ${JSON.stringify(renderAppLoadFailed())}),
  );
};
if (document.visibilityState === 'hidden') start();
else requestAnimationFrame(() => setTimeout(start));
`;
  const name = `assets/start-${page}-${createHash('sha256').update(source).digest('hex').slice(0, 8)}.js`;
  writeFileSync(path.join(web, 'dist', name), source);
  const markup = await renderVisitorAppPage(`/${page}`);
  const html = appTemplate.replace(
    '</head>',
    `  <script type="module" crossorigin src="/${name}"></script>\n  </head>`,
  );
  writeFileSync(path.join(out, `${page}.html`), fill(html, markup));
}
console.log('dist/visitor-pages: index.html (no scripts), login.html, signup.html');
