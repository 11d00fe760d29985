/** Trains the skill tagger (a linear-chain CRF over B/I/O) on SkillSpan's train split and writes its weights. */
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Token } from '../src/nlp.js';
import type { TaggerModelData } from '../src/tagger/tagger.js';
import type { CharSpan, ReadPosting } from './evaluate-tagger.js';

const here = path.dirname(fileURLToPath(import.meta.url));
const modelFile = path.resolve(here, '../model/skill-tagger.json');

// The engine's modules load the shipped weights (the dictionary hands the tagger to the engine), so a first training
// writes an empty model before it loads any of them.
if (!existsSync(modelFile)) writeFileSync(modelFile, `${JSON.stringify(placeholder())}\n`);
const { shippedDictionary } = await import('../src/dictionary.js');
const { featureContext, tokenFeatures } = await import('../src/tagger/features.js');
const { compileModel, readSkills } = await import('../src/tagger/tagger.js');
const { countPosting, dataFile, emptyCounts, evaluateModel, figuresOf, loadPostings, readPosting, systemSpans } =
  await import('./evaluate-tagger.js');

const number = (name: string, fallback: number) => {
  const value = process.env[name];
  return value === undefined ? fallback : Number(value);
};

/** Strength of the L2 penalty on the feature weights, chosen on the dev split. */
const L2 = number('TAGGER_L2', 2);
/** The most L-BFGS iterations, and the relative change of the objective under which it stops. */
const ITERATIONS = number('TAGGER_ITERATIONS', 200);
const TOLERANCE = 1e-5;
/** Weights smaller than this are dropped from the shipped file: on the dev split, dropping them changes no figure. */
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
/** The checked union's dev term precision the shipped threshold and floor keep, when some pair reaches it. */
const TARGET_PRECISION = number('TAGGER_TARGET_PRECISION', 0.75);
const THRESHOLDS = [0.2, 0.25, 0.3, 0.35, 0.4, 0.45, 0.5, 0.55, 0.6, 0.65, 0.7, 0.75, 0.8];
const FLOORS = [0, 0.05, 0.1, 0.15, 0.2, 0.3, 0.4, 0.5];

const B = 0;
const I = 1;
const O = 2;

/** Gold labels of the tokens: B on a Knowledge span's first token, I on the rest, O elsewhere and on line breaks. */
function goldLabels(tokens: Token[], spans: readonly CharSpan[], blank: boolean[]): Uint8Array {
  const labels = new Uint8Array(tokens.length).fill(O);
  const sorted = [...spans].sort((a, b) => a[0] - b[0]);
  let t = 0;
  for (const [start, end] of sorted) {
    while (t < tokens.length && tokens[t]!.end <= start) t += 1;
    let first = true;
    for (let k = t; k < tokens.length && tokens[k]!.start < end; k += 1) {
      // A span read across a line break starts again after it: a line break is never inside a skill.
      if (blank[k]) {
        first = true;
        continue;
      }
      labels[k] = first ? B : I;
      first = false;
    }
  }
  return labels;
}

/** A run of tokens whose first is a line break (always O) or the text's start: the chain's likelihood splits there. */
interface Segment {
  /** Feature ids of each token: features[offsets[t]] up to features[offsets[t + 1]]. */
  features: Int32Array;
  offsets: Int32Array;
  labels: Uint8Array;
  blank: Uint8Array;
  /** True when the segment starts the text, so the start scores apply; later ones follow a line break's O. */
  first: boolean;
}

/** Deterministic pseudo-random numbers (mulberry32), so every training drops the same hits. */
function random(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let x = state;
    x = Math.imul(x ^ (x >>> 15), x | 1);
    x ^= x + Math.imul(x ^ (x >>> 7), x | 61);
    return ((x ^ (x >>> 14)) >>> 0) / 4294967296;
  };
}

function logSumExp3(a: number, b: number, c: number): number {
  const max = Math.max(a, b, c);
  if (max === -Infinity) return -Infinity;
  return max + Math.log(Math.exp(a - max) + Math.exp(b - max) + Math.exp(c - max));
}

