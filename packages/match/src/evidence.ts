/** Finds the library items that prove each requirement and decides its status: matched, partial or missing. */
import type { Dictionary } from './dictionary.js';
import { type DegreeLevel, degreeLevelOf, levelRank } from './education.js';
import { POSTING_LANGUAGE, type PostingLinks } from './extract-requirements.js';
import { excerptAround, type LibraryIndex, type LibraryText } from './library-index.js';
import { tokenize } from './nlp.js';
import { titleRelation, titleRoleWords } from './titles.js';
import type { Evidence, MatchKind, Requirement } from './types.js';
import { yearsCovered } from './years.js';

const MAX_EVIDENCE = 5;
/** Skills whose years a role's title shows by itself. */
const LEADERSHIP = new Set(['team-leadership', 'leadership', 'people-management', 'supervision', 'team-management']);
const LEADS_PEOPLE =
  /\b(supervisor|lead|leader|manager|head|chief|director|foreman|forewoman|charge|superintendent)\b/i;
/** A family this small is narrow enough that knowing one member is partial proof of another (MySQL for PostgreSQL). */
const NARROW_FAMILY = 12;

function evidenceOf(text: LibraryText, start: number, end: number, match: MatchKind): Evidence {
  return { source: text.source, id: text.id, excerpt: excerptAround(text, start, end), match };
}

/** Keeps one piece of evidence per item (the best kind), in library order, at most MAX_EVIDENCE. */
function settle(found: Array<Evidence & { order: number }>): Evidence[] {
  const rank: Record<MatchKind, number> = {
    exact: 0,
    alias: 1,
    stem: 2,
    narrower: 3,
    example: 4,
    alternative: 5,
    computed: 6,
    related: 7,
  };
  const best = new Map<string, Evidence & { order: number }>();
  for (const item of found) {
    const key = `${item.source}:${item.id}`;
    const current = best.get(key);
    if (
      !current ||
      rank[item.match] < rank[current.match] ||
      (item.match === current.match && item.order < current.order)
    )
      best.set(key, item);
  }
  return [...best.values()]
    .sort((a, b) => rank[a.match] - rank[b.match] || a.order - b.order)
    .slice(0, MAX_EVIDENCE)
    .map(({ order: _order, ...evidence }) => evidence);
}

const normalise = (phrase: string) => phrase.toLowerCase().replace(/\s+/g, ' ').trim();

/**
 * Decides every requirement against the library; `asOf` is the date open-ended experience runs to, `links` the terms
 * the posting itself lets stand for a requirement.
 */
export function weighEvidence(
  requirements: Requirement[],
  library: LibraryIndex,
  dictionary: Dictionary,
  asOf: string,
  links: PostingLinks = { examples: new Map(), alternatives: new Map() },
): void {
  // "5+ years of backend engineering": the posting's own words for each skill, so that a role proving the skill by
  // its word stems counts towards its years as it counts for the skill itself.
  const skillWords = new Map(
    requirements
      .filter((r) => r.category === 'hard_skill' || r.category === 'soft_skill')
      .map((r) => [termIdOf(r), r.text]),
  );
  const shownSkills = new Set(library.occurrences.keys());
  // Titles first, years last: the roles held in the job's line of work, and the roles that show anything else the
  // posting asks for, are where its years were spent ("4+ years of experience" means of this kind of work).
  const rank = (r: Requirement) => (r.category === 'job_title' ? 0 : r.category === 'years' ? 2 : 1);
  const ordered = [...requirements].sort((a, b) => rank(a) - rank(b));
  const inTheRole = new Set<number>();
  const relevant = new Set<number>();
  /** By term: the roles that show it, fully or in part (a related skill, a narrower one). */
  const showing = new Map<string, number[]>();
  for (const requirement of ordered) {
    switch (requirement.category) {
      case 'years':
        weighYears(requirement, library, asOf, {
          skillWords: skillWords.get(termIdOf(requirement)),
          shownSkills,
          inTheRole,
          relevant,
          showing: showing.get(termIdOf(requirement)) ?? [],
        });
        break;
      case 'education':
        weighEducation(requirement, library, asOf);
        break;
      case 'job_title':
        for (const id of weighTitle(requirement, library)) inTheRole.add(id);
        for (const id of inTheRole) relevant.add(id);
        break;
      default:
        weighTerm(requirement, library, dictionary, links);
        if (requirement.status === 'missing') break;
        for (const evidence of requirement.evidence) {
          if (evidence.source !== 'experience') continue;
          relevant.add(evidence.id);
          showing.set(termIdOf(requirement), [...(showing.get(termIdOf(requirement)) ?? []), evidence.id]);
        }
    }
  }
}

