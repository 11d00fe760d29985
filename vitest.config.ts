import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: [
      'packages/*/src/**/*.test.ts',
      'apps/server/src/**/*.test.ts',
      'apps/server/test/**/*.test.ts',
      'apps/web/src/**/*.test.ts',
      'apps/web/src/**/*.test.tsx',
      'scripts/*.test.mjs',
    ],
    // Migrates a PGlite snapshot and a PostgreSQL template once per run; the API harness opens each suite's
    // scratch database from them instead of migrating it again.
    globalSetup: ['apps/server/test/database-templates.ts'],
    // One file per core (vitest's default is one fewer: a single worker on two cores). The API tests spend much of
    // their time waiting on PostgreSQL and on the server processes they start, which the other worker fills.
    maxWorkers: Number(process.env.VITEST_MAX_WORKERS) || availableParallelism(),
    testTimeout: 60_000,
    hookTimeout: 60_000,
  },
});
