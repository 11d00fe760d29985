#!/usr/bin/env node
// npm test: every check, stopping at the first failure: lint, typecheck and the build side by side (each keeps one
// core busy); the bundle budget; the unit + API tests (PGlite; PostgreSQL too when TEST_DATABASE_URL is set); the
// browser tests. The last two run one after the other: side by side they contend for the CPU, and the tests that
// compare timings (a login for an unknown email against a wrong password) then measure the contention.
import { spawn } from 'node:child_process';

/** Each stage runs its steps side by side; the next stage starts once all of them have passed. */
const stages = [
  [
    ['lint', ['run', 'lint']],
    ['typecheck', ['run', 'typecheck']],
    ['build', ['run', 'build']],
  ],
  [['bundle budget', ['run', 'bundle:check']]],
  [['unit and API tests', ['run', 'test:unit']]],
  [['browser tests', ['run', 'test:e2e']]],
];

const seconds = (since) => `${((Date.now() - since) / 1000).toFixed(1)} s`;

/**
 * Runs `npm <args>`. Alone, its output streams through; beside other steps it is kept and printed whole when the
 * step ends, so their lines do not interleave.
 */
function run(name, args, alone) {
  const started = Date.now();
  const child = spawn('npm', args, { stdio: alone ? 'inherit' : ['ignore', 'pipe', 'pipe'], detached: !alone });
  const output = [];
  child.stdout?.on('data', (chunk) => output.push(chunk));
  child.stderr?.on('data', (chunk) => output.push(chunk));
  const done = new Promise((resolve) =>
    child.on('close', (code, signal) => resolve({ name, child, status: code ?? (signal ? 1 : 0), output, started })),
  );
  return { name, child, done };
}

/** Stops a step still running beside one that failed (its whole process group: npm and what it started). */
function stop(step) {
  try {
    process.kill(-step.child.pid, 'SIGTERM');
  } catch {
    // already gone
  }
}

const databases = process.env.TEST_DATABASE_URL
  ? 'PGlite and PostgreSQL'
  : 'PGlite only (set TEST_DATABASE_URL to add PostgreSQL; its suites are reported as skipped)';
process.stdout.write(`API tests run on ${databases}.\n`);
const allStarted = Date.now();
for (const steps of stages) {
  const alone = steps.length === 1;
  if (!alone) process.stdout.write(`\n=== ${steps.map(([name]) => name).join(' + ')}, side by side ===\n`);
  const running = steps.map(([name, args]) => {
    if (alone) process.stdout.write(`\n=== ${name} ===\n`);
    return run(name, args, alone);
  });
  const pending = new Map(running.map((step) => [step.name, step]));
  while (pending.size > 0) {
    const result = await Promise.race([...pending.values()].map((step) => step.done));
    pending.delete(result.name);
    if (!alone) {
      process.stdout.write(`\n--- ${result.name} output:\n`);
      process.stdout.write(Buffer.concat(result.output));
    }
    if (result.status !== 0) {
      for (const step of pending.values()) stop(step);
      await Promise.all([...pending.values()].map((step) => step.done));
      process.stdout.write(`\n${result.name} failed.\n`);
      process.exit(result.status);
    }
    process.stdout.write(`--- ${result.name} passed in ${seconds(result.started)}\n`);
  }
}
process.stdout.write(`\nAll checks passed in ${seconds(allStarted)}.\n`);
