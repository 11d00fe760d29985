import { describe, expect, it } from 'vitest';
import type { DocLine } from '../types.js';
import { mendRoleLines } from './role-lines.js';

describe('mendRoleLines', () => {
  it.each<[string, DocLine[], DocLine[]]>([
    [
      'drops a label over the description',
      [{ text: 'Night Porter, Harbour Inn' }, { text: 'Key responsibilities:' }, { text: 'Locked up', bullet: true }],
      [{ text: 'Night Porter, Harbour Inn' }, { text: 'Locked up', bullet: true }],
    ],
    [
      'takes the icon off a title that a date line follows',
      [{ text: 'Care Assistant, Oak Lodge', bullet: true }, { text: 'Mar 2019 - Present | 4 years 2 months' }],
      [{ text: 'Care Assistant, Oak Lodge', bullet: false }, { text: 'Mar 2019 - Present | 4 years 2 months' }],
    ],
    [
      'keeps a bullet sentence before a date line',
      [{ text: '• Trained six new starters on the forklift.' }, { text: '2020 – 2021' }],
      [{ text: '• Trained six new starters on the forklift.' }, { text: '2020 – 2021' }],
    ],
    [
      'takes the marker off a Word list item that is a title, its duties after its dates',
      [
        { text: 'Marketing Assistant, Pacific Events Group', bullet: true, listItem: true },
        { text: 'Jan, 2020 - Feb, 2022 2 years 1 month' },
        { text: 'Wrote press releases', bullet: true, listItem: true },
      ],
      [
        { text: 'Marketing Assistant, Pacific Events Group', bullet: false, listItem: true },
        { text: 'Jan, 2020 - Feb, 2022 2 years 1 month' },
        { text: 'Wrote press releases', bullet: true, listItem: true },
      ],
    ],
    [
      'keeps a Word list item before the dates that open the next role, its title after them',
      [
        { text: 'Administer IV antibiotics, manage ventilation and titrate oxygen', bullet: true, listItem: true },
        { text: 'Sept 2018 - Mar 2021' },
        { text: 'Staff Nurse, Acute Medical Unit' },
      ],
      [
        { text: 'Administer IV antibiotics, manage ventilation and titrate oxygen', bullet: true, listItem: true },
        { text: 'Sept 2018 - Mar 2021' },
        { text: 'Staff Nurse, Acute Medical Unit' },
      ],
    ],
    [
      'keeps the last duty before the dates that open the next role, its employer in bold after them',
      [
        { text: 'Run design reviews and on-call handbook updates', bullet: true, size: 11.2 },
        { text: '2019-05 - 2021-12', size: 10.8 },
        { text: 'Rainier Logistics', bold: true, size: 14.4 },
      ],
      [
        { text: 'Run design reviews and on-call handbook updates', bullet: true, size: 11.2 },
        { text: '2019-05 - 2021-12', size: 10.8 },
        { text: 'Rainier Logistics', bold: true, size: 14.4 },
      ],
    ],
    [
      "takes the marker off an employer set as a list item over its dates, the next role's title set apart below",
      [
        { text: 'Senior Accountant', bold: true, size: 12.3 },
        { text: 'Northlake Foods Inc.', bullet: true, size: 10.5, gapBefore: 2 },
        { text: 'Jun 2021 – Present', size: 10.5, gapBefore: 0 },
        { text: 'Staff Accountant', bold: true, size: 12.3, gapBefore: 1.9 },
      ],
      [
        { text: 'Senior Accountant', bold: true, size: 12.3 },
        { text: 'Northlake Foods Inc.', bullet: false, size: 10.5, gapBefore: 2 },
        { text: 'Jun 2021 – Present', size: 10.5, gapBefore: 0 },
        { text: 'Staff Accountant', bold: true, size: 12.3, gapBefore: 1.9 },
      ],
    ],
    [
      'joins an employer set as a list item and wrapped under itself, its dates next',
      [
        { text: 'Senior Staff Nurse, Respiratory Ward', bold: true },
        { text: 'Leeds Teaching Hospitals NHS', bullet: true, x: 0.185 },
        { text: 'Trust', gapBefore: 0, x: 0.185 },
        { text: 'Apr 2021 – Present', gapBefore: 0, x: 0.185 },
      ],
      [
        { text: 'Senior Staff Nurse, Respiratory Ward', bold: true },
        { text: 'Leeds Teaching Hospitals NHS Trust', bullet: false, x: 0.185 },
        { text: 'Apr 2021 – Present', gapBefore: 0, x: 0.185 },
      ],
    ],
    [
      'keeps a bullet that no date line follows',
      [{ text: 'Stock control', bullet: true }, { text: 'Picked 200 orders a shift' }],
      [{ text: 'Stock control', bullet: true }, { text: 'Picked 200 orders a shift' }],
    ],
  ])('%s', (_, lines, mended) => {
    expect(mendRoleLines(lines)).toEqual(mended);
  });
});