function termIdOf(requirement: Requirement): string {
  return requirement.id.slice(requirement.id.indexOf(':') + 1);
}

/**
 * A term: the library names it, a form of its words or a narrower term, or else one of the posting's examples of it or
 * an alternative to it (`links`); failing those, a related term gives half.
 */
function weighTerm(requirement: Requirement, library: LibraryIndex, dictionary: Dictionary, links: PostingLinks): void {
  const termId = termIdOf(requirement);
  const asked = normalise(requirement.text);
  const found: Array<Evidence & { order: number }> = [];
  for (const occurrence of library.occurrences.get(termId) ?? []) {
    const kind: MatchKind = normalise(occurrence.surface) === asked ? 'exact' : 'alias';
    found.push({
      ...evidenceOf(occurrence.text, occurrence.start, occurrence.end, kind),
      order: occurrence.text.order,
    });
  }
  if (found.length === 0) found.push(...stemMatches(requirement.text, library));
  // The term's own name in a form the dictionary's aliases do not hold ("Lab safety and chemical hygiene").
  if (found.length === 0 && requirement.term !== requirement.text)
    found.push(...stemMatches(requirement.term, library));
  // The posting's words in another order, close together in one line ("designed the Postgres schema" for "schema
  // design"); a name only the learned reader read has no aliases, so its words anywhere in one item do.
  if (found.length === 0) found.push(...wordsMatches(requirement.text, library, requirement.learned ? Infinity : 6));
  if (found.length === 0) found.push(...narrowerMatches(termId, library, dictionary));
  if (found.length === 0) found.push(...linkedMatches(links.examples.get(requirement.id), 'example', library));
  if (found.length === 0) found.push(...linkedMatches(links.alternatives.get(requirement.id), 'alternative', library));
  if (found.length === 0 && termId === POSTING_LANGUAGE) {
    // The language the posting and the profile are written in is shown by the profile itself, never a gap.
    found.push({
      source: 'personal_info',
      id: 0,
      excerpt: 'Your profile is written in English',
      match: 'computed',
      order: 0,
    });
  }
  if (found.length > 0) {
    requirement.status = 'matched';
    requirement.evidence = settle(found);
    return;
  }
  const related = relatedMatches(termId, library, dictionary);
  if (related.length > 0) {
    requirement.status = 'partial';
    requirement.evidence = settle(related);
  }
}

/** Where the library names a narrower term that is a kind of the one asked for (Epic EHR for electronic health records). */
function narrowerMatches(
  termId: string,
  library: LibraryIndex,
  dictionary: Dictionary,
): Array<Evidence & { order: number }> {
  const found: Array<Evidence & { order: number }> = [];
  for (const [otherId, occurrences] of library.occurrences) {
    if (otherId === termId || !dictionary.broaderOf(otherId).has(termId)) continue;
    for (const occurrence of occurrences) {
      found.push({
        ...evidenceOf(occurrence.text, occurrence.start, occurrence.end, 'narrower'),
        order: occurrence.text.order,
      });
    }
  }
  return found;
}

/** Where the library names any of `termIds`, as evidence of the kind given. */
function linkedMatches(
  termIds: string[] | undefined,
  kind: 'example' | 'alternative',
  library: LibraryIndex,
): Array<Evidence & { order: number }> {
  return (termIds ?? []).flatMap((termId) =>
    (library.occurrences.get(termId) ?? []).map((occurrence) => ({
      ...evidenceOf(occurrence.text, occurrence.start, occurrence.end, kind),
      order: occurrence.text.order,
    })),
  );
}

// "microservice" in the library for "microservices" in the posting: the same stems in the same order.
function stemMatches(phrase: string, library: LibraryIndex): Array<Evidence & { order: number }> {
  const wanted = tokenize(phrase)
    .map((token) => token.stem)
    .filter((stem) => /[\p{L}\p{N}]/u.test(stem));
  if (wanted.length === 0) return [];
  const found: Array<Evidence & { order: number }> = [];
  for (const text of library.texts) {
    if (!stemsOf(text).has(wanted[0]!)) continue;
    const words = text.words;
    for (let i = 0; i + wanted.length <= words.length; i += 1) {
      if (wanted.every((stem, j) => words[i + j]!.stem === stem)) {
        found.push({
          ...evidenceOf(text, words[i]!.start, words[i + wanted.length - 1]!.end, 'stem'),
          order: text.order,
        });
        break;
      }
    }
  }
  return found;
}

/** Words that carry no meaning of their own in a skill's name. */
const FILLER = new Set(['and', 'or', 'of', 'the', 'a', 'an', 'in', 'on', 'for', 'to', 'with', '&', '-', '/']);

