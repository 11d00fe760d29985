/** Opens a PDF with pdfjs-dist, safely (no fetching, no eval, no fonts loaded), and takes each page's text runs. */
import type { PDFDocumentProxy, PDFPageProxy } from 'pdfjs-dist';
import type * as PdfJs from 'pdfjs-dist/legacy/build/pdf.mjs';
import type { TextItem } from 'pdfjs-dist/types/src/display/api.js';
import { ImportRefusal } from '../types.js';
import { isBoldFontName } from './font-weight.js';
import { DEADLINE_MS, MAX_BYTES, MAX_PAGES, PAGES_READ } from './pdf-limits.js';
import type { PageRuns, TextRun } from './pdf-types.js';
import { refuse } from './refusals.js';
import { outlineIndex } from './outlined-text.js';
import { isMarkerShape, paintedShapes, type PaintedShape, type Shape } from './vector-markers.js';

export interface PdfText {
  pages: PageRuns[];
  /** Pages in the file; more than pages.length when only the first PAGES_READ were read. */
  totalPages: number;
  /** Whether the program that made the file breaks words at line ends by itself (TeX, InDesign). */
  hyphenates: boolean;
}

// Programs that hyphenate words at line ends unasked; a browser, a word processor or react-pdf break lines only at a
// hyphen the writer typed ("cross-" / "device").
const HYPHENATING = /\b(?:pdfTeX|XeTeX|LuaTeX|TeX|InDesign)\b/i;

// A run is taken as horizontal when its slant is this small against its size; rotated text (a watermark, a label
// running up a sidebar) is left out, because it belongs to no line.
const SLANT = 0.05;
// Ligatures pdfjs-dist leaves as one character ("ﬁ"); folded so words read as typed.
const LIGATURES: Record<string, string> = { ﬀ: 'ff', ﬁ: 'fi', ﬂ: 'fl', ﬃ: 'ffi', ﬄ: 'ffl', ﬅ: 'st', ﬆ: 'st' };

/** Reads the text of the PDF's first pages, or throws an ImportRefusal saying why it cannot. */
export async function readPdfText(bytes: Uint8Array): Promise<PdfText> {
  if (bytes.byteLength > MAX_BYTES) throw refuse.tooLarge(MAX_BYTES / 1024 / 1024);
  // Loaded on first use: the package's other readers should not pay for pdfjs-dist.
  const pdfjs = await import('pdfjs-dist/legacy/build/pdf.mjs');
  const task = pdfjs.getDocument({
    // pdfjs-dist takes over (detaches) the array it is given; a copy leaves the caller's bytes intact.
    data: new Uint8Array(bytes),
    // Nothing is fetched or evaluated: no fonts, no CMaps, no wasm decoders, no range requests.
    isEvalSupported: false,
    disableFontFace: true,
    useSystemFonts: false,
    useWorkerFetch: false,
    useWasm: false,
    disableAutoFetch: true,
    disableStream: true,
    disableRange: true,
    enableXfa: false,
    isOffscreenCanvasSupported: false,
    // Images are never needed for text; this keeps the worker from decoding them.
    maxImageSize: 1,
    stopAtErrors: false,
    verbosity: 0,
  });
  let timer: NodeJS.Timeout | undefined;
  const deadline = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(refuse.tooSlow()), DEADLINE_MS);
  });
  try {
    const document = await Promise.race([task.promise, deadline]).catch((error: unknown) => {
      throw asRefusal(error);
    });
    return await Promise.race([readPages(document, pdfjs.Util), deadline]).catch((error: unknown) => {
      throw asRefusal(error);
    });
  } finally {
    clearTimeout(timer);
    await task.destroy();
  }
}

function asRefusal(error: unknown): ImportRefusal {
  if (error instanceof ImportRefusal) return error;
  if (error instanceof Error && error.name === 'PasswordException') return refuse.encrypted();
  return refuse.unreadable();
}

type PdfUtil = typeof PdfJs.Util;

async function readPages(document: PDFDocumentProxy, util: PdfUtil): Promise<PdfText> {
  if (document.numPages > MAX_PAGES) throw refuse.tooManyPages(document.numPages, MAX_PAGES);
  const pages: PageRuns[] = [];
  for (let number = 1; number <= Math.min(document.numPages, PAGES_READ); number += 1) {
    const page = await document.getPage(number).catch(() => null);
    // A broken page is skipped rather than failing a file whose other pages read well.
    if (page)
      pages.push(await pageRuns(page, number, util).catch(() => ({ page: number, width: 0, height: 0, runs: [] })));
  }
  if (pages.every((page) => page.width === 0)) throw refuse.unreadable();
  const info = (await document.getMetadata().catch(() => null))?.info as Record<string, unknown> | undefined;
  const maker = [info?.Producer, info?.Creator].filter((value) => typeof value === 'string').join(' ');
  return { pages, totalPages: document.numPages, hyphenates: HYPHENATING.test(maker) };
}

