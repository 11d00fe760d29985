import { expect, it } from 'vitest';
import type { ChecklistItem } from '@hirestride/resume-formats';
import type { ContentData, ResumeVersion } from '@hirestride/shared';
import { describeOnDatabases, type Agent } from '../../../test/harness.js';
import { addRoles } from '../../../test/resume-samples.js';

const LONG_WORD = `Pneumonoultramicroscopicsilicovolcanoconiosis${'x'.repeat(40)}`;

interface CheckAnswer {
  checklist: ChecklistItem[];
  parse_back: {
    pages: number;
    page_size: { width: number; height: number };
    page_size_ok: boolean;
    missing: string[];
    out_of_order: string[];
    split_entries: string[];
    orphan_headings: string[];
    overlapping_text: string[];
    overflowing_lines: string[];
    ok: boolean;
    summary: string;
  };
  pages: number;
}

/** The seed template with every profile section and the three snippet sections. */
async function modernTemplate(agent: Agent): Promise<number> {
  const templates = (await agent.get('/templates/resume-templates/')).json() as Array<{ id: number; name: string }>;
  return templates.find((template) => /modern/i.test(template.name))!.id;
}

describeOnDatabases('resume publish check (/check)', (h) => {
  /**
   * A user whose draft of the modern template fills every section it lists: a summary, `jobs` roles, skills, a
   * degree, a certificate and a snippet in each snippet section. `edit` changes the draft's content afterwards.
   */
  const userWithResume = async (
    { jobs = 2, email = 'ada@example.com', lastLine = 'wrote the on-call runbook.' } = {},
    edit: (content: ContentData) => void = () => {},
  ) => {
    const agent = h.agent();
    await agent.register(email);
    await agent.post('/api/content/personal-info/', {
      first_name: 'Ada',
      last_name: 'Lovelace',
      email,
      phone: '555-0100',
    });
    await addRoles(agent, jobs, () => lastLine);
    await agent.post('/api/content/education/', {
      degree: 'BSc',
      field: 'Mathematics',
      institution: 'University of Leeds',
    });
    await agent.post('/api/content/skills/', { skill_name: 'Python', proficiency: 'Expert' });
    await agent.post('/api/content/certifications/', {
      cert_name: 'AWS Developer',
      issuer: 'Amazon',
      issue_dt: '2020-01-01',
    });
    await agent.post('/api/content/snippets/', { title: 'Summary', content: '- Backend engineer who likes ledgers.' });
    const placed: Record<string, number[]> = {};
    for (const [section, title] of [
      ['volunteer', 'Code Club'],
      ['awards', 'Engineer of the Year'],
      ['testimonials', 'From my manager'],
    ] as const) {
      const snippet = (
        await agent.post('/api/content/snippets/', { title, content: `${title}: a line about it.` })
      ).json();
      placed[section] = [snippet.id];
    }
    const draft = (
      await agent.post('/resumes/resume-versions/get-or-create-draft/', { template_id: await modernTemplate(agent) })
    ).json() as ResumeVersion;
    const { id, ...rest } = draft;
    edit(rest.content_data);
    const saved = await agent.patch(`/resumes/resume-versions/${id}/`, { ...rest, snippet_section_map: placed });
    expect(saved.statusCode, saved.body).toBe(200);
    return { agent, id };
  };
  const check = async (agent: Agent, id: number, query = '') => {
    const res = await agent.get(`/resumes/resume-versions/${id}/check${query}`);
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as CheckAnswer;
  };
  const item = (answer: CheckAnswer, key: ChecklistItem['key']) => answer.checklist.find((entry) => entry.key === key)!;

  it('passes every item for a complete resume, and reads the PDF back whole', async () => {
    const { agent, id } = await userWithResume();
    const answer = await check(agent, id, '?page_limit=1');
    expect(answer.checklist.filter((entry) => !entry.ok)).toEqual([]);
    expect(answer.checklist.map((entry) => entry.key)).toEqual([
      'contact',
      'sections',
      'pages',
      'line-length',
      'dates',
    ]);
    expect(answer.pages).toBe(1);
    expect(answer.parse_back).toEqual({
      pages: 1,
      page_size: { width: 595.28, height: 841.89 },
      page_size_ok: true,
      missing: [],
      out_of_order: [],
      split_entries: [],
      orphan_headings: [],
      overlapping_text: [],
      overflowing_lines: [],
      page_starts: [],
      ok: true,
      // Two roles, a degree, a certificate, three snippets and the summary's point.
      summary: 'Read back 1 page (A4): all 8 entries present, in order, none split across pages.',
    });
    expect(item(answer, 'pages').detail).toBe('1 page, within the limit of 1');
  });

  it('checks US Letter when asked, and refuses a size or page limit it does not know', async () => {
    const { agent, id } = await userWithResume({ jobs: 1 });
    const answer = await check(agent, id, '?size=LETTER');
    expect(answer.parse_back).toMatchObject({ page_size: { width: 612, height: 792 }, page_size_ok: true, ok: true });
    expect(answer.parse_back.summary).toMatch(/^Read back 1 page \(US Letter\): /);
    for (const query of ['?size=A3', '?page_limit=0', '?page_limit=11', '?page_limit=two']) {
      const bad = await agent.get(`/resumes/resume-versions/${id}/check${query}`);
      expect(bad.statusCode, query).toBe(400);
      expect(bad.json().detail, query).toBeTruthy();
    }
  });

  it('answers for a resume with no personal details and an empty section, saying what is missing', async () => {
    const { agent, id } = await userWithResume({ jobs: 1 }, (content) => {
      content.personal_info = {
        first_name: '',
        last_name: '',
        full_name: '',
        email: '',
        phone: '',
        linkedin_url: '',
        address: '',
      };
      content.education = [];
    });
    const answer = await check(agent, id);
    expect(item(answer, 'contact')).toMatchObject({
      ok: false,
      detail: 'No name: add your name in Personal info; No email or phone: add at least one in Personal info',
    });
    // The empty section is left out of the file, which is said but not held against it.
    expect(item(answer, 'sections')).toMatchObject({ ok: true });
    expect(item(answer, 'sections').detail).toMatch(/Left out, having nothing in them: .*Education/);
    expect(item(answer, 'dates').ok).toBe(true);
    expect(answer.parse_back.ok).toBe(true);
  });

  it('flags a resume longer than the page limit', async () => {
    const { agent, id } = await userWithResume({ jobs: 24 });
    const answer = await check(agent, id, '?page_limit=2');
    expect(answer.pages).toBe(3);
    expect(item(answer, 'pages')).toMatchObject({ ok: false, detail: '3 pages, 1 over the limit of 2' });
    // The roles move whole to the next page, so the file still reads back complete and in order.
    expect(answer.parse_back).toMatchObject({ pages: 3, missing: [], out_of_order: [], split_entries: [], ok: true });
    expect(answer.parse_back.summary).toBe(
      'Read back 3 pages (A4): all 30 entries present, in order, none split across pages.',
    );
  });

  it('finds no overflowing line for a long unbroken word: the renderer breaks it', async () => {
    const { agent, id } = await userWithResume({ jobs: 1, lastLine: LONG_WORD });
    const answer = await check(agent, id);
    expect(answer.parse_back.overflowing_lines).toEqual([]);
    expect(answer.parse_back.missing).toEqual([]);
    expect(item(answer, 'line-length')).toMatchObject({ ok: true, detail: 'No line runs past the right margin' });
  });

  it('flags a role that ends before it starts, naming it and both dates', async () => {
    const { agent, id } = await userWithResume({ jobs: 1 }, (content) => {
      Object.assign(content.experience[0]!, { start_date: '2021-05-01', end_date: '2019-03-31' });
    });
    const answer = await check(agent, id);
    expect(item(answer, 'dates')).toMatchObject({
      ok: false,
      detail: 'Experience: "Engineer 1, Company 1" ends (2019-03) before it starts (2021-05)',
    });
  });

  it('documents the answer in the OpenAPI document', async () => {
    const doc = (await h.agent().get('/api/schema/')).json();
    const answer =
      doc.paths['/resumes/resume-versions/{id}/check'].get.responses['200'].content['application/json'].schema;
    expect(Object.keys(answer.properties)).toEqual(['checklist', 'parse_back', 'pages', 'fit', 'size', 'drawn']);
    expect(Object.keys(answer.properties.parse_back.properties)).toEqual([
      'pages',
      'page_size',
      'page_size_ok',
      'missing',
      'out_of_order',
      'split_entries',
      'orphan_headings',
      'overlapping_text',
      'overflowing_lines',
      'page_starts',
      'ok',
      'summary',
    ]);
  });

  it('answers 404 for another user’s resume', async () => {
    const { id } = await userWithResume({ jobs: 1 });
    const intruder = h.agent();
    await intruder.register('intruder@example.com');
    expect((await intruder.get(`/resumes/resume-versions/${id}/check`)).statusCode).toBe(404);
  });
});
