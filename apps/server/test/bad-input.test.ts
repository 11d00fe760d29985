/** Property-based bad input over every route: never a 5xx, every 4xx explains itself, nothing stored from a refusal. */
import fc from 'fast-check';
import { expect, it } from 'vitest';
import { describeOnDatabases, readBack, type Harness } from './harness.js';

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

const nasty = fc.oneof(
  fc.string(),
  fc.string({ unit: 'grapheme', maxLength: 300 }),
  fc.string({ unit: 'binary', maxLength: 300 }),
  fc.constantFrom(
    "'; DROP TABLE users; --",
    '" OR 1=1 --',
    '<script>alert(1)</script>',
    '<img src=x onerror=alert(1)>',
    '\u0000',
    '\uD800',
    '\u202Egnp.exe',
    '%00',
    '../../etc/passwd',
    '{{7*7}}',
    '__proto__',
    'constructor',
  ),
  fc.string({ minLength: 20_000, maxLength: 60_000 }),
);

/** Random JSON values, including deep nesting and prototype-pollution keys. */
const anyJson = fc.letrec((tie) => ({
  value: fc.oneof(
    { depthSize: 'small' },
    nasty,
    fc.integer(),
    fc.double(),
    fc.boolean(),
    fc.constant(null),
    fc.array(tie('value'), { maxLength: 5 }),
    fc.dictionary(fc.oneof(fc.string(), fc.constantFrom('__proto__', 'constructor', 'prototype')), tie('value'), {
      maxKeys: 5,
    }),
  ),
})).value;

const FIELDS = [
  'email',
  'password',
  'password1',
  'password2',
  'first_name',
  'last_name',
  'phone',
  'job_title',
  'company',
  'location',
  'start_date',
  'end_date',
  'description',
  'skill_name',
  'proficiency',
  'category',
  'cert_name',
  'issuer',
  'issue_dt',
  'degree',
  'field',
  'institution',
  'end_dt',
  'gpa',
  'title',
  'content',
  'template_id',
  'template',
  'design_json',
  'content_data',
  'snippet_section_map',
  'renderer_key',
  'access_token',
  'id_token',
  'refresh',
  'old_password',
  'new_password1',
  'new_password2',
  'url',
  'salary',
  'employment_type',
  'remote',
  'source',
  'posting_text',
  'stage',
  'outcome',
  'position',
  'applied_on',
  'follow_up_on',
  'follow_up_note',
  'notes',
  'resume_version',
  'cover_letter',
  'text',
  'name',
  'role',
  'linkedin',
  'date',
  'time',
  'kind',
  'interview',
  'csv',
  'mapping',
  'date_format',
  'dry_run',
  'skip_duplicates',
  'skip_invalid',
  'job',
  'jobs',
  'base_content',
  'overwrite_edits',
  'document',
  'tone',
  'length',
  'body',
  'confirmed_claims',
  'posting',
  'paragraph',
  'offline',
  'text',
  'line',
  'password',
  'confirm',
  'google_id_token',
  'uid',
  'token',
  'key',
];

/** Objects with the routes' own field names holding wrong or hostile values. */
const plausibleBody = fc.dictionary(fc.constantFrom(...FIELDS), anyJson, { maxKeys: 8 });

function routesOf(h: Harness) {
  return h.app.registeredRoutes.filter(
    (route) =>
      route.method !== 'HEAD' &&
      !route.url.startsWith('/api/docs') &&
      !route.url.startsWith('/assets') &&
      route.url !== '/',
  );
}

