// Bare ways of reading the 20-row list on PostgreSQL (after `npm run build`: node scripts/bench/read-paths.mjs): each
// driver, with and without prepared statements, serialised by the server or written as JSON by PostgreSQL, at three
// pool sizes. Not part of `npm run bench`: the question it answered for issue 17 (decision 013's choice of a read
// path) is closed by decision 016, and the app's own reads are measured against a bare route by api.mjs. Kept for
// the next time a read needs to be faster (016: the query and its index first).
import path from 'node:path';
import { load, root, scratchDatabase, startProcess, startServer, userWithLibrary } from './lib.mjs';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const ADMIN_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const ROUTES = {
  '/pg/rows': 'pg, rows, JSON.stringify',
  '/pg/rows-prepared': 'pg, prepared, rows, JSON.stringify',
  '/pg/rows-schema': 'pg, rows, fast-json-stringify (schema)',
  '/pg/json': 'pg, JSON written by PostgreSQL',
  '/pg/json-prepared': 'pg, prepared, JSON written by PostgreSQL',
  '/postgres/rows': 'postgres.js (prepared), rows, JSON.stringify',
  '/postgres/json': 'postgres.js (prepared), JSON written by PostgreSQL',
};
const POOLS = (process.env.BENCH_POOLS ?? '5,10,20').split(',').map(Number);

const database = await scratchDatabase(ADMIN_URL);
const table = {};
try {
  const server = await startServer({ DATABASE_URL: database.url });
  const { user } = await userWithLibrary(server.base);
  await server.stop();
  for (const pool of POOLS) {
    const bare = await startProcess(
      (port) => [
        path.join(root, 'scripts/bench/read-paths-server.mjs'),
        String(port),
        database.url,
        String(user.pk),
        String(pool),
      ],
      {},
    );
    for (const route of Object.keys(ROUTES)) {
      (table[route] ??= {})[pool] = await load({ url: bare.base + route }, SECONDS);
    }
    await bare.stop();
  }
} finally {
  await database.drop();
}

console.log(
  `\nRead paths: bare Fastify, the 20-row list on PostgreSQL (autocannon 10 connections, ${SECONDS} s each; req/s, p99)\n`,
);
console.log(`${'path'.padEnd(52)}${POOLS.map((pool) => `pool ${pool}`.padStart(20)).join('')}`);
for (const [route, label] of Object.entries(ROUTES)) {
  const cells = POOLS.map((pool) => {
    const r = table[route][pool];
    return `${r.rps.toFixed(0)} (${r.p99} ms)`.padStart(20);
  });
  console.log(`${label.padEnd(52)}${cells.join('')}`);
}
