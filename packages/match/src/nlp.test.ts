import { describe, expect, it } from 'vitest';
import data from '../dictionary/skills-dictionary.json' with { type: 'json' };
import type { DictionaryData } from './dictionary.js';
import { tokenize, tokenizeEach } from './nlp.js';

describe('tokenizeEach', () => {
  it.each([
    [['C++', 'Node.js', '.NET']],
    [['IAM policies', 'AWS IAM', 'CI / CD', 'CI/CD']],
    [['', 'Go', '']],
    [['1099s', '15Five', 'Form 1099', "Bachelor's degree"]],
    [['Manhattan WMS', 'forklift-certified', 'A/B testing', 'R&D']],
  ])('reads each of %j as tokenize reads it alone', (texts) => {
    expect(tokenizeEach(texts)).toEqual(texts.map((text) => tokenize(text)));
  });

  it('reads every alias of the shipped dictionary as tokenize reads it alone', () => {
    const aliases = (data as DictionaryData).terms.flatMap((term) => term.aliases);
    const each = tokenizeEach(aliases);
    const differing = aliases.filter((alias, i) => JSON.stringify(each[i]) !== JSON.stringify(tokenize(alias)));
    expect(differing).toEqual([]);
  });
});

describe('tokenize', () => {
  // wink-nlp's own readDoc adds every word it has not met to its lexicon, and its rules then split a word by whether
  // they had met it: "year's" was one token once "year's," had been read, and "year" and "'s" before.
  it('reads a text the same way whatever was read before it', () => {
    const values = (text: string) => tokenize(text).map((token) => token.value);
    const before = values("one year's experience");
    values("a year's, b; a year's-end");
    expect(values("one year's experience")).toEqual(before);
    expect(before).toEqual(['one', 'year', "'s", 'experience']);
  });

  it.each([
    ["don't", ['do', "n't"], [false, true]],
    ['C++ and .NET', ['C', '+', '+', 'and', '.', 'NET'], [false, true, true, false, false, true]],
    ['A\u00a0B', ['A', 'B'], [false, false]],
  ])('reads %j as wink-nlp does', (text, values, touching) => {
    expect(tokenize(text).map((token) => token.value)).toEqual(values);
    expect(tokenize(text).map((token) => token.touchesPrevious)).toEqual(touching);
  });
});
