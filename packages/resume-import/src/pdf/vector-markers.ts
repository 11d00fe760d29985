/**
 * List markers drawn as shapes. Chromium (and other HTML printers) paint an HTML list's bullets as small filled
 * circles or squares, not as glyphs, so the text layer has no "•". They are found in the page's drawing
 * instructions and handed back as marker runs placed where they were drawn.
 */
import type { TextRun } from './pdf-types.js';
import type { Row } from './rows.js';

/** A shape's box on the page (y from the top). */
export interface Shape {
  x0: number;
  x1: number;
  y0: number;
  y1: number;
}

/** The parts of pdfjs-dist's operator list read here. */
export interface OperatorList {
  fnArray: number[];
  argsArray: unknown[];
}

// pdfjs-dist's operator codes (OPS) for what is tracked: the graphics state stack, transforms, paths, forms.
const SAVE = 10;
const RESTORE = 11;
const TRANSFORM = 12;
const FIRST_PAINT = 20; // stroke … closeEOFillStroke: a path that is drawn, not only a clip (endPath = 28)
const LAST_PAINT = 27;
const FORM_BEGIN = 74;
const FORM_END = 75;
const CONSTRUCT_PATH = 91;

// A marker is a few points across and about as tall as wide; rules, underlines and chip backgrounds are not.
const MAX_SIDE = 7;
const MIN_SIDE = 1;
const MAX_ASPECT = 2;

type Matrix = [number, number, number, number, number, number];
const multiply = (m: Matrix, n: Matrix): Matrix => [
  m[0] * n[0] + m[2] * n[1],
  m[1] * n[0] + m[3] * n[1],
  m[0] * n[2] + m[2] * n[3],
  m[1] * n[2] + m[3] * n[3],
  m[0] * n[4] + m[2] * n[5] + m[4],
  m[1] * n[4] + m[3] * n[5] + m[5],
];
const apply = (m: Matrix, x: number, y: number): [number, number] => [
  m[0] * x + m[2] * y + m[4],
  m[1] * x + m[3] * y + m[5],
];

/** A painted shape's box, and whether it was filled (a glyph's outline is; a rule may only be stroked). */
export interface PaintedShape extends Shape {
  filled: boolean;
}

const FIRST_FILL = 22; // fill … closeEOFillStroke
// Shapes taller than this are page furniture (panels, backgrounds); neither markers nor a line's glyphs.
const MAX_PAINTED_HEIGHT = 40;

/** Painted shapes up to a line's height on a page, in page coordinates (`viewport`: the PDF-to-screen transform). */
export function paintedShapes(operators: OperatorList, viewport: number[]): PaintedShape[] {
  const shapes: PaintedShape[] = [];
  const stack: Matrix[] = [];
  let ctm = viewport.slice(0, 6) as Matrix;
  operators.fnArray.forEach((fn, index) => {
    const args = operators.argsArray[index] as unknown[] | null;
    if (fn === SAVE) stack.push(ctm);
    else if (fn === RESTORE) ctm = stack.pop() ?? ctm;
    else if (fn === TRANSFORM && args) ctm = multiply(ctm, args as Matrix);
    else if (fn === FORM_BEGIN) {
      stack.push(ctm);
      if (Array.isArray(args?.[0])) ctm = multiply(ctm, args[0] as Matrix);
    } else if (fn === FORM_END) ctm = stack.pop() ?? ctm;
    else if (fn === CONSTRUCT_PATH && args) {
      const paint = args[0] as number;
      const box = args[2] as ArrayLike<number> | null;
      if (paint < FIRST_PAINT || paint > LAST_PAINT || !box || box.length < 4) return;
      const [ax, ay] = apply(ctm, box[0]!, box[1]!);
      const [bx, by] = apply(ctm, box[2]!, box[3]!);
      const shape = { x0: Math.min(ax, bx), x1: Math.max(ax, bx), y0: Math.min(ay, by), y1: Math.max(ay, by) };
      if (shape.y1 - shape.y0 > MAX_PAINTED_HEIGHT) return;
      shapes.push({ ...shape, filled: paint >= FIRST_FILL });
    }
  });
  return shapes;
}

/** Whether a shape is the size and form of a list marker: a few points across and about as tall as wide. */
export function isMarkerShape(shape: Shape): boolean {
  const width = shape.x1 - shape.x0;
  const height = shape.y1 - shape.y0;
  return (
    Math.min(width, height) >= MIN_SIDE &&
    Math.max(width, height) <= MAX_SIDE &&
    Math.max(width, height) <= MAX_ASPECT * Math.min(width, height)
  );
}

/** Small painted shapes on a page that may be list markers, in page coordinates. */
export function smallShapes(operators: OperatorList, viewport: number[]): Shape[] {
  return paintedShapes(operators, viewport)
    .filter(isMarkerShape)
    .map(({ x0, x1, y0, y1 }) => ({ x0, x1, y0, y1 }));
}

// A shape marks a row when it sits in the row's x-height band (its middle between the baseline and this many ems
// above it), is smaller than the text, and ends at most this many ems before the row's first text.
const BAND_EMS = 0.8;
const MAX_LEAD_EMS = 2.5;
const MAX_SIZE_SHARE = 0.7;

/**
 * Rows with a marker shape just left of a piece of text get a "•" run there, which the bullet step then reads like a
 * drawn glyph. A shape with text just on its left too is part of something else (a rating, a separator).
 */
export function withShapeMarkers(rows: Row[], shapes: Shape[]): Row[] {
  if (shapes.length === 0) return rows;
  return rows.map((row) => {
    const markers: TextRun[] = [];
    for (const shape of shapes) {
      const middle = (shape.y0 + shape.y1) / 2;
      const next = row.runs.find((run) => run.x0 >= shape.x1 - 0.5);
      if (!next || middle > row.baseline + 0.5 || middle < row.baseline - BAND_EMS * next.size) continue;
      if (next.x0 - shape.x1 > MAX_LEAD_EMS * next.size) continue;
      if (Math.max(shape.x1 - shape.x0, shape.y1 - shape.y0) > MAX_SIZE_SHARE * next.size) continue;
      const before = row.runs.some((run) => run.x1 <= shape.x0 && run.x1 > shape.x0 - MAX_LEAD_EMS * next.size);
      if (before) continue;
      markers.push({
        text: '•',
        x0: shape.x0,
        x1: shape.x1,
        baseline: row.baseline,
        size: next.size,
        bold: next.bold,
        spaceAfter: true,
      });
    }
    if (markers.length === 0) return row;
    return { ...row, runs: [...row.runs, ...markers].sort((a, b) => a.x0 - b.x0) };
  });
}
