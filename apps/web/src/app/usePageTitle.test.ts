import { describe, expect, it } from 'vitest';
import { pageTitle } from './usePageTitle';

describe('pageTitle', () => {
  it.each([
    ['Job Tracker', 'Job Tracker · HireStride'],
    ['  Warehouse Shift\n  Supervisor – Nights ', 'Warehouse Shift Supervisor – Nights · HireStride'],
    ['', 'HireStride'],
    [null, 'HireStride'],
  ])('%j → %s', (heading, title) => expect(pageTitle(heading)).toBe(title));
});
