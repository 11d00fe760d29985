/** A resume layout as a PDF file: embedded fonts, entries never split across pages, fixed margins (decision 009). */
import { createElement as h, type ReactElement } from 'react';
import { Document, Link, Page, StyleSheet, Text, View, renderToBuffer } from '@react-pdf/renderer';
import { BULLET, type LayoutEntry, type LayoutSection, type ResumeLayout } from '@hirestride/resume-formats';
import type { ResumeFont } from '@hirestride/shared/resume-design';
import { pdfFontFamily, registerFonts } from './fonts.js';

export const PAGE_SIZES = ['A4', 'LETTER'] as const;
export type PageSize = (typeof PAGE_SIZES)[number];

export interface PdfOptions {
  size: PageSize;
  pageNumbers: boolean;
  /** The resume's font (design_json's font_family read with resumeFont); Inter when not given. */
  font?: ResumeFont;
}

/** The page's fixed margins in points; the read-back check measures against the same numbers. */
export const PAGE_MARGINS = { top: 48, bottom: 54, side: 48 } as const;
const PAGE_POINTS: Record<PageSize, { width: number; height: number }> = {
  A4: { width: 595.28, height: 841.89 },
  LETTER: { width: 612, height: 792 },
};

// Generous guesses of 10 pt DejaVu Sans (wide letters, default line spacing), so an entry near a page tall is caught.
const CHARS_PER_POINT = 1 / 5.5;
const LINE_POINTS = 12.5;
const OUTGROW_SHARE = 0.75;

/**
 * True when an entry could be taller than a page. Such an entry is allowed to break across pages: kept whole,
 * react-pdf would squeeze its page until lines overlap rather than break it.
 */
export function mayOutgrowPage(item: LayoutEntry, size: PageSize): boolean {
  const page = PAGE_POINTS[size];
  const perLine = Math.floor((page.width - 2 * PAGE_MARGINS.side) * CHARS_PER_POINT);
  const lines = 1 + item.lines.reduce((sum, line) => sum + Math.max(1, Math.ceil(line.length / perLine)), 0);
  return lines * LINE_POINTS > (page.height - PAGE_MARGINS.top - PAGE_MARGINS.bottom) * OUTGROW_SHARE;
}

const styles = StyleSheet.create({
  page: {
    fontSize: 10,
    paddingTop: PAGE_MARGINS.top,
    paddingBottom: PAGE_MARGINS.bottom,
    paddingHorizontal: PAGE_MARGINS.side,
    color: '#0f172a',
  },
  band: {
    backgroundColor: '#eef2ff',
    marginTop: -48,
    marginHorizontal: -48,
    paddingTop: 40,
    paddingHorizontal: 48,
    paddingBottom: 12,
    marginBottom: 12,
  },
  name: { fontSize: 18, fontWeight: 'bold' },
  headline: { fontSize: 11, color: '#334155', marginTop: 2 },
  contacts: { fontSize: 9, color: '#475569', marginTop: 2 },
  link: { color: '#475569', textDecoration: 'none' },
  section: { marginTop: 12 },
  heading: { fontSize: 11, fontWeight: 'bold', marginBottom: 4, paddingBottom: 2 },
  rule: { borderBottomWidth: 0.75, borderBottomColor: '#94a3b8' },
  entry: { marginBottom: 6 },
  entryHead: { flexDirection: 'row', justifyContent: 'space-between' },
  entryTitle: { fontWeight: 'bold', flexShrink: 1, flexGrow: 1, flexBasis: 0, paddingRight: 12 },
  when: { color: '#475569', flexShrink: 0 },
  // The bullet hangs in its own column, so a wrapped achievement lines up under its text.
  bulletRow: { flexDirection: 'row' },
  bulletMark: { width: 11, flexShrink: 0 },
  bulletText: { flexGrow: 1, flexShrink: 1, flexBasis: 0 },
  groupLabel: { fontWeight: 'bold' },
  pageNumber: {
    position: 'absolute',
    bottom: 24,
    left: 0,
    right: 0,
    textAlign: 'center',
    fontSize: 8,
    color: '#64748b',
  },
});

/** A line of an entry: an achievement (BULLET) with its bullet hanging, any other line as it is. */
function entryLine(text: string, key: number, alignment: LayoutSection['alignment']): ReactElement {
  if (!text.startsWith(BULLET)) return h(Text, { key, style: { textAlign: alignment } }, text);
  return h(
    View,
    { key, style: styles.bulletRow },
    h(Text, { style: styles.bulletMark }, BULLET.trim()),
    h(Text, { style: [styles.bulletText, { textAlign: alignment }] }, text.slice(BULLET.length)),
  );
}

function entry(item: LayoutEntry, index: number, alignment: LayoutSection['alignment'], size: PageSize): ReactElement {
  // wrap: false keeps an entry on one page. One that may be taller than a page breaks instead, its head kept with
  // some of its lines.
  const breaks = mayOutgrowPage(item, size);
  return h(
    View,
    { key: index, style: styles.entry, wrap: breaks },
    item.title || item.when
      ? h(
          View,
          { style: styles.entryHead, ...(breaks ? { minPresenceAhead: 48 } : {}) },
          h(Text, { style: styles.entryTitle }, item.title),
          h(Text, { style: styles.when }, item.when),
        )
      : null,
    ...item.lines.map((line, lineIndex) => entryLine(line, lineIndex, alignment)),
  );
}

