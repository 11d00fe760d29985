/** Scores an imported JSON Resume against its ground truth: contact, roles, achievements, skills, education, certificates. */
import type { JsonResume } from '@hirestride/resume-formats';

/** Right out of total (an accuracy, or a fraction of words kept). */
export interface Tally {
  right: number;
  total: number;
}

/** Matched, extra and missed items, for an F1. */
export interface Matches {
  tp: number;
  fp: number;
  fn: number;
}

/** What went wrong in one document, for --verbose and for counting failure kinds. */
export interface Misses {
  contact: Array<{ field: string; expected: string; got: string }>;
  roles: { missed: string[]; extra: string[] };
  achievements: Array<{ role: string; kept: number; total: number; lost: string[] }>;
  skills: { missed: string[]; extra: string[] };
  education: { missed: string[]; got: string[] };
  certificates: { missed: string[]; extra: string[] };
}

export interface DocumentScore {
  contact: Tally;
  roles: Matches;
  rolesLoose: Matches;
  achievements: Tally;
  skills: Matches;
  education: Tally;
  certificates: Matches;
  misses: Misses;
}

type Work = NonNullable<JsonResume['work']>[number];

/** Case, punctuation and spacing do not count: "Müller & Söhne GmbH" = "MÜLLER SÖHNE GMBH". Accents do. */
export function normalize(value: string | undefined | null): string {
  return (value ?? '')
    .normalize('NFKC')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

export const digits = (value: string | undefined): string => (value ?? '').replace(/\D+/g, '');

/** A link without scheme, "www." or trailing slash, so https://www.linkedin.com/in/x/ = linkedin.com/in/x. */
export function normalizeUrl(value: string | undefined): string {
  return (value ?? '')
    .trim()
    .toLowerCase()
    .replace(/^[a-z]+:\/\//, '')
    .replace(/^www\./, '')
    .replace(/\/+$/, '');
}

/** YYYY-MM of a JSON Resume date; "present" for an ongoing role (no end date, or a word where the date goes). */
export function month(value: string | undefined, end = false): string {
  const text = (value ?? '').trim();
  const match = /^(\d{4})(?:-(\d{2}))?/.exec(text);
  if (match) return match[2] ? `${match[1]}-${match[2]}` : match[1]!;
  return end ? 'present' : text;
}

export const f1 = ({ tp, fp, fn }: Matches): number =>
  tp === 0 ? (fp + fn === 0 ? 1 : 0) : (2 * tp) / (2 * tp + fp + fn);
export const ratio = ({ right, total }: Tally): number => (total === 0 ? 1 : right / total);

/** Truth paths the rendering never printed ("basics.phone", "work[1].highlights[0]"), from the manifest. */
export type Absent = ReadonlySet<string>;

const words = (text: string) => normalize(text).split(' ').filter(Boolean);

function contactScore(truth: JsonResume, got: JsonResume, absent: Absent, misses: Misses): Tally {
  const t = truth.basics ?? {};
  const g = got.basics ?? {};
  const gotUrls = new Set([g.url, ...(g.profiles ?? []).map((p) => p.url)].map(normalizeUrl).filter(Boolean));
  const checks: Array<[string, string | undefined, string | undefined, boolean]> = [
    ['basics.name', t.name, g.name, normalize(t.name) === normalize(g.name)],
    ['basics.email', t.email, g.email, (t.email ?? '').trim().toLowerCase() === (g.email ?? '').trim().toLowerCase()],
    ['basics.phone', t.phone, g.phone, digits(t.phone) === digits(g.phone)],
    [
      'basics.location.city',
      t.location?.city,
      g.location?.city,
      normalize(t.location?.city) === normalize(g.location?.city),
    ],
    ['basics.url', t.url, g.url, gotUrls.has(normalizeUrl(t.url))],
  ];
  (t.profiles ?? []).forEach((profile, i) => {
    const byName = (g.profiles ?? []).some(
      (p) =>
        normalize(p.network) === normalize(profile.network) && normalize(p.username) === normalize(profile.username),
    );
    checks.push([
      `basics.profiles[${i}]`,
      profile.url,
      [...gotUrls].join(' '),
      byName || gotUrls.has(normalizeUrl(profile.url)),
    ]);
  });
  const tally = { right: 0, total: 0 };
  for (const [field, expected, gotValue, right] of checks) {
    if (!expected || absent.has(field)) continue;
    tally.total += 1;
    if (right) tally.right += 1;
    else misses.contact.push({ field, expected, got: gotValue ?? '' });
  }
  return tally;
}

interface TruthRole {
  role: Work;
  index: number;
}

const roleLabel = (role: Work) =>
  `${role.position ?? '?'} @ ${role.name ?? '?'} (${month(role.startDate) || '?'} – ${month(role.endDate, true)})`;

/** Company and title equal after normalising; a field the rendering never printed matches anything. */
function sameJob(truth: TruthRole, got: Work, absent: Absent): boolean {
  const company = absent.has(`work[${truth.index}].name`) || normalize(truth.role.name) === normalize(got.name);
  const title =
    absent.has(`work[${truth.index}].position`) || normalize(truth.role.position) === normalize(got.position);
  return company && title;
}

const sameDates = (truth: Work, got: Work) =>
  month(truth.startDate) === month(got.startDate) && month(truth.endDate, true) === month(got.endDate, true);

/** One-to-one greedy pairing in document order; returns got-index per truth role (or -1). */
function pair(truth: TruthRole[], got: Work[], matches: (t: TruthRole, g: Work) => boolean): number[] {
  const used = new Set<number>();
  return truth.map((t) => {
    const index = got.findIndex((g, i) => !used.has(i) && matches(t, g));
    if (index >= 0) used.add(index);
    return index;
  });
}

function matchCounts(pairs: number[], gotCount: number): Matches {
  const tp = pairs.filter((i) => i >= 0).length;
  return { tp, fp: gotCount - tp, fn: pairs.length - tp };
}

/** Fraction of the truth highlights' words found in the paired role's highlights and summary (each word used once). */
function achievementScore(truth: TruthRole[], got: Work[], pairs: number[], absent: Absent, misses: Misses): Tally {
  const tally = { right: 0, total: 0 };
  truth.forEach((t, k) => {
    const lines = (t.role.highlights ?? []).filter((_, j) => !absent.has(`work[${t.index}].highlights[${j}]`));
    const expected = lines.flatMap(words);
    if (expected.length === 0) return;
    const match = pairs[k]! >= 0 ? got[pairs[k]!] : undefined;
    const pool = new Map<string, number>();
    for (const word of [...(match?.highlights ?? []), match?.summary ?? ''].flatMap(words)) {
      pool.set(word, (pool.get(word) ?? 0) + 1);
    }
    let kept = 0;
    const lost: string[] = [];
    for (const word of expected) {
      const left = pool.get(word) ?? 0;
      if (left > 0) {
        pool.set(word, left - 1);
        kept += 1;
      } else lost.push(word);
    }
    tally.right += kept;
    tally.total += expected.length;
    if (kept < expected.length) {
      misses.achievements.push({
        role: roleLabel(t.role),
        kept,
        total: expected.length,
        lost: match ? lost : ['(no role)'],
      });
    }
  });
  return tally;
}

/** Set F1 of normalised names; returns the counts and the missed and extra names. */
function setMatches(truth: string[], got: string[]): { counts: Matches; missed: string[]; extra: string[] } {
  const t = new Set(truth.map(normalize).filter(Boolean));
  const g = new Set(got.map(normalize).filter(Boolean));
  const missed = [...t].filter((x) => !g.has(x));
  const extra = [...g].filter((x) => !t.has(x));
  return { counts: { tp: t.size - missed.length, fp: extra.length, fn: missed.length }, missed, extra };
}

const skillNames = (resume: JsonResume, absent: Absent = new Set()) =>
  (resume.skills ?? []).flatMap((skill, i) => [
    ...(absent.has(`skills[${i}].name`) ? [] : [skill.name ?? '']),
    ...(skill.keywords ?? []).filter((_, j) => !absent.has(`skills[${i}].keywords[${j}]`)),
  ]);

/** A degree's words as a bag, so "BSc (Hons)" + "Adult Nursing" = "BSc (Hons) Adult Nursing" + "". */
const degreeWords = (entry: { studyType?: string; area?: string }) =>
  words(`${entry.studyType ?? ''} ${entry.area ?? ''}`)
    .sort()
    .join(' ');

function educationScore(truth: JsonResume, got: JsonResume, absent: Absent, misses: Misses): Tally {
  const entries = (truth.education ?? []).filter((_, i) => !absent.has(`education[${i}]`));
  const found = got.education ?? [];
  const used = new Set<number>();
  let right = 0;
  for (const entry of entries) {
    const index = found.findIndex(
      (g, i) =>
        !used.has(i) &&
        normalize(g.institution) === normalize(entry.institution) &&
        degreeWords(g) === degreeWords(entry),
    );
    if (index >= 0) {
      used.add(index);
      right += 1;
    } else misses.education.missed.push(`${entry.studyType ?? ''} ${entry.area ?? ''} @ ${entry.institution ?? ''}`);
  }
  misses.education.got = found.map((g) => `${g.studyType ?? ''} ${g.area ?? ''} @ ${g.institution ?? ''}`);
  return { right, total: entries.length };
}

/** Scores `got` against `truth`, leaving out the truth the rendering never printed. */
export function scoreDocument(truth: JsonResume, got: JsonResume, absent: Absent = new Set()): DocumentScore {
  const misses: Misses = {
    contact: [],
    roles: { missed: [], extra: [] },
    achievements: [],
    skills: { missed: [], extra: [] },
    education: { missed: [], got: [] },
    certificates: { missed: [], extra: [] },
  };
  const truthRoles = (truth.work ?? []).map((role, index) => ({ role, index }));
  const gotRoles = got.work ?? [];
  const strict = pair(truthRoles, gotRoles, (t, g) => sameJob(t, g, absent) && sameDates(t.role, g));
  const loose = pair(truthRoles, gotRoles, (t, g) => sameJob(t, g, absent));
  misses.roles.missed = truthRoles.filter((_, k) => strict[k]! < 0).map((t) => roleLabel(t.role));
  misses.roles.extra = gotRoles.filter((_, i) => !strict.includes(i)).map(roleLabel);
  // Achievements follow the role they were written under: a role found with wrong dates still holds its lines.
  const forWords = strict.map((i, k) => (i >= 0 ? i : loose[k]!));
  const skills = setMatches(skillNames(truth, absent), skillNames(got));
  misses.skills = { missed: skills.missed, extra: skills.extra };
  const certificates = setMatches(
    (truth.certificates ?? []).filter((_, i) => !absent.has(`certificates[${i}]`)).map((c) => c.name ?? ''),
    (got.certificates ?? []).map((c) => c.name ?? ''),
  );
  misses.certificates = { missed: certificates.missed, extra: certificates.extra };
  return {
    contact: contactScore(truth, got, absent, misses),
    roles: matchCounts(strict, gotRoles.length),
    rolesLoose: matchCounts(loose, gotRoles.length),
    achievements: achievementScore(truthRoles, gotRoles, forWords, absent, misses),
    skills: skills.counts,
    education: educationScore(truth, got, absent, misses),
    certificates: certificates.counts,
    misses,
  };
}

export type Totals = Omit<DocumentScore, 'misses'> & { documents: number };

export function emptyTotals(): Totals {
  const zero = () => ({ tp: 0, fp: 0, fn: 0 });
  return {
    documents: 0,
    contact: { right: 0, total: 0 },
    roles: zero(),
    rolesLoose: zero(),
    achievements: { right: 0, total: 0 },
    skills: zero(),
    education: { right: 0, total: 0 },
    certificates: zero(),
  };
}

/** Adds a document into running totals: micro-averages, so a long resume weighs more than a short one. */
export function addScore(totals: Totals, score: DocumentScore): void {
  totals.documents += 1;
  for (const key of ['contact', 'achievements', 'education'] as const) {
    totals[key].right += score[key].right;
    totals[key].total += score[key].total;
  }
  for (const key of ['roles', 'rolesLoose', 'skills', 'certificates'] as const) {
    totals[key].tp += score[key].tp;
    totals[key].fp += score[key].fp;
    totals[key].fn += score[key].fn;
  }
}
