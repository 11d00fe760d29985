/** List markers at the start of a line: recognised, so the line can say it is a bullet, and removed from its text. */
import type { TextRun } from './pdf-types.js';

// Glyphs only ever used as markers, including the private-use code points that symbol and icon fonts (Symbol,
// Wingdings, Font Awesome) map their bullets to.
const MARKER_GLYPHS = '•▪▫●◦○■□◆◇◾◽►▸▹‣⁃∙⦁➢➤➣➔→✓✔✗✘❖★☆♦❯›';
const PRIVATE_USE = '\\ue000-\\uf8ff';
// A glyph the font maps to no character at all (an icon drawn as a marker) comes out as a control character or as
// the replacement character: never text a person wrote.
const UNMAPPED = '\\u0000-\\u0008\\u000e-\\u001f\\ufffd';
// Characters that are markers only when a space follows ("- Led a team", not "-5%" or "*nix").
const SPACED_MARKERS = '\\-*–—·';
const LEADING_MARKER = new RegExp(
  `^\\s*(?:[${MARKER_GLYPHS}${PRIVATE_USE}${UNMAPPED}]\\s*|[${SPACED_MARKERS}]\\s+)`,
  'u',
);
// Word sets second-level bullets as a lone "o" (Courier New) well left of the text; only such a lone run counts.
const LONE_LETTER_MARKER = /^[o§]$/;
// A lone marker run stands apart from its text by at least this many ems.
const LONE_MARKER_GAP = 0.3;

const UNMAPPED_CHARACTERS = new RegExp(`[${UNMAPPED}]`, 'gu');

// An icon font's glyph inside a line (a clock before a length of service, a phone before a number) sets what follows
// apart, as a wide gap would.
const INNER_ICON = new RegExp(`\\s*[${PRIVATE_USE}]+\\s*`, 'gu');

/**
 * Text without the characters of glyphs mapped to none (icons between contact details, say), and with an icon
 * font's glyph inside it read as a break between pieces (" | ").
 */
export function withoutUnmapped(text: string): string {
  const kept = text.replace(UNMAPPED_CHARACTERS, '').replace(INNER_ICON, ' | ');
  return kept === text
    ? text
    : kept
        .replace(/\s+/g, ' ')
        .replace(/^(?:\s*\|\s*)+|(?:\s*\|\s*)+$/g, '')
        .trim();
}

/** The line's text without a leading marker, and whether it had one. */
export function stripMarker(text: string): { text: string; bullet: boolean } {
  const match = LEADING_MARKER.exec(text);
  if (!match) return { text, bullet: false };
  return { text: text.slice(match[0].length), bullet: true };
}

/** True when the line's first run is a letter used as a marker, set apart from the text after it. */
export function startsWithLetterMarker(runs: TextRun[]): boolean {
  const [first, second] = runs;
  if (!first || !second || !LONE_LETTER_MARKER.test(first.text.trim())) return false;
  return second.x0 - first.x1 >= LONE_MARKER_GAP * first.size;
}
