/**
 * Paragraphs a hiring manager reads to the end: at most five sentences and about 110 words each. Items (a
 * letter's achievements) are said in order and flow into a new paragraph where the next would overrun, or where
 * the caller asks for a break (another role); each is worded for its place, since the first sentence of a
 * paragraph introduces what a later one can take as read.
 */

export const PARAGRAPH_LIMITS = { sentences: 5, words: 110 } as const;

/** Words as the letter counts them: anything with a letter or a digit in it. */
export const wordCount = (text: string) => text.split(/\s+/).filter((word) => /[\p{L}\p{N}]/u.test(word)).length;

/** A paragraph's sentences: a full stop ends one only where the next starts ("a B.S. in Computing" is one). */
export const sentencesIn = (text: string): string[] =>
  text
    .split(/(?<=[.!?])\s+(?=[A-Z"“‘(])/)
    .map((sentence) => sentence.trim())
    .filter(Boolean);

/** Whether a paragraph of these sentences is within the limits. */
export function fits(texts: readonly string[], limits = PARAGRAPH_LIMITS): boolean {
  const text = texts.join(' ');
  return sentencesIn(text).length <= limits.sentences && wordCount(text) <= limits.words;
}

export interface Flowed<T> {
  items: T[];
  texts: string[];
}

export interface FlowOptions<T> {
  /** Sentences that open the first paragraph ("My recent work speaks directly to…"). */
  lead?: readonly string[];
  /** Whether `item` should start a new paragraph after the items already in this one. */
  breakBefore?: (item: T, paragraph: readonly T[]) => boolean;
  limits?: typeof PARAGRAPH_LIMITS;
}

/**
 * Items as paragraphs within the limits. `say` words an item after the others in its paragraph and in the letter
 * so far; an item that would overrun its paragraph opens the next one instead, worded again for that place. A last
 * paragraph of one item joins the one before when they fit together, or else takes the item before it along when
 * that one is full, so the evidence does not end on a paragraph of a single line.
 */
export function flow<T>(
  items: readonly T[],
  say: (item: T, paragraph: readonly T[], before: readonly T[]) => string,
  options: FlowOptions<T> = {},
): Flowed<T>[] {
  const limits = options.limits ?? PARAGRAPH_LIMITS;
  const run = (breaks: ReadonlySet<T>, joins: ReadonlySet<T>) => {
    const paragraphs: Flowed<T>[] = [{ items: [], texts: [...(options.lead ?? [])] }];
    const before: T[] = [];
    for (const item of items) {
      let paragraph = paragraphs.at(-1)!;
      const asked = breaks.has(item) || (!joins.has(item) && options.breakBefore?.(item, paragraph.items));
      if (paragraph.items.length > 0 && asked) {
        paragraph = { items: [], texts: [] };
        paragraphs.push(paragraph);
      }
      let text = say(item, paragraph.items, before);
      if (paragraph.items.length > 0 && !fits([...paragraph.texts, text], limits)) {
        paragraph = { items: [], texts: [] };
        paragraphs.push(paragraph);
        text = say(item, paragraph.items, before);
      }
      paragraph.items.push(item);
      paragraph.texts.push(text);
      before.push(item);
    }
    return paragraphs.filter((paragraph) => paragraph.items.length > 0);
  };
  let paragraphs = run(new Set(), new Set());
  const [previous, last] = paragraphs.slice(-2);
  if (!previous || !last || last.items.length !== 1) return paragraphs;
  const joined = run(new Set(), new Set(last.items));
  if (joined.length < paragraphs.length) return joined;
  if (previous.items.length >= 3) paragraphs = run(new Set([previous.items.at(-1)!]), new Set());
  return paragraphs;
}

/** Sentences as paragraphs within the limits, split as evenly as they need to be. */
export function chunk(texts: readonly string[], limits = PARAGRAPH_LIMITS): string[][] {
  if (texts.length <= 1 || fits(texts, limits)) return texts.length > 0 ? [[...texts]] : [];
  const half = Math.ceil(texts.length / 2);
  return [...chunk(texts.slice(0, half), limits), ...chunk(texts.slice(half), limits)];
}
