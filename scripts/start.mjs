#!/usr/bin/env node
// npm start: builds the web app and the server when their sources are newer than the build, then runs the server.
// Signals are passed on so Ctrl-C and SIGTERM shut the server down gracefully.
import { spawn, spawnSync } from 'node:child_process';
import { at, root, staleTargets } from './build-targets.mjs';

for (const target of staleTargets()) {
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
