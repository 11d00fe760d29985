/**
 * Lines of a multi-line text (an experience's description, a snippet) as "Improve this line" works on them: one line
 * at a time, found by index, replaced without touching the others or the line's own bullet marker and indent.
 */

/** A list marker and its spaces, as the resume layout and descriptionLines recognise them. */
const MARKER = /^\s*(?:[-•*▪◦‣]|\d+[.)])\s+/;

export interface TextLine {
  /** The line's index among all lines of the text, blank ones included. */
  index: number;
  /** The line as written, marker included, outer spaces trimmed. */
  text: string;
}

/** The text's non-blank lines with where each is. */
export function textLines(text: string): TextLine[] {
  return text
    .split(/\r?\n/)
    .map((line, index) => ({ index, text: line.trim() }))
    .filter((line) => line.text !== '');
}

/** The line the caret at `offset` is on; the first non-blank line when that one is blank; null for a blank text. */
export function lineAt(text: string, offset: number): TextLine | null {
  const lines = textLines(text);
  const index = text.slice(0, Math.max(0, offset)).split(/\r?\n/).length - 1;
  return lines.find((line) => line.index === index) ?? lines[0] ?? null;
}

/** `text` with line `index` replaced by `replacement`, keeping that line's indent and marker and every other line. */
export function replaceLine(text: string, index: number, replacement: string): string {
  const separator = text.includes('\r\n') ? '\r\n' : '\n';
  const lines = text.split(/\r?\n/);
  const old = lines[index];
  if (old === undefined) return text;
  const marker = MARKER.exec(old)?.[0] ?? old.match(/^\s*/)![0];
  lines[index] = marker + replacement.replace(MARKER, '').trim();
  return lines.join(separator);
}