/**
 * The training problem: feature ids of every training token and the objective, the negative conditional
 * log-likelihood of the gold labels plus an L2 penalty. Parameters: per feature the weights of B and I, then the nine
 * transitions (from, to) and the three start scores.
 */
class Problem {
  readonly ids = new Map<string, number>();
  readonly names: string[] = [];
  readonly segments: Segment[] = [];

  get features(): number {
    return this.names.length;
  }

  get size(): number {
    return this.names.length * 2 + 12;
  }

  /** Adds a posting's lines as segments; features are numbered in the order first seen, so every run agrees. */
  add(read: ReadPosting, keep: (feature: string) => boolean): void {
    const { tokens, hits, posting } = read;
    const ctx = featureContext(tokens, hits);
    const labels = goldLabels(tokens, posting.knowledge, ctx.blank);
    let from = 0;
    const flush = (to: number) => {
      if (to <= from) return;
      const ids: number[] = [];
      const offsets = new Int32Array(to - from + 1);
      for (let t = from; t < to; t += 1) {
        offsets[t - from] = ids.length;
        for (const feature of tokenFeatures(ctx, tokens, t)) {
          if (!keep(feature)) continue;
          let id = this.ids.get(feature);
          if (id === undefined) {
            id = this.names.length;
            this.ids.set(feature, id);
            this.names.push(feature);
          }
          ids.push(id);
        }
      }
      offsets[to - from] = ids.length;
      this.segments.push({
        features: Int32Array.from(ids),
        offsets,
        labels: labels.slice(from, to),
        blank: Uint8Array.from(ctx.blank.slice(from, to), (blank) => (blank ? 1 : 0)),
        first: from === 0,
      });
      from = to;
    };
    for (let t = 1; t < tokens.length; t += 1) if (ctx.words[t] === '<NL>') flush(t);
    flush(tokens.length);
  }

