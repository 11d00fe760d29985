import { expect, it } from 'vitest';
import type { Dashboard } from '@hirestride/shared';
import { describeOnDatabases } from '../../test/harness.js';

const TODAY = '2026-11-23';
const dashboardOn = (today: string) => `/api/dashboard/?today=${today}`;

describeOnDatabases('the dashboard (/api/dashboard/)', (h) => {
  const signedIn = async (email = 'seeker@example.com') => {
    const agent = h.agent();
    await agent.register(email);
    return agent;
  };

  it('a new user has no jobs, no events and nothing due', async () => {
    const agent = await signedIn();
    expect((await agent.get(dashboardOn(TODAY))).json()).toEqual({
      job_count: 0,
      interview_answer_count: 0,
      recent_activity: [],
      due_soon: [],
    });
  });

  it('counts the interview answers the user saved, and lists the practice in Recent Activity', async () => {
    const agent = await signedIn();
    const answer = { question_text: 'Tell me about a team.', job: null, situation: 'S' };
    await agent.post('/api/interview/answers/', { ...answer, question_id: 'behavioural-teamwork-01' });
    await agent.post('/api/interview/answers/', { ...answer, question_id: 'behavioural-teamwork-02' });
    const body = (await agent.get(dashboardOn(TODAY))).json() as Dashboard;
    expect(body.interview_answer_count).toBe(2);
    expect(body.recent_activity.map((event) => [event.kind, event.data.question])).toEqual([
      ['interview_answer_saved', 'Tell me about a team.'],
      ['interview_answer_saved', 'Tell me about a team.'],
    ]);
    expect((await (await signedIn('other@example.com')).get(dashboardOn(TODAY))).json().interview_answer_count).toBe(0);
  });

  it('recent activity: jobs saved, stage changes and resumes made, newest first, with their jobs', async () => {
    const agent = await signedIn();
    const job = (await agent.post('/api/jobs/', { title: 'Engineer', company: 'Acme' })).json();
    await agent.post(`/api/jobs/${job.id}/move/`, { stage: 'submitted', position: 0 });
    await agent.post('/resumes/resume-versions/get-or-create-draft/', { template_id: 1 });
    // Asking for the same draft again makes nothing new.
    await agent.post('/resumes/resume-versions/get-or-create-draft/', { template_id: 1 });
    const body = (await agent.get(dashboardOn(TODAY))).json() as Dashboard;
    expect(body.job_count).toBe(1);
    const jobRef = { id: job.id, title: 'Engineer', company: 'Acme', stage: 'submitted' };
    expect(body.recent_activity.map(({ kind, data, job: ref }) => ({ kind, data, job: ref }))).toEqual([
      {
        kind: 'resume_created',
        data: { resume_version: expect.any(Number), template: 1, name: 'High School resume' },
        job: null,
      },
      { kind: 'stage_changed', data: { from: 'wishlist', to: 'submitted' }, job: jobRef },
      { kind: 'created', data: {}, job: jobRef },
    ]);
    // Nobody else's events.
    const other = await signedIn('other@example.com');
    expect((await other.get(dashboardOn(TODAY))).json().recent_activity).toEqual([]);
  });

  it('due soon: follow-ups overdue or within 7 days, interviews today to 7 days ahead, never for archived jobs', async () => {
    const agent = await signedIn();
    const save = async (title: string, extra: Record<string, unknown> = {}) =>
      (await agent.post('/api/jobs/?allow_duplicate=true', { title, company: 'Co', ...extra })).json();
    await save('Overdue', { follow_up_on: '2026-11-20', follow_up_note: 'Chase' });
    await save('In a week', { follow_up_on: '2026-11-30' });
    await save('Too far', { follow_up_on: '2026-12-01' });
    await save('Finished', { follow_up_on: '2026-11-24', stage: 'archived', outcome: 'rejected' });
    const interviewing = await save('Interviewing', { stage: 'interviewed' });
    for (const date of ['2026-11-22', TODAY, '2026-12-01']) {
      await agent.post(`/api/jobs/${interviewing.id}/interviews/`, { date, time: '10:00', kind: 'video' });
    }
    const due = ((await agent.get(dashboardOn(TODAY))).json() as Dashboard).due_soon;
    expect(due.map((item) => [item.kind, item.job.title, item.date, item.overdue, item.note])).toEqual([
      ['follow_up', 'Overdue', '2026-11-20', true, 'Chase'],
      ['interview', 'Interviewing', TODAY, false, ''],
      ['follow_up', 'In a week', '2026-11-30', false, ''],
    ]);
    // An interview names its entry, for its calendar file; a follow-up has none.
    const entries = (await agent.get(`/api/jobs/${interviewing.id}/interviews/`)).json() as Array<{
      id: number;
      date: string;
    }>;
    expect(due.map((item) => item.interview_id)).toEqual([null, entries.find((e) => e.date === TODAY)!.id, null]);
    // The user's own date decides what is due.
    const later = ((await agent.get(dashboardOn('2026-11-25'))).json() as Dashboard).due_soon;
    expect(later.map((item) => item.job.title)).toEqual(['Overdue', 'In a week', 'Too far', 'Interviewing']);
    expect((await agent.get('/api/dashboard/?today=tomorrow')).statusCode).toBe(400);
    expect((await agent.get('/api/dashboard/')).statusCode).toBe(200);
  });

  it('needs a signed-in user', async () => {
    expect((await h.agent().get('/api/dashboard/')).statusCode).toBe(401);
  });
});
