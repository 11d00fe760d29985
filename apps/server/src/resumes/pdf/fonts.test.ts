/**
 * The resume fonts in the PDF, each of the five: embedded under its own name, the letters it lacks (Hebrew, Arabic)
 * drawn in DejaVu Sans, every word read back as written, and bold and italic runs drawn in the font's own faces.
 */
import { createRequire } from 'node:module';
import { createElement as h } from 'react';
import { Document, Font, Page, Text, renderToBuffer } from '@react-pdf/renderer';
import { describe, expect, it } from 'vitest';
import { plainLook, type ResumeLayout } from '@hirestride/resume-formats';
import { RESUME_FONTS, type ResumeFont } from '@hirestride/shared/resume-design';
import { pdfFontFamily, registerFonts } from './fonts.js';
import { renderResumePdf } from './resume-pdf.js';

/** Each font's faces by their PostScript names, as the PDF's font dictionary names them. */
const FACES: Record<ResumeFont, { regular: string; bold: string; italic: string; boldItalic: string }> = {
  Inter: { regular: 'Inter-Regular', bold: 'Inter-Bold', italic: 'Inter-Italic', boldItalic: 'Inter-BoldItalic' },
  'Noto Sans': {
    regular: 'NotoSans-Regular',
    bold: 'NotoSans-Bold',
    italic: 'NotoSans-Italic',
    boldItalic: 'NotoSans-BoldItalic',
  },
  'Source Serif 4': {
    regular: 'SourceSerif4-Regular',
    bold: 'SourceSerif4-Bold',
    italic: 'SourceSerif4-Italic',
    boldItalic: 'SourceSerif4-BoldItalic',
  },
  'Noto Serif': {
    regular: 'NotoSerif-Regular',
    bold: 'NotoSerif-Bold',
    italic: 'NotoSerif-Italic',
    boldItalic: 'NotoSerif-BoldItalic',
  },
  'DejaVu Sans': {
    regular: 'DejaVuSans',
    bold: 'DejaVuSans-Bold',
    italic: 'DejaVuSans-Oblique',
    boldItalic: 'DejaVuSans-BoldOblique',
  },
};
const FALLBACK = 'DejaVuSans';

const WORDS = {
  latin: 'Zoë Ångström, café',
  greek: 'Ελληνικά',
  cyrillic: 'Русский',
  hebrew: 'עברית',
  arabic: 'العربية',
};
const LINE = Object.values(WORDS).join(' · ');
// The line up to its right-to-left words, which the extraction gives in the order they are drawn.
const LEFT_TO_RIGHT = [WORDS.latin, WORDS.greek, WORDS.cyrillic].join(' · ');

interface Run {
  text: string;
  /** The PostScript name of the font that drew it, without the subset's tag. */
  font: string;
}

/** Every page's text runs, each with the font that drew it, as pdfjs-dist reads them. */
async function runsOf(bytes: Buffer): Promise<Run[]> {
  const pdfjs = await import('pdfjs-dist/legacy/build/pdf.mjs');
  const task = pdfjs.getDocument({ data: new Uint8Array(bytes), useSystemFonts: false, verbosity: 0 });
  try {
    const document = await task.promise;
    const runs: Run[] = [];
    for (let number = 1; number <= document.numPages; number += 1) {
      const page = await document.getPage(number);
      // The fonts are loaded into the page's objects while its drawing operators are read.
      await page.getOperatorList();
      for (const item of (await page.getTextContent()).items) {
        if (!('str' in item) || !item.str.trim()) continue;
        const font = (page.commonObjs.get(item.fontName) as { name: string }).name.replace(/^[A-Z]{6}\+/, '');
        runs.push({ text: item.str, font });
      }
    }
    return runs;
  } finally {
    await task.destroy();
  }
}

/** The font of the run holding `text`; fails when no run holds it whole. */
function fontOf(runs: Run[], text: string): string {
  const run = runs.find((candidate) => candidate.text.includes(text));
  if (!run) throw new Error(`no run holds “${text}”: ${JSON.stringify(runs.map((each) => each.text))}`);
  return run.font;
}

/** The PDF's embedded fonts: the names its font dictionaries give (BaseFont), without the subset's tag. */
const embedded = (bytes: Buffer) =>
  new Set([...bytes.toString('latin1').matchAll(/\/BaseFont \/[A-Z]{6}\+([\w-]+)/g)].map((match) => match[1]));

/** The resume in a font: the font is the resume's own (its look), as a draft's design chooses it. */
const inFont = (font: ResumeFont): ResumeLayout => ({ ...resume, look: plainLook({ font }) });

const resume: ResumeLayout = {
  name: 'Zoë Ångström',
  contacts: ['zoe@example.com'],
  links: {},
  headerAlignment: 'left',
  look: plainLook(),
  sections: [
    {
      key: 'experience',
      heading: 'Experience',
      alignment: 'left',
      inline: null,
      entries: [{ title: 'Translator, Babel', when: '2020 – 2024', lines: [LINE] }],
    },
  ],
};

