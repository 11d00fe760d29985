import { describe, expect, it } from 'vitest';
import { ImportRefusal, type DocLine } from '../types.js';
import { sectionResume } from './section-resume.js';

const lines = (text: string): DocLine[] => text.split('\n').map((line) => ({ text: line }));

const NURSE = `Maria Gonzalez
Registered Nurse
Austin, TX | (555) 123-4567 | maria.gonzalez@example.com | linkedin.com/in/mariagonzalez

PROFESSIONAL SUMMARY
Compassionate registered nurse with 8 years in acute care and emergency departments.

WORK EXPERIENCE
Charge Nurse, St. David's Medical Center, Austin, TX | Mar 2019 – Present
• Supervised a team of 12 nurses across day and night shifts.
• Reduced patient wait times by 18% through a new triage
protocol adopted hospital-wide.
Staff Nurse
Seton Medical Center, Austin, TX
June 2015 - February 2019
• Provided care for up to 6 patients per shift.

EDUCATION
Bachelor of Science in Nursing, University of Texas at Austin, 2015
GPA: 3.7/4.0

LICENSES & CERTIFICATIONS
RN License, Texas Board of Nursing, 2015
BLS, American Heart Association (2022)

SKILLS
Clinical: Triage, IV therapy, Wound care
Spanish (Fluent); English (Native)

VOLUNTEER
Red Cross blood drive coordinator, 2017–2019`;

const WAREHOUSE = `Darnell Brooks
darnell.brooks@example.net · 0151 234 5678 · Liverpool, UK

Experience
Amazon Logistics — Liverpool
Warehouse Supervisor    Jan 2020 – Present
- Led 25 pickers and packers per shift, hitting 99.2% order accuracy.
- Ran forklift and reach-truck training for new starters.
Team Leader    2016 – 2019
- Scheduled shifts for 14 operatives.

Core Competencies
Inventory control | Health & safety | SAP WM | Forklift (counterbalance)

Certifications
OSHA 30
IOSH Managing Safely - IOSH, 2018`;

const ELECTRICIAN = `JAMES O'CONNOR
Licensed Journeyman Electrician
Phone: +1 (312) 555-0199  Email: jim.oconnor@example.com

WORK HISTORY
Journeyman Electrician at Midwest Electric Co.
Chicago, IL
2017 - now
Installed and maintained commercial wiring, panels and lighting controls in new builds and refurbishments across the
metro area, working to NEC code.
Apprentice Electrician at Sparks & Sons LLC, 2013 - 2017

Licenses
Illinois Journeyman Electrician License #E-44512, 2017

References
Available on request`;

const TEACHER = `Priya Raman
priya.raman@example.org
+44 20 7946 0958

Profile
Primary school teacher with a passion for early literacy.

Employment History
Oakfield Primary School | Year 3 Class Teacher | Sept 2018 – Jul 2023
• Planned and taught the full Year 3 curriculum to 30 pupils.
• Led the school's phonics programme.

Education
PGCE Primary Education
University of Leeds
2017 – 2018
BA (Hons) English Literature, University of York, 2017, First Class Honours

Interests
Choir, hill walking`;

const ACCOUNTANT = `Chen Wei, CPA
Chicago, IL · chen.wei@example.com · (555) 987-6543

Experience
Senior Accountant
Deloitte LLP
03/2019 – 06/2023
• Closed month-end for 4 entities.
• Prepared consolidated financial statements under US GAAP.
Staff Accountant, Grant Thornton LLP (08/2016 – 02/2019)
• Reconciled 40+ accounts monthly.

Skills
Software: Excel, QuickBooks, SAP FI
Languages: Mandarin (Native), English (Fluent)`;

const ENGINEER = `Zoë Ångström-Núñez
Mechanical Engineer · Göteborg, Sweden · zoe.an@example.se · github.com/zoean

Professional Experience
Volvo Cars | Mechanical Design Engineer | 2021-03 – present
• Designed brackets and housings in CATIA V5 for the EX30 platform.
Senior Mechanical Engineer at SKF Group, 2017-09 – 2021-02
• Ran FEA on bearing housings.

Education
MSc in Mechanical Engineering – Chalmers University of Technology, 2017

Projects
Solar go-kart: built a solar powered kart with a student team.`;

const FRENCH = `Camille Lefèvre
camille.lefevre@example.fr · +33 6 12 34 56 78 · Lyon, France

Expérience professionnelle
Infirmière — Hôpital Édouard Herriot, Lyon
janv. 2020 – aujourd'hui
• Soins en réanimation pour 8 patients.

Formation
Diplôme d'État d'infirmier, IFSI de Lyon, 2019

Compétences
Soins intensifs, Pansements, Anglais (courant)

Langues
Anglais : B2`;

