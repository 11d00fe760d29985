/** API test harness: builds the real app on a real database (PGlite always, PostgreSQL when TEST_DATABASE_URL is set). */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import pg from 'pg';
import { afterAll, beforeAll, beforeEach, describe, inject } from 'vitest';
import { buildApp, type AppOptions } from '../src/app.js';
import { loadConfig, type Config } from '../src/config.js';
import { MemoryThrottleStore } from '../src/auth/throttle/store.js';
import { migrationsFolderFrom, openDatabase, type DatabaseHandle, type DatabaseOptions } from '../src/db/client.js';
import { createWorkPool, type WorkPool } from '../src/work/pool.js';

export const serverRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const migrationsFolder = migrationsFolderFrom(serverRoot);

export type DatabaseKind = 'pglite' | 'postgres';

/** Why a PostgreSQL suite is skipped: said in its title, so a run without PostgreSQL never drops it silently. */
export const NEEDS_POSTGRES = 'needs PostgreSQL: set TEST_DATABASE_URL';
/** Why a Redis suite is skipped. */
export const NEEDS_REDIS = 'needs Redis: set TEST_REDIS_URL';

/** The databases this run can test against. */
export function availableDatabases(): DatabaseKind[] {
  return process.env.TEST_DATABASE_URL ? ['pglite', 'postgres'] : ['pglite'];
}

/**
 * `describe` once per database kind, titled `title [kind]`. A kind this run cannot reach is still declared, as a
 * skipped suite whose title gives the reason, so its tests show up as skipped rather than missing.
 */
export function describeEachDatabase(title: string, body: (kind: DatabaseKind) => void): void {
  const available = availableDatabases();
  for (const kind of ['pglite', 'postgres'] as const) {
    if (available.includes(kind)) describe(`${title} [${kind}]`, () => body(kind));
    else describe.skip(`${title} [${kind}] (skipped: ${NEEDS_POSTGRES})`, () => body(kind));
  }
}

/**
 * A suite that needs PostgreSQL (TEST_DATABASE_URL) and/or Redis (TEST_REDIS_URL): without them it is reported as
 * skipped, its title saying what it needs.
 */
export function describeNeeding(needs: Array<'postgres' | 'redis'>, title: string, body: () => void): void {
  const missing = needs.flatMap((need) =>
    need === 'postgres' && !process.env.TEST_DATABASE_URL
      ? [NEEDS_POSTGRES]
      : need === 'redis' && !process.env.TEST_REDIS_URL
        ? [NEEDS_REDIS]
        : [],
  );
  if (missing.length === 0) describe(title, body);
  else describe.skip(`${title} (skipped: ${missing.join('; ')})`, body);
}

/** The migrated PGlite data directory the global setup (database-templates.ts) dumped, read once per worker. */
let pgliteSnapshot: Blob | undefined;
function snapshotBlob(): Blob | undefined {
  const file = inject('pgliteSnapshot');
  if (!file || pgliteSnapshot) return pgliteSnapshot;
  try {
    pgliteSnapshot = new Blob([readFileSync(file)]);
  } catch {
    // Gone (another run's clean-up?): each database is migrated from scratch instead.
  }
  return pgliteSnapshot;
}

/**
 * A scratch database: in-memory PGlite, or a fresh PostgreSQL database dropped afterwards. Both start migrated (from
 * the global setup's snapshot and template) and still go through openDatabase, as the app opens its database.
 */
