#!/usr/bin/env node
// npm start: builds the web app and the server when their sources are newer than the build, then runs the server.
// Signals are passed on so Ctrl-C and SIGTERM shut the server down gracefully.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const at = (...parts) => path.join(root, ...parts);

/** Newest modification time among files under the given paths (0 when none exist). */
function newest(...paths) {
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

const shared = [at('packages/shared/src'), at('package-lock.json')];
const targets = [
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
    inputs: [at('apps/server/src'), at('apps/server/build.mjs'), ...shared],
    workspace: '@hirestride/server',
  },
];

for (const target of targets) {
  const built = existsSync(target.output) ? statSync(target.output).mtimeMs : 0;
  if (built >= newest(...target.inputs)) continue;
  process.stderr.write(`Building the ${target.name}...\n`);
  const result = spawnSync('npm', ['run', 'build', '--silent', '-w', target.workspace], {
    cwd: root,
    stdio: 'inherit',
  });
  if (result.status !== 0) {
    process.stderr.write(`Building the ${target.name} failed.\n`);
    process.exit(result.status ?? 1);
  }
}

const server = spawn(process.execPath, ['--enable-source-maps', at('apps/server/dist/main.js')], {
  cwd: root,
  stdio: 'inherit',
  env: process.env,
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
