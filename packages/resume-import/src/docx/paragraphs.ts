/**
 * A Word part (word/document.xml, a header) as DocLines: paragraphs with their style's look, list items as bullets,
 * text after a tab as `right`, text boxes, and tables read row by row.
 */
import type { DocLine } from '../types.js';
import type { StyleInfo } from './styles.js';
import { isOn, tokens } from './xml.js';

interface Run {
  text: string;
  bold?: boolean;
  caps?: boolean;
  halfPoints?: number;
}

interface Paragraph {
  styleId?: string;
  numId?: string;
  runs: Run[];
  links: string[];
}

/** Links worth reading as contact details: email addresses and profiles, which a resume often shows as a word. */
const CONTACT_LINK = /^mailto:|linkedin\.com|github\.com|gitlab\.com|behance\.net|dribbble\.com|xing\.com/i;

const GLUED_DURATION = /\b((?:19|20)\d{2})(\d{1,2} (?:years?|yrs?|months?|mos?)\b)/g;

/** Where finished lines go: the document, or a table cell being read. */
type Sink = DocLine[];

interface Table {
  rows: Sink[][];
}

export interface PartContext {
  styles: Map<string, StyleInfo>;
  numbering: Set<string> | null;
  defaultHalfPoints?: number;
  /** Relationship id to link target, for hyperlinks. */
  links: Map<string, string>;
}

/** One paragraph as lines: a soft line break in Word starts a new line of the resume. */
function linesOf(paragraph: Paragraph, context: PartContext): DocLine[] {
  const style = paragraph.styleId ? context.styles.get(paragraph.styleId) : undefined;
  const numId = paragraph.numId ?? (style?.numbered ? 'style' : undefined);
  const bullet =
    numId !== undefined && numId !== '0' && (numId === 'style' || !context.numbering || context.numbering.has(numId));
  const inked = paragraph.runs.filter((run) => run.text.trim() !== '');
  const bold = inked.length > 0 && inked.every((run) => run.bold ?? style?.bold ?? false);
  const caps = inked.length > 0 && inked.every((run) => run.caps ?? style?.caps ?? false);
  const sizes = inked
    .map((run) => run.halfPoints ?? style?.halfPoints ?? context.defaultHalfPoints)
    .filter((size): size is number => size !== undefined);
  const size = sizes.length > 0 ? Math.max(...sizes) / 2 : undefined;
  // A year glued to the length of service after it ("Feb, 20222 years 1 month"): two elements of a page converted to
  // Word side by side, with nothing between them.
  const text = paragraph.runs
    .map((run) => run.text)
    .join('')
    .replace(GLUED_DURATION, '$1 $2');
  const lines: DocLine[] = [];
  for (const [index, piece] of text.split('\n').entries()) {
    const parts = piece
      .split('\t')
      .map((part) => part.trim())
      .filter(Boolean);
    const line: DocLine = { text: parts.length >= 2 ? parts.slice(0, -1).join(' | ') : (parts[0] ?? '') };
    if (parts.length >= 2) line.right = parts[parts.length - 1]!;
    if (bold) line.bold = true;
    if (caps) line.caps = true;
    if (size) line.size = size;
    if (style?.heading) line.heading = true;
    if (bullet && index === 0) {
      line.bullet = true;
      line.listItem = true;
    }
    lines.push(line);
  }
  return lines;
}

