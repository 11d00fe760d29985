/** What a JSON Resume import will do, in words a person can check before anything is stored. */
import * as z from 'zod';
import {
  importLabel,
  linkFromJsonResume,
  linksOfJsonResume,
  locationFromJsonResume,
  planImport,
  shortLabel,
  type JsonResume,
  type LibraryContent,
} from '@hirestride/resume-formats';
import {
  displayLink,
  libraryLimitProblem,
  normaliseUrl,
  personalInfoPayload,
  sectionSchemas,
  SECTION_KEYS,
  type JsonResumeImportResult,
  type SectionKey,
} from '@hirestride/shared';
import type { PersonalInfoValues } from './repository.js';

// ---- The request's document ------------------------------------------------------------------

// JSON Resume writers often emit null for an empty field; planImport reads undefined as "absent".
const text = z
  .string({ error: 'should be text' })
  .nullish()
  .transform((value) => value ?? undefined);
const list = <T extends z.ZodType>(item: T) =>
  z
    .array(item, { error: 'should be a list' })
    .nullish()
    .transform((value) => value ?? undefined);
const entry = <S extends z.ZodRawShape>(shape: S) => z.looseObject(shape, { error: 'should be an object' });

/** The parts planImport reads, with the types it relies on; everything else in the document passes through. */
const jsonResumeDocument = z.looseObject({
  basics: entry({
    name: text,
    email: text,
    phone: text,
    url: text,
    location: entry({ address: text, postalCode: text, city: text, countryCode: text, region: text }).nullish(),
    profiles: list(entry({ network: text, username: text, url: text })),
  }).nullish(),
  work: list(
    entry({
      name: text,
      position: text,
      location: text,
      startDate: text,
      endDate: text,
      summary: text,
      highlights: list(z.string({ error: 'should be text' })),
    }),
  ),
  education: list(
    entry({
      institution: text,
      area: text,
      studyType: text,
      endDate: text,
      // The schema says text, but numbers are a common way to write a GPA.
      score: z
        .union([z.string(), z.number()], { error: 'should be text' })
        .nullish()
        .transform((value) => (value === null || value === undefined ? undefined : String(value))),
    }),
  ),
  certificates: list(entry({ name: text, issuer: text, date: text })),
  skills: list(entry({ name: text, level: text, keywords: list(z.string({ error: 'should be text' })) })),
  languages: list(entry({ language: text, fluency: text })),
  'x-hirestride': entry({ snippets: list(entry({ title: text, content: text })) }).nullish(),
});

/** JSON Resume sections HireStride has no place for: reported, never stored. */
const UNSUPPORTED_SECTIONS = ['volunteer', 'awards', 'publications', 'interests', 'references', 'projects'] as const;
const KNOWN_KEYS = [
  '$schema',
  'meta',
  'basics',
  'work',
  'education',
  'certificates',
  'skills',
  'languages',
  'x-hirestride',
  ...UNSUPPORTED_SECTIONS,
];

const pathText = (path: ReadonlyArray<PropertyKey>) =>
  path.reduce<string>(
    (out, part) => (typeof part === 'number' ? `${out}[${part}]` : out ? `${out}.${String(part)}` : String(part)),
    '',
  );

/** The document when it is shaped like JSON Resume; otherwise the field errors that say where it is not. */
export function readJsonResume(document: Record<string, unknown>):
  | { ok: true; document: JsonResume }
  | {
      ok: false;
      errors: string[];
    } {
  if (!KNOWN_KEYS.some((key) => key in document)) {
    return {
      ok: false,
      errors: ['This is not a JSON Resume document: it has none of basics, work, education, skills or certificates.'],
    };
  }
  const parsed = jsonResumeDocument.safeParse(document);
  if (parsed.success) return { ok: true, document: parsed.data as JsonResume };
  const errors = parsed.error.issues
    .slice(0, 20)
    .map((issue) => `This is not a JSON Resume document: ${pathText(issue.path)} ${issue.message}.`);
  return { ok: false, errors };
}

// ---- The plan as the API reports it ----------------------------------------------------------

/** One item to store: its section, validated payload and label. */
export interface PlannedItem {
  section: SectionKey;
  payload: Record<string, unknown>;
  label: string;
}

export interface Plan {
  result: JsonResumeImportResult;
  items: PlannedItem[];
  personalInfo: PersonalInfoValues | null;
  /** One sentence per invalid item; when any, nothing may be stored. */
  invalid: string[];
}

const EMPTY: LibraryContent = {
  personal_info: null,
  experience: [],
  skills: [],
  education: [],
  certifications: [],
  snippets: [],
};

