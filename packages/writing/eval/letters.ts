/**
 * Reads the offline composer's letters the way the writing acceptance does: for each person and posting, every tone
 * and length, does the opening name the role and the employer, are at least two of the person's figures in it, is
 * there no keyword list, no repeated sentence, no broken first person, is it within its length, does the claims
 * check pass it untouched, does rewriting each paragraph avoid repeating another, and is every paragraph short enough
 * to be read to its end (at most five sentences)?
 *
 * A letter under its band is counted apart when the library is thin: it holds fewer distinct lines of five words or
 * more (each line of a role's description, each sentence of a snippet) than the length needs (`THIN_BELOW`). The
 * count is of the library alone, not of what the composer makes of it or of the posting, so the composer cannot
 * move a letter into it.
 *
 * Two sets: the three job seekers the writing issue was found with (tuned on), and the match engine's ranking cases
 * (twelve fields, a strong and a partial library each), which the composer was never tuned on.
 *
 * Run: npx tsx packages/writing/eval/letters.ts [--print]
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { checkClaims } from '../src/claims.js';
import { composeLetter, LENGTH_BANDS, regenerateParagraph, wordCount } from '../src/compose-letter.js';
import { descriptionLines } from '../src/evidence-lines.js';
import { LETTER_LENGTHS, TONES, type LetterInput, type WritingLibrary } from '../src/letter-types.js';

const root = path.resolve(import.meta.dirname, '../../match/eval/ranking');
const NOW = '2026-11-27T00:00:00.000Z';
const print = process.argv.includes('--print');

interface Case {
  set: 'job seekers (tuned)' | 'ranking cases (held out)';
  label: string;
  library: WritingLibrary;
  job: LetterInput['job'];
}

function cases(): Case[] {
  const seekers = JSON.parse(readFileSync(path.join(root, 'job-seekers.json'), 'utf8')) as Array<{
    name: string;
    library: Omit<WritingLibrary, 'name'>;
    postings: Array<{ id: string; title: string; company: string; text: string }>;
  }>;
  const out: Case[] = seekers.flatMap((seeker) =>
    seeker.postings.map((posting) => ({
      set: 'job seekers (tuned)' as const,
      label: `${seeker.name} → ${posting.id}`,
      library: { ...seeker.library, name: seeker.name },
      job: { title: posting.title, company: posting.company, postingText: posting.text },
    })),
  );
  for (const file of readdirSync(path.join(root, 'cases')).sort()) {
    const data = JSON.parse(readFileSync(path.join(root, 'cases', file), 'utf8')) as {
      id: string;
      posting: { title: string; company: string; text: string };
      libraries: Record<string, Omit<WritingLibrary, 'name'>>;
    };
    for (const kind of ['strong', 'partial']) {
      const library = data.libraries[kind];
      if (!library) continue;
      out.push({
        set: 'ranking cases (held out)',
        label: `${data.id} (${kind})`,
        library: { ...library, name: 'Sam Taylor' },
        job: { title: data.posting.title, company: data.posting.company, postingText: data.posting.text },
      });
    }
  }
  return out;
}

/**
 * Fewer distinct lines than this and a letter of that length may fall short: a line and the words around it come to
 * about twenty words, and the greeting, opening, close and sign-off to about 130, so a long letter needs some twelve
 * lines; the floors here are lower than that, so a library counts as thin only when it plainly is.
 */
const THIN_BELOW: Record<LetterInput['length'], number> = { short: 3, medium: 6, long: 9 };

/** The library's distinct lines of five words or more: each role's description line, each snippet sentence. */
function libraryLines(library: WritingLibrary): number {
  const lines = [
    ...library.experiences.flatMap((role) => descriptionLines(role.description)),
    ...library.snippets.flatMap((snippet) =>
      descriptionLines(snippet.content).flatMap((line) => line.split(/(?<=[.!?])\s+(?=[A-Z])/)),
    ),
  ].filter((line) => wordCount(line) >= 5);
  return new Set(lines.map((line) => line.toLowerCase().replace(/[\s.;,:]+$/, ''))).size;
}

