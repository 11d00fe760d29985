/** What the match view says about a result: labels, order and sentences, apart from how it is drawn. */
import {
  CATEGORY_WEIGHTS,
  IMPORTANCE_WEIGHTS,
  MISSING_REQUIRED_PENALTY,
  STATUS_CREDIT,
  missingMustHaves,
} from '@hirestride/match/score';
import type { Evidence, MatchResult, Requirement, RequirementCategory } from '../../api/match';

export const categoryLabels: Record<RequirementCategory, string> = {
  hard_skill: 'Hard skills',
  job_title: 'Job title',
  education: 'Education',
  years: 'Years of experience',
  soft_skill: 'Soft skills',
  certification: 'Certifications',
  language: 'Languages',
  other: 'Other keywords',
};

const categoryOrder = Object.keys(categoryLabels) as RequirementCategory[];

export const sourceLabels: Record<Evidence['source'], string> = {
  skill: 'Skill',
  experience: 'Experience',
  education: 'Education',
  certification: 'Certification',
  snippet: 'Snippet',
  personal_info: 'About You',
};

/** How a piece of evidence matched, in words a job seeker reads. */
export function matchKindLabel(evidence: Evidence, requirement: Requirement): string {
  switch (evidence.match) {
    case 'exact':
      return 'same words';
    case 'alias':
      return `another name for ${requirement.term}`;
    case 'stem':
      return 'a form of the same words';
    case 'narrower':
      return `a kind of ${requirement.term}`;
    case 'example':
      return `the posting's own example of ${requirement.text}`;
    case 'alternative':
      return `the posting takes it in place of ${requirement.text}`;
    case 'related':
      return `related to ${requirement.term}, not the same`;
    case 'computed':
      return requirement.category === 'years' || evidence.source === 'experience'
        ? 'counted from your dates'
        : 'compared by level';
  }
}

/** The categories the posting asks about, in weight order, with their share of credit (partial counts half). */
export function categoryBars(result: MatchResult) {
  return categoryOrder.flatMap((category) => {
    const figure = result.categories[category];
    if (!figure) return [];
    const share = figure.total === 0 ? 0 : (figure.matched + figure.partial / 2) / figure.total;
    return [{ category, label: categoryLabels[category], ...figure, percent: Math.round(share * 100) }];
  });
}

const byWeight = (a: Requirement, b: Requirement) =>
  categoryOrder.indexOf(a.category) - categoryOrder.indexOf(b.category);

/** Matched requirements, in the posting's order. */
export const matchedRequirements = (result: MatchResult) => result.requirements.filter((r) => r.status === 'matched');

/**
 * The gaps: missing and partly matched, required before preferred, what may be obtained after hire last, then the
 * heavier categories first; what only the learned reader read comes after what the dictionary read.
 */
export function gapRequirements(result: MatchResult): Requirement[] {
  return result.requirements
    .filter((r) => r.status !== 'matched')
    .sort(
      (a, b) =>
        Number(a.after_hire === true) - Number(b.after_hire === true) ||
        Number(a.learned === true) - Number(b.learned === true) ||
        Number(a.importance === 'preferred') - Number(b.importance === 'preferred') ||
        Number(a.status === 'partial') - Number(b.status === 'partial') ||
        byWeight(a, b),
    );
}

/** One line under the score: how many requirements the library covers, and the cap when it applied. */
export function scoreSummary(result: MatchResult): string {
  const matched = result.requirements.filter((r) => r.status === 'matched').length;
  const partial = result.requirements.filter((r) => r.status === 'partial').length;
  const parts = [`${matched} of ${result.requirements.length} requirements matched`];
  if (partial > 0) parts.push(`${partial} partly`);
  return `${parts.join(', ')}.`;
}

/** What the missing must-haves cost, when they cost anything. */
export function penaltySentence(result: MatchResult): string | null {
  if (!result.penalty) return null;
  const missing = missingMustHaves(result.requirements).length;
  return `${missing} required ${missing === 1 ? 'skill' : 'skills'} missing from your library took ${result.penalty} ${result.penalty === 1 ? 'point' : 'points'} off.`;
}

/** The posting cut into plain text and highlighted mentions, for drawing with <mark>. */
export function postingSegments(result: MatchResult): Array<{ text: string; requirement: Requirement | null }> {
  const spans = result.requirements
    .flatMap((requirement) => requirement.spans.map(([start, end]) => ({ start, end, requirement })))
    .filter((span) => span.end > span.start)
    .sort((a, b) => a.start - b.start || b.end - a.end);
  const segments: Array<{ text: string; requirement: Requirement | null }> = [];
  let cursor = 0;
  for (const span of spans) {
    if (span.start < cursor) continue;
    if (span.start > cursor) segments.push({ text: result.posting_text.slice(cursor, span.start), requirement: null });
    segments.push({ text: result.posting_text.slice(span.start, span.end), requirement: span.requirement });
    cursor = span.end;
  }
  if (cursor < result.posting_text.length)
    segments.push({ text: result.posting_text.slice(cursor), requirement: null });
  return segments;
}

const TIMES: Record<number, string> = { 2: 'twice', 3: 'three times', 4: 'four times' };

const lower = (label: string) => label.charAt(0).toLowerCase() + label.slice(1);

/**
 * How the score is worked out, in sentences drawn from the engine's own weights and penalty, so that what the app says
 * and what it does cannot drift apart (docs/matching.md has the whole account).
 */
export function scoreRules(): string[] {
  const weights = categoryOrder.map((category) => `${lower(categoryLabels[category])} ${CATEGORY_WEIGHTS[category]}`);
  const times = IMPORTANCE_WEIGHTS.required / IMPORTANCE_WEIGHTS.preferred;
  const partial = STATUS_CREDIT.partial === 0.5 ? 'half' : `${STATUS_CREDIT.partial * 100}%`;
  const penalty = Math.round(MISSING_REQUIRED_PENALTY * 100);
  return [
    `Each requirement counts within its kind, and the kinds weigh: ${weights.join(', ')}. Only the kinds this posting asks about count.`,
    `A required item counts ${TIMES[times] ?? `${times} times`} as much as a preferred one, and one your library shows only partly counts ${partial}.`,
    `Required hard skills your library lacks also take their share of ${penalty}% off the score: missing one of four takes ${penalty / 4}% off, so each one you add moves the score by a step, never past a cliff.`,
    'What the posting lets you obtain after hire is never a gap: it adds to the score once your library shows it.',
    'The same posting and library always give the same score: it comes from these rules, not from an AI service.',
  ];
}
