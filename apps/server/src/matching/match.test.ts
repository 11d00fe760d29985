import { expect, it } from 'vitest';
import { ALGORITHM_VERSION, dictionaryVersion, postingMessages, type MatchResult } from '@hirestride/match';
import { describeOnDatabases, readBack, type Agent } from '../../test/harness.js';
import { jobMatches } from '../db/schema.js';
import { matchMessages } from './service.js';

type JobMatch = MatchResult & { job_id: number; stale: boolean; stale_reasons: string[]; library_empty: boolean };

const POSTING = [
  'Backend Engineer',
  '',
  'Requirements:',
  '- 3+ years of experience with Python',
  '- PostgreSQL and Docker',
  '- Kubernetes',
  '',
  'Nice to have:',
  '- Terraform',
].join('\n');

const SCORE_MISSING = '/api/match/scores/score-missing/';

describeOnDatabases('match (/api/jobs/{id}/match/, /api/match/)', (h) => {
  const seeker = async (email = 'seeker@example.com') => {
    const agent = h.agent();
    await agent.register(email);
    await agent.post('/api/content/skills/', { skill_name: 'Python' });
    await agent.post('/api/content/skills/', { skill_name: 'Docker' });
    await agent.post('/api/content/work-experiences/', {
      job_title: 'Backend Engineer',
      company: 'Acme',
      start_date: '2019-01-01',
      end_date: '2024-01-01',
      description: 'Ran Python services on Postgres.',
    });
    return agent;
  };
  const saveJob = async (agent: Agent, postingText = POSTING) =>
    (
      await agent.post('/api/jobs/?allow_duplicate=true', {
        title: 'Backend Engineer',
        company: 'Initech',
        posting_text: postingText,
      })
    ).json().id as number;
  const byTerm = (result: MatchResult, term: string) => result.requirements.find((r) => r.term === term);

  it('scores a saved job, keeps the result, and answers it again until something changes', async () => {
    const agent = await seeker();
    const jobId = await saveJob(agent);
    const before = await agent.get(`/api/jobs/${jobId}/match/`);
    expect(before.statusCode).toBe(404);
    expect(before.json()).toMatchObject({ detail: matchMessages.notScored });

    const scored = await agent.post(`/api/jobs/${jobId}/match/`, {});
    expect(scored.statusCode, scored.body).toBe(200);
    const result = scored.json() as JobMatch;
    expect(result).toMatchObject({
      job_id: jobId,
      stale: false,
      library_empty: false,
      algorithm_version: ALGORITHM_VERSION,
      dictionary_version: dictionaryVersion(),
    });
    expect(byTerm(result, 'Python')).toMatchObject({ status: 'matched', importance: 'required' });
    expect(byTerm(result, 'PostgreSQL')?.evidence[0]).toMatchObject({ source: 'experience', match: 'alias' });
    expect(byTerm(result, 'Kubernetes')).toMatchObject({ status: 'missing', importance: 'required' });
    expect(byTerm(result, 'Terraform')).toMatchObject({ status: 'missing', importance: 'preferred' });
    expect(result.cap).not.toBeUndefined();
    expect(result.score).toBeGreaterThan(0);
    expect(result.score).toBeLessThanOrEqual(80);

    const stored = (await agent.get(`/api/jobs/${jobId}/match/`)).json() as JobMatch;
    expect(stored).toEqual(result);
    expect((await agent.get('/api/match/scores/')).json()).toEqual([
      { job_id: jobId, score: result.score, computed_at: result.computed_at, stale: false, library_empty: false },
    ]);
  });

  it('says a stored result is stale when the library or the posting changes, and a rescore catches up', async () => {
    const agent = await seeker();
    const jobId = await saveJob(agent);
    const first = (await agent.post(`/api/jobs/${jobId}/match/`, {})).json() as JobMatch;
    // A new name changes nothing the engine reads.
    await agent.patch('/dj-rest-auth/user/', { first_name: 'Renamed' });
    expect(((await agent.get(`/api/jobs/${jobId}/match/`)).json() as JobMatch).stale).toBe(false);

    // "I have this": the missing skill goes into the library, then the job is scored again.
    await agent.post('/api/content/skills/', { skill_name: 'Kubernetes' });
    const stale = (await agent.get(`/api/jobs/${jobId}/match/`)).json() as JobMatch;
    expect(stale).toMatchObject({ stale: true, stale_reasons: ['library'], score: first.score });
    const rescored = (await agent.post(`/api/jobs/${jobId}/match/`, {})).json() as JobMatch;
    expect(byTerm(rescored, 'Kubernetes')?.status).toBe('matched');
    expect(rescored.score).toBeGreaterThan(first.score);

    await agent.patch(`/api/jobs/${jobId}/`, { posting_text: `${POSTING}\n- Go` });
    expect(((await agent.get(`/api/jobs/${jobId}/match/`)).json() as JobMatch).stale_reasons).toEqual(['posting']);
    expect((await agent.get('/api/match/scores/')).json()).toMatchObject([{ job_id: jobId, stale: true }]);
  });

  it('scores the jobs that have a posting and no score when asked, leaving the rest', async () => {
    const agent = await seeker();
    const first = await saveJob(agent);
    const second = await saveJob(agent, 'Requirements:\n- Kubernetes');
    await agent.post('/api/jobs/?allow_duplicate=true', { title: 'No posting', company: 'Acme' });
    await saveJob(agent, 'We are a friendly bakery. Say hello!');
    expect((await agent.get('/api/match/scores/')).json()).toEqual([]);
    const res = await agent.post(SCORE_MISSING, {});
    expect(res.statusCode, res.body).toBe(200);
    const scores = res.json() as Array<{ job_id: number }>;
    expect(scores.map((score) => score.job_id).sort()).toEqual([first, second].sort());
    expect((await agent.get(`/api/jobs/${second}/match/`)).statusCode).toBe(200);
    // The same answer as the read, and nothing left to score.
    expect((await agent.get('/api/match/scores/')).json()).toEqual(scores);
    expect((await agent.post(SCORE_MISSING, {})).json()).toEqual(scores);
  });

  it('never writes on a GET: the list of scores reads only, and its old flag is refused', async () => {
    const agent = await seeker();
    const scoredJob = await saveJob(agent);
    await saveJob(agent, 'Requirements:\n- Kubernetes');
    await agent.post(`/api/jobs/${scoredJob}/match/`, {});
    const stored = () => h.database.db.select().from(jobMatches);
    const before = await stored();
    expect(before).toHaveLength(1);

    expect((await agent.get('/api/match/scores/')).json()).toMatchObject([{ job_id: scoredJob }]);
    const flagged = await agent.get('/api/match/scores/?score_missing=true');
    expect(flagged.statusCode).toBe(400);
    expect(flagged.json()).toMatchObject({ code: 'moved', detail: expect.stringContaining(SCORE_MISSING) });
    for (const url of ['/api/match/trends/', `/api/jobs/${scoredJob}/match/`]) {
      expect((await agent.get(url)).statusCode, url).toBe(200);
    }
    expect(await stored()).toEqual(before);
  });

  it('says when the library is empty (About You alone counts as empty), on every answer with a score', async () => {
    const agent = h.agent();
    await agent.register('newcomer@example.com');
    await agent.post('/api/content/personal-info/', {
      first_name: 'Nia',
      last_name: 'Okafor',
      email: 'nia@example.com',
    });
    const jobId = await saveJob(agent);
    const scored = (await agent.post(`/api/jobs/${jobId}/match/`, {})).json() as JobMatch;
    expect(scored).toMatchObject({ library_empty: true, score: 0 });
    expect(scored.requirements.every((r) => r.status === 'missing')).toBe(true);
    expect((await agent.get(`/api/jobs/${jobId}/match/`)).json()).toMatchObject({ library_empty: true });
    expect((await agent.get('/api/match/scores/')).json()).toMatchObject([{ job_id: jobId, library_empty: true }]);
    expect((await agent.post('/api/match/', { posting_text: POSTING })).json()).toMatchObject({ library_empty: true });

    // One item is enough for a score to mean something. The 0 taken against nothing is then no score at all, not an
    // out-of-date one: the job page scores the job afresh, and so do the board and the dashboard.
    await agent.post('/api/content/certifications/', { cert_name: 'AWS Certified Developer', issuer: 'Amazon' });
    expect((await agent.get(`/api/jobs/${jobId}/match/`)).json()).toMatchObject({ code: 'not_scored' });
    expect((await agent.get('/api/match/scores/')).json()).toEqual([]);
    expect((await agent.post(SCORE_MISSING, {})).json()).toMatchObject([
      { job_id: jobId, library_empty: false, stale: false },
    ]);
    expect((await agent.get(`/api/jobs/${jobId}/match/`)).json()).toMatchObject({ library_empty: false, stale: false });
    expect((await agent.post('/api/match/', { posting_text: POSTING })).json()).toMatchObject({ library_empty: false });

    // A library emptied again: the stored score is out of date, as after any other change.
    const certificates = (await agent.get('/api/content/certifications/')).json() as Array<{ id: number }>;
    await agent.delete(`/api/content/certifications/${certificates[0]!.id}/`);
    expect((await agent.get(`/api/jobs/${jobId}/match/`)).json()).toMatchObject({
      library_empty: true,
      stale: true,
      stale_reasons: ['library'],
    });
  });

  it('scores a pasted posting without saving anything', async () => {
    const agent = await seeker();
    const before = await readBack(agent);
    const res = await agent.post('/api/match/', { posting_text: POSTING });
    expect(res.statusCode, res.body).toBe(200);
    const result = res.json() as MatchResult;
    expect(result.requirements[0]).toMatchObject({
      category: 'job_title',
      term: 'Backend Engineer',
      status: 'matched',
    });
    expect(await readBack(agent)).toBe(before);
  });

  it('gives the same answer to the same input, whichever way it is asked', async () => {
    const agent = await seeker();
    const jobId = await saveJob(agent);
    const saved = (await agent.post(`/api/jobs/${jobId}/match/`, {})).json() as JobMatch;
    const pasted = (
      await agent.post('/api/match/', { posting_text: POSTING, title: 'Backend Engineer' })
    ).json() as MatchResult;
    const { job_id: _job, stale: _stale, stale_reasons: _reasons, computed_at: _at, ...savedBody } = saved;
    const { computed_at: _pastedAt, ...pastedBody } = pasted;
    expect(pastedBody).toEqual(savedBody);
  });

  it('refuses what cannot be scored with a message to show, and stores nothing', async () => {
    const agent = await seeker();
    const empty = await saveJob(agent, '');
    const before = await readBack(agent);
    const cases: Array<[string, unknown, string]> = [
      ['/api/match/', { posting_text: '' }, postingMessages.empty],
      ['/api/match/', { posting_text: 'x'.repeat(50_001) }, postingMessages.too_long],
      ['/api/match/', { posting_text: 'PK\u0003\u0004\u0000\u0000' }, postingMessages.binary],
      ['/api/match/', { posting_text: 'We are a friendly bakery. Say hello!' }, postingMessages.no_requirements],
      ['/api/match/', {}, 'This field is required.'],
      [`/api/jobs/${empty}/match/`, {}, matchMessages.noPosting],
    ];
    for (const [url, body, detail] of cases) {
      const res = await agent.post(url, body);
      expect(res.statusCode, url).toBe(400);
      expect(res.json().detail ?? res.json().posting_text?.[0]).toBe(detail);
    }
    expect(await readBack(agent)).toBe(before);
  });

  it('suggests the unplaced snippets that show what the job asks for, with their sections, and places nothing', async () => {
    const agent = await seeker();
    const jobId = await saveJob(agent);
    const volunteering = (
      await agent.post('/api/content/snippets/', {
        title: 'Volunteering',
        content: 'Taught Kubernetes at a coding charity.',
      })
    ).json().id as number;
    const award = (
      await agent.post('/api/content/snippets/', { title: 'Award', content: 'Won a prize for a Terraform migration.' })
    ).json().id as number;
    await agent.post('/api/content/snippets/', { title: 'Hobby', content: 'Baking sourdough.' });
    const draft = (await agent.post('/resumes/resume-versions/get-or-create-draft/', { template_id: 1 })).json();
    const before = await readBack(agent);

    const res = await agent.post('/api/match/suggestions/', { version_id: draft.id, job_id: jobId });
    expect(res.statusCode, res.body).toBe(200);
    const answer = res.json();
    expect(answer.job).toEqual({ id: jobId, title: 'Backend Engineer', company: 'Initech' });
    expect(answer.suggestions.map((s: { snippet_id: number; section: string }) => [s.snippet_id, s.section])).toEqual([
      [volunteering, 'volunteer'],
      [award, 'awards'],
    ]);
    expect(answer.suggestions[0].covers).toEqual([
      { term: 'Kubernetes', category: 'hard_skill', importance: 'required', onlyProof: true },
    ]);
    expect(answer.strongest_lines[0]).toMatchObject({ covers: expect.arrayContaining(['Python', 'PostgreSQL']) });

    const noJob = (await agent.post('/api/match/suggestions/', { version_id: draft.id, job_id: null })).json();
    expect(noJob.job).toBeNull();
    expect(noJob.basis).toMatch(/^Suggested from your snippets’ own words: no job is chosen/);
    expect(await readBack(agent)).toBe(before);

    const intruder = await seeker('other@example.com');
    for (const body of [
      { version_id: draft.id, job_id: null },
      {
        version_id: (await intruder.post('/resumes/resume-versions/get-or-create-draft/', { template_id: 1 })).json()
          .id,
        job_id: jobId,
      },
    ]) {
      expect((await intruder.post('/api/match/suggestions/', body)).statusCode).toBe(404);
    }
  });

  it('counts the skills asked for across saved postings, using stored results where they are fresh', async () => {
    const agent = await seeker();
    const first = await saveJob(agent);
    await agent.post(`/api/jobs/${first}/match/`, {});
    await saveJob(agent, 'Requirements:\n- Kubernetes and Go\n- Python is a plus');
    await agent.post('/api/jobs/?allow_duplicate=true', { title: 'No posting', company: 'Acme' });
    const res = await agent.get('/api/match/trends/');
    expect(res.statusCode, res.body).toBe(200);
    const answer = res.json();
    expect(answer).toMatchObject({ postings: 2, without_posting: 1 });
    const byTerm = new Map(answer.trends.map((t: { term: string }) => [t.term, t]));
    expect(byTerm.get('Kubernetes')).toMatchObject({ postings: 2, required: 2, status: 'missing' });
    expect(byTerm.get('Python')).toMatchObject({ postings: 2, required: 1, status: 'matched' });
    expect(byTerm.get('Go')).toMatchObject({ postings: 1, status: 'missing' });
    expect(answer.trends[0].postings).toBe(2);
  });

  it('answers 404 for another user’s job and never shows their result', async () => {
    const owner = await seeker();
    const jobId = await saveJob(owner);
    await owner.post(`/api/jobs/${jobId}/match/`, {});
    const intruder = await seeker('intruder@example.com');
    expect((await intruder.get(`/api/jobs/${jobId}/match/`)).statusCode).toBe(404);
    expect((await intruder.post(`/api/jobs/${jobId}/match/`, {})).statusCode).toBe(404);
    expect((await intruder.get('/api/match/scores/')).json()).toEqual([]);
    expect((await intruder.post(SCORE_MISSING, {})).json()).toEqual([]);
    expect((await owner.get('/api/match/scores/')).json()).toMatchObject([{ job_id: jobId }]);
  });
});