describeOnDatabases('bad input on every route', (h) => {
  it('never answers 5xx; every 4xx has a detail; a refused request stores nothing', async () => {
    const agent = h.agent();
    await agent.register('fuzz@example.com');
    // One item per section so ids in URLs can point at something real.
    for (const [section, body] of Object.entries({
      skills: { skill_name: 'Go' },
      snippets: { content: 'x' },
    })) {
      await agent.post(`/api/content/${section}/`, body);
    }
    const job = (await agent.post('/api/jobs/', { title: 'Engineer', company: 'Acme' })).json();
    await agent.post(`/api/jobs/${job.id}/contacts/`, { name: 'Sam' });
    await agent.post(`/api/jobs/${job.id}/interviews/`, { date: '2026-12-01' });
    await agent.post('/api/cover-letters/', { name: 'Letter', job: job.id });
    await agent.post('/api/interview/answers/', {
      question_id: 'data-data-quality-01',
      question_text: 'Q?',
      job: job.id,
    });
    await agent.post('/api/interview/stars/', { question: 'behavioural-teamwork-01' });
    const routes = routesOf(h);
    expect(routes.length).toBeGreaterThan(25);
    const idValues = fc.oneof(
      fc.constantFrom('1', '2', '0', '-1', 'abc', '1e3', '99999999999999', '%27', '1;DROP'),
      fc.nat().map(String),
    );

    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...routes),
        fc.oneof(anyJson, plausibleBody),
        idValues,
        async (route, body, id) => {
          const before = await readBack(agent);
          const url = route.url.replace(':id', encodeURIComponent(id)).replace(':itemId', encodeURIComponent(id));
          const res = await agent.request(
            route.method as Method,
            url,
            route.method === 'GET' || route.method === 'DELETE' ? undefined : body,
          );
          expect(res.statusCode, `${route.method} ${url} ${JSON.stringify(body)?.slice(0, 200)}`).toBeLessThan(500);
          if (res.statusCode >= 400) {
            expect(typeof res.json().detail).toBe('string');
            // Logout signs the agent out even when it refuses nothing; everything else must leave the data alone.
            if (!route.url.includes('logout')) expect(await readBack(agent)).toBe(before);
          }
          if (!agent.cookies.has('sessionid')) await agent.login('fuzz@example.com');
        },
      ),
      { numRuns: 300 },
    );
  }, 180_000);

  it('answers malformed bodies, invalid UTF-8 and deep nesting with a 4xx', async () => {
    const agent = h.agent();
    await agent.register('raw@example.com');
    const raw = [
      '{"email": "a@b.co", "password": ',
      '\xff\xfe{"email":1}',
      '['.repeat(50_000) + ']'.repeat(50_000),
      '{"a":'.repeat(20_000) + '1' + '}'.repeat(20_000),
      'null',
      '"just a string"',
      '123',
    ];
    for (const url of [
      '/dj-rest-auth/login/',
      '/api/content/skills/',
      '/resumes/resume-versions/get-or-create-draft/',
      '/resumes/resume-versions/',
      '/resumes/resume-versions/restore/',
      '/api/jobs/',
      '/api/jobs/import/',
      '/api/content/json-resume/import/',
      '/api/content/resume-import/',
      '/api/cover-letters/',
      '/api/cover-letters/generate/',
      '/api/cover-letters/check/',
      '/api/writing/improve-line/',
      '/api/interview/answers/',
      '/api/interview/stars/',
      '/api/interview/draft/',
      '/api/account/delete/',
      '/dj-rest-auth/password/reset/',
      '/dj-rest-auth/password/reset/confirm/',
      '/dj-rest-auth/registration/verify-email/',
      '/dj-rest-auth/registration/resend-email/',
    ]) {
      for (const payload of raw) {
        const res = await agent.post(url, undefined, {
          rawBody: payload,
          headers: { 'content-type': 'application/json' },
        });
        expect(res.statusCode, `${url} ${payload.slice(0, 30)}`).toBeGreaterThanOrEqual(400);
        expect(res.statusCode).toBeLessThan(500);
        expect(typeof res.json().detail).toBe('string');
      }
    }
    const invalidUtf8 = await h.app.inject({
      method: 'POST',
      url: '/api/content/skills/',
      headers: {
        'content-type': 'application/json',
        cookie: [...agent.cookies].map(([k, v]) => `${k}=${v}`).join('; '),
        'x-csrftoken': agent.cookies.get('csrftoken')!,
      },
      payload: Buffer.from([
        0x7b, 0x22, 0x73, 0x6b, 0x69, 0x6c, 0x6c, 0x5f, 0x6e, 0x61, 0x6d, 0x65, 0x22, 0x3a, 0x22, 0xc3, 0x28, 0x22,
        0x7d,
      ]),
    });
    expect(invalidUtf8.statusCode).toBeLessThan(500);
  });
});
