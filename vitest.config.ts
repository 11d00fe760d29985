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
    // Files in a worker share its loaded modules (the server, the match engine's dictionary, the work pool's threads)
    // instead of loading them again for each file: no test relies on a fresh module, and each API suite still gets
    // its own app and scratch database.
    isolate: false,
    testTimeout: 60_000,
    hookTimeout: 60_000,
  },
});
