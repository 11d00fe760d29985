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
    // A measured result with the measure first: the person's part in it, said modestly.
    [
      'AP Chemistry pass rate rose from 38% to 64% over four years',
      true,
      'helped lift the AP Chemistry pass rate from 38% to 64% over four years',
    ],
    [
      'Pick accuracy rose from 99.3% to 99.8% after coaching',
      true,
      'helped lift pick accuracy from 99.3% to 99.8% after coaching',
    ],
    ['Unit falls with injury fell from 9 to 2 a year', false, 'helped cut unit falls with injury from 9 to 2 a year'],
    ['Managed a team whose output rose 20%', false, 'managed a team whose output rose 20%'],
    // A verb with a prefix, and a clause after a semicolon with no verb of its own.
    [
      'Co-manage the chemical inventory for the department',
      true,
      'co-manage the chemical inventory for the department',
    ],
    [
      'Redesigned 18 labs around NGSS phenomena; no lab injuries in six years',
      false,
      'redesigned 18 labs around NGSS phenomena, with no lab injuries in six years',
    ],
    [
      'Used sentence frames that raised test averages 11 points',
      false,
      'used sentence frames that raised test averages 11 points',
    ],
    ['Planned 3 shutdowns', false, 'planned 3 shutdowns'],
    ['Added Prometheus metrics to the pipeline', false, 'added Prometheus metrics to the pipeline'],
    // A count that runs to today, in a current role: "since" wants the present perfect.
    ['Precepted 11 new graduate nurses since 2022', true, 'have precepted 11 new graduate nurses since 2022'],
    ['Wrote the on-call runbooks since March 2021', true, 'have written the on-call runbooks since March 2021'],
    ['Precepted 11 new graduate nurses since 2022', false, 'precepted 11 new graduate nurses since 2022'],
    // A line that names a role says what the person is, or was.
    [
      'Charge nurse on a 34-bed unit; make assignments for 8 RNs',
      true,
      'am a charge nurse on a 34-bed unit, and make assignments for 8 RNs',
    ],
    [
      "First responder on the unit's rapid response calls",
      true,
      "am the first responder on the unit's rapid response calls",
    ],
    [
      'Wound care champion for the unit: staged pressure injuries and trained 20 nurses',
      false,
      'was a wound care champion for the unit: I staged pressure injuries and trained 20 nurses',
    ],
    ['Point of contact for 12 carriers', true, 'am a point of contact for 12 carriers'],
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

  it('keeps a product’s name in a role line as the library spells it', () => {
    expect(firstPerson('Epic super-user for the 2019 go-live', false, new Set(['epic']))).toEqual({
      kind: 'action',
      text: 'was an Epic super-user for the 2019 go-live',
      present: false,
    });
  });

  it.each([
    'Kafka pipelines for card payments',
    'AWS Lambda functions for billing',
    'Calm charge nurse, patient preceptor',
    'Nurse',
    'Team of 12 pickers on nights',
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
