/**
 * A library section holds at most what a resume carries (LIBRARY_LIMITS): adds and imports past it are a clear 400
 * with nothing stored, and a library already past it (from before the limits) makes no broken resume.
 */
import { expect, it } from 'vitest';
import { LIBRARY_LIMITS, type ResumeVersion } from '@hirestride/shared';
import { describeOnDatabases, type Agent } from './harness.js';

describeOnDatabases('Library limits', (h) => {
  const signedIn = async (email: string) => {
    const agent = h.agent();
    const user = (await agent.register(email)).json().user as { pk: number };
    return { agent, userId: user.pk };
  };
  /** `count` skills written straight to the table, as a library from before the limits could hold. */
  const fillSkills = (userId: number, count: number) =>
    h.database.exec(
      `INSERT INTO skills (user_id, skill_name) SELECT ${userId}, 'Skill ' || n FROM generate_series(1, ${count}) AS n`,
    );
  const skillCount = async (agent: Agent) => ((await agent.get('/api/content/skills/')).json() as unknown[]).length;

  it('refuses one more skill than a resume can carry, and keeps the rest', async () => {
    const { agent, userId } = await signedIn('full@example.com');
    await fillSkills(userId, LIBRARY_LIMITS.skills - 1);
    expect((await agent.post('/api/content/skills/', { skill_name: 'Last one' })).statusCode).toBe(201);
    const refused = await agent.post('/api/content/skills/', { skill_name: 'One too many' });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().non_field_errors).toEqual([
      'Your library holds the most skills it can (200). Delete one you no longer use to add another.',
    ]);
    expect(await skillCount(agent)).toBe(LIBRARY_LIMITS.skills);
  });

  it('lets two adds at once past the limit by no more than the limit', async () => {
    const { agent, userId } = await signedIn('race@example.com');
    await fillSkills(userId, LIBRARY_LIMITS.skills - 2);
    const answers = await Promise.all(
      Array.from({ length: 6 }, (_, i) => agent.post('/api/content/skills/', { skill_name: `Racer ${i}` })),
    );
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 201, 400, 400, 400, 400]);
    expect(await skillCount(agent)).toBe(LIBRARY_LIMITS.skills);
  });

  it('refuses a JSON Resume import that would pass a limit, in the preview and for real, storing nothing', async () => {
    const { agent, userId } = await signedIn('import@example.com');
    await fillSkills(userId, LIBRARY_LIMITS.skills - 3);
    const document = {
      basics: { name: 'Ana Ruiz' },
      skills: Array.from({ length: 5 }, (_, i) => ({ name: `Imported ${i}` })),
      work: [{ name: 'Mercy', position: 'RN', startDate: '2020-01-01' }],
    };
    const message =
      'Your library can hold 200 skills: it has 197, and this would add 5. Delete some you no longer use first.';
    for (const dryRun of [true, false]) {
      const res = await agent.post('/api/content/json-resume/import/', { document, dry_run: dryRun });
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json().document).toContain(message);
    }
    expect(await skillCount(agent)).toBe(LIBRARY_LIMITS.skills - 3);
    expect((await agent.get('/api/content/work-experiences/')).json()).toEqual([]);
  });

  it('makes no resume from a library already past a limit: a clear 400, and no draft stored', async () => {
    const { agent, userId } = await signedIn('legacy@example.com');
    await fillSkills(userId, LIBRARY_LIMITS.skills + 1);
    const template = ((await agent.get('/templates/resume-templates/')).json() as Array<{ id: number }>)[0]!.id;
    const message =
      'A resume can hold 200 skills, and your library has 201. Delete some you no longer use, then try again.';
    const draft = await agent.post('/resumes/resume-versions/get-or-create-draft/', { template_id: template });
    expect(draft.statusCode, draft.body).toBe(400);
    expect(draft.json().non_field_errors).toEqual([message]);
    const created = await agent.post('/resumes/resume-versions/', { template });
    expect(created.statusCode, created.body).toBe(400);
    expect((await agent.get('/resumes/resume-versions/')).json() as ResumeVersion[]).toEqual([]);
  });
});
