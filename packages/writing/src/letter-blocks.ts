/**
 * A letter's text as blocks for the files: paragraphs separated by a blank line, lines starting "- " as list
 * items, **bold** inside either. The editor writes this form, so the PDF, the Word file and the text file read it
 * the same way.
 */

export interface Span {
  text: string;
  bold: boolean;
}

export type LetterBlock = { kind: 'paragraph'; lines: Span[][] } | { kind: 'list'; items: Span[][] };

const LIST_ITEM = /^\s*[-•*]\s+/;

/** "a **b** c" → spans; an unmatched "**" is kept as written. */
export function spansOf(text: string): Span[] {
  const spans: Span[] = [];
  const pattern = /\*\*(.+?)\*\*/g;
  let at = 0;
  for (const match of text.matchAll(pattern)) {
    if (match.index > at) spans.push({ text: text.slice(at, match.index), bold: false });
    spans.push({ text: match[1]!, bold: true });
    at = match.index + match[0].length;
  }
  if (at < text.length) spans.push({ text: text.slice(at), bold: false });
  return spans;
}

/** The letter's blocks in order; a paragraph keeps its single line breaks (the sign-off and the name). */
export function letterBlocks(body: string): LetterBlock[] {
  const blocks: LetterBlock[] = [];
  for (const chunk of body.replace(/\r\n?/g, '\n').split(/\n\s*\n/)) {
    const lines = chunk.split('\n').filter((line) => line.trim() !== '');
    if (lines.length === 0) continue;
    // A chunk of list items (and only those) is a list; mixed lines stay one paragraph.
    if (lines.every((line) => LIST_ITEM.test(line)))
      blocks.push({ kind: 'list', items: lines.map((line) => spansOf(line.replace(LIST_ITEM, '').trim())) });
    else blocks.push({ kind: 'paragraph', lines: lines.map((line) => spansOf(line.trim())) });
  }
  return blocks;
}

const plain = (spans: Span[]) => spans.map((span) => span.text).join('');

/** True when the letter has no word in it (blank lines, an empty bullet or bold markers alone): nothing to send. */
export const letterIsEmpty = (body: string): boolean => !/[\p{L}\p{N}]/u.test(body);

/** The letter as plain text for pasting into a form: no asterisks, list items as "• ". */
export function letterText(body: string): string {
  return letterBlocks(body)
    .map((block) =>
      block.kind === 'list'
        ? block.items.map((item) => `• ${plain(item)}`).join('\n')
        : block.lines.map(plain).join('\n'),
    )
    .join('\n\n');
}
