import { describe, expect, it } from 'vitest';
import type { DocLine } from '../types.js';
import { gluedIssuer, readCertificates, type CertificateEntry } from './certificates.js';

describe('gluedIssuer', () => {
  it.each<[string, { name: string; issuer: string } | null]>([
    [
      'Food Hygiene Level 2 Highfield Qualifications',
      { name: 'Food Hygiene Level 2', issuer: 'Highfield Qualifications' },
    ],
    [
      'Day Skipper Certificate Royal Yachting Association',
      { name: 'Day Skipper Certificate', issuer: 'Royal Yachting Association' },
    ],
    ['Forklift Safety Leeds City Council', { name: 'Forklift Safety', issuer: 'Leeds City Council' }],
    ['Excel Essentials Excel Academy', { name: 'Excel Essentials', issuer: 'Excel Academy' }],
    // Unsure: a body of more than three words, a name that would end on a joining word, a whole line that is a
    // body, no body word at the end.
    ['Pool Lifeguard Award Royal Life Saving Society', null],
    ['Nursing and Midwifery Council', null],
    ['Chartered Institute', null],
    ['Advanced Life Support Provider', null],
    ['Paediatric First Aid Course Bristol', null],
  ])('%s', (text, split) => {
    expect(gluedIssuer(text)).toEqual(split);
  });
});

describe('readCertificates', () => {
  const lines = (...texts: string[]): DocLine[] => texts.map((text) => ({ text }));
  it.each<[string, DocLine[], CertificateEntry[]]>([
    [
      'an issuer alone on the line under the name',
      lines('Registered Nurse (Adult)', 'Nursing and Midwifery Council', 'Issued on: Aug 2018'),
      [{ name: 'Registered Nurse (Adult)', issuer: 'Nursing and Midwifery Council', date: '2018-08' }],
    ],
    [
      'name, body and date set apart by middle dots, the comma in a bracket kept in the name',
      lines('Driver CPC · DVSA · Sep 2023', 'ADR Licence (Tanks, Classes 2–9) · SQA · Feb 2019'),
      [
        { name: 'Driver CPC', issuer: 'DVSA', date: '2023-09' },
        { name: 'ADR Licence (Tanks, Classes 2–9)', issuer: 'SQA', date: '2019-02' },
      ],
    ],
    [
      'each certificate on three lines: its name, its body, its year',
      lines(
        'Full-Stack Web Development',
        'CodeAcademy',
        '2020',
        'AWS Certified Developer',
        'Amazon Web Services',
        '2019',
      ),
      [
        { name: 'Full-Stack Web Development', issuer: 'CodeAcademy', date: '2020' },
        { name: 'AWS Certified Developer', issuer: 'Amazon Web Services', date: '2019' },
      ],
    ],
    [
      'a level word wrapped under the name',
      lines('Certified Data Analyst', 'Associate', 'Jan 2021'),
      [{ name: 'Certified Data Analyst Associate', date: '2021-01' }],
    ],
    [
      'a date label with no date is no certificate',
      lines('Site Safety Plus, CITB', 'Issued on: Invalid date'),
      [{ name: 'Site Safety Plus', issuer: 'CITB' }],
    ],
    [
      'certificates and their awarding bodies on lines of their own, in turn',
      lines('Driver CPC', 'DVSA', 'ADR Licence (Tanks, Classes 2–9)', 'SQA', 'HIAB Lorry Loader (CPCS A40)', 'CPCS'),
      [
        { name: 'Driver CPC', issuer: 'DVSA' },
        { name: 'ADR Licence (Tanks, Classes 2–9)', issuer: 'SQA' },
        { name: 'HIAB Lorry Loader (CPCS A40)', issuer: 'CPCS' },
      ],
    ],
    [
      'a body without a body word every second line, when most of the others have one',
      lines(
        'Full Registration, Primary',
        'General Teaching Council for Scotland',
        'PVG Scheme Membership (Children)',
        'Disclosure Scotland',
      ),
      [
        { name: 'Full Registration, Primary', issuer: 'General Teaching Council for Scotland' },
        { name: 'PVG Scheme Membership (Children)', issuer: 'Disclosure Scotland' },
      ],
    ],
    [
      'a list of initials is a list of certificates',
      lines('BLS', 'ACLS', 'PALS', 'TNCC'),
      [{ name: 'BLS' }, { name: 'ACLS' }, { name: 'PALS' }, { name: 'TNCC' }],
    ],
    [
      'each date above its certificate, the issuer under it',
      lines(
        'Aug 2018',
        'NMC Registered Nurse (Adult)',
        'Nursing and Midwifery Council',
        'Mar 2022',
        'Advanced Life Support (ALS) Provider',
        'Resuscitation Council UK',
      ),
      [
        { name: 'NMC Registered Nurse (Adult)', issuer: 'Nursing and Midwifery Council', date: '2018-08' },
        { name: 'Advanced Life Support (ALS) Provider', issuer: 'Resuscitation Council UK', date: '2022-03' },
      ],
    ],
    [
      'each date above its certificate and, of two lines under it, the second its awarding body',
      lines('Jan 2019', 'Chartered Professional Accountant (CPA)', 'CPA Ontario'),
      [{ name: 'Chartered Professional Accountant (CPA)', issuer: 'CPA Ontario', date: '2019-01' }],
    ],
    [
      'a labelled date set as an item of the list, like the certificate above it',
      [
        { text: 'Chartered Professional Accountant (CPA), CPA Ontario', bullet: true },
        { text: 'Issued on: Jan 01, 2019', bullet: true },
      ],
      [{ name: 'Chartered Professional Accountant (CPA)', issuer: 'CPA Ontario', date: '2019-01' }],
    ],
    [
      'a body known by its name under the certificate',
      lines('AWS Certified Developer – Associate', 'Amazon Web Services'),
      [{ name: 'AWS Certified Developer – Associate', issuer: 'Amazon Web Services' }],
    ],
  ])('%s', (_, input, certificates) => {
    expect(readCertificates(input, 'Certificates').certificates).toEqual(certificates);
  });
});
