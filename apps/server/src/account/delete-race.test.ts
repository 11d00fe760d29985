/**
 * Deleting an account while its other tabs keep writing: the account goes (every row), the deletion never fails, and
 * the racing writes answer what they would for a signed-out user or a row that is gone, never a 5xx.
 */
import { eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { describeOnDatabases, type Agent } from '../../test/harness.js';
import { users } from '../db/schema.js';

describeOnDatabases('Account deletion racing writes', (h) => {
  /** A user with jobs in two columns, a letter and a skill. */
  const busyAccount = async (email: string) => {
    const agent = h.agent();
    await agent.register(email);
    const jobs: number[] = [];
    for (let i = 0; i < 6; i += 1) {
      const stage = i % 2 === 0 ? 'wishlist' : 'submitted';
      jobs.push((await agent.post('/api/jobs/', { title: `Role ${i}`, company: 'Co', stage })).json().id);
    }
    const letter = (await agent.post('/api/cover-letters/', { name: 'Letter', body: 'Dear team,' })).json().id;
    return { agent, jobs, letter };
  };

  /** Writes of every kind an open tab makes: moves, edits, adds, a new letter. */
  const writes = (agent: Agent, jobs: number[], letter: number, round: number) => [
    ...jobs.map((id, i) => agent.post(`/api/jobs/${id}/move/`, { stage: 'interviewed', position: i % 2 })),
    ...jobs.map((id) => agent.patch(`/api/jobs/${id}/`, { notes: `Round ${round}` })),
    agent.post('/api/content/skills/', { skill_name: `Skill ${round}` }),
    agent.post('/api/jobs/', { title: `New ${round}`, company: 'Co' }),
    agent.patch(`/api/cover-letters/${letter}/`, { body: `Dear team, round ${round}` }),
    agent.post(`/api/jobs/${jobs[0]}/contacts/`, { name: `Contact ${round}` }),
  ];

  it('deletes the account and answers every racing write without a 5xx', async () => {
    for (let round = 0; round < 4; round += 1) {
      const { agent, jobs, letter } = await busyAccount(`racer-${round}@example.com`);
      const answers = await Promise.all([
        ...writes(agent, jobs, letter, round),
        agent.post('/api/account/delete/', { password: 'river-Tango-42', confirm: 'DELETE' }),
        ...writes(agent, jobs, letter, round + 100),
      ]);
      const deletion = answers[writes(agent, jobs, letter, 0).length]!;
      expect(deletion.statusCode, `round ${round}: ${deletion.body}`).toBeLessThan(300);
      for (const answer of answers) {
        expect(answer.statusCode, `round ${round}: ${answer.body}`).toBeLessThan(500);
        if (answer.statusCode >= 400) expect([401, 404]).toContain(answer.statusCode);
      }
      const left = await h.database.db
        .select()
        .from(users)
        .where(eq(users.email, `racer-${round}@example.com`));
      expect(left).toEqual([]);
      expect((await agent.get('/dj-rest-auth/user/')).statusCode).toBe(401);
    }
  });
});
