/** Reads a posting's requirements: dictionary terms, years, degrees and the job title, each with its importance. */
import type { Dictionary } from './dictionary.js';
import { DEGREE_LABELS, findDegrees } from './education.js';
import { type Token, tokenize } from './nlp.js';
import { findPhrases, type PhraseHit, type PhraseIndex } from './phrase-index.js';
import { type Clause, clauseAt, describesCompanyAt, importanceAt, readClauses } from './sections.js';
import type { Importance, Requirement, RequirementCategory, TermCategory } from './types.js';
import { findYears } from './years.js';

export interface Posting {
  /** The cleaned posting text (see readPostingText). */
  text: string;
  /** The saved job's title, when there is one; otherwise the title is looked for in the text. */
  title?: string | null;
  /** The company, when known: sentences about it describe it rather than ask for anything. */
  company?: string | null;
}

/** A term the user's own library names that the dictionary lacks, so a posting asking for it is still read. */
export interface ExtraTerm {
  id: string;
  name: string;
  category: TermCategory;
}

/** Terms the posting links to a requirement (by its id), which prove it where the library lacks the term itself. */
export interface PostingLinks {
  /**
   * "Kafka or another event streaming platform": by requirement id, the terms the posting names as examples of it
   * (their term ids), any of which proves it.
   */
  examples: Map<string, string[]>;
  /** "AWS, GCP or Azure": by requirement id, the other terms of its either-or list (term ids), any of which will do. */
  alternatives: Map<string, string[]>;
}

export interface ReadPosting extends PostingLinks {
  requirements: Requirement[];
}

/** Between the last term named and the kind it is of: "Kafka or another event streaming platform". */
const OR_ANOTHER =
  /^\s*,?\s*or\s+(?:an?\s+)?(?:another|any\s+other|other|similar|comparable|equivalent|alternative)\s+$/i;
/** Between two terms of one list: "Kafka, RabbitMQ", "Kafka/RabbitMQ", "Kafka or RabbitMQ". */
const LIST_JOIN = /^\s*(?:,|\/|,?\s*or)\s*$/i;
const OR = /\bor\b/i;

/** A hard skill as a clause names it: where, and the requirement it was read into. */
interface Named {
  termId: string;
  requirementId: string;
  start: number;
  end: number;
}

/**
 * The lists in a clause's hard skills (in order): a kind named after a list as "or another …" takes the list as its
 * examples ("Kafka, RabbitMQ or a similar message broker"), and the terms of a list joined by "or" are alternatives
 * to each other ("AWS, GCP or Azure"; "Kafka, RabbitMQ or a similar …" too). A list's terms touch, with only a comma,
 * a slash or "or" between them, so "Python and Go" is no list, nor is "C/C++" an either-or.
 */
function readLists(text: string, named: Named[], { examples, alternatives }: PostingLinks): void {
  const add = (into: Map<string, string[]>, requirementId: string, termIds: string[]) =>
    into.set(requirementId, [...new Set([...(into.get(requirementId) ?? []), ...termIds])]);
  const gap = (i: number) => text.slice(named[i - 1]!.end, named[i]!.start);
  let from = 0;
  let eitherOr = false;
  for (let i = 1; i <= named.length; i += 1) {
    if (i < named.length && LIST_JOIN.test(gap(i))) {
      eitherOr ||= OR.test(gap(i));
      continue;
    }
    // named[from, i) is one list; named[i], if any, follows it without a list's joiner.
    const list = named.slice(from, i);
    const kindFollows = i < named.length && OR_ANOTHER.test(gap(i));
    if (kindFollows)
      add(
        examples,
        named[i]!.requirementId,
        list.map((n) => n.termId),
      );
    if (list.length > 1 && (eitherOr || kindFollows)) {
      for (const member of list) {
        add(
          alternatives,
          member.requirementId,
          list.filter((other) => other.termId !== member.termId).map((other) => other.termId),
        );
      }
    }
    from = i;
    eitherOr = false;
  }
}

// Boilerplate names things the candidate is not asked for ("access to a gym", "we use Slack");
// "About us" may still say what the company is (SaaS, fintech), which is the "other" category.
const ALLOWED_IN: Record<Clause['section'], ReadonlySet<TermCategory>> = {
  required: new Set(['hard_skill', 'soft_skill', 'certification', 'language', 'other']),
  preferred: new Set(['hard_skill', 'soft_skill', 'certification', 'language', 'other']),
  neutral: new Set(['hard_skill', 'soft_skill', 'certification', 'language', 'other']),
  about: new Set(['other']),
  boilerplate: new Set(),
};

class RequirementSet {
  private readonly byId = new Map<string, Requirement>();