const STYLES = [
  ['Plain', {}, 'regular', FALLBACK],
  ['Bold', { fontWeight: 'bold' }, 'bold', `${FALLBACK}-Bold`],
  ['Italic', { fontStyle: 'italic' }, 'italic', FALLBACK],
  ['Both', { fontWeight: 'bold', fontStyle: 'italic' }, 'boldItalic', `${FALLBACK}-Bold`],
] as const;

const cases = RESUME_FONTS.map(({ family }) => [family, FACES[family]] as const);

describe('every resume font has its faces listed here', () => {
  it('lists the five', () => {
    expect(Object.keys(FACES).sort()).toEqual(RESUME_FONTS.map(({ family }) => family).sort());
  });
});

describe.each(cases)('%s', (font, faces) => {
  it('is embedded, and reads back Latin with accents, Greek, Cyrillic, Hebrew and Arabic as written', async () => {
    const bytes = await renderResumePdf(inFont(font), { size: 'A4', pageNumbers: false });
    expect(embedded(bytes)).toContain(faces.regular);
    // No letter was left to the unembedded Helvetica react-pdf ends every list with.
    expect(bytes.toString('latin1')).not.toContain('/BaseFont /Helvetica');
    const runs = await runsOf(bytes);
    const text = runs.map((run) => run.text).join(' ');
    expect(text.replace(/\s+/g, ' ')).toContain(LEFT_TO_RIGHT);
    for (const word of Object.values(WORDS)) expect(text).toContain(word);
    // The font draws the scripts it has; DejaVu Sans draws Hebrew and Arabic for it.
    expect(fontOf(runs, WORDS.latin)).toBe(faces.regular);
    expect(fontOf(runs, WORDS.greek)).toBe(faces.regular);
    expect(fontOf(runs, WORDS.cyrillic)).toBe(faces.regular);
    expect(fontOf(runs, WORDS.hebrew)).toBe(FALLBACK);
    expect(fontOf(runs, WORDS.arabic)).toBe(FALLBACK);
    // The name and the entry's title are bold.
    expect(fontOf(runs, 'Translator, Babel')).toBe(faces.bold);
  });

  it('draws bold, italic and bold italic runs in its bold and italic faces', async () => {
    registerFonts();
    const styled = STYLES.map(([label, style]) =>
      h(Text, { key: label, style }, `${label} ${WORDS.greek} ${WORDS.cyrillic} ${WORDS.arabic}`),
    );
    const page = { size: 'A4', style: { fontFamily: pdfFontFamily(font), fontSize: 10, padding: 48 } } as const;
    const bytes = await renderToBuffer(
      h(Document, {}, h(Page, page, ...styled)) as Parameters<typeof renderToBuffer>[0],
    );
    expect(embedded(bytes)).toEqual(
      new Set([faces.regular, faces.bold, faces.italic, faces.boldItalic, FALLBACK, `${FALLBACK}-Bold`]),
    );
    expect(bytes.toString('latin1')).not.toContain('/BaseFont /Helvetica');
    const runs = await runsOf(bytes);
    const starts = STYLES.map(([label]) => runs.findIndex((run) => run.text.startsWith(label)));
    STYLES.forEach(([label, , face, arabic], index) => {
      const line = runs.slice(starts[index], starts[index + 1]);
      expect({ label, fonts: [WORDS.greek, WORDS.cyrillic, WORDS.arabic].map((word) => fontOf(line, word)) }).toEqual({
        label,
        // Arabic from DejaVu Sans, upright even in an italic run: DejaVu's oblique faces have none.
        fonts: [faces[face], faces[face], arabic],
      });
    });
  });
});

describe('a file drawn after another in the same thread', () => {
  it('reads back the letters the earlier one drew only as parts of others (accented, Cyrillic, Greek)', async () => {
    registerFonts();
    // A family of its own, loaded here first, so no earlier test has built its glyphs.
    const family = `DejaVu Sans, fresh ${process.hrtime.bigint()}`;
    Font.register({ family, src: createRequire(import.meta.url).resolve('dejavu-fonts-ttf/ttf/DejaVuSans.ttf') });
    const draw = (text: string) =>
      renderToBuffer(
        h(Document, {}, h(Page, { size: 'A4', style: { fontFamily: family } }, h(Text, {}, text))) as Parameters<
          typeof renderToBuffer
        >[0],
      );
    // DejaVu builds "ë" from "e", Cyrillic "Р" and "у" from Latin "P" and "y", Greek "Ε" from "E".
    const first = await runsOf(await draw('Zoë Русский Ελληνικά'));
    expect(first.map((run) => run.text)).toEqual(['Zoë Русский Ελληνικά']);
    const later = await runsOf(await draw('Plain yes Every'));
    expect(later.map((run) => run.text)).toEqual(['Plain yes Every']);
  });
});