/** How a person would name an entry of each section ("Work entry 3"). */
const ENTRY_NOUN: Record<SectionKey, string> = {
  'work-experiences': 'Work entry',
  skills: 'Skill',
  education: 'Education entry',
  certifications: 'Certificate',
  snippets: 'Snippet',
};

/** Payload field → the JSON Resume field it came from, so an error points at what the user can fix in the file. */
const SOURCE_FIELD: Record<SectionKey, Record<string, string>> = {
  'work-experiences': {
    job_title: 'position',
    company: 'name',
    location: 'location',
    start_date: 'startDate',
    end_date: 'endDate',
    description: 'summary and highlights',
  },
  skills: { skill_name: 'name', proficiency: 'level', category: 'keywords' },
  education: { degree: 'studyType', field: 'area', institution: 'institution', end_dt: 'endDate', gpa: 'score' },
  certifications: { cert_name: 'name', issuer: 'issuer', issue_dt: 'date' },
  snippets: { title: 'title', content: 'content' },
};

/** The document's raw entries of a section, and a one-entry document planImport reads the same way. */
function entriesOf(document: JsonResume, section: SectionKey): { raw: unknown[]; alone(entry: unknown): JsonResume } {
  switch (section) {
    case 'work-experiences':
      return { raw: document.work ?? [], alone: (e) => ({ work: [e] }) as JsonResume };
    case 'skills':
      // Languages become skills after the document's own skills, as planImport offers them.
      return {
        raw: [...(document.skills ?? []), ...(document.languages ?? [])],
        alone: (e) =>
          (typeof e === 'object' && e !== null && 'language' in e ? { languages: [e] } : { skills: [e] }) as JsonResume,
      };
    case 'education':
      return { raw: document.education ?? [], alone: (e) => ({ education: [e] }) as JsonResume };
    case 'certifications':
      return { raw: document.certificates ?? [], alone: (e) => ({ certificates: [e] }) as JsonResume };
    case 'snippets':
      return {
        raw: document['x-hirestride']?.snippets ?? [],
        alone: (e) => ({ 'x-hirestride': { snippets: [e] } }) as JsonResume,
      };
  }
}

/**
 * Pairs the plan's additions with their place in the file and labels what it skipped as duplicates. planImport
 * reports duplicates by count only; reading each entry on its own gives its payload, and since the plan's additions
 * are a subsequence of those payloads in file order, the ones not added are the duplicates.
 */
function walkSection(document: JsonResume, section: SectionKey, added: Array<Record<string, unknown>>) {
  const { raw, alone } = entriesOf(document, section);
  const positions: number[] = [];
  const duplicates: string[] = [];
  let next = 0;
  for (const [index, item] of raw.entries()) {
    const payload = planImport(alone(item), EMPTY).add[section][0];
    if (!payload) continue;
    if (next < added.length && JSON.stringify(added[next]) === JSON.stringify(payload)) {
      positions.push(index);
      next += 1;
    } else duplicates.push(importLabel(section, payload));
  }
  return { positions, duplicates };
}

/** About You from basics, only for a user who has none: it is never overwritten. */
function planPersonalInfo(
  basics: JsonResume['basics'],
  hasOwn: boolean,
): { add: boolean; label: string | null; note: string; values: PersonalInfoValues | null; warnings: string[] } {
  const name = basics?.name?.trim() ?? '';
  const email = basics?.email?.trim() ?? '';
  const phone = basics?.phone?.trim() ?? '';
  const location = locationFromJsonResume(basics?.location);
  const link = linkFromJsonResume(basics);
  if (!name && !email && !phone)
    return { add: false, label: null, note: 'The file has no About You details.', values: null, warnings: [] };
  const label = shortLabel([name, email, phone].filter(Boolean).join(' · '));
  if (hasOwn) {
    return {
      add: false,
      label,
      note: 'You already have About You details; an import never replaces them.',
      values: null,
      warnings: [],
    };
  }
  // A link that is not a web address is left out on its own: the rest of About You still comes in.
  const warnings =
    link && normaliseUrl(link) === null ? [`basics: “${shortLabel(link)}” is not a web address; not imported.`] : [];
  // The surname is usually the last word; a name of one word has none, and About You needs one.
  const words = name.split(/\s+/).filter(Boolean);
  const candidate = {
    first_name: words.slice(0, -1).join(' ') || (words[0] ?? ''),
    last_name: words.length > 1 ? words[words.length - 1]! : '',
    email,
    phone,
    location,
    linkedin_url: warnings.length > 0 ? '' : link,
  };
  const parsed = personalInfoPayload.safeParse(candidate);
  if (!parsed.success) {
    const reasons = [...new Set(parsed.error.issues.map((issue) => issue.message))].join(' ');
    const note = `About You is not filled in from the file: ${reasons}`;
    return { add: false, label, note, values: null, warnings: [note] };
  }
  return {
    add: true,
    label,
    note: 'About You will be filled in from the file, since you have none yet.',
    values: parsed.data as PersonalInfoValues,
    warnings,
  };
}

