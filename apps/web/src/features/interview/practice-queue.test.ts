import { describe, expect, it } from 'vitest';
import type { InterviewQuestion } from '@hirestride/shared/interview';
import { jobPracticeSet, practiceOrder, spreadOverCategories, type PracticeQuestion } from './practice-queue';

const q = (id: string): PracticeQuestion => ({ id, text: id, listening_for: '', tip: '', star: true, source: '' });

describe('practiceOrder', () => {
  it.each([
    {
      name: 'weak answers first, unanswered next, confident last',
      answers: [
        { question_id: 'a', job: null, confidence: 3 as const },
        { question_id: 'b', job: null, confidence: 1 as const },
        { question_id: 'd', job: null, confidence: 2 as const },
        { question_id: 'e', job: null, confidence: null },
      ],
      job: null,
      order: ['b', 'd', 'c', 'e', 'a'],
    },
    {
      name: 'answers for another job do not count',
      answers: [{ question_id: 'a', job: 7, confidence: 1 as const }],
      job: 8,
      order: ['a', 'b', 'c', 'd', 'e'],
    },
    { name: 'nothing answered keeps the given order', answers: [], job: null, order: ['a', 'b', 'c', 'd', 'e'] },
  ])('$name', ({ answers, job, order }) => {
    expect(practiceOrder(['a', 'b', 'c', 'd', 'e'].map(q), answers, job).map((x) => x.id)).toEqual(order);
  });

  it('drops a question listed twice', () => {
    expect(practiceOrder([q('a'), q('b'), q('a')], [], null).map((x) => x.id)).toEqual(['a', 'b']);
  });
});

const bankQuestion = (bank: string, category: string, n: number): InterviewQuestion => ({
  id: `${bank}-${category}-${n}`,
  bank,
  bank_name: bank,
  category,
  category_name: category,
  text: `${bank} ${category} ${n}`,
  listening_for: '',
  tip: '',
  star: true,
  starred: false,
});
const bankOf = (bank: string, categories: string[], each: number) =>
  categories.flatMap((category) => Array.from({ length: each }, (_, n) => bankQuestion(bank, category, n + 1)));
const jobQuestion = (n: number, kind: 'gap' | 'later' | 'partial' | 'strength') => ({
  id: `job-${kind}-${n}`,
  kind,
  requirement: `R${n}`,
  context: '',
  text: `job ${n}`,
  listening_for: '',
  tip: '',
  star: false,
});

describe('jobPracticeSet', () => {
  const behavioural = bankOf('behavioural', ['teamwork', 'conflict', 'leadership'], 10);
  const situational = bankOf('situational', ['priorities', 'ethics'], 10);
  const role = bankOf('operations-logistics', ['safety', 'inventory'], 10);

  it.each([
    { name: 'many gaps and a role bank', job: 12, role, size: 21, own: 7 },
    { name: 'many gaps and no role bank', job: 12, role: [], size: 18, own: 6 },
    { name: 'two gaps', job: 2, role, size: 16, own: 2 },
    { name: 'no posting', job: 0, role, size: 14, own: 0 },
  ])('$name: the job’s own questions lead and make at most a third', ({ job, role: roleBank, size, own }) => {
    const set = jobPracticeSet({
      job: Array.from({ length: job }, (_, n) => jobQuestion(n, 'gap')),
      role: roleBank,
      behavioural,
      situational,
    });
    expect(set).toHaveLength(size);
    const mine = set.filter((question) => question.source.startsWith('From the job'));
    expect(mine).toHaveLength(own);
    expect(mine.length * 3).toBeLessThanOrEqual(set.length);
    expect(set.slice(0, own)).toEqual(mine);
    expect(set.filter((question) => question.id.startsWith('behavioural-')).length).toBeGreaterThanOrEqual(5);
    expect(set.some((question) => question.id.startsWith('situational-'))).toBe(true);
  });

  it('takes a bank’s questions from each of its themes in turn', () => {
    expect(spreadOverCategories(behavioural, 4).map((question) => question.id)).toEqual([
      'behavioural-teamwork-1',
      'behavioural-conflict-1',
      'behavioural-leadership-1',
      'behavioural-teamwork-2',
    ]);
    expect(spreadOverCategories(bankOf('x', ['a'], 2), 5)).toHaveLength(2);
  });
});
