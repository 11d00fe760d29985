/** LinkedIn's "Get a copy of your data" export (a zip of CSV files) as a JSON Resume document. */
import type { JsonResume } from '@hirestride/resume-formats';
import { SafeZip } from '../docx/zip-guard.js';
import { readBody } from '../sectioner/body.js';
import { bulletOf } from '../sectioner/lines.js';
import { locationOf, profileOf } from '../sectioner/contact.js';
import { isoDate } from '../sectioner/dates.js';
import { splitDegree } from '../sectioner/education.js';
import { ImportRefusal, type ImportResult, type UnreadLine } from '../types.js';
import { csvRecords } from './csv.js';

/** The files read, by the column that marks their header row. */
const FILES = {
  profile: ['Profile.csv', 'First Name'],
  positions: ['Positions.csv', 'Company Name'],
  education: ['Education.csv', 'School Name'],
  skills: ['Skills.csv', 'Name'],
  certifications: ['Certifications.csv', 'Name'],
  languages: ['Languages.csv', 'Name'],
  emails: ['Email Addresses.csv', 'Email Address'],
  phones: ['PhoneNumbers.csv', 'Number'],
  projects: ['Projects.csv', 'Title'],
  honors: ['Honors.csv', 'Title'],
  volunteering: ['Volunteering.csv', 'Company Name'],
} as const;

type FileKey = keyof typeof FILES;

/** A LinkedIn date ("Mar 2021", "2021", "03/2021") as JSON Resume writes it. */
const dateOf = (value: string | undefined) => (value?.trim() ? isoDate(value) : undefined);

const nonEmpty = <T extends Record<string, unknown>>(object: T): T =>
  Object.fromEntries(Object.entries(object).filter(([, value]) => value !== undefined && value !== '')) as T;

/** A free-text description as summary and highlights: lines opening with a bullet are highlights. */
function description(text: string | undefined): { summary?: string; highlights?: string[] } {
  if (!text?.trim()) return {};
  const lines = text.split(/\r?\n/).filter((line) => line.trim() !== '');
  return readBody(lines.map((line) => bulletOf({ text: line })));
}

/** Reads a LinkedIn data export. Throws ImportRefusal when the zip is unsafe or is not a LinkedIn export. */
export async function readLinkedInZip(bytes: Uint8Array): Promise<ImportResult> {
  const zip = await SafeZip.open(bytes, 'LinkedIn export');
  const names = zip.names();
  const records = async (key: FileKey): Promise<Array<Record<string, string>>> => {
    const [file, column] = FILES[key];
    // The export may be re-zipped inside a folder; the file is found by its own name.
    const name = names.find((entry) => entry.split('/').pop()?.toLowerCase() === file.toLowerCase());
    if (!name) return [];
    return csvRecords((await zip.text(name)) ?? '', column);
  };
  const [profile, positions, schools, skillRows, certifications, languages, emails, phones] = await Promise.all([
    records('profile'),
    records('positions'),
    records('education'),
    records('skills'),
    records('certifications'),
    records('languages'),
    records('emails'),
    records('phones'),
  ]);
  if ([profile, positions, schools, skillRows, certifications].every((rows) => rows.length === 0)) {
    throw new ImportRefusal(
      'This zip is not a LinkedIn data export: it has none of Profile.csv, Positions.csv, Education.csv or Skills.csv.',
      'not_resume',
    );
  }
  const unread: UnreadLine[] = [];
  const person = profile[0] ?? {};
  const email =
    emails.find((row) => /^yes$/i.test(row.Primary ?? '') && row['Email Address']) ??
    emails.find((row) => row['Email Address']);
  const phone = phones.find((row) => row.Number);
  const websites = [...(person.Websites ?? '').matchAll(/https?:\/\/[^\s,\]]+/g)].map((match) => match[0]);
  // A GitHub or Behance address among the websites is a profile; the first other one is the person's own site.
  const profiles = websites
    .map(profileOf)
    .filter((profile): profile is NonNullable<typeof profile> => profile !== null);
  const site = websites.find((url) => profileOf(url) === null);
  const basics: NonNullable<JsonResume['basics']> = nonEmpty({
    name: [person['First Name'], person['Last Name']].filter(Boolean).join(' '),
    email: email?.['Email Address'],
    phone: phone
      ? [phone.Number, phone.Extension ? `ext. ${phone.Extension}` : ''].filter(Boolean).join(' ')
      : undefined,
    summary: person.Summary,
    url: site,
    location: person['Geo Location'] ? locationOf(person['Geo Location']) : undefined,
    profiles: profiles.length > 0 ? profiles : undefined,
  });
  if (person.Headline) {
    unread.push({
      text: person.Headline,
      reason: 'From your LinkedIn headline: HireStride keeps no headline — add it as a snippet',
    });
  }

  const work = positions.map((row) =>
    nonEmpty({
      name: row['Company Name'],
      position: row.Title,
      location: row.Location,
      startDate: dateOf(row['Started On']),
      endDate: dateOf(row['Finished On']),
      ...description(row.Description),
    }),
  );
  const education = schools.map((row) => {
    const degree = row['Degree Name'] ? splitDegree(row['Degree Name']) : {};
    for (const column of ['Notes', 'Activities'] as const) {
      if (row[column])
        unread.push({
          text: row[column],
          reason: `From LinkedIn education “${column}”: no matching education field — add it as a snippet`,
        });
    }
    return nonEmpty({ institution: row['School Name'], ...degree, endDate: dateOf(row['End Date']) });
  });
  const certificates = certifications.map((row) =>
    nonEmpty({ name: row.Name, issuer: row.Authority, date: dateOf(row['Started On']) ?? dateOf(row['Finished On']) }),
  );
  const skills: NonNullable<JsonResume['skills']> = skillRows
    .filter((row) => row.Name)
    .map((row) => ({ name: row.Name }));
  const spoken: NonNullable<JsonResume['languages']> = languages
    .filter((row) => row.Name)
    .map((row) => nonEmpty({ language: row.Name, fluency: row.Proficiency }));
  // Sections the library has no home for stay readable as snippets.
  for (const [key, section, title] of [
    ['projects', 'Projects', 'Title'],
    ['honors', 'Honors', 'Title'],
    ['volunteering', 'Volunteering', 'Role'],
  ] as const) {
    for (const row of await records(key)) {
      const text = [row[title], row['Company Name'], row.Description].filter(Boolean).join(' — ');
      if (text)
        unread.push({ text, reason: `From LinkedIn “${section}”: no matching library section — add it as a snippet` });
    }
  }

  const document: JsonResume = {
    $schema: 'https://raw.githubusercontent.com/jsonresume/resume-schema/v1.0.0/schema.json',
    basics,
    ...(work.length > 0 ? { work } : {}),
    ...(education.length > 0 ? { education } : {}),
    ...(certificates.length > 0 ? { certificates } : {}),
    ...(skills.length > 0 ? { skills } : {}),
    ...(spoken.length > 0 ? { languages: spoken } : {}),
    meta: { version: 'v1.0.0' },
  };
  return { document, unread, source: 'linkedin' };
}
