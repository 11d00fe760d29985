// Helpers for the benchmarks: start the built server, talk to it like a browser, run autocannon.
import { execFileSync, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import pg from 'pg';
import chromiumFlags from '../../e2e/chromium-flags.json' with { type: 'json' };

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

export const freePort = () =>
  new Promise((resolve) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });

export async function waitFor(url, seconds = 60) {
  const deadline = Date.now() + seconds * 1000;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      /* not yet */
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`${url} did not answer`);
}

/** Starts a node script as a child process; resolves once `healthUrl` answers. */
export async function startProcess(args, env, healthPath = '/healthz') {
  const port = await freePort();
  const child = spawn(process.execPath, args(port), {
    env: { ...process.env, PORT: String(port), LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const base = `http://127.0.0.1:${port}`;
  const started = performance.now();
  await waitFor(base + healthPath);
  return {
    base,
    child,
    startupMs: performance.now() - started,
    stop: () => new Promise((resolve) => (child.once('exit', resolve), child.kill('SIGTERM'))),
  };
}

export function startServer(env = {}) {
  return startProcess(() => ['--enable-source-maps', path.join(root, 'apps/server/dist/main.js')], {
    DATA_DIR: mkdtempSync(path.join(tmpdir(), 'hs-bench-')),
    THROTTLE_SIGNUP_IP: '1000000/min',
    // The login row measures hashing at 10 connections for one account; the throttle counts every login in flight
    // (it reserves before verifying), so at its defaults it would refuse most of them.
    THROTTLE_LOGIN_IP: '1000000/min',
    THROTTLE_LOGIN_EMAIL: '1000000/min',
    ...env,
  });
}

/** How Chromium must start on this machine: the same flags the browser tests use. */
export const CHROMIUM_FLAGS = chromiumFlags;

/** A browser-like session: cookies and the CSRF header. */
export class Session {
  cookies = new Map();
  constructor(base) {
    this.base = base;
  }
  get cookieHeader() {
    return [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
  }
  async request(method, url, body) {
    const headers = { cookie: this.cookieHeader };
    if (body !== undefined) headers['content-type'] = 'application/json';
    if (method !== 'GET' && this.cookies.has('csrftoken')) headers['x-csrftoken'] = this.cookies.get('csrftoken');
    const res = await fetch(this.base + url, {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    for (const cookie of res.headers.getSetCookie()) {
      const [name, value] = cookie.split(';')[0].split('=');
      this.cookies.set(name, value);
    }
    const text = await res.text();
    if (!res.ok) throw new Error(`${method} ${url} → ${res.status} ${text.slice(0, 200)}`);
    return text ? JSON.parse(text) : null;
  }
}

export const BENCH_PASSWORD = 'river-Tango-42';

/** A new account, signed in: the session holds its cookies. */
export async function signedUpSession(base, email) {
  const session = new Session(base);
  await session.request('GET', '/csrf/');
  const { user } = await session.request('POST', '/dj-rest-auth/registration/', {
    email,
    password1: BENCH_PASSWORD,
    password2: BENCH_PASSWORD,
  });
  return { session, user };
}

/** A new account with 20 work experiences and a resume draft: the reads' user. */
export async function userWithLibrary(base) {
  const email = `bench-${Date.now()}@example.com`;
  const { session, user } = await signedUpSession(base, email);
  for (let i = 0; i < 20; i += 1) {
    await session.request('POST', '/api/content/work-experiences/', {
      job_title: `Engineer ${i}`,
      company: 'Acme',
      location: 'Remote',
      start_date: '2020-01-01',
      description: 'Built and shipped things that people use every day.',
    });
  }
  const draft = await session.request('POST', '/resumes/resume-versions/get-or-create-draft/', { template_id: 1 });
  const list = await session.request('GET', '/api/content/work-experiences/');
  return { session, email, user, draft, list };
}

/** A fresh PostgreSQL database for one bench run, dropped by `drop()`. */
export async function scratchDatabase(adminUrl) {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  const name = `hs_bench_${Date.now()}`;
  await admin.query(`CREATE DATABASE ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await admin.end();
    },
  };
}

/**
 * Gathers the planner's statistics (`command`: ANALYZE, or VACUUM ANALYZE), as autovacuum would within a minute of
 * the bench's inserts: measured at once, the 500 freshly imported jobs would be planned as an empty table.
 */
export async function analyze(url, command = 'ANALYZE') {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  await client.query(command);
  await client.end();
}

/**
 * autocannon with 10 connections, pipelining 1, after a warm-up (`warmup` seconds, 3 by default); returns req/s,
 * p50, p99 and mean latency (ms).
 */
export async function load(options, seconds, warmup = Math.min(3, seconds)) {
  const base = { connections: 10, pipelining: 1, ...options };
  if (warmup > 0) await autocannon({ ...base, duration: warmup });
  const result = await autocannon({ ...base, duration: seconds });
  const bad = result.non2xx + result.errors + result.timeouts;
  if (bad > 0) throw new Error(`${options.method ?? 'GET'} ${options.url}: ${bad} failed requests`);
  return {
    requests: result.requests.total,
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    mean: result.latency.average,
  };
}

/** Whether wrk, the load generator issue 17's figures came from, is installed (Debian: apt-get install wrk). */
export const hasWrk = (() => {
  try {
    execFileSync('wrk', ['-v'], { stdio: 'ignore' });
    return true;
  } catch (error) {
    // `wrk -v` prints its version and exits 1; only a missing program is ENOENT.
    return error.code !== 'ENOENT';
  }
})();

/**
 * GET `url` with wrk (2 threads, 10 connections, as issue 17 measured) for `seconds`; returns req/s and p50, p99 and
 * max (ms). wrk's percentiles include its correction for coordinated omission: a long stall counts as the requests a
 * client sending at a steady rate would have seen delayed, so rare stalls show in the p99 where autocannon hides them.
 */
export function wrk(url, headers, seconds) {
  const args = ['-t2', '-c10', `-d${seconds}s`, '-s', path.join(root, 'scripts/bench/wrk-report.lua')];
  for (const [name, value] of Object.entries(headers)) args.push('-H', `${name}: ${value}`);
  return new Promise((resolve, reject) => {
    const child = spawn('wrk', [...args, url], { stdio: ['ignore', 'pipe', 'inherit'] });
    let out = '';
    child.stdout.on('data', (chunk) => (out += chunk));
    child.on('error', reject);
    child.on('close', () => {
      const line = out.split('\n').find((l) => l.startsWith('{'));
      if (!line) return reject(new Error(`wrk gave no figures for ${url}:\n${out}`));
      const r = JSON.parse(line);
      if (r.failed > 0) return reject(new Error(`GET ${url}: ${r.failed} failed requests under wrk`));
      const ms = (micros) => micros / 1000;
      resolve({ rps: r.requests / (r.duration / 1e6), p50: ms(r.p50), p99: ms(r.p99), max: ms(r.max) });
    });
  });
}

/** A signed-in user with `count` jobs spread over the four open stages (imported as CSV, as a user would). */
export async function userWithJobs(base, email, count = 500) {
  const { session, user } = await signedUpSession(base, email);
  const stages = ['Wish List', 'Maybe', 'Submitted', 'Interviewed'];
  const rows = ['Title,Company,Location,Stage,Follow-up on,Notes'];
  for (let i = 0; i < count; i += 1) {
    rows.push(
      `Role ${i},Company ${i % 37},City ${i % 11},${stages[i % 4]},${i % 9 === 0 ? '2026-12-01' : ''},Notes about role ${i}`,
    );
  }
  const imported = await session.request('POST', '/api/jobs/import/', { csv: rows.join('\r\n') });
  if (imported.imported !== count) throw new Error(`imported ${imported.imported} of ${count} jobs`);
  const jobs = await session.request('GET', '/api/jobs/?omit=posting_text,notes');
  return { session, user, jobs };
}

/** Clock ticks per second of /proc's CPU times. */
const TICKS = existsSync('/proc/self/stat') ? Number(execFileSync('getconf', ['CLK_TCK']).toString()) : 0;

/** user + system CPU time (µs) of one process, from /proc/PID/stat. */
function processCpu(pid) {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
  return ((Number(fields[11]) + Number(fields[12])) * 1e6) / TICKS;
}

/**
 * CPU time (µs) used so far by the process `pid`, by every PostgreSQL server process on this machine, and by this
 * bench (autocannon runs in it); null where there is no /proc. Differences of two readings say where a
 * measurement's CPU went: on two shared cores, throughput follows what all three need per request.
 */
export function cpuReading(pid) {
  if (!TICKS) return null;
  const postgres = new Map();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      if (readFileSync(`/proc/${entry}/comm`, 'utf8') === 'postgres\n') postgres.set(entry, processCpu(entry));
    } catch {
      // The process ended between the listing and the read.
    }
  }
  const own = process.cpuUsage();
  return { server: processCpu(pid), postgres, bench: own.user + own.system };
}

/**
 * CPU µs per request between two readings, for each of server, postgres and bench; null without /proc. PostgreSQL
 * counts the processes alive at both readings (a pool's idle connection may close between them).
 */
export function cpuPerRequest(before, after, requests) {
  if (!before) return null;
  let postgres = 0;
  for (const [pid, used] of after.postgres) postgres += used - (before.postgres.get(pid) ?? used);
  const per = (micros) => micros / Math.max(requests, 1);
  return { server: per(after.server - before.server), postgres: per(postgres), bench: per(after.bench - before.bench) };
}

/** A two-page library: About You and twelve roles of three achievement lines each (what the PDF benches export). */
export async function fillTwoPageLibrary(session, { lastName, email }) {
  await session.request('POST', '/api/content/personal-info/', {
    first_name: 'Ada',
    last_name: lastName,
    email,
    phone: '555-0100',
  });
  for (let i = 1; i <= 12; i += 1) {
    await session.request('POST', '/api/content/work-experiences/', {
      job_title: `Engineer ${i}`,
      company: `Company ${i}`,
      start_date: `${2000 + i}-01-01`,
      end_date: `${2001 + i}-01-01`,
      description: [
        '- Built payment services in Python and Postgres handling two million transactions a day.',
        '- Led the migration to Kubernetes, cutting deploy time from an hour to six minutes.',
        '- Mentored four engineers and ran the weekly architecture review for the platform team.',
      ].join('\n'),
    });
  }
}
