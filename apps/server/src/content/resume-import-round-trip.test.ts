import { expect, it } from 'vitest';
import type { ResumeImportResult, ResumeVersion } from '@hirestride/shared';
import { describeOnDatabases, multipartFile, type Agent } from '../../test/harness.js';

/** Three roles of a nurse, dated as a resume shows them (month and year), with achievement lines. */
const ROLES = [
  {
    job_title: 'Charge Nurse',
    company: 'Leeds General Infirmary',
    location: 'Leeds, UK',
    start_date: '2021-03-01',
    end_date: null,
    description:
      'Led a team of 12 nurses on a 30-bed surgical ward.\nCut medication errors by a third with a handover check.',
  },
  {
    job_title: 'Staff Nurse',
    company: 'St James’s University Hospital',
    location: 'Leeds, UK',
    start_date: '2017-09-01',
    end_date: '2021-02-01',
    description:
      'Cared for up to 8 patients a shift on an acute medical unit.\nMentored 6 student nurses through placements.',
  },
  {
    job_title: 'Healthcare Assistant',
    company: 'Harrogate District Hospital',
    location: 'Harrogate, UK',
    start_date: '2015-06-01',
    end_date: '2017-08-01',
    description: 'Recorded observations and escalated early warning scores.',
  },
];

describeOnDatabases('resume import reads our own exports back', (h) => {
  /** The nurse's library (plus `more` roles), and a resume drawn from it. */
  const userWithResume = async (more: Array<Record<string, unknown>> = []) => {
    const agent = h.agent();
    await agent.register('nurse@example.com');
    await agent.post('/api/content/personal-info/', {
      first_name: 'Aisha',
      last_name: 'Rahman',
      email: 'aisha.rahman@example.com',
      phone: '+44 7700 900123',
      location: 'Leeds, UK',
      linkedin_url: 'https://www.linkedin.com/in/aisha-rahman/',
    });
    for (const role of [...ROLES, ...more])
      expect((await agent.post('/api/content/work-experiences/', role)).statusCode).toBe(201);
    await agent.post('/api/content/education/', {
      degree: 'BSc',
      field: 'Adult Nursing',
      institution: 'University of Leeds',
      graduation_date: '2017-07-01',
    });
    for (const skill of ['Wound care', 'IV therapy', 'Patient education'])
      await agent.post('/api/content/skills/', { skill_name: skill });
    const templates = (await agent.get('/templates/resume-templates/')).json() as Array<{ id: number; name: string }>;
    const template = templates.find((t) => /modern/i.test(t.name))!.id;
    const draft = (
      await agent.post('/resumes/resume-versions/get-or-create-draft/', { template_id: template })
    ).json() as ResumeVersion;
    return { agent, id: draft.id };
  };

  const readBackAs = async (agent: Agent, id: number, kind: 'pdf' | 'docx') => {
    const file = await agent.get(`/resumes/resume-versions/${id}/export.${kind}`);
    expect(file.statusCode).toBe(200);
    const { body, contentType } = multipartFile('file', `resume.${kind}`, file.rawPayload);
    const res = await agent.post('/api/content/resume-import/', undefined, {
      rawBody: body,
      headers: { 'content-type': contentType },
    });
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as ResumeImportResult;
  };

  it.each(['pdf', 'docx'] as const)('a %s export comes back with every role, line, date and contact', async (kind) => {
    const { agent, id } = await userWithResume();
    const { document, source } = await readBackAs(agent, id, kind);
    expect(source).toBe(kind);
    const basics = document.basics as Record<string, unknown>;
    expect(basics).toMatchObject({ name: 'Aisha Rahman', email: 'aisha.rahman@example.com', phone: '+44 7700 900123' });
    const work = document.work as Array<Record<string, unknown>>;
    expect(
      work.map((role) => ({
        position: role.position,
        name: role.name,
        startDate: role.startDate,
        endDate: role.endDate,
        // A role's lines come back as its summary and highlights; the library joins them again as its description.
        lines: [role.summary, ...((role.highlights as string[] | undefined) ?? [])].filter(Boolean),
      })),
    ).toEqual(
      ROLES.map((role) => ({
        position: role.job_title,
        name: role.company,
        startDate: role.start_date.slice(0, 7),
        endDate: role.end_date?.slice(0, 7),
        lines: role.description.split('\n'),
      })),
    );
    const skills = (document.skills as Array<{ name?: string; keywords?: string[] }>).flatMap((skill) =>
      skill.keywords && skill.keywords.length > 0 && !skill.name ? skill.keywords : [skill.name],
    );
    expect(skills).toEqual(expect.arrayContaining(['Wound care', 'IV therapy', 'Patient education']));
    expect(document.education).toEqual([
      expect.objectContaining({ institution: 'University of Leeds', studyType: 'BSc', area: 'Adult Nursing' }),
    ]);
  });

  it('a three-page PDF comes back with every role', async () => {
    const titles = ['Ward Manager', 'Clinical Nurse Specialist', 'Practice Nurse', 'Theatre Nurse', 'District Nurse'];
    const employers = ['Bradford Royal Infirmary', 'Airedale General', 'Calderdale Royal', 'Pinderfields Hospital'];
    const more = Array.from({ length: 18 }, (_, i) => ({
      job_title: titles[i % titles.length],
      company: `${employers[i % employers.length]} (${['north', 'south', 'east', 'west'][i % 4]} wing)`,
      start_date: `${1996 - i}-01-01`,
      end_date: `${1996 - i}-12-01`,
      description:
        'Ran the ward’s infection-control audit every quarter.\nTrained new starters on the e-prescribing system.',
    }));
    const { agent, id } = await userWithResume(more);
    const { document } = await readBackAs(agent, id, 'pdf');
    const work = document.work as Array<{ position?: string; name?: string }>;
    const read = work.map((role) => `${role.position} at ${role.name}`).sort();
    const expected = [...ROLES, ...more].map((role) => `${role.job_title} at ${role.company}`).sort();
    expect(read).toEqual(expected);
  });
});