  add(
    category: RequirementCategory,
    term: string,
    key: string,
    text: string,
    importance: Importance,
    span: [number, number],
  ): Requirement {
    const id = `${category}:${key}`;
    const existing = this.byId.get(id);
    if (existing) {
      existing.spans.push(span);
      // Asked for anywhere without a qualifier, it is required.
      if (importance === 'required') existing.importance = 'required';
      return existing;
    }
    const requirement: Requirement = {
      id,
      text,
      term,
      category,
      importance,
      status: 'missing',
      evidence: [],
      spans: [span],
    };
    this.byId.set(id, requirement);
    return requirement;
  }

  list(): Requirement[] {
    // The title leads (a saved job's title may not be in its text at all); the rest follow the posting's order.
    const titleFirst = (r: Requirement) => (r.category === 'job_title' ? 0 : 1);
    return [...this.byId.values()].sort(
      (a, b) =>
        titleFirst(a) - titleFirst(b) || a.spans[0]![0] - b.spans[0]![0] || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0),
    );
  }
}

/** Every requirement a posting states, in the order it states them. */
export function extractRequirements(
  posting: Posting,
  dictionary: Dictionary,
  extra: { index: PhraseIndex; terms: Map<string, ExtraTerm> } | null = null,
): ReadPosting {
  const { text } = posting;
  const clauses = readClauses(text, posting.company ?? null);
  const tokens = tokenize(text);
  const set = new RequirementSet();
  const indexes = extra ? [dictionary.index, extra.index] : [dictionary.index];

  const title = readTitle(posting, set);
  // The title as written, and its core without a parenthesis or a " – team" tail ("Technical Support Engineer (Tier 2)").
  const titleRanges = title
    ? [title, coreTitle(title)].flatMap((phrase) => (phrase ? rangesOf(text, phrase) : []))
    : [];

  const fieldRanges = clauses.flatMap((clause) => degreeFieldRanges(text, clause));
  const hits = findPhrases(tokens, indexes);
  /** Each clause's hard skills in order, for the lists they form. */
  const named = new Map<Clause, Named[]>();
  for (const hit of hits) {
    const term = dictionary.terms.get(hit.entry.termId) ?? extra?.terms.get(hit.entry.termId);
    if (!term) continue;
    const start = tokens[hit.from]!.start;
    const end = tokens[hit.to - 1]!.end;
    const clause = clauseAt(clauses, start);
    if (!clause || !ALLOWED_IN[clause.section].has(term.category)) continue;
    if (term.category !== 'other' && describesCompanyAt(clause, start)) continue;
    // "3+ years in a technical support or developer-facing role": a field of experience, counted as years, not a skill.
    if (term.category === 'hard_skill' && isExperienceField(text, clause, start, end)) continue;
    // "Technical Support Engineer" names the role, not a skill the posting asks for; "a degree in Graphic Design" names
    // what the degree is in.
    if (titleRanges.some(([from, to]) => start >= from && end <= to)) continue;
    if (term.category === 'hard_skill' && fieldRanges.some(([from, to]) => start >= from && end <= to)) continue;
    const requirement = set.add(
      term.category,
      term.name,
      term.id,
      text.slice(start, end),
      importanceAt(clause, start),
      [start, end],
    );
    if (term.category !== 'hard_skill') continue;
    if (!named.has(clause)) named.set(clause, []);
    named.get(clause)!.push({ termId: term.id, requirementId: requirement.id, start, end });
  }
  const links: PostingLinks = { examples: new Map(), alternatives: new Map() };
  for (const list of named.values()) readLists(text, list, links);

  for (const clause of clauses) {
    if (clause.heading || clause.section === 'boilerplate' || clause.section === 'about') continue;
    const clauseText = text.slice(clause.start, clause.end);
    readYears(clauseText, clause, tokens, hits, dictionary, extra?.terms ?? null, set, text);
    readDegrees(clauseText, clause, set);
  }
  return { requirements: set.list(), ...links };
}

/** Adds the job title as a requirement and returns it (null when neither the job nor the text names one). */
function readTitle(posting: Posting, set: RequirementSet): string | null {
  const given = posting.title?.trim();
  const title = given || titleInText(posting.text);
  if (!title) return null;
  const at = posting.text.toLowerCase().indexOf(title.toLowerCase());
  const span: [number, number] = at === -1 ? [0, 0] : [at, at + title.length];
  set.add('job_title', title, title.toLowerCase(), title, 'required', span);
  return title;
}

function coreTitle(title: string): string | null {
  const core = title
    .replace(/\([^)]*\)/g, ' ')
    .replace(/\s[–—|-]\s.*$/, '')
    .replace(/\s+/g, ' ')
    .trim();
  return core.length >= 3 && core !== title ? core : null;
}

function isExperienceField(text: string, clause: Clause, start: number, end: number): boolean {
  const before = text.slice(clause.start, start);
  const after = text.slice(end, Math.min(clause.end, end + 60));
  return (
    /\b(years?|yrs?)\b['’]?s?\s+(of\s+)?((professional|relevant|proven|hands-on)\s+)?(experience\s+)?(in|as)\b[^.;]*$/i.test(
      before,
    ) &&
    /^[^.;]*\b(roles?|positions?|environments?|settings?|or (a )?(closely )?related (role|field|area))\b/i.test(after)
  );
}

