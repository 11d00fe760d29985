/** The lines under a role as its summary and highlights: bullets and their wrapped lines, paragraphs, lost bullets. */
import { continues, endsOnJoiningWord, fullLength, joinWrapped } from './lines.js';

export interface BodyLine {
  text: string;
  bullet: boolean;
  x?: number;
}

/**
 * Bullets become highlights, each with the lines that carry on its sentence. Text before the first bullet is the
 * summary. Without any bullet, one paragraph is the summary, while several separate items (each starting afresh,
 * as when pasting loses the bullets) are highlights.
 */
export function readBody(
  lines: BodyLine[],
  long = fullLength(lines.map((line) => line.text)),
): {
  summary?: string;
  highlights?: string[];
} {
  const groups: Array<{ text: string; bullet: boolean; x?: number }> = [];
  for (const line of lines) {
    const last = groups[groups.length - 1];
    const indented = last?.bullet && line.x !== undefined && last.x !== undefined && line.x > last.x + 0.01;
    // Where nothing says where lines start (pasted text), a long line is no sign of a wrap when the next starts
    // afresh with a capitalised word: copying out of a PDF drops the bullets, not the capitals.
    const afresh =
      line.x === undefined &&
      last?.x === undefined &&
      /^\p{Lu}\p{Ll}/u.test(line.text.trim()) &&
      !endsOnJoiningWord(last?.text ?? '');
    if (last && !line.bullet && (indented || (!afresh && continues(last.text, line.text, long)))) {
      last.text = joinWrapped(last.text, line.text);
      continue;
    }
    groups.push({ text: line.text, bullet: line.bullet, x: line.x });
  }
  const anyBullet = groups.some((group) => group.bullet);
  const firstBullet = groups.findIndex((group) => group.bullet);
  const lead = anyBullet ? groups.slice(0, firstBullet) : groups.length === 1 ? groups : [];
  const items = anyBullet ? groups.slice(firstBullet) : groups.length === 1 ? [] : groups;
  const summary = lead
    .map((group) => group.text)
    .join('\n')
    .trim();
  const highlights = items.map((group) => group.text.trim()).filter(Boolean);
  return { ...(summary ? { summary } : {}), ...(highlights.length > 0 ? { highlights } : {}) };
}
