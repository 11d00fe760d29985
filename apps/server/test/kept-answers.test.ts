// Issue 17: signed-in reads keep their answers in memory, and the statement that checks the session serves a kept
// answer only while the user's reads_version is the one it was read at. Every change to what a kept read answers,
// by any writer (here plain SQL, not the app), must move that version; a sign-out still refuses the next read.
import { sql, type SQL } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { fullJob } from './job-samples.js';
import { describeOnDatabases, type Agent, type Harness } from './harness.js';

const statements: string[] = [];

interface KeptCase {
  what: string;
  url: (ids: Ids) => string;
  /** Makes something for the read to list, through the app. */
  seed?: (agent: Agent, ids: Ids) => Promise<void>;
  /** A change written as plain SQL, as housekeeping, a restore or psql would. */
  change: (ids: Ids) => string;
  /** What the read answers once it sees the change. */
  changed: RegExp;
}

interface Ids {
  user: number;
  job: number;
}

/** A list the app writes items to, changed afterwards by plain SQL on its table. */
const list = (what: string, url: (ids: Ids) => string, item: object, table: string, set: string): KeptCase => ({
  what,
  url,
  seed: async (agent, ids) => void expect((await agent.post(url(ids), item)).statusCode).toBe(201),
  change: ({ user }) => `UPDATE ${table} SET ${set} WHERE user_id = ${user}`,
  changed: /Changed/,
});
const content = (base: string, item: object, table: string, set: string) => list(base, () => base, item, table, set);

const contact = { name: 'Sam', role: '', email: '', phone: '', linkedin: '', notes: '' };
const interview = { date: '2026-12-01', time: null, kind: 'phone', notes: '' };

