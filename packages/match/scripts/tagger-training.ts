/**
 * Training the skill tagger: the CRF's objective, L-BFGS and the stored model, shared by `train-tagger.ts` (which
 * writes the shipped weights) and `cross-validate-tagger.ts` (which measures settings on folds of the train split).
 */
import { createHash } from 'node:crypto';
import { shippedDictionary } from '../src/dictionary.js';
import { featureContext, tokenFeatures } from '../src/tagger/features.js';
import type { Token } from '../src/nlp.js';
import type { PhraseHit } from '../src/phrase-index.js';
import type { TaggerModelData } from '../src/tagger/tagger.js';
import { loadPostings as loadOwnPostings, spansOf } from '../eval/evaluation.js';
import { readPostingText } from '../src/posting-text.js';
import { type CharSpan, readAsEngine } from './evaluate-tagger.js';

/** A text to learn from: its tokens and dictionary hits as the engine reads them, and its labelled skills. */
export interface TrainingText {
  tokens: Token[];
  hits: PhraseHit[];
  gold: readonly CharSpan[];
  /** How much its likelihood counts; 1 unless set. */
  weight?: number;
}

const B = 0;
const I = 1;
const O = 2;

/** Gold labels of the tokens: B on a Knowledge span's first token, I on the rest, O elsewhere and on line breaks. */
export function goldLabels(tokens: Token[], spans: readonly CharSpan[], blank: boolean[]): Uint8Array {
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
  /** How much the segment's likelihood counts (a text of another labelling convention may count less). */
  weight: number;
}

/** Deterministic pseudo-random numbers (mulberry32), so every training drops the same hits. */
export function random(seed: number): () => number {
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
export class Problem {
  constructor(readonly l2: number) {}

  readonly ids = new Map<string, number>();
  readonly names: string[] = [];
  readonly segments: Segment[] = [];

  get features(): number {
    return this.names.length;
  }

  get size(): number {
    return this.names.length * 2 + 12;
  }

  /** Adds a text's lines as segments; features are numbered in the order first seen, so every run agrees. */
  add(text: TrainingText, keep: (feature: string) => boolean): void {
    const { tokens, hits, gold } = text;
    const weight = text.weight ?? 1;
    const ctx = featureContext(tokens, hits);
    const labels = goldLabels(tokens, gold, ctx.blank);
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
        weight,
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
      const weight = segment.weight;
      loss += weight * (total - gold);
      // The gradient: expected counts minus gold counts.
      for (let t = 0; t < n; t += 1) {
        if (segment.blank[t]) continue;
        const label = segment.labels[t]!;
        const gB = weight * (Math.exp(alpha[t * 3 + B]! + beta[t * 3 + B]! - total) - (label === B ? 1 : 0));
        const gI = weight * (Math.exp(alpha[t * 3 + I]! + beta[t * 3 + I]! - total) - (label === I ? 1 : 0));
        for (let k = segment.offsets[t]!; k < segment.offsets[t + 1]!; k += 1) {
          const f = segment.features[k]! * 2;
          gradient[f] = gradient[f]! + gB;
          gradient[f + 1] = gradient[f + 1]! + gI;
        }
      }
      for (let y = 0; y < 3; y += 1) {
        const g = weight * (Math.exp(alpha[y]! + beta[y]! - total) - (segment.labels[0] === y ? 1 : 0));
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
            gradient[at] =
              gradient[at]! + weight * (p - (segment.labels[t - 1] === z && segment.labels[t] === y ? 1 : 0));
          }
        }
      }
    }
    for (let f = 0; f < transitionsAt; f += 1) {
      loss += (this.l2 / 2) * w[f]! * w[f]!;
      gradient[f] = gradient[f]! + this.l2 * w[f]!;
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
export function lbfgs(
  size: number,
  evaluate: (x: Float64Array, gradient: Float64Array) => number,
  iterations: number,
  report: (iteration: number, loss: number) => void,
  tolerance = 1e-5,
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
    if (change < tolerance) break;
  }
  return x;
}

/** The model as the tagger reads it, with weights under `prune` dropped and the rest rounded. */
export function modelData(
  problem: Problem,
  w: Float64Array,
  prune: number,
  threshold: number,
  dictionaryFloor: number,
  trainedOn: Record<string, unknown>,
  doubtful?: { terms: string[]; floor: number },
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
  const doubts = doubtful ? { doubtful: doubtful.terms, doubtfulFloor: doubtful.floor } : {};
  const content = { trainedOn, threshold, dictionaryFloor, ...doubts, start, transitions, features };
  const version = createHash('sha256').update(JSON.stringify(content)).digest('hex').slice(0, 16);
  return { version, ...content };
}

