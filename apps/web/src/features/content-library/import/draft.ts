/** The review's editable copy of what was read, and the JSON Resume document built back from it for the import. */
import {
  linkFromJsonResume,
  linkToJsonResume,
  locationFromJsonResume,
  locationToJsonResume,
  type JsonResumeLocation,
  type JsonResumeProfile,
} from '@hirestride/resume-formats/json-resume-basics';
import { JSON_RESUME_SCHEMA, LANGUAGES_CATEGORY, type JsonResume } from '@hirestride/resume-formats/json-resume';
import type { ResumeImportResult } from '@hirestride/shared/resume-import';

export interface AboutDraft {
  include: boolean;
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  location: string;
  link: string;
  summary: string;
}
export interface RoleDraft {
  key: string;
  include: boolean;
  title: string;
  company: string;
  location: string;
  start: string;
  end: string;
  summary: string;
  /** Whether the role came with a summary: its field stays on screen even once emptied. */
  hasSummary: boolean;
  highlights: string[];
}
/** Skills have no checkbox: a chip taken off the list is simply not added. */
export interface SkillDraft {
  key: string;
  name: string;
  level: string;
  category: string;
}
export interface EducationDraft {
  key: string;
  include: boolean;
  institution: string;
  degree: string;
  field: string;
  end: string;
  score: string;
}
export interface CertificateDraft {
  key: string;
  include: boolean;
  name: string;
  issuer: string;
  date: string;
}
export interface SnippetDraft {
  key: string;
  include: boolean;
  title: string;
  content: string;
}
export interface UnreadDraft {
  key: string;
  text: string;
  reason: string;
}

export interface Draft {
  about: AboutDraft;
  roles: RoleDraft[];
  skills: SkillDraft[];
  education: EducationDraft[];
  certificates: CertificateDraft[];
  snippets: SnippetDraft[];
  unread: UnreadDraft[];
}

/** The title a snippet from About You's summary gets: About You itself has no place for a summary. */
export const SUMMARY_SNIPPET_TITLE = 'Summary';
export const DEFAULT_SNIPPET_TITLE = 'Imported line';

let sequence = 0;
/** Keys for React lists and edits; items have no ids until the library stores them. */
export const newKey = (kind: string) => `${kind}-${++sequence}`;

// The document comes from the server's reader, but is read defensively: a field that is not text is left empty.
const text = (value: unknown): string => (typeof value === 'string' ? value.trim() : '');
const list = (value: unknown): Record<string, unknown>[] =>
  Array.isArray(value)
    ? value.filter((item): item is Record<string, unknown> => typeof item === 'object' && !!item)
    : [];
const texts = (value: unknown): string[] => (Array.isArray(value) ? value.map(text).filter(Boolean) : []);

/** The surname is the last word, as the import splits it; a one-word name is all first name. */
export function splitName(name: string): { firstName: string; lastName: string } {
  const words = name.split(/\s+/).filter(Boolean);
  if (words.length < 2) return { firstName: words[0] ?? '', lastName: '' };
  return { firstName: words.slice(0, -1).join(' '), lastName: words[words.length - 1]! };
}

function aboutOf(basics: Record<string, unknown>): AboutDraft {
  const rawLocation = basics.location;
  const location =
    typeof rawLocation === 'string'
      ? rawLocation.trim()
      : locationFromJsonResume((rawLocation ?? undefined) as JsonResumeLocation | undefined);
  const link = linkFromJsonResume({
    url: text(basics.url) || undefined,
    profiles: list(basics.profiles) as JsonResumeProfile[],
  });
  const about = {
    ...splitName(text(basics.name)),
    email: text(basics.email),
    phone: text(basics.phone),
    location,
    link,
    summary: typeof basics.summary === 'string' ? basics.summary.trim() : '',
  };
  return { include: Object.values(about).some(Boolean), ...about };
}

/** What the reader found, as the review's editable draft: every item included to start with. */
export function draftFromResult(result: Pick<ResumeImportResult, 'document' | 'unread'>): Draft {
  const doc = result.document;
  const basics = (typeof doc.basics === 'object' && doc.basics ? doc.basics : {}) as Record<string, unknown>;
  const extra = (typeof doc['x-hirestride'] === 'object' && doc['x-hirestride'] ? doc['x-hirestride'] : {}) as {
    snippets?: unknown;
  };
  return {
    about: aboutOf(basics),
    roles: list(doc.work).map((work) => ({
      key: newKey('role'),
      include: true,
      title: text(work.position),
      company: text(work.name),
      location: text(work.location),
      start: text(work.startDate),
      end: text(work.endDate),
      summary: text(work.summary),
      hasSummary: text(work.summary) !== '',
      highlights: texts(work.highlights),
    })),
    skills: list(doc.skills)
      .filter((skill) => text(skill.name))
      .map((skill) => ({
        key: newKey('skill'),
        name: text(skill.name),
        level: text(skill.level),
        category: texts(skill.keywords)[0] ?? '',
      }))
      .concat(
        // The library keeps spoken languages as skills of their own category.
        list(doc.languages)
          .filter((spoken) => text(spoken.language))
          .map((spoken) => ({
            key: newKey('skill'),
            name: text(spoken.language),
            level: text(spoken.fluency),
            category: LANGUAGES_CATEGORY,
          })),
      ),
    education: list(doc.education).map((school) => ({
      key: newKey('education'),
      include: true,
      institution: text(school.institution),
      degree: text(school.studyType),
      field: text(school.area),
      end: text(school.endDate),
      score: typeof school.score === 'number' ? String(school.score) : text(school.score),
    })),
    certificates: list(doc.certificates).map((certificate) => ({
      key: newKey('certificate'),
      include: true,
      name: text(certificate.name),
      issuer: text(certificate.issuer),
      date: text(certificate.date),
    })),
    snippets: list(extra.snippets)
      .filter((snippet) => text(snippet.content))
      .map((snippet) => ({
        key: newKey('snippet'),
        include: true,
        title: text(snippet.title),
        content: text(snippet.content),
      })),
    unread: result.unread
      .filter((line) => line.text.trim())
      .map((line) => ({ key: newKey('unread'), text: line.text.trim(), reason: line.reason })),
  };
}

