/** The Word file's page geometry, styles, bullet list and contacts line, set to look like the PDF (decision 009). */
import {
  AlignmentType,
  BorderStyle,
  ExternalHyperlink,
  LevelFormat,
  TextRun,
  type INumberingOptions,
  type ParagraphChild,
  type ISectionPropertiesOptions,
  type IStylesOptions,
} from 'docx';
import { metricsFor, wordColour, type Metrics, type ResumeLook } from '@hirestride/resume-formats';
import { RESUME_FONTS, type ResumeFont } from '@hirestride/shared/resume-design';
import { PAGE_MARGINS, type PageSize } from '../pdf/resume-pdf.js';

/** Word measures in twentieths of a point (twips); the PDF's sizes are in points. */
export const twips = (points: number) => Math.round(points * 20);

const PAGES: Record<PageSize, { width: number; height: number }> = {
  A4: { width: 11906, height: 16838 },
  LETTER: { width: 12240, height: 15840 },
};

type PageMargins = Metrics['margins'];

/** Width between the margins: where an entry's date is right-aligned. */
export function textWidth(size: PageSize, margins: PageMargins = PAGE_MARGINS): number {
  return PAGES[size].width - 2 * twips(margins.side);
}

/** The section's page: size and the PDF's margins. */
export function pageProperties(size: PageSize, margins: PageMargins = PAGE_MARGINS): ISectionPropertiesOptions {
  return {
    page: {
      size: PAGES[size],
      margin: {
        top: twips(margins.top),
        bottom: twips(margins.bottom),
        left: twips(margins.side),
        right: twips(margins.side),
      },
    },
  };
}

/** The PDF's colours, as Word's hex without the '#'. */
export const COLORS = { text: '0F172A', muted: '475569', headline: '334155' };
/** Sizes in half-points, as Word stores them, from the PDF's metrics in points. */
export function sizesOf(metrics: Metrics) {
  const half = (points: number) => Math.round(points * 2);
  return {
    body: half(metrics.body),
    name: half(metrics.name),
    headline: half(metrics.headline),
    contacts: half(metrics.small),
    heading: half(metrics.heading),
  };
}
/** The standard sizes: the letter's, and a resume's at standard spacing. */
export const SIZES = sizesOf(metricsFor('standard', 'standard'));

/** A resume's or a letter's contacts line: joined by " · ", the email and the profile link as hyperlinks. */
export function contactRuns(
  contacts: string[],
  links: Record<string, string>,
  size: number = SIZES.contacts,
): ParagraphChild[] {
  const run = (text: string) => new TextRun({ text, size, color: COLORS.muted });
  return contacts.flatMap((contact, index) => {
    const href = links[contact];
    const shown = href ? new ExternalHyperlink({ link: href, children: [run(contact)] }) : run(contact);
    return index === 0 ? [shown] : [run(' · '), shown];
  });
}
/**
 * The font a Word file names, and what stands in for it. Word cannot be given the resume's font here: it embeds a
 * whole TrueType file per face, and the Fontsource packages ship each font as web fonts split into subsets. So the
 * file only names the font, and a reader whose machine lacks it sees a substitute, which the font table steers to
 * the fallback.
 */
export interface WordFont {
  name: string;
  /** Word's class of the font (sans or serif), which it matches a substitute by. */
  family: 'swiss' | 'roman';
  /**
   * Arial or Times New Roman: on every Windows and Mac (office suites elsewhere have metric twins) and drawing
   * Hebrew and Arabic, which Word takes from the complex-script font, so the fallback is that font as well.
   */
  fallback: string;
}

/** The letters' font, which has no design setting. */
export const LETTER_FONT: WordFont = { name: 'Arial', family: 'swiss', fallback: 'Arial' };

export function wordFont(font: ResumeFont): WordFont {
  const serif = RESUME_FONTS.find((known) => known.family === font)?.kind === 'serif';
  return { name: font, family: serif ? 'roman' : 'swiss', fallback: serif ? 'Times New Roman' : 'Arial' };
}

/** word/fontTable.xml naming the font's substitute (altName) and class, for Packer's overrides. */
export function fontTable(font: WordFont): { path: string; data: string } {
  const entry = (name: string, altName: string | null) =>
    `<w:font w:name="${name}">${altName ? `<w:altName w:val="${altName}"/>` : ''}` +
    `<w:family w:val="${font.family}"/><w:pitch w:val="variable"/></w:font>`;
  const entries =
    font.name === font.fallback
      ? [entry(font.name, null)]
      : [entry(font.name, font.fallback), entry(font.fallback, null)];
  return {
    path: 'word/fontTable.xml',
    data:
      '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>' +
      `<w:fonts xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main">${entries.join('')}</w:fonts>`,
  };
}

/** Document defaults and the Heading 1 style the section headings use, so ATS and Word's outline see them. */
export function documentStyles(look: ResumeLook, named: WordFont = LETTER_FONT): IStylesOptions {
  const font = { ascii: named.name, hAnsi: named.name, eastAsia: named.name, cs: named.fallback };
  const sizes = sizesOf(look.metrics);
  const accent = wordColour(look.accent);
  const mark = look.template.headingMark;
  const border =
    mark === 'rule'
      ? {
          border: {
            bottom: {
              style: BorderStyle.SINGLE,
              size: 6,
              color: accent,
              space: 2,
            },
          },
        }
      : mark === 'bar'
        ? { border: { left: { style: BorderStyle.SINGLE, size: 24, color: accent, space: 4 } } }
        : {};
  return {
    default: {
      document: {
        run: { font, size: sizes.body, color: COLORS.text },
        paragraph: { spacing: { before: 0, after: 0, line: Math.round(look.metrics.leading * 240) } },
      },
      heading1: {
        run: {
          font,
          size: sizes.heading,
          bold: true,
          color: look.template.headingInAccent ? accent : COLORS.text,
        },
        paragraph: {
          spacing: { before: twips(look.metrics.sectionGap), after: twips(look.metrics.headingGap) },
          keepNext: true,
          keepLines: true,
          outlineLevel: 0,
          ...border,
        },
      },
    },
  };
}

/** The numbering definition that "• " lines use. */
export const BULLETS = 'resume-bullets';

/** One bullet level, indented a little so a wrapped line lines up with the text rather than the bullet. */
export const numbering: INumberingOptions = {
  config: [
    {
      reference: BULLETS,
      levels: [
        {
          level: 0,
          format: LevelFormat.BULLET,
          text: '•',
          alignment: AlignmentType.LEFT,
          style: { paragraph: { indent: { left: twips(12), hanging: twips(12) } } },
        },
      ],
    },
  ],
};
