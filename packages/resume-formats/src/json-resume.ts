/** The content library as a JSON Resume document (https://jsonresume.org/schema, v1.0.0) and back. */
import type { Certification, Education, SectionKey, Skill, Snippet, WorkExperience } from '@hirestride/shared/content';
import {
  linkToJsonResume,
  locationToJsonResume,
  type JsonResumeLocation,
  type JsonResumeProfile,
} from './json-resume-basics.js';

export const JSON_RESUME_SCHEMA = 'https://raw.githubusercontent.com/jsonresume/resume-schema/v1.0.0/schema.json';

/** The library as exported: About You and the five list sections in the API's shapes. */
export interface LibraryContent {
  personal_info: {
    first_name: string;
    last_name: string;
    email: string;
    phone: string;
    location: string;
    linkedin_url: string;
  } | null;
  experience: WorkExperience[];
  skills: Skill[];
  education: Education[];
  certifications: Certification[];
  snippets: Snippet[];
}

/** The parts of JSON Resume HireStride reads and writes. Other sections are kept out, not rejected. */
export interface JsonResume {
  $schema?: string;
  basics?: {
    name?: string;
    email?: string;
    phone?: string;
    summary?: string;
    url?: string;
    location?: JsonResumeLocation;
    profiles?: JsonResumeProfile[];
  };
  work?: Array<{
    name?: string;
    position?: string;
    location?: string;
    startDate?: string;
    endDate?: string;
    summary?: string;
    highlights?: string[];
  }>;
  education?: Array<{ institution?: string; area?: string; studyType?: string; endDate?: string; score?: string }>;
  certificates?: Array<{ name?: string; issuer?: string; date?: string }>;
  skills?: Array<{ name?: string; level?: string; keywords?: string[] }>;
  /** The library keeps spoken languages as skills in the category LANGUAGES_CATEGORY. */
  languages?: Array<{ language?: string; fluency?: string }>;
  meta?: { version?: string; lastModified?: string };
  /** Snippets have no JSON Resume section; other tools ignore this key, HireStride reads it back. */
  'x-hirestride'?: { snippets?: Array<{ title?: string; content?: string }> };
  [key: string]: unknown;
}

/** The skills category a JSON Resume's languages are kept under in the library. */
export const LANGUAGES_CATEGORY = 'Languages';

const BULLET = /^\s*[-•*·]\s+/;
const withValue = <T extends Record<string, unknown>>(object: T): T =>
  Object.fromEntries(
    Object.entries(object).filter(([, value]) => value !== '' && value !== null && value !== undefined),
  ) as T;

/** A description's bullet lines become highlights; the rest is the summary. */
function splitDescription(description: string): { summary?: string; highlights?: string[] } {
  const lines = description.split(/\r?\n/).filter((line) => line.trim() !== '');
  const highlights = lines.filter((line) => BULLET.test(line)).map((line) => line.replace(BULLET, '').trim());
  const summary = lines
    .filter((line) => !BULLET.test(line))
    .join('\n')
    .trim();
  return withValue({ summary, highlights: highlights.length > 0 ? highlights : undefined });
}

/** The library as a JSON Resume document; `now` is the export's lastModified. */
export function toJsonResume(library: LibraryContent, now: string): JsonResume {
  const info = library.personal_info;
  return {
    $schema: JSON_RESUME_SCHEMA,
    basics: withValue({
      name: info ? `${info.first_name} ${info.last_name}`.trim() : undefined,
      email: info?.email,
      phone: info?.phone,
      location: info ? locationToJsonResume(info.location) : undefined,
      ...(info ? linkToJsonResume(info.linkedin_url) : {}),
    }),
    work: library.experience.map((item) =>
      withValue({
        name: item.company,
        position: item.job_title,
        location: item.location,
        startDate: item.start_date,
        endDate: item.end_date ?? undefined,
        ...splitDescription(item.description),
      }),
    ),
    education: library.education.map((item) =>
      withValue({
        institution: item.institution,
        area: item.field,
        studyType: item.degree,
        endDate: item.end_dt ?? undefined,
        score: item.gpa ?? undefined,
      }),
    ),
    certificates: library.certifications.map((item) =>
      withValue({ name: item.cert_name, issuer: item.issuer, date: item.issue_dt ?? undefined }),
    ),
    skills: library.skills.map((item) =>
      withValue({
        name: item.skill_name,
        level: item.proficiency,
        keywords: item.category ? [item.category] : undefined,
      }),
    ),
    meta: { version: 'v1.0.0', lastModified: now },
    'x-hirestride': {
      snippets: library.snippets.map((item) => withValue({ title: item.title, content: item.content })),
    },
  };
}

/** A JSON Resume date (2021, 2021-06 or 2021-06-15) as a full date, the first of the period; null when absent or unreadable. */
export function fullDate(value: string | undefined): string | null {
  const match = /^(\d{4})(?:-(\d{2}))?(?:-(\d{2}))?$/.exec(value?.trim() ?? '');
  if (!match) return null;
  return `${match[1]}-${match[2] ?? '01'}-${match[3] ?? '01'}`;
}

type Section = 'work-experiences' | 'skills' | 'education' | 'certifications' | 'snippets';

export interface ImportPlan {
  /** Payloads for the list sections' POST routes, in document order. */
  add: {
    'work-experiences': Array<Record<string, unknown>>;
    skills: Array<Record<string, unknown>>;
    education: Array<Record<string, unknown>>;
    certifications: Array<Record<string, unknown>>;
    snippets: Array<Record<string, unknown>>;
  };
  /** Entries the library already has, by section. */
  duplicates: Record<Section, number>;
  /** Entries that cannot be imported, each with the reason, shown before anything is added. */
  skipped: Array<{ section: Section; entry: string; reason: string }>;
}

