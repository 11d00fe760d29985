/** A resume layout as a Word file: one column of real text for applicant-tracking systems (decision 009). */
import {
  AlignmentType,
  Document,
  HeadingLevel,
  Packer,
  Paragraph,
  ShadingType,
  Tab,
  TabStopType,
  TextRun,
  type IParagraphOptions,
} from 'docx';
import { fileTextDeep } from '@hirestride/shared/file-text';
import type { ResumeFont } from '@hirestride/shared/resume-design';
import { BULLET, type LayoutEntry, type LayoutSection, type ResumeLayout } from '@hirestride/resume-formats';
import type { PageSize } from '../pdf/resume-pdf.js';
import {
  BULLETS,
  COLORS,
  SIZES,
  contactRuns,
  documentStyles,
  fontTable,
  numbering,
  pageProperties,
  textWidth,
  wordFont,
  type WordFont,
} from './docx-styles.js';

/** The page size and the font: the same choices as the PDF's. */
export interface DocxOptions {
  size: PageSize;
  /** Inter when not given, as in the PDF. */
  font?: ResumeFont;
}

// Transitional "left"/"right" rather than "start"/"end": older Word versions and ATS parsers know only these.
const ALIGN = { left: AlignmentType.LEFT, center: AlignmentType.CENTER, right: AlignmentType.RIGHT } as const;
// The space under an entry, as in the PDF (6 pt).
const AFTER_ENTRY = 120;

/** The name and the contacts line, shaded like the PDF's band for the template that has one. */
function header(layout: ResumeLayout): Paragraph[] {
  const band = layout.look.band ? { shading: { type: ShadingType.CLEAR, color: 'auto', fill: COLORS.band } } : {};
  const alignment = ALIGN[layout.headerAlignment];
  const name = new Paragraph({
    alignment,
    ...band,
    keepNext: true,
    children: [new TextRun({ text: layout.name, bold: true, size: SIZES.name })],
  });
  const headline = layout.headline
    ? [
        new Paragraph({
          alignment,
          ...band,
          keepNext: true,
          spacing: { before: 40 },
          children: [new TextRun({ text: layout.headline, size: SIZES.headline, color: COLORS.headline })],
        }),
      ]
    : [];
  if (layout.contacts.length === 0) return [name, ...headline];
  const contacts = new Paragraph({
    alignment,
    ...band,
    spacing: { before: 40 },
    children: contactRuns(layout.contacts, layout.links),
  });
  return [name, ...headline, contacts];
}

/** A line of an entry: "• " lines become Word list items, so wrapped lines hang under the text. */
function line(text: string, alignment: LayoutSection['alignment']): IParagraphOptions {
  if (text.startsWith(BULLET)) {
    return {
      alignment: ALIGN[alignment],
      numbering: { reference: BULLETS, level: 0 },
      text: text.slice(BULLET.length),
    };
  }
  return { alignment: ALIGN[alignment], text };
}

/**
 * An entry's paragraphs: the bold title with its date on a right tab stop, then its lines. Every paragraph but the
 * last keeps with the next and none splits, so Word moves an entry whole to the next page when it does not fit.
 */
function entry(item: LayoutEntry, alignment: LayoutSection['alignment'], width: number): Paragraph[] {
  const parts: IParagraphOptions[] = [];
  if (item.title || item.when) {
    parts.push({
      tabStops: [{ type: TabStopType.RIGHT, position: width }],
      children: [
        new TextRun({ text: item.title, bold: true }),
        ...(item.when ? [new TextRun({ children: [new Tab(), item.when], color: COLORS.muted })] : []),
      ],
    });
  }
  parts.push(...item.lines.map((text) => line(text, alignment)));
  return parts.map(
    (options, index) =>
      new Paragraph({
        ...options,
        keepLines: true,
        keepNext: index < parts.length - 1,
        ...(index === parts.length - 1 ? { spacing: { after: AFTER_ENTRY } } : {}),
      }),
  );
}

/** A section: its heading, then its inline items or its entries. */
function section(layout: ResumeLayout, part: LayoutSection, width: number): Paragraph[] {
  const heading = new Paragraph({
    heading: HeadingLevel.HEADING_1,
    text: layout.look.headingUppercase ? part.heading.toUpperCase() : part.heading,
  });
  const inline = part.groups
    ? part.groups.map(
        (group, index) =>
          new Paragraph({
            alignment: ALIGN[part.alignment],
            keepLines: true,
            keepNext: index < part.groups!.length - 1,
            spacing: { after: index === part.groups!.length - 1 ? AFTER_ENTRY : 40 },
            children: [new TextRun({ text: `${group.label}: `, bold: true }), new TextRun(group.items.join(' · '))],
          }),
      )
    : part.inline
      ? [
          new Paragraph({
            alignment: ALIGN[part.alignment],
            keepLines: true,
            spacing: { after: AFTER_ENTRY },
            text: part.inline.join(' · '),
          }),
        ]
      : [];
  return [heading, ...inline, ...part.entries.flatMap((item) => entry(item, part.alignment, width))];
}

/** The Word document for the layout: one section, the page and styles set to look like the PDF. */
function resumeDocx(layout: ResumeLayout, options: DocxOptions, font: WordFont): Document {
  const width = textWidth(options.size);
  return new Document({
    title: `${layout.name} resume`.trim(),
    creator: 'HireStride',
    lastModifiedBy: 'HireStride',
    styles: documentStyles(layout.look, font),
    numbering,
    sections: [
      {
        properties: pageProperties(options.size),
        children: [...header(layout), ...layout.sections.flatMap((part) => section(layout, part, width))],
      },
    ],
  });
}

/** Renders the layout to the bytes of a .docx file. */
export async function renderResumeDocx(layout: ResumeLayout, options: DocxOptions): Promise<Buffer> {
  const font = wordFont(options.font ?? 'Inter');
  // What the user typed may hold characters Word's XML cannot (a vertical tab pasted from Word itself).
  return Packer.toBuffer(resumeDocx(fileTextDeep(layout), options, font), undefined, [fontTable(font)]);
}
