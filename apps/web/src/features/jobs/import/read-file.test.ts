import { describe, expect, it } from 'vitest';
import { JOB_IMPORT_MAX_BYTES } from '@hirestride/shared/jobs-csv-columns';
import { decodeCsvBytes, fileSizeProblem, formatFileSize, readCsvFile, type FileEncoding } from './read-file';

const bytes = (...values: number[]) => new Uint8Array(values);
const utf8 = (text: string) => new TextEncoder().encode(text);

describe('decodeCsvBytes', () => {
  // Bytes 0x80–0x9F are left out of the Windows-1252 cases but one: Node 20 decodes them as Latin-1, browsers and Node 22+ do not.
  const cases: Array<{ name: string; input: Uint8Array; text: string; encoding: FileEncoding }> = [
    {
      name: 'plain ASCII',
      input: utf8('Title,Company\r\nDev,Acme\r\n'),
      text: 'Title,Company\r\nDev,Acme\r\n',
      encoding: 'utf-8',
    },
    { name: 'UTF-8 accents', input: utf8('Café;Zürich'), text: 'Café;Zürich', encoding: 'utf-8' },
    {
      name: 'UTF-8 with a BOM (Excel "CSV UTF-8")',
      input: bytes(0xef, 0xbb, 0xbf, 0x41),
      text: 'A',
      encoding: 'utf-8',
    },
    {
      name: 'Windows-1252 (Excel "CSV" on Windows)',
      input: bytes(0x43, 0x61, 0x66, 0xe9),
      text: 'Café',
      encoding: 'windows-1252',
    },
    {
      name: 'Windows-1252 mid-file',
      input: bytes(0x41, 0x2c, 0xfc, 0x0d, 0x0a),
      text: 'A,ü\r\n',
      encoding: 'windows-1252',
    },
    { name: 'UTF-16LE with a BOM', input: bytes(0xff, 0xfe, 0x41, 0x00, 0xe9, 0x00), text: 'Aé', encoding: 'utf-16le' },
    { name: 'UTF-16BE with a BOM', input: bytes(0xfe, 0xff, 0x00, 0x41), text: 'A', encoding: 'utf-16be' },
    { name: 'an empty file', input: bytes(), text: '', encoding: 'utf-8' },
    {
      name: 'a PNG still decodes, for the server to refuse',
      input: bytes(0x89, 0x50, 0x4e, 0x47),
      // Browsers and Node 22+ read 0x89 as "‰", as the Encoding Standard says; Node 20 reads it as Latin-1's U+0089.
      text: expect.stringMatching(/^[\u2030\u0089]PNG$/),
      encoding: 'windows-1252',
    },
  ];
  it.each(cases)('$name', ({ input, text, encoding }) => {
    expect(decodeCsvBytes(input)).toEqual({ text, encoding });
  });
});

describe('fileSizeProblem', () => {
  it.each([
    { size: 0, refused: false },
    { size: JOB_IMPORT_MAX_BYTES, refused: false },
    { size: JOB_IMPORT_MAX_BYTES + 1, refused: true },
    { size: 25 * 1024 * 1024, refused: true },
  ])('$size bytes refused: $refused', ({ size, refused }) => {
    expect(fileSizeProblem(size) !== null).toBe(refused);
  });

  it('names both sizes', () => {
    expect(fileSizeProblem(12.5 * 1024 * 1024)).toBe(
      'This file is 12.5 MB; HireStride imports files up to 10 MB. Split it into smaller files.',
    );
  });
});

describe('formatFileSize', () => {
  it.each([
    { size: 1, shown: '1 byte' },
    { size: 812, shown: '812 bytes' },
    { size: 12_400, shown: '13 KB' },
    { size: 10 * 1024 * 1024, shown: '10 MB' },
    { size: 3.44 * 1024 * 1024, shown: '3.5 MB' },
    { size: 10 * 1024 * 1024 + 1, shown: '10.1 MB' },
  ])('$size → $shown', ({ size, shown }) => {
    expect(formatFileSize(size)).toBe(shown);
  });
});

describe('readCsvFile', () => {
  it('reads and decodes a file', async () => {
    expect(await readCsvFile(new Blob([bytes(0x43, 0x61, 0x66, 0xe9)]))).toEqual({
      ok: true,
      text: 'Café',
      encoding: 'windows-1252',
    });
  });

  it('refuses a file over the limit without reading it', async () => {
    const huge = { size: JOB_IMPORT_MAX_BYTES + 1, arrayBuffer: () => Promise.reject(new Error('read')) } as Blob;
    const result = await readCsvFile(huge);
    expect(result.ok).toBe(false);
    expect(!result.ok && result.error).toMatch(/^This file is 10.1 MB; HireStride imports files up to 10 MB/);
  });

  it('says so when the browser cannot read the file', async () => {
    const gone = { size: 10, arrayBuffer: () => Promise.reject(new Error('NotReadableError')) } as Blob;
    expect(await readCsvFile(gone)).toEqual({ ok: false, error: expect.stringMatching(/could not be read/) });
  });
});
