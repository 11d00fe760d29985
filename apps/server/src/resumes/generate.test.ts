import { expect, it } from 'vitest';
import type { GeneratedResume } from '@hirestride/shared';
import { describeOnDatabases, readBack, type Agent } from '../../test/harness.js';
import { generateMessages } from './generate-routes.js';

const GENERATE = '/resumes/resume-versions/generate/';
const POSTING = 'Requirements:\n- Python\n- Kubernetes\n- SQL';

describeOnDatabases('Generate Resume', (h) => {
  const withLibrary = async (email = 'gen@example.com') => {
    const agent = h.agent();
    await agent.register(email);
    await agent.post('/api/content/personal-info/', { first_name: 'Ada', last_name: 'L', email });
    await agent.post('/api/content/work-experiences/', {
      job_title: 'Analyst',
      company: 'Engine Co',
      start_date: '2019-01-01',
      description: 'Organised the team lunches.\nBuilt Python services on Kubernetes.',
    });
    await agent.post('/api/content/skills/', { skill_name: 'Excel' });
    await agent.post('/api/content/skills/', { skill_name: 'SQL' });
    return agent;
  };
  const generate = async (agent: Agent, body: unknown) => agent.post(GENERATE, body);

  it('tailors a version to the job from the library, with scores, and the job uses it', async () => {
    const agent = await withLibrary();
    const job = (
      await agent.post('/api/jobs/', { title: 'Data Engineer', company: 'Acme', posting_text: POSTING })
    ).json();
    const response = await generate(agent, { job: job.id, template: 2 });
    expect(response.statusCode, response.body).toBe(201);
    const result = response.json() as GeneratedResume;
    expect(result.version.name).toBe('Resume for Acme');
    expect(result.version.content_data.experience[0]!.description).toBe(
      'Built Python services on Kubernetes.\nOrganised the team lunches.',
    );
    expect(result.version.content_data.skills.map((skill) => skill.skill_name)).toEqual(['SQL', 'Excel']);
    expect(result.score_before).toEqual(expect.any(Number));
    expect(result.score_after).toBeGreaterThanOrEqual(result.score_before!);
    expect(result.covered.map((item) => item.term).sort()).toEqual(['Kubernetes', 'Python', 'SQL']);
    expect((await agent.get(`/api/jobs/${job.id}/`)).json().resume_version).toBe(result.version.id);
    const listed = (await agent.get('/resumes/resume-versions/')).json();
    expect(listed[0].jobs).toEqual([{ id: job.id, title: 'Data Engineer', company: 'Acme' }]);
    // The reordering is the resume's own: a refresh has nothing to pull.
    expect((await agent.get(`/resumes/resume-versions/${result.version.id}/refresh/`)).json().changes).toEqual([]);
  });

  it('moves certifications up, in the stored resume, for a posting that requires them', async () => {
    const agent = await withLibrary();
    await agent.post('/api/content/certifications/', { cert_name: 'BLS', issuer: 'American Heart Association' });
    const job = (
      await agent.post('/api/jobs/', {
        title: 'Staff RN',
        company: 'Mercy',
        posting_text: 'Requirements:\n- Current RN license\n- BLS certification required\n- Epic EHR',
      })
    ).json();
    const result = (await generate(agent, { job: job.id, template: 2 })).json() as GeneratedResume;
    const order = result.version.design_json.section_order;
    expect(order.indexOf('certifications')).toBeLessThan(order.indexOf('experience'));
    expect(result.notes).toContainEqual(expect.stringMatching(/^Certifications moved up: the job requires .*BLS/));
    const stored = (await agent.get(`/resumes/resume-versions/${result.version.id}/`)).json();
    expect(stored.design_json.section_order).toEqual(order);
    // The line under the name names the role applied for, in the stored resume and so in every file of it.
    expect(stored.design_json.section_styles.personal_info.headline).toBe('Staff RN');
    expect(result.notes).toContain('Under your name: “Staff RN”, the role you are applying for.');
    const text = (await agent.get(`/resumes/resume-versions/${result.version.id}/export.txt`)).body;
    expect(text.split('\n').slice(0, 2)).toEqual([expect.any(String), 'Staff RN']);
  });

  it('keeps the library’s order, and says why, for a job without a posting', async () => {
    const agent = await withLibrary();
    const job = (await agent.post('/api/jobs/', { title: 'Data Engineer', company: 'Acme' })).json();
    const result = (await generate(agent, { job: job.id, template: 2 })).json() as GeneratedResume;
    expect(result.score_before).toBeNull();
    expect(result.notes).toEqual([expect.stringMatching(/no posting text/)]);
    expect(result.version.content_data.skills.map((skill) => skill.skill_name)).toEqual(['Excel', 'SQL']);
  });

  it('refuses another user’s job and bad input, creating nothing', async () => {
    const agent = await withLibrary();
    const other = await withLibrary('other@example.com');
    const theirs = (await other.post('/api/jobs/', { title: 'X', company: 'Y', posting_text: POSTING })).json();
    const refused = await generate(agent, { job: theirs.id, template: 2 });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ job: [`Invalid pk "${theirs.id}" - object does not exist.`] });
    expect((await generate(agent, { job: 'x', template: 2 })).statusCode).toBe(400);
    expect((await generate(agent, {})).statusCode).toBe(400);
    expect((await agent.get('/resumes/resume-versions/')).json()).toEqual([]);
  });

  it('refuses a profile with nothing to build from (About You alone), creating nothing', async () => {
    const agent = h.agent();
    await agent.register('empty@example.com');
    await agent.post('/api/content/personal-info/', { first_name: 'Ada', last_name: 'L', email: 'empty@example.com' });
    const job = (await agent.post('/api/jobs/', { title: 'Analyst', company: 'Acme', posting_text: POSTING })).json();
    const before = await readBack(agent);
    const refused = await generate(agent, { job: job.id, template: 2 });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual({ detail: generateMessages.emptyLibrary, code: 'empty_library' });
    expect(await readBack(agent)).toBe(before);

    // One snippet is something to build from.
    await agent.post('/api/content/snippets/', { title: 'Summary', content: 'Analyst who likes SQL.' });
    expect((await generate(agent, { job: job.id, template: 2 })).statusCode).toBe(201);
  });
});
