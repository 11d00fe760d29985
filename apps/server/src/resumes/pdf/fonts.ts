/**
 * The PDF files' fonts, registered with react-pdf from node_modules: the resume fonts from Fontsource, one family per
 * subset file, and DejaVu Sans, which draws every letter they lack (Hebrew, Arabic…) and the cover letters.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { createElement as h } from 'react';
import { Document, Font, Page, Text, renderToBuffer } from '@react-pdf/renderer';
import * as fontkit from 'fontkit';
import { resumeFont, type ResumeFont } from '@hirestride/shared/resume-design';
import { sfntFromWoff } from './woff.js';

/** DejaVu Sans: the cover letters' font, and the resume fonts' fallback. */
export const FAMILY = 'HireStride Sans';
// DejaVu's oblique faces have no Arabic; an italic run takes it from this family's upright faces instead.
const UPRIGHT_FALLBACK = 'HireStride Sans Upright';

type FontsourceFont = Exclude<ResumeFont, 'DejaVu Sans'>;

/**
 * Each Fontsource font's package and subset files. Latin comes first, then the other scripts, math last (its file
 * holds Greek letters too): each letter is taken from the first file that has it, and a word split between two
 * files loses the kerning between them.
 */
const FONTSOURCE: Record<FontsourceFont, { pkg: string; subsets: string[] }> = {
  Inter: {
    pkg: 'inter',
    subsets: ['latin', 'latin-ext', 'vietnamese', 'greek', 'greek-ext', 'cyrillic', 'cyrillic-ext'],
  },
  'Noto Sans': {
    pkg: 'noto-sans',
    subsets: ['latin', 'latin-ext', 'vietnamese', 'greek', 'greek-ext', 'cyrillic', 'cyrillic-ext', 'devanagari'],
  },
  'Source Serif 4': {
    pkg: 'source-serif-4',
    subsets: ['latin', 'latin-ext', 'vietnamese', 'greek', 'cyrillic', 'cyrillic-ext'],
  },
  'Noto Serif': {
    pkg: 'noto-serif',
    subsets: ['latin', 'latin-ext', 'vietnamese', 'greek', 'greek-ext', 'cyrillic', 'cyrillic-ext', 'math'],
  },
};

const subsetFamily = (font: FontsourceFont, subset: string) => `${font} ${subset}`;

const fontsourceRegistered = new Set<FontsourceFont>();
/**
 * Registers a Fontsource font's subset files, regular, bold, italic and bold italic, unpacked from WOFF to TrueType.
 * The packages ship WOFF and WOFF2 only. fontkit reads both, but inflates a WOFF table anew each time it reads from it
 * (the whole glyph table for every glyph drawn or embedded), and its subsetter fails on WOFF2's composite glyphs
 * ("Offset is outside the bounds of the DataView"). Done the first time the font is asked for, so a thread holds only
 * the fonts it has drawn.
 */
function registerFontsource(font: FontsourceFont): void {
  if (fontsourceRegistered.has(font)) return;
  const require = createRequire(import.meta.url);
  const { pkg, subsets } = FONTSOURCE[font];
  for (const subset of subsets) {
    const src = (face: string) => {
      const woff = readFileSync(require.resolve(`@fontsource/${pkg}/files/${pkg}-${subset}-${face}.woff`));
      return `data:font/ttf;base64,${sfntFromWoff(woff).toString('base64')}`;
    };
    Font.register({
      family: subsetFamily(font, subset),
      fonts: [
        { src: src('400-normal') },
        { src: src('700-normal'), fontWeight: 'bold' },
        { src: src('400-italic'), fontStyle: 'italic' },
        { src: src('700-italic'), fontStyle: 'italic', fontWeight: 'bold' },
      ],
    });
  }
  fontsourceRegistered.add(font);
}

/**
 * The page's fontFamily for a resume font, its files registered: its subsets, then DejaVu Sans. react-pdf draws each
 * letter in the first family of the list that has it.
 */
export function pdfFontFamily(font: ResumeFont): string[] {
  registerFonts();
  if (font === 'DejaVu Sans') return [FAMILY, UPRIGHT_FALLBACK];
  registerFontsource(font);
  return [...FONTSOURCE[font].subsets.map((subset) => subsetFamily(font, subset)), FAMILY, UPRIGHT_FALLBACK];
}

