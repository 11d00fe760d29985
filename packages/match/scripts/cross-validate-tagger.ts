/**
 * Measures the tagger's settings without the dev split: K-fold cross-validation on SkillSpan's train split. Each fold's
 * postings are read by a model trained on the other folds (and, when asked, our own dev postings), alone and inside
 * the engine, at several thresholds. The shipped threshold and the training settings are chosen from these figures.
 *
 *   npx tsx packages/match/scripts/cross-validate-tagger.ts            # settings as train-tagger.ts reads them (env)
 *   CV_FOLDS=5 CV_CACHE=/tmp/cv npx tsx packages/match/scripts/cross-validate-tagger.ts
 */
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { loadPostings as loadOwnPostings } from '../eval/evaluation.js';
import { shippedDictionary, type Dictionary } from '../src/dictionary.js';
import { compileModel, readSkills, type TaggerModel, type TaggerModelData } from '../src/tagger/tagger.js';
import { evaluateSkillSpan } from '../eval/skillspan.js';
import {
  countSystems,
  emptyTable,
  figuresOf,
  loadPostings,
  readPosting,
  type SkillSpanPosting,
  SOURCES,
  systemSpans,
} from './evaluate-tagger.js';
import {
  doubtfulTerms,
  modelData,
  ownDevTexts,
  trainingText,
  trainTagger,
  type TrainingSettings,
} from './tagger-training.js';

const number = (name: string, fallback: number) => {
  const value = process.env[name];
  return value === undefined ? fallback : Number(value);
};
const FOLDS = number('CV_FOLDS', 5);
const settings: TrainingSettings = {
  l2: number('TAGGER_L2', 2),
  iterations: number('TAGGER_ITERATIONS', 200),
  minCount: number('TAGGER_MIN_COUNT', 2),
  drop: number('TAGGER_DROP', 0.5),
  seed: 20240611,
};
const OWN_WEIGHT = number('TAGGER_OWN_WEIGHT', 0);
const PRUNE = number('TAGGER_PRUNE', 0.05);
const THRESHOLDS = (process.env.CV_THRESHOLDS ?? '0.3,0.4,0.5,0.6,0.7').split(',').map(Number);
const CACHE = process.env.CV_CACHE;
/** A label for the features the models read, so a cache of folds trained on other features is not reused. */
const FEATURES = process.env.CV_FEATURES ?? 'default';

/**
 * The checks of doubtful dictionary terms to measure, each "min postings:max precision:floor" ("none" for no check).
 */
const DOUBTS = (process.env.CV_DOUBT ?? 'none').split(',');

/** The engine's dictionary with a fold's model as its learned reader, and its doubtful terms. */
export function dictionaryWith(model: TaggerModel, doubtful?: Dictionary['doubtful']): Dictionary {
  return { ...shippedDictionary(), tagger: (tokens, hits) => readSkills(model, tokens, hits), doubtful };
}

/** The fold of each train posting: by its place in id order, so every run folds alike. */
export function folds(postings: readonly SkillSpanPosting[], k: number): SkillSpanPosting[][] {
  const sorted = [...postings].sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
  const out: SkillSpanPosting[][] = Array.from({ length: k }, () => []);
  sorted.forEach((posting, i) => out[i % k]!.push(posting));
  return out;
}

const ownIds = loadOwnPostings('dev').map((posting) => posting.id);
/** The fold of one of our own dev postings, by its place in file order. */
export function ownFold(id: string): number {
  return ownIds.indexOf(id) % FOLDS;
}

/** The doubtful terms of a check ("min:max:floor", or "all:floor" for every hard skill) learned from some texts. */
function doubtOf(doubt: string, texts: Parameters<typeof doubtfulTerms>[0]): Dictionary['doubtful'] {
  if (doubt === 'none') return undefined;
  const parts = doubt.split(':');
  if (parts[0] === 'all') {
    const terms = [...shippedDictionary().terms.values()].filter((term) => term.category === 'hard_skill');
    return { terms: new Set(terms.map((term) => term.id)), floor: Number(parts[1]) };
  }
  const [minPostings, maxPrecision, floor] = parts.map(Number);
  return { terms: new Set(doubtfulTerms(texts, minPostings!, maxPrecision!)), floor: floor! };
}

/** The model of fold `k` (trained without it), from the cache when one was trained with the same settings. */
export function foldModel(all: SkillSpanPosting[][], k: number): TaggerModelData {
  const key = createHash('sha256')
    .update(
      JSON.stringify({
        settings,
        OWN_WEIGHT,
        ...(OWN_WEIGHT > 0 ? { ownFolded: true } : {}),
        PRUNE,
        FEATURES,
        FOLDS,
        k,
        dictionary: process.env.CV_DICTIONARY ?? shippedDictionary().version,
      }),
    )
    .digest('hex')
    .slice(0, 12);
  const file = CACHE ? path.join(CACHE, `fold-${k}-${key}.json`) : undefined;
  if (file && existsSync(file)) return JSON.parse(readFileSync(file, 'utf8')) as TaggerModelData;
  const texts = all
    .filter((_, i) => i !== k)
    .flat()
    .map((posting) => {
      const read = readPosting(posting);
      return trainingText(read, posting.knowledge);
    });
  // Our own dev postings are folded too, so each is read by a model that never learned from it.
  if (OWN_WEIGHT > 0) texts.push(...ownDevTexts(OWN_WEIGHT, (id) => ownFold(id) !== k));
  const started = performance.now();
  const { problem, weights } = trainTagger(texts, settings);
  const data = modelData(problem, weights, PRUNE, 0.6, 0.15, {});
  console.error(`fold ${k}: trained in ${((performance.now() - started) / 1000).toFixed(0)} s`);
  if (file) {
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(file, JSON.stringify(data));
  }
  return data;
}

