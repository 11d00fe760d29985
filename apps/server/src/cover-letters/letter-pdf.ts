/** A cover letter as a PDF: DejaVu Sans, the resume's page sizes and margins (decision 009), its blocks as written. */
import { createElement as h, type ReactElement } from 'react';
import { Document, Page, StyleSheet, Text, View, renderToBuffer } from '@react-pdf/renderer';
import type { ContactLine } from '@hirestride/shared';
import { letterBlocks, type Span } from '@hirestride/writing';
import { FAMILY, registerFonts } from '../resumes/pdf/fonts.js';
import { contactsLine, PAGE_MARGINS, type PageSize } from '../resumes/pdf/resume-pdf.js';

/** The letterhead: the name, the contacts line (with where its contacts lead) and the date. */
export interface LetterHeader extends ContactLine {
  name: string;
  /** The date line, as the user's letter shows it ("23 November 2026"). */
  date: string;
}

// A paragraph longer than this may break across pages; shorter ones move whole to the next page.
const WHOLE_PARAGRAPH_CHARS = 1200;

const styles = StyleSheet.create({
  page: {
    fontFamily: FAMILY,
    fontSize: 10.5,
    paddingTop: PAGE_MARGINS.top,
    paddingBottom: PAGE_MARGINS.bottom,
    paddingHorizontal: PAGE_MARGINS.side,
    color: '#0f172a',
  },
  name: { fontSize: 16, fontWeight: 'bold' },
  contacts: { fontSize: 9, color: '#475569', marginTop: 2 },
  date: { marginTop: 18, marginBottom: 14 },
  paragraph: { marginBottom: 10 },
  item: { flexDirection: 'row', marginBottom: 3 },
  bullet: { width: 12 },
});

const runs = (spans: Span[]) =>
  spans.map((span, i) => h(Text, { key: i, style: span.bold ? { fontWeight: 'bold' } : {} }, span.text));

/** The letter's React tree (exported for tests that read its structure). */
export function letterDocument(header: LetterHeader, body: string, size: PageSize): ReactElement {
  const blocks = letterBlocks(body).map((block, index) => {
    if (block.kind === 'list')
      return h(
        View,
        { key: index, style: styles.paragraph, wrap: false },
        ...block.items.map((item, i) =>
          h(
            View,
            { key: i, style: styles.item },
            h(Text, { style: styles.bullet }, '•'),
            h(Text, { style: { flex: 1 } }, ...runs(item)),
          ),
        ),
      );
    const length = block.lines.reduce((sum, line) => sum + line.reduce((n, span) => n + span.text.length, 0), 0);
    return h(
      View,
      { key: index, style: styles.paragraph, wrap: length > WHOLE_PARAGRAPH_CHARS },
      ...block.lines.map((line, i) => h(Text, { key: i }, ...runs(line))),
    );
  });
  return h(
    Document,
    { title: `${header.name} cover letter`, author: header.name, creator: 'HireStride', producer: 'HireStride' },
    h(
      Page,
      { size, style: styles.page },
      h(Text, { style: styles.name }, header.name),
      header.contacts.length > 0
        ? h(Text, { style: styles.contacts }, ...contactsLine(header.contacts, header.links))
        : null,
      h(Text, { style: styles.date }, header.date),
      ...blocks,
    ),
  );
}

export async function renderLetterPdf(header: LetterHeader, body: string, size: PageSize): Promise<Buffer> {
  registerFonts();
  return renderToBuffer(letterDocument(header, body, size) as Parameters<typeof renderToBuffer>[0]);
}
