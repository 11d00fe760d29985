/** Lines of lower-case tags ("java spring docker rest agile", "amazon-web-services azure"), read as lists of names. */

const FUNCTION_WORDS =
  /\b(?:the|and|or|to|of|with|for|in|on|at|a|an|we|you|our|your|is|are|be|will|who|that|this|as|by|from|have|has)\b/;

/** Where each tag line's tags stand (after a "Skills:" label, when there is one), as offsets into the text. */
export function tagLineRanges(text: string): Array<[number, number]> {
  const ranges: Array<[number, number]> = [];
  let offset = 0;
  for (const line of text.split('\n')) {
    const lineStart = offset;
    offset += line.length + 1;
    const colon = line.indexOf(':');
    const tagsFrom = colon >= 0 && colon < 40 ? colon + 1 : 0;
    const tags = line.slice(tagsFrom);
    const words = tags.trim().split(/\s+/);
    if (
      words.length >= 3 &&
      words.length <= 30 &&
      tags === tags.toLowerCase() &&
      /[a-z]/.test(tags) &&
      !/[.,;!?]\s|[.,;!?]$/.test(tags.trim()) &&
      !FUNCTION_WORDS.test(tags)
    ) {
      ranges.push([lineStart + tagsFrom, lineStart + line.length]);
    }
  }
  return ranges;
}

/**
 * The text as the phrase index reads it: inside tag lines a hyphen joining two words is a space
 * ("amazon-web-services" is Amazon Web Services). Same length, so every offset still points into the posting.
 */
export function readingText(text: string, tags: Array<[number, number]>): string {
  if (tags.length === 0) return text;
  let out = '';
  let cursor = 0;
  for (const [start, end] of tags) {
    out += text.slice(cursor, start) + text.slice(start, end).replace(/(?<=[a-z0-9])-(?=[a-z0-9])/g, ' ');
    cursor = end;
  }
  return out + text.slice(cursor);
}
