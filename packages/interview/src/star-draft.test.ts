import { describe, expect, it } from 'vitest';
import type { Library } from '@hirestride/match';
import { starDraft } from './star-draft.js';

const library: Library = {
  skills: [],
  experiences: [
    {
      id: 1,
      job_title: 'Backend Engineer',
      company: 'Monzo',
      start_date: '2021-05-01',
      end_date: null,
      description:
        '- Built the payments ledger in Python\n- Mentored 4 junior engineers through their first on-call\n- Cut card-dispute handling time by 40%',
    },
    {
      id: 2,
      job_title: 'Support Engineer',
      company: 'Deliveroo',
      start_date: '2018-01-01',
      end_date: '2021-04-01',
      description: '- Resolved escalated customer complaints within a day\n- Wrote the support knowledge base',
    },
  ],
  education: [],
  certifications: [],
  snippets: [{ id: 1, title: 'Volunteering', content: 'Taught Python at a weekend code club' }],
};

describe('starDraft', () => {
  it.each([
    {
      category: 'leadership',
      text: 'Tell me about a time you developed someone on your team.',
      action: 'I mentored 4 junior engineers through their first on-call.',
      situation: 'At Monzo, where I worked as Backend Engineer (since 2021).',
    },
    {
      category: 'customer-focus',
      text: 'Describe a time you turned an unhappy customer around.',
      action: 'I resolved escalated customer complaints within a day.',
      situation: 'At Deliveroo, where I worked as Support Engineer (2018–2021).',
    },
  ])('$category: the line that fits, from its own role', ({ category, text, action, situation }) => {
    const draft = starDraft({ question: { text, category }, library });
    expect(draft.action.startsWith(action)).toBe(true);
    expect(draft.situation).toBe(situation);
    // Every quoted line is the user's own.
    const own = library.experiences.flatMap((role) => role.description.split('\n').map((l) => l.replace(/^- /, '')));
    for (const source of draft.sources) expect([...own, 'Taught Python at a weekend code club']).toContain(source);
  });

  it('takes the result from a line of the same role that has a number', () => {
    const draft = starDraft({
      question: { text: 'Tell me about a time you mentored a colleague.', category: 'teamwork' },
      library,
    });
    expect(draft.result).toBe('I cut card-dispute handling time by 40%.');
  });

  it('with an empty library, leaves every part to the user', () => {
    const draft = starDraft({
      question: { text: 'Tell me about a conflict.', category: 'conflict' },
      library: { ...library, experiences: [], snippets: [] },
    });
    expect(draft).toEqual({ situation: '', task: '', action: '', result: '', sources: [] });
  });
});
