import { eq, sql } from 'drizzle-orm';
import { expect, it } from 'vitest';
import type { DeletedResume, ResumeSummary, ResumeVersion } from '@hirestride/shared';
import { describeOnDatabases, type Agent } from '../../test/harness.js';
import { resumeVersions } from '../db/schema.js';

const LIST = '/resumes/resume-versions/';
const one = (id: number) => `/resumes/resume-versions/${id}/`;

describeOnDatabases('My Resumes', (h) => {
  const signedIn = async (email = 'owner@example.com') => {
    const agent = h.agent();
    await agent.register(email);
    await agent.post('/api/content/personal-info/', { first_name: 'Ada', last_name: 'Lovelace', email });
    for (let i = 0; i < 3; i += 1)
      await agent.post('/api/content/work-experiences/', {
        job_title: `Engineer ${i}`,
        company: 'Engine Co',
        start_date: '2020-01-01',
        description: 'Built things.\nShipped them.',
      });
    return agent;
  };
  const templateIds = async (agent: Agent) =>
    ((await agent.get('/templates/resume-templates/')).json() as Array<{ id: number }>).map((t) => t.id);
  /** The list once the page counts started by earlier changes (drawn after each change answers) are stored. */
  const list = async (agent: Agent) => {
    await h.app.background.settled();
    return (await agent.get(LIST)).json() as ResumeSummary[];
  };
  const create = async (agent: Agent, body: Record<string, unknown>) => {
    const response = await agent.post(LIST, body);
    expect(response.statusCode, response.body).toBe(201);
    return response.json() as ResumeVersion;
  };

  it('holds several resumes per template, listed latest first with template, page count and jobs', async () => {
    const agent = await signedIn();
    const [highSchool, modern] = await templateIds(agent);
    const job = (await agent.post('/api/jobs/', { title: 'Backend Engineer', company: 'Monzo' })).json();
    const first = await create(agent, { template: highSchool });
    const second = await create(agent, { template: highSchool, name: 'Backend roles' });
    const forJob = await create(agent, { template: modern, job: job.id });
    expect(first.name).toBe('High School resume');
    expect(forJob.name).toBe('Resume for Monzo');
    expect(forJob.content_data.experience).toHaveLength(3);

    const rows = await list(agent);
    expect(rows.map((row) => row.id)).toEqual([forJob.id, second.id, first.id]);
    expect(rows[0]).toMatchObject({
      template: modern,
      template_name: 'Modern Professional',
      page_count: 1,
      jobs: [{ id: job.id, title: 'Backend Engineer', company: 'Monzo' }],
    });
    expect(rows[1]).toMatchObject({ name: 'Backend roles', jobs: [], page_count: 1 });
    expect((await agent.get(`/api/jobs/${job.id}/`)).json().resume_version).toBe(forJob.id);
    // The seed's flow is unchanged: get-or-create-draft answers the latest draft for the template.
    const draft = await agent.post('/resumes/resume-versions/get-or-create-draft/', { template_id: highSchool });
    expect(draft.statusCode).toBe(200);
    expect(draft.json().id).toBe(second.id);
  });

  it('counts pages again after an edit that makes the resume longer', async () => {
    const agent = await signedIn();
    const [, modern] = await templateIds(agent);
    const made = await create(agent, { template: modern });
    expect((await list(agent))[0]!.page_count).toBe(1);
    const long = Array.from({ length: 14 }, (_, i) => ({
      ...made.content_data.experience[0]!,
      id: undefined,
      job_title: `Role ${i}`,
      description: Array.from({ length: 6 }, (_, j) => `Delivered outcome ${j} for a team.`).join('\n'),
    }));
    const { id: _id, ...rest } = made;
    const saved = await agent.patch(one(made.id), {
      ...rest,
      content_data: { ...made.content_data, experience: long },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect((await list(agent))[0]!.page_count).toBeGreaterThan(1);
  });

  it('lists without writing: a count drawn for an earlier edit is unknown, and no row changes', async () => {
    const agent = await signedIn();
    const [, modern] = await templateIds(agent);
    const made = await create(agent, { template: modern });
    expect((await list(agent))[0]!.page_count).toBe(1);
    // As a version last edited before counts were drawn on change: its count belongs to another edit.
    await h.database.db
      .update(resumeVersions)
      .set({ updatedAt: sql`${resumeVersions.updatedAt} + interval '1 second'` })
      .where(eq(resumeVersions.id, made.id));
    const before = await h.database.db.select().from(resumeVersions).orderBy(resumeVersions.id);
    const rows = await list(agent);
    expect(rows[0]!.page_count).toBeNull();
    expect(await h.database.db.select().from(resumeVersions).orderBy(resumeVersions.id)).toStrictEqual(before);
  });

  it('opens, renames and duplicates a version', async () => {
    const agent = await signedIn();
    const [template] = await templateIds(agent);
    const made = await create(agent, { template });
    expect((await agent.get(one(made.id))).json()).toEqual(made);
    const { id: _id, ...rest } = made;
    const renamed = await agent.patch(one(made.id), { ...rest, name: '  Data roles  ' });
    expect(renamed.json().name).toBe('Data roles');
    const blank = await agent.patch(one(made.id), { ...rest, name: ' ' });
    expect(blank.statusCode).toBe(400);
    expect(blank.json()).toMatchObject({ name: ['Give the resume a name.'] });

    const copy = await agent.post(`${one(made.id)}duplicate/`, {});
    expect(copy.statusCode).toBe(201);
    expect(copy.json()).toMatchObject({ name: 'Data roles (copy)', content_data: made.content_data });
    expect(copy.json().id).not.toBe(made.id);
    expect((await list(agent)).map((row) => row.name)).toEqual(['Data roles (copy)', 'Data roles']);
  });

  it('deletes a version used by a job, says which, and undo puts it and the link back', async () => {
    const agent = await signedIn();
    const [template] = await templateIds(agent);
    const job = (await agent.post('/api/jobs/', { title: 'Analyst', company: 'Initech' })).json();
    const made = await create(agent, { template, job: job.id, name: 'For Initech' });
    const deleted = await agent.delete(one(made.id));
    expect(deleted.statusCode).toBe(200);
    const body = deleted.json() as DeletedResume;
    expect(body.unlinked_jobs).toEqual([{ id: job.id, title: 'Analyst', company: 'Initech' }]);
    expect((await agent.get(`/api/jobs/${job.id}/`)).json().resume_version).toBeNull();
    expect(await list(agent)).toEqual([]);
    expect((await agent.get(one(made.id))).statusCode).toBe(404);

    const restored = await agent.post('/resumes/resume-versions/restore/', body.restore);
    expect(restored.statusCode, restored.body).toBe(201);
    expect(restored.json()).toMatchObject({ name: 'For Initech', content_data: made.content_data });
    expect((await agent.get(`/api/jobs/${job.id}/`)).json().resume_version).toBe(restored.json().id);
  });

  it('keeps every version to its owner and refuses bad input without changing anything', async () => {
    const owner = await signedIn();
    const intruder = await signedIn('intruder@example.com');
    const [template] = await templateIds(owner);
    const made = await create(owner, { template });
    const theirJob = (await intruder.post('/api/jobs/', { title: 'X', company: 'Y' })).json();
    expect((await intruder.get(one(made.id))).statusCode).toBe(404);
    expect((await intruder.delete(one(made.id))).statusCode).toBe(404);
    expect((await intruder.post(`${one(made.id)}duplicate/`, {})).statusCode).toBe(404);
    expect(await list(intruder)).toEqual([]);
    const foreignJob = await owner.post(LIST, { template, job: theirJob.id });
    expect(foreignJob.statusCode).toBe(400);
    expect(foreignJob.json()).toMatchObject({ job: [`Invalid pk "${theirJob.id}" - object does not exist.`] });
    expect((await owner.post(LIST, { template: 99999 })).statusCode).toBe(400);
    expect((await owner.post(LIST, { template: 'one' })).statusCode).toBe(400);
    expect((await list(owner)).map((row) => row.id)).toEqual([made.id]);
    expect((await h.agent().get(LIST)).statusCode).toBe(401);
  });
});
