import { expect, it } from 'vitest';
import type { RefreshPlanResponse, ResumeVersion } from '@hirestride/shared';
import { describeOnDatabases } from '../../test/harness.js';

const one = (id: number) => `/resumes/resume-versions/${id}/`;

describeOnDatabases('refresh from profile', (h) => {
  it('lists what the library changed, keeps the resume’s own edits unless told, and is then up to date', async () => {
    const agent = h.agent();
    await agent.register('refresh@example.com');
    await agent.post('/api/content/personal-info/', { first_name: 'Ada', last_name: 'L', email: 'ada@example.com' });
    const role = {
      job_title: 'Analyst',
      company: 'Engine Co',
      start_date: '2020-01-01',
      description: 'Modelled the engine.',
    };
    const job = (await agent.post('/api/content/work-experiences/', role)).json();
    const made = (await agent.post('/resumes/resume-versions/', { template: 2 })).json() as ResumeVersion;
    const plan = async () => (await agent.get(`${one(made.id)}refresh/`)).json() as RefreshPlanResponse;
    expect(await plan()).toEqual({ up_to_date: true, changes: [] });

    // The user rewrites the description on this resume only.
    const { id: _id, ...rest } = made;
    const edited = {
      ...made.content_data,
      experience: [{ ...made.content_data.experience[0]!, description: 'Tailored: modelled the engine for Babbage.' }],
    };
    expect((await agent.patch(one(made.id), { ...rest, content_data: edited })).statusCode).toBe(200);
    // Then the library changes: a new title and description on the role, a new skill.
    await agent.put(`/api/content/work-experiences/${job.id}/`, {
      ...role,
      job_title: 'Senior Analyst',
      description: 'Modelled the whole engine.',
    });
    await agent.post('/api/content/skills/', { skill_name: 'Mathematics' });

    const pending = await plan();
    expect(pending.up_to_date).toBe(false);
    expect(pending.changes).toEqual([
      {
        section: 'experience',
        kind: 'changed',
        label: 'Analyst, Engine Co',
        id: job.id,
        fields: [
          { field: 'job_title', from: 'Analyst', to: 'Senior Analyst', conflict: false },
          {
            field: 'description',
            from: 'Tailored: modelled the engine for Babbage.',
            to: 'Modelled the whole engine.',
            conflict: true,
          },
        ],
        conflict: true,
      },
      expect.objectContaining({ section: 'skills', kind: 'added', label: 'Mathematics', conflict: false }),
    ]);

    const kept = (await agent.post(`${one(made.id)}refresh/`, { overwrite_edits: false })).json() as ResumeVersion;
    expect(kept.content_data.experience[0]).toMatchObject({
      job_title: 'Senior Analyst',
      description: 'Tailored: modelled the engine for Babbage.',
    });
    expect(kept.content_data.skills.map((skill) => skill.skill_name)).toEqual(['Mathematics']);
    expect(await plan()).toEqual({ up_to_date: true, changes: [] });

    // Overwriting takes the library's text over the resume's.
    await agent.put(`/api/content/work-experiences/${job.id}/`, { ...role, description: 'Ran the analysis.' });
    const replaced = (await agent.post(`${one(made.id)}refresh/`, { overwrite_edits: true })).json() as ResumeVersion;
    expect(replaced.content_data.experience[0]).toMatchObject({
      job_title: 'Analyst',
      description: 'Ran the analysis.',
    });
  });

  it('is the owner’s only', async () => {
    const owner = h.agent();
    await owner.register('owner@example.com');
    const made = (await owner.post('/resumes/resume-versions/', { template: 1 })).json() as ResumeVersion;
    const intruder = h.agent();
    await intruder.register('intruder@example.com');
    expect((await intruder.get(`${one(made.id)}refresh/`)).statusCode).toBe(404);
    expect((await intruder.post(`${one(made.id)}refresh/`, {})).statusCode).toBe(404);
    expect((await owner.post(`${one(made.id)}refresh/`, { overwrite_edits: 'yes' })).statusCode).toBe(400);
  });
});
