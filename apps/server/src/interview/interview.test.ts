import { expect, it } from 'vitest';
import type { InterviewAnswer, InterviewBank, InterviewQuestion, JobInterviewQuestions } from '@hirestride/shared';
import { describeOnDatabases, type Agent } from '../../test/harness.js';

const ANSWERS = '/api/interview/answers/';
const one = (id: number) => `${ANSWERS}${id}/`;

describeOnDatabases('interview prep', (h) => {
  const signedIn = async (email = 'ada@example.com') => {
    const agent = h.agent();
    await agent.register(email);
    return agent;
  };

  it('lists the banks with their categories, and finds questions by bank, category and words', async () => {
    const agent = await signedIn();
    const banks = (await agent.get('/api/interview/banks/')).json() as InterviewBank[];
    expect(banks.reduce((sum, bank) => sum + bank.question_count, 0)).toBeGreaterThanOrEqual(300);
    const behavioural = banks.find((bank) => bank.id === 'behavioural')!;
    expect(behavioural.categories.map((c) => c.id)).toContain('customer-focus');

    const conflict = (await agent.get('/api/interview/questions/?bank=behavioural&category=conflict')).json();
    expect(conflict.length).toBe(behavioural.categories.find((c) => c.id === 'conflict')!.question_count);
    expect(conflict.every((q: InterviewQuestion) => q.bank === 'behavioural' && q.category === 'conflict')).toBe(true);

    const found = (await agent.get('/api/interview/questions/?search=medication')).json() as InterviewQuestion[];
    expect(found.length).toBeGreaterThan(0);
    for (const q of found) expect(`${q.text} ${q.listening_for} ${q.tip}`.toLowerCase()).toContain('medication');

    const refused = await agent.get('/api/interview/questions/?bank=astrology');
    expect(refused.statusCode).toBe(400);
    expect(refused.json().bank).toEqual(['There is no question bank “astrology”.']);
  });

  it('stars questions into My questions, once, and takes them out', async () => {
    const agent = await signedIn();
    const starred = async () =>
      ((await agent.get('/api/interview/questions/?starred=true')).json() as InterviewQuestion[]).map((q) => q.id);
    expect(await starred()).toEqual([]);
    expect((await agent.post('/api/interview/stars/', { question: 'behavioural-teamwork-01' })).statusCode).toBe(204);
    expect((await agent.post('/api/interview/stars/', { question: 'behavioural-teamwork-01' })).statusCode).toBe(204);
    await agent.post('/api/interview/stars/', { question: 'finance-month-end-close-01' });
    expect(await starred()).toEqual(['behavioural-teamwork-01', 'finance-month-end-close-01']);
    const unknown = await agent.post('/api/interview/stars/', { question: 'made-up' });
    expect(unknown.statusCode).toBe(400);
    expect((await agent.delete('/api/interview/stars/behavioural-teamwork-01/')).statusCode).toBe(204);
    expect((await agent.delete('/api/interview/stars/behavioural-teamwork-01/')).statusCode).toBe(404);
    expect(await starred()).toEqual(['finance-month-end-close-01']);
    // Another user's stars are theirs alone.
    const other = await signedIn('other@example.com');
    expect((await other.get('/api/interview/questions/?starred=true')).json()).toEqual([]);
  });

  const withJob = async (agent: Agent) =>
    (
      await agent.post('/api/jobs/', {
        title: 'Registered Nurse',
        company: 'St Mary’s',
        posting_text: 'Requirements:\n- Epic Systems\n- Microsoft Excel\n- 5+ years of experience',
      })
    ).json() as { id: number };

  it('saves STAR answers per question and job, edits them, refuses a second one, and the job’s timeline records it', async () => {
    const agent = await signedIn();
    const job = await withJob(agent);
    const created = await agent.post(ANSWERS, {
      question_id: 'behavioural-teamwork-01',
      question_text: 'Tell me about a time you helped a team.',
      job: job.id,
      situation: 'Night shift, two nurses short.',
      action: 'I re-planned the rounds.',
      confidence: 2,
      seconds_spent: 95,
    });
    expect(created.statusCode, created.body).toBe(201);
    const answer = created.json() as InterviewAnswer;
    expect(answer).toMatchObject({ job: job.id, job_title: 'Registered Nurse', task: '', confidence: 2 });

    const again = await agent.post(ANSWERS, {
      question_id: 'behavioural-teamwork-01',
      question_text: 'x',
      job: job.id,
    });
    expect(again.statusCode).toBe(400);
    expect(again.json().question_id[0]).toMatch(/already have an answer/);
    // The same question for no job is another answer.
    expect(
      (await agent.post(ANSWERS, { question_id: 'behavioural-teamwork-01', question_text: 'x', job: null })).statusCode,
    ).toBe(201);

    const patched = await agent.patch(one(answer.id), { result: 'Every patient seen on time.', confidence: 3 });
    expect(patched.json()).toMatchObject({
      situation: 'Night shift, two nurses short.',
      result: 'Every patient seen on time.',
      confidence: 3,
    });
    expect((await agent.patch(one(answer.id), { confidence: 4 })).statusCode).toBe(400);
    expect((await agent.get(`${ANSWERS}?job=${job.id}`)).json().map((a: InterviewAnswer) => a.id)).toEqual([answer.id]);

    const timeline = (await agent.get(`/api/jobs/${job.id}/activity/`)).json() as Array<{ kind: string }>;
    expect(timeline.map((event) => event.kind)).toContain('interview_answer_saved');

    expect((await agent.delete(one(answer.id))).statusCode).toBe(204);
    expect((await agent.get(one(answer.id))).statusCode).toBe(404);
  });

  it('refuses another user’s answer and job, bad fields, and changes nothing', async () => {
    const owner = await signedIn();
    const job = await withJob(owner);
    const theirs = (
      await owner.post(ANSWERS, { question_id: 'behavioural-teamwork-01', question_text: 'Q?', job: null })
    ).json() as InterviewAnswer;
    const intruder = await signedIn('intruder@example.com');
    for (const request of [
      () => intruder.get(one(theirs.id)),
      () => intruder.patch(one(theirs.id), { notes: 'mine now' }),
      () => intruder.delete(one(theirs.id)),
      () => intruder.post(`/api/jobs/${job.id}/interview-questions/`, {}),
    ])
      expect((await request()).statusCode).toBe(404);
    const foreignJob = await intruder.post(ANSWERS, {
      question_id: 'data-data-quality-01',
      question_text: 'Q?',
      job: job.id,
    });
    expect(foreignJob.statusCode).toBe(400);
    for (const [body, field] of [
      [{ question_text: 'Q?', job: null }, 'question_id'],
      [{ question_id: 'q', question_text: 'Q?', job: null, situation: 'x'.repeat(5001) }, 'situation'],
      [{ question_id: 'q', question_text: 'Q?', job: null, colour: 'red' }, 'detail'],
    ] as const) {
      const refused = await intruder.post(ANSWERS, body);
      expect(refused.statusCode, JSON.stringify(body)).toBe(400);
      expect(refused.json()[field]).toBeDefined();
    }
    expect((await intruder.get(ANSWERS)).json()).toEqual([]);
    expect((await owner.get(one(theirs.id))).json()).toEqual(theirs);
  });

  it('draws questions from the job: its gaps named, and the role bank its title fits', async () => {
    const agent = await signedIn();
    await agent.post('/api/content/skills/', { skill_name: 'Microsoft Excel' });
    const job = await withJob(agent);
    const response = await agent.post(`/api/jobs/${job.id}/interview-questions/`, {});
    expect(response.statusCode, response.body).toBe(200);
    const drawn = response.json() as JobInterviewQuestions;
    expect(drawn.role_bank).toEqual({ id: 'healthcare', name: expect.any(String) });
    const gaps = drawn.questions.filter((q) => q.kind === 'gap');
    expect(gaps.map((q) => q.requirement)).toEqual(expect.arrayContaining(['Epic Systems']));
    expect(gaps.find((q) => q.requirement === 'Epic Systems')!.context).toBe(
      'The role asks for Epic Systems; your profile does not mention it.',
    );
    expect(drawn.questions.find((q) => q.kind === 'strength')?.requirement).toBe('Microsoft Excel');

    const bare = (await agent.post('/api/jobs/', { title: 'Primary Teacher', company: 'School' })).json();
    const none = (await agent.post(`/api/jobs/${bare.id}/interview-questions/`, {})).json() as JobInterviewQuestions;
    expect(none).toMatchObject({ questions: [], role_bank: { id: 'teaching' } });
    expect(none.note).toMatch(/Paste the job’s posting/);
  });
});
