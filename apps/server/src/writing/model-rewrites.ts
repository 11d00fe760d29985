/**
 * Reading a model's "Improve this line" answer. Models number their lines, add a preamble, wrap lines in quotes or
 * bold, or leave out the reason; this keeps what reads as a rewrite and drops the rest, so a chatty answer still
 * gives the user something and an answer with no rewrite in it is a failure the caller can see.
 */
import { LINE_REWRITES, type LineRewrite } from '@hirestride/writing';
import { IMPROVE_LINE_MAX } from '@hirestride/shared';

/** Between a rewrite and its reason, as the prompt asks and as the offline rewrites are written. */
const SEPARATOR = ' | ';

/** "1. ", "2) ", "- ", "• ", "Rewrite 2: ", "Option B -": what a model puts before the line itself. */
const LEADER =
  /^(?:(?:[-•*▪◦‣]|\(?\d+[.):]|\d+\s+[-–—]|[A-C][.)])\s*|(?:rewrite|option|version|alternative)\s*\w?\s*[:.)–—-]\s*)/i;
/** "Here are three rewrites:", "Sure!", "Note: …": talk about the answer rather than an answer. */
const CHATTER = /^(?:here(?:'s| is| are)\b|sure\b|certainly\b|of course\b|note\b|original\b|i (?:kept|have|did)\b)|:$/i;

/** The line without markdown emphasis and the quotation marks a model wraps it in. */
const unwrap = (text: string) =>
  text
    .replace(/\*\*|__|`/g, '')
    .trim()
    .replace(/^["“”'‘](.*)["“”'’]$/s, '$1')
    .trim();

/** Writes rewrites as the model is asked to answer: one a line, the text, the separator and the reason. */
export function rewritesAsAnswer(rewrites: LineRewrite[]): string {
  return rewrites.map((rewrite) => `${rewrite.text}${SEPARATOR}${rewrite.why}`).join('\n');
}

/** A line of code or data rather than prose: JSON (punctuation, an object, a `"key":`), a code fence, no letter at all. */
const NOT_PROSE = /^(?:[[\]{}(),]+|[[{].*[\]}],?|```.*|"[^"]*"\s*:.*|[^\p{L}]*)$/u;

/** What a model that answered in JSON (against the prompt) meant: its rewrites as "text | why" lines, or null. */
function fromJson(answer: string): string | null {
  const body = answer
    .trim()
    .replace(/^```(?:json)?\s*|\s*```$/g, '')
    .trim();
  if (!/^[[{]/.test(body)) return null;
  let parsed: unknown;
  try {
    parsed = JSON.parse(body);
  } catch {
    return null;
  }
  const list = Array.isArray(parsed)
    ? parsed
    : Object.values(parsed as Record<string, unknown>).find((value) => Array.isArray(value));
  if (!Array.isArray(list)) return null;
  const field = (item: Record<string, unknown>, names: string[]) =>
    names.map((name) => item[name]).find((value): value is string => typeof value === 'string') ?? '';
  return list
    .map((item: unknown) => {
      if (typeof item === 'string') return item;
      if (!item || typeof item !== 'object') return '';
      const record = item as Record<string, unknown>;
      const text = field(record, ['text', 'rewrite', 'line', 'suggestion']);
      const why = field(record, ['why', 'reason', 'explanation']);
      return text && why ? `${text}${SEPARATOR}${why}` : text;
    })
    .join('\n');
}

/**
 * The rewrites in an answer: at most three, none the original or a repeat (case and spaces aside), none over the
 * line limit, none a fragment of code or data (a model that answers in JSON is read for its rewrites instead). A
 * line without a reason gets `defaultWhy`.
 */
export function readRewrites(answer: string, original: string, defaultWhy: string): LineRewrite[] {
  const seen = new Set([original.trim().toLowerCase()]);
  const rewrites: LineRewrite[] = [];
  for (const raw of (fromJson(answer) ?? answer).split(/\r?\n/)) {
    if (NOT_PROSE.test(raw.trim())) continue;
    let line = unwrap(raw.trim().replace(LEADER, ''));
    // The original given back, bars and all, is no rewrite whatever follows its last bar.
    if (line === '' || CHATTER.test(line) || seen.has(line.toLowerCase())) continue;
    // The reason follows the last separator: a line such as "Python | SQL" keeps its own bars.
    const at = line.lastIndexOf(SEPARATOR);
    const why = at > 0 ? unwrap(line.slice(at + SEPARATOR.length)) : '';
    if (at > 0) line = unwrap(line.slice(0, at));
    const key = line.toLowerCase();
    if (line === '' || line.length > IMPROVE_LINE_MAX || seen.has(key)) continue;
    seen.add(key);
    rewrites.push({ text: line, why: why || defaultWhy });
    if (rewrites.length === LINE_REWRITES) break;
  }
  return rewrites;
}