const hasValue = (value: unknown): boolean =>
  Array.isArray(value)
    ? value.length > 0
    : typeof value === 'object' && value !== null
      ? Object.keys(value).length > 0
      : value !== '' && value !== null && value !== undefined;

/** Warnings for what the document holds that HireStride does not store. */
function unsupportedWarnings(document: JsonResume): string[] {
  const warnings: string[] = [];
  const basics = (document.basics ?? {}) as Record<string, unknown>;
  const stored = ['name', 'email', 'phone', 'location', 'url', 'profiles'];
  const extra = Object.keys(basics).filter((key) => !stored.includes(key) && hasValue(basics[key]));
  if (extra.length > 0) {
    warnings.push(
      `basics: ${extra.join(', ')} not imported; About You keeps a name, an email, a phone, a location and one link.`,
    );
  }
  // About You keeps one link: the others are named, so nothing is dropped without a word.
  const kept = linkFromJsonResume(document.basics);
  const others = linksOfJsonResume(document.basics).filter((link) => link.url !== kept);
  if (others.length > 0) {
    const names = others.map((link) => link.name).join(', ');
    warnings.push(`basics: ${names} not imported; About You keeps one link (${displayLink(kept)}).`);
  }
  for (const section of UNSUPPORTED_SECTIONS) {
    const value = document[section];
    if (Array.isArray(value) && value.length > 0) {
      const count = value.length === 1 ? '1 entry' : `${value.length} entries`;
      warnings.push(`${section}: ${count} not imported; HireStride has no ${section} section.`);
    }
  }
  return warnings;
}

/** The library's items of one section. */
const existingItems = (existing: LibraryContent, section: SectionKey): unknown[] =>
  section === 'work-experiences' ? existing.experience : existing[section];

/** planImport's plan against `existing`, validated item by item with the same schemas as the section routes. */
export function describeImport(document: JsonResume, existing: LibraryContent, dryRun: boolean): Plan {
  const plan = planImport(document, existing);
  const items: PlannedItem[] = [];
  const invalid: string[] = [];
  const sections = {} as JsonResumeImportResult['sections'];
  for (const section of SECTION_KEYS) {
    const added = plan.add[section];
    const { positions, duplicates } = walkSection(document, section, added);
    sections[section] = {
      add: added.map((payload) => ({ label: importLabel(section, payload) })),
      duplicates: { count: plan.duplicates[section], labels: duplicates },
    };
    for (const [i, payload] of added.entries()) {
      const label = importLabel(section, payload);
      const checked = sectionSchemas[section].payload.safeParse(payload);
      if (checked.success) {
        items.push({ section, payload: checked.data as Record<string, unknown>, label });
        continue;
      }
      const where = positions[i] === undefined ? ENTRY_NOUN[section] : `${ENTRY_NOUN[section]} ${positions[i] + 1}`;
      for (const issue of checked.error.issues) {
        const field = String(issue.path[0] ?? '');
        const source = SOURCE_FIELD[section][field] ?? field;
        invalid.push(`${where} (“${label}”)${source ? `, ${source}` : ''}: ${issue.message}`);
      }
    }
  }
  for (const section of SECTION_KEYS) {
    const adding = items.filter((item) => item.section === section).length;
    const problem = adding > 0 ? libraryLimitProblem(section, existingItems(existing, section).length, adding) : null;
    if (problem) invalid.push(problem);
  }
  const about = planPersonalInfo(document.basics, existing.personal_info !== null);
  const warnings = [
    ...plan.skipped.map(
      (skip) => `${ENTRY_NOUN[skip.section]} “${shortLabel(skip.entry)}” not imported: ${skip.reason}`,
    ),
    ...about.warnings,
    ...unsupportedWarnings(document),
  ];
  const total = items.length + (about.add ? 1 : 0);
  const duplicates = SECTION_KEYS.reduce((sum, key) => sum + plan.duplicates[key], 0);
  if (total === 0 && duplicates === 0 && invalid.length === 0) {
    warnings.push('The file has nothing HireStride can add to your library.');
  }
  return {
    result: {
      dry_run: dryRun,
      imported: false,
      total,
      sections,
      personal_info: { add: about.add, label: about.label, note: about.note },
      warnings,
    },
    items,
    personalInfo: about.values,
    invalid,
  };
}