const fixed = (value: number) => value.toFixed(3);

async function main(): Promise<void> {
  const train = loadPostings().filter((posting) => posting.split === 'train');
  const all = folds(train, FOLDS);
  const models = all.map((_, k) => compileModel(foldModel(all, k)));
  console.log(
    `${FOLDS}-fold cross-validation on SkillSpan train; settings ${JSON.stringify(settings)}, own dev weight ${OWN_WEIGHT}, features ${FEATURES}`,
  );
  console.log('\nthe tagger beside the dictionary (term level):');
  console.log('threshold source  tagger P  R     F1    | union P   R     F1    | checked P R     F1');
  const reads = all.map((fold) => fold.map((posting) => readPosting(posting)));
  const readings = reads.map((fold, k) => fold.map((read) => readSkills(models[k]!, read.tokens, read.hits)));
  for (const threshold of THRESHOLDS) {
    const table = emptyTable();
    reads.forEach((fold, k) =>
      fold.forEach((read, j) =>
        countSystems(read, systemSpans(read, readings[k]![j]!, threshold, 0.15), table, 'checked'),
      ),
    );
    for (const source of SOURCES) {
      const [t, u, c] = (['tagger', 'union', 'checked'] as const).map((system) => figuresOf(table[source][system]));
      console.log(
        `${threshold.toFixed(2).padEnd(9)} ${source.padEnd(7)} ${fixed(t!.precision)} ${fixed(t!.recall)} ${fixed(t!.f1)} | ${fixed(u!.precision)} ${fixed(u!.recall)} ${fixed(u!.f1)} | ${fixed(c!.precision)} ${fixed(c!.recall)} ${fixed(c!.f1)}`,
      );
    }
  }
  console.log('\nthe engine (eval/skillspan.ts: hard skills, term level):');
  console.log('doubt          threshold all P   R     F1    | tech P  R     F1    | house P R     F1');
  const texts = reads.map((fold) => fold.map((read) => ({ ...read, gold: read.posting.knowledge })));
  for (const doubt of DOUBTS) {
    const doubtful = all.map((_, k) => doubtOf(doubt, texts.filter((_, i) => i !== k).flat()));
    for (const threshold of THRESHOLDS) {
      const sums = { all: [0, 0, 0, 0], tech: [0, 0, 0, 0], house: [0, 0, 0, 0] };
      all.forEach((fold, k) => {
        const model = { ...models[k]!, threshold };
        const figures = evaluateSkillSpan('train', dictionaryWith(model, doubtful[k]), fold);
        for (const source of ['all', 'tech', 'house'] as const) {
          const f = figures[source];
          const sum = sums[source];
          sum[0]! += f.truePositives;
          sum[1]! += f.extracted;
          sum[2]! += f.extractedRight;
          sum[3]! += f.expected;
        }
      });
      const row = (sum: number[]) => {
        const p = sum[2]! / sum[1]!;
        const r = sum[0]! / sum[3]!;
        return `${fixed(p)} ${fixed(r)} ${fixed((2 * p * r) / (p + r))}`;
      };
      console.log(
        `${doubt.padEnd(14)} ${threshold.toFixed(2).padEnd(9)} ${row(sums.all)} | ${row(sums.tech)} | ${row(sums.house)}`,
      );
    }
  }
  if (process.env.CV_OWN) {
    // Our own dev postings, each read by the model of its fold (which never learned from it), with the doubtful terms
    // of the other folds' SkillSpan postings: what the settings cost the product's readers.
    const { evaluate } = await import('../eval/evaluation.js');
    for (const doubt of DOUBTS) {
      for (const threshold of THRESHOLDS) {
        const sums = [0, 0, 0, 0];
        all.forEach((_, k) => {
          const doubtful = doubtOf(doubt, texts.filter((_, i) => i !== k).flat());
          const figures = evaluate('dev', dictionaryWith({ ...models[k]!, threshold }, doubtful));
          for (const posting of figures.postings) {
            if (ownFold(posting.id) !== k) continue;
            sums[0]! += posting.truePositives;
            sums[1]! += posting.extracted;
            sums[2]! += posting.extractedRight;
            sums[3]! += posting.expected;
          }
        });
        console.log(
          `own dev ${doubt.padEnd(14)} ${threshold.toFixed(2)}: P ${fixed(sums[2]! / sums[1]!)} R ${fixed(sums[0]! / sums[3]!)}`,
        );
      }
    }
  }
}

await main();
