import { expect, it } from 'vitest';
import type { ResumeVersion } from '@hirestride/shared';
import { describeOnDatabases, type Agent } from '../../test/harness.js';
import { readDocx } from './docx/read-docx.js';
import { readPdf as readPdfPages, squash } from './publish/parse-back.js';
import { addRoles } from '../../test/resume-samples.js';

const LONG_WORD = `Pneumonoultramicroscopicsilicovolcanoconiosis${'x'.repeat(40)}`;

/** A PDF's pages read back, their size rounded to whole points as the assertions state it. */
const readPdf = async (bytes: Buffer) =>
  (await readPdfPages(bytes)).map((page) => ({
    ...page,
    width: Math.round(page.width),
    height: Math.round(page.height),
  }));

/** The seed template with every profile section (experience included). */
async function modernTemplate(agent: Agent): Promise<number> {
  const templates = (await agent.get('/templates/resume-templates/')).json() as Array<{ id: number; name: string }>;
  return templates.find((template) => /modern/i.test(template.name))!.id;
}

describeOnDatabases('resume files (export.pdf, export.docx, export.txt)', (h) => {
  /** A user with `jobs` roles of several lines each, a degree, skills, and a draft placing one snippet. */
  const userWithResume = async (jobs: number, email = 'ada@example.com') => {
    const agent = h.agent();
    await agent.register(email);
    await agent.post('/api/content/personal-info/', {
      first_name: 'Zoë',
      last_name: 'Ångström דוד',
      email,
      phone: '555-0100',
      location: 'Leeds, UK',
      linkedin_url: 'https://www.linkedin.com/in/zoe-a/',
    });
    await addRoles(agent, jobs, (i) => (i === 1 ? LONG_WORD : 'wrote the on-call runbook.'));
    await agent.post('/api/content/education/', {
      degree: 'BSc',
      field: 'Mathematics',
      institution: 'University of Leeds',
    });
    await agent.post('/api/content/skills/', { skill_name: 'Python', proficiency: 'Expert' });
    const snippet = (
      await agent.post('/api/content/snippets/', { title: 'Code Club', content: 'Taught children to code.' })
    ).json();
    const draft = (
      await agent.post('/resumes/resume-versions/get-or-create-draft/', { template_id: await modernTemplate(agent) })
    ).json() as ResumeVersion;
    const { id, ...rest } = draft;
    await agent.patch(`/resumes/resume-versions/${id}/`, { ...rest, snippet_section_map: { volunteer: [snippet.id] } });
    return { agent, id };
  };
  const pdf = (agent: Agent, id: number, query = '') => agent.get(`/resumes/resume-versions/${id}/export.pdf${query}`);

  it.each([
    [1, 1],
    [12, 2],
    [24, 3],
  ])('with %i roles: a PDF of %i pages, every entry whole on one page, in order', async (jobs, pageCount) => {
    const { agent, id } = await userWithResume(jobs);
    const res = await pdf(agent, id, '?page_numbers=true');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename=".*resume\.pdf"/);
    const pages = await readPdf(res.rawPayload);
    if (process.env.KEEP_PDF)
      (await import('node:fs')).writeFileSync(`${process.env.KEEP_PDF}-${jobs}.pdf`, res.rawPayload);
    expect(pages).toHaveLength(pageCount);
    expect(pages.every((page) => page.width === 595 && page.height === 842)).toBe(true);
    const all = pages.map((page) => page.text).join('|');
    expect(all).toContain(squash('Zoë Ångström'));
    expect(all).toContain('דוד');
    // Each role's first and last line are on the same page, and the roles come in order.
    let previous = -1;
    for (let i = 1; i <= jobs; i += 1) {
      const first = squash(`First line of role ${i}:`);
      const last = squash(`Last line of role ${i}:`);
      const page = pages.findIndex((candidate) => candidate.text.includes(first));
      expect(page, `role ${i}`).toBeGreaterThanOrEqual(0);
      expect(pages[page]!.text, `role ${i} split across pages`).toContain(last);
      const at = all.indexOf(first);
      expect(at).toBeGreaterThan(previous);
      previous = at;
    }
    // A word too long for the line still reaches the page, broken (with a hyphen) so it stays inside the margins.
    expect(all.replace(/-/g, '')).toContain(squash(LONG_WORD));
    expect(all).toContain(squash('Taught children to code.'));
    expect(pages.at(-1)!.text).toContain(`${pageCount}/${pageCount}`);
  });

  it('draws US Letter when asked, and refuses a size it does not know', async () => {
    const { agent, id } = await userWithResume(1);
    const [page] = await readPdf((await pdf(agent, id, '?size=LETTER')).rawPayload);
    expect([page!.width, page!.height]).toEqual([612, 792]);
    const bad = await pdf(agent, id, '?size=A3');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().detail).toBeTruthy();
  });

  it('draws the PDF and names the Word file’s font in the font the resume’s design chose', async () => {
    const { agent, id } = await userWithResume(1);
    const embedded = async () => (await pdf(agent, id)).rawPayload.toString('latin1');
    const wordStyles = async () =>
      (await readDocx((await agent.get(`/resumes/resume-versions/${id}/export.docx`)).rawPayload)).styles;
    // The seed's "sans-serif" reads as Inter.
    expect(await embedded()).toContain('+Inter-Regular');
    expect(await wordStyles()).toContain('w:ascii="Inter"');
    const { id: _, ...version } = (await agent.get(`/resumes/resume-versions/${id}/`)).json() as ResumeVersion;
    const saved = await agent.patch(`/resumes/resume-versions/${id}/`, {
      ...version,
      design_json: { ...version.design_json, font_family: 'Source Serif 4' },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const file = await embedded();
    expect(file).toContain('+SourceSerif4-Regular');
    expect(file).not.toContain('+Inter-');
    expect(await wordStyles()).toContain('w:ascii="Source Serif 4"');
  });

  it('gives the same content as plain text, in the same order', async () => {
    const { agent, id } = await userWithResume(2);
    const res = await agent.get(`/resumes/resume-versions/${id}/export.txt`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/plain; charset=utf-8');
    const text = res.body;
    // The link reads as it would be typed, without its scheme.
    // The headline under the name is the most recent role's title.
    expect(
      text.startsWith('Zoë Ångström דוד\nEngineer 2\nada@example.com | 555-0100 | Leeds, UK | linkedin.com/in/zoe-a\n'),
    ).toBe(true);
    expect(text.indexOf('First line of role 1')).toBeLessThan(text.indexOf('First line of role 2'));
    expect(text).toContain('VOLUNTEERING\nCode Club\nTaught children to code.');
  });

  it('gives a Word file with the same content, in the same order, on the page size asked for', async () => {
    const { agent, id } = await userWithResume(3);
    const res = await agent.get(`/resumes/resume-versions/${id}/export.docx?size=LETTER`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('application/vnd.openxmlformats-officedocument.wordprocessingml.document');
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename=".*resume\.docx"/);
    expect(res.headers['cache-control']).toBe('no-store');
    const { paragraphs, document, title } = await readDocx(res.rawPayload);
    const text = paragraphs.map((paragraph) => paragraph.text).join('\n');
    expect(
      text.startsWith('Zoë Ångström דוד\nEngineer 3\nada@example.com · 555-0100 · Leeds, UK · linkedin.com/in/zoe-a\n'),
    ).toBe(true);
    expect(title).toBe('Zoë Ångström דוד resume');
    const roles = [1, 2, 3].map((i) => text.indexOf(`Engineer ${i}, Company ${i}`));
    expect(roles.every((at) => at > 0)).toBe(true);
    expect(roles).toEqual([...roles].sort((a, b) => a - b));
    expect(text).toContain('Code Club\nTaught children to code.');
    expect(document).toContain('<w:pgSz w:w="12240" w:h="15840"');
    const bad = await agent.get(`/resumes/resume-versions/${id}/export.docx?size=A3`);
    expect(bad.statusCode).toBe(400);
  });

  it('exports a resume with no personal info, empty sections and 200 placed snippets as PDF, Word and text', async () => {
    const agent = h.agent();
    await agent.register('sparse@example.com');
    const ids: number[] = [];
    for (let i = 1; i <= 200; i += 1)
      ids.push(
        (await agent.post('/api/content/snippets/', { title: `Award ${i}`, content: `Prize number ${i}.` })).json().id,
      );
    const draft = (
      await agent.post('/resumes/resume-versions/get-or-create-draft/', { template_id: await modernTemplate(agent) })
    ).json() as ResumeVersion;
    const { id, ...rest } = draft;
    const blank = { ...rest.content_data.personal_info, first_name: '', last_name: '', full_name: '', email: '' };
    const saved = await agent.patch(`/resumes/resume-versions/${id}/`, {
      ...rest,
      content_data: { ...rest.content_data, personal_info: blank },
      snippet_section_map: { awards: ids },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const res = await pdf(agent, id);
    expect(res.statusCode, res.body).toBe(200);
    const pages = await readPdfPages(res.rawPayload);
    expect(pages.length).toBeGreaterThan(1);
    const text = pages.map((page) => page.text).join('');
    expect(text.indexOf(squash('Award 1'))).toBeLessThan(text.indexOf(squash('Award 200')));
    for (const extension of ['docx', 'txt']) {
      const file = await agent.get(`/resumes/resume-versions/${id}/export.${extension}`);
      expect(file.statusCode, extension).toBe(200);
    }
    expect((await agent.get(`/resumes/resume-versions/${id}/export.txt`)).body).toContain('Prize number 200.');
  });

  it('answers 404 for another user’s resume', async () => {
    const { id } = await userWithResume(1);
    const intruder = h.agent();
    await intruder.register('intruder@example.com');
    expect((await pdf(intruder, id)).statusCode).toBe(404);
    expect((await intruder.get(`/resumes/resume-versions/${id}/export.txt`)).statusCode).toBe(404);
    expect((await intruder.get(`/resumes/resume-versions/${id}/export.docx`)).statusCode).toBe(404);
  });
});
