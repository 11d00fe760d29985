import { describe, expect, it } from 'vitest';
import { optionalDate, optionalText, requiredDate, requiredText } from './fields.js';

const firstMessage = (result: { success: boolean; error?: { issues: Array<{ message: string }> } }) =>
  result.success ? null : (result.error?.issues[0]?.message ?? null);

describe('date fields', () => {
  it.each([
    ['2024-02-29', null],
    ['1900-01-01', null],
    ['2100-12-31', null],
    ['0000-01-01', 'Enter a date between 1900 and 2100.'],
    ['1899-12-31', 'Enter a date between 1900 and 2100.'],
    ['2101-01-01', 'Enter a date between 1900 and 2100.'],
    ['9999-12-31', 'Enter a date between 1900 and 2100.'],
    ['2023-02-29', 'Date has wrong format. Use one of these formats instead: YYYY-MM-DD.'],
    ['24-01-01', 'Date has wrong format. Use one of these formats instead: YYYY-MM-DD.'],
  ])('%s → %s', (value, message) => {
    expect(firstMessage(requiredDate.safeParse(value))).toBe(message);
    expect(firstMessage(optionalDate.safeParse(value))).toBe(message);
  });

  it('keeps an optional date optional', () => {
    for (const empty of [undefined, null, '']) expect(optionalDate.parse(empty)).toBeNull();
  });
});

describe('text fields', () => {
  const broken = 'This text holds a broken character (half of an emoji or symbol). Remove it and try again.';
  it.each([
    ['an emoji', 'Shipped 🚀', null],
    ['Hebrew, Greek and accents', 'שלום Ελλάδα café', null],
    ['half an emoji (high surrogate)', 'Shipped \uD83D', broken],
    ['half an emoji (low surrogate)', '\uDE80 Shipped', broken],
    ['a reversed pair', 'x\uDE80\uD83Dy', broken],
  ])('%s', (_name, value, message) => {
    expect(firstMessage(requiredText({ max: 100 }).safeParse(value))).toBe(message);
    expect(firstMessage(optionalText(100).safeParse(value))).toBe(message);
  });
});
