/** Precision and recall of the hard skills the engine reads from the evaluation postings, against a careful reader's lists. */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { type Dictionary, shippedDictionary } from '../src/dictionary.js';
import { extractRequirements } from '../src/extract-requirements.js';
import { tokenize } from '../src/nlp.js';
import { findPhrases } from '../src/phrase-index.js';
import { readPostingText } from '../src/posting-text.js';
import type { Importance } from '../src/types.js';

export const EVALUATION_SETS = ['dev', 'held-out'] as const;
export type EvaluationSet = (typeof EVALUATION_SETS)[number];

interface GoldSkill {
  name: string;
  importance: Importance;
  mentions?: string[];
}

interface Posting {
  id: string;
  field: string;
  title: string;
  company: string;
  text: string;
  expected: { hard_skills: GoldSkill[] };
}

export interface PostingScore {
  id: string;
  field: string;
  truePositives: number;
  extracted: number;
  expected: number;
  /** Read by the engine, not on the reader's list. */
  extra: string[];
  /** On the reader's list, not read by the engine (unresolved names are marked "not in the dictionary"). */
  missed: string[];
  /** Read with the other importance than the reader gave it. */
  importanceWrong: string[];
}

export interface EvaluationFigures {
  set: EvaluationSet;
  postings: PostingScore[];
  precision: number;
  recall: number;
  /** Of the skills both found, the share given the reader's importance. */
  importanceAgreement: number;
}

const here = path.dirname(fileURLToPath(import.meta.url));

export function loadPostings(set: EvaluationSet): Posting[] {
  const folder = path.join(here, 'postings', set);
  return readdirSync(folder)
    .filter((name) => name.endsWith('.json'))
    .sort()
    .map((name) => JSON.parse(readFileSync(path.join(folder, name), 'utf8')) as Posting);
}

// Words a reader adds to a skill's name that do not change which skill it is ("BMS controls", "PLCs systems").
const GENERIC = new Set([
  'controls',
  'systems',
  'system',
  'tools',
  'tool',
  'software',
  'skills',
  'knowledge',
  'experience',
  'platform',
  'platforms',
  's',
]);

/**
 * The dictionary term a reader's skill name stands for: its name or a mention read as one term, allowing generic
 * words around it.
 */
function resolve(skill: GoldSkill, dictionary: Dictionary): string | null {
  for (const phrase of [skill.name, ...(skill.mentions ?? [])]) {
    const tokens = tokenize(phrase);
    const hits = findPhrases(tokens, [dictionary.index]);
    if (hits.length !== 1) continue;
    const [hit] = hits;
    const rest = [...tokens.slice(0, hit!.from), ...tokens.slice(hit!.to)].filter((token) => /\w/.test(token.value));
    if (rest.every((token) => GENERIC.has(token.lower))) return hit!.entry.termId;
  }
  return null;
}

/** Scores one evaluation set with the shipped dictionary. */
export function evaluate(set: EvaluationSet, dictionary: Dictionary = shippedDictionary()): EvaluationFigures {
  const postings: PostingScore[] = [];
  let truePositives = 0;
  let extractedTotal = 0;
  let expectedTotal = 0;
  let importanceRight = 0;
  for (const posting of loadPostings(set)) {
    const text = readPostingText(posting.text);
    const read = extractRequirements(
      { text, title: posting.title, company: posting.company },
      dictionary,
    ).requirements.filter((r) => r.category === 'hard_skill');
    const readById = new Map(read.map((r) => [r.id.slice('hard_skill:'.length), r]));
    const gold = new Map<string, GoldSkill>();
    const missed: string[] = [];
    for (const skill of posting.expected.hard_skills) {
      const id = resolve(skill, dictionary);
      if (id) gold.set(id, skill);
      else missed.push(`${skill.name} (not in the dictionary)`);
    }
    const extra: string[] = [];
    const importanceWrong: string[] = [];
    let hits = 0;
    for (const [id, requirement] of readById) {
      const expected = gold.get(id);
      if (!expected) {
        extra.push(requirement.text);
        continue;
      }
      hits += 1;
      if (expected.importance === requirement.importance) importanceRight += 1;
      else importanceWrong.push(`${requirement.term} (read ${requirement.importance})`);
    }
    for (const [id, skill] of gold) if (!readById.has(id)) missed.push(skill.name);
    truePositives += hits;
    extractedTotal += readById.size;
    expectedTotal += posting.expected.hard_skills.length;
    postings.push({
      id: posting.id,
      field: posting.field,
      truePositives: hits,
      extracted: readById.size,
      expected: posting.expected.hard_skills.length,
      extra,
      missed,
      importanceWrong,
    });
  }
  return {
    set,
    postings,
    precision: extractedTotal === 0 ? 0 : truePositives / extractedTotal,
    recall: expectedTotal === 0 ? 0 : truePositives / expectedTotal,
    importanceAgreement: truePositives === 0 ? 0 : importanceRight / truePositives,
  };
}