const key = (...parts: Array<string | null | undefined>) =>
  parts.map((part) => (part ?? '').trim().toLowerCase()).join('\u0000');

/**
 * What importing a JSON Resume document would add to a library: new entries only (an entry the library or the
 * document already has is counted as a duplicate), and the entries that cannot be read, with why.
 */
export function planImport(document: JsonResume, existing: LibraryContent): ImportPlan {
  const plan: ImportPlan = {
    add: { 'work-experiences': [], skills: [], education: [], certifications: [], snippets: [] },
    duplicates: { 'work-experiences': 0, skills: 0, education: 0, certifications: 0, snippets: 0 },
    skipped: [],
  };
  const seen = {
    'work-experiences': new Set(existing.experience.map((e) => key(e.job_title, e.company, e.start_date))),
    skills: new Set(existing.skills.map((e) => key(e.skill_name))),
    education: new Set(existing.education.map((e) => key(e.degree, e.institution))),
    certifications: new Set(existing.certifications.map((e) => key(e.cert_name, e.issuer))),
    snippets: new Set(existing.snippets.map((e) => key(e.content))),
  };
  const offer = (section: Section, identity: string, payload: Record<string, unknown>) => {
    if (seen[section].has(identity)) {
      plan.duplicates[section] += 1;
      return;
    }
    seen[section].add(identity);
    plan.add[section].push(payload);
  };

  for (const [index, work] of (document.work ?? []).entries()) {
    const entry = `${work.position ?? '(no position)'} at ${work.name ?? '(no company)'}`;
    const start = fullDate(work.startDate);
    if (!work.position?.trim() || !work.name?.trim()) {
      plan.skipped.push({
        section: 'work-experiences',
        entry,
        reason: `Work entry ${index + 1} needs a position and a company.`,
      });
      continue;
    }
    if (!start) {
      plan.skipped.push({
        section: 'work-experiences',
        entry,
        reason: 'It has no start date (YYYY, YYYY-MM or YYYY-MM-DD).',
      });
      continue;
    }
    const description = [work.summary?.trim(), ...(work.highlights ?? []).map((line) => `- ${line.trim()}`)]
      .filter(Boolean)
      .join('\n');
    offer('work-experiences', key(work.position, work.name, start), {
      job_title: work.position.trim(),
      company: work.name.trim(),
      location: work.location?.trim() ?? '',
      start_date: start,
      end_date: fullDate(work.endDate),
      description,
    });
  }
  for (const skill of document.skills ?? []) {
    if (!skill.name?.trim()) continue;
    offer('skills', key(skill.name), {
      skill_name: skill.name.trim(),
      proficiency: skill.level?.trim() ?? '',
      category: skill.keywords?.[0]?.trim() ?? '',
    });
  }
  for (const spoken of document.languages ?? []) {
    if (!spoken.language?.trim()) continue;
    offer('skills', key(spoken.language), {
      skill_name: spoken.language.trim(),
      proficiency: spoken.fluency?.trim() ?? '',
      category: LANGUAGES_CATEGORY,
    });
  }
  for (const [index, school] of (document.education ?? []).entries()) {
    const degree = school.studyType?.trim() || school.area?.trim();
    if (!degree || !school.institution?.trim()) {
      plan.skipped.push({
        section: 'education',
        entry: school.institution ?? `Education entry ${index + 1}`,
        reason: 'It needs an institution and a degree (studyType).',
      });
      continue;
    }
    const gpa = Number(school.score);
    offer('education', key(degree, school.institution), {
      degree,
      field: school.studyType?.trim() ? (school.area?.trim() ?? '') : '',
      institution: school.institution.trim(),
      end_dt: fullDate(school.endDate),
      gpa: Number.isFinite(gpa) && gpa >= 0 && gpa <= 10 ? Math.round(gpa * 100) / 100 : null,
    });
  }
  for (const certificate of document.certificates ?? []) {
    if (!certificate.name?.trim()) continue;
    offer('certifications', key(certificate.name, certificate.issuer), {
      cert_name: certificate.name.trim(),
      issuer: certificate.issuer?.trim() ?? '',
      issue_dt: fullDate(certificate.date),
    });
  }
  for (const snippet of document['x-hirestride']?.snippets ?? []) {
    if (!snippet.content?.trim()) continue;
    offer('snippets', key(snippet.content), { title: snippet.title?.trim() ?? '', content: snippet.content.trim() });
  }
  return plan;
}

/** A label of at most 120 characters, as the import plan names items. */
export const shortLabel = (value: string) => (value.length > 120 ? `${value.slice(0, 119)}…` : value);

/**
 * How an import plan names one item of a section, from its API payload: the preview lists additions and duplicates
 * by these labels, and the review screen finds its items among them by the same text.
 */
export function importLabel(section: SectionKey, payload: Record<string, unknown>): string {
  const s = (key: string) => String(payload[key] ?? '').trim();
  switch (section) {
    case 'work-experiences':
      return shortLabel(`${s('job_title')} at ${s('company')}`);
    case 'skills':
      return shortLabel(s('skill_name'));
    case 'education':
      return shortLabel(`${s('degree')}, ${s('institution')}`);
    case 'certifications':
      return shortLabel(s('issuer') ? `${s('cert_name')} (${s('issuer')})` : s('cert_name'));
    case 'snippets':
      return shortLabel(s('title') || s('content').replace(/\s+/g, ' '));
  }
}
