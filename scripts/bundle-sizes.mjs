#!/usr/bin/env node
// Gzipped JavaScript per route of the built web app (apps/web/dist, from Vite's manifest), and the budget check:
// exits non-zero when a page passes its budget. `--report` prints every route.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { fileURLToPath } from 'node:url';

const web = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../apps/web');
const dist = path.join(web, 'dist');
const manifest = JSON.parse(readFileSync(path.join(dist, '.vite/manifest.json'), 'utf8'));
/** The screens' modules per route pattern: the same table the build turns into the server's preloads. */
const routeModules = JSON.parse(readFileSync(path.join(web, 'route-modules.json'), 'utf8'));

/**
 * Budgets in gzipped kB. `landing` is what a visitor's browser loads at / (the pre-rendered page, decision 004);
 * `entry` is the app's entry chunk with its static imports, loaded on every other page.
 */
export const BUDGETS = { landing: 90, entry: 125, app: 360 };

const gz = (file) => gzipSync(readFileSync(path.join(dist, file))).length / 1024;
const keyOfFile = new Map(Object.entries(manifest).map(([key, chunk]) => [chunk.file, key]));

/** A chunk and everything it statically imports. */
function closure(key, seen = new Set()) {
  if (seen.has(key)) return seen;
  seen.add(key);
  for (const dep of manifest[key]?.imports ?? []) closure(dep, seen);
  return seen;
}

const sizeOf = (keys) => {
  const files = new Set();
  for (const key of keys) for (const chunk of closure(key)) files.add(manifest[chunk].file);
  return [...files].filter((file) => file.endsWith('.js')).reduce((sum, file) => sum + gz(file), 0);
};

/** The scripts a page's HTML loads (module scripts and modulepreloads), as manifest keys. */
function scriptsOf(htmlFile) {
  const html = readFileSync(path.join(dist, htmlFile), 'utf8');
  return [...html.matchAll(/<(?:script[^>]*\bsrc|link[^>]*\bhref)="\/([^"]+\.js)"/g)].map(([, file]) => {
    const key = keyOfFile.get(file);
    if (!key) throw new Error(`${htmlFile} loads ${file}, which is not in the build manifest`);
    return key;
  });
}

for (const [route, keys] of Object.entries(routeModules))
  for (const key of keys) if (!manifest[key]) throw new Error(`${key} (route ${route}) is not in the build manifest`);

const landing = sizeOf(scriptsOf('visitor-pages/index.html'));
const entry = sizeOf(['index.html']);
const sizes = {
  '/ (visitors)': landing,
  ...Object.fromEntries(
    Object.entries(routeModules).map(([route, keys]) => [
      route === '/' ? '/ (signed in)' : route,
      sizeOf(['index.html', ...keys]),
    ]),
  ),
};
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
const measured = { landing, entry, app };
const problems = Object.entries(BUDGETS)
  .filter(([name, budget]) => measured[name] > budget)
  .map(([name, budget]) => `${name} ${measured[name].toFixed(1)} kB > budget ${budget} kB`);
if (problems.length > 0) {
  console.error(`Bundle budget exceeded: ${problems.join('; ')}`);
  process.exit(1);
}
console.log(
  `Bundle budget (gzipped JS): landing ${landing.toFixed(1)} kB ≤ ${BUDGETS.landing} kB, app entry ${entry.toFixed(1)} kB ≤ ${BUDGETS.entry} kB, whole app ${app.toFixed(1)} kB ≤ ${BUDGETS.app} kB.`,
);
