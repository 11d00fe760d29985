import { expect, it } from 'vitest';
import { JOB_STAGES, jobMessages, type Activity, type Job, type JobStage } from '@hirestride/shared';
import { describeOnDatabases, type Agent } from '../../test/harness.js';

const move = (id: number) => `/api/jobs/${id}/move/`;

/** Each column's titles, top to bottom, and a check that positions are exactly 0..n-1. */
async function board(agent: Agent): Promise<Record<JobStage, string[]>> {
  const jobs = (await agent.get('/api/jobs/')).json() as Job[];
  const columns = Object.fromEntries(JOB_STAGES.map((stage) => [stage, [] as string[]])) as Record<JobStage, string[]>;
  for (const stage of JOB_STAGES) {
    const column = jobs.filter((job) => job.stage === stage).sort((a, b) => a.position - b.position);
    expect(
      column.map((job) => job.position),
      stage,
    ).toEqual(column.map((_, index) => index));
    columns[stage] = column.map((job) => job.title);
  }
  return columns;
}

describeOnDatabases('moving cards (/api/jobs/{id}/move/)', (h) => {
  /** A user with jobs A..E in the Wish List (A on top) and S1, S2 in Submitted. */
  const setUp = async () => {
    const agent = h.agent();
    await agent.register('mover@example.com');
    const ids: Record<string, number> = {};
    for (const title of ['S2', 'S1']) {
      ids[title] = (await agent.post('/api/jobs/', { title, company: 'Co', stage: 'submitted' })).json().id;
    }
    for (const title of ['E', 'D', 'C', 'B', 'A']) {
      ids[title] = (await agent.post('/api/jobs/', { title, company: 'Co' })).json().id;
    }
    return { agent, ids };
  };

  it('reorders within a column and moves between columns, renumbering both in one call', async () => {
    const { agent, ids } = await setUp();
    expect(await board(agent)).toMatchObject({ wishlist: ['A', 'B', 'C', 'D', 'E'], submitted: ['S1', 'S2'] });

    const down = await agent.post(move(ids.A!), { stage: 'wishlist', position: 3 });
    expect(down.statusCode).toBe(200);
    expect(down.json().columns).toEqual({ wishlist: [ids.B, ids.C, ids.D, ids.A, ids.E] });
    expect((await board(agent)).wishlist).toEqual(['B', 'C', 'D', 'A', 'E']);

    const across = await agent.post(move(ids.C!), { stage: 'submitted', position: 1 });
    expect(across.json().columns).toEqual({
      submitted: [ids.S1, ids.C, ids.S2],
      wishlist: [ids.B, ids.D, ids.A, ids.E],
    });
    expect(across.json().job).toMatchObject({ stage: 'submitted', position: 1 });
    expect(await board(agent)).toMatchObject({ wishlist: ['B', 'D', 'A', 'E'], submitted: ['S1', 'C', 'S2'] });

    // Past the end means the bottom; into an empty column means its only card.
    await agent.post(move(ids.E!), { stage: 'submitted', position: 99 });
    await agent.post(move(ids.B!), { stage: 'maybe', position: 0 });
    expect(await board(agent)).toMatchObject({
      wishlist: ['D', 'A'],
      maybe: ['B'],
      submitted: ['S1', 'C', 'S2', 'E'],
    });
  });

  it('entering Submitted sets the applied date (the one sent, or today); it stays when the job moves on', async () => {
    const { agent, ids } = await setUp();
    const today = new Date().toISOString().slice(0, 10);
    expect((await agent.post(move(ids.A!), { stage: 'submitted', position: 0 })).json().job.applied_on).toBe(today);
    expect(
      (await agent.post(move(ids.B!), { stage: 'submitted', position: 0, applied_on: '2026-11-20' })).json().job
        .applied_on,
    ).toBe('2026-11-20');
    expect((await agent.post(move(ids.B!), { stage: 'interviewed', position: 0 })).json().job.applied_on).toBe(
      '2026-11-20',
    );
  });

  it('entering Interviewed can add the interview entry, on the timeline', async () => {
    const { agent, ids } = await setUp();
    const res = await agent.post(move(ids.S1!), {
      stage: 'interviewed',
      position: 0,
      interview: { date: '2026-12-02', time: '14:30', kind: 'video' },
    });
    expect(res.statusCode).toBe(200);
    expect((await agent.get(`/api/jobs/${ids.S1}/interviews/`)).json()).toEqual([
      { id: expect.any(Number), date: '2026-12-02', time: '14:30', kind: 'video', notes: '' },
    ]);
    const kinds = ((await agent.get(`/api/jobs/${ids.S1}/activity/`)).json() as Activity[]).map((entry) => entry.kind);
    expect(kinds).toEqual(['interview_added', 'stage_changed', 'created']);
    // A bad interview refuses the whole move.
    const bad = await agent.post(move(ids.S2!), { stage: 'interviewed', position: 0, interview: { date: 'soon' } });
    expect(bad.statusCode).toBe(400);
    expect((await board(agent)).submitted).toEqual(['S2']);
  });

  it('entering Archives needs an outcome; leaving clears it; each stage change is on the timeline', async () => {
    const { agent, ids } = await setUp();
    const refused = await agent.post(move(ids.A!), { stage: 'archived', position: 0 });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().outcome).toEqual([jobMessages.outcomeNeeded]);
    expect((await agent.post(move(ids.A!), { stage: 'wishlist', position: 0, outcome: 'rejected' })).statusCode).toBe(
      400,
    );
    expect((await board(agent)).archived).toEqual([]);

    const archived = await agent.post(move(ids.A!), { stage: 'archived', position: 0, outcome: 'offer_declined' });
    expect(archived.json().job).toMatchObject({ stage: 'archived', outcome: 'offer_declined' });
    // Reordering inside Archives keeps the outcome without naming it.
    await agent.post(move(ids.B!), { stage: 'archived', position: 0, outcome: 'rejected' });
    expect((await agent.post(move(ids.A!), { stage: 'archived', position: 0 })).json().job.outcome).toBe(
      'offer_declined',
    );
    const back = await agent.post(move(ids.A!), { stage: 'maybe', position: 0 });
    expect(back.json().job).toMatchObject({ stage: 'maybe', outcome: null });
    const timeline = (await agent.get(`/api/jobs/${ids.A}/activity/`)).json() as Activity[];
    expect(timeline.filter((entry) => entry.kind === 'stage_changed').map((entry) => entry.data)).toEqual([
      { from: 'archived', to: 'maybe' },
      { from: 'wishlist', to: 'archived', outcome: 'offer_declined' },
    ]);
  });

  it('a move that changes nothing writes nothing; bad input and other users’ jobs change nothing', async () => {
    const { agent, ids } = await setUp();
    const before = (await agent.get(`/api/jobs/${ids.C}/`)).json() as Job;
    const same = await agent.post(move(ids.C!), { stage: 'wishlist', position: 2 });
    expect(same.json()).toEqual({ job: before, columns: {} });
    expect(((await agent.get(`/api/jobs/${ids.C}/activity/`)).json() as Activity[]).map((e) => e.kind)).toEqual([
      'created',
    ]);
    for (const body of [
      {},
      { stage: 'hired', position: 0 },
      { stage: 'maybe', position: -1 },
      { stage: 'maybe', position: 1.5 },
      { stage: 'maybe', position: '1' },
      { stage: 'maybe', position: 0, applied_on: 'today' },
    ]) {
      expect((await agent.post(move(ids.C!), body)).statusCode, JSON.stringify(body)).toBe(400);
    }
    const intruder = h.agent();
    await intruder.register('intruder@example.com');
    expect((await intruder.post(move(ids.C!), { stage: 'maybe', position: 0 })).statusCode).toBe(404);
    expect(await board(agent)).toMatchObject({
      wishlist: ['A', 'B', 'C', 'D', 'E'],
      maybe: [],
      submitted: ['S1', 'S2'],
    });
  });

  it('concurrent moves (two tabs) never leave duplicate or missing positions', async () => {
    const { agent, ids } = await setUp();
    const secondTab = h.agent();
    for (const [name, value] of agent.cookies) secondTab.cookies.set(name, value);
    const titles = Object.keys(ids);
    const stages = ['wishlist', 'maybe', 'submitted', 'interviewed'] as const;
    // A fixed pseudo-random sequence, so a failure can be replayed.
    let seed = 7;
    const next = (n: number) => {
      seed = (seed * 1103515245 + 12345) % 2 ** 31;
      return seed % n;
    };
    for (let round = 0; round < 5; round += 1) {
      const moves = Array.from({ length: 12 }, (_, i) =>
        (i % 2 ? secondTab : agent).post(move(ids[titles[next(titles.length)]!]!), {
          stage: stages[next(stages.length)],
          position: next(6),
        }),
      );
      for (const res of await Promise.all(moves)) expect(res.statusCode).toBe(200);
      const columns = await board(agent);
      expect(Object.values(columns).flat().sort()).toEqual([...titles].sort());
    }
  });
});
