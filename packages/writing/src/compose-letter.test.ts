import { describe, expect, it } from 'vitest';
import { checkClaims } from './claims.js';
import { lengthNote } from './length-note.js';
import {
  composeLetter,
  figuresFirst,
  LENGTH_BANDS,
  listOf,
  wordCount,
  paragraphRoles,
  regenerateParagraph,
  regenerateParagraphText,
} from './compose-letter.js';
import { LETTER_LENGTHS, TONES, type LetterInput } from './letter-types.js';
import { letterInput, library, seekerInput, seekers } from './test-library.js';
import { PARAGRAPH_LIMITS, sentencesIn } from './letter-layout.js';
import { contextOf, evidenceLead, figuresIn } from './sentence-plans.js';

const textOf = (input = letterInput()) =>
  composeLetter(input)
    .paragraphs.map((p) => p.text)
    .join('\n\n');

/** The warehouse supervisor, the nurse and the engineer the writing issue was found with, on their first posting. */
const people = seekers.map((seeker) => ({
  name: seeker.name,
  input: (overrides: Partial<LetterInput> = {}): LetterInput => seekerInput(seeker.name, 0, overrides),
}));
const sentences = (text: string) => text.split(/(?<=[.!?])\s+/).filter((s) => wordCount(s) >= 4);

