import { describe, expect, it } from 'vitest';
import { JOB_FIELDS, shippedDictionary } from '@hirestride/match';
import { fieldSkillTexts, interviewGuide, skillText, skillTexts } from './learning.js';

describe('the Learning Hub texts', () => {
  it('the guide covers before, during, video, questions to ask and after, in that order', () => {
    const guide = interviewGuide();
    expect(guide.sections.map((section) => section.id)).toEqual([
      'before',
      'during',
      'video',
      'questions-to-ask',
      'after',
    ]);
    const questions = guide.sections.find((section) => section.id === 'questions-to-ask')!.items;
    expect(questions.length).toBeGreaterThanOrEqual(12);
    for (const item of questions) expect(item.title).toMatch(/\?$/);
  });

  it('every term of the shipped dictionary has a text saying what it is and how it is learnt', () => {
    const dictionary = shippedDictionary();
    const missing = [...dictionary.terms.keys()].filter((id) => skillText(id, dictionary) === null);
    expect(missing).toEqual([]);
    // And no text for a family the dictionary no longer has.
    const families = new Set([...dictionary.terms.values()].map((term) => term.family).filter(Boolean));
    const stale = Object.keys(skillTexts()).filter((key) => !key.startsWith('category:') && !families.has(key));
    expect(stale).toEqual([]);
  });

  it('a field with its own text for a family gets it; other fields get the general one', () => {
    const dictionary = shippedDictionary();
    const general = skillText('double-entry-bookkeeping', dictionary)!;
    const software = skillText('double-entry-bookkeeping', dictionary, 'software')!;
    expect(software).not.toEqual(general);
    expect(software.what).toMatch(/ledger/i);
    expect(software.learn).toMatch(/engineer/i);
    expect(skillText('double-entry-bookkeeping', dictionary, 'finance')).toEqual(general);
    expect(skillText('double-entry-bookkeeping', dictionary, null)).toEqual(general);
  });

  it('every field text names a family the dictionary has, in a field jobs are read into', () => {
    const families = new Set([...shippedDictionary().terms.values()].map((term) => term.family).filter(Boolean));
    const written = fieldSkillTexts();
    expect(Object.keys(written).filter((family) => !families.has(family))).toEqual([]);
    for (const byField of Object.values(written))
      for (const field of Object.keys(byField)) expect(JOB_FIELDS).toContain(field);
    expect(Object.values(written).reduce((sum, byField) => sum + Object.keys(byField).length, 0)).toBeGreaterThan(100);
  });

  it('a term it does not know has no text', () => {
    expect(skillText('no-such-term', shippedDictionary())).toBeNull();
  });
});
