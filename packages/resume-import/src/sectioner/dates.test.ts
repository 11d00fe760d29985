import { describe, expect, it } from 'vitest';
import { findDateRange, isDuration, tidy } from './dates.js';

describe('findDateRange', () => {
  it.each([
    ['Mar 2021 – Present', '2021-03', undefined, true],
    ['March 2021 - Current', '2021-03', undefined, true],
    ['03/2021 – 06/2023', '2021-03', '2023-06', false],
    ['2021-03', '2021-03', '2021-03', false],
    ['2019–2021', '2019', '2021', false],
    ['2019 - now', '2019', undefined, true],
    ['2021-06 → Present', '2021-06', undefined, true],
    ['2018-03 -> 2021-05', '2018-03', '2021-05', false],
    ['Summer 2018', '2018', '2018', false],
    ['Jan. 2020 to Dec. 2021', '2020-01', '2021-12', false],
    ['since 2020', '2020', undefined, true],
    ["janv. 2020 – aujourd'hui", '2020-01', undefined, true],
    ['févr. 2018 - déc. 2019', '2018-02', '2019-12', false],
    ['Mai 2019 – heute', '2019-05', undefined, true],
    ['seit März 2017', '2017-03', undefined, true],
    ['ene. 2020 – actualidad', '2020-01', undefined, true],
    ['septiembre 2015 a junio 2018', '2015-09', '2018-06', false],
    ["Mar '21 - Jun '22", '2021-03', '2022-06', false],
    ['Electrician, Sparks Ltd (2016-2019)', '2016', '2019', false],
    // A range left open after its dash is still going on.
    ['2021-04 —', '2021-04', undefined, true],
    ['Sep 2019 -', '2019-09', undefined, true],
    // A US date with its day.
    ['Oct 14, 2022', '2022-10', '2022-10', false],
    ['Issued March 3rd 2020', '2020-03', '2020-03', false],
    // The year first, then the month's name.
    ['2020-Sep - Present', '2020-09', undefined, true],
    ['2017-Mar - 2020-Aug', '2017-03', '2020-08', false],
  ])('%s', (text, start, end, ongoing) => {
    const range = findDateRange(text);
    expect([range?.start, range?.end, range?.ongoing]).toEqual([start, end, ongoing]);
  });

  it.each([
    // A number before a range's first month whose end has no day is the text's own.
    ['Université Claude Bernard Lyon 1 Sep 2009 — Jun 2015', 'Sep 2009 — Jun 2015'],
    ['15 March 2021 - 30 June 2022', '15 March 2021 - 30 June 2022'],
  ])('finds the period of %s in %s', (text, period) => {
    const range = findDateRange(text)!;
    expect(text.slice(range.index, range.index + range.length)).toBe(period);
  });

  it.each(['OSHA 30', 'Managed 1200 pallets a day', '(555) 123-4567'])('finds no period in %s', (text) => {
    expect(findDateRange(text)).toBeNull();
  });
});

describe('isDuration', () => {
  it.each([
    ['5 years', true],
    ['a year', true],
    ['3 ans 9 mois', true],
    ['2 Jahre 3 Monate', true],
    ['3 years and 2 months', true],
    ['Accounting', false],
    ['Year 2', false],
  ])('%s', (text, duration) => {
    expect(isDuration(text)).toBe(duration);
  });
});

describe('tidy', () => {
  it.each([
    ['Acme Corp -', 'Acme Corp'],
    [' | Leeds, ', 'Leeds'],
    // A word broken at its hyphen at the line's end keeps it.
    ['Ingrid Sørensen-', 'Ingrid Sørensen-'],
  ])('%j → %j', (text, tidied) => {
    expect(tidy(text)).toBe(tidied);
  });
});
