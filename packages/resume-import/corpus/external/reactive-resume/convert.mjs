// Turns Reactive Resume's own sample resumes (source/<template>.json, the data its template PDFs in source/ were
// printed from) into JSON Resume truth files (truth/<template>.json) and a manifest for scripts/evaluate.ts
// --manifest. Reactive Resume stores dates as free text ("January 2019 to Present", "Aug 2012 - May 2016"), an
// education's degree and field in one string ("Bachelor's in Computer Science") and some places in the field's slot;
// the truth says what the page prints, as a careful reader would enter it.
// Usage: node packages/resume-import/corpus/external/reactive-resume/convert.mjs (needs pdftotext).
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { absentFields } from '../../absent-fields.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const TEMPLATES = ['azurill', 'bronzor', 'chikorita', 'ditto', 'gengar', 'glalie', 'kakuna', 'leafish'];
TEMPLATES.push('nosepass', 'onyx', 'pikachu', 'rhyhorn');
// Every third template, chosen before any was read, is held out: only its totals are looked at.
const HOLDOUT = new Set(['chikorita', 'glalie', 'nosepass', 'rhyhorn']);
const MONTHS = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'];

/** "January 2019" as 2019-01, "2019" as 2019, "Present" as nothing. */
function month(text) {
  const words = /^([A-Za-z]+)\s+(\d{4})/.exec(text.trim());
  if (words) return `${words[2]}-${String(MONTHS.indexOf(words[1].slice(0, 3).toLowerCase()) + 1).padStart(2, '0')}`;
  return /^(\d{4})/.exec(text.trim())?.[1];
}
function period(text) {
  const [start = '', end = ''] = text.split(/ to | - /);
  return { ...(month(start) ? { startDate: month(start) } : {}), ...(month(end) ? { endDate: month(end) } : {}) };
}
const plain = (html) =>
  html
    .replace(/<[^>]+>/g, '')
    .replace(/&amp;/g, '&')
    .replace(/&#39;|&apos;/g, "'")
    .replace(/&quot;/g, '"')
    .trim();
const items = (html) => [...(html ?? '').matchAll(/<li>(.*?)<\/li>/gs)].map((match) => plain(match[1]));

function truthOf(data) {
  const { basics, sections } = data;
  const shown = (key) => sections[key].visible !== false;
  const [city, region = ''] = basics.location.split(/,\s*/);
  return {
    basics: {
      name: basics.name,
      label: basics.headline,
      email: basics.email,
      phone: basics.phone,
      url: basics.url.href.replace(/\/$/, ''),
      location: { city, region },
      summary: plain(sections.summary.content),
      profiles: shown('profiles')
        ? sections.profiles.items.map((p) => ({ network: p.network, username: p.username, url: p.url.href }))
        : [],
    },
    work: sections.experience.items.map((role) => ({
      name: role.company,
      position: role.position,
      location: role.location,
      ...period(role.date),
      highlights: items(role.summary),
    })),
    education: sections.education.items.map((school) => {
      const [studyType, area = ''] = school.studyType.split(' in ');
      // "Berkeley, CA" in the field's slot is the school's place.
      const field = area || (/,\s*[A-Z]{2}$/.test(school.area) ? '' : school.area);
      return { institution: school.institution, studyType, area: field, ...period(school.date) };
    }),
    skills: shown('skills') ? sections.skills.items.map((s) => ({ name: s.name, keywords: s.keywords })) : [],
    certificates: shown('certifications')
      ? sections.certifications.items.map((c) => ({ name: c.name, issuer: c.issuer, date: c.date }))
      : [],
  };
}

fs.mkdirSync(path.join(here, 'truth'), { recursive: true });
const documents = TEMPLATES.map((template) => {
  const data = JSON.parse(fs.readFileSync(path.join(here, 'source', `${template}.json`), 'utf8'));
  const truth = truthOf(data);
  fs.writeFileSync(path.join(here, 'truth', `${template}.json`), `${JSON.stringify(truth, null, 2)}\n`);
  const pdf = path.join(here, 'source', `${template}.pdf`);
  const text = execFileSync('pdftotext', ['-enc', 'UTF-8', pdf, '-'], { encoding: 'utf8' });
  return {
    document: `external/reactive-resume/source/${template}.pdf`,
    person: `external/reactive-resume/truth/${template}.json`,
    split: HOLDOUT.has(template) ? 'holdout' : 'dev',
    source: 'pdf',
    renderer: `reactive-resume-${template}`,
    absent: absentFields(truth, text),
  };
});
fs.writeFileSync(
  path.join(here, 'manifest.json'),
  `${JSON.stringify({ description: "Reactive Resume's sample resumes, one per template (see README.md).", documents }, null, 2)}\n`,
);
process.stdout.write(
  `${documents.length} documents, ${documents.filter((d) => d.split === 'holdout').length} held out\n`,
);
