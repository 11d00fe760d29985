import { describe, expect, it } from 'vitest';
import { shippedDictionary } from '@hirestride/match';
import { interviewGuide, skillText, skillTexts } from './learning.js';

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

  it('a term it does not know has no text', () => {
    expect(skillText('no-such-term', shippedDictionary())).toBeNull();
  });
});
