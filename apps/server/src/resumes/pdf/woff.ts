/** A WOFF 1.0 font file unpacked into the TrueType or OpenType file it wraps (W3C WOFF File Format 1.0). */
import { inflateSync } from 'node:zlib';

const WOFF_SIGNATURE = 0x774f4646; // "wOFF"
const WOFF_HEADER = 44;
const WOFF_ENTRY = 20;
const SFNT_HEADER = 12;
const SFNT_ENTRY = 16;

const padded = (length: number) => (length + 3) & ~3;

/**
 * The sfnt file inside a WOFF file: each table inflated when it was compressed, the tables in the WOFF's order (sorted
 * by tag, as the format requires), their checksums as the WOFF records them. Throws on anything but WOFF 1.0.
 */
export function sfntFromWoff(woff: Buffer): Buffer {
  if (woff.length < WOFF_HEADER || woff.readUInt32BE(0) !== WOFF_SIGNATURE) throw new Error('Not a WOFF 1.0 file.');
  const flavor = woff.readUInt32BE(4);
  const count = woff.readUInt16BE(12);
  if (count === 0) throw new Error('A WOFF file without tables is not a font.');
  const tables = Array.from({ length: count }, (_, index) => {
    const at = WOFF_HEADER + index * WOFF_ENTRY;
    const [tag, offset, compressed, length, checksum] = [0, 4, 8, 12, 16].map((field) => woff.readUInt32BE(at + field));
    const stored = woff.subarray(offset, offset! + compressed!);
    const data = compressed! < length! ? inflateSync(stored) : stored;
    if (data.length !== length) throw new Error('A WOFF table does not unpack to its recorded length.');
    return { tag: tag!, checksum: checksum!, data };
  });
  const start = SFNT_HEADER + count * SFNT_ENTRY;
  const sfnt = Buffer.alloc(tables.reduce((size, table) => size + padded(table.data.length), start));
  // The binary-search fields the sfnt header carries for its table records.
  const entrySelector = Math.floor(Math.log2(count));
  const searchRange = 2 ** entrySelector * SFNT_ENTRY;
  sfnt.writeUInt32BE(flavor, 0);
  sfnt.writeUInt16BE(count, 4);
  sfnt.writeUInt16BE(searchRange, 6);
  sfnt.writeUInt16BE(entrySelector, 8);
  sfnt.writeUInt16BE(count * SFNT_ENTRY - searchRange, 10);
  let offset = start;
  tables.forEach((table, index) => {
    const at = SFNT_HEADER + index * SFNT_ENTRY;
    sfnt.writeUInt32BE(table.tag, at);
    sfnt.writeUInt32BE(table.checksum, at + 4);
    sfnt.writeUInt32BE(offset, at + 8);
    sfnt.writeUInt32BE(table.data.length, at + 12);
    table.data.copy(sfnt, offset);
    offset += padded(table.data.length);
  });
  return sfnt;
}
