/**
 * Questions drawn from a saved job's match: what its posting asks for that the profile does not show (how would
 * you answer it?), what it shows only partly, and the strengths an interviewer will probe, in the posting's order
 * of importance. The role bank that fits the job's title comes with them.
 */
import { shippedDictionary, type MatchResult, type Requirement } from '@hirestride/match';
import { gapKind } from '@hirestride/match/gaps';
import { roleBankFor, shippedBanks, type Bank } from './banks.js';

/** A gap to answer for, something shown in part, a strength to be probed, or what the role lets one obtain after hire. */
export type JobQuestionKind = 'gap' | 'partial' | 'strength' | 'later';

export interface JobQuestion {
  /** Stable for the same requirement of the same job: "job-gap-hard_skill:kubernetes". */
  id: string;
  kind: JobQuestionKind;
  /** The requirement as the posting says it. */
  requirement: string;
  /** Why this question is here, in a sentence that names the requirement. */
  context: string;
  text: string;
  listening_for: string;
  tip: string;
  star: boolean;
}

export interface JobQuestionsInput {
  title: string;
  result: Pick<MatchResult, 'requirements'>;
  banks?: Bank[];
  /** How many questions from the match at most (gaps first). */
  limit?: number;
}

/** The requirement kinds a candidate can be asked about; a title is the role itself. */
const ASKABLE = new Set<Requirement['category']>([
  'hard_skill',
  'soft_skill',
  'certification',
  'language',
  'other',
  'years',
  'education',
]);

const ORDER: Record<JobQuestionKind, number> = { gap: 0, later: 1, partial: 2, strength: 3 };

/**
 * Dictionary families of things one uses (software, platforms, languages, equipment systems) rather than fields of
 * practice: a missing tool is asked about as a tool ("what have you used that does the same job?"), a missing field
 * as knowledge ("where have you come closest to it?").
 */
const TOOL_FAMILY =
  /software|platform|framework|tool|system|service|language|runtime|engine|database|librar|suite|protocol|format|orchestration|cloud|container|version control|ci\/cd|broker|server|data warehouse|office|package|virtuali[sz]ation|api technology|^orm$|cdn|aws|azure/i;

function isTool(requirement: Requirement): boolean {
  const term = shippedDictionary().terms.get(requirement.id.slice(requirement.id.indexOf(':') + 1));
  return Boolean(term?.family && TOOL_FAMILY.test(term.family));
}

function gap(requirement: Requirement): Omit<JobQuestion, 'id' | 'kind' | 'requirement'> {
  const asks = `The role ${requirement.importance === 'required' ? 'asks for' : 'would like'} ${requirement.text}`;
  switch (requirement.category) {
    case 'years':
      return {
        // The term says what of: "8+ years of Python".
        context: `The role asks for ${requirement.term}; your profile shows ${requirement.years?.found ?? 0} of the ${requirement.years?.required ?? 0} years.`,
        text: 'You have less experience than we asked for. Why should we still consider you?',
        listening_for:
          'Self-awareness rather than defensiveness, and evidence that what you did in your years counts for more: scope, pace, outcomes.',
        tip: 'Name two results that someone with more years would be proud of, then say what you would learn first in the role.',
        star: false,
      };
    case 'education':
      return {
        context: `${asks}; your profile does not show it.`,
        text:
          requirement.degree?.level === 'high_school'
            ? 'The role asks for a high school diploma or its equivalent. Which do you hold?'
            : requirement.degree?.equivalentAccepted
              ? 'How has your experience prepared you for this role in place of the degree we mention?'
              : 'This role usually needs a degree you do not have. What have you done that covers the same ground?',
        listening_for:
          'Concrete learning and work that match what the degree would teach, told without apology, and how you keep learning.',
        tip: 'Map each thing the degree would give (theory, methods, rigour) to a project or course of your own.',
        star: false,
      };
    case 'language':
      return {
        context: `${asks}; your profile does not mention it.`,
        text: `The role needs ${requirement.text}. How would you work in it from day one?`,
        listening_for: 'An honest level, the situations you can already handle, and a realistic plan for the rest.',
        tip: 'Say plainly what you can do today (read, write, meetings) and how you are improving.',
        star: false,
      };
    case 'certification':
      return {
        context: `${asks}; your profile does not show it.`,
        text: `The role ${requirement.importance === 'required' ? 'asks for' : 'would like'} ${requirement.text}. Are you working towards it, and when could you hold it?`,
        listening_for: `A straight answer on whether you hold ${requirement.text}, and if not, a real plan (the course, the exam, a date) and what you already do that it would certify.`,
        tip: 'Name the course or exam and when you could sit it; if you hold something equivalent, say which and where it is recognised.',
        star: false,
      };
    case 'soft_skill':
      return {
        context: `${asks}; your profile does not mention it.`,
        text: `Tell me about a time your work called for ${lowerFirst(requirement.text)}. What did you do?`,
        listening_for: `A real situation where ${lowerFirst(requirement.text)} mattered, what you did yourself, and how it turned out.`,
        tip: 'Pick a specific occasion, not a habit: one situation, your own actions, and the result.',
        star: true,
      };
    case 'hard_skill':
      return isTool(requirement)
        ? {
            context: `${asks}; your profile does not mention it.`,
            text: `The role uses ${requirement.text}. What have you used that does the same job, and how would you get up to speed on it?`,
            listening_for: `The nearest tool you know well and what carries over, honesty about what you have not done in ${requirement.text}, and a concrete way to learn it in your first weeks.`,
            tip: `Do not bluff: name the similar tool, one thing you did with it, and how you learnt your last new tool quickly.`,
            star: false,
          }
        : {
            context: `${asks}; your profile does not mention it.`,
            text: `The role ${requirement.importance === 'required' ? 'asks for' : 'would like'} ${lowerFirst(requirement.text)}. Where in your work have you come closest to it?`,
            listening_for: `Honesty about what you have and have not done in ${lowerFirst(requirement.text)}, the closest situation you have handled, and what you would need to learn.`,
            tip: 'Tell the closest real example, then say plainly what would be new to you and how you would close the gap.',
            star: true,
          };
    default:
      return {
        context: `${asks}; your profile does not mention it.`,
        text: `Tell me about your experience with ${requirement.text}.`,
        listening_for: `Honesty about what you have and have not done with ${requirement.text}, the nearest thing you have done, and how fast you learn a tool or skill like it.`,
        tip: `Do not bluff: name your closest experience, what carries over, and how you would get up to speed on ${requirement.text}.`,
        star: false,
      };
  }
}

