/** Finds hard-skill spans in a posting's tokens with a linear-chain CRF over B/I/O trained on SkillSpan. */
import data from '../../model/skill-tagger.json' with { type: 'json' };
import type { Token } from '../nlp.js';
import type { PhraseHit } from '../phrase-index.js';
import {
  capitalInside,
  DICTIONARY_OFFSETS,
  dictionaryLineFeatures,
  FLAGS,
  featureContext,
  JOIN,
  JOINS,
  LINE_POSITIONS,
  OUTSIDE,
  ownFeatures,
  SHAPE_OFFSETS,
  STEM_OFFSETS,
  templateAt,
  WORD_OFFSETS,
} from './features.js';

/** The labels, in the order every transition row lists them. */
export const LABELS = ['B', 'I', 'O'] as const;
const B = 0;
const I = 1;
const O = 2;

/** The shipped weights as stored. */
export interface TaggerModelData {
  version: string;
  trainedOn: Record<string, unknown>;
  /** The least score of a span reported by default, confirmed by cross-validation on the train split. */
  threshold: number;
  /**
   * The least score the tagger gives a dictionary hit that the dev split shows worth keeping: a hit rated lower is
   * mostly a job title, a section name or a word SkillSpan's annotators do not count as a skill.
   */
  dictionaryFloor: number;
  /**
   * Dictionary terms SkillSpan's train split labels rarely where the dictionary reads them (term ids, worked out in
   * training), and the least score the tagger must give one of their hits for the engine to keep it.
   */
  doubtful?: string[];
  doubtfulFloor?: number;
  /** Score of each label as the first of a text, in LABELS order. */
  start: number[];
  /** Score of label `to` after label `from`: transitions[from][to]. */
  transitions: number[][];
  /** By template ("w-1") and value ("experience"): the weights of B and I; O's are zero, as only differences count. */
  features: Record<string, Record<string, number[]>>;
}

/** A nested index from the parts of a joined feature to its row. */
type JoinIndex = Map<string, JoinIndex | number>;

/** A model ready to tag. */
export interface TaggerModel {
  version: string;
  threshold: number;
  dictionaryFloor: number;
  doubtful: ReadonlySet<string>;
  doubtfulFloor: number;
  start: Float64Array;
  transitions: Float64Array;
  /** Two weights (B, I) per feature row. */
  weights: Float64Array;
  /** The row of each feature by its template ("w-1"), then its value ("experience"): a lookup that builds no string. */
  templates: Map<string, Map<string, number>>;
  /** The rows of the joined features (also in `templates`) by template, then part by part. */
  joins: Map<string, JoinIndex>;
}

export interface SkillSpan {
  /** Token positions, end exclusive. */
  from: number;
  to: number;
  /** The model's probability that the tokens are part of a skill, averaged over them. */
  score: number;
}

export interface TagOptions {
  /** The least score of a span reported; the model's own threshold by default. */
  minScore?: number;
}

/** Turns stored weights into the model the tagger reads. */
export function compileModel(source: TaggerModelData): TaggerModel {
  const templates = new Map<string, Map<string, number>>();
  const joins = new Map<string, JoinIndex>(JOINS.map((join) => [join.template, new Map()]));
  const weights: number[] = [];
  for (const [template, values] of Object.entries(source.features)) {
    const join = joins.get(template);
    const byValue = new Map<string, number>();
    templates.set(template, byValue);
    for (const [value, row] of Object.entries(values)) {
      const id = weights.length / 2;
      weights.push(row[B] ?? 0, row[I] ?? 0);
      byValue.set(value, id);
      if (!join) continue;
      const parts = value.split(JOIN);
      let node = join;
      for (const part of parts.slice(0, -1)) {
        let next = node.get(part);
        if (!(next instanceof Map)) {
          next = new Map();
          node.set(part, next);
        }
        node = next;
      }
      node.set(parts[parts.length - 1]!, id);
    }
  }
  return {
    version: source.version,
    threshold: source.threshold,
    dictionaryFloor: source.dictionaryFloor,
    doubtful: new Set(source.doubtful ?? []),
    doubtfulFloor: source.doubtfulFloor ?? 0,
    start: Float64Array.from(source.start),
    transitions: Float64Array.from(source.transitions.flat()),
    weights: Float64Array.from(weights),
    templates,
    joins,
  };
}

let shipped: TaggerModel | undefined;

/** The shipped model, compiled on first use and kept for the life of the process. */
export function shippedTagger(): TaggerModel {
  shipped ??= compileModel(data as TaggerModelData);
  return shipped;
}

