import { readFileSync } from 'node:fs';
import { expect, it } from 'vitest';
import type { ResumeVersion } from '@hirestride/shared';
import { describeOnDatabases, type Agent } from '../../test/harness.js';

const DRAFT = '/resumes/resume-versions/get-or-create-draft/';
const version = (id: number) => `/resumes/resume-versions/${id}/`;

describeOnDatabases('templates and resume versions', (h) => {
  const signedIn = async (email = 'owner@example.com') => {
    const agent = h.agent();
    await agent.register(email);
    return agent;
  };
  const templates = async (agent: Agent) =>
    (await agent.get('/templates/resume-templates/')).json() as Array<{
      id: number;
      name: string;
      preview_image: string;
    }>;
  const patchOf = (draft: ResumeVersion, changes: Partial<ResumeVersion> = {}) => {
    const { id: _id, ...rest } = { ...draft, ...changes };
    return rest;
  };
  const fillProfile = async (agent: Agent) => {
    await agent.post('/api/content/personal-info/', {
      first_name: 'Ada',
      last_name: 'Lovelace',
      email: 'ada@example.com',
      phone: '555',
      location: 'London, UK',
      linkedin_url: 'linkedin.com/in/ada',
    });
    await agent.post('/api/content/education/', {
      degree: 'BSc',
      field: 'Maths',
      institution: 'London',
      end_dt: '2015-06-01',
      gpa: 3.9,
    });
    await agent.post('/api/content/work-experiences/', {
      job_title: 'Analyst',
      company: 'Engine Co',
      start_date: '2018-01-01',
    });
    await agent.post('/api/content/skills/', { skill_name: 'Mathematics' });
    await agent.post('/api/content/certifications/', { cert_name: 'Royal Society' });
    const a = (
      await agent.post('/api/content/snippets/', { title: 'Summary', content: 'First line\n- Second line' })
    ).json();
    const b = (await agent.post('/api/content/snippets/', { title: 'Award', content: 'Prize' })).json();
    return [a.id as number, b.id as number];
  };

  it('lists the templates, each with a thumbnail drawn from its own PDF', async () => {
    const agent = await signedIn();
    const list = await templates(agent);
    expect(list.map((t) => t.name)).toEqual([
      'High School',
      'Modern Professional',
      'Classic',
      'Executive',
      'Healthcare & Licensed',
      'Two Column',
      'Compact One Page',
      'Technical',
    ]);
    for (const template of list) {
      expect(Object.keys(template).sort()).toEqual(['id', 'name', 'preview_image']);
      // A thumbnail drawn from the template's own PDF (apps/server/src/cli/template-thumbnails.ts), a file of the web app.
      expect(template.preview_image).toMatch(/^\/template-previews\/[a-z_]+\.png$/);
      const image = readFileSync(new URL(`../../../web/public${template.preview_image}`, import.meta.url));
      expect(image.subarray(1, 4).toString('latin1')).toBe('PNG');
    }
    expect((await h.agent().get('/templates/resume-templates/')).statusCode).toBe(401);
  });

  it.each([
    ['en-US,en;q=0.9', 'LETTER'],
    ['en-CA', 'LETTER'],
    ['de-DE,de;q=0.8', 'A4'],
    ['en-GB', 'A4'],
    [null, undefined],
  ])('a new draft asked for in %s is on %s paper (the template leaves it open)', async (language, paper) => {
    const agent = await signedIn();
    await fillProfile(agent);
    const [highSchool] = await templates(agent);
    const created = await agent.post(
      DRAFT,
      { template_id: highSchool!.id },
      language ? { headers: { 'accept-language': language } } : {},
    );
    expect((created.json() as ResumeVersion).design_json.page_size).toBe(paper);
  });

  it('creates a draft from the profile once, then returns the same draft', async () => {
    const agent = await signedIn();
    const [summaryId] = await fillProfile(agent);
    const [highSchool] = await templates(agent);
    const created = await agent.post(DRAFT, { template_id: highSchool!.id });
    expect(created.statusCode).toBe(201);
    const draft = created.json() as ResumeVersion;
    expect(draft).toMatchObject({ template: highSchool!.id, renderer_key: 'high_school', snippet_section_map: {} });
    expect(draft.design_json).toMatchObject({
      font_family: 'sans-serif',
      heading_style: { font_size: 16, font_weight: 'bold', margin_bottom: 8 },
      section_styles: { personal_info: { font_size: 18 } },
    });
    expect(draft.content_data.personal_info).toEqual({
      first_name: 'Ada',
      last_name: 'Lovelace',
      full_name: 'Ada Lovelace',
      email: 'ada@example.com',
      phone: '555',
      linkedin_url: 'https://linkedin.com/in/ada',
      address: 'London, UK',
    });
    expect(draft.content_data.summary.bullet_points).toEqual(['First line', 'Second line']);
    expect(draft.content_data.education[0]).toMatchObject({
      institution: 'London',
      degree: 'BSc',
      field: 'Maths',
      end_dt: '2015-06-01',
      gpa: '3.90',
      honors: '',
    });
    expect(draft.content_data.experience[0]).toMatchObject({
      job_title: 'Analyst',
      company: 'Engine Co',
      end_date: null,
    });
    expect(draft.content_data.skills).toHaveLength(1);
    expect(draft.content_data.certifications).toHaveLength(1);
    expect(draft.content_data.snippets.map((s) => s.id)).toContain(summaryId);

    const again = await agent.post(DRAFT, { template_id: highSchool!.id });
    expect(again.statusCode).toBe(200);
    expect(again.json().id).toBe(draft.id);
    expect((await agent.get('/dj-rest-auth/user/')).json().resume_count).toBe(1);
  });

  it('template_id null gives the latest draft, or 204 when there is none', async () => {
    const agent = await signedIn();
    const none = await agent.post(DRAFT, { template_id: null });
    expect(none.statusCode).toBe(204);
    const [, modern] = await templates(agent);
    const draft = (await agent.post(DRAFT, { template_id: modern!.id })).json();
    expect((await agent.post(DRAFT, { template_id: null })).json().id).toBe(draft.id);
  });

  it('refuses an unknown template and a malformed template id', async () => {
    const agent = await signedIn();
    const unknown = await agent.post(DRAFT, { template_id: 9999 });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().template_id).toHaveLength(1);
    expect((await agent.post(DRAFT, { template_id: 'x' })).statusCode).toBe(400);
    expect((await agent.post(DRAFT, {})).statusCode).toBe(400);
  });

  it('PATCH saves the map, content and design; the map is validated', async () => {
    const agent = await signedIn();
    const [a, b] = await fillProfile(agent);
    const [highSchool] = await templates(agent);
    const draft = (await agent.post(DRAFT, { template_id: highSchool!.id })).json() as ResumeVersion;

    const saved = await agent.patch(
      version(draft.id),
      patchOf(draft, { snippet_section_map: { awards: [b!, a!], volunteer: [] } }),
    );
    expect(saved.statusCode).toBe(200);
    expect(saved.json().snippet_section_map).toEqual({ awards: [b, a], volunteer: [] });
    const edited = structuredClone(draft.content_data);
    edited.education[0]!.institution = 'University of London';
    expect(
      (await agent.patch(version(draft.id), patchOf(saved.json(), { content_data: edited }))).json().content_data
        .education[0].institution,
    ).toBe('University of London');
    const reread = (await agent.post(DRAFT, { template_id: highSchool!.id })).json();
    expect(reread.content_data.education[0].institution).toBe('University of London');
    expect(reread.snippet_section_map).toEqual({ awards: [b, a], volunteer: [] });

    const bad: Array<[string, unknown]> = [
      ['an unknown section', { hobbies: [a] }],
      ['a snippet in two sections', { awards: [a], volunteer: [a] }],
      ['a snippet that does not exist', { awards: [999999] }],
    ];
    for (const [name, map] of bad) {
      const res = await agent.patch(version(draft.id), patchOf(draft, { snippet_section_map: map as never }));
      expect(res.statusCode, name).toBe(400);
      expect(res.json().snippet_section_map, name).toBeDefined();
    }
    // Text nested in the JSON that PostgreSQL cannot store is a 400, not a 500.
    const withNul = structuredClone(draft.content_data);
    withNul.education[0]!.institution = 'London\u0000';
    const nul = await agent.patch(version(draft.id), patchOf(draft, { content_data: withNul }));
    expect(nul.statusCode).toBe(400);
    expect(nul.json().detail).toBe('Null characters are not allowed.');
    const badDesign = await agent.patch(version(draft.id), { ...patchOf(draft), design_json: { font_family: 'x' } });
    expect(badDesign.statusCode).toBe(400);
    const huge = structuredClone(draft.content_data);
    huge.snippets = Array.from({ length: 40 }, (_, i) => ({ id: i + 1, title: 't', content: 'x'.repeat(9_000) }));
    const tooBig = await agent.patch(version(draft.id), patchOf(draft, { content_data: huge }));
    expect(tooBig.statusCode).toBe(400);
    expect((await agent.post(DRAFT, { template_id: highSchool!.id })).json().snippet_section_map).toEqual({
      awards: [b, a],
      volunteer: [],
    });
  });

  it('refuses another user’s snippets in the map and another user’s version', async () => {
    const owner = await signedIn('owner@example.com');
    const [ownerSnippet] = await fillProfile(owner);
    const [highSchool] = await templates(owner);
    const ownerDraft = (await owner.post(DRAFT, { template_id: highSchool!.id })).json() as ResumeVersion;

    const intruder = await signedIn('intruder@example.com');
    const intruderDraft = (await intruder.post(DRAFT, { template_id: highSchool!.id })).json() as ResumeVersion;
    const foreign = await intruder.patch(
      version(intruderDraft.id),
      patchOf(intruderDraft, { snippet_section_map: { awards: [ownerSnippet!] } }),
    );
    expect(foreign.statusCode).toBe(400);
    const takeover = await intruder.patch(version(ownerDraft.id), patchOf(intruderDraft));
    expect(takeover.statusCode).toBe(404);
    expect((await owner.post(DRAFT, { template_id: highSchool!.id })).json()).toEqual(ownerDraft);
    expect((await h.agent().patch(version(ownerDraft.id), patchOf(ownerDraft))).statusCode).toBe(401);
  });

  it('a deleted snippet leaves the sections it was placed in', async () => {
    const agent = await signedIn();
    const [a, b] = await fillProfile(agent);
    const [highSchool] = await templates(agent);
    const draft = (await agent.post(DRAFT, { template_id: highSchool!.id })).json() as ResumeVersion;
    await agent.patch(version(draft.id), patchOf(draft, { snippet_section_map: { awards: [a!], testimonials: [b!] } }));
    expect((await agent.delete(`/api/content/snippets/${a}/`)).statusCode).toBe(204);
    expect((await agent.post(DRAFT, { template_id: highSchool!.id })).json().snippet_section_map).toEqual({
      awards: [],
      testimonials: [b],
    });
  });
});
