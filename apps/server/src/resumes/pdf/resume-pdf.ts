/** A resume layout as a PDF file: embedded fonts, entries never split across pages, fixed margins (decision 009). */
import { createElement as h, type ReactElement } from 'react';
import { Document, Link, Page, StyleSheet, Text, View, renderToBuffer } from '@react-pdf/renderer';
import {
  BULLET,
  metricsFor,
  PAGE_POINTS,
  SIDE_SHARE,
  tint,
  type LayoutEntry,
  type LayoutSection,
  type Metrics,
  type ResumeLayout,
  type ResumeLook,
} from '@hirestride/resume-formats';
import { PAPER_SIZES, type PaperSize } from '@hirestride/shared/resume-design';
import { pdfFontFamily, registerFonts } from './fonts.js';

export const PAGE_SIZES = PAPER_SIZES;
export type PageSize = PaperSize;

/** The paper and page numbers; either left out is the resume's own choice (its design controls). */
export interface PdfOptions {
  size?: PageSize;
  pageNumbers?: boolean;
}

/** The standard margins in points: the cover letter's, and a resume's unless its design asks for others. */
export const PAGE_MARGINS = metricsFor('standard', 'standard').margins;

// Generous guesses of the body type's width (wide letters) and line height, so an entry near a page tall is caught.
const CHAR_WIDTH_SHARE = 0.55;
const OUTGROW_SHARE = 0.75;

/**
 * True when an entry could be taller than a page. Such an entry is allowed to break across pages: kept whole,
 * react-pdf would squeeze its page until lines overlap rather than break it.
 */
export function mayOutgrowPage(
  item: LayoutEntry,
  size: PageSize,
  metrics: Metrics = metricsFor('standard', 'standard'),
): boolean {
  const page = PAGE_POINTS[size];
  const perLine = Math.floor((page.width - 2 * metrics.margins.side) / (metrics.body * CHAR_WIDTH_SHARE));
  const lines = 1 + item.lines.reduce((sum, line) => sum + Math.max(1, Math.ceil(line.length / perLine)), 0);
  const usable = page.height - metrics.margins.top - metrics.margins.bottom;
  return lines * metrics.body * metrics.leading > usable * OUTGROW_SHARE;
}

const INK = '#0f172a';
const MUTED = '#475569';
const COLUMN_GAP = 16;

