/**
 * Date ranges wrapped in a narrow date column: LaTeX's moderncv and similar layouts set "Mar 2022 –" beside the
 * role and its end ("Present", "Feb 2022") on the line below, under the start. Read in rows, the role's line opens
 * with a range left open and the next line is the end alone; the end is put back into the range.
 */
import type { DocLine } from '../types.js';
import { findDateRange, isOnlyDate, isPresent } from './dates.js';

// A line that opens with a date, a dash and then text that is not a date: "Mar 2022 – Marketing Coordinator".
const OPEN_RANGE = /^(\S[^–—-]{1,18}?)\s*([–—-])\s+(?=\S)/;
/** How far into its column a wrapped end may start: the date column is narrow, the text beside it starts later. */
const DATE_COLUMN = 0.2;

/** Whether `text` is the end of a range on its own: a date or "Present". */
const isEnd = (text: string) => isPresent(text) || (isOnlyDate(text) && findDateRange(text)?.start !== undefined);

/** Lines with each wrapped range's end joined back into the range on the line above. */
export function joinWrappedRanges(lines: DocLine[]): DocLine[] {
  const joined: DocLine[] = [];
  for (const line of lines) {
    const previous = joined.at(-1);
    const open = previous && !previous.bullet ? OPEN_RANGE.exec(previous.text) : null;
    const start = open ? open[1]! : '';
    // The line's own period is the start alone: "Mar 2020 – Feb 2022 Marketing Assistant" is whole already.
    const period = previous ? findDateRange(previous.text) : null;
    if (
      open &&
      previous &&
      isOnlyDate(start) &&
      period?.index === 0 &&
      period.length <= start.length &&
      !line.bullet &&
      !line.right &&
      line.page === previous.page &&
      line.column === previous.column &&
      (line.x ?? 0) <= DATE_COLUMN &&
      isEnd(line.text.trim())
    ) {
      const rest = previous.text.slice(open[0].length);
      joined[joined.length - 1] = { ...previous, text: `${start} ${open[2]} ${line.text.trim()} ${rest}` };
      continue;
    }
    joined.push(line);
  }
  return joined;
}
