// API benchmark (npm run bench): the built server on PostgreSQL and on PGlite against a bare Fastify server
// answering the same JSON from memory; then the same reads with 100,000 users × 20 rows per section on PostgreSQL.
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import {
  analyze,
  BENCH_PASSWORD,
  load,
  root,
  scratchDatabase,
  startProcess,
  startServer,
  userWithJobs,
  userWithLibrary,
} from './lib.mjs';
import { seedUsers } from './seed.mjs';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const ADMIN_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const GROWTH_USERS = Number(process.env.BENCH_GROWTH_USERS ?? 100_000);

/** The tracker's table as the app first asks for it (JobTable): open jobs in board order, 50 to a page. */
const PAGE = '/api/jobs/?omit=posting_text,notes&include_archived=false&limit=50';
/** The three reads issue 17 measures: the library list, the user, and a page of the tracker's 500 jobs. */
async function reads(base, session, jobsSession) {
  const headers = { cookie: session.cookieHeader };
  return {
    list: await load({ url: `${base}/api/content/work-experiences/`, headers }, SECONDS),
    user: await load({ url: `${base}/dj-rest-auth/user/`, headers }, SECONDS),
    page: await load({ url: `${base}${PAGE}`, headers: { cookie: jobsSession.cookieHeader } }, SECONDS),
  };
}

/** The tracker with 500 jobs: the board's read, a page of the table, and cards moved between columns. */
async function tracker(base, { session, jobs }) {
  const headers = { cookie: session.cookieHeader };
  const [a, b] = [jobs.find((job) => job.stage === 'wishlist'), jobs.find((job) => job.stage === 'submitted')];
  const move = (job, stage, position) => ({
    method: 'POST',
    path: `/api/jobs/${job.id}/move/`,
    headers: { ...headers, 'content-type': 'application/json', 'x-csrftoken': session.cookies.get('csrftoken') },
    body: JSON.stringify({ stage, position }),
  });
  return {
    board: await load({ url: `${base}/api/jobs/?omit=posting_text,notes`, headers }, SECONDS),
    // Each connection keeps moving two cards across columns of 125: every move renumbers two columns.
    move: await load(
      {
        url: base,
        requests: [move(a, 'maybe', 0), move(a, 'wishlist', 60), move(b, 'interviewed', 10), move(b, 'submitted', 100)],
      },
      SECONDS,
    ),
  };
}

async function writes(base, { session, draft, email }) {
  const { id, ...patch } = draft;
  return {
    patch: await load(
      {
        url: `${base}/resumes/resume-versions/${id}/`,
        method: 'PATCH',
        headers: {
          cookie: session.cookieHeader,
          'content-type': 'application/json',
          'x-csrftoken': session.cookies.get('csrftoken'),
        },
        body: JSON.stringify(patch),
      },
      SECONDS,
    ),
    login: await load(
      {
        url: `${base}/dj-rest-auth/login/`,
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email, password: BENCH_PASSWORD }),
      },
      SECONDS,
    ),
  };
}

const fmt = (r) =>
  `${r.rps.toFixed(0).padStart(7)} req/s   p50 ${String(r.p50).padStart(4)} ms   p99 ${String(r.p99).padStart(4)} ms`;
const results = {};
/** The rounds' reads averaged, figure by figure. */
const averaged = (rounds) =>
  Object.fromEntries(
    Object.keys(rounds[0]).map((read) => [
      read,
      Object.fromEntries(
        Object.keys(rounds[0][read]).map((figure) => [
          figure,
          rounds.reduce((sum, round) => sum + round[read][figure], 0) / rounds.length,
        ]),
      ),
    ]),
  );
/** Latency with many users against the small database's: the mean, which autocannon gives to the microsecond. */
const growth = (r, small) =>
  `mean ${small.mean.toFixed(2)} → ${r.mean.toFixed(2)} ms (${(r.mean / small.mean).toFixed(2)}×), p50 ${(r.p50 / small.p50).toFixed(2)}×`;
/** A read's throughput as a share of both baselines: bare in memory, and bare with the one SELECT. */
const ratios = (r, key) =>
  `${((100 * r.rps) / results.bare[key].rps).toFixed(0)}% of bare, ${((100 * r.rps) / results.bareDb[key].rps).toFixed(0)}% of bare+SELECT`;