  /** The objective at `w`, with its gradient written into `gradient`. */
  evaluate(w: Float64Array, gradient: Float64Array): number {
    gradient.fill(0);
    const transitionsAt = this.features * 2;
    const startAt = transitionsAt + 9;
    const trans = new Float64Array(9);
    for (let k = 0; k < 9; k += 1) trans[k] = w[transitionsAt + k]!;
    trans[O * 3 + I] = -Infinity;
    const start = Float64Array.from([w[startAt + B]!, -Infinity, w[startAt + O]!]);
    let loss = 0;
    for (const segment of this.segments) {
      const n = segment.labels.length;
      const emissions = new Float64Array(n * 3);
      for (let t = 0; t < n; t += 1) {
        if (segment.blank[t]) {
          emissions[t * 3 + B] = -Infinity;
          emissions[t * 3 + I] = -Infinity;
          continue;
        }
        let b = 0;
        let i = 0;
        for (let k = segment.offsets[t]!; k < segment.offsets[t + 1]!; k += 1) {
          const f = segment.features[k]! * 2;
          b += w[f]!;
          i += w[f + 1]!;
        }
        emissions[t * 3 + B] = b;
        emissions[t * 3 + I] = i;
      }
      // A segment after a line break follows an O; the text's first begins with the start scores.
      const enter = (y: number) => (segment.first ? start[y]! : trans[O * 3 + y]!);
      const alpha = new Float64Array(n * 3);
      const beta = new Float64Array(n * 3);
      for (let y = 0; y < 3; y += 1) alpha[y] = enter(y) + emissions[y]!;
      for (let t = 1; t < n; t += 1) {
        const p = (t - 1) * 3;
        for (let y = 0; y < 3; y += 1) {
          alpha[t * 3 + y] =
            emissions[t * 3 + y]! +
            logSumExp3(alpha[p]! + trans[y]!, alpha[p + 1]! + trans[3 + y]!, alpha[p + 2]! + trans[6 + y]!);
        }
      }
      for (let t = n - 2; t >= 0; t -= 1) {
        const q = (t + 1) * 3;
        for (let y = 0; y < 3; y += 1) {
          beta[t * 3 + y] = logSumExp3(
            trans[y * 3]! + emissions[q]! + beta[q]!,
            trans[y * 3 + 1]! + emissions[q + 1]! + beta[q + 1]!,
            trans[y * 3 + 2]! + emissions[q + 2]! + beta[q + 2]!,
          );
        }
      }
      const last = (n - 1) * 3;
      const total = logSumExp3(alpha[last]!, alpha[last + 1]!, alpha[last + 2]!);
      let gold = enter(segment.labels[0]!) + emissions[segment.labels[0]!]!;
      for (let t = 1; t < n; t += 1) {
        gold += trans[segment.labels[t - 1]! * 3 + segment.labels[t]!]! + emissions[t * 3 + segment.labels[t]!]!;
      }
      loss += total - gold;
      // The gradient: expected counts minus gold counts.
      for (let t = 0; t < n; t += 1) {
        if (segment.blank[t]) continue;
        const label = segment.labels[t]!;
        const gB = Math.exp(alpha[t * 3 + B]! + beta[t * 3 + B]! - total) - (label === B ? 1 : 0);
        const gI = Math.exp(alpha[t * 3 + I]! + beta[t * 3 + I]! - total) - (label === I ? 1 : 0);
        for (let k = segment.offsets[t]!; k < segment.offsets[t + 1]!; k += 1) {
          const f = segment.features[k]! * 2;
          gradient[f] = gradient[f]! + gB;
          gradient[f + 1] = gradient[f + 1]! + gI;
        }
      }
      for (let y = 0; y < 3; y += 1) {
        const g = Math.exp(alpha[y]! + beta[y]! - total) - (segment.labels[0] === y ? 1 : 0);
        const at = segment.first ? startAt + y : transitionsAt + O * 3 + y;
        if (Number.isFinite(g) && !(segment.first && y === I)) gradient[at] = gradient[at]! + g;
      }
      for (let t = 1; t < n; t += 1) {
        for (let z = 0; z < 3; z += 1) {
          for (let y = 0; y < 3; y += 1) {
            if (z === O && y === I) continue;
            const score = alpha[(t - 1) * 3 + z]! + trans[z * 3 + y]! + emissions[t * 3 + y]! + beta[t * 3 + y]!;
            const p = score === -Infinity ? 0 : Math.exp(score - total);
            const at = transitionsAt + z * 3 + y;
            gradient[at] = gradient[at]! + p - (segment.labels[t - 1] === z && segment.labels[t] === y ? 1 : 0);
          }
        }
      }
    }
    for (let f = 0; f < transitionsAt; f += 1) {
      loss += (L2 / 2) * w[f]! * w[f]!;
      gradient[f] = gradient[f]! + L2 * w[f]!;
    }
    return loss;
  }
}

function dot(a: Float64Array, b: Float64Array): number {
  let sum = 0;
  for (let i = 0; i < a.length; i += 1) sum += a[i]! * b[i]!;
  return sum;
}

/**
 * Minimises a smooth function with L-BFGS (Nocedal and Wright, algorithm 7.4) and a backtracking line search; fully
 * deterministic, as the whole training set is read at every step.
 */