/** The row of a feature by its full name ("f=bias"), or undefined. */
function rowOf(model: TaggerModel, name: string): number | undefined {
  const cut = name.indexOf('=');
  return model.templates.get(name.slice(0, cut))?.get(name.slice(cut + 1));
}

/** The weights of one feature by its full name, or undefined when the model does not know it. */
export function featureWeights(model: TaggerModel, name: string): [number, number] | undefined {
  const row = rowOf(model, name);
  return row === undefined ? undefined : [model.weights[row * 2]!, model.weights[row * 2 + 1]!];
}

/**
 * The weights each distinct value of a text adds to a token when it stands at each offset from it ("experience" one
 * token before): rows of two weights per offset, row 0 for a neighbour beyond either end of the text.
 */
interface NeighbourTable {
  /** The row of each token's value: distinct values are numbered from 1, as row 0 stands for beyond the text. */
  ids: Int32Array;
  distinct: number;
  weights: Float64Array;
  offsets: readonly number[];
}

function neighbourTable(
  model: TaggerModel,
  prefix: string,
  offsets: readonly number[],
  values: readonly string[],
): NeighbourTable {
  const width = offsets.length * 2;
  const empty = new Map<string, number>();
  const byOffset = offsets.map((offset) => model.templates.get(templateAt(prefix, offset)) ?? empty);
  const weights = new Float64Array((values.length + 1) * width);
  const fill = (row: number, value: string) => {
    for (let j = 0; j < byOffset.length; j += 1) {
      const id = byOffset[j]!.get(value);
      if (id === undefined) continue;
      weights[row * width + j * 2] = model.weights[id * 2]!;
      weights[row * width + j * 2 + 1] = model.weights[id * 2 + 1]!;
    }
  };
  fill(0, OUTSIDE);
  const seen = new Map<string, number>();
  const ids = new Int32Array(values.length);
  for (let k = 0; k < values.length; k += 1) {
    const value = values[k]!;
    let row = seen.get(value);
    if (row === undefined) {
      row = seen.size + 1;
      seen.set(value, row);
      fill(row, value);
    }
    ids[k] = row;
  }
  return { ids, distinct: seen.size, weights, offsets };
}

/** Adds what each token's neighbours at the table's offsets contribute, one offset at a time over all tokens. */
function addNeighbours(scores: Float64Array, table: NeighbourTable): void {
  const { ids, weights, offsets } = table;
  const n = ids.length;
  const width = offsets.length * 2;
  for (let j = 0; j < offsets.length; j += 1) {
    const offset = offsets[j]!;
    const slot = j * 2;
    for (let i = 0; i < n; i += 1) {
      const k = i + offset;
      // A neighbour beyond either end of the text reads row 0.
      const base = (k >= 0 && k < n ? ids[k]! : 0) * width + slot;
      scores[i * 3] = scores[i * 3]! + weights[base]!;
      scores[i * 3 + 1] = scores[i * 3 + 1]! + weights[base + 1]!;
    }
  }
}

/**
 * The score of B and I at each token (three per token, O's always zero), from the same features training reads
 * (`tokenFeatures`). Every feature that depends on one value only (a token's form, a neighbour's word, a line) is
 * looked up once per distinct value, so a text costs a few array additions per token and time stays linear.
 */
