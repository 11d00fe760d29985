/** Precision and recall of the hard skills the engine reads from the evaluation postings, against a careful reader's lists. */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { type Dictionary, shippedDictionary } from '../src/dictionary.js';
import { extractRequirements } from '../src/extract-requirements.js';
import { readPostingText } from '../src/posting-text.js';
import type { Importance } from '../src/types.js';

export const EVALUATION_SETS = ['dev', 'held-out'] as const;
export type EvaluationSet = (typeof EVALUATION_SETS)[number];

interface GoldSkill {
  name: string;
  importance: Importance;
  mentions?: string[];
  /** The posting lets the candidate obtain it after hire. */
  after_hire?: boolean;
  /** Alternatives of one either-or requirement share a group. */
  group?: string;
}

export interface Posting {
  id: string;
  field: string;
  title: string;
  company: string;
  text: string;
  expected: {
    hard_skills: GoldSkill[];
    certifications?: Array<{ name: string; importance: Importance; mentions?: string[]; after_hire?: boolean }>;
    /** Phrases a naive reader takes for requirements that are not ("daily start-up meetings", "220-bed"). */
    not_requirements?: string[];
  };
}

export interface PostingScore {
  id: string;
  field: string;
  truePositives: number;
  extracted: number;
  /** Read terms a gold mention overlaps. */
  extractedRight: number;
  expected: number;
  /** Read by the engine, not on the reader's list. */
  extra: string[];
  /** On the reader's list, not read by the engine. */
  missed: string[];
  /** Read with the other importance than the reader gave it. */
  importanceWrong: string[];
  /** Phrases the reader says ask nothing, read as a requirement. */
  falseAsks: string[];
}

export interface EvaluationFigures {
  set: EvaluationSet;
  postings: PostingScore[];
  precision: number;
  recall: number;
  /** Of the skills both found, the share given the reader's importance. */
  importanceAgreement: number;
  /** Of the reader's after-hire items the engine read, the share it marked after hire. */
  afterHireAgreement: number | null;
  /** Of the reader's not-requirements, the share the engine read as a requirement. */
  falseAskRate: number | null;
}

const here = path.dirname(fileURLToPath(import.meta.url));

export function loadPostings(set: EvaluationSet): Posting[] {
  const folder = path.join(here, 'postings', set);
  return readdirSync(folder)
    .filter((name) => name.endsWith('.json'))
    .sort()
    .map((name) => JSON.parse(readFileSync(path.join(folder, name), 'utf8')) as Posting);
}

/** Every place a phrase stands in the text: as written, or failing that in any letter case. */
export function spansOf(text: string, phrase: string): Array<[number, number]> {
  const find = (haystack: string, needle: string) => {
    const spans: Array<[number, number]> = [];
    for (let at = haystack.indexOf(needle); needle && at !== -1; at = haystack.indexOf(needle, at + needle.length))
      spans.push([at, at + needle.length]);
    return spans;
  };
  const exact = find(text, phrase);
  return exact.length > 0 ? exact : find(text.toLowerCase(), phrase.toLowerCase());
}

const overlaps = (a: [number, number], b: [number, number]) => a[0] < b[1] && b[0] < a[1];

/**
 * Scores one evaluation set with the shipped dictionary. A reader's skill is found when a hard skill the engine read
 * stands on one of its mentions (a list read as one requirement stands on every term it names); a term the engine
 * read is right when it stands on a mention of any skill or certification the reader listed.
 */
export function evaluate(set: EvaluationSet, dictionary: Dictionary = shippedDictionary()): EvaluationFigures {
  const postings: PostingScore[] = [];
  let truePositives = 0;
  let extractedTotal = 0;
  let rightTotal = 0;
  let expectedTotal = 0;
  let importanceRight = 0;
  let afterHireGold = 0;
  let afterHireRight = 0;
  let notRequirements = 0;
  let falseAskTotal = 0;
  for (const posting of loadPostings(set)) {
    const text = readPostingText(posting.text);
    const reading = extractRequirements({ text, title: posting.title, company: posting.company }, dictionary);
    const read = reading.requirements.filter((r) => r.category === 'hard_skill');
    const goldSpans = (mentions: string[]) => mentions.flatMap((mention) => spansOf(text, mention));
    const gold = posting.expected.hard_skills.map((skill) => ({
      skill,
      spans: goldSpans(skill.mentions?.length ? skill.mentions : [skill.name]),
    }));
    const anyGold = [
      ...gold.flatMap((item) => item.spans),
      ...(posting.expected.certifications ?? []).flatMap((cert) => goldSpans(cert.mentions ?? [cert.name])),
    ];
    const missed: string[] = [];
    const importanceWrong: string[] = [];
    let hits = 0;
    for (const { skill, spans } of gold) {
      const requirement = read.find((r) => r.spans.some((span) => spans.some((other) => overlaps(span, other))));
      if (!requirement) {
        missed.push(skill.name);
        continue;
      }
      hits += 1;
      if (skill.importance === requirement.importance) importanceRight += 1;
      else importanceWrong.push(`${skill.name} (read ${requirement.importance})`);
      if (skill.after_hire) {
        afterHireGold += 1;
        if (requirement.after_hire) afterHireRight += 1;
      }
    }
    const extra: string[] = [];
    let right = 0;
    for (const requirement of read) {
      if (requirement.spans.some((span) => anyGold.some((other) => overlaps(span, other)))) right += 1;
      else extra.push(requirement.text);
    }
    const falseAsks = (posting.expected.not_requirements ?? []).filter((phrase) =>
      spansOf(text, phrase).some((span) =>
        reading.requirements.some((r) => r.category !== 'job_title' && r.spans.some((other) => overlaps(span, other))),
      ),
    );
    notRequirements += posting.expected.not_requirements?.length ?? 0;
    falseAskTotal += falseAsks.length;
    truePositives += hits;
    extractedTotal += read.length;
    rightTotal += right;
    expectedTotal += gold.length;
    postings.push({
      id: posting.id,
      field: posting.field,
      truePositives: hits,
      extracted: read.length,
      extractedRight: right,
      expected: gold.length,
      extra,
      missed,
      importanceWrong,
      falseAsks,
    });
  }
  return {
    set,
    postings,
    precision: extractedTotal === 0 ? 0 : rightTotal / extractedTotal,
    recall: expectedTotal === 0 ? 0 : truePositives / expectedTotal,
    importanceAgreement: truePositives === 0 ? 0 : importanceRight / truePositives,
    afterHireAgreement: afterHireGold === 0 ? null : afterHireRight / afterHireGold,
    falseAskRate: notRequirements === 0 ? null : falseAskTotal / notRequirements,
  };
}