// "three-phase power distribution" for "480V three-phase distribution, power": every word in one item, and within
// `window` tokens of each other. Words are compared by their stems' first six letters, which Porter2 leaves apart in
// forms a reader takes as one word ("reconciled", "reconciliations").
const root = (stem: string) => stem.slice(0, 6);
const stems = new WeakMap<LibraryText, Set<string>>();
function stemsOf(text: LibraryText): Set<string> {
  let found = stems.get(text);
  if (!found) {
    found = new Set(text.words.map((token) => token.stem));
    stems.set(text, found);
  }
  return found;
}
const roots = new WeakMap<LibraryText, Set<string>>();
function rootsOf(text: LibraryText): Set<string> {
  let found = roots.get(text);
  if (!found) {
    found = new Set(text.words.map((token) => root(token.stem)));
    roots.set(text, found);
  }
  return found;
}
function wordsMatches(phrase: string, library: LibraryIndex, window: number): Array<Evidence & { order: number }> {
  const wanted = [
    ...new Set(
      tokenize(phrase)
        .filter((token) => /[\p{L}\p{N}]/u.test(token.value) && !FILLER.has(token.lower))
        .map((token) => root(token.stem)),
    ),
  ];
  if (wanted.length < 2) return [];
  const found: Array<Evidence & { order: number }> = [];
  for (const text of library.texts) {
    const roots = rootsOf(text);
    if (!wanted.every((word) => roots.has(word))) continue;
    const last = new Map<string, number>();
    for (const [i, token] of text.tokens.entries()) {
      const word = root(token.stem);
      if (!wanted.includes(word)) continue;
      last.set(word, i);
      if (last.size < wanted.length) continue;
      const first = Math.min(...last.values());
      if (i - first > window) continue;
      found.push({ ...evidenceOf(text, text.tokens[first]!.start, token.end, 'stem'), order: text.order });
      break;
    }
  }
  return found;
}

function relatedMatches(
  termId: string,
  library: LibraryIndex,
  dictionary: Dictionary,
): Array<Evidence & { order: number }> {
  const family = dictionary.terms.get(termId)?.family;
  if (!family || (dictionary.familySizes.get(family) ?? 0) > NARROW_FAMILY) return [];
  const found: Array<Evidence & { order: number }> = [];
  for (const [otherId, occurrences] of library.occurrences) {
    if (otherId === termId || dictionary.terms.get(otherId)?.family !== family) continue;
    for (const occurrence of occurrences) {
      found.push({
        ...evidenceOf(occurrence.text, occurrence.start, occurrence.end, 'related'),
        order: occurrence.text.order,
      });
    }
  }
  return found;
}

/**
 * Years overall, or of one skill: the roles that name the skill (its term, or `skillWords`' stems) added up.
 * `skillWords`: how the posting wrote the skill.
 */
function weighYears(
  requirement: Requirement,
  library: LibraryIndex,
  asOf: string,
  roles: {
    /** How the posting wrote the skill. */
    skillWords: string | undefined;
    /** The terms the library names anywhere. */
    shownSkills: ReadonlySet<string>;
    /** The roles held in the job's line of work. */
    inTheRole: ReadonlySet<number>;
    /** Those, and the roles that name a skill the posting asks for. */
    relevant: ReadonlySet<number>;
    /** The roles whose lines proved this skill, fully or in part. */
    showing: readonly number[];
  },
): void {
  const termId = termIdOf(requirement);
  const experiences = library.library.experiences;
  let counted = experiences.filter((item) => roles.relevant.has(item.id));
  if (termId !== 'overall') {
    const naming = [
      ...(library.occurrences.get(termId) ?? []).map((occurrence) => occurrence.text),
      ...(roles.skillWords ? stemMatches(roles.skillWords, library) : []),
    ];
    const ids = new Set([
      ...naming.filter((text) => text.source === 'experience').map((text) => text.id),
      ...roles.showing,
    ]);
    // A skill the library names (in its skills list, say) was practised in the roles held in the job's own line of
    // work, though their lines need not name it: "3+ years of general ledger" for a staff accountant of seven years.
    if (roles.shownSkills.has(termId) || naming.length > 0) for (const id of roles.inTheRole) ids.add(id);
    // Leading people is what a supervisor's, a lead's or a manager's role is.
    if (LEADERSHIP.has(termId)) for (const item of experiences) if (LEADS_PEOPLE.test(item.job_title)) ids.add(item.id);
    counted = experiences.filter((item) => ids.has(item.id));
  }
  const found = yearsCovered(counted, asOf);
  const required = requirement.years?.required ?? 0;
  requirement.years = { required, found };
  requirement.status = found >= required ? 'matched' : found >= required / 2 ? 'partial' : 'missing';
  if (requirement.status === 'missing') return;
  requirement.evidence = counted.slice(0, MAX_EVIDENCE).map((item) => ({
    source: 'experience',
    id: item.id,
    excerpt: `${[item.job_title, item.company].filter(Boolean).join(', ')} (${item.start_date.slice(0, 7)} – ${item.end_date?.slice(0, 7) ?? 'present'})`,
    match: 'computed',
  }));
}