export function emissionScores(model: TaggerModel, tokens: readonly Token[], hits: readonly PhraseHit[]): Float64Array {
  const n = tokens.length;
  const ctx = featureContext(tokens, hits);
  const scores = new Float64Array(n * 3);
  const weights = model.weights;
  const weightOf = (row: number | undefined, label: number) => (row === undefined ? 0 : weights[row * 2 + label]!);

  // Few passes, each a short loop over typed arrays: the first long text a process reads runs before the JavaScript
  // engine has optimised this code, and then every pass over the tokens costs.
  const words = neighbourTable(model, 'w', WORD_OFFSETS, ctx.words);
  const shapes = neighbourTable(model, 'h', SHAPE_OFFSETS, ctx.shapes);
  addNeighbours(scores, words);
  addNeighbours(scores, neighbourTable(model, 's', STEM_OFFSETS, ctx.stems));
  addNeighbours(scores, shapes);
  addNeighbours(scores, neighbourTable(model, 'd', DICTIONARY_OFFSETS, ctx.dictionary));

  // Joined features, looked up once per distinct combination of the tokens' values (numbered by the tables above).
  for (const join of JOINS) {
    const index = model.joins.get(join.template);
    if (!index) continue;
    const table = join.source === 'words' ? words : shapes;
    const values = ctx[join.source];
    const distinct = table.distinct + 1;
    const seen = new Map<number, number>();
    const offsets = join.offsets;
    for (let i = 0; i < n; i += 1) {
      let key = 0;
      for (let j = 0; j < offsets.length; j += 1) {
        const k = i + offsets[j]!;
        key = key * distinct + (k >= 0 && k < n ? table.ids[k]! : 0);
      }
      let row = seen.get(key);
      if (row === undefined) {
        let node: JoinIndex | number | undefined = index;
        for (let j = 0; j < offsets.length && node instanceof Map; j += 1) {
          const k = i + offsets[j]!;
          node = node.get(k >= 0 && k < n ? values[k]! : OUTSIDE);
        }
        row = typeof node === 'number' ? node : -1;
        seen.set(key, row);
      }
      if (row >= 0) {
        scores[i * 3] = scores[i * 3]! + weights[row * 2]!;
        scores[i * 3 + 1] = scores[i * 3 + 1]! + weights[row * 2 + 1]!;
      }
    }
  }

  // The features of a line, summed once per line.
  const lineB = new Float64Array(ctx.lineFeatures.length);
  const lineI = new Float64Array(ctx.lineFeatures.length);
  ctx.lineFeatures.forEach((names, line) => {
    for (const name of names) {
      lineB[line] = lineB[line]! + weightOf(rowOf(model, name), B);
      lineI[line] = lineI[line]! + weightOf(rowOf(model, name), I);
    }
  });
  const positions = LINE_POSITIONS.map((name) => rowOf(model, name));
  const positionB = positions.map((row) => weightOf(row, B));
  const positionI = positions.map((row) => weightOf(row, I));
  const [bias, touch, nextTouches, capital] = [FLAGS.bias, FLAGS.touch, FLAGS.nextTouches, FLAGS.capitalInside].map(
    (name) => rowOf(model, name),
  );
  const [biasB, biasI] = [weightOf(bias, B), weightOf(bias, I)];
  const [touchB, touchI] = [weightOf(touch, B), weightOf(touch, I)];
  const [nextB, nextI] = [weightOf(nextTouches, B), weightOf(nextTouches, I)];
  const [capitalB, capitalI] = [weightOf(capital, B), weightOf(capital, I)];
  // A token's own form is summed once per distinct form; a dictionary hit joined with its line once per kind of hit
  // on a line.
  const forms = new Map<string, number>();
  const formB: number[] = [];
  const formI: number[] = [];
  const hitsOnLines = new Map<string, [number, number]>();
  for (let i = 0; i < n; i += 1) {
    if (ctx.blank[i]) {
      // A line break or a space is never part of a skill.
      scores[i * 3] = -Infinity;
      scores[i * 3 + 1] = -Infinity;
      continue;
    }
    const value = tokens[i]!.value;
    let form = forms.get(value);
    if (form === undefined) {
      form = formB.length;
      forms.set(value, form);
      let sumB = 0;
      let sumI = 0;
      ownFeatures(value, ctx.words[i]!, ctx.stems[i]!, (template, part) => {
        const row = model.templates.get(template)?.get(part);
        sumB += weightOf(row, B);
        sumI += weightOf(row, I);
      });
      formB.push(sumB);
      formI.push(sumI);
    }
    const line = ctx.lineOf[i]!;
    const position = Math.min(ctx.linePositions[i]!, 4);
    let sumB = formB[form]! + lineB[line]! + biasB + positionB[position]!;
    let sumI = formI[form]! + lineI[line]! + biasI + positionI[position]!;
    if (ctx.touches[i]) {
      sumB += touchB;
      sumI += touchI;
    }
    if (i + 1 < n && ctx.touches[i + 1]) {
      sumB += nextB;
      sumI += nextI;
    }
    if (capitalInside(ctx, i)) {
      sumB += capitalB;
      sumI += capitalI;
    }
    const place = ctx.dictionary[i]!;
    if (place !== 'O') {
      const key = `${line} ${place}`;
      let sums = hitsOnLines.get(key);
      if (!sums) {
        sums = [0, 0];
        for (const name of dictionaryLineFeatures(ctx, i)) {
          sums[0] += weightOf(rowOf(model, name), B);
          sums[1] += weightOf(rowOf(model, name), I);
        }
        hitsOnLines.set(key, sums);
      }
      sumB += sums[0];
      sumI += sums[1];
    }
    scores[i * 3] = scores[i * 3]! + sumB;
    scores[i * 3 + 1] = scores[i * 3 + 1]! + sumI;
  }
  return scores;
}

