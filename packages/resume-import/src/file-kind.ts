/**
 * What an uploaded resume file is, from its first bytes and (for a zip) the names inside it: the name and the type a
 * browser sends are only hints, and a renamed file is still read as what it is.
 */
import JSZip from 'jszip';

export type ResumeFileKind = 'pdf' | 'docx' | 'linkedin' | 'text';

/** The LinkedIn export's files that make a zip one (any of them: an export may leave some out). */
const LINKEDIN_FILES = ['Profile.csv', 'Positions.csv', 'Education.csv', 'Skills.csv'];

const startsWith = (bytes: Uint8Array, magic: number[]) => magic.every((byte, i) => bytes[i] === byte);

/** Text a person could have saved from an editor: valid UTF-8 without control characters other than whitespace. */
function isPlainText(bytes: Uint8Array): boolean {
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return false;
  }
  // eslint-disable-next-line no-control-regex -- control characters are exactly what marks a binary file
  return !/[\u0000-\u0008\u000e-\u001f]/.test(text);
}

/** The kind of file, or null for one the import does not read (an image, a spreadsheet, an old .doc). */
export async function resumeFileKind(bytes: Uint8Array): Promise<ResumeFileKind | null> {
  // A PDF may carry a few bytes before its header; readers accept it within the first kilobyte.
  if (Buffer.from(bytes.subarray(0, 1024)).includes('%PDF-')) return 'pdf';
  if (startsWith(bytes, [0x50, 0x4b, 0x03, 0x04])) {
    let names: string[];
    try {
      // Only the central directory is read here; nothing is inflated.
      names = Object.keys((await JSZip.loadAsync(bytes)).files);
    } catch {
      return null;
    }
    if (names.includes('word/document.xml')) return 'docx';
    if (names.some((name) => LINKEDIN_FILES.includes(name.split('/').pop() ?? ''))) return 'linkedin';
    return null;
  }
  return isPlainText(bytes) ? 'text' : null;
}
