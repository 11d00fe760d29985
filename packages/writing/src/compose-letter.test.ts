import { describe, expect, it } from 'vitest';
import { checkClaims } from './claims.js';
import {
  composeLetter,
  LENGTH_BANDS,
  listOf,
  wordCount,
  paragraphRoles,
  regenerateParagraph,
  regenerateParagraphText,
} from './compose-letter.js';
import { readFileSync } from 'node:fs';
import { LETTER_LENGTHS, TONES, type LetterInput, type WritingLibrary } from './letter-types.js';
import { letterInput, library } from './test-library.js';

const textOf = (input = letterInput()) =>
  composeLetter(input)
    .paragraphs.map((p) => p.text)
    .join('\n\n');

const seekers = JSON.parse(
  readFileSync(new URL('../../match/eval/ranking/job-seekers.json', import.meta.url), 'utf8'),
) as Array<{
  name: string;
  library: Omit<WritingLibrary, 'name'>;
  postings: Array<{ id: string; title: string; company: string; text: string }>;
}>;
/** The warehouse supervisor, the nurse and the engineer the writing issue was found with, on their first posting. */
const people = seekers.map((seeker) => ({
  name: seeker.name,
  input: (overrides: Partial<LetterInput> = {}): LetterInput => ({
    job: {
      title: seeker.postings[0]!.title,
      company: seeker.postings[0]!.company,
      postingText: seeker.postings[0]!.text,
    },
    library: { ...seeker.library, name: seeker.name },
    tone: 'formal',
    length: 'medium',
    now: '2026-11-27T00:00:00.000Z',
    ...overrides,
  }),
}));
const sentences = (text: string) => text.split(/(?<=[.!?])\s+/).filter((s) => wordCount(s) >= 4);

