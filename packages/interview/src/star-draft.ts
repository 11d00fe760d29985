/**
 * A STAR answer drafted from the user's own library, for a behavioural question: the experience line or snippet
 * that fits the question best as the Action, the role it comes from as the Situation, and a line of the same role
 * that reads as an outcome as the Result. Nothing is added that the library does not say; a part it cannot fill is
 * left empty for the user (the Task always is: only they know what they were asked to do).
 */
import type { Library } from '@hirestride/match';
import { descriptionLines } from '@hirestride/writing';
import { firstPerson } from '@hirestride/writing/first-person';
import { bm25, queryOf } from '@hirestride/writing/relevance';

export interface StarDraft {
  situation: string;
  task: string;
  action: string;
  result: string;
  /** The lines the draft quotes, so the user sees where each part came from. */
  sources: string[];
}

export interface StarDraftInput {
  question: { text: string; category: string };
  library: Library;
}

/** Words that say a line is about the theme a behavioural category asks for. */
const THEMES: Record<string, string[]> = {
  teamwork: ['team', 'collaborat', 'together', 'cross-functional', 'pair', 'partner', 'colleague', 'mentor', 'support'],
  conflict: ['disagree', 'conflict', 'negotiat', 'stakeholder', 'resolv', 'compromise', 'escalat', 'align'],
  failure: ['mistake', 'fail', 'incident', 'outage', 'learn', 'postmortem', 'post-mortem', 'recover', 'fix'],
  leadership: ['led', 'lead', 'manag', 'mentor', 'coach', 'owned', 'hired', 'organis', 'organiz', 'drove'],
  ambiguity: ['new', 'first', 'launch', 'scratch', 'migrat', 'redesign', 'introduc', 'pilot', 'prototype', 'unclear'],
  'customer-focus': ['customer', 'client', 'user', 'patient', 'student', 'support', 'satisfaction', 'feedback', 'nps'],
};

interface Candidate {
  text: string;
  role: Library['experiences'][number] | null;
  snippetTitle: string | null;
  order: number;
}

function candidates(library: Library): Candidate[] {
  const out: Candidate[] = [];
  // Current and recent roles first: a fresh story is easier to tell well.
  const roles = [...library.experiences].sort((a, b) => (b.end_date ?? '9999').localeCompare(a.end_date ?? '9999'));
  for (const role of roles)
    for (const text of descriptionLines(role.description))
      out.push({ text, role, snippetTitle: null, order: out.length });
  for (const snippet of library.snippets)
    for (const text of descriptionLines(snippet.content))
      out.push({ text, role: null, snippetTitle: snippet.title || null, order: out.length });
  return out;
}

/** A theme's word counts twice a word of the question: it says what the category is about. */
const THEME_WEIGHT = 2;

/**
 * How well each line answers the question: BM25 over the library's own lines (relevance.ts), the question's words
 * and its theme's stems as the query. A line with a figure wins a tie: it makes the better story.
 */
export function relevance(lines: string[], question: string, theme: string[] = []): number[] {
  // A word both the question and its theme name counts for both.
  const query = queryOf(question);
  for (const stem of theme) query.set(stem, (query.get(stem) ?? 0) + THEME_WEIGHT);
  return bm25(lines, query).map((score, index) => score + (HAS_NUMBER.test(lines[index]!) ? 0.01 : 0));
}

const HAS_NUMBER = /\d/;
/** A line that reads as an outcome: a percentage, or a verb of change. */
const OUTCOME = /\d+\s*%|\b(cut|reduc|increas|improv|sav|gr[eo]w|rais|halv|doubl|lower|faster|fewer|won)\w*/i;

/** The line as the person tells it: "Built the ledger" → "I built the ledger."; a line with no such reading stays. */
function spoken(line: string, current: boolean): string {
  const clause = firstPerson(line, current);
  if (!clause) return `${line.trim().replace(/[.;,:\s]+$/, '')}.`;
  return clause.kind === 'identity' ? `${clause.text}.` : `I ${clause.text}.`;
}

const period = (role: Library['experiences'][number]) => {
  const from = role.start_date.slice(0, 4);
  return role.end_date ? `${from}–${role.end_date.slice(0, 4)}` : `since ${from}`;
};

/** The draft; with an empty library, each part asks the user for what only they know. */
export function starDraft({ question, library }: StarDraftInput): StarDraft {
  const all = candidates(library);
  const scores = relevance(
    all.map((candidate) => candidate.text),
    question.text,
    THEMES[question.category],
  );
  const ranked = all
    .map((candidate, index) => ({ candidate, score: scores[index]! }))
    .sort((a, b) => b.score - a.score || a.candidate.order - b.candidate.order);
  const best = ranked[0]?.candidate;
  // A part the library cannot fill stays empty: the form's own hint asks for it, and no prompt text gets saved.
  if (!best) return { situation: '', task: '', action: '', result: '', sources: [] };
  // The rest of the same role (or snippet), best first: a result with a number, and one more relevant line.
  const sameSource = ranked.filter(
    ({ candidate: c }) => c !== best && c.role === best.role && c.snippetTitle === best.snippetTitle,
  );
  const resultLine = (
    sameSource.find(({ candidate }) => OUTCOME.test(candidate.text)) ??
    sameSource.find(({ candidate }) => HAS_NUMBER.test(candidate.text))
  )?.candidate;
  const second = sameSource.find(({ candidate, score }) => candidate !== resultLine && score >= 0.5)?.candidate;
  const current = best.role ? best.role.end_date === null : false;
  const situation = best.role
    ? `At ${best.role.company}, where I worked as ${best.role.job_title} (${period(best.role)}).`
    : best.snippetTitle
      ? `${best.snippetTitle}.`
      : '';
  return {
    situation,
    task: '',
    action: [spoken(best.text, current), ...(second ? [spoken(second.text, current)] : [])].join(' '),
    result: resultLine ? spoken(resultLine.text, false) : '',
    sources: [best, ...(second ? [second] : []), ...(resultLine ? [resultLine] : [])].map((c) => c.text),
  };
}
