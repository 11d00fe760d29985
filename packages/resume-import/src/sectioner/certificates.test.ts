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
      'a level word wrapped under the name',
      lines('Certified Data Analyst', 'Associate', 'Jan 2021'),
      [{ name: 'Certified Data Analyst Associate', date: '2021-01' }],
    ],
    [
      'a date label with no date is no certificate',
      lines('Site Safety Plus, CITB', 'Issued on: Invalid date'),
      [{ name: 'Site Safety Plus', issuer: 'CITB' }],
    ],
  ])('%s', (_, input, certificates) => {
    expect(readCertificates(input, 'Certificates').certificates).toEqual(certificates);
  });
});