describe('composeLetter', () => {
  it('opens with the role, the employer, who the person is and what the posting puts first; closes and signs', () => {
    const letter = composeLetter(letterInput());
    expect(letter.paragraphs.map((p) => p.role)).toEqual([
      'greeting',
      'opening',
      'evidence',
      'evidence',
      'closing',
      'signoff',
    ]);
    const opening = letter.paragraphs[1]!.text;
    expect(opening).toContain('I am writing to apply for the Backend Engineer position at Acme Payments.');
    expect(opening).toContain(
      'I currently work as a backend engineer at Monzo, with ten years of experience behind me.',
    );
    expect(opening).toContain('Your posting puts Python and PostgreSQL at the centre of the role');
    expect(textOf()).toMatch(/Sincerely,\nAda Lovelace$/);
    expect(letter.covered).toEqual(expect.arrayContaining(['Python', 'PostgreSQL', 'Apache Kafka']));
  });

  it('leads with achievements that carry figures, in the first person, naming each employer once', () => {
    const evidence = composeLetter(letterInput()).paragraphs.filter((p) => p.role === 'evidence');
    expect(evidence[0]!.text).toContain('In my current role, I cut p99 payment latency by 40% with Kafka batching.');
    expect(evidence[0]!.text).toContain('At Sage, I wrote accounting APIs in Python for 2,000 customers.');
    expect(evidence[1]!.text).toContain(
      'In my current role, I also built the double-entry ledger in Python and PostgreSQL.',
    );
    expect(textOf().match(/At Monzo|at Monzo/g)).toHaveLength(1);
  });

  it('names the skills the posting asks for that no quoted line shows, in a sentence', () => {
    const withTerraform = { ...library, skills: [...library.skills, { id: 9, skill_name: 'Terraform' }] };
    expect(textOf(letterInput({ library: withTerraform }))).toContain(
      'I also work confidently with Terraform, which your posting names.',
    );
  });

  it('never quotes a line that shows nothing the posting asks for', () => {
    expect(textOf(letterInput({ length: 'long' }))).not.toContain('team lunches');
  });

  it('claims no skill the library lacks: Kubernetes is asked for but not in the library', () => {
    expect(textOf(letterInput({ length: 'long' }))).not.toMatch(/Kubernetes|Terraform/);
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

  describe.each(people)('for $name', ({ input }) => {
    it.each(TONES.flatMap((tone) => (['short', 'medium'] as const).map((length) => [tone, length] as const)))(
      '%s, %s: within its length, two figures, no repeated sentence, nothing to confirm',
      (tone, length) => {
        const letterInput = input({ tone, length });
        const letter = composeLetter(letterInput);
        const text = letter.paragraphs.map((p) => p.text).join('\n\n');
        const [min, max] = LENGTH_BANDS[length];
        expect(wordCount(text)).toBeGreaterThanOrEqual(min);
        expect(wordCount(text)).toBeLessThanOrEqual(max);
        expect(letter.paragraphs[1]!.text).toContain(letterInput.job.company);
        expect(letter.paragraphs[1]!.text).toContain(letterInput.job.title);
        const figures = sentences(text).filter((s) => /\d/.test(s) && /\bI\b/.test(s) && !/\bto read that\b/.test(s));
        expect(figures.length).toBeGreaterThanOrEqual(2);
        expect(new Set(sentences(text)).size).toBe(sentences(text).length);
        expect(text).not.toMatch(/\bI (?!am\b)[A-Z]/);
        expect(checkClaims(text, { library: letterInput.library, job: letterInput.job, now: letterInput.now })).toEqual(
          [],
        );
      },
    );
  });

  it('writes a summary as who the person is, never "I registered nurse"', () => {
    const nurse = people[1]!.input();
    const text = textOf(nurse);
    expect(text).toMatch(/I am a medical-surgical nurse with 8 years at the bedside/i);
    expect(text).not.toMatch(/\bI (?:registered|medical)/i);
  });

  it('gives a reason from the posting: the employer in its own words, and a duty it names', () => {
    const opening = composeLetter(people[0]!.input()).paragraphs[1]!.text;
    expect(opening).toContain('I was glad to read that Parcelbay is one of the fastest-growing');
    expect(opening).toMatch(/The chance to [a-z]/);
  });

  it.each([
    [
      'a place line after the name',
      'Oakmont Heart & Vascular Institute at Canon Creek Hospital · Canonsburg, PA',
      false,
    ],
    ['a statement with a verb', 'Oakmont Heart & Vascular Institute is a 60-bed cardiac hospital in Canonsburg', true],
    [
      'a possessive with a verb after it',
      'Oakmont Heart & Vascular Institute’s cardiac unit serves the whole valley',
      true,
    ],
    ['a heading with separators', 'Oakmont Heart & Vascular Institute | Nursing careers | apply today', false],
  ])('reads about the employer only from a statement about them: %s', (_case, line, quoted) => {
    const input = people[1]!.input({
      job: {
        title: 'Registered Nurse',
        company: 'Oakmont Heart & Vascular Institute',
        postingText: `${line}\nRequirements:\n- Active RN license\n- BLS`,
      },
    });
    expect(textOf(input).includes(`to read that ${line}`)).toBe(quoted);
  });

  it('lengths grow: short < medium < long', () => {
    const words = (length: 'short' | 'medium' | 'long') => wordCount(textOf(people[2]!.input({ length })));
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

  it('a line that does not read as something the person did is left out, not bent into "I …"', () => {
    const input = letterInput({
      library: {
        ...library,
        experiences: [{ ...library.experiences[0]!, description: 'Kafka pipelines for card payments' }],
      },
    });
    expect(textOf(input)).not.toMatch(/I Kafka|Kafka pipelines/);
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

  it.each(people.map((person) => [person.name, person] as const))(
    'for %s, rewriting any paragraph never repeats a sentence or a line of another',
    (_name, person) => {
      const input = person.input();
      const before = composeLetter(input).paragraphs;
      for (let index = 1; index < before.length - 1; index += 1) {
        const after = regenerateParagraph(input, before, index);
        const all = after.flatMap((p) => sentences(p.text).map((s) => s.toLowerCase()));
        expect(new Set(all).size, `paragraph ${index}`).toBe(all.length);
        expect(after[index]!.text, `paragraph ${index}`).not.toBe(before[index]!.text);
      }
    },
  );

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