/** Reads a Word XML part into lines, and gathers the targets of its hyperlinks. */
export function readPart(xml: string, context: PartContext): { lines: DocLine[]; links: string[] } {
  const out: DocLine[] = [];
  const links: string[] = [];
  const paragraphs: Paragraph[] = [];
  const tables: Table[] = [];
  const sinks: Sink[] = [out];
  let run: Run | null = null;
  let inParagraphProps = 0;
  let inRunProps = false;
  let inText = false;
  let skipDepth = 0;
  let hyperlink: { paragraph: Paragraph; from: number; target: string } | null = null;

  const sink = () => sinks[sinks.length - 1]!;
  for (const token of tokens(xml)) {
    if (skipDepth > 0) {
      // The fallback copy of a text box repeats what its preferred copy already gave.
      if (token.type === 'open' && token.name === 'mc:Fallback' && !token.selfClosing) skipDepth += 1;
      if (token.type === 'close' && token.name === 'mc:Fallback') skipDepth -= 1;
      continue;
    }
    if (token.type === 'text') {
      if (inText && run) run.text += token.text;
      continue;
    }
    const paragraph = paragraphs[paragraphs.length - 1];
    if (token.type === 'open') {
      const { name, attrs, selfClosing } = token;
      switch (name) {
        case 'mc:Fallback':
          if (!selfClosing) skipDepth = 1;
          break;
        case 'w:p':
          if (selfClosing) sink().push({ text: '' });
          else paragraphs.push({ runs: [], links: [] });
          break;
        case 'w:pPr':
          if (!selfClosing) inParagraphProps += 1;
          break;
        case 'w:pStyle':
          if (paragraph && inParagraphProps) paragraph.styleId = attrs['w:val'];
          break;
        case 'w:numId':
          if (paragraph && inParagraphProps) paragraph.numId = attrs['w:val'];
          break;
        case 'w:r':
          if (!selfClosing && paragraph) {
            run = { text: '' };
            paragraph.runs.push(run);
          }
          break;
        case 'w:rPr':
          if (run && !inParagraphProps && !selfClosing) inRunProps = true;
          break;
        case 'w:b':
          if (run && inRunProps) run.bold = isOn(attrs);
          break;
        case 'w:caps':
          if (run && inRunProps) run.caps = isOn(attrs);
          break;
        case 'w:sz':
          if (run && inRunProps && attrs['w:val']) run.halfPoints = Number(attrs['w:val']);
          break;
        case 'w:t':
          if (!selfClosing) inText = true;
          break;
        case 'w:tab':
          if (run && !inParagraphProps) run.text += '\t';
          break;
        case 'w:br':
        case 'w:cr':
          if (run && attrs['w:type'] !== 'page' && attrs['w:type'] !== 'column') run.text += '\n';
          break;
        case 'w:noBreakHyphen':
          if (run) run.text += '-';
          break;
        case 'w:hyperlink': {
          const target = attrs['r:id'] ? context.links.get(attrs['r:id']) : undefined;
          if (target) links.push(target);
          if (target && paragraph && CONTACT_LINK.test(target) && !selfClosing) {
            hyperlink = { paragraph, from: paragraph.runs.length, target };
          }
          break;
        }
        case 'w:tbl':
          if (!selfClosing) tables.push({ rows: [] });
          break;
        case 'w:tr':
          if (!selfClosing) tables[tables.length - 1]?.rows.push([]);
          break;
        case 'w:tc': {
          const row = tables[tables.length - 1]?.rows.at(-1);
          if (row && !selfClosing) {
            const cell: Sink = [];
            row.push(cell);
            sinks.push(cell);
          }
          break;
        }
      }
      continue;
    }
    switch (token.name) {
      case 'w:t':
        inText = false;
        break;
      case 'w:pPr':
        inParagraphProps = Math.max(0, inParagraphProps - 1);
        break;
      case 'w:rPr':
        inRunProps = false;
        break;
      case 'w:r':
        run = null;
        break;
      case 'w:p': {
        const done = paragraphs.pop();
        if (done) sink().push(...linesOf(done, context));
        run = null;
        break;
      }
      case 'w:hyperlink':
        if (hyperlink) {
          // A profile or email shown as a word ("LinkedIn") is read as the address it points at.
          const shown = hyperlink.paragraph.runs.slice(hyperlink.from);
          if (shown[0] && !/@|\.\w{2,}\//.test(shown.map((item) => item.text).join(''))) {
            shown[0].text = hyperlink.target.replace(/^mailto:/i, '');
            for (const item of shown.slice(1)) item.text = '';
          }
          hyperlink = null;
        }
        break;
      case 'w:tc':
        if (sinks.length > 1) sinks.pop();
        break;
      case 'w:tbl': {
        const table = tables.pop();
        if (table) sink().push(...tableLines(table));
        break;
      }
    }
  }
  return { lines: out, links };
}

/**
 * A table's lines. A row of single lines is one line of the resume ("Title | Company" with the date in the last
 * cell as `right`); a row whose cells hold paragraphs (a sidebar beside the main column) is read cell by cell.
 */
function tableLines(table: Table): DocLine[] {
  const lines: DocLine[] = [];
  for (const row of table.rows) {
    const cells = row.map((cell) => cell.filter((line) => line.text.trim() !== '' || line.right));
    const filled = cells.filter((cell) => cell.length > 0);
    if (filled.length >= 2 && filled.every((cell) => cell.length === 1)) {
      const [first, ...rest] = filled.map((cell) => cell[0]!);
      const last = rest[rest.length - 1]!;
      const middle = rest.slice(0, -1).map((line) => [line.text, line.right].filter(Boolean).join(' | '));
      lines.push({
        ...first!,
        text: [first!.text, first!.right, ...middle].filter(Boolean).join(' | '),
        right: [last.text, last.right].filter(Boolean).join(' | '),
      });
      continue;
    }
    for (const [column, cell] of cells.entries()) {
      for (const line of cell) lines.push(cells.length > 1 ? { ...line, column } : line);
    }
  }
  return lines;
}
