/**
 * Lists in a sidebar with no heading of their own: many templates print skills as a column of short tags beside
 * the main text, under the contact details, with only an icon for a heading. A run of such tags in the narrower
 * column, in the part of the resume before the first known section or under the summary, is read as skills.
 */
import type { DocLine } from '../types.js';
import { findDateRange } from './dates.js';
import { bulletOf, endsSentence, startsLowercase, wordCount } from './lines.js';
import { isPlace } from './places.js';

// A tag: a few words, no sentence, no contact detail, no date.
const MAX_TAG_WORDS = 4;
// Fewer tags than this in a row are a label or two, not a list.
const MIN_TAGS = 3;
// A sidebar holds less than this share of the text of the column beside it.
const SIDEBAR_SHARE = 0.5;

const isTag = (line: DocLine) => {
  const { text } = bulletOf(line);
  return (
    wordCount(text) >= 1 &&
    wordCount(text) <= MAX_TAG_WORDS &&
    !endsSentence(text) &&
    !/[@/:]|\d{3,}|www\./.test(text) &&
    !findDateRange(text) &&
    !isPlace(text)
  );
};

/** The columns that are sidebars: each holds much less text than another column on the same page. */
function sidebarColumns(lines: DocLine[]): Set<string> {
  const chars = new Map<string, number>();
  for (const line of lines)
    if (line.column !== undefined) {
      const key = `${line.page ?? 0}:${line.column}`;
      chars.set(key, (chars.get(key) ?? 0) + line.text.length);
    }
  const sidebars = new Set<string>();
  for (const [key, count] of chars) {
    const page = key.split(':')[0];
    const others = [...chars].filter(([other]) => other !== key && other.split(':')[0] === page);
    if (others.some(([, other]) => count < SIDEBAR_SHARE * other)) sidebars.add(key);
  }
  return sidebars;
}

/**
 * Takes runs of sidebar tags out of `lines` (the lines of a header or summary section). Returns the lines left and
 * the tags, a tag wrapped onto a second line ("Tachograph" + "rules") joined back.
 */
export function takeSidebarTags(lines: DocLine[], all: DocLine[]): { kept: DocLine[]; tags: DocLine[] } {
  const sidebars = sidebarColumns(all);
  const inSidebar = (line: DocLine) => line.column !== undefined && sidebars.has(`${line.page ?? 0}:${line.column}`);
  const kept: DocLine[] = [];
  const tags: DocLine[] = [];
  let run: DocLine[] = [];
  const flush = () => {
    if (run.length >= MIN_TAGS) tags.push(...run);
    else kept.push(...run);
    run = [];
  };
  for (const line of lines) {
    const last = run.at(-1);
    if (inSidebar(line) && isTag(line)) {
      // A lowercase word right under a tag (no gap) is the tag wrapped in a narrow column.
      if (last && startsLowercase(line.text) && !line.gapBefore)
        run[run.length - 1] = { ...last, text: `${last.text} ${line.text}` };
      else run.push(line);
    } else {
      flush();
      kept.push(line);
    }
  }
  flush();
  return { kept, tags };
}