const cases: KeptCase[] = [
  {
    what: 'the user, by a change of name',
    url: () => '/dj-rest-auth/user/',
    change: ({ user }) => `UPDATE users SET first_name = 'Changed' WHERE id = ${user}`,
    changed: /"first_name":"Changed"/,
  },
  {
    what: "the user's resume count",
    url: () => '/dj-rest-auth/user/',
    change: ({ user }) => `INSERT INTO resume_versions (user_id, template_id, renderer_key, design_json, content_data)
      SELECT ${user}, min(id), 'classic', '{}', '{}' FROM resume_templates`,
    // Inserted twice: once unseen, then seen.
    changed: /"resume_count":2/,
  },
  {
    what: "the user's letter count",
    url: () => '/dj-rest-auth/user/',
    seed: async (agent, { job }) => {
      for (const name of ['L1', 'L2'])
        expect((await agent.post('/api/cover-letters/', { name, job })).statusCode).toBe(201);
    },
    // Each run deletes one: a statement that changes no row moves no version.
    change: ({ user }) =>
      `DELETE FROM cover_letters WHERE id = (SELECT min(id) FROM cover_letters WHERE user_id = ${user})`,
    changed: /"cover_letter_count":0/,
  },
  content(
    '/api/content/work-experiences/',
    { job_title: 'Dev', company: 'A', location: '', start_date: '2020-01-01', end_date: '', description: '' },
    'work_experiences',
    "company = 'Changed'",
  ),
  content('/api/content/skills/', { skill_name: 'Go' }, 'skills', "skill_name = 'Changed'"),
  content(
    '/api/content/certifications/',
    { cert_name: 'AWS', issuer: '', issue_dt: null },
    'certifications',
    "cert_name = 'Changed'",
  ),
  content(
    '/api/content/education/',
    { degree: 'BSc', field: '', institution: 'MIT', end_dt: null, gpa: null },
    'education',
    "field = 'Changed'",
  ),
  content('/api/content/snippets/', { title: 'S', content: 'x' }, 'snippets', "content = 'Changed'"),
  list("a job's contacts", ({ job }) => `/api/jobs/${job}/contacts/`, contact, 'job_contacts', "name = 'Changed'"),
  list(
    "a job's interviews",
    ({ job }) => `/api/jobs/${job}/interviews/`,
    interview,
    'job_interviews',
    "notes = 'Changed'",
  ),
  {
    what: 'the jobs list',
    url: () => '/api/jobs/?omit=posting_text,notes',
    change: ({ user }) => `UPDATE jobs SET title = 'Changed' WHERE user_id = ${user}`,
    changed: /"title":"Changed"/,
  },
  {
    what: "the tracker's page",
    url: () => '/api/jobs/?limit=50&offset=0',
    seed: async (agent) =>
      void expect((await agent.post('/api/jobs/', { ...fullJob, title: 'Second', url: '' })).statusCode).toBe(201),
    change: ({ user }) => `DELETE FROM jobs WHERE id = (SELECT min(id) FROM jobs WHERE user_id = ${user})`,
    changed: /^\{"count" ?: ?0,/,
  },
  {
    what: 'the jobs list sorted by match, by a new score',
    url: () => '/api/jobs/?ordering=-match',
    seed: async (agent) => void (await agent.post('/api/jobs/', { ...fullJob, title: 'Changed', url: '' })),
    change: ({ user }) => `INSERT INTO job_matches (job_id, user_id, score, algorithm_version, dictionary_version,
        posting_fingerprint, library_fingerprint, result, computed_at)
      SELECT max(id), ${user}, 90, 'a', 'd', 'p', 'l', '{}', now() FROM jobs WHERE user_id = ${user}
      ON CONFLICT (job_id) DO UPDATE SET score = 91`,
    changed: /^\[\{"id":\d+,"title":"Changed"/,
  },
];

/** A user with one job, signed in by cookie, or by access token alone. */
async function reader(h: Harness, via: 'cookie' | 'bearer'): Promise<{ agent: Agent; ids: Ids }> {
  const agent = h.agent();
  await agent.register('kept@example.com');
  const user = (await agent.get('/dj-rest-auth/user/')).json().pk as number;
  const job = (await agent.post('/api/jobs/', fullJob)).json().id as number;
  if (via === 'bearer') {
    agent.bearer = (await agent.login('kept@example.com')).json().access;
    agent.cookies.clear();
  }
  return { agent, ids: { user, job } };
}

/** A query's rows, from either database. */
const rowsOf = async <T>(h: Harness, query: SQL) =>
  ((await h.database.db.execute(query)) as unknown as { rows: T[] }).rows;

/** Runs `change` with triggers off, so that it moves no version: only a kept answer can then hide it. */
const unseen = (change: string) => `BEGIN; SET LOCAL session_replication_role = replica; ${change}; COMMIT;`;

describeOnDatabases(
  'kept answers of signed-in reads',
  (h) => {
    for (const via of ['cookie', 'bearer'] as const) {
      for (const kept of cases) {
        it(`${kept.what}, by ${via}: kept while its version stands, read afresh once any writer changes it`, async () => {
          const { agent, ids } = await reader(h, via);
          await kept.seed?.(agent, ids);
          const url = kept.url(ids);
          const first = await agent.get(url);
          expect(first.statusCode).toBe(200);
          expect(first.body).not.toMatch(kept.changed);

          // Proof the answer is kept: a change that moves no version is not seen, and the read is one statement.
          await h.database.exec(unseen(kept.change(ids)));
          statements.length = 0;
          expect((await agent.get(url)).body).toBe(first.body);
          expect(statements).toHaveLength(1);

          // The same change by a writer of any kind moves the version: the very next read has it.
          await h.database.exec(kept.change(ids));
          const after = await agent.get(url);
          expect(after.statusCode).toBe(200);
          expect(after.body).toMatch(kept.changed);
          expect((await agent.get(url)).body).toBe(after.body);
        });
      }
    }

    it('a kept answer is never served to a signed-out session, nor across users', async () => {
      const { agent } = await reader(h, 'cookie');
      const cookies = new Map(agent.cookies);
      for (const url of ['/dj-rest-auth/user/', '/api/content/skills/', '/api/jobs/?limit=50']) {
        expect((await agent.get(url)).statusCode).toBe(200);
      }
      await agent.post('/dj-rest-auth/logout/');
      for (const [name, value] of cookies) agent.cookies.set(name, value);
      for (const url of ['/dj-rest-auth/user/', '/api/content/skills/', '/api/jobs/?limit=50']) {
        expect((await agent.get(url)).statusCode, url).toBe(401);
      }
      const other = h.agent();
      await other.register('other@example.com');
      expect((await other.get('/api/jobs/?limit=50')).json()).toMatchObject({ count: 0 });
      expect((await other.get('/dj-rest-auth/user/')).json()).toMatchObject({ email: 'other@example.com' });
    });

    it('a job of another user is still a 404 when its list was kept for its owner', async () => {
      const { agent, ids } = await reader(h, 'cookie');
      expect((await agent.get(`/api/jobs/${ids.job}/contacts/`)).statusCode).toBe(200);
      const other = h.agent();
      await other.register('other@example.com');
      expect((await other.get(`/api/jobs/${ids.job}/contacts/`)).statusCode).toBe(404);
      await h.database.exec(`DELETE FROM jobs WHERE id = ${ids.job}`);
      expect((await agent.get(`/api/jobs/${ids.job}/contacts/`)).statusCode).toBe(404);
    });

    it('a TRUNCATE of a table a kept read answers from moves every user’s version', async () => {
      const { agent } = await reader(h, 'cookie');
      expect((await agent.post('/api/content/skills/', { skill_name: 'Go' })).statusCode).toBe(201);
      expect((await agent.get('/api/content/skills/')).json()).toHaveLength(1);
      await h.database.exec('TRUNCATE skills');
      expect((await agent.get('/api/content/skills/')).json()).toEqual([]);
    });

    it('every table a kept read names moves the version on insert, update, delete and truncate', async () => {
      const { agent, ids } = await reader(h, 'cookie');
      statements.length = 0;
      const urls = new Set(cases.map((kept) => kept.url(ids)));
      for (const url of urls) expect((await agent.get(url)).statusCode, url).toBe(200);
      const tables = await rowsOf<{ tablename: string }>(
        h,
        sql`SELECT tablename FROM pg_tables WHERE schemaname = 'public'`,
      );
      const named = new Set(
        tables
          .map(({ tablename }) => tablename)
          .filter((table) => statements.some((text) => text.includes(`"${table}"`))),
      );
      expect(named).toContain('jobs');
      expect(named).toContain('job_matches');
      const triggers = await rowsOf<{ table: string; name: string }>(
        h,
        sql`SELECT tgrelid::regclass::text AS "table", tgname AS name FROM pg_trigger WHERE tgname LIKE '%reads_version%'`,
      );
      for (const table of named) {
        const names = triggers.filter((trigger) => trigger.table === table).map((trigger) => trigger.name);
        if (table === 'sessions') continue; // The session is checked on every read, never kept.
        if (table === 'users') expect(names, table).toEqual(['users_reads_version']);
        else
          expect(names.sort(), table).toEqual(
            ['delete', 'insert', 'truncate', 'update'].map((e) => `${table}_reads_version_${e}`),
          );
      }
    });
  },
  { onQuery: (sqlText) => statements.push(sqlText) },
);

describeOnDatabases(
  'signed-in reads with READ_CACHE_MB=0',
  (h) => {
    it('keep nothing: every read is built afresh', async () => {
      const { agent, ids } = await reader(h, 'cookie');
      const first = await agent.get('/dj-rest-auth/user/');
      await h.database.exec(unseen(`UPDATE users SET first_name = 'Unseen' WHERE id = ${ids.user}`));
      expect((await agent.get('/dj-rest-auth/user/')).json()).toMatchObject({ first_name: 'Unseen' });
      expect(first.json()).toMatchObject({ first_name: '' });
    });
  },
  { env: { READ_CACHE_MB: '0' } },
);
