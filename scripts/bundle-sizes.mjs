#!/usr/bin/env node
// Gzipped JavaScript per route of the built web app (apps/web/dist, from Vite's manifest), and the budget check:
// exits non-zero when the landing route or the whole app passes its budget. `--report` prints every route.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { fileURLToPath } from 'node:url';

const dist = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../apps/web/dist');
const manifest = JSON.parse(readFileSync(path.join(dist, '.vite/manifest.json'), 'utf8'));

/** Budgets in gzipped kB. The landing target is 90 kB; see docs/PERFORMANCE.md for why the budget is higher. */
export const BUDGETS = { landing: 125, app: 350 };

const gz = (file) => gzipSync(readFileSync(path.join(dist, file))).length / 1024;

/** A chunk and everything it statically imports. */
function closure(key, seen = new Set()) {
  if (seen.has(key)) return seen;
  seen.add(key);
  for (const dep of manifest[key]?.imports ?? []) closure(dep, seen);
  return seen;
}

function routeSize(...moduleKeys) {
  const files = new Set();
  for (const key of ['index.html', ...moduleKeys]) for (const chunk of closure(key)) files.add(manifest[chunk].file);
  return [...files].filter((file) => file.endsWith('.js')).reduce((sum, file) => sum + gz(file), 0);
}

const routes = {
  '/ (landing)': ['src/layouts/PublicLayout.tsx', 'src/features/landing/LandingPage.tsx'],
  '/login': ['src/layouts/PublicLayout.tsx', 'src/features/auth/LoginPage.tsx'],
  '/dashboard': ['src/layouts/AppLayout.tsx', 'src/features/dashboard/DashboardPage.tsx'],
  '/content-library/*': ['src/layouts/AppLayout.tsx', 'src/features/content-library/routes.ts'],
  '/templates': ['src/layouts/AppLayout.tsx', 'src/features/templates/TemplatesPage.tsx'],
  '/resume-preview/{id}': ['src/layouts/AppLayout.tsx', 'src/features/resume-preview/ResumePreviewPage.tsx'],
};
for (const keys of Object.values(routes))
  for (const key of keys) if (!manifest[key]) throw new Error(`${key} is not in the build manifest`);

const sizes = Object.fromEntries(Object.entries(routes).map(([route, keys]) => [route, routeSize(...keys)]));
const app = Object.values(manifest)
  .map((chunk) => chunk.file)
  .filter((file, i, all) => file.endsWith('.js') && all.indexOf(file) === i)
  .reduce((sum, file) => sum + gz(file), 0);

if (process.argv.includes('--report')) {
  console.log('JavaScript per route (gzipped, everything loaded before interaction):');
  for (const [route, size] of Object.entries(sizes))
    console.log(`  ${route.padEnd(24)} ${size.toFixed(1).padStart(6)} kB`);
  console.log(`  ${'whole app'.padEnd(24)} ${app.toFixed(1).padStart(6)} kB`);
}
const landing = sizes['/ (landing)'];
const problems = [];
if (landing > BUDGETS.landing) problems.push(`landing route ${landing.toFixed(1)} kB > budget ${BUDGETS.landing} kB`);
if (app > BUDGETS.app) problems.push(`whole app ${app.toFixed(1)} kB > budget ${BUDGETS.app} kB`);
if (problems.length > 0) {
  console.error(`Bundle budget exceeded: ${problems.join('; ')}`);
  process.exit(1);
}
console.log(
  `Bundle budget: landing ${landing.toFixed(1)} kB ≤ ${BUDGETS.landing} kB, whole app ${app.toFixed(1)} kB ≤ ${BUDGETS.app} kB (gzipped JS).`,
);