/** Where a clause names the subjects of a degree it asks for ("BA in Graphic Design, Illustration or a related subject"). */
function degreeFieldRanges(text: string, clause: Clause): Array<[number, number]> {
  if (clause.heading) return [];
  const clauseText = text.slice(clause.start, clause.end);
  return findDegrees(clauseText)
    .filter(
      (mention) =>
        /\b(in|of)$/i.test(clauseText.slice(mention.start, mention.end)) ||
        /^(?:'s)?\s*(?:degree\s*)?(?:\([^)]*\)\s*)?(?:in|of)\s/i.test(clauseText.slice(mention.end)),
    )
    .map((mention) => {
      const rest = clauseText.slice(mention.end);
      const stop = rest.search(/[;.]|\bor (?:equivalent|relevant|comparable)\b|\band\s+\d/);
      return [clause.start + mention.end, clause.start + mention.end + (stop === -1 ? rest.length : stop)] as [
        number,
        number,
      ];
    });
}

/** Every place a phrase stands in the text, in any letter case. */
function rangesOf(text: string, phrase: string): Array<[number, number]> {
  const ranges: Array<[number, number]> = [];
  const haystack = text.toLowerCase();
  const needle = phrase.toLowerCase();
  for (let at = haystack.indexOf(needle); at !== -1; at = haystack.indexOf(needle, at + needle.length)) {
    ranges.push([at, at + needle.length]);
  }
  return ranges;
}

// A pasted posting names its role as "Job title: …" or in its first short line.
function titleInText(text: string): string | null {
  const labelled = /^\s*(?:job title|position|role|title)\s*[:–-]\s*(.{3,80})$/im.exec(text);
  if (labelled) return labelled[1]!.trim();
  const first =
    text
      .split('\n')
      .find((line) => line.trim() !== '')
      ?.trim() ?? '';
  const words = first.split(/\s+/).length;
  const looksLikeTitle =
    words >= 1 &&
    words <= 8 &&
    !/[.!?:]$/.test(first) &&
    /\b(engineer|developer|designer|manager|analyst|scientist|nurse|teacher|technician|specialist|representative|associate|accountant|assistant|coordinator|consultant|administrator|architect|director|lead|officer|agent|electrician|clerk|executive|writer|marketer|researcher|tutor|instructor|advisor|adviser|therapist|pharmacist|welder|plumber|mechanic|operator|support)\b/i.test(
      first,
    );
  return looksLikeTitle ? first.replace(/\s*[|–—-]\s*.*$/, '').trim() || null : null;
}

function readYears(
  clauseText: string,
  clause: Clause,
  tokens: Token[],
  hits: PhraseHit[],
  dictionary: Dictionary,
  extraTerms: Map<string, ExtraTerm> | null,
  set: RequirementSet,
  text: string,
): void {
  for (const mention of findYears(clauseText, clause.start)) {
    // "5+ years of Python, Django and Postgres": the skill is the first term after the figure, before the list goes on.
    const stop = text.slice(mention.end, clause.end).search(/[,;(]|\bincluding\b|\bsuch as\b/);
    const limit = stop === -1 ? clause.end : mention.end + stop;
    const hit = hits.find((candidate) => {
      const start = tokens[candidate.from]!.start;
      return start >= mention.end && start < limit;
    });
    const term = hit ? (dictionary.terms.get(hit.entry.termId) ?? extraTerms?.get(hit.entry.termId)) : undefined;
    const skill = term && (term.category === 'hard_skill' || term.category === 'soft_skill') ? term : undefined;
    const label = skill ? `${mention.years}+ years of ${skill.name}` : `${mention.years}+ years of experience`;
    const key = skill ? `${skill.id}` : 'overall';
    const requirement = set.add(
      'years',
      label,
      key,
      text.slice(mention.start, mention.end),
      importanceAt(clause, mention.start),
      [mention.start, mention.end],
    );
    // The highest figure asked for the same thing stands ("3+ years … ideally 5").
    const asked = requirement.years?.required ?? 0;
    if (mention.years > asked) {
      requirement.years = { required: mention.years, found: 0 };
      requirement.term = label;
    }
  }
}

function readDegrees(clauseText: string, clause: Clause, set: RequirementSet): void {
  const lowest = findDegrees(clauseText)[0];
  if (!lowest) return;
  const start = clause.start + lowest.start;
  const requirement = set.add(
    'education',
    DEGREE_LABELS[lowest.level],
    lowest.level,
    clauseText.slice(lowest.start, lowest.end),
    clause.importance,
    [start, clause.start + lowest.end],
  );
  requirement.degree ??= {
    level: lowest.level,
    field: lowest.field,
    equivalentAccepted: /equivalent|or (?:relevant|related|comparable) experience/i.test(clauseText),
  };
}
