/**
 * Opening a zip safely: its directory is read before anything is inflated, so a zip bomb, an encrypted entry or a
 * file that is no zip at all is refused with a sentence the user can act on; entries inflate with a hard cap.
 */
import JSZip from 'jszip';
import { ImportRefusal } from '../types.js';

/** Largest upload read at all, and largest any one entry or all entries together may inflate to. */
export const MAX_INPUT_BYTES = 30 * 1024 * 1024;
export const MAX_ENTRY_BYTES = 20 * 1024 * 1024;
const MAX_TOTAL_BYTES = 100 * 1024 * 1024;
const MAX_ENTRIES = 5000;

export interface ZipEntryInfo {
  name: string;
  compressedSize: number;
  uncompressedSize: number;
  encrypted: boolean;
}

const u16 = (bytes: Uint8Array, at: number) => (bytes[at] ?? 0) | ((bytes[at + 1] ?? 0) << 8);
const u32 = (bytes: Uint8Array, at: number) => (u16(bytes, at) + u16(bytes, at + 2) * 65536) >>> 0;

/** An Office file saved with a password is an OLE compound file holding an "EncryptedPackage" stream, not a zip. */
function isOleFile(bytes: Uint8Array): boolean {
  return bytes[0] === 0xd0 && bytes[1] === 0xcf && bytes[2] === 0x11 && bytes[3] === 0xe0;
}

function hasEncryptedPackage(bytes: Uint8Array): boolean {
  const name = 'EncryptedPackage';
  const limit = Math.min(bytes.length, 4 * 1024 * 1024);
  outer: for (let i = 0; i + name.length * 2 <= limit; i += 1) {
    for (let k = 0; k < name.length; k += 1) {
      if (bytes[i + k * 2] !== name.charCodeAt(k) || bytes[i + k * 2 + 1] !== 0) continue outer;
    }
    return true;
  }
  return false;
}

/** The entries a zip's central directory lists, without inflating any; refuses what is not a readable zip. */
export function listZipEntries(bytes: Uint8Array, what: string): ZipEntryInfo[] {
  if (bytes.length > MAX_INPUT_BYTES) {
    throw new ImportRefusal(`This ${what} is larger than we can read (30 MB). Try a smaller copy.`, 'too_large');
  }
  if (isOleFile(bytes)) {
    if (hasEncryptedPackage(bytes)) {
      throw new ImportRefusal(
        `This ${what} is protected with a password. Save a copy without the password and try again.`,
        'encrypted',
      );
    }
    throw new ImportRefusal(
      `This is an older Word (.doc) file. Save it as .docx (Word or LibreOffice: Save As) and try again.`,
      'unreadable',
    );
  }
  let end = -1;
  for (let at = bytes.length - 22; at >= Math.max(0, bytes.length - 22 - 65535); at -= 1) {
    if (u32(bytes, at) === 0x06054b50) {
      end = at;
      break;
    }
  }
  if (end < 0)
    throw new ImportRefusal(`This ${what} is damaged or is not the file type it claims to be.`, 'unreadable');
  const count = u16(bytes, end + 10);
  const size = u32(bytes, end + 12);
  const offset = u32(bytes, end + 16);
  if (count === 0xffff || offset === 0xffffffff || count > MAX_ENTRIES || offset + size > bytes.length) {
    throw new ImportRefusal(`This ${what} is damaged or too large to read safely.`, 'unreadable');
  }
  const entries: ZipEntryInfo[] = [];
  let at = offset;
  for (let index = 0; index < count; index += 1) {
    if (u32(bytes, at) !== 0x02014b50) throw new ImportRefusal(`This ${what} is damaged.`, 'unreadable');
    const nameLength = u16(bytes, at + 28);
    const name = new TextDecoder().decode(bytes.subarray(at + 46, at + 46 + nameLength));
    entries.push({
      name,
      encrypted: (u16(bytes, at + 8) & 1) === 1,
      compressedSize: u32(bytes, at + 20),
      uncompressedSize: u32(bytes, at + 24),
    });
    at += 46 + nameLength + u16(bytes, at + 30) + u16(bytes, at + 32);
  }
  const total = entries.reduce((sum, entry) => sum + entry.uncompressedSize, 0);
  if (total > MAX_TOTAL_BYTES || entries.some((entry) => entry.uncompressedSize === 0xffffffff)) {
    throw new ImportRefusal(
      `This ${what} unpacks to far more data than a resume holds, so we did not open it.`,
      'unreadable',
    );
  }
  if (entries.some((entry) => entry.encrypted)) {
    throw new ImportRefusal(
      `This ${what} is protected with a password. Save a copy without the password and try again.`,
      'encrypted',
    );
  }
  return entries;
}

/** The stream JSZip gives an entry: not in its published types, but how an entry inflates piece by piece. */
interface EntryStream {
  on(event: 'data', listener: (chunk: Uint8Array) => void): EntryStream;
  on(event: 'error', listener: (error: Error) => void): EntryStream;
  on(event: 'end', listener: () => void): EntryStream;
  resume(): EntryStream;
  pause(): EntryStream;
}

/** An opened zip whose entries inflate with a cap, whatever sizes the directory claimed. */
export class SafeZip {
  private constructor(
    private readonly zip: JSZip,
    readonly entries: ZipEntryInfo[],
    private readonly what: string,
  ) {}

  static async open(bytes: Uint8Array, what: string): Promise<SafeZip> {
    const entries = listZipEntries(bytes, what);
    try {
      return new SafeZip(await JSZip.loadAsync(bytes), entries, what);
    } catch {
      throw new ImportRefusal(`This ${what} is damaged or is not the file type it claims to be.`, 'unreadable');
    }
  }

  /** Entry names as stored (folders excluded). */
  names(): string[] {
    return Object.values(this.zip.files)
      .filter((file) => !file.dir)
      .map((file) => file.name);
  }

  /** An entry's bytes, or null when absent; refuses an entry larger than the cap. */
  async bytes(name: string): Promise<Uint8Array | null> {
    const file = this.zip.file(name);
    if (!file) return null;
    const listed = this.entries.find((entry) => entry.name === name);
    const tooLarge = () =>
      new ImportRefusal(
        `This ${this.what} holds a part too large to read safely, so we did not open it.`,
        'unreadable',
      );
    if (listed && listed.uncompressedSize > MAX_ENTRY_BYTES) throw tooLarge();
    const stream = (file as unknown as { internalStream(type: 'uint8array'): EntryStream }).internalStream(
      'uint8array',
    );
    return new Promise<Uint8Array>((resolve, reject) => {
      const chunks: Uint8Array[] = [];
      let length = 0;
      let stopped = false;
      stream
        .on('data', (chunk) => {
          if (stopped) return;
          length += chunk.length;
          if (length > MAX_ENTRY_BYTES) {
            stopped = true;
            stream.pause();
            reject(tooLarge());
            return;
          }
          chunks.push(chunk);
        })
        .on('error', () => {
          if (!stopped) reject(new ImportRefusal(`This ${this.what} is damaged.`, 'unreadable'));
          stopped = true;
        })
        .on('end', () => {
          if (stopped) return;
          const out = new Uint8Array(length);
          let at = 0;
          for (const chunk of chunks) {
            out.set(chunk, at);
            at += chunk.length;
          }
          resolve(out);
        })
        .resume();
    });
  }

  async text(name: string): Promise<string | null> {
    const bytes = await this.bytes(name);
    return bytes ? new TextDecoder('utf-8').decode(bytes) : null;
  }
}