/** What the posting lets the candidate obtain once hired ("TNCC within 6 months of hire"): a plan, not a defence. */
function later(requirement: Requirement): Omit<JobQuestion, 'id' | 'kind' | 'requirement'> {
  return {
    context: `The role lets you obtain ${requirement.text} after you start; your profile does not show it yet.`,
    text: `The role asks for ${requirement.text} once you start. How do you plan to get it?`,
    listening_for: `That you have read the requirement and have a realistic plan for ${requirement.text}: the course, when you would take it, and how you would fit it around the work.`,
    tip: 'Name the course or provider and a month; if you have started already or hold a related certificate, say so.',
    star: false,
  };
}

function partial(requirement: Requirement): Omit<JobQuestion, 'id' | 'kind' | 'requirement'> {
  const shown = requirement.evidence[0]?.excerpt;
  return {
    context: `The role asks for ${requirement.text}; your profile shows something close${shown ? ` (“${shown}”)` : ''}.`,
    text: `How does your experience carry over to ${requirement.text}?`,
    listening_for: `A clear link from what you have done to ${requirement.text}, with a concrete example, and what you would still need to learn.`,
    tip: 'Lead with the example, then draw the link yourself; do not leave the interviewer to guess it.',
    star: true,
  };
}

function strength(requirement: Requirement): Omit<JobQuestion, 'id' | 'kind' | 'requirement'> {
  const shown = requirement.evidence[0]?.excerpt;
  const what = lowerFirst(requirement.text);
  // A licence is held, a quality is shown, a tool or a field is used: "a time you used RN licence" reads as a slip.
  const text =
    requirement.category === 'certification'
      ? `Your ${requirement.text}: tell me about a time what it certifies was put to the test. What did you do?`
      : requirement.category === 'soft_skill' || /^[a-z]+ing\b/i.test(requirement.text)
        ? `Tell me about a time ${what} made the difference in your work. What was hard, and what was the result?`
        : `Walk me through a time you ${isTool(requirement) ? 'used' : 'worked with'} ${requirement.text}. What was hard, and what was the result?`;
  return {
    context: `The role asks for ${requirement.text}, and your profile shows it${shown ? ` (“${shown}”)` : ''}: expect to be asked for detail.`,
    text,
    listening_for: `Depth: your own decisions with ${what}, a difficulty you solved, and a result you can measure.`,
    tip: 'Pick the example your profile already names and have one number ready for the result.',
    star: true,
  };
}

/** "Conflict resolution" → "conflict resolution"; an acronym or a name ("SAP", "Epic") keeps its case. */
const lowerFirst = (text: string) => (/^[A-Z][a-z]/.test(text) ? text[0]!.toLowerCase() + text.slice(1) : text);

const BUILD: Record<JobQuestionKind, (requirement: Requirement) => Omit<JobQuestion, 'id' | 'kind' | 'requirement'>> = {
  gap,
  later,
  partial,
  strength,
};

const KIND_OF: Record<Requirement['status'], JobQuestionKind> = {
  missing: 'gap',
  partial: 'partial',
  matched: 'strength',
};

/**
 * Years, a degree and a language are a gap until fully shown, and not a story to tell once they are; what the posting
 * lets the candidate obtain after hire is a plan to make, and what only the learned reader read is no gap to defend.
 */
function kindOf(requirement: Requirement): JobQuestionKind | null {
  const gap = gapKind(requirement);
  if (gap === 'unsure') return null;
  if (gap === 'later') return 'later';
  if (requirement.category === 'years' || requirement.category === 'education' || requirement.category === 'language')
    return requirement.status === 'matched' ? null : 'gap';
  return KIND_OF[requirement.status];
}

/** The job's questions: gaps, then partial matches, then strengths, required before preferred; and its role bank. */
export function jobQuestions({ title, result, banks = shippedBanks(), limit = 12 }: JobQuestionsInput): {
  questions: JobQuestion[];
  roleBank: Bank | null;
} {
  const askable = result.requirements.filter((requirement) => ASKABLE.has(requirement.category));
  const sorted = askable
    .flatMap((requirement, index) => {
      const kind = kindOf(requirement);
      return kind ? [{ requirement, index, kind }] : [];
    })
    .sort(
      (a, b) =>
        ORDER[a.kind] - ORDER[b.kind] ||
        Number(a.requirement.importance !== 'required') - Number(b.requirement.importance !== 'required') ||
        a.index - b.index,
    );
  // Two requirements can ask the same question (a bachelor's and a master's): it is asked once.
  const asked = new Set<string>();
  const questions = sorted
    .map(({ requirement, kind }) => ({
      id: `job-${kind}-${requirement.id}`,
      kind,
      requirement: requirement.text,
      ...BUILD[kind](requirement),
    }))
    .filter((question) => !asked.has(question.text) && asked.add(question.text))
    .slice(0, limit);
  return { questions, roleBank: roleBankFor(title, banks) };
}
