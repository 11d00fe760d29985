import JSZip from 'jszip';
import { describe, expect, it } from 'vitest';
import { ImportRefusal } from '../types.js';
import { readDocx } from './read-docx.js';
import { listZipEntries } from './zip-guard.js';

const W =
  'xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main" xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships"';
const esc = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;');
const run = (text: string, bold = false) =>
  `<w:r>${bold ? '<w:rPr><w:b/></w:rPr>' : ''}${text
    .split('\t')
    .map((part) => `<w:t xml:space="preserve">${esc(part)}</w:t>`)
    .join('<w:tab/>')}</w:r>`;
const p = (text: string, options: { style?: string; list?: boolean; bold?: boolean } = {}) =>
  `<w:p><w:pPr>${options.style ? `<w:pStyle w:val="${options.style}"/>` : ''}${options.list ? '<w:numPr><w:ilvl w:val="0"/><w:numId w:val="1"/></w:numPr>' : ''}<w:tabs><w:tab w:val="right" w:pos="9000"/></w:tabs></w:pPr>${run(text, options.bold)}</w:p>`;
const row = (...cells: string[]) => `<w:tr>${cells.map((cell) => `<w:tc>${p(cell)}</w:tc>`).join('')}</w:tr>`;

const STYLES = `<?xml version="1.0"?><w:styles ${W}><w:docDefaults><w:rPrDefault><w:rPr><w:sz w:val="22"/></w:rPr></w:rPrDefault></w:docDefaults>
<w:style w:type="paragraph" w:styleId="Title"><w:name w:val="Title"/><w:rPr><w:sz w:val="48"/></w:rPr></w:style>
<w:style w:type="paragraph" w:styleId="Heading1"><w:name w:val="heading 1"/><w:rPr><w:b/><w:sz w:val="28"/></w:rPr></w:style></w:styles>`;
const NUMBERING = `<?xml version="1.0"?><w:numbering ${W}><w:abstractNum w:abstractNumId="0"><w:lvl w:ilvl="0"><w:numFmt w:val="bullet"/></w:lvl></w:abstractNum><w:num w:numId="1"><w:abstractNumId w:val="0"/></w:num></w:numbering>`;

async function docx(body: string, extra: Record<string, string> = {}): Promise<Uint8Array> {
  const zip = new JSZip();
  zip.file('[Content_Types].xml', '<?xml version="1.0"?><Types/>');
  zip.file('word/document.xml', `<?xml version="1.0"?><w:document ${W}><w:body>${body}</w:body></w:document>`);
  zip.file('word/styles.xml', STYLES);
  zip.file('word/numbering.xml', NUMBERING);
  for (const [name, content] of Object.entries(extra)) zip.file(name, content);
  return zip.generateAsync({ type: 'uint8array', compression: 'DEFLATE' });
}

