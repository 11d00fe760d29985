import { describe, expect, it } from 'vitest';
import type { Library } from '@hirestride/match';
import { relevance, starDraft } from './star-draft.js';

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

const supervisor: Library = {
  skills: [],
  experiences: [
    {
      id: 1,
      job_title: 'Warehouse Shift Supervisor',
      company: 'Northgate Distribution',
      start_date: '2019-03-01',
      end_date: null,
      description: [
        '- Supervise 45 associates and 3 leads across the warehouse night shift, 18,000 orders a night',
        '- Run the warehouse start-up meeting and the shift handover',
        '- Led the warehouse move to Manhattan WMS with no missed carrier cut-off',
        '- Investigated a forklift near miss, retrained drivers and marked pedestrian walkways',
        '- 730 days without a recordable injury on the shift',
      ].join('\n'),
    },
  ],
  education: [],
  certifications: [],
  snippets: [],
};

describe('relevance (BM25 over the library’s lines)', () => {
  it.each([
    {
      name: 'a word few lines hold outweighs one every line holds',
      lines: ['warehouse shift', 'warehouse move', 'warehouse forklift near miss'],
      question: 'Tell me about a near miss in the warehouse.',
      best: 2,
    },
    {
      name: 'a question’s word finds its other forms',
      lines: ['Trained new starters', 'Mentored two leads'],
      question: 'How do you mentor people?',
      best: 1,
    },
    {
      name: 'a theme word counts for the category',
      lines: ['Ran the budget', 'Resolved a disagreement between two leads'],
      question: 'Describe a difficult situation.',
      theme: ['disagree'],
      best: 1,
    },
  ])('$name', ({ lines, question, theme, best }) => {
    const scores = relevance(lines, question, theme);
    expect(scores.indexOf(Math.max(...scores))).toBe(best);
  });

  it('gives a line that shares nothing with the question no weight beyond a figure’s tie-break', () => {
    expect(relevance(['Ran 3 shifts', 'Kept the floor tidy'], 'Tell me about a conflict.')).toEqual([0.01, 0]);
  });
});

describe('starDraft for a warehouse supervisor', () => {
  it.each([
    {
      text: 'Tell me about a time you dealt with a safety incident or near miss.',
      category: 'failure',
      action: 'I investigated a forklift near miss, retrained drivers and marked pedestrian walkways.',
    },
    {
      text: 'Describe a change you led that your team resisted at first.',
      category: 'leadership',
      action: 'I led the warehouse move to Manhattan WMS with no missed carrier cut-off.',
    },
  ])('$text', ({ text, category, action }) => {
    const draft = starDraft({ question: { text, category }, library: supervisor });
    expect(draft.action.startsWith(action)).toBe(true);
    expect(draft.situation).toBe(
      'At Northgate Distribution, where I worked as Warehouse Shift Supervisor (since 2019).',
    );
  });
});
