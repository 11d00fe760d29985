// Turns RenderCV's example CVs (source/<theme>.yaml, the input its PDFs in source/ were typeset from) into JSON
// Resume truth files (truth/<theme>.json) and a manifest for scripts/evaluate.ts --manifest. RenderCV writes
// Markdown in its fields ("**bold**", "[name](url)") and nests bullets inside a highlight (" - …"); the truth says
// what the page prints. Usage: node packages/resume-import/corpus/external/rendercv/convert.mjs (needs pdftotext).
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { absentFields } from '../../absent-fields.mjs';
import { parse } from 'yaml';

const here = path.dirname(fileURLToPath(import.meta.url));
const THEMES = ['classic', 'ember', 'engineeringclassic', 'engineeringresumes', 'harvard', 'ink', 'moderncv', 'opal'];
THEMES.push('sb2nov');
// Every third theme, chosen before any was read, is held out: only its totals are looked at.
const HOLDOUT = new Set(['engineeringclassic', 'ink', 'sb2nov']);
const PROFILE_URL = { LinkedIn: 'https://linkedin.com/in/', GitHub: 'https://github.com/' };

const plain = (text) =>
  String(text ?? '')
    .replace(/\[([^\]]+)\]\([^)]+\)/g, '$1')
    .replace(/\*\*?([^*]+)\*\*?/g, '$1')
    .trim();
const month = (value) => {
  const text = String(value ?? '');
  if (!text || /present/i.test(text)) return undefined;
  return /^\d{4}-\d{2}/.test(text) ? text.slice(0, 7) : text.slice(0, 4);
};
const period = (item) => ({
  ...(month(item.start_date) ? { startDate: month(item.start_date) } : {}),
  ...(month(item.end_date) ? { endDate: month(item.end_date) } : {}),
});
// A highlight with bullets of its own, folded by YAML into one line: "… impact - ICML 2022 … - NeurIPS 2022 …".
const highlights = (items) => (items ?? []).flatMap((item) => plain(item).split(/\s+- (?=\p{Lu})/u));

function truthOf(cv) {
  const sections = cv.sections;
  const [city, region = ''] = cv.location.split(/,\s*/);
  return {
    basics: {
      name: cv.name,
      email: cv.email,
      url: cv.website.replace(/\/$/, ''),
      location: { city, region },
      profiles: (cv.social_networks ?? []).map((profile) => ({
        network: profile.network,
        username: profile.username,
        url: `${PROFILE_URL[profile.network]}${profile.username}`,
      })),
    },
    work: (sections.experience ?? []).map((role) => ({
      name: plain(role.company),
      position: plain(role.position),
      location: role.location,
      ...period(role),
      highlights: highlights(role.highlights),
    })),
    education: (sections.education ?? []).map((school) => ({
      institution: plain(school.institution),
      studyType: school.degree,
      area: school.area,
      ...period(school),
    })),
    skills: (sections.skills ?? []).map((group) => ({
      name: group.label,
      keywords: plain(group.details)
        .split(',')
        .map((keyword) => keyword.trim()),
    })),
    certificates: [],
  };
}

fs.mkdirSync(path.join(here, 'truth'), { recursive: true });
const documents = THEMES.map((theme) => {
  const { cv } = parse(fs.readFileSync(path.join(here, 'source', `${theme}.yaml`), 'utf8'));
  const truth = truthOf(cv);
  fs.writeFileSync(path.join(here, 'truth', `${theme}.json`), `${JSON.stringify(truth, null, 2)}\n`);
  const pdf = path.join(here, 'source', `${theme}.pdf`);
  const text = execFileSync('pdftotext', ['-enc', 'UTF-8', pdf, '-'], { encoding: 'utf8' });
  return {
    document: `external/rendercv/source/${theme}.pdf`,
    person: `external/rendercv/truth/${theme}.json`,
    split: HOLDOUT.has(theme) ? 'holdout' : 'dev',
    source: 'pdf',
    renderer: `rendercv-${theme}`,
    absent: absentFields(truth, text),
  };
});
const description = "RenderCV's example CVs, one per theme (see README.md).";
fs.writeFileSync(path.join(here, 'manifest.json'), `${JSON.stringify({ description, documents }, null, 2)}\n`);
const held = documents.filter((document) => document.split === 'holdout').length;
process.stdout.write(`${documents.length} documents, ${held} held out\n`);
