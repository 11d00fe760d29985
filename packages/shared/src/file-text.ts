/** Text as the files we write can hold it: Word's XML 1.0 and iCalendar both forbid most control characters. */

/** A vertical tab or a form feed (Word writes a vertical tab for a manual line break) is a line break. */
const LINE_BREAKS = /[\v\f]/g;
/**
 * What XML 1.0 cannot hold at all: C0 controls other than tab, line feed and carriage return, U+FFFE and U+FFFF, and
 * half of a surrogate pair. Word refuses to open a file with one of them in it.
 */
// eslint-disable-next-line no-control-regex -- these control characters are exactly what the files cannot hold
const FORBIDDEN = /[\u0000-\u0008\u000E-\u001F\uFFFE\uFFFF]|\p{Cs}/gu;

/** The control characters in `text` that XML 1.0 forbids (all below U+0020 but tab, line feed and return). */
export const forbiddenControls = (text: string): string[] =>
  [...text].filter((char) => char < ' ' && char !== '\t' && char !== '\n' && char !== '\r');

/** `text` with its line-break controls as line feeds and every character XML 1.0 forbids left out. */
export function fileText(text: string): string {
  return text.replace(LINE_BREAKS, '\n').replace(FORBIDDEN, '');
}

/** Every string in a plain value (objects, arrays) through fileText, keys included; the value is not changed. */
export function fileTextDeep<T>(value: T): T {
  if (typeof value === 'string') return fileText(value) as T;
  if (Array.isArray(value)) return value.map((item: unknown) => fileTextDeep(item)) as T;
  if (value !== null && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [fileText(key), fileTextDeep(item)])) as T;
  }
  return value;
}
