/** Every unsafe route refuses CSRF-less cookie requests; every route that takes an id refuses other users' ids. */
import { expect, it } from 'vitest';
import type { ResumeVersion } from '@hirestride/shared';
import { describeOnDatabases, readBack, type Harness, type RequestOptions } from './harness.js';

type Method = 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** A body each unsafe route accepts. A new route without one here fails the matrix, on purpose. */
const sampleBodies: Record<string, unknown> = {
  'POST /dj-rest-auth/registration/': {
    email: 'new@example.com',
    password1: 'river-Tango-42',
    password2: 'river-Tango-42',
  },
  'POST /dj-rest-auth/login/': { email: 'owner@example.com', password: 'river-Tango-42' },
  'POST /dj-rest-auth/google/': { access_token: 'x' },
  'PUT /dj-rest-auth/user/': { first_name: 'Eve' },
  'PATCH /dj-rest-auth/user/': { first_name: 'Eve' },
  'POST /dj-rest-auth/logout/': {},
  'POST /dj-rest-auth/token/refresh/': {},
  'POST /dj-rest-auth/password/change/': {
    old_password: 'river-Tango-42',
    new_password1: 'ocean-Delta-77',
    new_password2: 'ocean-Delta-77',
  },
  'PUT /api/content/personal-info/': { first_name: 'E', last_name: 'V', email: 'e@example.com' },
  'POST /api/content/personal-info/': { first_name: 'E', last_name: 'V', email: 'e@example.com' },
  'POST /api/content/work-experiences/': { job_title: 'X', company: 'Y', start_date: '2020-01-01' },
  'PUT /api/content/work-experiences/:id/': { job_title: 'X', company: 'Y', start_date: '2020-01-01' },
  'DELETE /api/content/work-experiences/:id/': undefined,
  'POST /api/content/skills/': { skill_name: 'X' },
  'PUT /api/content/skills/:id/': { skill_name: 'X' },
  'DELETE /api/content/skills/:id/': undefined,
  'POST /api/content/certifications/': { cert_name: 'X' },
  'PUT /api/content/certifications/:id/': { cert_name: 'X' },
  'DELETE /api/content/certifications/:id/': undefined,
  'POST /api/content/education/': { degree: 'X', institution: 'Y' },
  'PUT /api/content/education/:id/': { degree: 'X', institution: 'Y' },
  'DELETE /api/content/education/:id/': undefined,
  'POST /api/content/snippets/': { content: 'X' },
  'PUT /api/content/snippets/:id/': { content: 'X' },
  'DELETE /api/content/snippets/:id/': undefined,
  'POST /api/content/json-resume/import/': { document: { skills: [{ name: 'Go' }] }, dry_run: true },
  'POST /api/content/resume-import/': { text: 'Jane Doe\njane@example.com\n\nSkills\nForklift operation' },
  'POST /resumes/resume-versions/get-or-create-draft/': { template_id: 1 },
  'PATCH /resumes/resume-versions/:id/': 'draft',
  'POST /resumes/resume-versions/': { template: 1 },
  'POST /resumes/resume-versions/:id/duplicate/': {},
  'DELETE /resumes/resume-versions/:id/': undefined,
  'POST /resumes/resume-versions/restore/': {},
  'POST /resumes/resume-versions/:id/refresh/': { overwrite_edits: false },
  'POST /resumes/resume-versions/generate/': { job: 1, template: 1 },
  'POST /api/jobs/': { title: 'Engineer', company: 'Acme' },
  'PUT /api/jobs/:id/': { title: 'Engineer', company: 'Acme' },
  'PATCH /api/jobs/:id/': { notes: 'x' },
  'DELETE /api/jobs/:id/': undefined,
  'POST /api/jobs/:id/move/': { stage: 'maybe', position: 0 },
  'POST /api/jobs/:id/activity/': { text: 'A note' },
  'POST /api/jobs/:id/contacts/': { name: 'Sam' },
  'PUT /api/jobs/:id/contacts/:itemId/': { name: 'Sam' },
  'DELETE /api/jobs/:id/contacts/:itemId/': undefined,
  'POST /api/jobs/:id/interviews/': { date: '2026-12-01' },
  'PUT /api/jobs/:id/interviews/:itemId/': { date: '2026-12-01' },
  'DELETE /api/jobs/:id/interviews/:itemId/': undefined,
  'POST /api/jobs/import/': { csv: 'Title,Company\r\nEngineer,Initech\r\n' },
  'POST /api/jobs/:id/match/': {},
  'POST /api/match/': { posting_text: 'Requirements: Python' },
  'POST /api/match/scores/score-missing/': {},
  'POST /api/match/suggestions/': { version_id: 1, job_id: null },
  'POST /api/cover-letters/': { name: 'Letter' },
  'PUT /api/cover-letters/:id/': {
    name: 'Letter',
    job: null,
    tone: 'warm',
    length: 'short',
    body: 'Dear team,',
    confirmed_claims: [],
  },
  'PATCH /api/cover-letters/:id/': { name: 'Renamed' },
  'POST /api/cover-letters/:id/duplicate/': {},
  'DELETE /api/cover-letters/:id/': undefined,
  'POST /api/cover-letters/generate/': { posting: 'Requirements: Python', tone: 'formal', length: 'short' },
  'POST /api/cover-letters/check/': { text: 'At Google I used Python.' },
  'POST /api/writing/improve-line/': { line: 'Responsible for managing a team of 5' },
  'POST /api/interview/stars/': { question: 'behavioural-conflict-01' },
  'DELETE /api/interview/stars/:question/': undefined,
  'POST /api/interview/answers/': { question_id: 'behavioural-conflict-01', question_text: 'A conflict?', job: null },
  'PUT /api/interview/answers/:id/': {
    question_id: 'behavioural-teamwork-01',
    question_text: 'Tell me about a team.',
    job: null,
    situation: 'S',
  },
  'PATCH /api/interview/answers/:id/': { confidence: 3 },
  'DELETE /api/interview/answers/:id/': undefined,
  'POST /api/jobs/:id/interview-questions/': {},
  'POST /api/interview/draft/': { question_id: 'behavioural-teamwork-01' },
  'POST /dj-rest-auth/password/reset/': { email: 'owner@example.com' },
  'POST /dj-rest-auth/password/reset/confirm/': {
    uid: 'MQ',
    token: 'x-y',
    new_password1: 'ocean-Delta-77',
    new_password2: 'ocean-Delta-77',
  },
  'POST /dj-rest-auth/registration/verify-email/': { key: 'MQ:1:x' },
  'POST /dj-rest-auth/registration/resend-email/': { email: 'owner@example.com' },
  'DELETE /api/account/sessions/:id/': undefined,
  'POST /api/account/sessions/sign-out-others/': {},
  'POST /api/account/delete/': { password: 'river-Tango-42', confirm: 'DELETE' },
};