function lbfgs(
  size: number,
  evaluate: (x: Float64Array, gradient: Float64Array) => number,
  iterations: number,
  report: (iteration: number, loss: number) => void,
): Float64Array {
  const memory = 10;
  let x = new Float64Array(size);
  let gradient = new Float64Array(size);
  let loss = evaluate(x, gradient);
  const ss: Float64Array[] = [];
  const ys: Float64Array[] = [];
  const rhos: number[] = [];
  const alphas = new Float64Array(memory);
  for (let iteration = 1; iteration <= iterations; iteration += 1) {
    const direction = Float64Array.from(gradient, (g) => -g);
    for (let k = ss.length - 1; k >= 0; k -= 1) {
      alphas[k] = rhos[k]! * dot(ss[k]!, direction);
      const y = ys[k]!;
      for (let i = 0; i < size; i += 1) direction[i] = direction[i]! - alphas[k]! * y[i]!;
    }
    if (ss.length > 0) {
      const last = ss.length - 1;
      const scale = dot(ss[last]!, ys[last]!) / dot(ys[last]!, ys[last]!);
      for (let i = 0; i < size; i += 1) direction[i] = direction[i]! * scale;
    } else {
      const norm = Math.sqrt(dot(gradient, gradient));
      for (let i = 0; i < size; i += 1) direction[i] = direction[i]! / Math.max(1, norm);
    }
    for (let k = 0; k < ss.length; k += 1) {
      const beta = rhos[k]! * dot(ys[k]!, direction);
      const s = ss[k]!;
      for (let i = 0; i < size; i += 1) direction[i] = direction[i]! + s[i]! * (alphas[k]! - beta);
    }
    let slope = dot(gradient, direction);
    if (slope >= 0) {
      // Not a descent direction: forget the curvature learned so far and follow the gradient.
      ss.length = 0;
      ys.length = 0;
      rhos.length = 0;
      for (let i = 0; i < size; i += 1) direction[i] = -gradient[i]!;
      slope = dot(gradient, direction);
    }
    let step = 1;
    const next = new Float64Array(size);
    const nextGradient = new Float64Array(size);
    let nextLoss = Infinity;
    for (let tries = 0; tries < 40; tries += 1) {
      for (let i = 0; i < size; i += 1) next[i] = x[i]! + step * direction[i]!;
      nextLoss = evaluate(next, nextGradient);
      if (nextLoss <= loss + 1e-4 * step * slope) break;
      step /= 2;
    }
    const s = new Float64Array(size);
    const y = new Float64Array(size);
    for (let i = 0; i < size; i += 1) {
      s[i] = next[i]! - x[i]!;
      y[i] = nextGradient[i]! - gradient[i]!;
    }
    const sy = dot(s, y);
    if (sy > 1e-10) {
      ss.push(s);
      ys.push(y);
      rhos.push(1 / sy);
      if (ss.length > memory) {
        ss.shift();
        ys.shift();
        rhos.shift();
      }
    }
    const change = Math.abs(loss - nextLoss) / Math.max(1, Math.abs(nextLoss));
    x = next;
    gradient = nextGradient;
    loss = nextLoss;
    report(iteration, loss);
    if (change < TOLERANCE) break;
  }
  return x;
}

/** The model as the tagger reads it, with weights under `prune` dropped and the rest rounded. */
function modelData(
  problem: Problem,
  w: Float64Array,
  prune: number,
  threshold: number,
  dictionaryFloor: number,
  trainedOn: Record<string, unknown>,
): TaggerModelData {
  const round = (value: number) => Math.round(value * 1000) / 1000;
  // Stored by template, then value: shorter than full names, and sorted so a retrained file diffs well.
  const features: Record<string, Record<string, number[]>> = {};
  const order = problem.names
    .map((name, id) => ({ name, id }))
    .sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
  for (const { name, id } of order) {
    const b = round(w[id * 2]!);
    const i = round(w[id * 2 + 1]!);
    if (Math.abs(b) < prune && Math.abs(i) < prune) continue;
    const cut = name.indexOf('=');
    const template = name.slice(0, cut);
    (features[template] ??= {})[name.slice(cut + 1)] = [b, i];
  }
  const at = problem.features * 2;
  const transitions = [0, 1, 2].map((from) => [0, 1, 2].map((to) => round(w[at + from * 3 + to]!)));
  const start = [0, 1, 2].map((y) => round(w[at + 9 + y]!));
  const content = { trainedOn, threshold, dictionaryFloor, start, transitions, features };
  const version = createHash('sha256').update(JSON.stringify(content)).digest('hex').slice(0, 16);
  return { version, ...content };
}