export async function openScratchDatabase(
  kind: DatabaseKind,
  onQuery?: DatabaseOptions['onQuery'],
): Promise<DatabaseHandle> {
  if (kind === 'pglite') return openDatabase({ migrationsFolder, onQuery, pgliteLoadDataDir: snapshotBlob() });
  const adminUrl = process.env.TEST_DATABASE_URL!;
  const name = `hs_test_${process.pid}_${Math.random().toString(36).slice(2, 8)}`;
  const template = inject('postgresTemplate');
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(template ? `CREATE DATABASE ${name} TEMPLATE ${template}` : `CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const handle = await openDatabase({ databaseUrl: url.toString(), migrationsFolder, onQuery });
  return {
    ...handle,
    close: async () => {
      await handle.close();
      const dropper = new pg.Client({ connectionString: adminUrl });
      await dropper.connect();
      await dropper.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await dropper.end();
    },
  };
}

/** Everything a user can read back, to prove a refused request changed nothing. */
export async function readBack(agent: Agent): Promise<string> {
  const sections = ['work-experiences', 'skills', 'certifications', 'education', 'snippets'];
  const urls = [
    '/dj-rest-auth/user/',
    '/api/content/personal-info/',
    ...sections.map((section) => `/api/content/${section}/`),
  ];
  const bodies = [];
  for (const url of urls) bodies.push((await agent.get(url)).body);
  bodies.push((await agent.post('/resumes/resume-versions/get-or-create-draft/', { template_id: null })).body);
  const jobs = await agent.get('/api/jobs/');
  bodies.push(jobs.body);
  bodies.push((await agent.get('/api/match/scores/')).body);
  bodies.push((await agent.get('/api/cover-letters/')).body);
  bodies.push((await agent.get('/api/interview/answers/')).body);
  bodies.push((await agent.get('/api/interview/questions/?starred=true')).body);
  for (const job of jobs.statusCode === 200 ? (jobs.json() as Array<{ id: number }>) : []) {
    for (const part of ['activity', 'contacts', 'interviews'])
      bodies.push((await agent.get(`/api/jobs/${job.id}/${part}/`)).body);
  }
  return bodies.join('\n');
}

/** A fresh PostgreSQL database on TEST_DATABASE_URL's server, for tests that start their own servers. */
export async function scratchPostgresUrl(prefix: string): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `${prefix}_${process.pid}_${Math.random().toString(36).slice(2, 8)}`;
  const admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  const url = new URL(process.env.TEST_DATABASE_URL!);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await admin.end();
    },
  };
}

/** Every table the tests may write, emptied between tests. */
const TABLES = [
  'activities',
  'job_interviews',
  'job_contacts',
  'cover_letters',
  'interview_answers',
  'interview_stars',
  'jobs',
  'resume_versions',
  'personal_info',
  'work_experiences',
  'skills',
  'certifications',
  'education',
  'snippets',
  'outbox',
  'refresh_tokens',
  'sessions',
  'users',
];

export interface Harness {
  kind: DatabaseKind;
  app: FastifyInstance;
  database: DatabaseHandle;
  config: Config;
  agent(): Agent;
}

export interface HarnessOptions {
  env?: Record<string, string>;
  app?: Partial<Omit<AppOptions, 'config' | 'database'>>;
  /** Told every statement the app runs (to count round trips). */
  onQuery?: DatabaseOptions['onQuery'];
}

/**
 * The worker threads every suite's app runs its heavy work on: one set for the test process, not one per app, as a
 * thread loads the match engine, React and the fonts from source before its first task. Left running until the
 * process ends (the apps do not close a pool they were handed).
 */
let sharedWork: WorkPool | undefined;
const workPool = () => (sharedWork ??= createWorkPool());

/** Runs the suite once per available database, with a fresh app per file and clean tables per test. */
export function describeOnDatabases(title: string, body: (h: Harness) => void, options: HarnessOptions = {}): void {
  describeEachDatabase(title, (kind) => {
    const harness = {} as Harness;
    const throttleStore = new MemoryThrottleStore();
    let dataDir = '';
    beforeAll(async () => {
      dataDir = mkdtempSync(path.join(tmpdir(), 'hs-test-'));
      harness.kind = kind;
      harness.config = loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir, LOG_LEVEL: 'silent', ...options.env });
      harness.database = await openScratchDatabase(kind, options.onQuery);
      harness.app = await buildApp({
        config: harness.config,
        database: harness.database,
        logger: false,
        throttleStore,
        work: workPool(),
        ...options.app,
      });
      await harness.app.ready();
      harness.agent = () => new Agent(harness.app);
    }, 60_000);
    beforeEach(async () => {
      throttleStore.reset();
      // What the last test's requests left running (a resume's page count) finishes before its rows go.
      await harness.app.background.settled();
      await harness.app.outbox.settled();
      await harness.database.exec(`TRUNCATE ${TABLES.join(', ')} RESTART IDENTITY CASCADE`);
    });
    afterAll(async () => {
      await harness.app?.close();
      await throttleStore.close();
      await harness.database?.close();
      rmSync(dataDir, { recursive: true, force: true });
    });
    body(harness);
  });
}

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface RequestOptions {
  headers?: Record<string, string>;
  /** Leave out the X-CSRFToken header the agent adds by default. */
  noCsrf?: boolean;
  rawBody?: string | Buffer;
}

/** A multipart/form-data body of one file, as a browser's FormData sends it: the body and its content type. */
export function multipartFile(
  field: string,
  filename: string,
  bytes: Buffer,
  type = 'application/octet-stream',
): { body: Buffer; contentType: string } {
  const boundary = `----hirestride${Math.random().toString(16).slice(2)}`;
  const head = `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\nContent-Type: ${type}\r\n\r\n`;
  return {
    body: Buffer.concat([Buffer.from(head), bytes, Buffer.from(`\r\n--${boundary}--\r\n`)]),
    contentType: `multipart/form-data; boundary=${boundary}`,
  };
}

/** A browser-like client over app.inject: keeps cookies and sends the CSRF header like the web app does. */
export class Agent {
  readonly cookies = new Map<string, string>();
  bearer: string | undefined;

  constructor(protected app: FastifyInstance) {}

  get(url: string, options?: RequestOptions) {
    return this.request('GET', url, undefined, options);
  }
  post(url: string, body?: unknown, options?: RequestOptions) {
    return this.request('POST', url, body, options);
  }
  put(url: string, body?: unknown, options?: RequestOptions) {
    return this.request('PUT', url, body, options);
  }
  patch(url: string, body?: unknown, options?: RequestOptions) {
    return this.request('PATCH', url, body, options);
  }
  delete(url: string, options?: RequestOptions) {
    return this.request('DELETE', url, undefined, options);
  }

  async request(
    method: Method,
    url: string,
    body?: unknown,
    options: RequestOptions = {},
  ): Promise<LightMyRequestResponse> {
    const headers: Record<string, string> = { ...options.headers };
    if (this.cookies.size > 0) headers.cookie = [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
    const csrf = this.cookies.get('csrftoken');
    if (csrf && !options.noCsrf && method !== 'GET') headers['x-csrftoken'] = csrf;
    if (this.bearer) headers.authorization = `Bearer ${this.bearer}`;
    let payload: string | Buffer | undefined = options.rawBody;
    if (body !== undefined) {
      payload = JSON.stringify(body);
      headers['content-type'] ??= 'application/json';
    }
    const response = await this.app.inject({ method, url, headers, ...(payload !== undefined ? { payload } : {}) });
    for (const cookie of response.cookies) {
      const expired = cookie.maxAge === 0 || (cookie.expires && cookie.expires.getTime() < Date.now());
      if (expired || cookie.value === '') this.cookies.delete(cookie.name);
      else this.cookies.set(cookie.name, cookie.value);
    }
    return response;
  }

  /** GET /csrf/ then register; returns the response. */
  async register(email: string, password = 'river-Tango-42') {
    await this.get('/csrf/');
    return this.post('/dj-rest-auth/registration/', { email, password1: password, password2: password });
  }

  async login(email: string, password = 'river-Tango-42') {
    await this.get('/csrf/');
    return this.post('/dj-rest-auth/login/', { email, password });
  }
}
