/** Names of the documents inside the export's zip: as the user named them, valid on every OS, unique per folder. */

/** Characters some file system refuses in a name (Windows the most), and control characters. */
// eslint-disable-next-line no-control-regex
const FORBIDDEN = /[<>:"/\\|?*\u0000-\u001f\u007f]/g;
/** Windows refuses these names whatever their extension ("CON.pdf" too). */
const DEVICE_NAMES = /^(con|prn|aux|nul|com\d|lpt\d)$/i;
/** Room left for the folder, " (12)" and ".docx" under the 255 bytes most file systems allow a name. */
const MAX_BYTES = 200;

/** Cut to at most `max` bytes of UTF-8, never inside a character. */
function cutToBytes(text: string, max: number): string {
  let bytes = 0;
  let cut = '';
  for (const character of text) {
    bytes += Buffer.byteLength(character);
    if (bytes > max) break;
    cut += character;
  }
  return cut;
}

/**
 * A name every OS can store and show as the user wrote it: separators and the characters Windows refuses become a
 * dash or go, and no name is hidden (a leading dot), ends in a dot or space (Windows drops them) or is a device.
 */
export function portableName(name: string, fallback: string): string {
  const tidy = (text: string) =>
    text
      .normalize('NFC')
      .replace(/\s+/g, ' ')
      .replace(/\s*:\s*/g, ' - ')
      .replace(/[/\\|]/g, '-')
      .replace(FORBIDDEN, '')
      .replace(/ {2,}/g, ' ')
      .replace(/^[\s.]+|[\s.]+$/g, '');
  const clean = tidy(cutToBytes(tidy(name), MAX_BYTES)) || fallback;
  return DEVICE_NAMES.test(clean) ? `${clean}_` : clean;
}

/** One folder of the zip: each document's name, with " (2)", " (3)"… after a name already taken in it. */
export class ZipFolder {
  private readonly taken = new Set<string>();

  constructor(private readonly folder: string) {}

  /**
   * The document's path without its extension ("resumes/Registered Nurse - Mercy General"); its PDF and Word file
   * share it. Compared without case, as Windows and macOS compare names.
   */
  take(name: string, fallback: string): string {
    const base = portableName(name, fallback);
    let candidate = base;
    for (let n = 2; this.taken.has(candidate.toLowerCase()); n += 1) candidate = `${base} (${n})`;
    this.taken.add(candidate.toLowerCase());
    return `${this.folder}/${candidate}`;
  }
}
