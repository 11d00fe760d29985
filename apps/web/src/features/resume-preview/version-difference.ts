/** What another version of a resume says that this one does not, as the lines of its text, to choose between them. */
import { layoutToText } from '@hirestride/resume-formats/plain-text';
import { layoutResume } from '@hirestride/resume-formats/resume-layout';
import type { ResumeVersion } from '@hirestride/shared/resume';

type Snippets = ReadonlyMap<number, { title: string; content: string }>;

const linesOf = (version: ResumeVersion, snippets: Snippets) =>
  layoutToText(layoutResume(version, snippets))
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);

/**
 * The other version's lines that this one lacks, in its order; when every line is in both (a reordering, a section
 * moved), its whole text, so there is always something to read.
 */
export function otherVersionLines(mine: ResumeVersion, theirs: ResumeVersion, snippets: Snippets): string[] {
  const own = new Set(linesOf(mine, snippets));
  const other = linesOf(theirs, snippets);
  const differing = other.filter((line) => !own.has(line));
  return differing.length > 0 ? differing : other;
}
