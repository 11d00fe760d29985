import { describe, expect, it } from 'vitest';
import { readPostingFields, type PostingFields } from './posting-fields.js';

const BODY = `
About the role
You will design and build the services behind our scheduling platform.

What you'll do
- Design APIs in TypeScript and Node.js
- Own PostgreSQL schemas and query performance

What we're looking for
- 5+ years of backend development
- Experience with Kafka or another event streaming platform`;

const cases: Array<[string, string, PostingFields]> = [
  [
    'a LinkedIn-style header: company · place (workplace)',
    `Senior Backend Engineer\nNorthwind Health · Austin, TX (Hybrid)\n${BODY}\n\nSalary: $150,000 - $180,000`,
    {
      title: 'Senior Backend Engineer',
      company: 'Northwind Health',
      location: 'Austin, TX',
      remote: 'hybrid',
      salary: '$150,000 - $180,000',
    },
  ],
  [
    'a Greenhouse-style header: "at" the company, then the place',
    `Data Analyst\nat Globex\nChicago, IL\n${BODY}`,
    { title: 'Data Analyst', company: 'Globex', location: 'Chicago, IL' },
  ],
  [
    'a Lever-style header: place / team / type / workplace',
    `Product Designer\nToronto, ON / Design – Growth / Full-time / Hybrid\n${BODY}`,
    { title: 'Product Designer', location: 'Toronto, ON', employment_type: 'full_time', remote: 'hybrid' },
  ],
  [
    'an Indeed-style header: company, place with a ZIP code, pay and type',
    `Registered Nurse - ICU\nSt. Mary's Hospital\nDenver, CO 80202\n$42 - $58 an hour - Full-time\n${BODY}`,
    {
      title: 'Registered Nurse - ICU',
      company: "St. Mary's Hospital",
      location: 'Denver, CO 80202',
      salary: '$42 - $58 an hour',
      employment_type: 'full_time',
    },
  ],
  [
    'labelled lines',
    `Job Title: Data Engineer\nCompany: Initech\nLocation: Remote (US)\nSalary: $90k–$110k\nEmployment Type: Contract\n${BODY}`,
    {
      title: 'Data Engineer',
      company: 'Initech',
      location: 'Remote (US)',
      remote: 'remote',
      salary: '$90k–$110k',
      employment_type: 'contract',
    },
  ],
  [
    'a UK posting: pounds per annum, a dash before the place',
    `Product Designer\nAcme Ltd – London, UK (Hybrid)\n£60,000 - £70,000 per annum\n${BODY}`,
    {
      title: 'Product Designer',
      company: 'Acme Ltd',
      location: 'London, UK',
      remote: 'hybrid',
      salary: '£60,000 - £70,000 per annum',
    },
  ],
  [
    'the title with "at" the company on one line; a remote role said in the body',
    `Staff Engineer at Hooli\n${BODY}\nThis is a fully remote role.`,
    { title: 'Staff Engineer', company: 'Hooli', remote: 'remote' },
  ],
  [
    'a posting that opens with a heading and a sentence: no title, the company from its own section',
    `About the job\nWe are a small team building tools for clinics.\n${BODY}\n\nAbout Northwind Health\nWe care for patients.`,
    { company: 'Northwind Health' },
  ],
  [
    'an internship by its title',
    `Software Engineering Intern\nGlobex · Remote\n${BODY}`,
    {
      title: 'Software Engineering Intern',
      company: 'Globex',
      location: 'Remote',
      remote: 'remote',
      employment_type: 'internship',
    },
  ],
  [
    'funding and benefits are not a salary; both full-time and part-time named: neither',
    `Barista\nBlue Bottle\n${BODY}\nWe raised $25M in 2024. Full-time and part-time shifts. 401(k) match.`,
    { title: 'Barista', company: 'Blue Bottle' },
  ],
  [
    'the company named above the title',
    `Northwind Health\nSenior Backend Engineer\nAustin, TX\n${BODY}`,
    { title: 'Senior Backend Engineer', company: 'Northwind Health', location: 'Austin, TX' },
  ],
  [
    'bullets of the body are never the title',
    `About the role\n- Design APIs in TypeScript and Node.js\n- Own PostgreSQL schemas\n${BODY}`,
    {},
  ],
  [
    'the title carries its terms in brackets; the company line names the place after a comma',
    `Registered Nurse – Med-Surg (Full-Time, Nights)\nSt. Aldric Medical Center, Columbus, OH\n${BODY}`,
    {
      title: 'Registered Nurse – Med-Surg',
      company: 'St. Aldric Medical Center',
      location: 'Columbus, OH',
      employment_type: 'full_time',
    },
  ],
  [
    'a company whose name ends "Co." or ", Inc.", then a place no list knows',
    `Graphic Designer\nHarbour Street Brewing Co. – Bristol\n${BODY}`,
    { title: 'Graphic Designer', company: 'Harbour Street Brewing Co.', location: 'Bristol' },
  ],
  [
    'the company after a dash on the title line, when no line of its own names it',
    `iOS Developer — Kestrelwave\nRemote (US time zones) · Full-time · $135k–$165k + equity\n${BODY}`,
    {
      title: 'iOS Developer',
      company: 'Kestrelwave',
      location: 'Remote (US time zones)',
      remote: 'remote',
      employment_type: 'full_time',
      salary: '$135k–$165k',
    },
  ],
  [
    'pay beside benefits: the salary, not the budget or the bonus',
    `Data Engineer\nGlobex\n${BODY}\nA $1,500 learning budget. Base salary of $125,000–$150,000 plus annual bonus.`,
    { title: 'Data Engineer', company: 'Globex', salary: '$125,000–$150,000' },
  ],
  ['nothing clear', 'we need someone great. apply today!', {}],
  ['empty', '', {}],
];

describe('readPostingFields', () => {
  it.each(cases)('%s', (_name, text, expected) => {
    expect(readPostingFields(text)).toEqual(expected);
  });

  it('never gives a value longer than its field takes', () => {
    const long = 'A'.repeat(300);
    expect(readPostingFields(`Job Title: ${long}\nCompany: ${long}`)).toEqual({});
  });
});
