/**
 * Reads the offline composer's letters the way the writing acceptance does: for each person and posting, every tone
 * and length, does the opening name the role and the employer, are at least two of the person's figures in it, is
 * there no keyword list, no repeated sentence, no broken first person, is it within its length, does the claims
 * check pass it untouched, and does rewriting each paragraph avoid repeating another?
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
] as const;
type Check = (typeof CHECKS)[number];

function judge(input: LetterInput): { failed: Check[]; text: string; words: number } {
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
  if (/\bI (?:[A-Z][a-z]+|a|an|the|registered)\b(?! am)/.test(text.replace(/\bI am\b/g, ''))) {
    failed.push('no broken first person');
  }
  if (words < min || words > max) failed.push('within its length');
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
  return { failed, text, words };
}

const tally = new Map<string, { letters: number; failures: Map<Check, number> }>();
for (const item of cases()) {
  for (const tone of TONES) {
    for (const length of LETTER_LENGTHS) {
      const input: LetterInput = { job: item.job, library: item.library, tone, length, now: NOW };
      const { failed, text, words } = judge(input);
      const entry = tally.get(item.set) ?? { letters: 0, failures: new Map() };
      entry.letters += 1;
      for (const check of failed) entry.failures.set(check, (entry.failures.get(check) ?? 0) + 1);
      tally.set(item.set, entry);
      if (print && (failed.length > 0 || (tone === 'formal' && length === 'medium'))) {
        console.log(
          `\n=== ${item.label} · ${tone} ${length} · ${words} words · failed: ${failed.join(', ') || 'none'}`,
        );
        console.log(text);
      }
    }
  }
}
for (const [set, { letters, failures }] of tally) {
  console.log(`\n${set}: ${letters} letters`);
  for (const check of CHECKS) {
    const failedCount = failures.get(check) ?? 0;
    console.log(`  ${check.padEnd(36)} ${(((letters - failedCount) / letters) * 100).toFixed(0).padStart(4)}%`);
  }
}
