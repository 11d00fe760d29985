import { expect, it } from 'vitest';
import { forbiddenControls } from '@hirestride/shared/file-text';
import type { CoverLetter } from '@hirestride/shared';
import { describeOnDatabases, type Agent } from '../../test/harness.js';
import { adaAtMonzo } from '../../test/writing-samples.js';
import { readDocx } from '../resumes/docx/read-docx.js';
import { readPdf as readPdfPages } from '../resumes/publish/parse-back.js';
import { emptyLetterMessage } from './export-routes.js';

const BODY =
  'Dear Acme team,\n\nAt Monzo, I built **the ledger** in Python.\n\n- One\n- Two\n\nSincerely,\nAda Lovelace';

async function letterWith(agent: Agent, body: string) {
  await adaAtMonzo(agent, 'Built the ledger in Python');
  return (await agent.post('/api/cover-letters/', { name: 'Acme letter', body })).json() as CoverLetter;
}

/** The PDF's pages as text (its items joined by spaces), its links and its size, read back. */
async function readPdf(bytes: Buffer) {
  const pages = await readPdfPages(bytes);
  return {
    pages: pages.map((page) => page.items.map((item) => item.text).join(' ')),
    links: pages.flatMap((page) => page.links),
    width: Math.round(pages[0]!.width),
    height: Math.round(pages[0]!.height),
  };
}

