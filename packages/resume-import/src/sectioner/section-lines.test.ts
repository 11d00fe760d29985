import { describe, expect, it } from 'vitest';
import type { DocLine } from '../types.js';
import { sectionResume } from './section-resume.js';

const lines = (text: string): DocLine[] => text.split('\n').map((line) => ({ text: line }));

describe('sectionResume on lines from sidebars and icon fonts', () => {
  it.each<[string, string, Record<string, unknown>]>([
    [
      'a place beside an email under another heading is the person’s',
      'Ana Lima\nProfile\nSwansea Wales\nana.lima@example.org\nCare assistant with five years in residential homes.',
      { city: 'Swansea', email: 'ana.lima@example.org' },
    ],
    [
      'icons mapped to no character separate contact items',
      'Ana Lima\n\u0000 Porto, PT \u0000 +351 912 345 678 \u0000 ana.lima@example.org',
      { city: 'Porto', email: 'ana.lima@example.org', phone: '+351 912 345 678' },
    ],
  ])('%s', (_, text, expected) => {
    const { basics } = sectionResume(lines(text), 'pdf').document;
    expect({
      city: basics?.location?.city,
      email: basics?.email,
      ...(expected.phone ? { phone: basics?.phone } : {}),
    }).toEqual(expected);
  });

  it.each<[string, string, Array<Record<string, string>>]>([
    [
      'an "Issued on" line dates the certificate above it',
      'Ana Lima\nana.lima@example.org\nCertificates\nFirst Aid at Work, St John Ambulance\nIssued on: Oct 14, 2022',
      [{ name: 'First Aid at Work', issuer: 'St John Ambulance', date: '2022-10' }],
    ],
  ])('%s', (_, text, certificates) => {
    expect(sectionResume(lines(text), 'pdf').document.certificates).toEqual(certificates);
  });
});
