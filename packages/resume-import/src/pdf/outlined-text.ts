/**
 * Text also drawn as glyph outlines. Chromium cannot embed a variable font's heavier instance, so it paints those
 * glyphs as filled paths (a word's glyphs one path) and writes the text over them invisibly, in the regular face's
 * name: the font's name says regular, the page shows bold. Such a run is read as bold.
 */
import type { TextRun } from './pdf-types.js';
import type { PaintedShape } from './vector-markers.js';

// Glyphs' ink stands between a descender below the baseline and an ascender above it, and is at least an x-height
// tall; a background (a chip, a highlight) reaches past that band, an underline is thinner.
const ABOVE_EMS = 1.0;
const BELOW_EMS = 0.3;
const MIN_INK_EMS = 0.3;
// Share of the run's width its glyphs' outlines cover: a bullet or an icon beside a run covers little of it.
const COVERED_SHARE = 0.6;
// Shapes are looked up by this band of page height, so a page of many outlines is not searched whole for each run.
const BAND = 10;

/** Finds, for each run, whether glyph outlines cover it. */
export function outlineIndex(shapes: PaintedShape[]): (run: TextRun) => boolean {
  const bands = new Map<number, PaintedShape[]>();
  for (const shape of shapes) {
    if (!shape.filled) continue;
    for (let band = Math.floor(shape.y0 / BAND); band <= Math.floor(shape.y1 / BAND); band += 1) {
      const list = bands.get(band) ?? [];
      list.push(shape);
      bands.set(band, list);
    }
  }
  if (bands.size === 0) return () => false;
  return (run) => {
    const width = run.x1 - run.x0;
    if (width <= 0) return false;
    const top = run.baseline - ABOVE_EMS * run.size;
    const bottom = run.baseline + BELOW_EMS * run.size;
    const seen = new Set<PaintedShape>();
    const spans: Array<[number, number]> = [];
    for (let band = Math.floor(top / BAND); band <= Math.floor(bottom / BAND); band += 1) {
      for (const shape of bands.get(band) ?? []) {
        if (seen.has(shape)) continue;
        seen.add(shape);
        if (shape.y0 < top || shape.y1 > bottom || shape.y1 - shape.y0 < MIN_INK_EMS * run.size) continue;
        const x0 = Math.max(shape.x0, run.x0);
        const x1 = Math.min(shape.x1, run.x1);
        if (x1 > x0) spans.push([x0, x1]);
      }
    }
    return covered(spans) >= COVERED_SHARE * width;
  };
}

/** The length of the union of the spans. */
function covered(spans: Array<[number, number]>): number {
  spans.sort((a, b) => a[0] - b[0]);
  let total = 0;
  let end = -Infinity;
  for (const [x0, x1] of spans) {
    if (x1 <= end) continue;
    total += x1 - Math.max(x0, end);
    end = x1;
  }
  return total;
}