type GlyphCache = Pick<fontkit.Font, 'getGlyph'> & { _glyphs: Record<number, { codePoints: number[] } | undefined> };

/**
 * fontkit keeps each glyph of a font as first built, with the letters it was built for. Embedding an accented letter
 * builds its parts with none ("é" is "e" and an accent; DejaVu's Cyrillic "Р" is its Latin "P"), so a later file of
 * the same thread that draws the plain letter maps it to no text: "Plain" reads back as "\u0001lain" (a known
 * fontkit bug, open in 2.0.4). This changes fontkit's font class, which every font react-pdf loads shares, so that a
 * glyph kept without letters is built again when it is asked for with them.
 */
function rebuildGlyphsWithoutLetters(sample: string): void {
  const font = fontkit.create(readFileSync(sample)) as unknown as GlyphCache;
  let owner = Object.getPrototypeOf(font) as GlyphCache;
  while (!Object.prototype.hasOwnProperty.call(owner, 'getGlyph')) owner = Object.getPrototypeOf(owner) as GlyphCache;
  const getGlyph = owner.getGlyph;
  owner.getGlyph = function (this: GlyphCache, id: number, codePoints: number[] = []) {
    if (codePoints.length > 0 && this._glyphs[id]?.codePoints.length === 0) delete this._glyphs[id];
    return getGlyph.call(this, id, codePoints);
  };
}

// A word longer than this is broken into pieces so it wraps inside the margins instead of running off the page.
const LONGEST_UNBROKEN = 24;

let fontsRegistered = false;
/**
 * Registers DejaVu Sans (react-pdf reads a file only when a document first uses it) and the hyphenation callback;
 * pdfFontFamily registers each resume font as it is first asked for. Each of the work pool's threads has its own
 * react-pdf and fontkit, so each calls this (worker.ts).
 */
export function registerFonts(): void {
  if (fontsRegistered) return;
  const require = createRequire(import.meta.url);
  const dejavu = path.join(path.dirname(require.resolve('dejavu-fonts-ttf/package.json')), 'ttf');
  const regular = path.join(dejavu, 'DejaVuSans.ttf');
  const bold = path.join(dejavu, 'DejaVuSans-Bold.ttf');
  rebuildGlyphsWithoutLetters(regular);
  Font.register({
    family: FAMILY,
    fonts: [
      { src: regular },
      { src: bold, fontWeight: 'bold' },
      { src: path.join(dejavu, 'DejaVuSans-Oblique.ttf'), fontStyle: 'italic' },
      { src: path.join(dejavu, 'DejaVuSans-BoldOblique.ttf'), fontStyle: 'italic', fontWeight: 'bold' },
    ],
  });
  Font.register({
    family: UPRIGHT_FALLBACK,
    fonts: [
      { src: regular },
      { src: bold, fontWeight: 'bold' },
      { src: regular, fontStyle: 'italic' },
      { src: bold, fontStyle: 'italic', fontWeight: 'bold' },
    ],
  });
  Font.registerHyphenationCallback((word) => {
    if (word.length <= LONGEST_UNBROKEN) return [word];
    const pieces: string[] = [];
    for (let i = 0; i < word.length; i += LONGEST_UNBROKEN) pieces.push(word.slice(i, i + LONGEST_UNBROKEN));
    return pieces;
  });
  fontsRegistered = true;
}

/**
 * Draws a few lines in the resumes' default font (what a draft's "sans-serif" reads as) and in DejaVu Sans, regular
 * and bold, so that a thread's first file does not wait for their files to load or for the shaping code to compile.
 */
export async function warmUpFonts(): Promise<void> {
  const line = 'Zoë Ångström, café · Ελληνικά · Русский · עברית · العربية 0123456789';
  const page = (font: ResumeFont) =>
    h(
      Page,
      { key: font, size: 'A4', style: { fontFamily: pdfFontFamily(font), fontSize: 10 } },
      h(Text, {}, line),
      h(Text, { style: { fontWeight: 'bold' } }, line),
    );
  await renderToBuffer(
    h(Document, {}, page(resumeFont('sans-serif')), page('DejaVu Sans')) as Parameters<typeof renderToBuffer>[0],
  );
}
