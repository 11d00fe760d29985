import { expect, it } from 'vitest';
import type { CoverLetter } from '@hirestride/shared';
import { describeOnDatabases, type Agent } from '../../test/harness.js';

const LIST = '/api/cover-letters/';
const one = (id: number) => `/api/cover-letters/${id}/`;

describeOnDatabases('My Cover Letters', (h) => {
  const signedIn = async (email = 'owner@example.com') => {
    const agent = h.agent();
    await agent.register(email);
    return agent;
  };
  const create = async (agent: Agent, body: Record<string, unknown>) => {
    const response = await agent.post(LIST, body);
    expect(response.statusCode, response.body).toBe(201);
    return response.json() as CoverLetter;
  };

  it('creates, lists latest first, opens, edits, duplicates and deletes letters, each linked to its job', async () => {
    const agent = await signedIn();
    const job = (await agent.post('/api/jobs/', { title: 'Backend Engineer', company: 'Monzo' })).json();
    const blank = await create(agent, {});
    expect(blank).toMatchObject({ name: 'Cover letter', job: null, tone: 'formal', length: 'medium', body: '' });
    const forJob = await create(agent, { job: job.id, tone: 'warm', body: 'Dear Monzo,' });
    expect(forJob).toMatchObject({
      name: 'Cover letter for Monzo',
      job: job.id,
      job_title: 'Backend Engineer',
      job_company: 'Monzo',
      tone: 'warm',
      written_by: '',
      confirmed_claims: [],
    });
    expect(((await agent.get(LIST)).json() as CoverLetter[]).map((l) => l.id)).toEqual([forJob.id, blank.id]);
    expect((await agent.get(one(forJob.id))).json()).toEqual(forJob);

    const patched = await agent.patch(one(blank.id), { name: 'For later', body: 'Hello.\n\n- One\n- **Two**' });
    expect(patched.json()).toMatchObject({ name: 'For later', body: 'Hello.\n\n- One\n- **Two**', tone: 'formal' });
    const put = await agent.put(one(blank.id), {
      name: 'Replaced',
      job: job.id,
      tone: 'concise',
      length: 'long',
      body: 'B',
      confirmed_claims: ['employer:google'],
    });
    expect(put.json()).toMatchObject({
      name: 'Replaced',
      job: job.id,
      tone: 'concise',
      confirmed_claims: ['employer:google'],
    });

    const copy = await agent.post(`${one(forJob.id)}duplicate/`, {});
    expect(copy.statusCode).toBe(201);
    expect(copy.json()).toMatchObject({ name: 'Cover letter for Monzo (copy)', body: 'Dear Monzo,', job: job.id });

    expect((await agent.delete(one(forJob.id))).statusCode).toBe(204);
    expect((await agent.get(one(forJob.id))).statusCode).toBe(404);
    expect((await agent.delete(one(forJob.id))).statusCode).toBe(404);
  });

  it('counts the user’s letters in cover_letter_count', async () => {
    const agent = await signedIn();
    const count = async () => (await agent.get('/dj-rest-auth/user/')).json().cover_letter_count;
    expect(await count()).toBe(0);
    const letter = await create(agent, {});
    await create(agent, {});
    expect(await count()).toBe(2);
    await agent.delete(one(letter.id));
    expect(await count()).toBe(1);
  });

  it('a job without a letter starts using its first one, and the job’s timeline and Recent Activity record each', async () => {
    const agent = await signedIn();
    const job = (await agent.post('/api/jobs/', { title: 'Engineer', company: 'Acme' })).json();
    const first = await create(agent, { job: job.id, name: 'First', written_by: 'Offline composer' });
    expect(first.written_by).toBe('Offline composer');
    await create(agent, { job: job.id, name: 'Second' });
    expect((await agent.get(`/api/jobs/${job.id}/`)).json().cover_letter).toBe(first.id);
    const timeline = (await agent.get(`/api/jobs/${job.id}/activity/`)).json() as Array<{ kind: string; data: object }>;
    expect(timeline.filter((event) => event.kind === 'cover_letter_created').map((event) => event.data)).toEqual([
      { cover_letter: first.id + 1, name: 'Second' },
      { cover_letter: first.id, name: 'First' },
    ]);
    await create(agent, { name: 'No job' });
    const recent = (await agent.get('/api/dashboard/')).json().recent_activity as Array<{ kind: string }>;
    expect(recent.filter((event) => event.kind === 'cover_letter_created')).toHaveLength(3);
  });

  it('a job can use one of the user’s letters; deleting the letter clears the job’s link', async () => {
    const agent = await signedIn();
    const job = (await agent.post('/api/jobs/', { title: 'Engineer', company: 'Acme' })).json();
    const letter = await create(agent, { job: job.id });
    const linked = await agent.patch(`/api/jobs/${job.id}/`, { cover_letter: letter.id });
    expect(linked.statusCode, linked.body).toBe(200);
    expect(linked.json().cover_letter).toBe(letter.id);
    await agent.delete(one(letter.id));
    expect((await agent.get(`/api/jobs/${job.id}/`)).json().cover_letter).toBeNull();
  });

  it('deleting the job keeps the letter, no longer linked', async () => {
    const agent = await signedIn();
    const job = (await agent.post('/api/jobs/', { title: 'Engineer', company: 'Acme' })).json();
    const letter = await create(agent, { job: job.id, body: 'Keep me.' });
    await agent.delete(`/api/jobs/${job.id}/`);
    expect((await agent.get(one(letter.id))).json()).toMatchObject({ job: null, job_title: null, body: 'Keep me.' });
  });

  it('refuses another user’s job or letter, bad fields, and changes nothing', async () => {
    const owner = await signedIn();
    const theirJob = (await owner.post('/api/jobs/', { title: 'Engineer', company: 'Acme' })).json();
    const theirLetter = await create(owner, { name: 'Theirs' });
    const intruder = await signedIn('intruder@example.com');
    const mine = await create(intruder, {});
    for (const [body, field] of [
      [{ job: theirJob.id }, 'job'],
      [{ name: '' }, 'name'],
      [{ tone: 'angry' }, 'tone'],
      [{ length: 'epic' }, 'length'],
      [{ body: 'x'.repeat(20_001) }, 'body'],
      [{ colour: 'red' }, 'detail'],
    ] as const) {
      const refused = await intruder.patch(one(mine.id), body);
      expect(refused.statusCode, JSON.stringify(body)).toBe(400);
      expect(refused.json()[field]).toBeDefined();
    }
    expect((await intruder.get(one(mine.id))).json()).toEqual(mine);
    const ownJob = (await intruder.post('/api/jobs/', { title: 'X', company: 'Y' })).json();
    const refused = await intruder.patch(`/api/jobs/${ownJob.id}/`, { cover_letter: theirLetter.id });
    expect(refused.statusCode).toBe(400);
    expect((await intruder.get(one(theirLetter.id))).statusCode).toBe(404);
    expect(((await intruder.get(LIST)).json() as CoverLetter[]).map((l) => l.id)).toEqual([mine.id]);
  });
});
