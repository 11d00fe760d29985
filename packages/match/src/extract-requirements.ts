/** Reads a posting's requirements: dictionary terms, years, degrees and the job title, each with its importance. */
import type { Dictionary } from './dictionary.js';
import { DEGREE_LABELS, findDegrees } from './education.js';
import { type Token, tokenize } from './nlp.js';
import { findPhrases, type PhraseHit, type PhraseIndex } from './phrase-index.js';
import { type Clause, clauseAt, describesCompanyAt, importanceAt, readClauses } from './sections.js';
import type { ExtraTerm, Importance, Requirement, RequirementCategory, TermCategory } from './types.js';
import { afterHireRanges } from './after-hire.js';
import { type ListGroup, type Named, readListGroups } from './lists.js';
import { learnedTerms } from './learned-terms.js';
import { readingText, tagLineRanges } from './tag-lines.js';
import { inOtherSense } from './word-senses.js';
import { findYears } from './years.js';

export interface Posting {
  /** The cleaned posting text (see readPostingText). */
  text: string;
  /** The saved job's title, when there is one; otherwise the title is looked for in the text. */
  title?: string | null;
  /** The company, when known: sentences about it describe it rather than ask for anything. */
  company?: string | null;
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

// Boilerplate names things the candidate is not asked for ("access to a gym", "we use Slack"), and what the company
// says of itself (e-commerce, a 220-bed hospital) asks nothing of the candidate either.
const ALLOWED_IN: Record<Clause['section'], ReadonlySet<TermCategory>> = {
  required: new Set(['hard_skill', 'soft_skill', 'certification', 'language', 'other']),
  preferred: new Set(['hard_skill', 'soft_skill', 'certification', 'language', 'other']),
  neutral: new Set(['hard_skill', 'soft_skill', 'certification', 'language', 'other']),
  about: new Set(),
  boilerplate: new Set(),
};

/** The language postings and profiles are read in (the dictionary's term id). */
export const POSTING_LANGUAGE = 'english';
const OTHER_LANGUAGE_BESIDE =
  /\bbilingual\b|english\s*(?:\/|and|&|or|\+)\s*\p{Lu}|\p{Lu}\p{Ll}+\s*(?:\/|and|&|or|\+)\s*english/iu;

/** Where and how the job is done: what it offers, not what it asks ("a remote-first team", "a hybrid role"). */
const DESCRIBES_THE_JOB = new Set(['remote-first', 'remote-work', 'hybrid-working', 'on-site-role']);

const NAMES_PEOPLE = /\b(?:developers?|engineers?|architects?|scientists?|designers?|programmers?|analysts?)$/i;

/**
 * Whether the words a skill was read from name a role ("frontend developer", "data scientists") rather than the skill
 * itself: a short phrase ending on a word for people, read as a skill whose own name does not ("Oracle SQL Developer"
 * is a tool; "handoff to developers" is a skill).
 */
function namesARole(surface: string, name: string): boolean {
  const words = surface.trim().split(/[\s-]+/);
  return (
    NAMES_PEOPLE.test(surface) &&
    !NAMES_PEOPLE.test(name) &&
    words.length <= 3 &&
    !words.some((word) => /^(?:to|with|for|and|of|the)$/i.test(word))
  );
}

/** An industry or company stage is asked of the candidate only as experience: "experience in e-commerce". */
const ASKED_AS_EXPERIENCE =
  /\b(?:experien\w*|background|knowledge|familiar\w*|understanding|exposure|worked|working)\b/i;

class RequirementSet {
  private readonly byId = new Map<string, Requirement>();
  /** Requirements asked for now somewhere; the rest were asked for only after hire. */
  private readonly present = new Set<string>();

  get(id: string): Requirement | undefined {
    return this.byId.get(id);
  }

  delete(id: string): void {
    this.byId.delete(id);
  }

  /** Records one mention's timing: a requirement mentioned only as to be obtained after hire is marked so. */
  timing(requirement: Requirement, afterHire: boolean): void {
    if (!afterHire) {
      this.present.add(requirement.id);
      delete requirement.after_hire;
    } else if (!this.present.has(requirement.id)) {
      requirement.after_hire = true;
    }
  }

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
    // A list read as one requirement brings its members' mentions along, after the requirement's own.
    for (const requirement of this.byId.values()) requirement.spans.sort((a, b) => a[0] - b[0]);
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
  const tags = tagLineRanges(text);
  const tokens = tokenize(readingText(text, tags));
  const set = new RequirementSet();
  const indexes = extra ? [dictionary.index, extra.index] : [dictionary.index];
  // With a section of requirements, what the duties name is what the job involves, not what it asks for first.
  const hasRequirements = clauses.some((clause) => clause.heading && clause.section === 'required');

