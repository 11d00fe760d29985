import JSZip from 'jszip';
import { describe, expect, it } from 'vitest';
import { parseCsv } from './csv.js';
import { readLinkedInZip } from './read-linkedin.js';

describe('parseCsv', () => {
  it.each([
    ['quoted commas', 'a,"b, c",d', [['a', 'b, c', 'd']]],
    [
      'quoted line breaks and quotes',
      '"line 1\nline ""2""",x\r\ny,z',
      [
        ['line 1\nline "2"', 'x'],
        ['y', 'z'],
      ],
    ],
    ['a byte order mark', '\ufeffName\nExcel\n', [['Name'], ['Excel']]],
  ])('reads %s', (_, text, rows) => {
    expect(parseCsv(text)).toEqual(rows);
  });
});

async function exportZip(files: Record<string, string>): Promise<Uint8Array> {
  const zip = new JSZip();
  for (const [name, content] of Object.entries(files)) zip.file(name, content);
  return zip.generateAsync({ type: 'uint8array', compression: 'DEFLATE' });
}

describe('readLinkedInZip', () => {
  it.each([
    [
      'a nurse',
      {
        'Profile.csv':
          'First Name,Last Name,Maiden Name,Address,Birth Date,Headline,Summary,Industry,Zip Code,Geo Location,Twitter Handles,Websites\nGrace,Ó Súilleabháin,,,,ICU Nurse,"Critical care nurse, 10 years.",Hospitals,,"Cork, Ireland",,\n',
        'Positions.csv':
          'Company Name,Title,Description,Location,Started On,Finished On\nCork University Hospital,Clinical Nurse Manager,"- Led a 20-bed ICU\n- Cut falls by 40%","Cork, Ireland",Mar 2021,\nMercy Hospital,Staff Nurse,Cared for surgical patients.,Cork,Jun 2014,Feb 2021\n',
        'Education.csv':
          'School Name,Start Date,End Date,Notes,Degree Name,Activities\nUniversity College Cork,2010,2014,,BSc in General Nursing,Rowing club\n',
        'Certifications.csv':
          'Name,Url,Authority,Started On,Finished On,License Number\nACLS Provider,,American Heart Association,Jan 2022,,\n',
        'Email Addresses.csv':
          'Email Address,Confirmed,Primary,Updated On\nold@example.com,Yes,No,\ngrace@example.ie,Yes,Yes,\n',
        'PhoneNumbers.csv': 'Extension,Number,Type\n,+353 21 123 4567,Mobile\n',
        'Skills.csv': 'Name\nCritical Care\nPatient Safety\n',
        'Languages.csv': 'Name,Proficiency\nIrish,Native or bilingual proficiency\n',
      },
      {
        basics: {
          name: 'Grace Ó Súilleabháin',
          email: 'grace@example.ie',
          phone: '+353 21 123 4567',
          summary: 'Critical care nurse, 10 years.',
          location: { city: 'Cork', region: 'Ireland' },
        },
        work: [
          {
            name: 'Cork University Hospital',
            position: 'Clinical Nurse Manager',
            location: 'Cork, Ireland',
            startDate: '2021-03',
            highlights: ['Led a 20-bed ICU', 'Cut falls by 40%'],
          },
          {
            name: 'Mercy Hospital',
            position: 'Staff Nurse',
            location: 'Cork',
            startDate: '2014-06',
            endDate: '2021-02',
            summary: 'Cared for surgical patients.',
          },
        ],
        education: [
          { institution: 'University College Cork', studyType: 'BSc', area: 'General Nursing', endDate: '2014' },
        ],
        certificates: [{ name: 'ACLS Provider', issuer: 'American Heart Association', date: '2022-01' }],
        skills: [{ name: 'Critical Care' }, { name: 'Patient Safety' }],
        languages: [{ language: 'Irish', fluency: 'Native or bilingual proficiency' }],
      },
    ],
    [
      'an engineer whose export was re-zipped in a folder',
      {
        'Basic_LinkedInDataExport/Profile.csv':
          '\ufeffFirst Name,Last Name,Headline,Summary,Geo Location\nYossi,כהן,Engineer,,Haifa\n',
        'Basic_LinkedInDataExport/Positions.csv':
          'Company Name,Title,Description,Location,Started On,Finished On\nIntel,Process Engineer,,,2019,\n',
      },
      {
        basics: { name: 'Yossi כהן', location: { city: 'Haifa' } },
        work: [{ name: 'Intel', position: 'Process Engineer', startDate: '2019' }],
      },
    ],
  ])('reads %s', async (_, files, expected) => {
    const { document, source } = await readLinkedInZip(await exportZip(files));
    expect(source).toBe('linkedin');
    expect(document).toMatchObject(expected);
  });

  it('reads a GitHub address among the websites as a profile, and the other site as the website', async () => {
    const { document } = await readLinkedInZip(
      await exportZip({
        'Profile.csv':
          'First Name,Last Name,Websites\nDan,Ko,"https://dkowalski.example.org,https://github.com/dkowalski-dev"\n',
      }),
    );
    expect(document.basics).toMatchObject({
      url: 'https://dkowalski.example.org',
      profiles: [{ network: 'GitHub', username: 'dkowalski-dev', url: 'https://github.com/dkowalski-dev' }],
    });
  });

  it('keeps the headline and education notes as unread', async () => {
    const { unread } = await readLinkedInZip(
      await exportZip({
        'Profile.csv': 'First Name,Last Name,Headline\nAl,Bo,Warehouse Lead\n',
        'Education.csv':
          'School Name,Start Date,End Date,Notes,Degree Name,Activities\nLeeds College,,2012,,NVQ Level 3,Football\n',
      }),
    );
    expect(unread.map((line) => line.text)).toEqual(['Warehouse Lead', 'Football']);
  });

  it('refuses a zip that is not a LinkedIn export', async () => {
    await expect(readLinkedInZip(await exportZip({ 'notes.txt': 'hello' }))).rejects.toMatchObject({
      code: 'not_resume',
    });
  });
});
