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
import {
  BULLET,
  tint,
  wordColour,
  type LayoutEntry,
  type LayoutSection,
  type ResumeLayout,
} from '@hirestride/resume-formats';
import type { PageSize } from '../pdf/resume-pdf.js';
import {
  BULLETS,
  COLORS,
  contactRuns,
  documentStyles,
  fontTable,
  numbering,
  pageProperties,
  sizesOf,
  textWidth,
  twips,
  wordFont,
  type WordFont,
} from './docx-styles.js';

/** The page size: the same choice as the PDF's; left out, the resume's own. The font is the resume's (its look). */
export interface DocxOptions {
  size?: PageSize;
}

// Transitional "left"/"right" rather than "start"/"end": older Word versions and ATS parsers know only these.
const ALIGN = { left: AlignmentType.LEFT, center: AlignmentType.CENTER, right: AlignmentType.RIGHT } as const;

/** The name and the contacts line, shaded like the PDF's band for the template that has one. */
function header(layout: ResumeLayout): Paragraph[] {
  const look = layout.look;
  const sizes = sizesOf(look.metrics);
  const band =
    look.template.header === 'band'
      ? { shading: { type: ShadingType.CLEAR, color: 'auto', fill: wordColour(tint(look.accent, 0.1)) } }
      : {};
  const alignment = ALIGN[layout.headerAlignment];
  const name = new Paragraph({
    alignment,
    ...band,
    keepNext: true,
    children: [
      new TextRun({
        text: layout.name,
        bold: true,
        size: sizes.name,
        ...(look.template.nameInAccent ? { color: wordColour(look.accent) } : {}),
      }),
    ],
  });
  const headline = layout.headline
    ? [
        new Paragraph({
          alignment,
          ...band,
          keepNext: true,
          spacing: { before: 40 },
          children: [new TextRun({ text: layout.headline, size: sizes.headline, color: COLORS.headline })],
        }),
      ]
    : [];
  if (layout.contacts.length === 0) return [name, ...headline];
  const contacts = new Paragraph({
    alignment,
    ...band,
    spacing: { before: 40 },
    children: contactRuns(layout.contacts, layout.links, sizes.contacts),
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
function entry(item: LayoutEntry, alignment: LayoutSection['alignment'], width: number, after: number): Paragraph[] {
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
        ...(index === parts.length - 1 ? { spacing: { after } } : {}),
      }),
  );
}

/** A section: its heading, then its inline items or its entries. */
function section(layout: ResumeLayout, part: LayoutSection, width: number): Paragraph[] {
  const AFTER_ENTRY = twips(layout.look.metrics.entryGap);
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
  return [heading, ...inline, ...part.entries.flatMap((item) => entry(item, part.alignment, width, AFTER_ENTRY))];
}

/** The Word document for the layout: one section, the page and styles set to look like the PDF. */
function resumeDocx(layout: ResumeLayout, options: DocxOptions, font: WordFont): Document {
  const size = options.size ?? layout.look.pageSize;
  const margins = layout.look.metrics.margins;
  const width = textWidth(size, margins);
  // One column, as applicant-tracking systems read Word files best: a two-column template's side sections follow
  // the main ones here, in the order the template lists them.
  const sections = [
    ...layout.sections.filter((part) => part.column !== 'side'),
    ...layout.sections.filter((part) => part.column === 'side'),
  ];
  return new Document({
    title: `${layout.name} resume`.trim(),
    creator: 'HireStride',
    lastModifiedBy: 'HireStride',
    styles: documentStyles(layout.look, font),
    numbering,
    sections: [
      {
        properties: pageProperties(size, margins),
        children: [...header(layout), ...sections.flatMap((part) => section(layout, part, width))],
      },
    ],
  });
}

/** Renders the layout to the bytes of a .docx file. */
export async function renderResumeDocx(layout: ResumeLayout, options: DocxOptions = {}): Promise<Buffer> {
  const font = wordFont(layout.look.font);
  // What the user typed may hold characters Word's XML cannot (a vertical tab pasted from Word itself).
  return Packer.toBuffer(resumeDocx(fileTextDeep(layout), options, font), undefined, [fontTable(font)]);
}
