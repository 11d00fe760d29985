/**
 * Emails and links broken across lines: a narrow sidebar wraps a long address mid-word ("jo.bloggs@example.c" +
 * "om", "https://www.linkedin.co" + "m/in/jo"). The pieces are put back together when the line is only the end
 * of the address.
 */
import type { DocLine } from '../types.js';

// The last word of a line that is the start of an address: it holds "@", "://" or "www.".
const ADDRESS_START = /(?:^|\s)(\(?(?:mailto:)?\S*(?:@|:\/\/|www\.)\S*)$/i;
// The line after is one word that can go on an address: no space, not starting with a capital after a full stop.
const ADDRESS_END = /^[\p{Ll}\d./\-_~%#?=&+)]\S*$/u;
const EMAIL = /^\(?(?:mailto:)?[\w.+-]+@[\w-]+(?:\.[\w-]+)*\.\p{L}{2,}\)?$/u;
const URL = /^\(?(?:https?:\/\/)?(?:www\.)?[\w-]+(?:\.[\w-]+)*\.\p{L}{2,}(?:[/?#]\S*)?$/u;

const AT_EDGE = 0.97;

/** Joins an address's pieces; `EMAIL` and `URL` decide whether the joined word is a whole address. */
export function joinBrokenLinks(lines: DocLine[]): DocLine[] {
  const joined: DocLine[] = [];
  for (const line of lines) {
    const previous = joined.at(-1);
    const start = previous && !previous.right ? ADDRESS_START.exec(previous.text) : null;
    const text = line.text.trim();
    // A line that opens an address of its own is the next address, not the end of this one.
    const opens = /^(?:https?:\/\/|www\.|mailto:)/i.test(text) || EMAIL.test(text);
    if (start && !line.bullet && !opens && ADDRESS_END.test(text) && previous!.column === line.column) {
      const word = start[1]! + text;
      const isAddress = (value: string) => EMAIL.test(value) || URL.test(value);
      // A start that is already a whole address ("www.example.co") takes only a piece that goes on its path.
      // …or any piece when the start ran to its column's edge (a PDF says where its lines end): "…/in/priyarama" /
      // "cpa".
      const atEdge = (previous!.end ?? 0) >= AT_EDGE && line.gapBefore === 0;
      if (isAddress(word) && (!isAddress(start[1]!) || /[/.)]/.test(text) || atEdge)) {
        joined[joined.length - 1] = { ...previous!, text: previous!.text + text };
        continue;
      }
    }
    joined.push(line);
  }
  return joined;
}
