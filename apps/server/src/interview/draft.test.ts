import { afterAll, expect, it } from 'vitest';
import type { StarDraftResponse } from '@hirestride/shared';
import { describeOnDatabases, type Agent } from '../../test/harness.js';
import { startFakeOpenAi } from '../../test/fake-openai.js';
import { adaAtMonzo } from '../../test/writing-samples.js';
import { readStar } from './draft-routes.js';

const DRAFT = '/api/interview/draft/';
const MENTORING = 'behavioural-leadership-01';

const withLibrary = (agent: Agent) =>
  adaAtMonzo(agent, '- Built the payments ledger in Python\n- Mentored 4 junior engineers\n- Cut dispute time by 40%');

it.each([
  ['Situation: A.\nTask: B.\nAction: C.\nResult: D.', { situation: 'A.', task: 'B.', action: 'C.', result: 'D.' }],
  [
    '**Situation:** A\nmore of A\n- Task - B\nAction： C\nResult: D',
    { situation: 'A more of A', task: 'B', action: 'C', result: 'D' },
  ],
  ['Situation: A\nAction: C', null],
  ['Here is a great answer with no labels.', null],
])('readStar(%j)', (answer, parts) => {
  expect(readStar(answer)).toEqual(parts);
});

describeOnDatabases('a STAR draft offline (no provider configured)', (h) => {
  it('drafts from the user’s own lines, nothing flagged, nothing saved', async () => {
    const agent = h.agent();
    await agent.register('ada@example.com');
    await withLibrary(agent);
    const response = await agent.post(DRAFT, { question_id: MENTORING });
    expect(response.statusCode, response.body).toBe(200);
    const draft = response.json() as StarDraftResponse;
    expect(draft.written_by).toBe('Offline composer');
    expect(draft.situation).toBe('At Monzo, where I worked as Backend Engineer (since 2021).');
    expect(draft.sources.length).toBeGreaterThan(0);
    expect(draft.claims).toEqual([]);
    expect((await agent.get('/api/interview/answers/')).json()).toEqual([]);
  });

  it('needs the words of a question no bank holds, and refuses another user’s job', async () => {
    const agent = h.agent();
    await agent.register('ada@example.com');
    const missing = await agent.post(DRAFT, { question_id: 'job-gap-hard_skill:kubernetes' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().question_text).toBeDefined();
    const given = await agent.post(DRAFT, {
      question_id: 'job-gap-hard_skill:kubernetes',
      question_text: 'Tell me about your experience with Kubernetes.',
    });
    expect(given.statusCode).toBe(200);
    const other = h.agent();
    await other.register('other@example.com');
    const theirJob = (await other.post('/api/jobs/', { title: 'X', company: 'Y' })).json();
    expect((await agent.post(DRAFT, { question_id: MENTORING, job: theirJob.id })).statusCode).toBe(400);
  });
});

const fake = await startFakeOpenAi();
afterAll(() => fake.close());

describeOnDatabases(
  'a STAR draft with a provider (a local fake)',
  (h) => {
    it('reads the model’s four parts; an employer and a number it invented are flagged in their part', async () => {
      fake.mode = {
        kind: 'json',
        content:
          'Situation: At Google I led a team of 12.\nTask: Grow juniors.\nAction: I mentored 4 junior engineers.\nResult: They shipped.',
      };
      const agent = h.agent();
      await agent.register('ada@example.com');
      await withLibrary(agent);
      const draft = (await agent.post(DRAFT, { question_id: MENTORING })).json() as StarDraftResponse;
      expect(draft).toMatchObject({ written_by: 'fake-model', notice: null, action: 'I mentored 4 junior engineers.' });
      expect(draft.claims.map((c) => [c.part, c.kind, c.text])).toEqual([
        ['situation', 'employer', 'Google'],
        ['situation', 'number', '12'],
      ]);
      const prompt = fake.requests.at(-1)!.body.messages as Array<{ content: string }>;
      expect(prompt[1]!.content).toContain('Mentored 4 junior engineers');
    });

    it('a failing or unreadable model gives the offline draft, and says why', async () => {
      const agent = h.agent();
      await agent.register('ada@example.com');
      await withLibrary(agent);
      for (const mode of [
        { kind: 'status', status: 500 },
        { kind: 'json', content: 'I would rather not.' },
      ] as const) {
        fake.mode = mode;
        const draft = (await agent.post(DRAFT, { question_id: MENTORING })).json() as StarDraftResponse;
        expect(draft.written_by).toBe('Offline composer');
        expect(draft.notice).toMatch(/This is the offline composer’s draft instead\.$/);
        expect(draft.situation).toContain('Monzo');
      }
    });
  },
  { env: { AI_BASE_URL: fake.baseUrl, AI_MODEL: 'fake-model', AI_TIMEOUT_MS: '2000', AI_STREAM: 'false' } },
);