/** The styles of one look: sizes and spaces from its metrics, colours from its accent. */
function stylesFor(look: ResumeLook, size: PageSize) {
  const m = look.metrics;
  const textWidth = PAGE_POINTS[size].width - 2 * m.margins.side;
  const sideWidth = Math.round(textWidth * SIDE_SHARE);
  const accentHeading = look.template.headingInAccent ? look.accent : INK;
  return StyleSheet.create({
    page: {
      fontFamily: pdfFontFamily(look.font),
      // Contextual alternates change nothing a resume's text shows, and shaping them doubled Inter's drawing time.
      fontFeatureSettings: { calt: false },
      fontSize: m.body,
      paddingTop: m.margins.top,
      paddingBottom: m.margins.bottom,
      paddingHorizontal: m.margins.side,
      color: INK,
    },
    band: {
      backgroundColor: tint(look.accent, 0.1),
      marginTop: -m.margins.top,
      marginHorizontal: -m.margins.side,
      paddingTop: m.margins.top - 8,
      paddingHorizontal: m.margins.side,
      paddingBottom: 12,
      marginBottom: 4,
    },
    name: {
      fontSize: m.name,
      lineHeight: 1.15,
      fontWeight: 'bold',
      color: look.template.nameInAccent ? look.accent : INK,
    },
    headline: { fontSize: m.headline, lineHeight: m.leading, color: '#334155', marginTop: 2 },
    contacts: { fontSize: m.small, lineHeight: m.leading, color: MUTED, marginTop: 3 },
    link: { color: MUTED, textDecoration: 'none' as const },
    section: { marginTop: m.sectionGap },
    heading: {
      fontSize: m.heading,
      lineHeight: m.leading,
      fontWeight: 'bold',
      marginBottom: m.headingGap,
      color: accentHeading,
    },
    rule: {
      borderBottomWidth: 0.75,
      borderBottomColor: look.accent,
      paddingBottom: 2,
    },
    bar: { borderLeftWidth: 3, borderLeftColor: look.accent, paddingLeft: 6 },
    // react-pdf turns a bare multiple into points against the same style's font size, and the children inherit the
    // points: so the body's size is set here, and text of another size sets its own multiple.
    body: { fontSize: m.body, lineHeight: m.leading },
    entry: { marginBottom: m.entryGap },
    entryHead: { flexDirection: 'row', justifyContent: 'space-between' },
    entryTitle: { fontWeight: 'bold', flexShrink: 1, flexGrow: 1, flexBasis: 0, paddingRight: 12 },
    when: { color: MUTED, flexShrink: 0 },
    // In the narrow side column a date goes under its title: beside it, both would wrap word by word.
    sideWhen: { color: MUTED, fontSize: m.small, lineHeight: m.leading },
    // The bullet hangs in its own column, so a wrapped achievement lines up under its text.
    bulletRow: { flexDirection: 'row' },
    bulletMark: { width: m.body * 1.1, flexShrink: 0 },
    bulletText: { flexGrow: 1, flexShrink: 1, flexBasis: 0 },
    groupLabel: { fontWeight: 'bold' },
    columns: { flexDirection: 'row' },
    // Widths in points: a column sized by flex is first measured at no width, and its text then stands a word a line.
    side: { width: sideWidth, paddingRight: COLUMN_GAP },
    main: { width: textWidth - sideWidth },
    pageNumber: {
      position: 'absolute',
      bottom: Math.min(24, m.margins.bottom / 2),
      left: 0,
      right: 0,
      textAlign: 'center',
      fontSize: 8,
      color: '#64748b',
    },
  });
}
type Styles = ReturnType<typeof stylesFor>;

/** A line of an entry: an achievement (BULLET) with its bullet hanging, any other line as it is. */
function entryLine(styles: Styles, text: string, key: number, alignment: LayoutSection['alignment']): ReactElement {
  if (!text.startsWith(BULLET)) return h(Text, { key, style: { textAlign: alignment } }, text);
  return h(
    View,
    { key, style: styles.bulletRow },
    h(Text, { style: styles.bulletMark }, BULLET.trim()),
    h(Text, { style: [styles.bulletText, { textAlign: alignment }] }, text.slice(BULLET.length)),
  );
}

interface Drawing {
  styles: Styles;
  look: ResumeLook;
  size: PageSize;
}

function entry(d: Drawing, item: LayoutEntry, index: number, part: LayoutSection): ReactElement {
  // wrap: false keeps an entry on one page. One that may be taller than a page breaks instead, its head kept with
  // some of its lines.
  const breaks = mayOutgrowPage(item, d.size, d.look.metrics);
  const narrow = part.column === 'side';
  const head =
    item.title || item.when
      ? narrow
        ? [
            h(Text, { key: 'title', style: { fontWeight: 'bold' } }, item.title),
            item.when ? h(Text, { key: 'when', style: d.styles.sideWhen }, item.when) : null,
          ]
        : [
            h(
              View,
              { key: 'head', style: d.styles.entryHead, ...(breaks ? { minPresenceAhead: 48 } : {}) },
              h(Text, { style: d.styles.entryTitle }, item.title),
              h(Text, { style: d.styles.when }, item.when),
            ),
          ]
      : [];
  return h(
    View,
    { key: index, style: d.styles.entry, wrap: breaks },
    ...head,
    ...item.lines.map((line, lineIndex) => entryLine(d.styles, line, lineIndex, part.alignment)),
  );
}

