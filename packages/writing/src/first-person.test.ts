import { describe, expect, it } from 'vitest';
import { firstPerson, lowerFirstWord, pastOf } from './first-person.js';

describe('firstPerson', () => {
  it.each([
    // [line, current role, said as]
    ['Built the double-entry ledger in Python', false, 'built the double-entry ledger in Python'],
    ['Lead a night team of 45 associates', true, 'lead a night team of 45 associates'],
    ['Lead a night team of 45 associates', false, 'led a night team of 45 associates'],
    ['Leads the ward huddle every morning', true, 'lead the ward huddle every morning'],
    ['Managing admissions and bed flow', false, 'managed admissions and bed flow'],
    ['Supervise 45 associates on nights.', true, 'supervise 45 associates on nights'],
    ['Responsible for 12 telemetry beds', true, 'am responsible for 12 telemetry beds'],
    ['Responsible for 12 telemetry beds', false, 'was responsible for 12 telemetry beds'],
    ['Certified as forklift trainer in 2020', true, 'was certified as forklift trainer in 2020'],
    [
      'Plan labor in Kronos each week; cut overtime 16% in 2025',
      true,
      'plan labor in Kronos each week, and cut overtime 16% in 2025',
    ],
    ['Spearheaded the move to Kafka', false, 'spearheaded the move to Kafka'],
    ['Planned 3 shutdowns', false, 'planned 3 shutdowns'],
  ])('%j (current: %s) → "I %s"', (line, current, said) => {
    expect(firstPerson(line, current)).toMatchObject({ kind: 'action', text: said });
  });

  it.each([
    ['Registered nurse with 8 years in acute care', 'I am a registered nurse with 8 years in acute care'],
    [
      'Backend engineer with 6 years of experience in payments',
      'I am a backend engineer with 6 years of experience in payments',
    ],
    ['Warehouse supervisor, 10 years in distribution', 'I am a warehouse supervisor with 10 years in distribution'],
    ['ICU nurse with 5 years of critical care', 'I am an ICU nurse with 5 years of critical care'],
  ])('a summary says who the person is: %j', (line, said) => {
    expect(firstPerson(line, true)).toEqual({ kind: 'identity', text: said });
  });

  it.each([
    'Kafka pipelines for card payments',
    'AWS Lambda functions for billing',
    'Calm charge nurse, patient preceptor',
    'I love my team',
    '',
  ])('is not bent into a sentence it is not: %j', (line) => {
    expect(firstPerson(line, true)).toBeNull();
  });
});

describe('pastOf and lowerFirstWord', () => {
  it.each([
    ['lead', 'led'],
    ['manage', 'managed'],
    ['plan', 'planned'],
    ['supervise', 'supervised'],
    ['oversee', 'oversaw'],
    ['deploy', 'deployed'],
    ['study', 'studied'],
  ])('%s → %s', (base, past) => expect(pastOf(base)).toBe(past));

  it.each([
    ['Registered nurse', 'registered nurse'],
    ['Medical-surgical nurse', 'medical-surgical nurse'],
    ['ICU nurse', 'ICU nurse'],
    ['Python developer', 'Python developer', ['python']],
  ] as const)('%j → %j', (text, lowered, names: readonly string[] = []) =>
    expect(lowerFirstWord(text, new Set(names))).toBe(lowered),
  );
});