// Scores are exponentiated; clamping them keeps every product finite whatever the weights.
const LIMIT = 60;

/**
 * The probability of each label at each token (three per token) by the forward-backward algorithm, scaled at every
 * step so no product overflows; time is linear in the number of tokens.
 */
export function labelProbabilities(model: TaggerModel, scores: Float64Array): Float64Array {
  const n = scores.length / 3;
  const psiB = new Float64Array(n);
  const psiI = new Float64Array(n);
  const potential = (score: number) =>
    score === -Infinity ? 0 : Math.exp(score > LIMIT ? LIMIT : score < -LIMIT ? -LIMIT : score);
  // Transition weights from (first letter) to (second); O to I is not allowed: I only continues a B or an I.
  const tr = model.transitions;
  const bb = Math.exp(tr[B * 3 + B]!);
  const bi = Math.exp(tr[B * 3 + I]!);
  const bo = Math.exp(tr[B * 3 + O]!);
  const ib = Math.exp(tr[I * 3 + B]!);
  const ii = Math.exp(tr[I * 3 + I]!);
  const io = Math.exp(tr[I * 3 + O]!);
  const ob = Math.exp(tr[O * 3 + B]!);
  const oo = Math.exp(tr[O * 3 + O]!);
  const alphaB = new Float64Array(n);
  const alphaI = new Float64Array(n);
  const alphaO = new Float64Array(n);
  const scale = new Float64Array(n);
  psiB[0] = potential(scores[0]!);
  psiI[0] = potential(scores[1]!);
  let aB = Math.exp(model.start[B]!) * psiB[0]!;
  let aI = 0;
  let aO = Math.exp(model.start[O]!);
  for (let t = 0; t < n; t += 1) {
    if (t > 0) {
      psiB[t] = potential(scores[t * 3]!);
      psiI[t] = potential(scores[t * 3 + 1]!);
      const pB = aB;
      const pI = aI;
      const pO = aO;
      aB = (pB * bb + pI * ib + pO * ob) * psiB[t]!;
      aI = (pB * bi + pI * ii) * psiI[t]!;
      aO = pB * bo + pI * io + pO * oo;
    }
    // O is always possible and never scored below zero, so the total is never zero.
    const total = aB + aI + aO;
    aB /= total;
    aI /= total;
    aO /= total;
    alphaB[t] = aB;
    alphaI[t] = aI;
    alphaO[t] = aO;
    scale[t] = total;
  }
  const probabilities = new Float64Array(n * 3);
  let zB = 1;
  let zI = 1;
  let zO = 1;
  for (let t = n - 1; t >= 0; t -= 1) {
    if (t < n - 1) {
      const s = scale[t + 1]!;
      const nB = psiB[t + 1]! * zB;
      const nI = psiI[t + 1]! * zI;
      const nO = zO;
      zB = (bb * nB + bi * nI + bo * nO) / s;
      zI = (ib * nB + ii * nI + io * nO) / s;
      zO = (ob * nB + oo * nO) / s;
    }
    const pB = alphaB[t]! * zB;
    const pI = alphaI[t]! * zI;
    const pO = alphaO[t]! * zO;
    const total = pB + pI + pO;
    probabilities[t * 3] = pB / total;
    probabilities[t * 3 + 1] = pI / total;
    probabilities[t * 3 + 2] = pO / total;
  }
  return probabilities;
}

/**
 * How likely a token must be to be part of a skill to join a span, and to begin or end one. A span's score (the mean
 * over its tokens) then decides whether it is reported, so a threshold keeps or drops whole spans instead of clipping
 * a term's weaker word ("IV therapy" read as "IV"), while a word no likelier in than out ("and") never ends one.
 */
export const SPAN_FLOOR = 0.3;
export const SPAN_EDGE = 0.5;

/**
 * Spans from label probabilities: runs of tokens each at least `SPAN_FLOOR` likely to be part of a skill, cut where a
 * token is likelier to begin a skill than to continue one, trimmed to tokens at least `SPAN_EDGE` likely at either
 * end, and kept when their score reaches `minScore` (the floor and the edge come down to a lower `minScore`).
 */