describeOnDatabases('cover letter files', (h) => {
  it('downloads as a PDF in the chosen size, with the name, the date and every paragraph', async () => {
    const agent = h.agent();
    await agent.register('ada@example.com');
    const letter = await letterWith(agent, BODY);
    const response = await agent.get(`/api/cover-letters/${letter.id}/export.pdf?size=LETTER`);
    expect(response.statusCode, response.body.slice(0, 200)).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toContain('filename="Acme letter.pdf"');
    const pdf = await readPdf(response.rawPayload);
    expect([pdf.width, pdf.height]).toEqual([612, 792]);
    const text = pdf.pages.join(' ').replace(/\s+/g, ' ');
    for (const part of [
      'Ada Lovelace',
      'London, UK',
      'ada@example.com',
      'linkedin.com/in/ada-lovelace',
      'Dear Acme team,',
      'the ledger',
      'One',
      'Two',
      'Sincerely,',
    ])
      expect(text).toContain(part);
    expect(text).not.toContain('**');
    expect(text).toMatch(/[A-Z][a-z]+ \d{1,2}, \d{4}/);
    // The email and the profile are links in the file, as on the resume.
    expect(pdf.links.sort()).toEqual(['https://www.linkedin.com/in/ada-lovelace/', 'mailto:ada@example.com']);
  });

  it('downloads as a Word file Word can open, whatever control characters were pasted into the letter', async () => {
    const agent = h.agent();
    await agent.register('ada@example.com');
    // A vertical tab is how Word itself writes a manual line break; a bell and a form feed come with odd pastes.
    const letter = await letterWith(agent, 'Dear Acme team,\vI lead payments.\u0007\n\nBest,\fAda');
    const response = await agent.get(`/api/cover-letters/${letter.id}/export.docx`);
    expect(response.statusCode).toBe(200);
    const docx = await readDocx(response.rawPayload);
    expect(forbiddenControls(docx.document)).toEqual([]);
    expect(docx.paragraphs.map((p) => p.text)).toEqual(
      expect.arrayContaining(['Dear Acme team,\nI lead payments.', 'Best,\nAda']),
    );
  });

  it('downloads as a Word file: the letterhead, a paragraph’s lines kept together, lists as bullets, bold as bold', async () => {
    const agent = h.agent();
    await agent.register('ada@example.com');
    const letter = await letterWith(agent, BODY);
    const response = await agent.get(`/api/cover-letters/${letter.id}/export.docx?size=LETTER`);
    expect(response.statusCode, response.body.slice(0, 200)).toBe(200);
    expect(response.headers['content-type']).toBe(
      'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    );
    expect(response.headers['content-disposition']).toContain('filename="Acme letter.docx"');
    const docx = await readDocx(response.rawPayload);
    expect(docx.links.sort()).toEqual(['https://www.linkedin.com/in/ada-lovelace/', 'mailto:ada@example.com']);
    expect(docx.title).toBe('Ada Lovelace cover letter');
    expect(docx.document).toContain('w:w="12240" w:h="15840"');
    const texts = docx.paragraphs.map((p) => p.text);
    // How to reach the writer and where they are, as a resume's header has it; the link reads as typed.
    expect(texts.slice(0, 2)).toEqual(['Ada Lovelace', 'ada@example.com · London, UK · linkedin.com/in/ada-lovelace']);
    expect(texts[2]).toMatch(/^[A-Z][a-z]+ \d{1,2}, \d{4}$/);
    expect(texts.slice(3)).toEqual([
      'Dear Acme team,',
      'At Monzo, I built the ledger in Python.',
      'One',
      'Two',
      'Sincerely,\nAda Lovelace',
    ]);
    const items = docx.paragraphs.filter((p) => p.properties.includes('<w:numPr>'));
    expect(items.map((p) => p.text)).toEqual(['One', 'Two']);
    // Bold in the run that holds the words, and only there.
    const run = (words: string) => new RegExp(`<w:r>(?:(?!</w:r>).)*>${words}</w:t></w:r>`).exec(docx.document)?.[0];
    expect(run('the ledger')).toContain('<w:b/>');
    expect(run(' in Python.')).not.toContain('<w:b/>');
    expect(docx.document).toContain('<w:br/>');
  });

  it('downloads as plain text without markup', async () => {
    const agent = h.agent();
    await agent.register('ada@example.com');
    const letter = await letterWith(agent, BODY);
    const response = await agent.get(`/api/cover-letters/${letter.id}/export.txt`);
    expect(response.body).toBe(
      'Dear Acme team,\n\nAt Monzo, I built the ledger in Python.\n\n• One\n• Two\n\nSincerely,\nAda Lovelace\n',
    );
  });

  it('refuses a letter with an unbacked claim until the user confirms it', async () => {
    const agent = h.agent();
    await agent.register('ada@example.com');
    const letter = await letterWith(agent, 'At Google, I ran Kubernetes.');
    for (const format of ['pdf', 'docx', 'txt']) {
      const refused = await agent.get(`/api/cover-letters/${letter.id}/export.${format}`);
      expect(refused.statusCode).toBe(409);
      expect(refused.json().detail).toContain('“Google”, “Kubernetes”');
      expect(refused.json().claims.map((c: { text: string }) => c.text)).toEqual(['Google', 'Kubernetes']);
    }
    await agent.patch(`/api/cover-letters/${letter.id}/`, { confirmed_claims: ['employer:google'] });
    const still = await agent.get(`/api/cover-letters/${letter.id}/export.txt`);
    expect(still.json().claims.map((c: { text: string }) => c.text)).toEqual(['Kubernetes']);
    await agent.post('/api/content/skills/', { skill_name: 'Kubernetes' });
    expect((await agent.get(`/api/cover-letters/${letter.id}/export.txt`)).statusCode).toBe(200);
  });

  it('a letter for a pasted posting may name that posting’s employer and role', async () => {
    const agent = h.agent();
    await agent.register('ada@example.com');
    const letter = await letterWith(agent, 'I would love to join Wise as a Staff Engineer.');
    expect((await agent.get(`/api/cover-letters/${letter.id}/export.txt`)).statusCode).toBe(409);
    const patched = await agent.patch(`/api/cover-letters/${letter.id}/`, { title: 'Staff Engineer', company: 'Wise' });
    expect(patched.json()).toMatchObject({ job: null, job_title: 'Staff Engineer', job_company: 'Wise' });
    expect((await agent.get(`/api/cover-letters/${letter.id}/export.txt`)).statusCode).toBe(200);
  });

  it('refuses a letter with nothing written in it, in every format; another user’s is not found', async () => {
    const agent = h.agent();
    await agent.register('ada@example.com');
    const letter = await letterWith(agent, '\n\n- \n**  **\n');
    for (const file of ['export.pdf?size=LETTER', 'export.docx', 'export.txt']) {
      const refused = await agent.get(`/api/cover-letters/${letter.id}/${file}`);
      expect(refused.statusCode, file).toBe(409);
      expect(refused.json(), file).toMatchObject({ detail: emptyLetterMessage, code: 'empty' });
    }
    await agent.patch(`/api/cover-letters/${letter.id}/`, { body: 'Dear Acme team,' });
    expect((await agent.get(`/api/cover-letters/${letter.id}/export.pdf`)).statusCode).toBe(200);
    const other = h.agent();
    await other.register('other@example.com');
    expect((await other.get(`/api/cover-letters/${letter.id}/export.pdf`)).statusCode).toBe(404);
  });
});
