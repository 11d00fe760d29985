#!/usr/bin/env node
// npm test: every check, in order, stopping at the first failure:
// lint, typecheck, unit + API tests (PGlite; PostgreSQL too when TEST_DATABASE_URL is set), build, bundle budget,
// browser tests.
import { spawnSync } from 'node:child_process';

const steps = [
  ['lint', ['run', 'lint']],
  ['typecheck', ['run', 'typecheck']],
  ['unit and API tests', ['run', 'test:unit']],
  ['build', ['run', 'build']],
  ['bundle budget', ['run', 'bundle:check']],
  ['browser tests', ['run', 'test:e2e']],
];

const databases = process.env.TEST_DATABASE_URL
  ? 'PGlite and PostgreSQL'
  : 'PGlite only (set TEST_DATABASE_URL to add PostgreSQL)';
process.stdout.write(`API tests run on ${databases}.\n`);
for (const [name, args] of steps) {
  process.stdout.write(`\n=== ${name} ===\n`);
  const started = Date.now();
  const result = spawnSync('npm', args, { stdio: 'inherit' });
  if (result.status !== 0) {
    process.stdout.write(`\n${name} failed.\n`);
    process.exit(result.status ?? 1);
  }
  process.stdout.write(`--- ${name} passed in ${((Date.now() - started) / 1000).toFixed(1)} s\n`);
}
process.stdout.write('\nAll checks passed.\n');
