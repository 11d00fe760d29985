import { readFileSync } from 'node:fs';
import path from 'node:path';
import JSZip from 'jszip';
import { expect, it } from 'vitest';
import { RESUME_IMPORT_MAX_BYTES, resumeImportMessages, type ResumeImportResult } from '@hirestride/shared';
import { describeOnDatabases, multipartFile, readBack, type Agent } from '../../test/harness.js';

const URL = '/api/content/resume-import/';
const pdfFixture = (name: string) =>
  readFileSync(path.resolve(import.meta.dirname, '../../../../packages/resume-import/src/pdf/fixtures', name));

const upload = (agent: Agent, bytes: Buffer, filename = 'resume.pdf', type?: string) => {
  const { body, contentType } = multipartFile('file', filename, bytes, type);
  return agent.post(URL, undefined, { rawBody: body, headers: { 'content-type': contentType } });
};

/** A Word file with a name, a contact line and one role: the smallest document a person might upload. */
async function wordFile(): Promise<Buffer> {
  const w = 'xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"';
  const p = (text: string, style?: string) =>
    `<w:p>${style ? `<w:pPr><w:pStyle w:val="${style}"/></w:pPr>` : ''}<w:r><w:t xml:space="preserve">${text}</w:t></w:r></w:p>`;
  const zip = new JSZip();
  zip.file('[Content_Types].xml', '<?xml version="1.0"?><Types/>');
  zip.file(
    'word/document.xml',
    `<?xml version="1.0"?><w:document ${w}><w:body>${[
      p('Maria Santos', 'Title'),
      p('maria.santos@example.com | +44 7700 900123 | Leeds, UK'),
      p('Experience', 'Heading1'),
      p('Warehouse Supervisor, Northway Logistics'),
      p('Mar 2021 – Present'),
      p('Led a team of 14 pickers and packers on the night shift.'),
      p('Skills', 'Heading1'),
      p('Forklift operation, Stock control, Rota planning'),
    ].join('')}</w:body></w:document>`,
  );
  return zip.generateAsync({ type: 'nodebuffer' });
}

