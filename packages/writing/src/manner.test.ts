import { describe, expect, it } from 'vitest';
import { mannerSentence, mannerSentences } from './manner.js';

describe('mannerSentence', () => {
  it.each([
    // The person's own first-person sentences, as they wrote them.
    [
      'I run safe, on-time shifts by knowing my people and my numbers.',
      'I run safe, on-time shifts by knowing my people and my numbers.',
    ],
    ['My shift went 730 days without a recordable injury', 'My shift went 730 days without a recordable injury.'],
    // Traits, said as who they are.
    [
      'Calm in a rapid response, organised on a full unit, and I love teaching new nurses.',
      'I am calm in a rapid response, organised on a full unit, and I love teaching new nurses.',
    ],
    ['Bilingual English/Spanish.', 'I am bilingual in English and Spanish.'],
    ['Fluent in Spanish and Portuguese', 'I am fluent in Spanish and Portuguese.'],
    // Said elsewhere: who they are opens the letter, what they did is evidence.
    ['Warehouse shift supervisor with 9 years in distribution.', null],
    ['Led a pick and pack team of 15 associates.', null],
    // Nothing to say as a sentence.
    ['Patient and family education', null],
    ['Kafka pipelines for card payments', null],
    ['I can.', null],
  ])('%j → %j', (sentence, said) => {
    expect(mannerSentence(sentence)).toBe(said);
  });
});

describe('mannerSentences', () => {
  it('reads every snippet sentence by sentence, in order, each once', () => {
    const snippets = [
      {
        id: 1,
        title: 'Summary',
        content: 'Warehouse shift supervisor with 9 years. Bilingual English/Spanish. I know my people.',
      },
      { id: 2, title: 'Safety', content: 'I believe safety starts at the start-up meeting.\nI know my people.' },
    ];
    expect(mannerSentences({ snippets })).toEqual([
      'I am bilingual in English and Spanish.',
      'I know my people.',
      'I believe safety starts at the start-up meeting.',
    ]);
  });
});
