import { describe, expect, it } from 'vitest';
import { checkClaims } from './claims.js';
import {
  composeLetter,
  listOf,
  paragraphRoles,
  regenerateParagraph,
  regenerateParagraphText,
} from './compose-letter.js';
import { LETTER_LENGTHS, TONES } from './letter-types.js';
import { letterInput, library } from './test-library.js';

const textOf = (input = letterInput()) =>
  composeLetter(input)
    .paragraphs.map((p) => p.text)
    .join('\n\n');

describe('composeLetter', () => {
  it('greets, applies for the job at the company, quotes the lines that show the most, closes and signs', () => {
    const letter = composeLetter(letterInput());
    expect(letter.paragraphs.map((p) => p.role)).toEqual(['greeting', 'opening', 'evidence', 'closing', 'signoff']);
    const text = textOf();
    expect(text).toContain('Backend Engineer position at Acme Payments');
    expect(text).toContain('In my current role as Backend Engineer at Monzo');
    expect(text).toContain('At Monzo, I built the double-entry ledger in Python and PostgreSQL.');
    expect(text).toMatch(/Sincerely,\nAda Lovelace$/);
    expect(letter.covered).toEqual(expect.arrayContaining(['Python', 'PostgreSQL', 'Apache Kafka']));
    expect(text).toContain('I have worked with Python, PostgreSQL and Kafka, which this role asks for.');
  });

  it('names the skills the posting asks for that the quoted lines do not already show', () => {
    const withTerraform = { ...library, skills: [...library.skills, { id: 9, skill_name: 'Terraform' }] };
    const letter = composeLetter(letterInput({ library: withTerraform }));
    expect(letter.paragraphs.find((p) => p.role === 'skills')?.text).toBe(
      'I also bring Terraform, which your posting lists among its requirements.',
    );
  });

  it('names the employer once for lines from the same role', () => {
    const evidence = composeLetter(letterInput({ length: 'long' })).paragraphs.find((p) => p.role === 'evidence')!;
    expect(evidence.text.match(/At Monzo/g)).toHaveLength(1);
    expect(evidence.text).toContain('I also cut p99 payment latency by 40% with Kafka batching.');
  });

  it('never quotes a line that shows nothing the posting asks for', () => {
    expect(textOf(letterInput({ length: 'long' }))).not.toContain('team lunches');
  });

  it('claims no skill the library lacks: Kubernetes and Terraform are asked for but not in the library', () => {
    const text = textOf(letterInput({ length: 'long' }));
    expect(text).not.toMatch(/Kubernetes|Terraform/);
  });

  it.each(TONES.flatMap((tone) => LETTER_LENGTHS.map((length) => [tone, length] as const)))(
    '%s, %s: every claim is backed by the library',
    (tone, length) => {
      for (const variant of [0, 1, 2]) {
        const input = letterInput({ tone, length, variant });
        const claims = checkClaims(textOf(input), { library, job: input.job, now: input.now });
        expect(claims).toEqual([]);
      }
    },
  );

  it('lengths grow: short < medium < long', () => {
    const words = (length: 'short' | 'medium' | 'long') => textOf(letterInput({ length })).split(/\s+/).length;
    expect(words('short')).toBeLessThan(words('medium'));
    expect(words('medium')).toBeLessThan(words('long'));
  });

  it('tones differ in greeting and sign-off', () => {
    expect(textOf(letterInput({ tone: 'warm' }))).toMatch(/^Hello Acme Payments team,[\s\S]*Warm regards,/);
    expect(textOf(letterInput({ tone: 'concise' }))).toMatch(/^Dear Hiring Team,[\s\S]*Best regards,/);
  });

  it('is deterministic', () => {
    expect(textOf()).toBe(textOf());
  });

  it('without a posting it still writes a letter, with no evidence paragraph', () => {
    const letter = composeLetter(letterInput({ job: { title: '', company: '', postingText: '' } }));
    expect(letter.paragraphs.map((p) => p.role)).toEqual(['greeting', 'opening', 'closing', 'signoff']);
    expect(letter.paragraphs[1]!.text).toContain('advertised position');
    expect(letter.paragraphs[3]!.text).toBe('Sincerely,\nAda Lovelace');
  });

  it('with an empty library it signs "Your name" and claims nothing', () => {
    const empty = { name: '', experiences: [], skills: [], education: [], certifications: [], snippets: [] };
    const input = letterInput({ library: empty });
    const text = textOf(input);
    expect(text).toMatch(/Your name$/);
    expect(checkClaims(text, { library: empty, job: input.job, now: input.now })).toEqual([]);
  });

  it('a line that does not start with a verb is quoted as it is, not bent into "I …"', () => {
    const input = letterInput({
      library: {
        ...library,
        experiences: [{ ...library.experiences[0]!, description: 'Kafka pipelines for card payments' }],
      },
    });
    expect(textOf(input)).toContain('At Monzo: Kafka pipelines for card payments.');
  });
});

describe('regenerateParagraph', () => {
  it('rewrites the chosen paragraph and keeps every other one', () => {
    const input = letterInput();
    const before = composeLetter(input).paragraphs;
    const index = before.findIndex((p) => p.role === 'closing');
    const after = regenerateParagraph(input, before, index);
    expect(after[index]!.text).not.toBe(before[index]!.text);
    expect(after[index]!.role).toBe('closing');
    after.forEach((p, i) => {
      if (i !== index) expect(p).toEqual(before[i]);
    });
  });

  it('an index past the end changes nothing', () => {
    const before = composeLetter(letterInput()).paragraphs;
    expect(regenerateParagraph(letterInput(), before, 99)).toBe(before);
  });
});

describe('regenerateParagraphText', () => {
  it('gives the edited letter’s closing another wording, by its position', () => {
    const paragraphs = ['Hi,', 'My own opening.', 'My own evidence.', 'My own closing.', 'Sincerely,\nAda'];
    const text = regenerateParagraphText(letterInput(), paragraphs, 3);
    expect(text).not.toBe('My own closing.');
    expect(paragraphRoles(5)).toEqual(['greeting', 'opening', 'evidence', 'closing', 'signoff']);
    expect(text).toMatch(/Acme Payments|Backend Engineer/);
  });
});

describe('listOf', () => {
  it.each([
    [[], ''],
    [['a'], 'a'],
    [['a', 'b'], 'a and b'],
    [['a', 'b', 'c'], 'a, b and c'],
  ])('%j → %j', (items, text) => {
    expect(listOf(items)).toBe(text);
  });
});
