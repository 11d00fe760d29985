import { describe, expect, it } from 'vitest';
import { chunk, fits, flow, PARAGRAPH_LIMITS, sentencesIn } from './letter-layout.js';

const words = (count: number) => `${Array.from({ length: count - 1 }, () => 'word').join(' ')} end.`;

describe('sentencesIn', () => {
  it.each([
    ['I led the shift. I trained 38 associates.', 2],
    ['I hold a B.S. in Computer Engineering from the University of Illinois.', 1],
    ['I pay out about $1.4B a month. Thank you for your time.', 2],
    ['Could we speak? Thank you! "Quoted" too.', 3],
    ['', 0],
  ])('%j has %i sentences', (text, count) => {
    expect(sentencesIn(text)).toHaveLength(count);
  });
});

describe('fits', () => {
  it.each([
    ['five short sentences', ['One a.', 'Two b.', 'Three c.', 'Four d.', 'Five e.'], true],
    ['six short sentences', ['One a.', 'Two b.', 'Three c.', 'Four d.', 'Five e.', 'Six f.'], false],
    ['110 words in two sentences', [words(60), words(50)], true],
    ['111 words in two sentences', [words(60), words(51)], false],
  ])('%s: %s', (_case, texts, within) => {
    expect(fits(texts)).toBe(within);
  });
});

/** Item n as a sentence: "First 3." opening a paragraph, "Then 3." after another. */
const say = (item: number, paragraph: readonly number[]) => `${paragraph.length === 0 ? 'First' : 'Then'} ${item}.`;
const shape = (paragraphs: Array<{ items: number[] }>) => paragraphs.map((p) => p.items);

describe('flow', () => {
  it.each([
    ['four items fit one paragraph', [1, 2, 3, 4], {}, [[1, 2, 3, 4]]],
    [
      'seven items: five, then two',
      [1, 2, 3, 4, 5, 6, 7],
      {},
      [
        [1, 2, 3, 4, 5],
        [6, 7],
      ],
    ],
    [
      'six items: a last line alone takes the one before it along',
      [1, 2, 3, 4, 5, 6],
      {},
      [
        [1, 2, 3, 4],
        [5, 6],
      ],
    ],
    [
      'a lead sentence counts against the first paragraph',
      [1, 2, 3, 4, 5],
      { lead: ['Lead.'] },
      [
        [1, 2, 3],
        [4, 5],
      ],
    ],
    [
      'a break the caller asks for (another role)',
      [1, 2, 3, 11, 12],
      { breakBefore: (item: number, p: readonly number[]) => item > 10 && p.at(-1)! < 10 },
      [
        [1, 2, 3],
        [11, 12],
      ],
    ],
    [
      'a last line alone joins the paragraph before when they fit together, the break asked for or not',
      [1, 2, 11],
      { breakBefore: (item: number, p: readonly number[]) => item > 10 && p.at(-1)! < 10 },
      [[1, 2, 11]],
    ],
  ] as const)('%s', (_case, items, options, paragraphs) => {
    expect(shape(flow(items, say, options))).toEqual(paragraphs);
  });

  it('words each item for its place: the first of a paragraph introduces, the rest follow on', () => {
    expect(flow([1, 2, 3, 4, 5, 6, 7], say).map((p) => p.texts)).toEqual([
      ['First 1.', 'Then 2.', 'Then 3.', 'Then 4.', 'Then 5.'],
      ['First 6.', 'Then 7.'],
    ]);
  });

  it('breaks on words as well as sentences', () => {
    const long = (item: number) => `${words(40)} ${item}.`;
    const paragraphs = flow([1, 2, 3, 4], (item) => long(item));
    expect(shape(paragraphs)).toEqual([
      [1, 2],
      [3, 4],
    ]);
    for (const paragraph of paragraphs) expect(fits(paragraph.texts, PARAGRAPH_LIMITS)).toBe(true);
  });

  it('says nothing of nothing', () => {
    expect(flow([], say, { lead: ['Lead.'] })).toEqual([]);
  });
});

describe('chunk', () => {
  it.each([
    ['three that fit stay one paragraph', ['A a.', 'B b.', 'C c.'], [['A a.', 'B b.', 'C c.']]],
    [
      'six split evenly, not five and one',
      ['A a.', 'B b.', 'C c.', 'D d.', 'E e.', 'F f.'],
      [
        ['A a.', 'B b.', 'C c.'],
        ['D d.', 'E e.', 'F f.'],
      ],
    ],
    ['none', [], []],
  ])('%s', (_case, texts, paragraphs) => {
    expect(chunk(texts)).toEqual(paragraphs);
  });
});
