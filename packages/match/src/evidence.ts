/** Finds the library items that prove each requirement and decides its status: matched, partial or missing. */
import type { Dictionary } from './dictionary.js';
import { type DegreeLevel, degreeLevelOf, levelRank } from './education.js';
import type { PostingLinks } from './extract-requirements.js';
import { excerptAround, type LibraryIndex, type LibraryText } from './library-index.js';
import { tokenize } from './nlp.js';
import { titleRelation } from './titles.js';
import type { Evidence, MatchKind, Requirement } from './types.js';
import { yearsCovered } from './years.js';

const MAX_EVIDENCE = 5;
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
    example: 3,
    alternative: 4,
    computed: 5,
    related: 6,
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
  for (const requirement of requirements) {
    switch (requirement.category) {
      case 'years':
        weighYears(requirement, library, asOf, skillWords.get(termIdOf(requirement)));
        break;
      case 'education':
        weighEducation(requirement, library, asOf);
        break;
      case 'job_title':
        weighTitle(requirement, library);
        break;
      default:
        weighTerm(requirement, library, dictionary, links);
    }
  }
}

function termIdOf(requirement: Requirement): string {
  return requirement.id.slice(requirement.id.indexOf(':') + 1);
}

/**
 * A term: the library names it or a form of its words, or else one of the posting's examples of it or an alternative
 * to it (`links`); failing those, a related term gives half.
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
  if (found.length === 0) found.push(...linkedMatches(links.examples.get(requirement.id), 'example', library));
  if (found.length === 0) found.push(...linkedMatches(links.alternatives.get(requirement.id), 'alternative', library));
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
    const words = text.tokens.filter((token) => /[\p{L}\p{N}]/u.test(token.stem));
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
function weighYears(requirement: Requirement, library: LibraryIndex, asOf: string, skillWords?: string): void {
  const termId = termIdOf(requirement);
  const experiences = library.library.experiences;
  let counted = experiences;
  if (termId !== 'overall') {
    const naming = [
      ...(library.occurrences.get(termId) ?? []).map((occurrence) => occurrence.text),
      ...(skillWords ? stemMatches(skillWords, library) : []),
    ];
    const roles = new Set(naming.filter((text) => text.source === 'experience').map((text) => text.id));
    counted = experiences.filter((item) => roles.has(item.id));
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
    const status = levelMet && fieldMatches ? 'matched' : levelMet || asked.equivalentAccepted ? 'partial' : null;
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

function weighTitle(requirement: Requirement, library: LibraryIndex): void {
  const found: Array<Evidence & { order: number }> = [];
  let matched = false;
  for (const [position, item] of library.library.experiences.entries()) {
    const relation = titleRelation(requirement.term, item.job_title);
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
  if (found.length === 0) return;
  requirement.status = matched ? 'matched' : 'partial';
  requirement.evidence = settle(found);
}
