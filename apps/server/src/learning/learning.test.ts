import { expect, it } from 'vitest';
import { shippedDictionary } from '@hirestride/match';
import { skillText } from '@hirestride/interview';
import type { SkillGap, SkillGapsAnswer } from '@hirestride/shared';
import { describeOnDatabases, readBack, type Agent } from '../../test/harness.js';

const PLATFORM = ['Requirements:', '- Kubernetes and Python', '- Spanish', '', 'Nice to have:', '- A/B testing'].join(
  '\n',
);
const BACKEND = ['Requirements:', '- Kubernetes', '- Python and PostgreSQL'].join('\n');

describeOnDatabases('learning (/api/learning/skill-gaps/)', (h) => {
  const seeker = async (email = 'seeker@example.com') => {
    const agent = h.agent();
    await agent.register(email);
    await agent.post('/api/content/skills/', { skill_name: 'Python' });
    await agent.post('/api/content/snippets/', { content: 'Ran a design of experiments study on checkout.' });
    return agent;
  };
  const saveJob = async (agent: Agent, title: string, postingText: string) => {
    const res = await agent.post('/api/jobs/?allow_duplicate=true', {
      title,
      company: 'Initech',
      posting_text: postingText,
    });
    expect(res.statusCode, res.body).toBe(201);
  };
  const gaps = async (agent: Agent) => {
    const res = await agent.get('/api/learning/skill-gaps/');
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as SkillGapsAnswer;
  };
  const byTerm = (answer: SkillGapsAnswer) => new Map<string, SkillGap>(answer.gaps.map((gap) => [gap.term, gap]));

  it('lists what the saved postings ask for that the library lacks, most asked-for first, with our texts', async () => {
    const agent = await seeker();
    await saveJob(agent, 'Platform Engineer', PLATFORM);
    await saveJob(agent, 'Backend Engineer', BACKEND);
    await agent.post('/api/jobs/?allow_duplicate=true', { title: 'No posting yet', company: 'Acme' });

    const answer = await gaps(agent);
    expect(answer).toMatchObject({ jobs: 2, without_posting: 1 });
    const terms = byTerm(answer);
    expect(terms.get('Kubernetes')).toEqual({
      term: 'Kubernetes',
      term_id: 'kubernetes',
      category: 'hard_skill',
      family: 'Containers and orchestration',
      demand: 2,
      required: 2,
      status: 'missing',
      close_match: null,
      ...skillText('kubernetes', shippedDictionary()),
    });
    expect(terms.get('Spanish')).toMatchObject({ category: 'language', family: null, demand: 1, status: 'missing' });
    expect(terms.get('PostgreSQL')).toMatchObject({ demand: 1, required: 1 });
    // A skill the library shows is no gap; one it shows something close to is partial, with what it shows.
    expect(terms.has('Python')).toBe(false);
    expect(terms.get('A/B testing')).toMatchObject({
      demand: 1,
      required: 0,
      status: 'partial',
      close_match: expect.stringContaining('design of experiments'),
    });
    expect(answer.gaps[0]!.term).toBe('Kubernetes');
    const demands = answer.gaps.map((gap) => gap.demand);
    expect(demands).toEqual([...demands].sort((a, b) => b - a));
    for (const gap of answer.gaps) expect(gap.what.length).toBeGreaterThan(20);
  });

  it('counts the same skills as Job Trends: its entries the library does not show', async () => {
    const agent = await seeker();
    await saveJob(agent, 'Platform Engineer', PLATFORM);
    await saveJob(agent, 'Backend Engineer', BACKEND);
    // One job scored, so Job Trends reads its stored requirements and the other posting afresh.
    const [first] = (await agent.get('/api/jobs/')).json() as Array<{ id: number }>;
    await agent.post(`/api/jobs/${first!.id}/match/`, {});
    const trends = (await agent.get('/api/match/trends/')).json() as {
      trends: Array<{ term: string; postings: number; required: number; status: string }>;
    };
    const unmet = trends.trends
      .filter((trend) => trend.status !== 'matched')
      .map(({ term, postings, required, status }) => ({ term, demand: postings, required, status }));
    expect(
      (await gaps(agent)).gaps.map(({ term, demand, required, status }) => ({ term, demand, required, status })),
    ).toEqual(unmet);
  });

  it('explains a skill for the field of the jobs asking for it: ledgers for an engineer, not a bookkeeping course', async () => {
    const ledger = ['Requirements:', '- Double-entry bookkeeping', '- Python'].join('\n');
    const engineer = await seeker('ledger-engineer@example.com');
    await saveJob(engineer, 'Senior Backend Engineer – Payments Platform', ledger);
    const accountant = await seeker('ledger-accountant@example.com');
    await saveJob(accountant, 'Staff Accountant', ledger);

    const dictionary = shippedDictionary();
    const forEngineer = byTerm(await gaps(engineer)).get('Double-entry bookkeeping');
    const forAccountant = byTerm(await gaps(accountant)).get('Double-entry bookkeeping');
    expect(forEngineer).toMatchObject(skillText('double-entry-bookkeeping', dictionary, 'software')!);
    expect(forAccountant).toMatchObject(skillText('double-entry-bookkeeping', dictionary)!);
    expect(forEngineer!.learn).not.toBe(forAccountant!.learn);
  });

  it('follows the library: a skill added to it stops being a gap', async () => {
    const agent = await seeker();
    await saveJob(agent, 'Backend Engineer', BACKEND);
    expect(byTerm(await gaps(agent)).has('Kubernetes')).toBe(true);
    await agent.post('/api/content/skills/', { skill_name: 'Kubernetes' });
    expect(byTerm(await gaps(agent)).has('Kubernetes')).toBe(false);
  });

  it('answers an empty list without saved jobs, reads only the caller’s jobs, and stores nothing', async () => {
    const owner = await seeker();
    await saveJob(owner, 'Backend Engineer', BACKEND);
    const before = await readBack(owner);
    expect((await gaps(owner)).gaps.length).toBeGreaterThan(0);
    expect(await readBack(owner)).toBe(before);

    const other = await seeker('other@example.com');
    expect(await gaps(other)).toEqual({ jobs: 0, without_posting: 0, gaps: [] });

    const anonymous = await h.agent().get('/api/learning/skill-gaps/');
    expect(anonymous.statusCode).toBe(401);
  });
});
