import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import * as fontkit from 'fontkit';
import { describe, expect, it } from 'vitest';
import { sfntFromWoff } from './woff.js';

const require = createRequire(import.meta.url);
const file = (name: string) => readFileSync(require.resolve(name));
const woff = (pkg: string, face: string) => file(`@fontsource/${pkg}/files/${pkg}-${face}.woff`);

/** An sfnt table's checksum: its bytes, zero-padded to whole 32-bit words, summed as unsigned words. */
function checksum(data: Buffer): number {
  const words = Buffer.alloc((data.length + 3) & ~3);
  data.copy(words);
  let sum = 0;
  for (let at = 0; at < words.length; at += 4) sum = (sum + words.readUInt32BE(at)) >>> 0;
  return sum;
}

/** The sfnt's table records, each with the bytes it points at. */
function tablesOf(sfnt: Buffer) {
  return Array.from({ length: sfnt.readUInt16BE(4) }, (_, index) => {
    const at = 12 + index * 16;
    const [offset, length] = [sfnt.readUInt32BE(at + 8), sfnt.readUInt32BE(at + 12)];
    return {
      tag: sfnt.toString('latin1', at, at + 4),
      recorded: sfnt.readUInt32BE(at + 4),
      offset,
      data: Buffer.from(sfnt.subarray(offset, offset + length)),
    };
  });
}

describe('sfntFromWoff', () => {
  it.each([
    ['inter', 'latin-400-normal', 'Inter-Regular'],
    ['inter', 'greek-700-italic', 'Inter-BoldItalic'],
    ['noto-sans', 'cyrillic-700-normal', 'NotoSans-Bold'],
    ['source-serif-4', 'latin-ext-400-italic', 'SourceSerif4-Italic'],
    ['noto-serif', 'vietnamese-400-normal', 'NotoSerif-Regular'],
  ])('unpacks %s %s into the same font, every table whole', (pkg, face, postscriptName) => {
    const packed = woff(pkg, face);
    const sfnt = sfntFromWoff(packed);
    const tables = tablesOf(sfnt);
    expect(tables.map((table) => table.tag)).toEqual([...tables.map((table) => table.tag)].sort());
    for (const table of tables) {
      expect(table.offset % 4).toBe(0);
      // The head table's checksum is taken with its checkSumAdjustment field zeroed.
      if (table.tag === 'head') table.data.writeUInt32BE(0, 8);
      expect({ tag: table.tag, sum: checksum(table.data) }).toEqual({ tag: table.tag, sum: table.recorded });
    }
    const [before, after] = [fontkit.create(packed), fontkit.create(sfnt)] as fontkit.Font[];
    expect(after!.postscriptName).toBe(postscriptName);
    expect(after!.numGlyphs).toBe(before!.numGlyphs);
    expect(after!.characterSet).toEqual(before!.characterSet);
    const sample = String.fromCodePoint(...before!.characterSet.slice(0, 40));
    const drawn = (font: fontkit.Font) =>
      font.layout(sample).glyphs.map((glyph) => [glyph.id, glyph.advanceWidth, glyph.path.toSVG()]);
    expect(drawn(after!)).toEqual(drawn(before!));
  });

  it.each([
    ['a TrueType file', file('dejavu-fonts-ttf/ttf/DejaVuSans.ttf')],
    ['a WOFF2 file', file('@fontsource/inter/files/inter-latin-400-normal.woff2')],
    ['a cut-off WOFF file', woff('inter', 'latin-400-normal').subarray(0, 40)],
  ])('refuses %s', (_, bytes) => {
    expect(() => sfntFromWoff(bytes)).toThrow('Not a WOFF 1.0 file.');
  });

  it('refuses a WOFF file whose table is cut off', () => {
    const packed = woff('inter', 'latin-400-normal');
    expect(() => sfntFromWoff(packed.subarray(0, packed.length - 1000))).toThrow();
  });
});
