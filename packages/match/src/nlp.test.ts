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
