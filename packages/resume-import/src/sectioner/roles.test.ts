import { describe, expect, it } from 'vitest';
import type { DocLine } from '../types.js';
import { readRoles, type WorkEntry } from './roles.js';

describe('readRoles', () => {
  it.each<[string, DocLine[], WorkEntry[]]>([
    [
      'a short line where the bullet text above starts is that bullet wrapped',
      [
        { text: 'Porter, Riverside Hotel | 2019 – 2021', x: 0 },
        { text: 'Carried luggage for guests arriving from the coach station in the', bullet: true, x: 0.05 },
        { text: 'Highlands', x: 0.05 },
        { text: 'Kept the lobby tidy', bullet: true, x: 0.05 },
      ],
      [
        {
          position: 'Porter',
          name: 'Riverside Hotel',
          startDate: '2019',
          endDate: '2021',
          highlights: [
            'Carried luggage for guests arriving from the coach station in the Highlands',
            'Kept the lobby tidy',
          ],
        },
      ],
    ],
    [
      'an employer with its place set straight after it, nothing between',
      [
        { text: 'Senior Accountant at Northlake Foods Inc. Mississauga, ON | Jun 2021 - Now' },
        { text: 'Audit Associate at Harbourfront Property Group San Francisco, CA | Sep 2016 - Feb 2018' },
      ],
      [
        {
          position: 'Senior Accountant',
          name: 'Northlake Foods Inc.',
          location: 'Mississauga, ON',
          startDate: '2021-06',
        },
        {
          position: 'Audit Associate',
          name: 'Harbourfront Property Group',
          location: 'San Francisco, CA',
          startDate: '2016-09',
          endDate: '2018-02',
        },
      ],
    ],
    [
      'a heading too long for its column, finished on the next line in the same bold type',
      [
        { text: 'Senior Staff Nurse, Respiratory Ward at Leeds Teaching Hospitals', bold: true, size: 15 },
        { text: 'NHS Trust', bold: true, size: 15, gapBefore: 0 },
        { text: 'April 2021 - Present', bold: true, size: 11, gapBefore: 0 },
        { text: 'Lead a team of 6 nurses', bullet: true, size: 11 },
      ],
      [
        {
          position: 'Senior Staff Nurse, Respiratory Ward',
          name: 'Leeds Teaching Hospitals NHS Trust',
          startDate: '2021-04',
          highlights: ['Lead a team of 6 nurses'],
        },
      ],
    ],
    [
      "an employer in large type that reaches its column's edge, finished on the next line",
      [
        { text: 'Bradford Teaching Hospitals NHS', bold: true, size: 16.4, x: 0.17, end: 0.823 },
        { text: 'Foundation Trust', bold: true, size: 16.4, x: 0.17, end: 0.45, gapBefore: 0 },
        { text: 'Staff Nurse, Acute Medical Unit', size: 13.1, x: 0.17, gapBefore: 0.3 },
        { text: 'Sep 2018 – Mar 2021', size: 10.5, x: 0.17, gapBefore: 0 },
        // A short one followed by the title in the same type is no wrapped line.
        { text: 'Harbour Hotel Ltd', bold: true, size: 16.4, x: 0.17, end: 0.4, gapBefore: 0.5 },
        { text: 'Night Manager', bold: true, size: 16.4, x: 0.17, end: 0.38, gapBefore: 0 },
        { text: '2016 – 2018', size: 10.5, x: 0.17, gapBefore: 0 },
      ],
      [
        {
          position: 'Staff Nurse, Acute Medical Unit',
          name: 'Bradford Teaching Hospitals NHS Foundation Trust',
          startDate: '2018-09',
          endDate: '2021-03',
        },
        { position: 'Night Manager', name: 'Harbour Hotel Ltd', startDate: '2016', endDate: '2018' },
      ],
    ],
    [
      'pasted text: a duty with "at" in it before the next role stays a duty',
      [
        { text: 'Glasgow City Council' },
        { text: '2019-08 — Present' },
        { text: 'Class Teacher (P3)' },
        { text: 'Run the school eco committee and weekly outdoor learning sessions' },
        { text: 'Meet parents and carers at termly conferences to discuss progress' },
        { text: 'East Dunbartonshire Council' },
        { text: '2018-08 — 2019-06' },
        { text: 'Probationer Teacher' },
      ],
      [
        {
          position: 'Class Teacher (P3)',
          name: 'Glasgow City Council',
          startDate: '2019-08',
          highlights: [
            'Run the school eco committee and weekly outdoor learning sessions',
            'Meet parents and carers at termly conferences to discuss progress',
          ],
        },
        {
          position: 'Probationer Teacher',
          name: 'East Dunbartonshire Council',
          startDate: '2018-08',
          endDate: '2019-06',
        },
      ],
    ],
    [
      'a timeline dot before each employer, with title and place between it and the dates',
      [
        { text: 'Creative Solutions Inc.', bullet: true, bold: true, x: 0.035 },
        { text: 'Senior Web Developer', x: 0.035 },
        { text: 'San Francisco, CA', x: 0.035 },
        { text: 'January 2019 to Present', bold: true, x: 0.035 },
        { text: 'Spearheaded the redesign of the main product website', bullet: true, x: 0.087 },
        { text: 'TechAdvancers', bullet: true, bold: true, x: 0.035 },
        { text: 'Web Developer', x: 0.035 },
        { text: 'San Jose, CA', x: 0.035 },
        { text: 'June 2016 to December 2018', bold: true, x: 0.035 },
        { text: 'Collaborated in a team of ten to build web applications', bullet: true, x: 0.087 },
      ],
      [
        {
          name: 'Creative Solutions Inc.',
          position: 'Senior Web Developer',
          location: 'San Francisco, CA',
          startDate: '2019-01',
          highlights: ['Spearheaded the redesign of the main product website'],
        },
        {
          name: 'TechAdvancers',
          position: 'Web Developer',
          location: 'San Jose, CA',
          startDate: '2016-06',
          endDate: '2018-12',
          highlights: ['Collaborated in a team of ten to build web applications'],
        },
      ],
    ],
    [
      'bullets set flush with the headings, their wrapped lines further in',
      [
        { text: 'Senior Accountant, Northlake Foods Inc.', x: 0.004 },
        { text: 'June 2021 — Present | 5 years', x: 0.004 },
        { text: 'Handled complaints to keep customer satisfaction above', bullet: true, x: 0.004 },
        { text: '90%', x: 0.028 },
        { text: 'Staff Accountant, Harbourfront Property Group', x: 0.004 },
        { text: 'March 2018 — May 2021 | 3 ans 2 mois', x: 0.004 },
        { text: 'Recorded journal entries', bullet: true, x: 0.004 },
        { text: 'Audit Associate, MNP LLP', x: 0.004 },
        { text: 'September 2016 — February 2018 | a year', x: 0.004 },
      ],
      [
        {
          position: 'Senior Accountant',
          name: 'Northlake Foods Inc.',
          startDate: '2021-06',
          highlights: ['Handled complaints to keep customer satisfaction above 90%'],
        },
        {
          position: 'Staff Accountant',
          name: 'Harbourfront Property Group',
          startDate: '2018-03',
          endDate: '2021-05',
          highlights: ['Recorded journal entries'],
        },
        { position: 'Audit Associate', name: 'MNP LLP', startDate: '2016-09', endDate: '2018-02' },
      ],
    ],
    [
      'the dates and title, then the length of service, employer and place on the next line',
      [
        { text: "Mars 2022 - Aujourd'hui | Marketing Coordinator", size: 10.6 },
        { text: '4 ans 8 mois | Coastline Outdoor Co. | Vancouver, BC', size: 7.5 },
        { text: 'Plan and run email campaigns', bullet: true, size: 7.5 },
      ],
      [
        {
          position: 'Marketing Coordinator',
          name: 'Coastline Outdoor Co.',
          location: 'Vancouver, BC',
          startDate: '2022-03',
          highlights: ['Plan and run email campaigns'],
        },
      ],
    ],
    [
      'a title and its employer joined with no space, as a page converted to Word may set them',
      [
        { text: 'HGV Class 1 Tanker DriverSevern Bulk Haulage Ltd · Newport' },
        { text: 'Apr 2019 - Present' },
        { text: 'Deliver fuel under ADR', bullet: true },
        { text: 'Class Teacher (P3)Glasgow City Council – Hillpark Primary School' },
        { text: 'Aug 2018 - Jun 2019' },
        { text: 'HubSpot Specialist, McAllister Digital | 2016 – 2018' },
      ],
      [
        {
          position: 'HGV Class 1 Tanker Driver',
          name: 'Severn Bulk Haulage Ltd',
          location: 'Newport',
          startDate: '2019-04',
          highlights: ['Deliver fuel under ADR'],
        },
        {
          position: 'Class Teacher (P3)',
          name: 'Glasgow City Council – Hillpark Primary School',
          startDate: '2018-08',
          endDate: '2019-06',
        },
        { position: 'HubSpot Specialist', name: 'McAllister Digital', startDate: '2016', endDate: '2018' },
      ],
    ],
    [
      'a company named with a legal form written with dots, above its title',
      [
        { text: 'Moda Atlántica S.L.', right: 'September 2020 — Now' },
        { text: 'Store Manager' },
        { text: 'Run a flagship store with 22 staff', bullet: true },
      ],
      [
        {
          position: 'Store Manager',
          name: 'Moda Atlántica S.L.',
          startDate: '2020-09',
          highlights: ['Run a flagship store with 22 staff'],
        },
      ],
    ],
    [
      'a year inside a sentence is not a period',
      [
        { text: 'Care Assistant, Oak Lodge | 2018 – 2022' },
        { text: 'Kept care plans up to date with no missed reviews in 2021', bullet: false },
      ],
      [
        {
          position: 'Care Assistant',
          name: 'Oak Lodge',
          startDate: '2018',
          endDate: '2022',
          summary: 'Kept care plans up to date with no missed reviews in 2021',
        },
      ],
    ],
    [
      'a length of service is dropped and a title keeps its own brackets',
      [{ text: 'Teacher (Year 4), Brook Primary School' }, { text: 'Sep 2019 – Jul 2022 | 2 years 10 months' }],
      [{ position: 'Teacher (Year 4)', name: 'Brook Primary School', startDate: '2019-09', endDate: '2022-07' }],
    ],
    [
      'a part between title and employer stays with the title',
      [{ text: 'Charge Nurse, Cardiac Unit, Northgate General Hospital' }, { text: 'Jan 2020 – Dec 2022' }],
      [
        {
          position: 'Charge Nurse, Cardiac Unit',
          name: 'Northgate General Hospital',
          startDate: '2020-01',
          endDate: '2022-12',
        },
      ],
    ],
    [
      'an organisation part after the employer joins it as written',
      [{ text: 'Maths Teacher' }, { text: 'Kent County Council – Oakfield Academy | 2015 – 2018' }],
      [
        {
          position: 'Maths Teacher',
          name: 'Kent County Council – Oakfield Academy',
          startDate: '2015',
          endDate: '2018',
        },
      ],
    ],
    [
      'a long heading line over a line of dates is a heading',
      [
        { text: 'Relief Bus Driver, Night Routes Team, Northern Valleys Regional Transport Authority' },
        { text: 'Mar 2016 – Feb 2019' },
        { text: 'Drove night routes', bullet: true },
      ],
      [
        {
          position: 'Relief Bus Driver, Night Routes Team',
          name: 'Northern Valleys Regional Transport Authority',
          startDate: '2016-03',
          endDate: '2019-02',
          highlights: ['Drove night routes'],
        },
      ],
    ],
    [
      'an employer ending in a legal form abbreviation is no sentence',
      [{ text: '• Shift Supervisor, Ribble Foods Ltd.' }, { text: 'Sep 2020 – Present' }],
      [{ position: 'Shift Supervisor', name: 'Ribble Foods Ltd.', startDate: '2020-09' }],
    ],
    [
      'a place after the employer stays the place',
      [{ text: 'Welder | Dockside Fabrication Ltd | Hull | 2012 – 2014' }],
      [{ position: 'Welder', name: 'Dockside Fabrication Ltd', location: 'Hull', startDate: '2012', endDate: '2014' }],
    ],
    [
      'pasted text: sentence lines above the next heading end the role before',
      [
        { text: 'Teaching Assistant, Elm Park School' },
        { text: 'Sep 2019 - Jul 2021' },
        { text: 'Supported reading groups for pupils in years two and three' },
        { text: 'Ran the lunchtime club for pupils new to the school' },
        { text: 'Playworker, Riverside Kids Club' },
        { text: 'Jun 2017 - Aug 2019' },
      ],
      [
        {
          position: 'Teaching Assistant',
          name: 'Elm Park School',
          startDate: '2019-09',
          endDate: '2021-07',
          // Each unmarked line starts afresh with a capital: two items whose bullets the copy lost.
          highlights: [
            'Supported reading groups for pupils in years two and three',
            'Ran the lunchtime club for pupils new to the school',
          ],
        },
        { position: 'Playworker', name: 'Riverside Kids Club', startDate: '2017-06', endDate: '2019-08' },
      ],
    ],
  ])('%s', (_, lines, work) => {
    expect(readRoles(lines, 'Experience').work).toEqual(work);
  });
});

