/** A cover letter as a Word file: the resume's Word page, font and sizes (decision 009), its blocks as written. */
import { Document, Packer, Paragraph, TextRun } from 'docx';
import { fileText, fileTextDeep } from '@hirestride/shared/file-text';
import { letterBlocks, type Span } from '@hirestride/writing';
import { plainLook } from '@hirestride/resume-formats';
import { SIZES, contactRuns, documentStyles, numbering, BULLETS, pageProperties } from '../resumes/docx/docx-styles.js';
import type { LetterHeader } from './letter-pdf.js';
import type { PageSize } from '../resumes/pdf/resume-pdf.js';

// The PDF's spacing in twips: 10 pt under a paragraph, 3 pt under a list item, 18 pt above the date, 14 pt under it.
const AFTER_PARAGRAPH = 200;
const AFTER_ITEM = 60;
const DATE_SPACING = { before: 360, after: 280 };
// The letter's 10.5 pt body, in Word's half-points.
const BODY = 21;

const runs = (spans: Span[]) => spans.map((span) => new TextRun({ text: span.text, bold: span.bold, size: BODY }));

/** The name, the contacts line and the date, as the PDF's letterhead. */
function letterhead(header: LetterHeader): Paragraph[] {
  return [
    new Paragraph({ children: [new TextRun({ text: header.name, bold: true, size: SIZES.name })] }),
    ...(header.contacts.length > 0
      ? [
          new Paragraph({
            spacing: { before: 40 },
            children: contactRuns(header.contacts, header.links),
          }),
        ]
      : []),
    new Paragraph({ spacing: DATE_SPACING, children: [new TextRun({ text: header.date, size: BODY })] }),
  ];
}

/** The letter's paragraphs: a paragraph's lines stay one Word paragraph (line breaks), "- " lists become bullets. */
function body(text: string): Paragraph[] {
  return letterBlocks(text).flatMap((block) => {
    if (block.kind === 'list')
      return block.items.map(
        (item, index) =>
          new Paragraph({
            numbering: { reference: BULLETS, level: 0 },
            keepLines: true,
            keepNext: index < block.items.length - 1,
            spacing: { after: index === block.items.length - 1 ? AFTER_PARAGRAPH : AFTER_ITEM },
            children: runs(item),
          }),
      );
    return [
      new Paragraph({
        spacing: { after: AFTER_PARAGRAPH },
        children: block.lines.flatMap((line, index) =>
          index === 0 ? runs(line) : [new TextRun({ break: 1 }), ...runs(line)],
        ),
      }),
    ];
  });
}

/** Renders the letter to the bytes of a .docx file. */
// A letter reads at Word's single line spacing, as its PDF does.
const LETTER_LOOK = plainLook();
LETTER_LOOK.metrics = { ...LETTER_LOOK.metrics, leading: 1 };

export async function renderLetterDocx(
  letterHeader: LetterHeader,
  letterText: string,
  size: PageSize,
): Promise<Buffer> {
  // What the user typed may hold characters Word's XML cannot (a vertical tab pasted from Word itself).
  const header = fileTextDeep(letterHeader);
  const text = fileText(letterText);
  const document = new Document({
    title: `${header.name} cover letter`.trim(),
    creator: 'HireStride',
    lastModifiedBy: 'HireStride',
    styles: documentStyles(LETTER_LOOK),
    numbering,
    sections: [{ properties: pageProperties(size), children: [...letterhead(header), ...body(text)] }],
  });
  return Packer.toBuffer(document);
}