describe('composeLetter', () => {
  it('opens with the role, the employer, who the person is and what the posting puts first; closes and signs', () => {
    const letter = composeLetter(letterInput());
    expect(letter.paragraphs.map((p) => p.role)).toEqual(['greeting', 'opening', 'evidence', 'closing', 'signoff']);
    const opening = letter.paragraphs[1]!.text;
    expect(opening).toContain('I am writing to apply for the Backend Engineer position at Acme Payments.');
    // A library this small leaves room to say since when.
    expect(opening).toContain(
      'I have worked as a backend engineer at Monzo since 2021, with ten years of experience behind me.',
    );
    expect(opening).toContain('Your posting puts Python and PostgreSQL at the centre of the role');
    expect(textOf()).toMatch(/Sincerely,\nAda Lovelace$/);
    expect(letter.covered).toEqual(expect.arrayContaining(['Python', 'PostgreSQL', 'Apache Kafka']));
  });

  it('leads with achievements that carry figures, in the first person, naming each employer once', () => {
    const evidence = composeLetter(letterInput({ length: 'short' })).paragraphs.filter((p) => p.role === 'evidence');
    expect(evidence[0]!.text).toContain('In my current role, I cut p99 payment latency by 40% with Kafka batching.');
    expect(evidence[0]!.text).toContain('There, I also built the double-entry ledger in Python and PostgreSQL.');
    expect(evidence[0]!.text).toContain(
      'Before that, at Sage from 2016 to 2021, I wrote accounting APIs in Python for 2,000 customers.',
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

  describe.each(people)('for $name, every tone and length', ({ input }) => {
    it.each(TONES.flatMap((tone) => LETTER_LENGTHS.map((length) => [tone, length] as const)))(
      '%s, %s: no paragraph runs past five sentences or about 110 words',
      (tone, length) => {
        for (const paragraph of composeLetter(input({ tone, length })).paragraphs) {
          expect(sentencesIn(paragraph.text).length, paragraph.text).toBeLessThanOrEqual(PARAGRAPH_LIMITS.sentences);
          expect(wordCount(paragraph.text), paragraph.text).toBeLessThanOrEqual(PARAGRAPH_LIMITS.words);
        }
      },
    );

    it.each(TONES.flatMap((tone) => LETTER_LENGTHS.map((length) => [tone, length] as const)))(
      '%s, %s: no figure is said twice',
      (tone, length) => {
        const said = sentences(textOf(input({ tone, length }))).flatMap((sentence) => figuresIn(sentence));
        expect(new Set(said).size).toBe(said.length);
      },
    );
  });

  it.each(
    people.flatMap((person) => (['formal', 'warm'] as const).map((tone) => [person.name, tone, person] as const)),
  )('for %s, a %s long letter reaches its band by saying more of their record', (_name, tone, person) => {
    const medium = textOf(person.input({ tone, length: 'medium' }));
    const long = textOf(person.input({ tone, length: 'long' }));
    const [min, max] = LENGTH_BANDS.long;
    expect(wordCount(long)).toBeGreaterThanOrEqual(min);
    expect(wordCount(long)).toBeLessThanOrEqual(max);
    // More of the person's own lines than the medium letter quotes, not more words around the same ones.
    const quoted = (text: string) => figuresIn(text).length;
    expect(quoted(long)).toBeGreaterThan(quoted(medium));
  });

  it('two people’s long letters for one job share only what is about the job: no stock sentence pads either', () => {
    const job = people[1]!.input().job;
    const [alana, priya] = [people[1]!, people[2]!].map((person) =>
      sentences(textOf(person.input({ job, length: 'long' }))),
    );
    const aboutTheJob = (sentence: string) =>
      sentence.includes(job.company) ||
      sentence.includes(job.title) ||
      /^Thank you\b/.test(sentence) ||
      /the chance to (.+?)(?: is what draws me to this role)?\.$/.test(sentence) ||
      sentence === evidenceLead(contextOf(people[1]!.input()));
    const shared = alana!.filter((sentence) => priya!.includes(sentence));
    expect(shared.filter((sentence) => !aboutTheJob(sentence))).toEqual([]);
  });

  it('writes a summary as who the person is, never "I registered nurse"', () => {
    const nurse = people[1]!.input();
    const text = textOf(nurse);
    expect(text).toMatch(/I am a medical-surgical nurse with 8 years at the bedside/i);
    expect(text).not.toMatch(/\bI (?:registered|medical)/i);
  });

  it('opens with one reason from the posting, the employer in its own words, and keeps the duty it names for the close', () => {
    const paragraphs = composeLetter(people[0]!.input()).paragraphs;
    const opening = paragraphs[1]!.text;
    expect(opening).toContain('I was glad to read that Parcelbay is one of the fastest-growing');
    expect(opening).not.toMatch(/the chance to/i);
    expect(paragraphs.find((p) => p.role === 'closing')!.text).toMatch(/Above all, the chance to [a-z]/);
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

  it('an employer whose name ends in a full stop ends its sentence with one', () => {
    const input = seekerInput('Daniel', 0, { job: { title: 'Shift Lead', company: 'Northgate Co.', postingText: '' } });
    const text = textOf(input);
    expect(text).toContain('Northgate Co.');
    expect(text).not.toMatch(/[^.]\.\.(?!\.)/);
  });

  it('a long letter answers what the posting lets wait until after hire, and what it says of its people', () => {
    const text = textOf(seekerInput('Alana', 0, { length: 'long', tone: 'concise' }));
    expect(text).toContain('I would complete PALS and TNCC within 6 months of hire.');
    expect(text).toContain('I also noted that you care for about 14,000 inpatients');
    // Her IV and telemetry lines are from her registered nurse years, not her charge nurse role.
    expect(text).toContain('the work I did every day as a registered nurse');
    expect(text).not.toContain('the work I do every day');
  });

  it('says "the work I do every day" when the current role’s own lines name what the posting puts first', () => {
    // "…coaching … with RF scan data from Manhattan" in his current role names both Manhattan WMS and RF scanners.
    expect(textOf(seekerInput('Daniel', 0))).toContain('and that is the work I do every day.');
  });

  it('a long letter that runs out of lines says what the person would bring, never a line the posting does not ask about', () => {
    // The backend engineer applying for embedded firmware work: little of her record answers the posting.
    const input = seekerInput('Priya', 2, { length: 'long' });
    const text = textOf(input);
    expect(text).toContain('In short, I would bring what I have learned as a senior backend engineer to your team');
    expect(wordCount(text)).toBeLessThan(LENGTH_BANDS.long[0]);
    expect(lengthNote(text, 'long')).toMatch(/^This letter came to \d+ words, short of the 380/);
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

describe('figuresFirst', () => {
  const line = (text: string) => ({
    clause: text,
    present: false,
    line: { text, role: null, snippetTitle: null, covers: [], weight: 0, relevance: 0 },
    figures: figuresIn(text),
  });
  const [a, b, c, d] = ['led the migration', 'cut latency 40%', 'wrote the runbook', 'served 2,000 customers'].map(
    line,
  );
  it.each([
    ['two with figures lead already', [b!, d!, a!, c!], [b!, d!, a!, c!]],
    ['one with a figure is brought up beside the other', [a!, b!, c!, d!], [b!, d!, a!, c!]],
    ['none has a figure: the strongest stay first', [a!, c!], [a!, c!]],
  ])('%s', (_case, items, ordered) => {
    expect(figuresFirst(items).map((item) => item.clause)).toEqual(ordered.map((item) => item.clause));
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
