// The hot signed-in reads: a list answers exactly what the item routes (the one mapper per resource) answered,
// and a read is the session check plus its own few statements, whoever calls and however.
import { expect, it } from 'vitest';
import { fullJob } from './job-samples.js';
import { describeOnDatabases, type Agent } from './harness.js';

const statements: string[] = [];

/** Awkward text: quotes, a backslash, a newline, a tab, an emoji and a combining accent. */
const odd = 'Q "quoted" \\ back\nline\ttab 🚀 José';

const sections = [
  {
    base: '/api/content/work-experiences/',
    items: [
      {
        job_title: odd,
        company: 'Acme',
        location: '',
        start_date: '1999-12-31',
        end_date: '2000-02-29',
        description: odd,
      },
      { job_title: 'B', company: 'C', location: 'Remote', start_date: '2020-01-01', end_date: '', description: '' },
    ],
  },
  {
    base: '/api/content/skills/',
    items: [{ skill_name: odd, proficiency: 'Expert', category: '' }],
  },
  {
    base: '/api/content/certifications/',
    items: [
      { cert_name: odd, issuer: '', issue_dt: null },
      { cert_name: 'AWS', issuer: 'Amazon', issue_dt: '2022-05-10' },
    ],
  },
  {
    base: '/api/content/education/',
    items: [
      { degree: 'BSc', field: odd, institution: 'MIT', end_dt: '2019-06-01', gpa: 4 },
      { degree: 'MSc', field: '', institution: 'ETH', end_dt: null, gpa: 0.5 },
      { degree: 'PhD', field: '', institution: 'UCL', end_dt: null, gpa: null },
    ],
  },
  {
    base: '/api/content/snippets/',
    items: [
      { title: '', content: odd },
      { title: 'Summary', content: 'Ships.' },
    ],
  },
];

async function signedIn(agent: Agent, email = 'reader@example.com') {
  await agent.register(email);
  return agent;
}

