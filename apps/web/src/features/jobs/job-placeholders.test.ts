import { describe, expect, it } from 'vitest';
import { jobPlaceholders } from './job-placeholders';

const CURRENCY = /[$£€¥₹]/;

describe('job form placeholders follow the browser locale', () => {
  it.each([
    ['en-US', '$80,000–95,000', 'Chicago, IL or Remote'],
    // A language alone stands for the region most of its speakers are in.
    ['en', '$80,000–95,000', 'Chicago, IL or Remote'],
    ['en-GB', '£60–70k', 'London, or Remote (UK)'],
    ['en-CA', '$85,000–100,000', 'Toronto, ON or Remote'],
    ['fr-CA', '$85,000–100,000', 'Toronto, ON or Remote'],
    ['en-AU', '$110,000–130,000', 'Sydney, NSW or Remote'],
    ['en-IE', '€55–65k', 'Dublin, or Remote (Ireland)'],
  ])('%s: salary "%s", location "%s"', (locale, salary, location) => {
    expect(jobPlaceholders(locale)).toEqual({ salary, location });
  });

  it.each([
    ['de-DE', /^50\.000–60\.000\s€$/],
    ['fr', /^50\s000–60\s000\s€$/],
    ['nl-NL', /€/],
  ])('%s (the euro area): euros as the locale writes them, no city', (locale, salary) => {
    const { salary: shown, location } = jobPlaceholders(locale);
    expect(shown).toMatch(salary);
    expect(shown).not.toMatch(/[$£]/);
    expect(location).toBe('City, or Remote');
  });

  it.each([
    ['de-CH', "50'000–60'000 a year"],
    ['pt-BR', '50.000–60.000 a year'],
    ['en-IN', '50,000–60,000 a year'],
    ['ja-JP', /^50,000.60,000 a year$/],
    // No locale, or one Intl cannot read: still an example, in plain digits.
    ['', '50,000–60,000 a year'],
    ['not a locale', '50,000–60,000 a year'],
  ])('%s: no currency is guessed, the digits are the locale’s', (locale, salary) => {
    const { salary: shown, location } = jobPlaceholders(locale);
    if (typeof salary === 'string') expect(shown).toBe(salary);
    else expect(shown).toMatch(salary);
    expect(shown).not.toMatch(CURRENCY);
    expect(location).toBe('City, or Remote');
  });

  it('never shows pounds or London to a US user', () => {
    const shown = jobPlaceholders('en-US');
    expect(shown.salary).not.toContain('£');
    expect(shown.location).not.toContain('London');
  });
});