/** A snippet's title from the section an unread line came from (“From “Skills”: …” → Skills). */
export function snippetTitleFor(reason: string): string {
  const quoted = /“([^”]+)”/.exec(reason)?.[1]?.trim();
  return quoted || DEFAULT_SNIPPET_TITLE;
}

/** The draft with an unread line moved into the snippets, titled after where it came from. */
export function addUnreadAsSnippet(draft: Draft, key: string): Draft {
  const line = draft.unread.find((item) => item.key === key);
  if (!line) return draft;
  return {
    ...draft,
    unread: draft.unread.filter((item) => item.key !== key),
    snippets: [
      ...draft.snippets,
      { key: newKey('snippet'), include: true, title: snippetTitleFor(line.reason), content: line.text },
    ],
  };
}

/** New skills from what was typed: several at once with commas; a name already in the list is not repeated. */
export function addSkills(skills: SkillDraft[], typed: string): SkillDraft[] {
  const have = new Set(skills.map((skill) => skill.name.toLowerCase()));
  const added: SkillDraft[] = [];
  for (const name of typed.split(/[,;\n]/).map((part) => part.trim())) {
    if (!name || have.has(name.toLowerCase())) continue;
    have.add(name.toLowerCase());
    added.push({ key: newKey('skill'), name, level: '', category: '' });
  }
  return [...skills, ...added];
}

/** Only fields with a value: the import treats a missing field as absent, and an empty string might not be. */
function withValue<T extends Record<string, unknown>>(object: T): Partial<T> {
  return Object.fromEntries(
    Object.entries(object).filter(
      ([, value]) => value !== '' && value !== undefined && !(Array.isArray(value) && value.length === 0),
    ),
  ) as Partial<T>;
}

/** The items the draft would add, section by section, as JSON Resume writes them (included items only). */
export function documentFromDraft(draft: Draft): JsonResume {
  const { about } = draft;
  const t = (value: string) => value.trim();
  const basics = about.include
    ? withValue({
        name: [t(about.firstName), t(about.lastName)].filter(Boolean).join(' '),
        email: t(about.email),
        phone: t(about.phone),
        location: locationToJsonResume(about.location),
        ...linkToJsonResume(t(about.link)),
      })
    : {};
  // About You has no summary, so it is kept as a snippet rather than dropped.
  const summary =
    about.include && t(about.summary) ? [{ title: SUMMARY_SNIPPET_TITLE, content: t(about.summary) }] : [];
  const document: JsonResume = {
    $schema: JSON_RESUME_SCHEMA,
    work: draft.roles
      .filter((role) => role.include)
      .map((role) =>
        withValue({
          name: t(role.company),
          position: t(role.title),
          location: t(role.location),
          startDate: t(role.start),
          endDate: t(role.end),
          summary: t(role.summary),
          highlights: role.highlights.map(t).filter(Boolean),
        }),
      ),
    skills: draft.skills
      .filter((skill) => t(skill.name))
      .map((skill) =>
        withValue({ name: t(skill.name), level: t(skill.level), keywords: skill.category ? [t(skill.category)] : [] }),
      ),
    education: draft.education
      .filter((school) => school.include)
      .map((school) =>
        withValue({
          institution: t(school.institution),
          studyType: t(school.degree),
          area: t(school.field),
          endDate: t(school.end),
          score: t(school.score),
        }),
      ),
    certificates: draft.certificates
      .filter((certificate) => certificate.include)
      .map((certificate) =>
        withValue({ name: t(certificate.name), issuer: t(certificate.issuer), date: t(certificate.date) }),
      ),
    'x-hirestride': {
      snippets: [
        ...summary,
        ...draft.snippets
          .filter((snippet) => snippet.include && t(snippet.content))
          .map((snippet) => withValue({ title: t(snippet.title), content: t(snippet.content) })),
      ],
    },
  };
  if (Object.keys(basics).length > 0) document.basics = basics;
  return document;
}

/** How many items the draft would add: About You counts as one, the summary snippet as another. */
export function includedCount(draft: Draft): number {
  const document = documentFromDraft(draft);
  return (
    (document.basics ? 1 : 0) +
    (document.work?.length ?? 0) +
    (document.skills?.length ?? 0) +
    (document.education?.length ?? 0) +
    (document.certificates?.length ?? 0) +
    (document['x-hirestride']?.snippets?.length ?? 0)
  );
}
