// What `npm start` builds before it serves: each app's build output and the sources it is built from.
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
/** A path in the repository. */
export const at = (...parts) => path.join(root, ...parts);

/** Newest modification time among files under the given paths (0 when none exist). */
export function newest(...paths) {
  let latest = 0;
  const visit = (p) => {
    if (!existsSync(p)) return;
    const stat = statSync(p);
    if (stat.isDirectory()) {
      for (const entry of readdirSync(p)) if (entry !== 'node_modules' && entry !== 'dist') visit(path.join(p, entry));
    } else latest = Math.max(latest, stat.mtimeMs);
  };
  paths.forEach(visit);
  return latest;
}

// Both apps bundle the workspace packages (the match engine, the writing assistant, …): a change to any of them
// must rebuild both, or `npm start` serves the old engine.
const shared = [at('packages'), at('package-lock.json')];

/** The apps in build order: name, the file whose age says when it was built, its sources, its workspace. */
export const targets = [
  {
    name: 'web app',
    // The last file the web build writes (apps/web/scripts/prerender.mjs), so a build cut short is redone.
    output: at('apps/web/dist/visitor-pages/signup.html'),
    inputs: [
      at('apps/web/src'),
      at('apps/web/public'),
      at('apps/web/scripts'),
      at('apps/web/index.html'),
      at('apps/web/vite.config.ts'),
      at('apps/web/build-plugins.ts'),
      at('apps/web/route-modules.json'),
      at('apps/web/package.json'),
      ...shared,
    ],
    workspace: '@hirestride/web',
  },
  {
    name: 'server',
    output: at('apps/server/dist/main.js'),
    inputs: [at('apps/server/src'), at('apps/server/build.mjs'), at('apps/server/package.json'), ...shared],
    workspace: '@hirestride/server',
  },
];

/** The targets whose sources are newer than their build (or that were never built). */
export const staleTargets = () =>
  targets.filter(
    (target) => (existsSync(target.output) ? statSync(target.output).mtimeMs : 0) < newest(...target.inputs),
  );
