/** The space above each line, in multiples of the document's usual line pitch, and the body text's size. */
import type { PlacedLine, TextRun } from './pdf-types.js';

// Baseline steps larger than this many body sizes are section gaps, not line pitch, when finding the usual pitch.
const LARGEST_PITCH = 2.5;
// Gaps below this many pitches are rounding and mixed sizes: the line follows on.
const FOLLOWS_ON = 0.2;

/** The size most characters are set in: the body text. */
export function bodySize(runs: TextRun[]): number {
  const bySize = new Map<number, number>();
  for (const run of runs) {
    const size = Math.round(run.size * 2) / 2;
    bySize.set(size, (bySize.get(size) ?? 0) + run.text.length);
  }
  let best = 10;
  let most = -1;
  for (const [size, chars] of bySize)
    if (chars > most) {
      best = size;
      most = chars;
    }
  return best;
}

const sameFlow = (a: PlacedLine, b: PlacedLine) =>
  a.page === b.page && a.column === b.column && b.baseline > a.baseline;

/**
 * The gap above each line in multiples of the usual pitch (0 when it follows on), scaled for larger text; absent
 * for the first line of a page or column, where the space above says nothing about the text.
 */
export function gapsBefore(lines: PlacedLine[], body: number): Array<number | undefined> {
  const steps: number[] = [];
  lines.forEach((line, index) => {
    const previous = lines[index - 1];
    if (previous && sameFlow(previous, line)) {
      const step = line.baseline - previous.baseline;
      if (step <= LARGEST_PITCH * body) steps.push(step);
    }
  });
  steps.sort((a, b) => a - b);
  const pitch = steps[Math.floor(steps.length / 2)] ?? body * 1.2;
  return lines.map((line, index) => {
    const previous = lines[index - 1];
    if (!previous || !sameFlow(previous, line)) return undefined;
    const expected = pitch * Math.max(1, line.size / body);
    const gap = (line.baseline - previous.baseline - expected) / pitch;
    return gap < FOLLOWS_ON ? 0 : Math.round(gap * 10) / 10;
  });
}