const GERMAN = `Jonas Müller
jonas.mueller@example.de | +49 30 1234567 | Berlin, Deutschland

Berufserfahrung
Elektriker bei Stadtwerke Berlin
Mai 2019 – heute
• Wartung von Schaltanlagen.

Ausbildung
Ausbildung zum Elektroniker, Oberstufenzentrum Berlin, 2016 – 2019

Kenntnisse
SPS, Schaltpläne, Führerschein Klasse B`;

const SPANISH = `Lucía Fernández
lucia.fernandez@example.es | +34 612 345 678

Experiencia
Contadora | Grupo Santander | ene. 2020 – actualidad
• Cierres contables mensuales.

Formación
Licenciatura en Contabilidad, Universidad de Sevilla, 2018

Habilidades
Excel, SAP, Contabilidad de costes`;

const ARABIC = `ليلى حداد
layla.haddad@example.com | +971 50 123 4567

Experience
Registered Nurse, Cleveland Clinic Abu Dhabi | 2018 – Present
• Cared for cardiac patients.`;

describe('sectionResume', () => {
  it.each([
    [
      'nurse',
      NURSE,
      'Maria Gonzalez',
      'maria.gonzalez@example.com',
      [
        ['Charge Nurse', "St. David's Medical Center", '2019-03', undefined],
        ['Staff Nurse', 'Seton Medical Center', '2015-06', '2019-02'],
      ],
    ],
    [
      'warehouse supervisor',
      WAREHOUSE,
      'Darnell Brooks',
      'darnell.brooks@example.net',
      [
        ['Warehouse Supervisor', 'Amazon Logistics', '2020-01', undefined],
        ['Team Leader', 'Amazon Logistics', '2016', '2019'],
      ],
    ],
    [
      'electrician',
      ELECTRICIAN,
      // Written in capitals, the name comes back as the person writes it.
      "James O'Connor",
      'jim.oconnor@example.com',
      [
        ['Journeyman Electrician', 'Midwest Electric Co.', '2017', undefined],
        ['Apprentice Electrician', 'Sparks & Sons LLC', '2013', '2017'],
      ],
    ],
    [
      'teacher',
      TEACHER,
      'Priya Raman',
      'priya.raman@example.org',
      [['Year 3 Class Teacher', 'Oakfield Primary School', '2018-09', '2023-07']],
    ],
    [
      'accountant',
      ACCOUNTANT,
      'Chen Wei',
      'chen.wei@example.com',
      [
        ['Senior Accountant', 'Deloitte LLP', '2019-03', '2023-06'],
        ['Staff Accountant', 'Grant Thornton LLP', '2016-08', '2019-02'],
      ],
    ],
    [
      'engineer',
      ENGINEER,
      'Zoë Ångström-Núñez',
      'zoe.an@example.se',
      [
        ['Mechanical Design Engineer', 'Volvo Cars', '2021-03', undefined],
        ['Senior Mechanical Engineer', 'SKF Group', '2017-09', '2021-02'],
      ],
    ],
    [
      'French nurse',
      FRENCH,
      'Camille Lefèvre',
      'camille.lefevre@example.fr',
      [['Infirmière', 'Hôpital Édouard Herriot', '2020-01', undefined]],
    ],
    [
      'German electrician',
      GERMAN,
      'Jonas Müller',
      'jonas.mueller@example.de',
      [['Elektriker', 'Stadtwerke Berlin', '2019-05', undefined]],
    ],
    [
      'Spanish accountant',
      SPANISH,
      'Lucía Fernández',
      'lucia.fernandez@example.es',
      [['Contadora', 'Grupo Santander', '2020-01', undefined]],
    ],
    [
      'Arabic-named nurse',
      ARABIC,
      'ليلى حداد',
      'layla.haddad@example.com',
      [['Registered Nurse', 'Cleveland Clinic Abu Dhabi', '2018', undefined]],
    ],
  ])('reads the %s resume', (_, text, name, email, roles) => {
    const { document } = sectionResume(lines(text), 'text');
    expect(document.basics?.name).toBe(name);
    expect(document.basics?.email).toBe(email);
    expect(document.work?.map((role) => [role.position, role.name, role.startDate, role.endDate])).toEqual(roles);
  });

  it('reads the nurse resume in full', () => {
    const { document, unread } = sectionResume(lines(NURSE), 'text');
    expect(document.basics).toMatchObject({
      phone: '(555) 123-4567',
      location: { city: 'Austin', region: 'TX' },
      summary: 'Compassionate registered nurse with 8 years in acute care and emergency departments.',
      profiles: [{ network: 'LinkedIn', username: 'mariagonzalez' }],
    });
    expect(document.work?.[0]).toMatchObject({
      location: 'Austin, TX',
      highlights: [
        'Supervised a team of 12 nurses across day and night shifts.',
        'Reduced patient wait times by 18% through a new triage protocol adopted hospital-wide.',
      ],
    });
    expect(document.education).toEqual([
      {
        institution: 'University of Texas at Austin',
        studyType: 'Bachelor of Science',
        area: 'Nursing',
        endDate: '2015',
        score: '3.7',
      },
    ]);
    expect(document.certificates).toEqual([
      { name: 'RN License', issuer: 'Texas Board of Nursing', date: '2015' },
      { name: 'BLS', issuer: 'American Heart Association', date: '2022' },
    ]);
    expect(document.skills).toEqual([
      { name: 'Triage', keywords: ['Clinical'] },
      { name: 'IV therapy', keywords: ['Clinical'] },
      { name: 'Wound care', keywords: ['Clinical'] },
      { name: 'Spanish', level: 'Fluent' },
      { name: 'English', level: 'Native' },
    ]);
    expect(unread).toEqual([
      { text: 'Registered Nurse', reason: expect.stringContaining('headline') },
      {
        text: 'Red Cross blood drive coordinator, 2017–2019',
        reason: 'From “Volunteer”: no matching library section — add it as a snippet',
      },
    ]);
  });

  it.each([
    [
      'electrician paragraph becomes the summary',
      ELECTRICIAN,
      (document: ReturnType<typeof sectionResume>['document']) =>
        expect(document.work?.[0]?.summary).toMatch(/^Installed and maintained commercial wiring.*NEC code\.$/),
    ],
    [
      'licence with number and year',
      ELECTRICIAN,
      (document: ReturnType<typeof sectionResume>['document']) =>
        expect(document.certificates).toEqual([
          { name: 'Illinois Journeyman Electrician License #E-44512', date: '2017' },
        ]),
    ],
    [
      'teacher degrees on several lines and one line',
      TEACHER,
      (document: ReturnType<typeof sectionResume>['document']) =>
        expect(document.education).toEqual([
          { studyType: 'PGCE', area: 'Primary Education', institution: 'University of Leeds', endDate: '2018' },
          {
            studyType: 'BA (Hons)',
            area: 'English Literature',
            institution: 'University of York',
            endDate: '2017',
            score: 'First Class Honours',
          },
        ]),
    ],
    [
      'warehouse list split by pipes',
      WAREHOUSE,
      (document: ReturnType<typeof sectionResume>['document']) =>
        expect(document.skills?.map((skill) => skill.name)).toEqual([
          'Inventory control',
          'Health & safety',
          'SAP WM',
          'Forklift (counterbalance)',
        ]),
    ],
    [
      'warehouse certificates',
      WAREHOUSE,
      (document: ReturnType<typeof sectionResume>['document']) =>
        expect(document.certificates).toEqual([
          { name: 'OSHA 30' },
          { name: 'IOSH Managing Safely', issuer: 'IOSH', date: '2018' },
        ]),
    ],
    [
      "accountant's languages as JSON Resume languages, not skills",
      ACCOUNTANT,
      (document: ReturnType<typeof sectionResume>['document']) => {
        expect(document.languages).toEqual([
          { language: 'Mandarin', fluency: 'Native' },
          { language: 'English', fluency: 'Fluent' },
        ]);
        expect(document.skills?.map((skill) => skill.name)).not.toContain('English');
      },
    ],
    [
      'French languages section',
      FRENCH,
      (document: ReturnType<typeof sectionResume>['document']) =>
        expect(document.languages?.at(-1)).toEqual({ language: 'Anglais', fluency: 'B2' }),
    ],
    [
      'French school',
      FRENCH,
      (document: ReturnType<typeof sectionResume>['document']) =>
        expect(document.education?.[0]).toMatchObject({ institution: 'IFSI de Lyon', endDate: '2019' }),
    ],
    [
      'German training',
      GERMAN,
      (document: ReturnType<typeof sectionResume>['document']) =>
        expect(document.education?.[0]).toMatchObject({ institution: 'Oberstufenzentrum Berlin', endDate: '2019' }),
    ],
    [
      'Spanish degree',
      SPANISH,
      (document: ReturnType<typeof sectionResume>['document']) =>
        expect(document.education?.[0]).toEqual({
          studyType: 'Licenciatura',
          area: 'Contabilidad',
          institution: 'Universidad de Sevilla',
          endDate: '2018',
        }),
    ],
    [
      'engineer GitHub profile',
      ENGINEER,
      (document: ReturnType<typeof sectionResume>['document']) =>
        expect(document.basics?.profiles).toEqual([
          { network: 'GitHub', username: 'zoean', url: 'https://github.com/zoean' },
        ]),
    ],
  ])('%s', (_, text, check) => {
    check(sectionResume(lines(text), 'text').document);
  });

  it('reads a resume of our own export back: the headline is the latest role, a skills line by its category', () => {
    const ownExport = [
      'Alana Whitfield',
      'Charge Nurse',
      'alana@example.com · 555-0100',
      'EXPERIENCE',
      'Charge Nurse, Mercy General | Jun 2019 – Present',
      '• Led a 32-bed med-surg unit on nights.',
      'SKILLS',
      'Software: Epic EHR · Pyxis',
      'Clinical: IV therapy · Telemetry',
    ].join('\n');
    const { document, unread } = sectionResume(lines(ownExport), 'text');
    expect(unread).toEqual([]);
    expect(document.skills).toEqual([
      { name: 'Epic EHR', keywords: ['Software'] },
      { name: 'Pyxis', keywords: ['Software'] },
      { name: 'IV therapy', keywords: ['Clinical'] },
      { name: 'Telemetry', keywords: ['Clinical'] },
    ]);
  });

  it('keeps sections with no home in unread with their heading', () => {
    const { unread } = sectionResume(lines(ENGINEER), 'text');
    expect(unread).toContainEqual({
      text: 'Solar go-kart: built a solar powered kart with a student team.',
      reason: 'From “Projects”: no matching library section — add it as a snippet',
    });
  });

  it('uses the look of PDF lines to find headings its words do not name', () => {
    const doc: DocLine[] = [
      { text: 'Ana Souza', size: 20, bold: true },
      { text: 'ana@example.com', size: 10 },
      { text: 'EXPERIENCE', size: 13, bold: true, caps: true },
      { text: 'Electrician', size: 10, bold: true, right: '2019 – 2022' },
      { text: 'Volt Services Ltd', size: 10 },
      { text: 'Fitted panels.', size: 10, bullet: true },
      { text: 'MENTORING CIRCLES', size: 13, bold: true, caps: true },
      { text: 'Mentored three apprentices.', size: 10 },
    ];
    const { document, unread } = sectionResume(doc, 'pdf');
    expect(document.work).toEqual([
      {
        position: 'Electrician',
        name: 'Volt Services Ltd',
        startDate: '2019',
        endDate: '2022',
        highlights: ['Fitted panels.'],
      },
    ]);
    expect(unread).toEqual([
      {
        text: 'Mentored three apprentices.',
        reason: 'From “Mentoring Circles”: no matching library section — add it as a snippet',
      },
    ]);
  });

  it('reads a word carried onto the next line of a PDF as the end of the line, not as a heading', () => {
    const doc: DocLine[] = [
      { text: 'Ana Souza', size: 20 },
      { text: 'ana@example.com', size: 10, gapBefore: 0 },
      { text: 'Experience', size: 13, gapBefore: 1 },
      { text: 'Store Manager, Moda Atlántica S.L.', size: 10, gapBefore: 0.3, right: '2020 – 2023' },
      {
        text: 'Grew sales by 14% in 2023 through clienteling and weekly product',
        bullet: true,
        size: 10,
        gapBefore: 0,
      },
      { text: 'training', size: 10, gapBefore: 0 },
      { text: 'Recruit, train and schedule staff', bullet: true, size: 10, gapBefore: 0 },
    ];
    const { document } = sectionResume(doc, 'pdf');
    expect(document.education).toBeUndefined();
    // …and in a column of tags, a word carried onto the next line in the same type is no Skills heading, whose
    // look a role's title in that type would then share.
    const tags = sectionResume(
      [
        { text: 'Ana Souza', size: 20 },
        { text: 'ana@example.com', size: 10, gapBefore: 0 },
        { text: 'Skills', size: 18, gapBefore: 1 },
        { text: 'LGPI pharmacy', size: 10.5, bold: true, gapBefore: 0.8 },
        { text: 'software', size: 10.5, bold: true, gapBefore: 0 },
        { text: 'Work', size: 18, gapBefore: 1 },
        { text: 'Pharmacie de la Croix-Rousse', size: 12, bold: true, right: 'Jan 2019 - Present', gapBefore: 0.6 },
        { text: 'Pharmacien titulaire adjoint', size: 10.5, bold: true, gapBefore: 0 },
        { text: 'Check and dispense around 250 prescriptions a day', size: 10.5, bullet: true, gapBefore: 0.2 },
        { text: 'Run medication reviews for elderly patients', size: 10.5, bullet: true, gapBefore: 0 },
        { text: 'Manage stock ordering and controlled drugs registers', size: 10.5, bullet: true, gapBefore: 0 },
        { text: 'Supervise two pharmacy technicians', size: 10.5, bullet: true, gapBefore: 0 },
      ],
      'pdf',
    );
    expect(tags.document.work).toEqual([
      {
        name: 'Pharmacie de la Croix-Rousse',
        position: 'Pharmacien titulaire adjoint',
        startDate: '2019-01',
        highlights: [
          'Check and dispense around 250 prescriptions a day',
          'Run medication reviews for elderly patients',
          'Manage stock ordering and controlled drugs registers',
          'Supervise two pharmacy technicians',
        ],
      },
    ]);
    expect(document.work?.[0]?.highlights).toEqual([
      'Grew sales by 14% in 2023 through clienteling and weekly product training',
      'Recruit, train and schedule staff',
    ]);
  });

  it.each([
    [
      'a group of Skills',
      'Skills\nLanguages: Python, C++, CUDA\nML Frameworks: PyTorch, JAX',
      ['Python', 'C++', 'CUDA', 'PyTorch', 'JAX'],
      [],
    ],
    ['a section of their own', 'Languages\nPython, Java, SQL', ['Python', 'Java', 'SQL'], []],
    ['spoken ones, in a section', 'Languages\nEnglish (native), French (B2)', [], ['English', 'French']],
    [
      'spoken ones, in Skills',
      'Skills\nSoftware: Excel, SAP\nLanguages: English, Spanish',
      ['Excel', 'SAP'],
      ['English', 'Spanish'],
    ],
  ])(
    'reads languages named under "Languages" in %s as skills or languages by what they are',
    (_, body, skills, spoken) => {
      const { document } = sectionResume(lines(`Jo Bloggs\njo@example.com\n\n${body}`), 'text');
      expect(document.skills?.map((skill) => skill.name) ?? []).toEqual(skills);
      expect(document.languages?.map((language) => language.language) ?? []).toEqual(spoken);
    },
  );

  it('reads a right-to-left name copied with the marks that set its direction', () => {
    const text =
      '\u202bيوسف الحداد\u202c\nSous chef with twelve years in hotel kitchens across the Gulf.\nyusuf@example.com';
    expect(sectionResume(lines(text), 'text').document.basics?.name).toBe('يوسف الحداد');
  });

  it('keeps the name as the name when the contact line follows it straight away', () => {
    for (const source of ['pdf', 'text'] as const) {
      const doc: DocLine[] = [
        { text: 'Priya Raman', size: 16 },
        { text: 'priya.raman@example.com +1 416-555-0177', size: 9 },
        { text: 'Experience', size: 12.6 },
        { text: 'Senior Accountant, Northlake Foods Inc. | 2021 – Present', size: 9 },
      ].map((line) => (source === 'pdf' ? line : { text: line.text }));
      const { document } = sectionResume(doc, source);
      expect(document.basics?.name).toBe('Priya Raman');
      expect(document.basics?.location).toBeUndefined();
    }
  });

  it("reads a headline in the headings' type under the name as the headline when the contact details follow it", () => {
    const doc: DocLine[] = [
      { text: 'PRIYA RAMAN', size: 18, caps: true },
      { text: 'CPA, SENIOR ACCOUNTANT', size: 13.5, caps: true, gapBefore: 0 },
      { text: 'priya.raman@example.com — +1 416-555-0177', size: 9, gapBefore: 0 },
      { text: 'Chartered accountant with six years in industry reporting.', size: 9, gapBefore: 1.6 },
      { text: 'SKILLS', size: 13.5, caps: true, gapBefore: 0 },
      { text: 'IFRS', size: 9, bold: true, gapBefore: 0 },
      { text: 'WORK EXPERIENCE', size: 13.5, caps: true, gapBefore: 0 },
      { text: 'Senior Accountant at Northlake Foods Inc. | Mississauga, ON', size: 9, gapBefore: 0 },
      { text: 'JUN 2021 - NOW', size: 9, caps: true, x: 0.8 },
      { text: 'Own the month-end close for three legal entities', size: 9, bullet: true, x: 0.07 },
    ];
    const { document, unread } = sectionResume(doc, 'pdf');
    expect(document.basics).toMatchObject({
      name: 'Priya Raman',
      email: 'priya.raman@example.com',
      phone: '+1 416-555-0177',
    });
    expect(document.work).toMatchObject([
      { position: 'Senior Accountant', name: 'Northlake Foods Inc.', startDate: '2021-06' },
    ]);
    expect(unread.map((line) => line.text)).not.toContain('priya.raman@example.com — +1 416-555-0177');
  });

  it("reads an employer set in the headings' type with its dates at the right as a role, not a section", () => {
    const doc: DocLine[] = [
      { text: 'Daniel Kowalski', size: 23 },
      { text: 'dan.kowalski@example.com', size: 7 },
      { text: 'Work Experience', size: 14.2, gapBefore: 1 },
      { text: 'Cascade Health Tech', size: 14.2, gapBefore: 2, right: '2022 - Present' },
      { text: 'Senior Software Engineer', size: 7, bold: true, gapBefore: 0.8 },
      { text: 'Lead the scheduling API team of five', size: 7, bullet: true, x: 0.1 },
      { text: 'Moved the event pipeline from cron jobs to Kafka consumers', size: 7, bullet: true, x: 0.1 },
      { text: 'Run design reviews and on-call rotation handbook updates', size: 7, bullet: true, x: 0.1 },
      { text: 'Rainier Logistics', size: 14.2, gapBefore: 1.6, right: '2019 - 2021' },
      { text: 'Software Engineer', size: 7, bold: true, gapBefore: 0.8 },
      { text: 'Built route optimization microservices in Go', size: 7, bullet: true, x: 0.1 },
      { text: 'Migrated a PostgreSQL database of 2 TB', size: 7, bullet: true, x: 0.1 },
      { text: 'Education', size: 14.2, gapBefore: 2 },
      { text: 'Oregon State University', size: 13.5 },
    ];
    const { document } = sectionResume(doc, 'pdf');
    expect(document.work).toMatchObject([
      { name: 'Cascade Health Tech', position: 'Senior Software Engineer', startDate: '2022' },
      { name: 'Rainier Logistics', position: 'Software Engineer', startDate: '2019', endDate: '2021' },
    ]);
  });

  it("reads the groups of a Skills section set in the headings' type as groups, a group named like a section too", () => {
    const doc: DocLine[] = [
      { text: 'John Doe', size: 14.6, bold: true },
      { text: 'john.doe@example.com', size: 8.5 },
      { text: 'Skills', size: 9.7, bold: true, gapBefore: 1 },
      { text: 'Web Technologies', size: 9.7, bold: true, gapBefore: 0.5 },
      { text: 'Advanced', size: 9.7 },
      { text: 'HTML5, JavaScript', size: 8.5 },
      { text: 'Web Frameworks', size: 9.7, bold: true, gapBefore: 0.5 },
      { text: 'Intermediate', size: 9.7 },
      { text: 'React.js, Django', size: 8.5 },
      { text: 'Tools', size: 9.7, bold: true, gapBefore: 0.5 },
      { text: 'Intermediate', size: 9.7 },
      { text: 'Webpack, Git', size: 8.5 },
      { text: 'Certifications', size: 9.7, bold: true, gapBefore: 1 },
      { text: 'AWS Certified Developer', size: 9.7, bold: true },
    ];
    const { document } = sectionResume(doc, 'pdf');
    const names = document.skills?.map((skill) => skill.name);
    expect(names).toEqual(expect.arrayContaining(['Web Frameworks', 'Tools', 'React.js', 'Webpack']));
    expect(names).not.toContain('Intermediate');
    expect(document.certificates?.map((certificate) => certificate.name)).toEqual(['AWS Certified Developer']);
  });

  it('reads handles under Profiles by the links behind them and leaves no line of them unread', () => {
    const doc: DocLine[] = [
      { text: 'John Doe', size: 14.6, bold: true },
      { text: 'john.doe@example.com', size: 8.5 },
      { text: 'Profiles', size: 9.7, bold: true, gapBefore: 1 },
      { text: 'johndoe', size: 9.7 },
      { text: 'LinkedIn', size: 8.5 },
      { text: 'jdoe-dev', size: 9.7 },
      { text: 'GitHub', size: 8.5 },
      { text: 'Mastodon', size: 8.5 },
    ];
    const links = ['https://linkedin.com/in/johndoe', 'https://github.com/jdoe-dev'];
    const { document, unread } = sectionResume(doc, 'pdf', { links });
    expect(document.basics?.profiles?.map((profile) => profile.username)).toEqual(['johndoe', 'jdoe-dev']);
    expect(unread.map((line) => line.text)).toEqual(['Mastodon']);
  });

  it("reads a school set in the headings' type right under Education as its school, and drops a footer of the name and contact details", () => {
    const doc: DocLine[] = [
      { text: 'FRANÇOIS', size: 36, bold: true, caps: true },
      { text: 'LEFÈVRE', size: 36, bold: true, caps: true, gapBefore: 0 },
      { text: 'francois.lefevre@example.fr', size: 14.6, bold: true },
      { text: 'Experience', size: 18.2, bold: true },
      { text: 'Pharmacie de la Croix-Rousse', size: 18.2, bold: true, gapBefore: 1.1 },
      { text: '2019-01 - Present', size: 14.6, bold: true, x: 0.67 },
      { text: 'Pharmacien titulaire adjoint', size: 14.6, bold: true },
      { text: 'Supervise dispensing and the pharmacy team of six', size: 12, bullet: true },
      { text: 'Run the vaccination clinic through the winter season', size: 12, bullet: true },
      { text: 'Cut dispensing errors by a third with a second check', size: 12, bullet: true },
      { text: 'Trained four interns in dispensing and counselling', size: 12, bullet: true },
      { text: 'Education', size: 18.2, bold: true, gapBefore: 0.8 },
      { text: 'Université de Strasbourg', size: 18.2, bold: true, gapBefore: 1.2 },
      { text: 'Pharmacy, Diplôme d’État de Docteur en Pharmacie', size: 14.6, bold: true, gapBefore: 1.2 },
      { text: 'François Lefèvre — francois.lefevre@example.fr — +33 4 72 55 01 23', size: 11, gapBefore: 7.4 },
    ];
    const { document, unread } = sectionResume(doc, 'pdf');
    expect(document.education).toEqual([
      {
        institution: 'Université de Strasbourg',
        studyType: 'Diplôme d’État de Docteur en Pharmacie',
        area: 'Pharmacy',
      },
    ]);
    expect(unread).toEqual([]);
  });

  it('reads a field that names a section ("Primary Education"), set in the body\'s type, as the field', () => {
    const doc: DocLine[] = [
      { text: 'SIOBHÁN MCALLISTER', size: 18, caps: true },
      { text: 'siobhan.mcallister@example.com', size: 9 },
      { text: 'WORK EXPERIENCE', size: 13.5, caps: true },
      { text: 'Class Teacher at Hillpark Primary School | Glasgow', size: 9 },
      { text: 'AUG 2019 — NOW', size: 9, caps: true, x: 0.8 },
      { text: 'Plan and teach the P3 curriculum for a class of 28', size: 9, bullet: true },
      { text: "Lead the school's reading recovery programme", size: 9, bullet: true },
      { text: 'Track progress with termly assessments', size: 9, bullet: true },
      { text: 'EDUCATION', size: 13.5, caps: true },
      { text: 'University of Strathclyde', size: 9, bold: true },
      { text: 'Primary Education', size: 9 },
      { text: 'PGDE', size: 9, caps: true },
      { text: 'AUG 2017 — JUN 2018', size: 9, caps: true, x: 0.8 },
    ];
    const { document } = sectionResume(doc, 'pdf');
    expect(document.education).toEqual([
      { institution: 'University of Strathclyde', area: 'Primary Education', studyType: 'PGDE', endDate: '2018-06' },
    ]);
  });

  it('reads a field that names the section it stands in, in bold under its school, as the field', () => {
    const doc: DocLine[] = [
      { text: 'Siobhán McAllister', size: 24, bold: true },
      { text: 'siobhan.mcallister@example.com', size: 12 },
      { text: 'Experience', size: 18, bold: true },
      { text: 'Glasgow City Council', size: 14, bold: true },
      { text: 'Class Teacher (P3)', size: 14, bold: true },
      { text: '2019-08 → Present', size: 12 },
      { text: 'Plan and teach the P3 curriculum for a class of 28', size: 12, bullet: true },
      { text: 'Lead the reading recovery programme', size: 12, bullet: true },
      { text: 'Education', size: 18, bold: true },
      { text: 'University of Strathclyde', size: 14, bold: true },
      { text: 'Primary Education', size: 12, bold: true },
      { text: 'PGDE', size: 12, bold: true, caps: true },
      { text: '2017-08 → 2018-06', size: 12 },
    ];
    const { document } = sectionResume(doc, 'pdf');
    expect(document.education).toEqual([
      { institution: 'University of Strathclyde', area: 'Primary Education', studyType: 'PGDE', endDate: '2018-06' },
    ]);
  });

  it("opens a section once when its heading is set twice running, the first in the body's type", () => {
    const doc: DocLine[] = [
      { text: 'Chloé Martin', size: 18, bold: true, heading: true },
      { text: 'chloe.martin@example.com', size: 10.5 },
      { text: 'Skills', size: 10.5 },
      { text: 'Skills', size: 13.5, bold: true },
      { text: 'Email marketing', size: 10.5, bullet: true },
      { text: 'HubSpot', size: 10.5, bullet: true },
      { text: 'Certificates', size: 10.5 },
      { text: 'Certificates', size: 13.5, bold: true },
      { text: 'HubSpot Inbound Marketing, HubSpot Academy', size: 10.5, bullet: true },
    ];
    const { document } = sectionResume(doc, 'docx');
    expect(document.skills?.map((skill) => skill.name)).toEqual(['Email marketing', 'HubSpot']);
    expect(document.certificates).toEqual([{ name: 'HubSpot Inbound Marketing', issuer: 'HubSpot Academy' }]);
  });

  it('reads a resume whose every line is a list item (a page converted to Word by pandoc)', () => {
    const item = (text: string): DocLine => ({ text, size: 12, bullet: true, listItem: true });
    const doc: DocLine[] = [
      { text: 'Priya Raman', size: 18, bold: true, heading: true },
      { text: 'priya.raman@example.com', size: 12 },
      { text: 'Work Experience', size: 12 },
      item('Senior Accountant, Northlake Foods Inc.'),
      item('Jun, 2021 - Present'),
      item('Own the month-end close for three legal entities'),
      item('Staff Accountant, Harbourfront Property Group'),
      item('Mar, 2018 - May, 2021 3 years 2 months'),
      item('Recorded journal entries for 14 commercial properties'),
    ];
    const { document } = sectionResume(doc, 'docx');
    expect(document.work).toEqual([
      {
        position: 'Senior Accountant',
        name: 'Northlake Foods Inc.',
        startDate: '2021-06',
        highlights: ['Own the month-end close for three legal entities'],
      },
      {
        position: 'Staff Accountant',
        name: 'Harbourfront Property Group',
        startDate: '2018-03',
        endDate: '2021-05',
        highlights: ['Recorded journal entries for 14 commercial properties'],
      },
    ]);
  });

  it("reads a headline in the headings' look as the headline when the place and then the contact details follow", () => {
    const doc: DocLine[] = [
      { text: 'Chloé Martin', size: 16, bold: true, heading: true },
      { text: 'Marketing Coordinator', size: 14, bold: true, heading: true },
      { text: 'Vancouver, BC (CA)', size: 12 },
      { text: 'chloe.martin@example.com', size: 12 },
      { text: '+1 (604) 555-0199', size: 12 },
      { text: 'Summary', size: 14, bold: true, heading: true },
      { text: 'Marketing coordinator running campaigns for B2B and consumer brands.', size: 12 },
    ];
    const { document } = sectionResume(doc, 'docx');
    expect(document.basics).toMatchObject({
      name: 'Chloé Martin',
      email: 'chloe.martin@example.com',
      phone: '+1 (604) 555-0199',
      location: { city: 'Vancouver' },
    });
  });

  it('reads a website written without its scheme among the contact details under About', () => {
    const { document } = sectionResume(
      lines(
        'Daniel Kowalski\nAbout\nSeattle WA US\ndan.kowalski@example.com\n+1 206 555 0110\ndkowalski.example.org\n' +
          'Built payment services in Go and TypeScript for ten years.',
      ),
      'docx',
    );
    expect(document.basics).toMatchObject({
      email: 'dan.kowalski@example.com',
      url: 'https://dkowalski.example.org',
      location: { city: 'Seattle' },
    });
  });

  it("reads a period marked like a bullet (a timeline's dot) as the role's dates, not an achievement", () => {
    const { document } = sectionResume(
      lines(
        'Priya Raman\npriya.raman@example.com\nWork\n• 2021-06 - present\nNorthlake Foods Inc.\nSenior Accountant\n' +
          '• Own the month-end close for three legal entities\n• 2018-03 - 2021-05\nHarbourfront Property Group\n' +
          'Staff Accountant\n• Recorded journal entries for 14 commercial properties',
      ),
      'text',
    );
    expect(document.work).toMatchObject([
      { name: 'Northlake Foods Inc.', position: 'Senior Accountant', startDate: '2021-06' },
      { name: 'Harbourfront Property Group', position: 'Staff Accountant', startDate: '2018-03', endDate: '2021-05' },
    ]);
  });

  it('finds those headings when the template sets an icon before every heading', () => {
    const doc: DocLine[] = [
      { text: 'Ana Souza', size: 20, bold: true },
      { text: 'ana@example.com', size: 10 },
      { text: 'EXPERIENCE', size: 13, caps: true, bullet: true },
      { text: 'Electrician', size: 10, bold: true, right: '2019 – 2022' },
      { text: 'Volt Services Ltd', size: 10 },
      { text: 'Fitted panels.', size: 10, bullet: true },
      { text: 'MENTORING CIRCLES', size: 13, caps: true, bullet: true },
      { text: 'Mentored three apprentices.', size: 10 },
      { text: 'EDUCATION', size: 13, caps: true, bullet: true },
      { text: 'City College', size: 10 },
    ];
    const { unread } = sectionResume(doc, 'pdf');
    expect(unread).toEqual([
      {
        text: 'Mentored three apprentices.',
        reason: 'From “Mentoring Circles”: no matching library section — add it as a snippet',
      },
    ]);
  });

  it.each([
    ['no text', [{ text: '' }, { text: '   ' }], 'empty'],
    ['a shopping list', lines('Milk\nEggs\nBread and butter\nCall the garage about the car'), 'not_resume'],
  ])('refuses %s', (_, input, code) => {
    expect(() => sectionResume(input, 'text')).toThrow(ImportRefusal);
    try {
      sectionResume(input, 'text');
    } catch (error) {
      expect((error as ImportRefusal).code).toBe(code);
    }
  });

  it('never invents: every value comes from the text', () => {
    for (const text of [
      NURSE,
      WAREHOUSE,
      ELECTRICIAN,
      TEACHER,
      ACCOUNTANT,
      ENGINEER,
      FRENCH,
      GERMAN,
      SPANISH,
      ARABIC,
    ]) {
      const { document } = sectionResume(lines(text), 'text');
      const flat = text.replace(/\s+/g, ' ');
      const values: string[] = [];
      const walk = (value: unknown, key: string) => {
        if (
          typeof value === 'string' &&
          !['$schema', 'version', 'network', 'url', 'startDate', 'endDate', 'date'].includes(key)
        )
          values.push(value);
        else if (value && typeof value === 'object')
          for (const [k, v] of Object.entries(value)) walk(v, Number.isNaN(Number(k)) ? k : key);
      };
      walk(document, '');
      for (const value of values)
        expect(flat.toLowerCase()).toContain(value.replace(/\s+/g, ' ').toLowerCase().slice(0, 40));
    }
  });
});