const UNSAFE = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

function unsafeRoutes(h: Harness) {
  return h.app.registeredRoutes
    .filter((route) => UNSAFE.has(route.method))
    .map((route) => `${route.method} ${route.url}`);
}

/** A user with one item in every section, a draft, a job with a contact and an interview, and a cover letter; the ids to attack. */
async function owner(h: Harness) {
  const agent = h.agent();
  await agent.register('owner@example.com');
  await agent.post('/api/content/personal-info/', { first_name: 'O', last_name: 'W', email: 'owner@example.com' });
  const ids: Record<string, number | string> = {};
  for (const [key, body] of Object.entries(sampleBodies)) {
    const match = /^POST \/api\/content\/([a-z-]+)\/$/.exec(key);
    if (match && match[1] !== 'personal-info')
      ids[match[1]!] = (await agent.post(`/api/content/${match[1]}/`, body)).json().id;
  }
  const draft = (
    await agent.post('/resumes/resume-versions/get-or-create-draft/', { template_id: 1 })
  ).json() as ResumeVersion;
  ids.jobs = (await agent.post('/api/jobs/', sampleBodies['POST /api/jobs/'])).json().id;
  for (const child of ['contacts', 'interviews']) {
    const body = sampleBodies[`POST /api/jobs/:id/${child}/`];
    ids[child] = (await agent.post(`/api/jobs/${ids.jobs}/${child}/`, body)).json().id;
  }
  ids['cover-letters'] = (
    await agent.post('/api/cover-letters/', { name: 'Mine', job: ids.jobs, body: 'Dear Acme,' })
  ).json().id;
  ids['interview-answers'] = (
    await agent.post('/api/interview/answers/', sampleBodies['PUT /api/interview/answers/:id/'])
  ).json().id;
  await agent.post('/api/interview/stars/', { question: 'behavioural-teamwork-01' });
  ids.sessions = (await agent.get('/api/account/sessions/')).json()[0].id;
  return { agent, ids, draft };
}

