/**
 * Lists in a sidebar with no heading of their own: many templates print skills as a column of short tags beside
 * the main text, under the contact details, with only an icon for a heading. A run of such tags in the narrower
 * column, in the part of the resume before the first known section or under the summary, is read as skills.
 */
import type { DocLine } from '../types.js';
import { findDateRange } from './dates.js';
import { headingKindByWords } from './headings.js';
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
    // A phone number or postcode is no tag; a standard's number is ("API 610", "ISO 9001").
    !/[@/:]|www\.|^[+(]?\d/.test(text) &&
    (text.match(/\d/g) ?? []).length <= 4 &&
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
  return takeRuns(lines, inSidebar);
}

/** How a heading is set, letter case aside: tags in capitals ("MATLAB") share it with tags in title case. */
const setAs = (line: DocLine) => `${line.heading ? 'h' : ''}|${line.bold ? 'b' : ''}|${line.size ?? ''}`;

/**
 * Takes runs of tags set like the section headings out of `lines`: a Word file (or a PDF saved from one) whose
 * template gives each skill a heading style stacks "headings" such as "ADR", "Route planning" under the contact
 * details. Headings never stack three deep, so such a run is a list of skills.
 */
export function takeHeadingTags(lines: DocLine[], all: DocLine[]): { kept: DocLine[]; tags: DocLine[] } {
  const headingSet = new Set(all.filter((line) => headingKindByWords(line)).map(setAs));
  const setLikeHeading = (line: DocLine) =>
    !headingKindByWords(line) && (line.heading === true || (line.size !== undefined && headingSet.has(setAs(line))));
  // Tags are set alike: a name and a headline over the contact details, each in its own size, are no run.
  return takeRuns(lines, setLikeHeading, setAs);
}

function takeRuns(
  lines: DocLine[],
  inRun: (line: DocLine) => boolean,
  lookOf?: (line: DocLine) => string,
): { kept: DocLine[]; tags: DocLine[] } {
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
    if (last && lookOf && inRun(line) && isTag(line) && lookOf(line) !== lookOf(last) && !startsLowercase(line.text))
      flush();
    if (inRun(line) && isTag(line)) {
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
