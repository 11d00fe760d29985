import { describe, expect, it } from 'vitest';
import { addInOrder, listInWords, planBatch, skippedSentence, splitEntries, unsentText } from './batch-add';

describe('splitting what was typed', () => {
  it.each([
    ['Go, Python, Java', ['Go', 'Python', 'Java']],
    ['Go\nPython\r\nJava\n', ['Go', 'Python', 'Java']],
    ['Go; Python;Java', ['Go', 'Python', 'Java']],
    ['  Wound care ,, ; \n\n IV   therapy  ', ['Wound care', 'IV therapy']],
    ['Forklift operation', ['Forklift operation']],
    ['', []],
    [' , ;\n', []],
  ])('%j → %j', (text, entries) => {
    expect(splitEntries(text)).toEqual(entries);
  });
});

describe('planning a batch against the library', () => {
  it.each([
    ['Go, Python, Java', [], { toAdd: ['Go', 'Python', 'Java'], repeated: [], existing: [] }],
    ['Go, go, GO, Java', [], { toAdd: ['Go', 'Java'], repeated: ['go'], existing: [] }],
    ['Go, SQL, Java', ['sql'], { toAdd: ['Go', 'Java'], repeated: [], existing: ['SQL'] }],
    ['SQL, SQL', ['SQL'], { toAdd: [], repeated: [], existing: ['SQL'] }],
    ['Patient  care', ['patient care'], { toAdd: [], repeated: [], existing: ['Patient care'] }],
  ])('%j with %j saved', (text, saved, plan) => {
    expect(planBatch(text, saved)).toEqual(plan);
  });
});

describe('sending in order', () => {
  it('sends each entry after the one before and reports them all added', async () => {
    const sent: string[] = [];
    const result = await addInOrder(['Go', 'Python'], async (entry) => void sent.push(entry));
    expect(sent).toEqual(['Go', 'Python']);
    expect(result).toEqual({ added: ['Go', 'Python'], unsent: [] });
  });
  it('stops at the first failure, keeping it and everything after it unsent', async () => {
    const sent: string[] = [];
    const failure = new Error('too long');
    const result = await addInOrder(['Go', 'Python', 'Java', 'Rust'], async (entry) => {
      if (entry === 'Python') throw failure;
      sent.push(entry);
    });
    expect(sent).toEqual(['Go']);
    expect(result).toEqual({ added: ['Go'], unsent: ['Python', 'Java', 'Rust'], error: failure });
  });
});

describe('the words around a batch', () => {
  it.each([
    [[], ''],
    [['Go'], 'Go'],
    [['Go', 'Java'], 'Go and Java'],
    [['Go', 'Python', 'Java'], 'Go, Python and Java'],
  ])('lists %j as %j', (names, words) => {
    expect(listInWords(names)).toBe(words);
  });
  it.each([
    [{ repeated: [], existing: [] }, ''],
    [{ repeated: ['Go'], existing: [] }, 'Skipped 1: Go was listed more than once.'],
    [
      { repeated: ['Go'], existing: ['SQL', 'Excel'] },
      'Skipped 3: Go was listed more than once; SQL and Excel are already in your library.',
    ],
  ])('%j skipped reads %j', (plan, sentence) => {
    expect(skippedSentence(plan)).toBe(sentence);
  });
  it.each([
    [['Java', 'Rust'], 'Go, Java, Rust', 'Java, Rust'],
    [['Java', 'Rust'], 'Go\nJava\nRust', 'Java\nRust'],
  ])('puts %j back as typed in %j', (unsent, typed, text) => {
    expect(unsentText(unsent, typed)).toBe(text);
  });
});
