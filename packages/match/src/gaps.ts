/**
 * What a requirement is to the person: shown by the library, partly shown, a gap now, one to close after hire, or one
 * too uncertain to call a gap.
 */
import type { Requirement } from './types.js';

export type GapKind = 'shown' | 'partial' | 'gap' | 'later' | 'unsure';

/** The one reading every screen and list of gaps takes: the resume's, the interview questions', the Learning Hub's. */
export function gapKind(requirement: Requirement): GapKind {
  if (requirement.status === 'matched') return 'shown';
  if (requirement.after_hire) return 'later';
  // Only the learned reader read it: not certain enough to tell anyone they lack it.
  if (requirement.learned && requirement.status === 'missing') return 'unsure';
  return requirement.status === 'partial' ? 'partial' : 'gap';
}

/** The requirements the library does not yet meet in full and the posting asks for now (not the job title). */
export function presentGaps(requirements: Requirement[]): Requirement[] {
  return requirements.filter((requirement) => {
    const kind = gapKind(requirement);
    return requirement.category !== 'job_title' && (kind === 'gap' || kind === 'partial');
  });
}
