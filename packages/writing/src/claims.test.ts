import { describe, expect, it } from 'vitest';
import { checkClaims, claimKey, type ClaimKind } from './claims.js';
import { library } from './test-library.js';

const context = {
  library,
  job: { title: 'Backend Engineer', company: 'Acme Payments' },
  now: '2026-11-23T00:00:00.000Z',
};
const found = (text: string) => checkClaims(text, context).map((claim) => [claim.kind, claim.text]);

describe('checkClaims: what the library backs passes', () => {
  it.each([
    'At Monzo, I built the double-entry ledger in Python and PostgreSQL.',
    'I cut p99 payment latency by 40% with Kafka batching.',
    'As a Software Developer at Sage I wrote APIs for 2,000 customers.',
    'I hold a BSc in Mathematics from the University of Leeds.',
    'I am an AWS Certified Developer.',
    'I would love to join Acme Payments as a Backend Engineer.',
    'Thank you for your time.',
    // Only the learned reader takes "hydraulic press maintenance" for a skill: a guess is no ground for an alarm.
    'I have knowledge of hydraulic press maintenance and cold forging.',
    '',
  ])('%j', (text) => {
    expect(found(text)).toEqual([]);
  });
});

describe('checkClaims: what the library does not back is found', () => {
  it.each<[string, Array<[ClaimKind, string]>]>([
    ['At Google, I built search infrastructure.', [['employer', 'Google']]],
    [
      'I joined Stripe in 2019.',
      [
        ['employer', 'Stripe'],
        ['number', '2019'],
      ],
    ],
    ['I ran Kubernetes clusters in production.', [['skill', 'Kubernetes']]],
    ['I improved throughput by 75%.', [['number', '75%']]],
    ['I saved $3M a year.', [['number', '$3M']]],
    ['As a Staff Engineer I set the roadmap.', [['title', 'Staff Engineer']]],
    ['I hold a PhD in Physics.', [['degree', 'PhD in Physics']]],
    ['I have an MSc.', [['degree', 'MSc']]],
    ['I hold a BSc in Chemistry.', [['degree', 'BSc in Chemistry']]],
  ])('%j', (text, claims) => {
    expect(found(text)).toEqual(claims);
  });

  it('gives offsets into the text as written', () => {
    const text = 'Hello.\r\n\r\n   I used Terraform daily at Initech.   ';
    for (const claim of checkClaims(text, context)) expect(text.slice(claim.start, claim.end)).toBe(claim.text);
    expect(checkClaims(text, context).map((c) => c.text)).toEqual(['Terraform', 'Initech']);
  });

  it.each<[string, string, string, Array<[ClaimKind, string]>]>([
    ['the shift the posting states', 'Nights, 2:30–11:00, four days a week.', 'I am glad to work 2:30–11:00.', []],
    ['a clock time with am/pm, posting or not', '', 'I can start at 7am or 7:30 a.m. on Mondays.', []],
    ['a number the posting states', 'Join our 220-bed hospital.', 'I would love to work in your 220-bed hospital.', []],
    [
      'a name the posting states',
      'We are part of Mercy Health Partners.',
      'I admire the work at Mercy Health Partners.',
      [],
    ],
    [
      'a figure about the person the posting does not state',
      'Join our 220-bed hospital.',
      'I cut falls by 35% on a 220-bed site.',
      [['number', '35%']],
    ],
    [
      'a skill the posting names is still a claim',
      'Kubernetes required.',
      'I ran Kubernetes.',
      [['skill', 'Kubernetes']],
    ],
    [
      'a phrase quoted from the posting, skill and all',
      'Responsibilities:\n- Build features on a real-time operating system (FreeRTOS or Zephyr)\n',
      'The chance to build features on a real-time operating system (FreeRTOS or Zephyr) is what draws me.',
      [],
    ],
    [
      'the same skill said of the person, outside the quote',
      'Responsibilities:\n- Build features on a real-time operating system (FreeRTOS or Zephyr)\n',
      'I have shipped FreeRTOS firmware.',
      [
        ['skill', 'FreeRTOS'],
        ['skill', 'firmware'],
      ],
    ],
    [
      'a sentence of the posting turned to its reader ("our" → "your")',
      'We are proud of our 99.7% inventory accuracy and we want someone who will help us keep it there.',
      'I was also glad to read that you are proud of your 99.7% inventory accuracy.',
      [],
    ],
    [
      'a plan for what the posting lets wait until after hire, in its words',
      'Qualifications\n- PALS and TNCC within 6 months of hire\n',
      'I would complete PALS and TNCC within 6 months of hire, as the posting asks.',
      [],
    ],
  ])('from the posting: %s', (_name, postingText, text, claims) => {
    const withPosting = { ...context, job: { ...context.job, postingText } };
    expect(checkClaims(text, withPosting).map((claim) => [claim.kind, claim.text])).toEqual(claims);
  });

  it('a skill the job names is still a claim about the user when the library lacks it', () => {
    expect(found('I have years of Kubernetes experience.')).toEqual([['skill', 'Kubernetes']]);
  });

  it('claim keys ignore case and spacing', () => {
    expect(claimKey({ kind: 'employer', text: ' Google  Cloud ' })).toBe(
      claimKey({ kind: 'employer', text: 'google cloud' }),
    );
  });
});