/**
 * Years of work a posting that accepts "equivalent experience" may take for each degree level: about the length of
 * the degree. Half credit only: the posting asks for the degree first.
 */
const EQUIVALENT_YEARS: Record<DegreeLevel, number | null> = {
  high_school: 1,
  associate: 2,
  bachelor: 4,
  master: 6,
  doctorate: null,
};

function weighEducation(requirement: Requirement, library: LibraryIndex, asOf: string): void {
  const asked = requirement.degree;
  if (!asked) return;
  const wantedField = new Set(asked.field ? tokenize(asked.field).map((token) => token.stem) : []);
  const anyField = wantedField.size === 0 || /related|relevant|similar|equivalent/i.test(requirement.text);
  let best: { status: 'matched' | 'partial'; evidence: Evidence } | null = null;
  for (const item of library.library.education) {
    const level = degreeLevelOf(item.degree);
    if (!level) continue;
    const excerpt = [item.degree, item.field, item.institution].filter(Boolean).join(', ');
    const fieldStems = tokenize(`${item.field} ${item.degree}`).map((token) => token.stem);
    const fieldMatches = anyField || fieldStems.some((stem) => wantedField.has(stem));
    const levelMet = levelRank(level) >= levelRank(asked.level);
    // A lower degree in the field asked (an associate's in accounting for a bachelor's in accounting) is partial.
    const status =
      levelMet && fieldMatches
        ? 'matched'
        : levelMet || asked.equivalentAccepted || (fieldMatches && wantedField.size > 0)
          ? 'partial'
          : null;
    if (!status) continue;
    if (!best || (best.status === 'partial' && status === 'matched')) {
      best = { status, evidence: { source: 'education', id: item.id, excerpt, match: 'computed' } };
    }
  }
  if (!best && asked.equivalentAccepted) best = equivalentExperience(asked.level, library, asOf);
  if (best) {
    requirement.status = best.status;
    requirement.evidence = [best.evidence];
  }
}

/** "Bachelor's degree or equivalent experience" without the degree: enough dated work counts half (partial). */
function equivalentExperience(
  level: DegreeLevel,
  library: LibraryIndex,
  asOf: string,
): { status: 'partial'; evidence: Evidence } | null {
  const needed = EQUIVALENT_YEARS[level];
  const experiences = library.library.experiences;
  const years = yearsCovered(experiences, asOf);
  if (needed === null || years < needed || experiences.length === 0) return null;
  return {
    status: 'partial',
    evidence: {
      source: 'experience',
      id: experiences[0]!.id,
      excerpt: `${years} years of work in your dated experience, in place of the degree`,
      match: 'computed',
    },
  };
}

/**
 * "Warehouse Shift Supervisor" asked, "Shift Supervisor" held: the held title is the asked one's last words, and the
 * words it leaves out say the field the person works in (any role's title, company or lines name it).
 */
function placedTitle(askedWords: string[], held: string, career: ReadonlySet<string>): 'alias' | null {
  const heldWords = titleRoleWords(held);
  if (heldWords.length === 0 || heldWords.length >= askedWords.length) return null;
  if (askedWords.slice(-heldWords.length).join(' ') !== heldWords.join(' ')) return null;
  const left = tokenize(askedWords.slice(0, askedWords.length - heldWords.length).join(' '));
  return left.every((token) => career.has(token.stem)) ? 'alias' : null;
}

/** Decides the title; returns the roles held in the job's line of work (any relation, partial too). */
function weighTitle(requirement: Requirement, library: LibraryIndex): number[] {
  const found: Array<Evidence & { order: number }> = [];
  let matched = false;
  const askedWords = titleRoleWords(requirement.term);
  const career = new Set(
    library.texts.filter((text) => text.source === 'experience').flatMap((text) => text.tokens.map((t) => t.stem)),
  );
  for (const [position, item] of library.library.experiences.entries()) {
    const relation = placedTitle(askedWords, item.job_title, career) ?? titleRelation(requirement.term, item.job_title);
    if (!relation) continue;
    if (relation !== 'related') matched = true;
    found.push({
      source: 'experience',
      id: item.id,
      excerpt: [item.job_title, item.company].filter(Boolean).join(', '),
      match: relation,
      order: position,
    });
  }
  if (found.length === 0) return [];
  requirement.status = matched ? 'matched' : 'partial';
  requirement.evidence = settle(found);
  return found.map((evidence) => evidence.id);
}
