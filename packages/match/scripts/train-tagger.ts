/** Trains the skill tagger (a linear-chain CRF over B/I/O) on SkillSpan's train split and writes its weights. */
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { TaggerModelData } from '../src/tagger/tagger.js';

const here = path.dirname(fileURLToPath(import.meta.url));
const modelFile = path.resolve(here, '../model/skill-tagger.json');

// The engine's modules load the shipped weights (the dictionary hands the tagger to the engine), so a first training
// writes an empty model before it loads any of them.
if (!existsSync(modelFile)) writeFileSync(modelFile, `${JSON.stringify(placeholder())}\n`);
const { shippedDictionary } = await import('../src/dictionary.js');
const { compileModel } = await import('../src/tagger/tagger.js');
const { dataFile, evaluateModel, loadPostings, readPosting } = await import('./evaluate-tagger.js');
const { doubtfulTerms, modelData, ownDevTexts, trainingText, trainTagger } = await import('./tagger-training.js');

const number = (name: string, fallback: number) => {
  const value = process.env[name];
  return value === undefined ? fallback : Number(value);
};

/** Strength of the L2 penalty on the feature weights (kept from the first training). */
const L2 = number('TAGGER_L2', 2);
/** The most L-BFGS iterations. */
const ITERATIONS = number('TAGGER_ITERATIONS', 200);
/** Weights smaller than this are dropped from the shipped file. */
const PRUNE = number('TAGGER_PRUNE', 0.05);
/** Features seen on fewer training tokens than this are not learned: a weight learned from one token is noise. */
const MIN_COUNT = number('TAGGER_MIN_COUNT', 2);
/**
 * Each training posting is read twice: as the dictionary reads it, and with each dictionary hit dropped at this rate,
 * so the model learns to find a skill from its own words and context too, not only from the dictionary's say-so
 * (the skills it is for are the ones the dictionary lacks).
 */
const DROP = number('TAGGER_DROP', 0.5);
const SEED = 20240611;
/**
 * How much each of our own dev postings counts beside a SkillSpan posting (0: not learned from). They label what a
 * recruiter asks for in nursing, logistics, trades and the rest, which SkillSpan's 140 postings rarely reach.
 */
const OWN_WEIGHT = number('TAGGER_OWN_WEIGHT', 0);
/**
 * The least score of a span reported, and the dictionary floor of the checked union: kept from the first training, and
 * the threshold confirmed by cross-validation on the train split (`cross-validate-tagger.ts`): the engine's F1 is flat
 * from 0.4 to 0.6, and 0.6 keeps our own postings' precision.
 */
const THRESHOLD = number('TAGGER_THRESHOLD', 0.6);
const FLOOR = number('TAGGER_FLOOR', 0.15);
/**
 * Doubtful dictionary terms: read in at least DOUBT_MIN train postings and labelled in at most DOUBT_MAX of them; the
 * engine keeps one of their hits only where the tagger rates it at least DOUBT_FLOOR (0 postings: no check).
 */
const DOUBT_MIN = number('TAGGER_DOUBT_MIN', 0);
const DOUBT_MAX = number('TAGGER_DOUBT_MAX', 0.34);
const DOUBT_FLOOR = number('TAGGER_DOUBT_FLOOR', 0.3);
const THRESHOLDS = [0.2, 0.3, 0.4, 0.5, 0.6, 0.7, 0.8];
const FLOORS = [0, 0.05, 0.1, 0.15, 0.2, 0.3, 0.5];

async function main(): Promise<void> {
  const started = performance.now();
  const seconds = () => `${((performance.now() - started) / 1000).toFixed(1)} s`;
  const file = dataFile();
  const raw = readFileSync(file);
  const postings = loadPostings(file);
  const train = postings.filter((posting) => posting.split === 'train').map((posting) => readPosting(posting));
  const own = OWN_WEIGHT > 0 ? ownDevTexts(OWN_WEIGHT) : [];
  const texts = [...train.map((read) => trainingText(read, read.posting.knowledge)), ...own];
  const trainTokens = texts.reduce((sum, text) => sum + text.tokens.length, 0);
  const { problem, weights } = trainTagger(texts, {
    l2: L2,
    iterations: ITERATIONS,
    minCount: MIN_COUNT,
    drop: DROP,
    seed: SEED,
    log: (line) => console.log(`${line} (${seconds()})`),
  });
  const trainedOn = {
    data: 'SkillSpan train split (Zhang, Jensen, Sonniks and Plank, NAACL 2022; CC BY 4.0), Knowledge spans',
    file: path.basename(file),
    sha256: createHash('sha256').update(raw).digest('hex').slice(0, 16),
    postings: train.length,
    ownDevPostings: own.length,
    ownWeight: OWN_WEIGHT,
    tokens: trainTokens,
    dictionary: shippedDictionary().version,
    l2: L2,
    prune: PRUNE,
    minCount: MIN_COUNT,
    dictionaryDrop: DROP,
  };
  const trainTexts = train.map((read) => ({ ...read, gold: read.posting.knowledge }));
  const doubtful =
    DOUBT_MIN > 0 ? { terms: doubtfulTerms(trainTexts, DOUBT_MIN, DOUBT_MAX), floor: DOUBT_FLOOR } : undefined;
  if (doubtful) Object.assign(trainedOn, { doubtful: { minPostings: DOUBT_MIN, maxPrecision: DOUBT_MAX } });
  const data = modelData(problem, weights, PRUNE, THRESHOLD, FLOOR, trainedOn, doubtful);
  const json = `${JSON.stringify(data)}\n`;
  writeFileSync(modelFile, json);
  console.log(
    `\nwrote ${path.relative(process.cwd(), modelFile)}: ${Object.values(data.features).reduce((sum, values) => sum + Object.keys(values).length, 0)} of ${problem.features} features, ${(Buffer.byteLength(json) / 1e6).toFixed(2)} MB, version ${data.version}, threshold ${THRESHOLD}, dictionary floor ${FLOOR} (${seconds()})`,
  );
  // The dev split is only measured here: nothing above was chosen on it.
  await evaluateModel(compileModel(data), postings, { thresholds: THRESHOLDS, floors: FLOORS });
}

function placeholder(): TaggerModelData {
  return {
    version: 'empty',
    trainedOn: {},
    threshold: 0.5,
    dictionaryFloor: 0,
    start: [0, 0, 0],
    transitions: [
      [0, 0, 0],
      [0, 0, 0],
      [0, 0, 0],
    ],
    features: {},
  };
}

await main();
