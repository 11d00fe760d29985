import { describe, expect, it } from 'vitest';
import { letterBlocks, letterIsEmpty, letterText, spansOf } from './letter-blocks.js';

describe('spansOf', () => {
  it.each([
    ['plain', [{ text: 'plain', bold: false }]],
    [
      'a **b** c',
      [
        { text: 'a ', bold: false },
        { text: 'b', bold: true },
        { text: ' c', bold: false },
      ],
    ],
    ['**all**', [{ text: 'all', bold: true }]],
    ['an ** unmatched', [{ text: 'an ** unmatched', bold: false }]],
    ['', []],
  ])('%j', (text, spans) => {
    expect(spansOf(text)).toEqual(spans);
  });
});

describe('letterBlocks and letterText', () => {
  const body = 'Dear Team,\r\n\r\nI built **the ledger**.\n\n\n- One\n- **Two**\n\nSincerely,\nAda';
  it('reads paragraphs, lists and bold', () => {
    expect(letterBlocks(body).map((b) => b.kind)).toEqual(['paragraph', 'paragraph', 'list', 'paragraph']);
    expect(letterBlocks(body)[2]).toEqual({
      kind: 'list',
      items: [[{ text: 'One', bold: false }], [{ text: 'Two', bold: true }]],
    });
    expect(letterBlocks(body)[3]).toMatchObject({
      kind: 'paragraph',
      lines: [[{ text: 'Sincerely,' }], [{ text: 'Ada' }]],
    });
  });
  it('writes plain text without markup', () => {
    expect(letterText(body)).toBe('Dear Team,\n\nI built the ledger.\n\n• One\n• Two\n\nSincerely,\nAda');
  });
  it('an empty letter has no blocks', () => {
    expect(letterBlocks('  \n\n ')).toEqual([]);
    expect(letterText('')).toBe('');
  });
  it('a paragraph with one list-like line among others stays a paragraph', () => {
    expect(letterBlocks('Intro:\n- one')[0]!.kind).toBe('paragraph');
  });
});

describe('letterIsEmpty', () => {
  it.each([
    ['', true],
    ['  \n\n ', true],
    ['- \n- ', true],
    ['**  **', true],
    ['•', true],
    ['Dear Team,', false],
    ['- 5', false],
    ['Привет', false],
  ])('%j is empty: %s', (body, empty) => {
    expect(letterIsEmpty(body)).toBe(empty);
  });
});
