/**
 * The user's own lines that show what a posting asks for, best first: every experience line and every snippet read
 * by the match engine as an item of its own, so a letter can quote the lines that carry the most requirements.
 */
import { lineRequirements, type Requirement } from '@hirestride/match';
import type { LetterInput } from './letter-types.js';
import { bm25, queryOf } from './relevance.js';

/** A line this close to the posting, as a share of the closest line's score, answers it without naming a requirement. */
const CLOSE_SHARE = 0.6;

export interface EvidenceLine {
  /** The line as the user wrote it, without a bullet marker. */
  text: string;
  /** Where it comes from: the role ("Backend Engineer", "Monzo") or the snippet's title. */
  role: { title: string; company: string; current: boolean } | null;
  snippetTitle: string | null;
  /** The requirements it shows (their terms), required ones first. */
  covers: string[];
  weight: number;
  /**
   * How closely it speaks to the posting's own lines (its duties and asks), by BM25 over the person's lines: the
   * reconciliation job for a posting about reconciliation, not the line that names the most tools.
   */
  relevance: number;
}

export interface PostingEvidence {
  lines: EvidenceLine[];
  /** The user's other lines, which show nothing the posting names, in the library's order. */
  others: EvidenceLine[];
  /** Matched requirements by term, required first, as the posting lists them. */
  covered: Requirement[];
  /** Requirements nothing in the library shows. */
  missing: Requirement[];
}

const BULLET = /^\s*(?:[-•*▪◦‣]|\d+[.)])\s+/;
const LINE_BASE = 1_000_000_000;
const SNIPPET_BASE = 2_000_000_000;
const weightOf = (requirement: Requirement) => (requirement.importance === 'required' ? 2 : 1);

/** Splits a description into its lines, bullet markers removed. */
export function descriptionLines(text: string): string[] {
  return text
    .split(/\r?\n/)
    .map((line) => line.replace(BULLET, '').trim())
    .filter(Boolean);
}

/** Weighs each of the user's lines against the posting; an unreadable posting gives no evidence, not an error. */
export function postingEvidence(input: Pick<LetterInput, 'job' | 'library' | 'now' | 'dictionary'>): PostingEvidence {
  const { library } = input;
  const items: Array<
    Omit<EvidenceLine, 'covers' | 'weight' | 'relevance'> & {
      id: number;
      source: 'experience' | 'snippet';
      roleIndex: number;
    }
  > = [];
  library.experiences.forEach((role, roleIndex) => {
    for (const text of descriptionLines(role.description)) {
      items.push({
        id: LINE_BASE + items.length,
        source: 'experience',
        roleIndex,
        text,
        role: { title: role.job_title, company: role.company, current: role.end_date === null },
        snippetTitle: null,
      });
    }
  });
  library.snippets.forEach((snippet) => {
    for (const text of descriptionLines(snippet.content)) {
      items.push({
        id: SNIPPET_BASE + items.length,
        source: 'snippet',
        roleIndex: -1,
        text,
        role: null,
        snippetTitle: snippet.title,
      });
    }
  });

  const requirements = lineRequirements({
    postingText: input.job.postingText,
    title: input.job.title,
    company: input.job.company,
    library: {
      ...library,
      experiences: items
        .filter((item) => item.source === 'experience')
        .map((item) => {
          const role = library.experiences[item.roleIndex];
          return {
            id: item.id,
            job_title: '',
            company: '',
            start_date: role?.start_date ?? '',
            end_date: role?.end_date ?? null,
            description: item.text,
          };
        }),
      snippets: items
        .filter((item) => item.source === 'snippet')
        .map((item) => ({ id: item.id, title: '', content: item.text })),
    },
    now: input.now,
    ...(input.dictionary ? { dictionary: input.dictionary } : {}),
  });
  const ordered = [...requirements].sort((a, b) => weightOf(b) - weightOf(a));
  const relevance = bm25(
    items.map((item) => item.text),
    queryOf(descriptionLines(input.job.postingText).join('\n'), true),
  );
  const lines = items.map((item, index) => {
    const covers = ordered
      .filter((requirement) =>
        requirement.evidence.some((evidence) => evidence.source === item.source && evidence.id === item.id),
      )
      .map((requirement) => requirement.term);
    const weight = ordered
      .filter((requirement) => covers.includes(requirement.term))
      .reduce((sum, requirement) => sum + weightOf(requirement), 0);
    const line = {
      text: item.text,
      role: item.role,
      snippetTitle: item.snippetTitle,
      covers,
      weight,
      relevance: relevance[index]!,
    };
    return { line, index };
  });
  const mostRelevant = Math.max(0, ...relevance);
  const close = (line: EvidenceLine) => line.relevance > 0 && line.relevance >= CLOSE_SHARE * mostRelevant;
  return {
    // A line that names no requirement but speaks closely to the posting's own lines ("Supervise 45 associates on the
    // night shift" for a night-shift supervisor's job) answers it too.
    lines: lines
      .filter(({ line }) => line.weight > 0 || close(line))
      .sort((a, b) => b.line.weight - a.line.weight || a.index - b.index)
      .map(({ line }) => line),
    others: lines.filter(({ line }) => line.weight === 0 && !close(line)).map(({ line }) => line),
    covered: ordered.filter((requirement) => requirement.status !== 'missing'),
    missing: ordered.filter((requirement) => requirement.status === 'missing'),
  };
}
