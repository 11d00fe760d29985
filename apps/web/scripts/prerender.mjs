#!/usr/bin/env node
// After `vite build`: writes dist/visitor-pages/, the pages a signed-out visitor gets rendered (decision 004).
// index.html is the landing page with no scripts; login.html and signup.html carry the app, which takes them over.
// The server sends them as they are. Also dist/drawn-page.html, the page the server fills for signed-in users with a
// screen it draws per request (decision 006).
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
// One start script for every page that arrives drawn: it preloads the chunks of the route at this address (the same
// table, and the same matching, as the server's route preloads) and starts the app.
const source = `// Starts the app after the first paint of a page the server sent already drawn (decisions 004, 006).
const routes = ${JSON.stringify(routePreloads)};
const matches = (pattern, path) =>
  pattern.endsWith('/*') ? path.startsWith(pattern.slice(0, -1)) && path.length > pattern.length - 1 : path === pattern;
const start = () => {
  const route = Object.keys(routes).find((pattern) => matches(pattern, location.pathname));
  for (const href of [...${JSON.stringify(staticPreloads)}, ...(route ? routes[route] : [])]) {
    const link = Object.assign(document.createElement('link'), { rel: 'modulepreload', href, crossOrigin: '' });
    document.head.append(link);
  }
  // Without the app the page never wakes up: say so under the heading rather than leave it silent.
  import(${JSON.stringify(entry)}).catch(() =>
    document.querySelector('main h1')?.insertAdjacentHTML('afterend', ${JSON.stringify(renderAppLoadFailed())}),
  );
};
if (document.visibilityState === 'hidden') start();
else requestAnimationFrame(() => setTimeout(start));
`;
const startScript = `assets/start-${createHash('sha256').update(source).digest('hex').slice(0, 8)}.js`;
writeFileSync(path.join(web, 'dist', startScript), source);
const drawnTemplate = appTemplate.replace(
  '</head>',
  `  <script type="module" crossorigin src="/${startScript}"></script>\n  </head>`,
);
for (const page of ['login', 'signup']) {
  writeFileSync(path.join(out, `${page}.html`), fill(drawnTemplate, await renderVisitorAppPage(`/${page}`)));
}
// The page the server fills per request for signed-in users (decision 006): the markup, then the state.
writeFileSync(path.join(web, 'dist/drawn-page.html'), drawnTemplate);
console.log('dist/visitor-pages: index.html (no scripts), login.html, signup.html; dist/drawn-page.html');