async function pageRuns(page: PDFPageProxy, number: number, util: PdfUtil): Promise<PageRuns> {
  const viewport = page.getViewport({ scale: 1 });
  const content = await page.getTextContent();
  const items = content.items.filter((item): item is TextItem => 'str' in item);
  const drawn = items.some((item) => item.str.trim())
    ? await loadDrawing(page, Object.keys(content.styles), viewport.transform)
    : { fontNames: new Map<string, string>(), shapes: [] };
  const { fontNames } = drawn;
  const outlined = outlineIndex(drawn.shapes);
  const runs: TextRun[] = [];
  for (const item of items) {
    if (!item.str.trim()) {
      // A blank run is the file's own word space: the run before it ends a word, however close the next one is.
      const last = runs.at(-1);
      if (last) last.spaceAfter = true;
      continue;
    }
    // Into the page as shown: rotation applied, y from the top.
    const [a, b, c, d, e, f] = util.transform(viewport.transform, item.transform) as number[];
    const size = Math.hypot(c!, d!) || item.height;
    if (!(size > 0) || Math.abs(b!) > SLANT * size || Math.abs(c!) > SLANT * size || a! <= 0) continue;
    const text = item.str
      .replace(/[\ufb00-\ufb06]/g, (ligature) => LIGATURES[ligature] ?? ligature)
      // Arabic letters drawn in their shaped forms (initial, medial, final) are the letters a person typed.
      .replace(/[\ufb50-\ufdff\ufe70-\ufefc]/g, (shaped) => shaped.normalize('NFKC'));
    const run: TextRun = {
      text: withoutLetterSpacing(text),
      x0: e!,
      x1: e! + item.width,
      baseline: f!,
      size,
      bold: isBoldFontName(fontNames.get(item.fontName)),
      spaceAfter: /\s$/.test(text),
      ...(item.dir === 'rtl' ? { rtl: true } : {}),
    };
    run.bold ||= outlined(run);
    runs.push(run);
  }
  return {
    page: number,
    width: viewport.width,
    height: viewport.height,
    runs,
    shapes: drawn.shapes.filter(isMarkerShape).map(({ x0, x1, y0, y1 }): Shape => ({ x0, x1, y0, y1 })),
    links: await pageLinks(page),
  };
}

// A run of single characters each followed by one space: "P R I Y A", "C P A ,".
const SPACED_LETTERS = /^(?:\S )+\S$/u;

/**
 * Text set with wide letter spacing ("P R I Y A  R A M A N", "S U M M A R Y"), which the browser prints with a space
 * between letters, as the words it spells; a wider space still parts the words.
 */
export function withoutLetterSpacing(text: string): string {
  const words = text.trim().split(/\s{2,}/);
  if (!words.every((word) => SPACED_LETTERS.test(word)) || text.replace(/\P{L}/gu, '').length < 3) return text;
  const joined = words.map((word) => word.replace(/ /g, '')).join(' ');
  return /\s$/.test(text) ? `${joined} ` : joined;
}

/** The addresses the page's links point to; a page whose annotations cannot be read has none. */
async function pageLinks(page: PDFPageProxy): Promise<string[]> {
  const annotations = (await page.getAnnotations().catch(() => [])) as Array<{ subtype?: string; url?: unknown }>;
  return annotations.flatMap((annotation) =>
    annotation.subtype === 'Link' && typeof annotation.url === 'string' && annotation.url.length <= 2000
      ? [annotation.url]
      : [],
  );
}

/**
 * The fonts' own names by the names pdfjs-dist gives the runs, and the small shapes drawn (list markers). Font names
 * reach the main thread only with the page's drawing instructions, so those are asked for (images are not decoded,
 * see maxImageSize).
 */
async function loadDrawing(
  page: PDFPageProxy,
  fontNames: string[],
  viewport: number[],
): Promise<{ fontNames: Map<string, string>; shapes: PaintedShape[] }> {
  const names = new Map<string, string>();
  let shapes: PaintedShape[];
  try {
    shapes = paintedShapes(await page.getOperatorList(), viewport);
  } catch {
    return { fontNames: names, shapes: [] };
  }
  for (const fontName of fontNames) {
    try {
      const font = page.commonObjs.get(fontName) as { name?: unknown } | null;
      if (typeof font?.name === 'string') names.set(fontName, font.name);
    } catch {
      // Not loaded: the runs in it count as regular weight.
    }
  }
  return { fontNames: names, shapes };
}
