/** The practice queue, without React: the questions to practise and their order, weak answers first. */
import type { InterviewAnswer, InterviewQuestion, JobInterviewQuestions } from '@hirestride/shared/interview';

/** A question as practice shows it, from a bank or drawn from a job. */
export interface PracticeQuestion {
  id: string;
  text: string;
  listening_for: string;
  tip: string;
  star: boolean;
  /** Where it comes from: "Behavioural · Conflict", or "From the job". */
  source: string;
  /** For a job's question: why it is asked ("The role asks for Kubernetes; …"). */
  context?: string;
  /** Bank questions can be starred; a job's cannot. */
  starred?: boolean;
}

export const fromBank = (question: InterviewQuestion): PracticeQuestion => ({
  id: question.id,
  text: question.text,
  listening_for: question.listening_for,
  tip: question.tip,
  star: question.star,
  source: `${question.bank_name} · ${question.category_name}`,
  starred: question.starred,
});

export const fromJob = (question: JobInterviewQuestions['questions'][number]): PracticeQuestion => ({
  id: question.id,
  text: question.text,
  listening_for: question.listening_for,
  tip: question.tip,
  star: question.star,
  source: JOB_SOURCE[question.kind],
  context: question.context,
});

const JOB_SOURCE: Record<JobInterviewQuestions['questions'][number]['kind'], string> = {
  gap: 'From the job: a gap',
  later: 'From the job: to obtain after you start',
  partial: 'From the job: partly shown',
  strength: 'From the job: a strength',
};

/** Up to `count` items, one from each line in turn: the first of every line, then the second of every line, … */
function inTurn<T>(lines: T[][], count = Infinity): T[] {
  const picked: T[] = [];
  for (let round = 0; picked.length < count && lines.some((line) => line.length > round); round += 1)
    for (const line of lines) if (line[round] && picked.length < count) picked.push(line[round]!);
  return picked;
}

/** Up to `count` of a bank's questions, taken in turn from each of its categories so one theme does not fill them. */
export function spreadOverCategories(questions: InterviewQuestion[], count: number): InterviewQuestion[] {
  const byCategory = new Map<string, InterviewQuestion[]>();
  for (const question of questions)
    byCategory.set(question.category, [...(byCategory.get(question.category) ?? []), question]);
  return inTurn([...byCategory.values()], count);
}

export interface JobPracticeSources {
  /** The job's own questions, gaps first (as the API orders them). */
  job: JobInterviewQuestions['questions'];
  /** The role bank that fits the job's title; empty when none does. */
  role: InterviewQuestion[];
  behavioural: InterviewQuestion[];
  situational: InterviewQuestion[];
}

/**
 * A saved job's practice set: what an interviewer for it would ask. Its own questions lead (gaps first) but make at
 * most a third of the set, so practice is never only about what the person lacks; the rest is the role bank's and
 * behavioural and situational questions (every interview has them), spread over their themes and taken in turn.
 */
export function jobPracticeSet({ job, role, behavioural, situational }: JobPracticeSources): PracticeQuestion[] {
  const withRole = role.length > 0;
  const fromBanks = inTurn([
    spreadOverCategories(role, 6),
    spreadOverCategories(behavioural, withRole ? 5 : 8),
    spreadOverCategories(situational, withRole ? 3 : 4),
  ]);
  // The job's share j of the whole j + b is at most a third: j ≤ b / 2.
  const own = job.slice(0, Math.floor(fromBanks.length / 2));
  return [...own.map(fromJob), ...fromBanks.map(fromBank)];
}

/** Shaky first, then getting there, then not yet answered, then answered without a rating, then confident. */
const RANK = (answer: Pick<InterviewAnswer, 'confidence'> | undefined) =>
  answer === undefined
    ? 2
    : answer.confidence === 1
      ? 0
      : answer.confidence === 2
        ? 1
        : answer.confidence === null
          ? 3
          : 4;

/** The questions in practice order; the same order for the same answers (ties keep the given order). */
export function practiceOrder(
  questions: PracticeQuestion[],
  answers: Array<Pick<InterviewAnswer, 'question_id' | 'job' | 'confidence'>>,
  job: number | null,
): PracticeQuestion[] {
  const mine = new Map(answers.filter((a) => a.job === job).map((a) => [a.question_id, a]));
  const seen = new Set<string>();
  return questions
    .filter((question) => !seen.has(question.id) && seen.add(question.id))
    .map((question, index) => ({ question, index, rank: RANK(mine.get(question.id)) }))
    .sort((a, b) => a.rank - b.rank || a.index - b.index)
    .map((entry) => entry.question);
}
