import { describe, expect, it } from 'vitest';
import { weighPosting } from '@hirestride/match';
import { afterHireSentence } from './after-hire.js';
import { library } from './test-library.js';

const NOW = '2026-11-27T00:00:00.000Z';
const requirementsOf = (postingText: string) =>
  weighPosting({ postingText, library: { ...library, certifications: [] }, now: NOW }).requirements;

describe('afterHireSentence', () => {
  it.each([
    [
      'Qualifications\n• BLS required at hire\n• PALS and TNCC within 6 months of hire; the courses are free\n• 2 years of acute care experience',
      'I would complete PALS and TNCC within 6 months of hire, as the posting asks.',
    ],
    [
      'What you need\n• Current forklift certification (sit-down and reach truck) or ability to obtain within 30 days\n• RF scanners',
      'I would complete forklift certification (sit-down and reach truck) within 30 days of hire, as the posting asks.',
    ],
  ])('answers "%s" with a plan in its own words', (posting, said) => {
    expect(afterHireSentence(requirementsOf(posting), posting, 'formal')).toBe(said);
  });

  it('says nothing when the posting gives no period, or nothing waits for after hire', () => {
    const vague = 'Requirements\n• CDL-A or willingness to obtain\n• Forklift experience';
    expect(afterHireSentence(requirementsOf(vague), vague, 'formal')).toBeNull();
    const now = 'Requirements\n• BLS and ACLS required\n• 2 years of acute care experience';
    expect(afterHireSentence(requirementsOf(now), now, 'formal')).toBeNull();
  });

  it('reads differently by tone', () => {
    const posting = 'Qualifications\n• TNCC within 6 months of hire\n• BLS';
    const requirements = requirementsOf(posting);
    expect(afterHireSentence(requirements, posting, 'warm')).toBe(
      'I would be glad to complete TNCC within 6 months of hire, as the posting asks.',
    );
    expect(afterHireSentence(requirements, posting, 'concise')).toBe('I would complete TNCC within 6 months of hire.');
  });
});
