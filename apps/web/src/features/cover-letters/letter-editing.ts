/**
 * The letter editor's text operations, without React: the body as paragraphs (split on a blank line, as the files
 * read it), bold and list toggles on a selection, and which paragraph each unbacked claim sits in.
 */
import type { Claim } from '../../api/cover-letters';

/** The body's paragraphs as the editor shows them (at least one, possibly empty, to type in). */
export function toParagraphs(body: string): string[] {
  const parts = body
    .replace(/\r\n?/g, '\n')
    .split(/\n[ \t]*\n/)
    .map((part) => part.replace(/^\n+|\n+$/g, ''))
    .filter((part) => part.trim() !== '');
  return parts.length > 0 ? parts : [''];
}

/** The body the server stores: the paragraphs that have text, a blank line between them. */
export function toBody(paragraphs: readonly string[]): string {
  return paragraphs.filter((part) => part.trim() !== '').join('\n\n');
}

/** A text, and the selection in it. */
export interface Edit {
  value: string;
  start: number;
  end: number;
}

/** Wraps the selection in ** (or unwraps it when already bold); with nothing selected, the word at the caret. */
export function toggleBold({ value, start, end }: Edit): Edit {
  let from = start;
  let to = end;
  if (from === to) {
    while (from > 0 && /\S/.test(value[from - 1]!)) from -= 1;
    while (to < value.length && /\S/.test(value[to]!)) to += 1;
  }
  // Spaces at the selection's edges stay outside the markers: "** word**" is not bold.
  while (from < to && /\s/.test(value[from]!)) from += 1;
  while (to > from && /\s/.test(value[to - 1]!)) to -= 1;
  if (from === to) return { value: `${value.slice(0, from)}****${value.slice(to)}`, start: from + 2, end: from + 2 };
  const selected = value.slice(from, to);
  if (selected.startsWith('**') && selected.endsWith('**') && selected.length >= 4) {
    const inner = selected.slice(2, -2);
    return { value: value.slice(0, from) + inner + value.slice(to), start: from, end: from + inner.length };
  }
  if (value.slice(from - 2, from) === '**' && value.slice(to, to + 2) === '**') {
    return { value: value.slice(0, from - 2) + selected + value.slice(to + 2), start: from - 2, end: to - 2 };
  }
  return { value: `${value.slice(0, from)}**${selected}**${value.slice(to)}`, start: from + 2, end: to + 2 };
}

const ITEM = /^- /;

/** Makes the selected lines list items ("- "), or plain lines again when they all are. */
export function toggleList({ value, start, end }: Edit): Edit {
  const lineStart = value.lastIndexOf('\n', start - 1) + 1;
  const nextBreak = value.indexOf('\n', Math.max(end - (end > start && value[end - 1] === '\n' ? 1 : 0), start));
  const lineEnd = nextBreak === -1 ? value.length : nextBreak;
  const lines = value.slice(lineStart, lineEnd).split('\n');
  const allItems = lines.every((line) => ITEM.test(line));
  const changed = lines.map((line) => (allItems ? line.replace(ITEM, '') : ITEM.test(line) ? line : `- ${line}`));
  const replaced = changed.join('\n');
  return {
    value: value.slice(0, lineStart) + replaced + value.slice(lineEnd),
    start: lineStart,
    end: lineStart + replaced.length,
  };
}

/** Each claim's paragraph, for claims found in toBody(paragraphs) (the offsets the server's check returns). */
export function claimsByParagraph(paragraphs: readonly string[], claims: readonly Claim[]): Map<number, Claim[]> {
  const out = new Map<number, Claim[]>();
  let offset = 0;
  paragraphs.forEach((paragraph, index) => {
    if (paragraph.trim() === '') return;
    const end = offset + paragraph.length;
    const inside = claims.filter((claim) => claim.start >= offset && claim.start < end);
    if (inside.length > 0) out.set(index, inside);
    offset = end + 2;
  });
  return out;
}

/** The same key the server's export check uses for a confirmed claim (packages/writing claimKey). */
export { claimKey } from '@hirestride/writing/claim-key';