  const title = readTitle(posting, set);
  // The title's core, without a parenthesis or a " – team" tail ("Technical Support Engineer (Tier 2)"), names the
  // role; the skills a title lists in brackets ("DevOps Engineer (Docker, Jenkins)") are still read.
  const titleCore = title ? (coreTitle(title) ?? title) : null;
  // The company's own name ("Juniper & Pine Outfitters") is not a skill it asks for either.
  const company = posting.company?.trim();
  const titleRanges = [
    ...(titleCore ? rangesOf(text, titleCore) : []),
    ...(company && company.length >= 3 ? rangesOf(text, company) : []),
  ];

  const fieldRanges = clauses.flatMap((clause) => degreeFieldRanges(text, clause));
  const laterRanges = clauses.flatMap((clause) =>
    clause.heading ? [] : afterHireRanges(text.slice(clause.start, clause.end), clause.start),
  );
  const inRanges = (ranges: Array<[number, number]>, start: number, end: number) =>
    ranges.some(([from, to]) => start >= from && end <= to);
  const known = findPhrases(tokens, indexes, (i) => inRanges(tags, tokens[i]!.start, tokens[i]!.end));
  const learned = learnedTerms(text, tokens, known, dictionary);
  const kept = learned.doubted.size === 0 ? known : known.filter((hit) => !learned.doubted.has(hit));
  const hits = learned.hits.length === 0 ? kept : [...kept, ...learned.hits].sort((a, b) => a.from - b.from);
  /** Each clause's hard skills in order, for the lists they form. */
  const named = new Map<Clause, Named[]>();
  for (const hit of hits) {
    const term =
      dictionary.terms.get(hit.entry.termId) ??
      extra?.terms.get(hit.entry.termId) ??
      learned.terms.get(hit.entry.termId);
    if (!term) continue;
    const start = tokens[hit.from]!.start;
    const end = tokens[hit.to - 1]!.end;
    const clause = clauseAt(clauses, start);
    if (!clause || !ALLOWED_IN[clause.section].has(term.category)) continue;
    if (describesCompanyAt(clause, start)) continue;
    if (
      term.category === 'other' &&
      !(clause.section === 'required' || clause.section === 'preferred') &&
      !ASKED_AS_EXPERIENCE.test(text.slice(clause.start, clause.end))
    )
      continue;
    if (DESCRIBES_THE_JOB.has(term.id) || inOtherSense(term.id, text, start, end)) continue;
    // "A Frontend Developer", "work with data scientists": the text names people or a role, not a skill asked of the
    // candidate (the role itself is the job title's requirement).
    if (term.category === 'hard_skill' && namesARole(text.slice(start, end), term.name)) continue;
    // "Bilingual English/Spanish": the posting's own language beside another asks for the other one.
    if (term.id === POSTING_LANGUAGE && OTHER_LANGUAGE_BESIDE.test(text.slice(Math.max(0, start - 12), end + 16)))
      continue;
    // "3+ years in a technical support or developer-facing role": a field of experience, counted as years, not a skill.
    if (term.category === 'hard_skill' && isExperienceField(text, clause, start, end)) continue;
    // "Technical Support Engineer" names the role, not a skill the posting asks for; "a degree in Graphic Design" names
    // what the degree is in.
    if (inRanges(titleRanges, start, end)) continue;
    if (term.category === 'hard_skill' && inRanges(fieldRanges, start, end)) continue;
    const duty = hasRequirements && clause.section === 'neutral';
    const requirement = set.add(
      term.category,
      term.name,
      term.id,
      text.slice(start, end),
      duty ? 'preferred' : importanceAt(clause, start),
      [start, end],
    );
    set.timing(requirement, inRanges(laterRanges, start, end));
    if (learned.terms.has(term.id)) requirement.learned = true;
    if (term.category !== 'hard_skill' && term.category !== 'certification') continue;
    if (!named.has(clause)) named.set(clause, []);
    named.get(clause)!.push({ termId: term.id, requirementId: requirement.id, start, end });
  }
  const links: PostingLinks = { examples: new Map(), alternatives: new Map() };
  for (const list of named.values()) {
    for (const group of readListGroups(text, list))
      joinGroup(group, set, links, dictionary, [extra?.terms, learned.terms]);
  }
  dropLearningOf(set, laterRanges);