function concrete(url: string, ids: Record<string, number | string>, draft: ResumeVersion): string {
  const section = /^\/api\/content\/([a-z-]+)\/:id\/$/.exec(url)?.[1];
  if (section) return url.replace(':id', String(ids[section]));
  if (url.startsWith('/api/jobs/:id/')) {
    const child = /\/([a-z]+)\/:itemId\//.exec(url)?.[1];
    return url.replace(':id', String(ids.jobs)).replace(':itemId', String(child ? ids[child] : ''));
  }
  if (url.startsWith('/api/cover-letters/:id/')) return url.replace(':id', String(ids['cover-letters']));
  if (url.startsWith('/api/interview/answers/:id/')) return url.replace(':id', String(ids['interview-answers']));
  if (url.startsWith('/api/interview/stars/:question/')) return url.replace(':question', 'behavioural-teamwork-01');
  if (url.startsWith('/api/account/sessions/:id/')) return url.replace(':id', String(ids.sessions));
  return url.replace(':id', String(draft.id));
}

function bodyFor(key: string, draft: ResumeVersion): unknown {
  const body = sampleBodies[key];
  if (body !== 'draft') return body;
  const { id: _id, ...rest } = draft;
  return rest;
}

describeOnDatabases('security matrix', (h) => {
  it('knows a sample body for every unsafe route', () => {
    const missing = unsafeRoutes(h).filter((key) => !(key in sampleBodies));
    expect(missing).toEqual([]);
  });

  it('every unsafe route refuses a cookie request without, or with a wrong, CSRF token, or from a foreign origin', async () => {
    const { agent, ids, draft } = await owner(h);
    const before = await readBack(agent);
    for (const key of unsafeRoutes(h)) {
      const [method, url] = key.split(' ') as [Method, string];
      const target = concrete(url, ids, draft);
      const body = bodyFor(key, draft);
      const attempts: RequestOptions[] = [
        { noCsrf: true },
        { noCsrf: true, headers: { 'x-csrftoken': 'A'.repeat(32) } },
        { headers: { origin: 'https://evil.example.com' } },
      ];
      for (const options of attempts) {
        const res = await agent.request(method, target, body, options);
        expect(res.statusCode, `${key} ${JSON.stringify(options)}`).toBe(403);
        expect(res.json().detail).toMatch(/^CSRF Failed: /);
      }
    }
    expect(await readBack(agent)).toBe(before);
  });

  it('every route that takes an id answers 404 to another user, and the owner’s data is unchanged', async () => {
    const { agent, ids, draft } = await owner(h);
    const before = await readBack(agent);
    const intruder = h.agent();
    await intruder.register('intruder@example.com');
    const intruderDraft = (
      await intruder.post('/resumes/resume-versions/get-or-create-draft/', { template_id: 1 })
    ).json() as ResumeVersion;
    const idRoutes = h.app.registeredRoutes.filter((route) => route.url.includes(':id'));
    expect(idRoutes.length).toBeGreaterThanOrEqual(25);
    for (const route of idRoutes) {
      const key = `${route.method} ${route.url}`;
      const res = await intruder.request(
        route.method as Method,
        concrete(route.url, ids, draft),
        bodyFor(key, intruderDraft),
      );
      expect(res.statusCode, key).toBe(404);
      // HEAD answers carry no body.
      if (route.method !== 'HEAD') expect(res.json()).toEqual({ detail: 'Not found.' });
    }
    expect(await readBack(agent)).toBe(before);
  });
});
