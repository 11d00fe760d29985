import { expect, it } from 'vitest';
import { apiMessages, jobMessages, POSTING_TEXT_MAX, type Job } from '@hirestride/shared';
import { describeOnDatabases, type Agent } from '../../test/harness.js';
import { fullJob } from '../../test/job-samples.js';

const JOBS = '/api/jobs/';
const one = (id: number) => `/api/jobs/${id}/`;

describeOnDatabases('jobs (/api/jobs/)', (h) => {
  const signedIn = async (email = 'seeker@example.com') => {
    const agent = h.agent();
    await agent.register(email);
    return agent;
  };
  const save = async (agent: Agent, body: Record<string, unknown>) => {
    const res = await agent.post(`${JOBS}?allow_duplicate=true`, body);
    expect(res.statusCode, res.body).toBe(201);
    return res.json() as Job;
  };

  it('saves a job with every field, keeps the posting text exactly as pasted, and reads it back', async () => {
    const agent = await signedIn();
    const res = await agent.post(JOBS, fullJob);
    expect(res.statusCode).toBe(201);
    const job = res.json() as Job;
    expect(job).toMatchObject({
      ...fullJob,
      stage: 'wishlist',
      outcome: null,
      position: 0,
      resume_version: null,
      cover_letter: null,
    });
    expect(job.posting_text).toBe(fullJob.posting_text);
    for (const stamp of [job.created_at, job.updated_at, job.stage_changed_at]) expect(Date.parse(stamp)).not.toBeNaN();
    expect((await agent.get(one(job.id))).json()).toEqual(job);
    expect((await agent.get(JOBS)).json()).toEqual([job]);
  });

  it('needs a title and a company; names each bad field; stores nothing from a refused request', async () => {
    const agent = await signedIn();
    const missing = await agent.post(JOBS, {});
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toMatchObject({ title: [apiMessages.required], company: [apiMessages.required] });
    const bad = await agent.post(JOBS, {
      title: '  ',
      company: 'Acme',
      url: 'javascript:alert(1)',
      stage: 'hired',
      employment_type: 'gig',
      remote: 'mars',
      applied_on: '2026-02-30',
      follow_up_on: '01/02/2026',
      posting_text: 'x'.repeat(POSTING_TEXT_MAX + 1),
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({
      title: [apiMessages.blank],
      url: [jobMessages.invalidUrl],
      stage: ['"hired" is not a valid choice.'],
      employment_type: ['"gig" is not a valid choice.'],
      remote: ['"mars" is not a valid choice.'],
      applied_on: [expect.stringMatching(/^Date has wrong format/)],
      follow_up_on: [expect.stringMatching(/^Date has wrong format/)],
      posting_text: [`Ensure this field has no more than ${POSTING_TEXT_MAX} characters.`],
    });
    for (const url of ['not a url', 'ftp://files.example.com/x', 'https://user:pw@example.com/', 'http://intranet/']) {
      expect((await agent.post(JOBS, { title: 'T', company: 'C', url })).json().url, url).toEqual([
        jobMessages.invalidUrl,
      ]);
    }
    expect((await agent.get(JOBS)).json()).toEqual([]);
    // At the limit is fine; a URL without its scheme gets https://.
    const atLimit = await agent.post(JOBS, {
      title: 'T',
      company: 'C',
      url: 'www.example.com/jobs/1',
      posting_text: 'y'.repeat(POSTING_TEXT_MAX),
    });
    expect(atLimit.statusCode).toBe(201);
    expect(atLimit.json().url).toBe('https://www.example.com/jobs/1');
  });

  it('an archived job needs an outcome, and only an archived job has one', async () => {
    const agent = await signedIn();
    expect((await agent.post(JOBS, { title: 'T', company: 'C', stage: 'archived' })).json().outcome).toEqual([
      jobMessages.outcomeNeeded,
    ]);
    expect((await agent.post(JOBS, { title: 'T', company: 'C', outcome: 'rejected' })).json().outcome).toEqual([
      jobMessages.outcomeOnlyArchived,
    ]);
    expect((await agent.post(JOBS, { title: 'T', company: 'C', outcome: 'ghosted' })).statusCode).toBe(400);
    const archived = await save(agent, { title: 'T', company: 'C', stage: 'archived', outcome: 'withdrawn' });
    expect(archived).toMatchObject({ stage: 'archived', outcome: 'withdrawn' });
    // Leaving Archives by an edit clears the outcome; entering it without one is refused.
    const reopened = await agent.patch(one(archived.id), { stage: 'maybe' });
    expect(reopened.json()).toMatchObject({ stage: 'maybe', outcome: null });
    expect((await agent.patch(one(archived.id), { stage: 'archived' })).json().outcome).toEqual([
      jobMessages.outcomeNeeded,
    ]);
    expect((await agent.patch(one(archived.id), { outcome: 'rejected' })).json().outcome).toEqual([
      jobMessages.outcomeOnlyArchived,
    ]);
    expect((await agent.get(one(archived.id))).json()).toMatchObject({ stage: 'maybe', outcome: null });
  });

  it('warns of a duplicate by URL (tracking parameters ignored) or by title and company, and offers the saved job', async () => {
    const agent = await signedIn();
    const first = await save(agent, fullJob);
    const sameUrl = await agent.post(JOBS, {
      title: 'Another title',
      company: 'Elsewhere',
      url: 'http://www.jobs.acme.example/123/?utm_source=newsletter',
    });
    expect(sameUrl.statusCode).toBe(409);
    expect(sameUrl.json()).toEqual({
      detail: jobMessages.duplicate,
      duplicate_of: { id: first.id, title: 'Senior Engineer', company: 'Acme', stage: 'wishlist' },
    });
    const sameTitle = await agent.post(JOBS, { title: ' senior engineer ', company: 'ACME.' });
    expect(sameTitle.statusCode).toBe(409);
    expect((await agent.get(JOBS)).json()).toHaveLength(1);
    // The user may still save it on purpose, and another user's jobs are never duplicates.
    expect(
      (await agent.post(`${JOBS}?allow_duplicate=true`, { title: 'Senior Engineer', company: 'Acme' })).statusCode,
    ).toBe(201);
    const other = await signedIn('other@example.com');
    expect((await other.post(JOBS, fullJob)).statusCode).toBe(201);
    // Editing keeps the keys current: after a rename, the old title is free and the new one is taken.
    await agent.patch(one(first.id), { title: 'Staff Engineer', url: '' });
    expect((await agent.post(JOBS, { title: 'Staff Engineer', company: 'Acme' })).statusCode).toBe(409);
  });

  it('PUT replaces the fields and keeps the stage unless named; PATCH changes only what it names', async () => {
    const agent = await signedIn();
    const job = await save(agent, { ...fullJob, stage: 'maybe' });
    const replaced = await agent.put(one(job.id), { title: 'Lead', company: 'Acme' });
    expect(replaced.statusCode).toBe(200);
    expect(replaced.json()).toMatchObject({ title: 'Lead', company: 'Acme', location: '', notes: '', stage: 'maybe' });
    const patched = await agent.patch(one(job.id), { notes: 'Call back Tuesday' });
    expect(patched.json()).toMatchObject({ title: 'Lead', notes: 'Call back Tuesday', stage: 'maybe' });
    expect(Date.parse(patched.json().updated_at)).toBeGreaterThanOrEqual(Date.parse(job.updated_at));
    expect((await agent.patch(one(job.id), { title: '' })).statusCode).toBe(400);
    expect((await agent.put(one(job.id), { company: 'Acme' })).json().title).toEqual([apiMessages.required]);
    expect((await agent.get(one(job.id))).json().title).toBe('Lead');
  });

  it('links a resume version the user owns; refuses other ids and any cover letter (none exist yet)', async () => {
    const agent = await signedIn();
    const draft = (await agent.post('/resumes/resume-versions/get-or-create-draft/', { template_id: 1 })).json();
    const job = await save(agent, { title: 'T', company: 'C', resume_version: draft.id });
    expect(job.resume_version).toBe(draft.id);
    const other = await signedIn('other@example.com');
    const theirs = (await other.post('/resumes/resume-versions/get-or-create-draft/', { template_id: 1 })).json();
    const refused = await agent.patch(one(job.id), { resume_version: theirs.id, cover_letter: 3 });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({
      resume_version: [jobMessages.invalidPk(theirs.id)],
      cover_letter: [jobMessages.invalidPk(3)],
    });
    expect((await agent.patch(one(job.id), { resume_version: 'abc' })).statusCode).toBe(400);
    expect((await agent.patch(one(job.id), { resume_version: null })).json().resume_version).toBeNull();
  });

  it('deletes a job and closes the gap in its column; another user’s job is a 404 and untouched', async () => {
    const agent = await signedIn();
    const [c, b, a] = [
      await save(agent, { title: 'C', company: 'X' }),
      await save(agent, { title: 'B', company: 'X' }),
    ].concat(await save(agent, { title: 'A', company: 'X' }));
    // Newest on top: A, B, C.
    expect((await agent.get(JOBS)).json().map((job: Job) => [job.title, job.position])).toEqual([
      ['A', 0],
      ['B', 1],
      ['C', 2],
    ]);
    const intruder = await signedIn('intruder@example.com');
    for (const res of [
      await intruder.get(one(b!.id)),
      await intruder.put(one(b!.id), { title: 'x', company: 'y' }),
      await intruder.patch(one(b!.id), { title: 'x' }),
      await intruder.delete(one(b!.id)),
    ]) {
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ detail: 'Not found.' });
    }
    expect((await agent.delete(one(b!.id))).statusCode).toBe(204);
    expect((await agent.get(JOBS)).json().map((job: Job) => [job.title, job.position])).toEqual([
      ['A', 0],
      ['C', 1],
    ]);
    expect((await agent.get(one(b!.id))).statusCode).toBe(404);
    expect([a!.id, c!.id]).toHaveLength(2);
  });

  it('filters by stage and outcome, searches title, company and notes, and can leave archived jobs out', async () => {
    const agent = await signedIn();
    await save(agent, { title: 'Data Analyst', company: 'Initech', notes: 'Great team, 100% remote' });
    await save(agent, { title: 'Backend Engineer', company: 'Globex', stage: 'submitted' });
    await save(agent, { title: 'Frontend Engineer', company: 'Initech', stage: 'archived', outcome: 'rejected' });
    const titles = async (query: string) =>
      ((await agent.get(`${JOBS}?${query}`)).json() as Job[]).map((job) => job.title).sort();
    expect(await titles('stage=submitted')).toEqual(['Backend Engineer']);
    expect(await titles('outcome=rejected')).toEqual(['Frontend Engineer']);
    expect(await titles('search=initech')).toEqual(['Data Analyst', 'Frontend Engineer']);
    expect(await titles('search=ENGINEER%20globex')).toEqual(['Backend Engineer']);
    expect(await titles('search=great%20team')).toEqual(['Data Analyst']);
    // LIKE's wildcards are searched for literally.
    expect(await titles('search=100%25')).toEqual(['Data Analyst']);
    expect(await titles('search=_')).toEqual([]);
    expect(await titles('include_archived=false')).toEqual(['Backend Engineer', 'Data Analyst']);
    for (const [query, field] of [
      ['stage=hired', 'stage'],
      ['outcome=x', 'outcome'],
      ['ordering=password', 'ordering'],
      ['include_archived=maybe', 'include_archived'],
      ['limit=0', 'limit'],
      ['limit=201', 'limit'],
      ['offset=-1', 'offset'],
      ['omit=title', 'omit'],
    ]) {
      const res = await agent.get(`${JOBS}?${query}`);
      expect(res.statusCode, query).toBe(400);
      expect(res.json()[field!], query).toHaveLength(1);
    }
  });

  it('orders by any column (text without case, stages in board order, blanks last) and pages with limit/offset', async () => {
    const agent = await signedIn();
    const specs = [
      { title: 'b', company: 'Zeta', stage: 'interviewed', applied_on: '2026-03-01' },
      { title: 'A', company: 'alpha', stage: 'wishlist', applied_on: null },
      { title: 'c', company: 'Mu', stage: 'archived', outcome: 'no_response', applied_on: '2026-01-15' },
    ];
    for (const spec of specs) await save(agent, spec);
    const order = async (ordering: string) =>
      ((await agent.get(`${JOBS}?ordering=${ordering}`)).json() as Job[]).map((job) => job.title);
    expect(await order('title')).toEqual(['A', 'b', 'c']);
    expect(await order('-title')).toEqual(['c', 'b', 'A']);
    expect(await order('company')).toEqual(['A', 'c', 'b']);
    expect(await order('stage')).toEqual(['A', 'b', 'c']);
    expect(await order('-stage')).toEqual(['c', 'b', 'A']);
    expect(await order('applied_on')).toEqual(['c', 'b', 'A']);
    expect(await order('-applied_on')).toEqual(['b', 'c', 'A']);
    // By the stored match score, best first; jobs never scored last either way.
    const ids = new Map(((await agent.get(JOBS)).json() as Job[]).map((job) => [job.title, job.id]));
    await agent.post('/api/content/skills/', { skill_name: 'Python' });
    for (const [title, posting] of [
      ['b', 'Requirements:\n- Python\n- Go'],
      ['c', 'Requirements:\n- Python'],
    ] as const) {
      await agent.patch(`${JOBS}${ids.get(title)}/`, { posting_text: posting });
      expect((await agent.post(`${JOBS}${ids.get(title)}/match/`, {})).statusCode).toBe(200);
    }
    expect(await order('-match')).toEqual(['c', 'b', 'A']);
    expect(await order('match')).toEqual(['b', 'c', 'A']);

    for (let i = 0; i < 7; i += 1) await save(agent, { title: `Job ${i}`, company: 'Paging' });
    const first = await agent.get(`${JOBS}?search=paging&ordering=title&limit=3`);
    expect(first.json()).toMatchObject({ count: 7, previous: null });
    expect(first.json().results.map((job: Job) => job.title)).toEqual(['Job 0', 'Job 1', 'Job 2']);
    const next = new URL(first.json().next);
    expect(next.pathname).toBe(JOBS);
    expect(Object.fromEntries(next.searchParams)).toEqual({
      search: 'paging',
      ordering: 'title',
      limit: '3',
      offset: '3',
    });
    const last = await agent.get(`${JOBS}?search=paging&ordering=title&limit=3&offset=6`);
    expect(last.json()).toMatchObject({ count: 7, next: null });
    expect(last.json().results.map((job: Job) => job.title)).toEqual(['Job 6']);
    expect(new URL(last.json().previous).searchParams.get('offset')).toBe('3');
    const beyond = await agent.get(`${JOBS}?limit=5&offset=500`);
    expect(beyond.json()).toMatchObject({ count: 10, results: [] });
  });

  it('?omit leaves the large texts out of a list', async () => {
    const agent = await signedIn();
    await save(agent, fullJob);
    const [listed] = (await agent.get(`${JOBS}?omit=posting_text,notes`)).json();
    expect(listed).not.toHaveProperty('posting_text');
    expect(listed).not.toHaveProperty('notes');
    expect(listed).toMatchObject({ title: fullJob.title, follow_up_note: fullJob.follow_up_note });
  });

  it('needs a signed-in user; a malformed id is a 404', async () => {
    const anonymous = h.agent();
    expect((await anonymous.get(JOBS)).statusCode).toBe(401);
    expect((await anonymous.post(JOBS, fullJob)).statusCode).toBe(401);
    const agent = await signedIn();
    for (const id of ['abc', '0', '-1', '1.5', '99999999999'])
      expect((await agent.get(`${JOBS}${id}/`)).statusCode).toBe(404);
  });
});