describe('readRoles on pasted text', () => {
  it('a sentence with a comma after the place is the first lost bullet, not a heading', () => {
    const { work, unread } = readRoles(
      [
        { text: 'Marketing Assistant at Pacific Events Group' },
        { text: 'Jan 2020 - Feb 2022' },
        { text: 'Vancouver, BC' },
        { text: 'Wrote press releases, blog posts and newsletters for trade shows' },
        { text: 'Organized logistics for 25 events a year, from venue booking to attendee badges' },
      ],
      'Experience',
    );
    expect(unread).toEqual([]);
    expect(work[0]?.highlights).toEqual([
      'Wrote press releases, blog posts and newsletters for trade shows',
      'Organized logistics for 25 events a year, from venue booking to attendee badges',
    ]);
  });

  it('a year wrapped after a preposition is no new role', () => {
    const { work } = readRoles(
      [
        { text: 'Courier, Swift Parcels Ltd' },
        { text: 'Mar 2020 - Present' },
        { text: 'Delivered over 120 parcels a day with no lost items in' },
        { text: '2022' },
      ],
      'Experience',
    );
    expect(work).toHaveLength(1);
    expect(work[0]).toMatchObject({ position: 'Courier', startDate: '2020-03' });
    expect(JSON.stringify(work[0])).toContain('lost items in 2022');
  });
});