  for (const clause of clauses) {
    if (clause.heading || clause.section === 'boilerplate' || clause.section === 'about') continue;
    const clauseText = text.slice(clause.start, clause.end);
    readYears(clauseText, clause, tokens, hits, dictionary, extra?.terms ?? null, set, text);
    readDegrees(clauseText, clause, set);
  }
  return { requirements: set.list(), ...links };
}

/**
 * Makes a list the one requirement the posting means. A kind with examples ("a WMS (Manhattan, SAP EWM or similar)")
 * keeps the kind, proven by any example; terms any one of which will do ("AWS, GCP or Azure") become the first term,
 * proven by any of the others. A member mentioned elsewhere as well stays a requirement of its own.
 */
function joinGroup(
  group: ListGroup,
  set: RequirementSet,
  links: PostingLinks,
  dictionary: Dictionary,
  otherTerms: Array<Map<string, ExtraTerm> | undefined>,
): void {
  const kept = group.kind ?? group.members[0]!;
  const into = set.get(kept.requirementId);
  if (!into) return;
  const others = group.members.filter((member) => member.termId !== kept.termId);
  if (others.length === 0) return;
  const add = (map: Map<string, string[]>, termIds: string[]) =>
    map.set(into.id, [...new Set([...(map.get(into.id) ?? []), ...termIds])]);
  add(
    group.kind ? links.examples : links.alternatives,
    others.map((member) => member.termId),
  );
  const nameOf = (termId: string) =>
    (dictionary.terms.get(termId) ?? otherTerms.map((terms) => terms?.get(termId)).find(Boolean))?.name ?? termId;
  into.accepts = [...new Set([...(into.accepts ?? []), ...others.map((member) => nameOf(member.termId))])];
  let laterOnly = into.after_hire === true;
  for (const member of others) {
    const requirement = set.get(member.requirementId);
    if (!requirement || requirement === into) continue;
    const inGroup = requirement.spans.every(([start, end]) => start >= group.start && end <= group.end);
    if (!inGroup) continue;
    into.spans.push(...requirement.spans);
    if (requirement.importance === 'required') into.importance = 'required';
    laterOnly &&= requirement.after_hire === true;
    set.delete(requirement.id);
  }
  if (!laterOnly) delete into.after_hire;
}

/**
 * "Willingness to learn Go" asks for Go later, not for a trait: a soft skill read inside a part that lets the
 * candidate learn a named skill after hire is dropped.
 */
function dropLearningOf(set: RequirementSet, laterRanges: Array<[number, number]>): void {
  const requirements = set.list();
  for (const requirement of requirements) {
    if (requirement.category !== 'soft_skill') continue;
    const ranges = laterRanges.filter(([from, to]) =>
      requirement.spans.some(([start, end]) => start >= from && end <= to),
    );
    if (ranges.length === 0 || ranges.length < requirement.spans.length) continue;
    const learnsSkill = requirements.some(
      (other) =>
        (other.category === 'hard_skill' || other.category === 'certification') &&
        other.spans.some(([start, end]) => ranges.some(([from, to]) => start >= from && end <= to)),
    );
    if (learnsSkill) set.delete(requirement.id);
  }
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
  // The words that make a term a field of experience stand close to it; a bounded look keeps a long clause linear.
  const before = text.slice(Math.max(clause.start, start - 160), start);
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
    const next = hits[firstHitFrom(hits, tokens, mention.end)];
    const hit = next && tokens[next.from]!.start < limit ? next : undefined;
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

/** The index of the first hit starting at or after `offset` (hits are in text order). */
function firstHitFrom(hits: PhraseHit[], tokens: Token[], offset: number): number {
  let low = 0;
  let high = hits.length;
  while (low < high) {
    const mid = (low + high) >> 1;
    if (tokens[hits[mid]!.from]!.start < offset) low = mid + 1;
    else high = mid;
  }
  return low;
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
