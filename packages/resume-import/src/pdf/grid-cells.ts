/** Names in a grid of cells (skills two or three to a row) that wrap inside their cell, put back together. */
import type { PlacedLine } from './pdf-types.js';

// A cell's wrapped line starts where the cell does, give or take this many points.
const SAME_X = 1.5;
// …and sits right under it: at most this many of its sizes lower.
const NEXT_LINE = 1.6;
// A cell's name stopped on one of these goes on ("Curriculum for" / "Excellence").
const JOINING_WORD = /\b(?:of|for|and|&|in|on|with|to|the|de|du|des|la|le|und|für|y|e)$/i;

const piecesOf = (line: PlacedLine) => [...line.text.split(' | '), ...(line.right ? [line.right] : [])];

/**
 * A line tight under a line of several cells, each of its pieces starting where one of those cells does and going on
 * from it (in lower case, or after a joining word: "Programme | Cost control" over "management"), finishes those
 * cells' names: "Programme management | Cost control". A capitalised piece may be a cell of its own, so it is not
 * taken.
 */
export function joinGridWraps(lines: PlacedLine[]): PlacedLine[] {
  const joined: PlacedLine[] = [];
  for (const line of lines) {
    const above = joined.at(-1);
    const merged = above ? wrappedInto(above, line) : null;
    if (merged) joined[joined.length - 1] = merged;
    else joined.push(line);
  }
  return joined;
}

function wrappedInto(above: PlacedLine, line: PlacedLine): PlacedLine | null {
  const cells = above.pieceX0s;
  if (!cells || above.bullet || line.bullet || above.page !== line.page || above.column !== line.column) return null;
  if (line.size !== above.size || line.baseline - above.baseline > NEXT_LINE * line.size) return null;
  const starts = line.pieceX0s ?? [line.x0];
  const texts = piecesOf(line);
  if (texts.length !== starts.length) return null;
  const cellTexts = piecesOf(above);
  const into = starts.map((x0) => cells.findIndex((cell) => Math.abs(cell - x0) <= SAME_X));
  if (into.some((index) => index < 0) || new Set(into).size !== into.length) return null;
  const goesOn = texts.every(
    (text, k) => /^\p{Ll}/u.test(text.trim()) || JOINING_WORD.test(cellTexts[into[k]!]!.trim()),
  );
  if (!goesOn) return null;
  texts.forEach((text, k) => (cellTexts[into[k]!] = `${cellTexts[into[k]!]!.trim()} ${text.trim()}`));
  const textCount = above.text.split(' | ').length;
  return {
    ...above,
    text: cellTexts.slice(0, textCount).join(' | '),
    ...(above.right ? { right: cellTexts[textCount]! } : {}),
  };
}