/** What a section holds under its heading: its groups of skills, its one run of items, or its entries. */
function sectionBody(d: Drawing, part: LayoutSection): { blocks: ReactElement[]; firstMayBreak: boolean } {
  // In the side column each item of a group or list gets its own line: a run would wrap mid-item.
  const joiner = part.column === 'side' ? '\n' : ' · ';
  if (part.groups)
    return {
      blocks: part.groups.map((group, index) =>
        h(
          Text,
          { key: index, style: { textAlign: part.alignment, marginBottom: 3 } },
          h(Text, { style: d.styles.groupLabel }, part.column === 'side' ? `${group.label}\n` : `${group.label}: `),
          group.items.join(joiner),
        ),
      ),
      firstMayBreak: false,
    };
  if (part.inline)
    return {
      blocks: [h(Text, { key: 0, style: { textAlign: part.alignment } }, part.inline.join(joiner))],
      firstMayBreak: false,
    };
  return {
    blocks: part.entries.map((item, index) => entry(d, item, index, part)),
    firstMayBreak: part.entries[0] ? mayOutgrowPage(part.entries[0], d.size, d.look.metrics) : false,
  };
}

function section(d: Drawing, part: LayoutSection): ReactElement {
  const text = d.look.headingUppercase ? part.heading.toUpperCase() : part.heading;
  const mark = d.look.template.headingMark;
  const style = [d.styles.heading, ...(mark === 'rule' ? [d.styles.rule] : mark === 'bar' ? [d.styles.bar] : [])];
  const { blocks, firstMayBreak } = sectionBody(d, part);
  const [first, ...rest] = blocks;
  // A heading never ends a page: it is held together with its section's first block, which moves with it. A first
  // entry that may outgrow a page cannot be held whole; the heading then asks for room for some of it.
  const head = firstMayBreak
    ? [h(Text, { key: 'heading', style, minPresenceAhead: 48 }, text), first]
    : [h(View, { key: 'heading', wrap: false }, h(Text, { style }, text), first)];
  return h(View, { key: part.key, style: d.styles.section }, ...head, ...rest);
}

/** A resume's or a letter's contacts joined by " · ", the email and the profile link clickable, in the line's colour. */
export function contactsLine(
  contacts: string[],
  links: Record<string, string>,
  style: { color: string; textDecoration: 'none' } = { color: MUTED, textDecoration: 'none' },
): Array<string | ReactElement> {
  return contacts.flatMap((contact, index) => {
    const href = links[contact];
    const shown = href ? h(Link, { key: contact, src: href, style }, contact) : contact;
    return index === 0 ? [shown] : [' · ', shown];
  });
}

/** The PDF's React tree: exported for tests that look at the structure rather than the bytes. */
export function resumeDocument(layout: ResumeLayout, options: PdfOptions = {}): ReactElement {
  const look = layout.look;
  const size = options.size ?? look.pageSize;
  const styles = stylesFor(look, size);
  const d: Drawing = { styles, look, size };
  const align = { textAlign: layout.headerAlignment };
  const header = h(
    View,
    { style: [...(look.template.header === 'band' ? [styles.band] : []), align] },
    h(Text, { style: [styles.name, align] }, layout.name),
    layout.headline ? h(Text, { style: [styles.headline, align] }, layout.headline) : null,
    layout.contacts.length > 0
      ? h(Text, { style: [styles.contacts, align] }, ...contactsLine(layout.contacts, layout.links, styles.link))
      : null,
  );
  const side = layout.sections.filter((part) => part.column === 'side');
  const main = layout.sections.filter((part) => part.column !== 'side');
  // The side column is drawn first, so a reader of the text takes it whole before the main column.
  const body =
    side.length > 0
      ? [
          h(
            View,
            { key: 'columns', style: styles.columns },
            h(View, { style: styles.side }, ...side.map((part) => section(d, part))),
            h(View, { style: styles.main }, ...main.map((part) => section(d, part))),
          ),
        ]
      : main.map((part) => section(d, part));
  return h(
    Document,
    { title: `${layout.name} resume`, author: layout.name, creator: 'HireStride', producer: 'HireStride' },
    h(
      Page,
      { size: d.size, style: styles.page },
      // The line height is set on the content, not the page: on the page it stops react-pdf drawing the absolutely
      // placed page number.
      h(View, { style: styles.body }, header, ...body),
      (options.pageNumbers ?? look.pageNumbers)
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
export async function renderResumePdf(layout: ResumeLayout, options: PdfOptions = {}): Promise<Buffer> {
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