describeOnDatabases('resume import', (h) => {
  const signedIn = async () => {
    const agent = h.agent();
    await agent.register('reader@example.com');
    return agent;
  };

  it('reads a PDF made by a browser into a JSON Resume document, and stores nothing', async () => {
    const agent = await signedIn();
    const before = await readBack(agent);
    const res = await upload(agent, pdfFixture('one-column.pdf'));
    expect(res.statusCode, res.body).toBe(200);
    const result = res.json() as ResumeImportResult;
    expect(result.source).toBe('pdf');
    const basics = result.document.basics as { name?: string; email?: string };
    expect(basics.name).toBeTruthy();
    expect(basics.email).toMatch(/@/);
    expect((result.document.work as unknown[]).length).toBeGreaterThan(0);
    expect(await readBack(agent)).toBe(before);
  });

  it.each([
    ['a Word document', 'cv.docx', 'docx', wordFile],
    [
      'a LinkedIn export',
      'Basic_LinkedInDataExport.zip',
      'linkedin',
      async () => {
        const zip = new JSZip();
        zip.file(
          'Profile.csv',
          'First Name,Last Name,Headline,Summary,Geo Location\nMaria,Santos,Warehouse Supervisor,,"Leeds, UK"\n',
        );
        zip.file(
          'Positions.csv',
          'Company Name,Title,Description,Location,Started On,Finished On\nNorthway Logistics,Warehouse Supervisor,Led a team of 14.,Leeds,Mar 2021,\n',
        );
        zip.file('Skills.csv', 'Name\nForklift operation\n');
        return zip.generateAsync({ type: 'nodebuffer' });
      },
    ],
    [
      'a text file',
      'cv.txt',
      'text',
      async () =>
        Buffer.from(
          'Maria Santos\nmaria.santos@example.com\n\nExperience\nWarehouse Supervisor, Northway Logistics\nMar 2021 – Present\n- Led a team of 14 pickers.\n',
        ),
    ],
  ])('reads %s, by what it holds rather than its name', async (_what, filename, source, make) => {
    const agent = await signedIn();
    // Named as something else: the first bytes decide.
    const res = await upload(agent, await make(), `renamed-${filename}.bin`);
    expect(res.statusCode, res.body).toBe(200);
    const result = res.json() as ResumeImportResult;
    expect(result.source).toBe(source);
    const work = result.document.work as Array<{ name?: string; position?: string; startDate?: string }>;
    expect(work[0]).toMatchObject({
      name: 'Northway Logistics',
      position: 'Warehouse Supervisor',
      startDate: '2021-03',
    });
  });

  it('reads pasted text sent as JSON', async () => {
    const agent = await signedIn();
    const res = await agent.post(URL, {
      text: 'Aisha Rahman\naisha.rahman@example.com\n\nExperience\nRegistered Nurse, St Mary’s Hospital\nJan 2019 – Present\n• Cared for 6 patients per shift on a surgical ward\n\nSkills\nWound care, Medication administration',
    });
    expect(res.statusCode, res.body).toBe(200);
    const result = res.json() as ResumeImportResult;
    expect(result.source).toBe('text');
    expect((result.document.basics as { name?: string }).name).toBe('Aisha Rahman');
  });

  it.each([
    ['a PDF with no text layer (a scan)', () => pdfFixture('scan-like.pdf'), 400, 'no_text'],
    ['a password-protected PDF', () => pdfFixture('encrypted.pdf'), 400, 'encrypted'],
    ['a truncated PDF', () => pdfFixture('one-column.pdf').subarray(0, 600), 400, 'unreadable'],
  ] as const)('refuses %s with a sentence that says so', async (_what, make, status, code) => {
    const agent = await signedIn();
    const before = await readBack(agent);
    const res = await upload(agent, make());
    expect(res.statusCode, res.body).toBe(status);
    const body = res.json() as { detail: string; code?: string };
    expect(body.detail).toMatch(/\w+ \w+ \w+/);
    expect(body.code).toBe(code);
    expect(await readBack(agent)).toBe(before);
  });

  it('answers 415 to a kind of file it does not read, and 413 over the size', async () => {
    const agent = await signedIn();
    const png = Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex');
    const image = await upload(agent, png, 'photo.png', 'image/png');
    expect(image.statusCode).toBe(415);
    expect(image.json().detail).toBe(resumeImportMessages.unsupported);
    const zip = new JSZip();
    zip.file('holiday.jpg', 'not a resume');
    const other = await upload(agent, await zip.generateAsync({ type: 'nodebuffer' }), 'photos.zip');
    expect(other.statusCode).toBe(415);
    const huge = Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.alloc(RESUME_IMPORT_MAX_BYTES + 1, 32)]);
    const big = await upload(agent, huge);
    expect(big.statusCode).toBe(413);
    expect(big.json().detail).toBe(resumeImportMessages.tooLarge);
  });

  it('refuses a zip bomb dressed as a Word file without unpacking it', async () => {
    const agent = await signedIn();
    const zip = new JSZip();
    zip.file('word/document.xml', 'a'.repeat(60 * 1024 * 1024), { compression: 'DEFLATE' });
    const bytes = await zip.generateAsync({ type: 'nodebuffer', compression: 'DEFLATE' });
    const res = await upload(agent, bytes, 'cv.docx');
    expect(res.statusCode, res.body).toBe(400);
  });

  it('refuses an empty paste, a missing file and a request without its CSRF header', async () => {
    const agent = await signedIn();
    const empty = await agent.post(URL, { text: '   ' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().text).toEqual([resumeImportMessages.emptyText]);
    const { body, contentType } = multipartFile('photo', 'cv.pdf', pdfFixture('one-column.pdf'));
    const wrongField = await agent.post(URL, undefined, { rawBody: body, headers: { 'content-type': contentType } });
    expect(wrongField.statusCode).toBe(400);
    expect(wrongField.json().file).toEqual([resumeImportMessages.noFile]);
    const noCsrf = await agent.post(URL, { text: 'Maria Santos' }, { noCsrf: true });
    expect(noCsrf.statusCode).toBe(403);
    const anonymous = await h.agent().post(URL, { text: 'Maria Santos' });
    expect(anonymous.statusCode).toBe(401);
  });
});