describeOnDatabases(
  'signed-in reads',
  (h) => {
    it('every library list answers exactly the items its writes answered, in creation order', async () => {
      const agent = await signedIn(h.agent());
      for (const { base, items } of sections) {
        const created = [];
        for (const item of items) {
          const res = await agent.post(base, item);
          expect(res.statusCode, base).toBe(201);
          created.push(res.json());
        }
        const list = await agent.get(base);
        expect(list.headers['content-type']).toBe('application/json; charset=utf-8');
        expect(list.json(), base).toEqual(created);
      }
    });

    it('a job’s contacts and interviews list what their writes answered; another user’s job is a 404', async () => {
      const agent = await signedIn(h.agent());
      const job = (await agent.post('/api/jobs/', fullJob)).json();
      const nested = {
        contacts: [
          { name: odd, role: 'Recruiter', email: 'r@example.com', phone: '', linkedin: '', notes: odd },
          { name: 'Sam', role: '', email: '', phone: '+44 1', linkedin: '', notes: '' },
        ],
        interviews: [
          { date: '2026-12-01', time: '09:30', kind: 'phone', notes: odd },
          { date: '2026-12-02', time: null, kind: '', notes: '' },
        ],
      };
      for (const [kind, items] of Object.entries(nested)) {
        const base = `/api/jobs/${job.id}/${kind}/`;
        const created = [];
        for (const item of items) created.push((await agent.post(base, item)).json());
        expect((await agent.get(base)).json(), kind).toEqual(created);
        const other = await signedIn(h.agent(), `other-${kind}@example.com`);
        expect((await other.get(base)).statusCode).toBe(404);
        expect((await other.get(`/api/jobs/abc/${kind}/`)).statusCode).toBe(404);
        expect((await h.agent().get(base)).statusCode).toBe(401);
      }
    });

    it('the job list and its pages hold each job as GET /api/jobs/{id}/ shows it', async () => {
      const agent = await signedIn(h.agent());
      const ids: number[] = [];
      for (let i = 0; i < 7; i += 1) {
        const body = { ...fullJob, title: `${odd} ${i}`, url: `https://jobs.example/${i}`, applied_on: null };
        ids.push((await agent.post('/api/jobs/', body)).json().id);
      }
      await agent.post(`/api/jobs/${ids[2]}/move/`, { stage: 'archived', position: 0, outcome: 'rejected' });
      const one = async (id: number) => (await agent.get(`/api/jobs/${id}/`)).json();
      const expected = await Promise.all(ids.map(one));
      const byId = (list: Array<{ id: number }>) => [...list].sort((a, b) => a.id - b.id);
      expect(byId((await agent.get('/api/jobs/')).json())).toEqual(expected);

      const board = (await agent.get('/api/jobs/?omit=posting_text,notes&ordering=title')).json();
      expect(board).toEqual(
        [...expected]
          .sort((a, b) => (a.title < b.title ? -1 : 1))
          .map(({ posting_text: _p, notes: _n, ...job }) => job),
      );

      const first = (await agent.get('/api/jobs/?limit=3&ordering=-created_at&include_archived=false')).json();
      const open = expected.filter((job) => job.stage !== 'archived').reverse();
      expect(first).toEqual({
        count: 6,
        next: 'http://localhost/api/jobs/?limit=3&ordering=-created_at&include_archived=false&offset=3',
        previous: null,
        results: open.slice(0, 3),
      });
      const last = (await agent.get('/api/jobs/?limit=3&offset=3&ordering=-created_at&include_archived=false')).json();
      expect(last).toMatchObject({ count: 6, next: null, results: open.slice(3) });
      expect(last.previous).toMatch(/limit=3/);
      expect(last.previous).not.toMatch(/offset/);
      // The tracker table's own request (a prepared statement): open jobs in board order (a new job goes to the top of
      // its column), without their texts; another user's request for it reads that user's jobs alone.
      const tracker = '/api/jobs/?omit=posting_text,notes&include_archived=false&limit=4';
      const inBoardOrder = (await agent.get('/api/jobs/?omit=posting_text,notes&include_archived=false')).json();
      expect(inBoardOrder.map((job: { id: number }) => job.id)).toEqual(open.map((job) => job.id));
      expect((await agent.get(tracker)).json()).toEqual({
        count: 6,
        next: `http://localhost${tracker.replace(',', '%2C')}&offset=4`,
        previous: null,
        results: inBoardOrder.slice(0, 4),
      });
      expect((await agent.get(`${tracker}&offset=4`)).json()).toMatchObject({
        count: 6,
        results: inBoardOrder.slice(4),
      });
      const someoneElse = await signedIn(h.agent(), 'tracker-other@example.com');
      expect((await someoneElse.get(tracker)).json()).toEqual({ count: 0, next: null, previous: null, results: [] });
      const past = (await agent.get('/api/jobs/?limit=3&offset=30')).json();
      expect(past).toMatchObject({ count: 7, next: null, results: [] });
      expect((await agent.get('/api/jobs/?limit=3&search=nothing-like-this')).json()).toEqual({
        count: 0,
        next: null,
        previous: null,
        results: [],
      });
    });

    it('the signed-in user is exactly what the write routes answer', async () => {
      const agent = await signedIn(h.agent());
      const named = await agent.patch('/dj-rest-auth/user/', { first_name: odd, last_name: 'Ó’Brien' });
      expect(named.statusCode).toBe(200);
      const read = await agent.get('/dj-rest-auth/user/');
      expect(read.body).toBe(JSON.stringify(named.json()));
      expect(read.json()).toMatchObject({
        first_name: odd,
        resume_count: 0,
        cover_letter_count: 0,
        has_password: true,
      });
      const job = (await agent.post('/api/jobs/', fullJob)).json();
      expect((await agent.post('/api/cover-letters/', { name: 'Letter', job: job.id })).statusCode).toBe(201);
      const counted = await agent.patch('/dj-rest-auth/user/', { first_name: 'Q', last_name: '' });
      expect(counted.json()).toMatchObject({ cover_letter_count: 1 });
      expect((await agent.get('/dj-rest-auth/user/')).body).toBe(counted.body);
      expect(read.json().date_joined).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);
    });

    /** Each hot read and how many statements it runs: the session check, then its own. */
    const reads: Array<[string, number]> = [
      ['/api/content/work-experiences/', 2],
      ['/api/content/snippets/', 2],
      ['/api/jobs/1/contacts/', 3],
      ['/dj-rest-auth/user/', 2],
      ['/api/jobs/?omit=posting_text,notes', 2],
      ['/api/jobs/?limit=50&ordering=-updated_at', 2],
    ];
    for (const via of ['cookie', 'bearer'] as const) {
      it(`each hot read is the session check and its own statements, signed in by ${via}`, async () => {
        const agent = await signedIn(h.agent());
        await agent.post('/api/jobs/', fullJob);
        if (via === 'bearer') {
          agent.bearer = (await agent.login('reader@example.com')).json().access;
          agent.cookies.clear();
        }
        // The welcome mail's sending is the worker's, not a read's.
        await h.app.outbox.settled();
        for (const [url, count] of reads) {
          statements.length = 0;
          const res = await agent.get(url);
          expect(res.statusCode, url).toBe(200);
          expect(statements, url + statements.join(' ;; ')).toHaveLength(count);
        }
      });
    }

    it('a signed-out or dead sign-in is refused by the session check alone, and a bad token before any', async () => {
      const agent = await signedIn(h.agent());
      const cookies = new Map(agent.cookies);
      await agent.post('/dj-rest-auth/logout/');
      agent.cookies.clear();
      for (const [name, value] of cookies) agent.cookies.set(name, value);
      for (const [url] of reads) {
        statements.length = 0;
        expect((await agent.get(url)).statusCode, url).toBe(401);
        expect(statements.length, url).toBeLessThanOrEqual(1);
      }
      const stranger = h.agent();
      stranger.bearer = 'not-a-token';
      for (const [url] of reads) {
        statements.length = 0;
        expect((await stranger.get(url)).json(), url).toMatchObject({ code: 'token_not_valid' });
        expect(statements, url).toHaveLength(0);
      }
      // An anonymous request is a 401 before its query string is looked at.
      expect((await h.agent().get('/api/jobs/?limit=oops')).statusCode).toBe(401);
    });
  },
  { onQuery: (sqlText) => statements.push(sqlText) },
);
