/**
 * A STAR answer drafted from the user's own library, for a behavioural question: the experience line or snippet
 * that fits the question best as the Action, the role it comes from as the Situation, and a line of the same role
 * that reads as an outcome as the Result. Nothing is added that the library does not say; a part it cannot fill is
 * left empty for the user (the Task always is: only they know what they were asked to do).
 */
import type { Library } from '@hirestride/match';
import { descriptionLines } from '@hirestride/writing';

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

const STOP = new Set([
  'tell',
  'about',
  'time',
  'when',
  'your',
  'what',
  'that',
  'with',
  'have',
  'were',
  'they',
  'this',
  'from',
  'describe',
  'give',
  'example',
  'would',
  'could',
  'which',
  'there',
  'their',
  'you',
]);

const wordsOf = (text: string) =>
  text
    .toLowerCase()
    .split(/[^a-z0-9-]+/)
    .filter((word) => word.length > 3 && !STOP.has(word));

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

function fit(candidate: Candidate, theme: string[], questionWords: string[]): number {
  const line = candidate.text.toLowerCase();
  const themeHits = theme.filter((stem) => line.includes(stem)).length;
  const questionHits = questionWords.filter((word) => line.includes(word)).length;
  return themeHits * 2 + questionHits + (/\d/.test(line) ? 0.5 : 0);
}

const HAS_NUMBER = /\d/;
/** A line that reads as an outcome: a percentage, or a verb of change. */
const OUTCOME = /\d+\s*%|\b(cut|reduc|increas|improv|sav|gr[eo]w|rais|halv|doubl|lower|faster|fewer|won)\w*/i;
/** "Built the ledger" → "I built the ledger"; a line already in the first person, or not starting with a verb, stays. */
function firstPerson(line: string): string {
  const text = line.replace(/[.;]+$/, '');
  if (/^(i|we|my|our)\b/i.test(text)) return `${text}.`;
  if (
    /^[A-Z][a-z]+ed\b|^(Led|Built|Ran|Wrote|Made|Set|Cut|Won|Grew|Drove|Taught|Sold|Brought|Began|Took|Held|Kept|Sent|Spent|Found|Gave|Saw)\b/.test(
      text,
    )
  )
    return `I ${text[0]!.toLowerCase()}${text.slice(1)}.`;
  return `${text}.`;
}

const period = (role: Library['experiences'][number]) => {
  const from = role.start_date.slice(0, 4);
  return role.end_date ? `${from}–${role.end_date.slice(0, 4)}` : `since ${from}`;
};

/** The draft; with an empty library, each part asks the user for what only they know. */
export function starDraft({ question, library }: StarDraftInput): StarDraft {
  const theme = THEMES[question.category] ?? [];
  const questionWords = wordsOf(question.text);
  const ranked = candidates(library)
    .map((candidate) => ({ candidate, score: fit(candidate, theme, questionWords) }))
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
  const second = sameSource.find(({ candidate, score }) => candidate !== resultLine && score > 0)?.candidate;
  const situation = best.role
    ? `At ${best.role.company}, where I worked as ${best.role.job_title} (${period(best.role)}).`
    : best.snippetTitle
      ? `${best.snippetTitle}.`
      : '';
  return {
    situation,
    task: '',
    action: [firstPerson(best.text), ...(second ? [firstPerson(second.text)] : [])].join(' '),
    result: resultLine ? firstPerson(resultLine.text) : '',
    sources: [best, ...(second ? [second] : []), ...(resultLine ? [resultLine] : [])].map((c) => c.text),
  };
}