/** The settings of one training. */
export interface TrainingSettings {
  /** Strength of the L2 penalty on the feature weights. */
  l2: number;
  /** The most L-BFGS iterations. */
  iterations: number;
  /** Features seen on fewer training tokens than this are not learned. */
  minCount: number;
  /** The rate at which the second reading of each text drops the dictionary's hits (0: read once). */
  drop: number;
  seed: number;
  /** Prints progress when set. */
  log?: (line: string) => void;
}

/** Trains a CRF on the texts; returns the problem (its feature names) and the learned weights. */
export function trainTagger(
  texts: readonly TrainingText[],
  settings: TrainingSettings,
): { problem: Problem; weights: Float64Array } {
  const counts = new Map<string, number>();
  if (settings.minCount > 1) {
    for (const { tokens, hits } of texts) {
      const ctx = featureContext(tokens, hits);
      for (let t = 0; t < tokens.length; t += 1) {
        for (const feature of tokenFeatures(ctx, tokens, t)) counts.set(feature, (counts.get(feature) ?? 0) + 1);
      }
    }
  }
  const problem = new Problem(settings.l2);
  const keep = (feature: string) => settings.minCount <= 1 || (counts.get(feature) ?? 0) >= settings.minCount;
  const next = random(settings.seed);
  for (const text of texts) {
    problem.add(text, keep);
    if (settings.drop > 0) problem.add({ ...text, hits: text.hits.filter(() => next() >= settings.drop) }, keep);
  }
  settings.log?.(
    `${texts.length} texts, ${texts.reduce((sum, text) => sum + text.tokens.length, 0)} tokens: ${problem.segments.length} lines, ${problem.features} features`,
  );
  const weights = lbfgs(
    problem.size,
    (w, gradient) => problem.evaluate(w, gradient),
    settings.iterations,
    (iteration, loss) => {
      if (iteration % 50 === 0) settings.log?.(`iteration ${iteration}: objective ${loss.toFixed(1)}`);
    },
  );
  return { problem, weights };
}

/** A text read as the engine reads it, with its labelled spans; commas are left out, as the tagger reads without them. */
export function trainingText(
  read: { tokens: Token[]; hits: PhraseHit[] },
  gold: readonly CharSpan[],
  weight = 1,
): TrainingText {
  const { tokens, hits } = read;
  if (!tokens.some((token) => token.value === ',')) return { tokens, hits, gold, weight };
  const before = new Int32Array(tokens.length + 1);
  const kept: Token[] = [];
  tokens.forEach((token, i) => {
    before[i] = kept.length;
    if (token.value !== ',') kept.push(token);
  });
  before[tokens.length] = kept.length;
  const keptHits = hits
    .map((hit) => ({ ...hit, from: before[hit.from]!, to: before[hit.to]! }))
    .filter((hit) => hit.to > hit.from);
  return { tokens: kept, hits: keptHits, gold, weight };
}

/**
 * Our own dev postings as training texts: the mentions of each hard skill and certification a careful reader listed
 * are the labelled spans. Never the held-out postings: they stay a measure.
 */
export function ownDevTexts(weight: number, keep: (id: string) => boolean = () => true): TrainingText[] {
  return loadOwnPostings('dev')
    .filter((posting) => keep(posting.id))
    .map((posting) => {
      const text = readPostingText(posting.text);
      const items = [...posting.expected.hard_skills, ...(posting.expected.certifications ?? [])];
      const gold = items.flatMap((item) =>
        (item.mentions?.length ? item.mentions : [item.name]).flatMap((mention) => spansOf(text, mention)),
      );
      return trainingText(readAsEngine(text), gold, weight);
    });
}

/**
 * The dictionary's hard-skill terms the labels rarely bear out: read in at least `minPostings` of the texts, and
 * overlapping a labelled span in at most `maxPrecision` of those. Counted per posting, so one posting that repeats a
 * term counts once.
 */
export function doubtfulTerms(
  texts: ReadonlyArray<{ tokens: Token[]; hits: PhraseHit[]; gold: readonly CharSpan[] }>,
  minPostings: number,
  maxPrecision: number,
): string[] {
  const terms = shippedDictionary().terms;
  const counts = new Map<string, [number, number]>();
  for (const { tokens, hits, gold } of texts) {
    const seen = new Map<string, boolean>();
    for (const hit of hits) {
      const id = hit.entry.termId;
      if (terms.get(id)?.category !== 'hard_skill') continue;
      const start = tokens[hit.from]!.start;
      const end = tokens[hit.to - 1]!.end;
      const right = gold.some(([from, to]) => from < end && start < to);
      seen.set(id, (seen.get(id) ?? false) || right);
    }
    for (const [id, right] of seen) {
      const count = counts.get(id) ?? [0, 0];
      count[0] += 1;
      if (right) count[1] += 1;
      counts.set(id, count);
    }
  }
  return [...counts]
    .filter(([, [postings, right]]) => postings >= minPostings && right / postings <= maxPrecision)
    .map(([id]) => id)
    .sort();
}