export function spansFrom(probabilities: Float64Array, minScore: number): SkillSpan[] {
  const n = probabilities.length / 3;
  const floor = Math.min(SPAN_FLOOR, minScore);
  const edge = Math.min(SPAN_EDGE, minScore);
  const skill = (t: number) => probabilities[t * 3 + B]! + probabilities[t * 3 + I]!;
  const spans: SkillSpan[] = [];
  let from = -1;
  const close = (to: number) => {
    let start = from;
    let end = to;
    from = -1;
    while (start < end && skill(start) < edge) start += 1;
    while (end > start && skill(end - 1) < edge) end -= 1;
    if (start === end) return;
    let total = 0;
    for (let t = start; t < end; t += 1) total += skill(t);
    const score = total / (end - start);
    if (score >= minScore) spans.push({ from: start, to: end, score });
  };
  for (let t = 0; t < n; t += 1) {
    if (skill(t) < floor) {
      if (from !== -1) close(t);
      continue;
    }
    if (from !== -1 && probabilities[t * 3 + B]! > probabilities[t * 3 + I]!) close(t);
    if (from === -1) from = t;
  }
  if (from !== -1) close(n);
  return spans;
}

/** What the tagger read in a token run: how likely each token is to be part of a skill, and the spans that follow. */
export interface SkillReading {
  /** The probability that token t is part of a hard skill (begins or continues one). */
  probability(t: number): number;
  /** Spans whose score reaches `minScore` (the model's threshold by default). */
  spans(minScore?: number): SkillSpan[];
  /** How likely the tokens [from, to) are a skill, averaged over them: how the tagger rates a dictionary hit. */
  score(from: number, to: number): number;
}

/**
 * Reads a token run with a given model (training and evaluation pass their own). SkillSpan's text, which the model
 * learned from, has no commas, so the model reads the run without them, as it learned; a comma is never part of a
 * skill, and a span never crosses one.
 */
export function readSkills(
  model: TaggerModel,
  tokens: readonly Token[],
  dictionaryHits: readonly PhraseHit[],
): SkillReading {
  const n = tokens.length;
  let commas = 0;
  for (let i = 0; i < n; i += 1) if (tokens[i]!.value === ',') commas += 1;
  let labels: Float64Array;
  if (commas === 0) {
    labels = n === 0 ? new Float64Array(0) : labelProbabilities(model, emissionScores(model, tokens, dictionaryHits));
  } else {
    // The number of tokens kept before each position, and the kept tokens.
    const before = new Int32Array(n + 1);
    const kept: Token[] = [];
    for (let i = 0; i < n; i += 1) {
      before[i] = kept.length;
      if (tokens[i]!.value !== ',') kept.push(tokens[i]!);
    }
    before[n] = kept.length;
    const hits = dictionaryHits
      .map((hit) => ({ ...hit, from: before[hit.from]!, to: before[hit.to]! }))
      .filter((hit) => hit.to > hit.from);
    const read = kept.length === 0 ? new Float64Array(0) : labelProbabilities(model, emissionScores(model, kept, hits));
    labels = new Float64Array(n * 3);
    for (let i = 0, k = 0; i < n; i += 1) {
      if (tokens[i]!.value === ',') {
        labels[i * 3 + O] = 1;
        continue;
      }
      labels.set(read.subarray(k * 3, k * 3 + 3), i * 3);
      k += 1;
    }
  }
  const skill = (t: number) => labels[t * 3 + B]! + labels[t * 3 + I]!;
  return {
    probability: skill,
    spans: (minScore = model.threshold) => spansFrom(labels, minScore),
    score: (from, to) => {
      let total = 0;
      for (let t = Math.max(0, from); t < Math.min(n, to); t += 1) total += skill(t);
      return to > from ? total / (to - from) : 0;
    },
  };
}

/** Hard-skill spans of a token run with a given model. */
export function tagWithModel(
  model: TaggerModel,
  tokens: readonly Token[],
  dictionaryHits: readonly PhraseHit[],
  options: TagOptions = {},
): SkillSpan[] {
  return readSkills(model, tokens, dictionaryHits).spans(options.minScore);
}

/**
 * Hard-skill spans of a posting's tokens (as `tokenize` gives them), read with the dictionary's hits in them: token
 * ranges, end exclusive, in order and never overlapping, each with the model's confidence.
 */
export function tagSkillSpans(tokens: Token[], dictionaryHits: PhraseHit[], options: TagOptions = {}): SkillSpan[] {
  return tagWithModel(shippedTagger(), tokens, dictionaryHits, options);
}