// PostgreSQL on a fresh database.
const database = await scratchDatabase(ADMIN_URL);
try {
  const server = await startServer({ DATABASE_URL: database.url });
  const user = await userWithLibrary(server.base);
  const jobsUser = await userWithJobs(server.base, `tracker-${Date.now()}@example.com`);
  await analyze(database.url);
  results.postgres = {
    ...(await reads(server.base, user.session, jobsUser.session)),
    ...(await writes(server.base, user)),
    ...(await tracker(server.base, jobsUser)),
  };
  // What the server's own per-request work (security headers, cookies, CSRF, routing, logging) costs without a
  // database: the ceiling any caching of the reads could reach.
  results.noDatabase = await load({ url: `${server.base}/api/auth-config/` }, SECONDS);

  // The bare baseline answers the very same JSON.
  const file = path.join(mkdtempSync(path.join(tmpdir(), 'hs-bare-')), 'answers.json');
  const page = await jobsUser.session.request('GET', PAGE);
  writeFileSync(file, JSON.stringify({ list: user.list, user: user.user, page }));
  const bare = await startProcess(
    (port) => [path.join(root, 'scripts/bench/bare-server.mjs'), String(port), file],
    {},
    '/dj-rest-auth/user/',
  );
  results.bare = await reads(bare.base, user.session, jobsUser.session);
  await bare.stop();
  // The second baseline: the same rows read with one SELECT through the same driver and pool, nothing else.
  const bareDb = await startProcess(
    (port) => [
      path.join(root, 'scripts/bench/bare-db-server.mjs'),
      String(port),
      database.url,
      String(user.user.pk),
      String(jobsUser.user.pk),
    ],
    {},
    '/dj-rest-auth/user/',
  );
  results.bareDb = await reads(bareDb.base, user.session, jobsUser.session);
  await bareDb.stop();

  if (GROWTH_USERS > 0) {
    // A second database like the first (the same two users and nothing else) stays small while the first grows; the
    // reads then alternate between them, so this machine's drift over minutes falls on both alike.
    const small = await scratchDatabase(ADMIN_URL);
    try {
      const smallServer = await startServer({ DATABASE_URL: small.url });
      const smallUser = await userWithLibrary(smallServer.base);
      const smallJobs = await userWithJobs(smallServer.base, `tracker-small-${Date.now()}@example.com`);
      // The same history as the first database's tracker user: thousands of moves, each renumbering columns.
      await tracker(smallServer.base, smallJobs);
      const seeded = await seedUsers(database.url, GROWTH_USERS);
      // Both databases at rest: just after a bulk insert of 10 million rows, autovacuum would be busy on these two
      // cores. The size then differs and nothing else.
      await analyze(small.url, 'VACUUM ANALYZE');
      await analyze(database.url, 'VACUUM ANALYZE');
      const rounds = { small: [], grown: [] };
      for (let round = 0; round < 2; round += 1) {
        rounds.small.push(await reads(smallServer.base, smallUser.session, smallJobs.session));
        rounds.grown.push(await reads(server.base, user.session, jobsUser.session));
      }
      await smallServer.stop();
      results.growth = { small: averaged(rounds.small), grown: averaged(rounds.grown), seeded };
    } finally {
      await small.drop();
    }
  }
  await server.stop();
} finally {
  await database.drop();
}

// PGlite, and how long a cold start takes on a fresh DATA_DIR.
const embedded = await startServer({});
results.coldStartMs = embedded.startupMs;
const embeddedUser = await userWithLibrary(embedded.base);
const embeddedJobs = await userWithJobs(embedded.base, `tracker-${Date.now()}@example.com`);
results.pglite = {
  ...(await reads(embedded.base, embeddedUser.session, embeddedJobs.session)),
  ...(await writes(embedded.base, embeddedUser)),
  ...(await tracker(embedded.base, embeddedJobs)),
};
await embedded.stop();

console.log(
  `\nAPI (autocannon: 10 connections, pipelining 1, ${SECONDS} s after a 3 s warm-up; server and load on the same 2 cores)\n`,
);
for (const db of ['postgres', 'pglite']) {
  const r = results[db];
  console.log(`${db === 'postgres' ? 'PostgreSQL' : 'PGlite'}`);
  console.log(`  GET  /api/content/work-experiences/ (20)  ${fmt(r.list)}   ${ratios(r.list, 'list')}`);
  console.log(`  GET  /dj-rest-auth/user/                  ${fmt(r.user)}   ${ratios(r.user, 'user')}`);
  console.log(`  PATCH /resumes/resume-versions/{id}/      ${fmt(r.patch)}`);
  console.log(`  POST /dj-rest-auth/login/                 ${fmt(r.login)}`);
  console.log(`  GET  /api/jobs/ (the board, 500 jobs)     ${fmt(r.board)}`);
  console.log(`  GET  /api/jobs/?limit=50 (of 500 open)    ${fmt(r.page)}   ${ratios(r.page, 'page')}`);
  console.log(`  POST /api/jobs/{id}/move/ (500 jobs)      ${fmt(r.move)}`);
}
console.log(
  `Our server without the database: GET /api/auth-config/   ${fmt(results.noDatabase)}   ${((100 * results.noDatabase.rps) / results.bare.user.rps).toFixed(0)}% of bare (user)`,
);
console.log('bare Fastify, same JSON from memory');
console.log(`  GET  /api/content/work-experiences/ (20)  ${fmt(results.bare.list)}`);
console.log(`  GET  /dj-rest-auth/user/                  ${fmt(results.bare.user)}`);
console.log(`  GET  /api/jobs/?limit=50 (of 500 open)    ${fmt(results.bare.page)}`);
console.log('bare Fastify + one SELECT (pg, pool of 10), no auth, no hooks: the limit of a database read');
console.log(`  GET  /api/content/work-experiences/ (20)  ${fmt(results.bareDb.list)}`);
console.log(`  GET  /dj-rest-auth/user/                  ${fmt(results.bareDb.user)}`);
console.log(`  GET  /api/jobs/?limit=50 (of 500 open)    ${fmt(results.bareDb.page)}`);
if (results.growth) {
  const { small, grown, seeded } = results.growth;
  console.log(
    `\nGrowth: ${seeded.users.toLocaleString()} users, ${seeded.rows.toLocaleString()} rows seeded in ${(seeded.ms / 1000).toFixed(0)} s (PostgreSQL); two rounds alternating with a small database, averaged`,
  );
  console.log(`  GET  /api/content/work-experiences/ (20)  ${fmt(grown.list)}   ${growth(grown.list, small.list)}`);
  console.log(`  GET  /dj-rest-auth/user/                  ${fmt(grown.user)}   ${growth(grown.user, small.user)}`);
  console.log(`  GET  /api/jobs/?limit=50 (of 500 open)    ${fmt(grown.page)}   ${growth(grown.page, small.page)}`);
}
console.log(
  `\nCold start on a fresh DATA_DIR (built server, PGlite, migrations): first answer after ${(results.coldStartMs / 1000).toFixed(1)} s`,
);