describe('readDocx', () => {
  it.each([
    [
      'a teacher with heading styles, tabbed dates and a list',
      [
        p('Aoife Byrne', { style: 'Title' }),
        p('aoife.byrne@example.ie | +353 87 123 4567'),
        p('Teaching History', { style: 'Heading1' }),
        p('Maths Teacher, St Brigid’s College\tSep 2019 – Present', { bold: true }),
        p('Taught Junior and Leaving Cert maths to five classes.', { list: true }),
        p('Qualifications', { style: 'Heading1' }),
        p('PME Mathematics, University College Dublin, 2019'),
      ].join(''),
      {
        name: 'Aoife Byrne',
        work: [
          {
            position: 'Maths Teacher',
            name: 'St Brigid’s College',
            startDate: '2019-09',
            highlights: ['Taught Junior and Leaving Cert maths to five classes.'],
          },
        ],
      },
    ],
    [
      'an electrician laid out in a table',
      [
        p('Marek Nowak', { style: 'Title' }),
        p('marek.nowak@example.pl'),
        p('Experience', { style: 'Heading1' }),
        `<w:tbl>${row('Maintenance Electrician', 'Orlen SA', '2015 – 2021')}</w:tbl>`,
        p('Maintained HV switchgear.', { list: true }),
      ].join(''),
      {
        name: 'Marek Nowak',
        work: [
          {
            position: 'Maintenance Electrician',
            name: 'Orlen SA',
            startDate: '2015',
            endDate: '2021',
            highlights: ['Maintained HV switchgear.'],
          },
        ],
      },
    ],
    [
      'a page converted to Word: counted headings, roles that open with their dates, a length of service glued on',
      [
        p('Zoë Ångström-Núñez', { style: 'Title' }),
        p('zoe@example.com'),
        p('Work Experience(2)', { style: 'Heading1' }),
        p('Apr 2021 - Current'),
        p('Senior Staff Nurse, Respiratory Ward'),
        p('Leeds Teaching Hospitals NHS Trust'),
        p('Administer IV antibiotics, manage ventilation and titrate oxygen', { list: true }),
        p('Sept 2018 - Mar 20212 years 6 months'),
        p('Staff Nurse, Acute Medical Unit'),
        p('Bradford Teaching Hospitals NHS Foundation Trust'),
        p('Completed discharge planning with social workers', { list: true }),
      ].join(''),
      {
        name: 'Zoë Ångström-Núñez',
        work: [
          {
            position: 'Senior Staff Nurse, Respiratory Ward',
            name: 'Leeds Teaching Hospitals NHS Trust',
            startDate: '2021-04',
            highlights: ['Administer IV antibiotics, manage ventilation and titrate oxygen'],
          },
          {
            position: 'Staff Nurse, Acute Medical Unit',
            name: 'Bradford Teaching Hospitals NHS Foundation Trust',
            startDate: '2018-09',
            endDate: '2021-03',
            highlights: ['Completed discharge planning with social workers'],
          },
        ],
      },
    ],
  ])('reads %s', async (_, body, expected) => {
    const { document, source } = await readDocx(await docx(body));
    expect(source).toBe('docx');
    expect(document.basics?.name).toBe(expected.name);
    expect(document.work).toEqual(expected.work);
  });

  it('reads the name and contact in the page header and a LinkedIn link shown as a word', async () => {
    const bytes = await docx(
      [
        p('Skills', { style: 'Heading1' }),
        p('Excel, Sage 50, Payroll'),
        `<w:p><w:hyperlink r:id="rId9">${run('LinkedIn')}</w:hyperlink></w:p>`,
      ].join(''),
      {
        'word/header1.xml': `<?xml version="1.0"?><w:hdr ${W}>${p('Olu Adeyemi', { style: 'Title' })}${p('olu@example.com')}</w:hdr>`,
        'word/_rels/document.xml.rels': `<?xml version="1.0"?><Relationships><Relationship Id="rId9" Type="hyperlink" Target="https://www.linkedin.com/in/olu-adeyemi" TargetMode="External"/></Relationships>`,
      },
    );
    const { document } = await readDocx(bytes);
    expect(document.basics).toMatchObject({
      name: 'Olu Adeyemi',
      email: 'olu@example.com',
      profiles: [{ network: 'LinkedIn', username: 'olu-adeyemi' }],
    });
    expect(document.skills?.map((skill) => skill.name)).toEqual(['Excel', 'Sage 50', 'Payroll']);
  });

  it('does not expand entities and survives deep nesting', async () => {
    const deep = '<w:sdt>'.repeat(50_000) + p('Deep line') + '</w:sdt>'.repeat(50_000);
    const bomb = `<!DOCTYPE x [<!ENTITY a "aaaaaaaaaa"><!ENTITY b "&a;&a;&a;&a;&a;">]>`;
    const bytes = await docx(
      `${p('Nia Clarke')}${p('nia@example.com')}${p('Summary', { style: 'Heading1' })}${p('I write &b; here')}${deep}`,
    );
    const zip = await JSZip.loadAsync(bytes);
    zip.file(
      'word/document.xml',
      (await zip.file('word/document.xml')!.async('string')).replace(
        '<?xml version="1.0"?>',
        `<?xml version="1.0"?>${bomb}`,
      ),
    );
    const { document } = await readDocx(await zip.generateAsync({ type: 'uint8array', compression: 'DEFLATE' }));
    expect(document.basics?.summary).toBe('I write &b; here Deep line');
  });

  it.each([
    ['not a zip', new TextEncoder().encode('hello, I am a text file'), 'unreadable'],
    [
      'a password-protected Word file',
      (() => {
        const bytes = new Uint8Array(2048);
        bytes.set([0xd0, 0xcf, 0x11, 0xe0]);
        bytes.set(
          [...'EncryptedPackage'].flatMap((char) => [char.charCodeAt(0), 0]),
          512,
        );
        return bytes;
      })(),
      'encrypted',
    ],
  ])('refuses %s', async (_, bytes, code) => {
    await expect(readDocx(bytes)).rejects.toMatchObject({ code });
  });

  it('refuses a zip bomb before inflating it', async () => {
    const zip = new JSZip();
    zip.file('word/document.xml', 'a'.repeat(25 * 1024 * 1024));
    const bytes = await zip.generateAsync({ type: 'uint8array', compression: 'DEFLATE' });
    expect(
      listZipEntries(bytes, 'Word file').find((entry) => entry.name === 'word/document.xml')?.uncompressedSize,
    ).toBe(25 * 1024 * 1024);
    await expect(readDocx(bytes)).rejects.toBeInstanceOf(ImportRefusal);
    await expect(readDocx(bytes)).rejects.toMatchObject({ code: 'unreadable' });
  });
});