/** A paragraph's sentences: split after a full stop only where a new sentence starts ("a B.S. in" is one). */
const paragraphSentences = (text: string) =>
  text
    .split(/(?<=[.!?])\s+(?=[A-Z"“‘(])/)
    .map((sentence) => sentence.trim())
    .filter(Boolean);

const sentencesOf = (text: string) =>
  text
    .split(/(?<=[.!?])\s+/)
    .map((sentence) => sentence.trim())
    .filter((sentence) => wordCount(sentence) >= 4);

/** The person's lines with a figure, as the letter would quote them (the words after the first). */
function figuresQuoted(letter: string, library: WritingLibrary): number {
  const lines = [
    ...library.experiences.flatMap((role) => descriptionLines(role.description)),
    ...library.snippets.flatMap((snippet) => descriptionLines(snippet.content)),
  ].filter((line) => /\d/.test(line));
  return lines.filter((line) => {
    const tail = line
      .replace(/^\S+\s+/, '')
      .replace(/[\s.;,:]+$/, '')
      .slice(0, 40);
    return tail.length > 10 && letter.includes(tail);
  }).length;
}

const CHECKS = [
  'opening names role and employer',
  'two figures or more',
  'no keyword list',
  'no repeated sentence',
  'no broken first person',
  'within its length',
  'no claim to confirm',
  'paragraph rewrites repeat nothing',
  'paragraphs of at most 5 sentences',
] as const;
type Check = (typeof CHECKS)[number];

type Length = 'under, library thin' | 'under for no reason' | 'over';

function judge(input: LetterInput): { failed: Check[]; text: string; words: number; length: Length | null } {
  const draft = composeLetter(input);
  const text = draft.paragraphs.map((p) => p.text).join('\n\n');
  const opening = draft.paragraphs.find((p) => p.role === 'opening')?.text ?? '';
  const sentences = sentencesOf(text);
  const words = wordCount(text);
  const [min, max] = LENGTH_BANDS[input.length];
  const failed: Check[] = [];
  if (!opening.includes(input.job.title) || !opening.includes(input.job.company))
    failed.push('opening names role and employer');
  if (figuresQuoted(text, input.library) < 2) failed.push('two figures or more');
  if (sentences.some((sentence) => (sentence.match(/,/g) ?? []).length >= 4 && !/\d/.test(sentence)))
    failed.push('no keyword list');
  if (new Set(sentences.map((s) => s.toLowerCase())).size !== sentences.length) failed.push('no repeated sentence');
  // "Level I Thermographer", "Phase I trial": a numeral, not the person.
  const pronouns = text.replace(/\bI am\b/g, '').replace(/\b(?:Level|Tier|Phase|Class|Grade|Stage|Type|Part) I\b/g, '');
  if (/\bI (?:[A-Z][a-z]+|a|an|the|registered)\b(?! am)/.test(pronouns)) {
    failed.push('no broken first person');
  }
  if (words < min || words > max) failed.push('within its length');
  const length: Length | null =
    words > max
      ? 'over'
      : words >= min
        ? null
        : libraryLines(input.library) < THIN_BELOW[input.length]
          ? 'under, library thin'
          : 'under for no reason';
  if (draft.paragraphs.some((p) => paragraphSentences(p.text).length > 5))
    failed.push('paragraphs of at most 5 sentences');
  if (checkClaims(text, { library: input.library, job: input.job, now: input.now }).length > 0)
    failed.push('no claim to confirm');
  for (let index = 1; index < draft.paragraphs.length - 1; index += 1) {
    const after = regenerateParagraph(input, draft.paragraphs, index);
    const all = after.flatMap((p) => sentencesOf(p.text).map((s) => s.toLowerCase()));
    if (new Set(all).size !== all.length) {
      failed.push('paragraph rewrites repeat nothing');
      break;
    }
  }
  return { failed, text, words, length };
}

const tally = new Map<
  string,
  {
    letters: number;
    failures: Map<Check, number>;
    lengths: Map<Length, number>;
    paragraphWords: number[];
    /** Letters in their band, by length asked for: [in band, written]. */
    byLength: Map<LetterInput['length'], [number, number]>;
  }
>();
for (const item of cases()) {
  for (const tone of TONES) {
    for (const length of LETTER_LENGTHS) {
      const input: LetterInput = { job: item.job, library: item.library, tone, length, now: NOW };
      const { failed, text, words, length: missed } = judge(input);
      const entry = tally.get(item.set) ?? {
        letters: 0,
        failures: new Map(),
        lengths: new Map(),
        paragraphWords: [],
        byLength: new Map(),
      };
      const [inBand, written] = entry.byLength.get(length) ?? [0, 0];
      entry.byLength.set(length, [inBand + (failed.includes('within its length') ? 0 : 1), written + 1]);
      entry.letters += 1;
      for (const check of failed) entry.failures.set(check, (entry.failures.get(check) ?? 0) + 1);
      if (missed) entry.lengths.set(missed, (entry.lengths.get(missed) ?? 0) + 1);
      entry.paragraphWords.push(...text.split('\n\n').map(wordCount));
      tally.set(item.set, entry);
      if (print && (failed.length > 0 || (tone === 'formal' && length === 'medium'))) {
        console.log(
          `\n=== ${item.label} · ${tone} ${length} · ${words} words · failed: ${failed.join(', ') || 'none'}${missed ? ` (${missed})` : ''}`,
        );
        console.log(text);
      }
    }
  }
}
for (const [set, { letters, failures, lengths, paragraphWords, byLength }] of tally) {
  console.log(`\n${set}: ${letters} letters`);
  for (const check of CHECKS) {
    const failedCount = failures.get(check) ?? 0;
    console.log(`  ${check.padEnd(36)} ${(((letters - failedCount) / letters) * 100).toFixed(0).padStart(4)}%`);
    if (check === 'within its length') {
      for (const kind of ['under for no reason', 'under, library thin', 'over'] as const)
        console.log(`    ${kind.padEnd(34)} ${String(lengths.get(kind) ?? 0).padStart(4)} letters`);
      for (const [length, [inBand, written]] of byLength)
        console.log(`    ${`${length} letters in band`.padEnd(34)} ${`${inBand}/${written}`.padStart(7)}`);
    }
  }
  const longest = Math.max(...paragraphWords);
  const over = paragraphWords.filter((words) => words > 110).length;
  console.log(`  paragraphs over 110 words             ${String(over).padStart(4)} (longest ${longest} words)`);
}