async function main(): Promise<void> {
  const started = performance.now();
  const seconds = () => `${((performance.now() - started) / 1000).toFixed(1)} s`;
  const file = dataFile();
  const raw = readFileSync(file);
  const postings = loadPostings(file);
  const train = postings.filter((posting) => posting.split === 'train').map((posting) => readPosting(posting));
  const dev = postings.filter((posting) => posting.split === 'dev').map((posting) => readPosting(posting));

  const counts = new Map<string, number>();
  if (MIN_COUNT > 1) {
    for (const { tokens, hits } of train) {
      const ctx = featureContext(tokens, hits);
      for (let t = 0; t < tokens.length; t += 1) {
        for (const feature of tokenFeatures(ctx, tokens, t)) counts.set(feature, (counts.get(feature) ?? 0) + 1);
      }
    }
  }
  const problem = new Problem();
  const trainTokens = train.reduce((sum, read) => sum + read.tokens.length, 0);
  const keep = (feature: string) => MIN_COUNT <= 1 || (counts.get(feature) ?? 0) >= MIN_COUNT;
  const next = random(SEED);
  for (const read of train) {
    problem.add(read, keep);
    if (DROP > 0) problem.add({ ...read, hits: read.hits.filter(() => next() >= DROP) }, keep);
  }
  console.log(
    `train: ${train.length} postings, ${trainTokens} tokens, read twice (with the dictionary's hits, and with ${DROP * 100}% dropped): ${problem.segments.length} lines, ${problem.features} features (${seconds()})`,
  );

  const weights = lbfgs(
    problem.size,
    (w, gradient) => problem.evaluate(w, gradient),
    ITERATIONS,
    (iteration, loss) => {
      if (iteration % 25 === 0) console.log(`iteration ${iteration}: objective ${loss.toFixed(1)} (${seconds()})`);
    },
  );

  // The shipped threshold and floor: of those keeping the checked union's dev precision at the target, the pair
  // with the best recall; when none does, the pair with the best F1.
  const candidate = compileModel(modelData(problem, weights, PRUNE, 0.5, 0, {}));
  const readings = dev.map((read) => readSkills(candidate, read.tokens, read.hits));
  const grid = THRESHOLDS.flatMap((threshold) =>
    FLOORS.map((floor) => {
      const counts = emptyCounts();
      dev.forEach((read, k) => {
        const spans = systemSpans(read, readings[k]!, threshold, floor).checked;
        countPosting(read.posting.text, read.posting.knowledge, spans, counts);
      });
      return { threshold, floor, ...figuresOf(counts) };
    }),
  );
  const reaching = grid.filter((point) => point.precision >= TARGET_PRECISION);
  const chosen =
    reaching.length > 0
      ? reaching.reduce((best, point) => (point.recall > best.recall ? point : best))
      : grid.reduce((best, point) => (point.f1 > best.f1 ? point : best));

  const trainedOn = {
    data: 'SkillSpan train split (Zhang, Jensen, Sonniks and Plank, NAACL 2022; CC BY 4.0), Knowledge spans',
    file: path.basename(file),
    sha256: createHash('sha256').update(raw).digest('hex').slice(0, 16),
    postings: train.length,
    tokens: trainTokens,
    dictionary: shippedDictionary().version,
    l2: L2,
    prune: PRUNE,
    minCount: MIN_COUNT,
    dictionaryDrop: DROP,
  };
  const data = modelData(problem, weights, PRUNE, chosen.threshold, chosen.floor, trainedOn);
  const json = `${JSON.stringify(data)}\n`;
  writeFileSync(modelFile, json);
  console.log(
    `\nwrote ${path.relative(process.cwd(), modelFile)}: ${Object.values(data.features).reduce((sum, values) => sum + Object.keys(values).length, 0)} of ${problem.features} features, ${(Buffer.byteLength(json) / 1e6).toFixed(2)} MB, version ${data.version}, threshold ${chosen.threshold}, dictionary floor ${chosen.floor} (${seconds()})`,
  );
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