/** What a section holds under its heading: its groups of skills, its one run of items, or its entries. */
function sectionBody(part: LayoutSection, size: PageSize): { blocks: ReactElement[]; firstMayBreak: boolean } {
  if (part.groups)
    return {
      blocks: part.groups.map((group, index) =>
        h(
          Text,
          { key: index, style: { textAlign: part.alignment, marginBottom: 2 } },
          h(Text, { style: styles.groupLabel }, `${group.label}: `),
          group.items.join(' · '),
        ),
      ),
      firstMayBreak: false,
    };
  if (part.inline)
    return {
      blocks: [h(Text, { key: 0, style: { textAlign: part.alignment } }, part.inline.join(' · '))],
      firstMayBreak: false,
    };
  return {
    blocks: part.entries.map((item, index) => entry(item, index, part.alignment, size)),
    firstMayBreak: part.entries[0] ? mayOutgrowPage(part.entries[0], size) : false,
  };
}

function section(layout: ResumeLayout, part: LayoutSection, size: PageSize): ReactElement {
  const text = layout.look.headingUppercase ? part.heading.toUpperCase() : part.heading;
  const style = [styles.heading, ...(layout.look.headingRule ? [styles.rule] : [])];
  const { blocks, firstMayBreak } = sectionBody(part, size);
  const [first, ...rest] = blocks;
  // A heading never ends a page: it is held together with its section's first block, which moves with it. A first
  // entry that may outgrow a page cannot be held whole; the heading then asks for room for some of it.
  const head = firstMayBreak
    ? [h(Text, { key: 'heading', style, minPresenceAhead: 48 }, text), first]
    : [h(View, { key: 'heading', wrap: false }, h(Text, { style }, text), first)];
  return h(View, { key: part.key, style: styles.section }, ...head, ...rest);
}

/** A resume's or a letter's contacts joined by " · ", the email and the profile link clickable, in the line's colour. */
export function contactsLine(contacts: string[], links: Record<string, string>): Array<string | ReactElement> {
  return contacts.flatMap((contact, index) => {
    const href = links[contact];
    const shown = href ? h(Link, { key: contact, src: href, style: styles.link }, contact) : contact;
    return index === 0 ? [shown] : [' · ', shown];
  });
}

/** The PDF's React tree: exported for tests that look at the structure rather than the bytes. */
export function resumeDocument(layout: ResumeLayout, options: PdfOptions): ReactElement {
  const header = h(
    View,
    { style: [...(layout.look.band ? [styles.band] : []), { textAlign: layout.headerAlignment }] },
    h(Text, { style: [styles.name, { textAlign: layout.headerAlignment }] }, layout.name),
    layout.headline
      ? h(Text, { style: [styles.headline, { textAlign: layout.headerAlignment }] }, layout.headline)
      : null,
    layout.contacts.length > 0
      ? h(
          Text,
          { style: [styles.contacts, { textAlign: layout.headerAlignment }] },
          ...contactsLine(layout.contacts, layout.links),
        )
      : null,
  );
  return h(
    Document,
    { title: `${layout.name} resume`, author: layout.name, creator: 'HireStride', producer: 'HireStride' },
    h(
      Page,
      { size: options.size, style: [styles.page, { fontFamily: pdfFontFamily(options.font ?? 'Inter') }] },
      // No lineHeight anywhere: react-pdf's default spacing reads well, and a lineHeight on the page stops it drawing
      // the absolutely placed page number.
      header,
      ...layout.sections.map((part) => section(layout, part, options.size)),
      options.pageNumbers
        ? h(Text, {
            style: styles.pageNumber,
            fixed: true,
            render: ({ pageNumber, totalPages }: { pageNumber: number; totalPages: number }) =>
              `${pageNumber} / ${totalPages}`,
          })
        : null,
    ),
  );
}

/** Renders the layout to PDF bytes. */
export async function renderResumePdf(layout: ResumeLayout, options: PdfOptions): Promise<Buffer> {
  registerFonts();
  return renderToBuffer(resumeDocument(withLetters(layout), options) as Parameters<typeof renderToBuffer>[0]);
}

/**
 * Ligature characters ("ﬁ", "ﬂ": text pasted out of another PDF) as their letters. The font still joins them on the
 * page, but the text layer then reads "finance", as an applicant-tracking system searches for it, not "ﬁnance".
 */
const LIGATURE = /[\ufb00-\ufb06]/g;
const letters = (text: string) => text.replace(LIGATURE, (ligature) => ligature.normalize('NFKC'));
const fold = (value: unknown): unknown =>
  typeof value === 'string'
    ? letters(value)
    : Array.isArray(value)
      ? value.map(fold)
      : value && typeof value === 'object'
        ? // Keys too: `links` is keyed by the contact's text.
          Object.fromEntries(Object.entries(value).map(([key, item]) => [letters(key), fold(item)]))
        : value;
export const withLetters = (layout: ResumeLayout) => fold(layout) as ResumeLayout;
