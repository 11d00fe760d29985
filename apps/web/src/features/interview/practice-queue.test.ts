import { describe, expect, it } from 'vitest';
import { practiceOrder, type PracticeQuestion } from './practice-queue';

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
