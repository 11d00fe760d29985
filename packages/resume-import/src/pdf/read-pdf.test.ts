import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ImportRefusal } from '../types.js';
import { makeTestPdf } from './make-test-pdf.js';
import { readPdf } from './read-pdf.js';

const fixture = (name: string) => new Uint8Array(fs.readFileSync(path.join(import.meta.dirname, 'fixtures', name)));
/** A file of `count` pages: a resume's first page, then pages of other text. */
const pages = (count: number) =>
  makeTestPdf(
    Array.from({ length: count }, (_, index) =>
      index === 0
        ? [
            { x: 72, y: 700, text: 'Jane Doe', size: 18, bold: true },
            { x: 72, y: 680, text: 'jane.doe@example.com' },
            { x: 72, y: 650, text: 'EXPERIENCE', bold: true },
            { x: 72, y: 636, text: 'Gardener, City Parks' },
            { x: 480, y: 636, text: '2019 - 2024' },
          ]
        : [
            {
              x: 72,
              y: 600,
              text: `Sheet ${index + 1} of a long appendix, with enough text to count as a text layer.`,
            },
          ],
    ),
  );

describe('readPdf refusals', () => {
  it.each<[string, () => Uint8Array, ImportRefusal['code'], RegExp]>([
    ['a scan (an image, no text)', () => fixture('scan-like.pdf'), 'no_text', /scanned image.*Word file.*paste/],
    ['a password-protected file', () => fixture('encrypted.pdf'), 'encrypted', /password.*Word file.*paste/],
    [
      'garbage bytes',
      () => new Uint8Array(Array.from({ length: 2000 }, (_, i) => (i * 37) % 256)),
      'unreadable',
      /PDF/,
    ],
    ['an empty file', () => new Uint8Array(0), 'unreadable', /PDF/],
    ['a PDF cut short', () => fixture('one-column.pdf').slice(0, 400), 'unreadable', /PDF/],
    ['a file of 31 pages', () => pages(31), 'not_resume', /31 pages/],
  ])('refuses %s', async (_, bytes, code, message) => {
    const refusal = await readPdf(bytes()).catch((error: unknown) => error);
    expect(refusal).toBeInstanceOf(ImportRefusal);
    expect(refusal).toMatchObject({ code, message: expect.stringMatching(message) });
  });

  it('reads the first 10 pages of a longer file and says the rest were not read', async () => {
    const result = await readPdf(pages(12));
    expect(result.source).toBe('pdf');
    expect(result.unread).toContainEqual({ text: 'Pages 11–12', reason: 'Only the first 10 pages of a PDF are read.' });
  });

  it('sections a printed resume', async () => {
    const bytes = fixture('one-column.pdf');
    const result = await readPdf(bytes);
    expect(result.source).toBe('pdf');
    expect(result.document.basics?.name).toBe('Daniel Okafor');
    // The caller's bytes are left usable.
    expect((await readPdf(bytes)).document.basics?.name).toBe('Daniel Okafor');
  });
});

describe('readPdf on a two-column resume', () => {
  it('reads every skill in the sidebar, "Patient education" too (a skill, not an Education heading), and its languages', async () => {
    const { document, unread } = await readPdf(fixture('sidebar-left.pdf'));
    expect(document.skills?.map((skill) => skill.name)).toEqual(['Triage', 'Wound care', 'Patient education']);
    expect(document.languages).toEqual([
      { language: 'Spanish', fluency: 'native' },
      { language: 'English', fluency: 'fluent' },
    ]);
    expect(document.education).toEqual([
      { institution: 'University of Leeds', studyType: 'BSc', area: 'Nursing', endDate: '2015' },
    ]);
    expect(unread).toEqual([]);
  });
});
