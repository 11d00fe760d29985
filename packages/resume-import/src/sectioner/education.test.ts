import { describe, expect, it } from 'vitest';
import type { DocLine } from '../types.js';
import { readEducation, splitDegree, type EducationEntry } from './education.js';

const texts = (...lines: string[]): DocLine[] => lines.map((text) => ({ text }));

describe('readEducation', () => {
  it.each<[string, DocLine[], EducationEntry[]]>([
    [
      'a school then its degree on one line, notes under it as list items, a year among them',
      [
        { text: 'Princeton University, PhD in Computer Science', right: 'Sept 2018 – May 2023' },
        { text: 'Thesis: Efficient Neural Architecture Search', bullet: true },
        { text: 'NSF Graduate Research Fellowship, Siebel Scholar (Class of 2022)', bullet: true },
        { text: 'Boğaziçi University, BS in Computer Engineering', right: 'Sept 2014 – June 2018' },
      ],
      [
        { institution: 'Princeton University', studyType: 'PhD', area: 'Computer Science', endDate: '2023-05' },
        { institution: 'Boğaziçi University', studyType: 'BS', area: 'Computer Engineering', endDate: '2018-06' },
      ],
    ],
    [
      'a degree in a label column before its school, named again with its field',
      [{ text: 'PhD Princeton University, PhD in Computer Science – Princeton, NJ', right: 'Sept 2018 – May 2023' }],
      [{ studyType: 'PhD', institution: 'Princeton University', area: 'Computer Science', endDate: '2023-05' }],
    ],
    [
      'a degree in a label column before its school and field',
      [
        { text: 'PhD Princeton University, Computer Science', right: 'Princeton, NJ | Sept 2018 – May 2023' },
        { text: 'Advisor: Prof. Sanjeev Arora', bullet: true },
        { text: 'BS' },
        { text: 'Boğaziçi University, Computer Engineering', right: 'Istanbul, Türkiye | Sept 2014 – June 2018' },
      ],
      [
        { studyType: 'PhD', institution: 'Princeton University', area: 'Computer Science', endDate: '2023-05' },
        { studyType: 'BS', institution: 'Boğaziçi University', area: 'Computer Engineering', endDate: '2018-06' },
      ],
    ],
    [
      'a degree "at" a school',
      texts('BSc Nursing at Oxford Brookes University | 2014 – 2017'),
      [{ studyType: 'BSc', area: 'Nursing', institution: 'Oxford Brookes University', endDate: '2017' }],
    ],
    [
      'a degree and its field over its school and dates set as list items, the school wrapped',
      [
        { text: 'Master of Science, Mechanical Engineering', bold: true },
        { text: 'Texas A&M University', bullet: true },
        { text: 'Sep 2013 – May 2015', bullet: true, gapBefore: 0 },
        { text: 'Master of Science, Statistics', bold: true },
        { text: 'Christian-Albrechts-Universität', bullet: true },
        { text: 'zu Kiel', gapBefore: 0 },
        { text: 'Oct 2017 – Sep 2019', bullet: true, gapBefore: 0 },
        { text: 'Diplôme d’État de Docteur en Pharmacie, Pharmacy', bold: true },
        { text: 'Université Claude Bernard Lyon', bullet: true },
        { text: '1', gapBefore: 0 },
        { text: 'Diplôme de Cuisine, Culinary Arts', bold: true },
        { text: 'Le Cordon Bleu Dubai', bullet: true },
      ],
      [
        {
          studyType: 'Master of Science',
          area: 'Mechanical Engineering',
          institution: 'Texas A&M University',
          endDate: '2015-05',
        },
        {
          studyType: 'Master of Science',
          area: 'Statistics',
          institution: 'Christian-Albrechts-Universität zu Kiel',
          endDate: '2019-09',
        },
        {
          studyType: 'Diplôme d’État de Docteur en Pharmacie',
          area: 'Pharmacy',
          institution: 'Université Claude Bernard Lyon 1',
        },
        { studyType: 'Diplôme de Cuisine', area: 'Culinary Arts', institution: 'Le Cordon Bleu Dubai' },
      ],
    ],
    [
      'a degree wrapped before its joining words in a narrow sidebar',
      [
        { text: 'Bachelor of Accounting', bold: true },
        { text: 'and Financial Management', bold: true, gapBefore: 0 },
        { text: 'in Accounting', bold: true, gapBefore: 0 },
        { text: 'University of Waterloo', gapBefore: 0 },
        { text: '2012 - 2016', gapBefore: 0 },
      ],
      [
        {
          studyType: 'Bachelor of Accounting and Financial Management',
          area: 'Accounting',
          institution: 'University of Waterloo',
          endDate: '2016',
        },
      ],
    ],
    [
      'a degree in its field at its school, wrapped in a narrow sidebar',
      [
        { text: 'Bachelor of Accounting and' },
        { text: 'Financial Management in', gapBefore: 0 },
        { text: 'Accounting', gapBefore: 0 },
        { text: 'at University of Waterloo', gapBefore: 0 },
        { text: 'Sep 2012 - Jun 2016', gapBefore: 0 },
        { text: 'Bachelor of Business' },
        { text: 'Administration in Marketing', gapBefore: 0 },
        { text: 'at Simon Fraser University', gapBefore: 0 },
      ],
      [
        {
          institution: 'University of Waterloo',
          studyType: 'Bachelor of Accounting and Financial Management',
          area: 'Accounting',
          endDate: '2016-06',
        },
        { institution: 'Simon Fraser University', studyType: 'Bachelor of Business Administration', area: 'Marketing' },
      ],
    ],
    [
      'a degree name wrapped in a narrow column, then its field after a space',
      [
        { text: '2012 | University of Waterloo' },
        { text: '2016', gapBefore: 0 },
        { text: 'Bachelor of Accounting and Financial', gapBefore: 0 },
        { text: 'Management', gapBefore: 0 },
        { text: 'Accounting', gapBefore: 0.7 },
      ],
      [
        {
          institution: 'University of Waterloo',
          studyType: 'Bachelor of Accounting and Financial Management',
          area: 'Accounting',
          endDate: '2016',
        },
      ],
    ],
    [
      'a field wrapped after its comma, then the school',
      [
        { text: 'Bachelor of Science, Computer' },
        { text: 'Science', gapBefore: 0 },
        { text: 'Oregon State University', gapBefore: 0 },
      ],
      [{ studyType: 'Bachelor of Science', area: 'Computer Science', institution: 'Oregon State University' }],
    ],
    [
      'the field written above its degree',
      texts('University of Dundee | 2016 – 2017', 'Secondary Education', 'PGDE'),
      [{ institution: 'University of Dundee', area: 'Secondary Education', studyType: 'PGDE', endDate: '2017' }],
    ],
    [
      'a field after an icon read as a marker',
      [{ text: 'Kingston College | 2012 – 2014' }, { text: 'Health and Social Care', bullet: true }, { text: 'BTEC' }],
      [{ institution: 'Kingston College', area: 'Health and Social Care', studyType: 'BTEC', endDate: '2014' }],
    ],
    [
      'a school after a whole entry starts the next',
      texts(
        'Uppsala Universitet',
        'MSc in Biology',
        '2018 – 2020',
        'Lunds Universitet',
        'BSc in Biology',
        '2015 – 2018',
      ),
      [
        { institution: 'Uppsala Universitet', studyType: 'MSc', area: 'Biology', endDate: '2020' },
        { institution: 'Lunds Universitet', studyType: 'BSc', area: 'Biology', endDate: '2018' },
      ],
    ],
    [
      'a comma parts degree and field before a preposition',
      texts('Diplôme de Pâtisserie, Baking', 'Institut Paul Bocuse'),
      [{ studyType: 'Diplôme de Pâtisserie', area: 'Baking', institution: 'Institut Paul Bocuse' }],
    ],
    [
      'a field on its own line takes the place of one split from the degree',
      texts('Université de Nantes', 'Diplôme d’État de Sage-Femme', 'Midwifery'),
      [{ institution: 'Université de Nantes', studyType: 'Diplôme d’État de Sage-Femme', area: 'Midwifery' }],
    ],
    [
      'a field under a dated degree is its field, not a new school',
      texts('Université de Bordeaux | 2010 – 2016', 'Diplôme d’État de Docteur en Médecine', 'Medicine'),
      [
        {
          institution: 'Université de Bordeaux',
          endDate: '2016',
          studyType: 'Diplôme d’État de Docteur en Médecine',
          area: 'Medicine',
        },
      ],
    ],
    [
      "a school's name wrapped after its joining word, and a Welsh college",
      [
        { text: 'Master of Science, Statistics' },
        { text: 'Christian-Albrechts-Universität zu', gapBefore: 0 },
        { text: 'Kiel', gapBefore: 0 },
        { text: 'BTEC Level 2 in Vehicle Technology, Coleg y Cymoedd', gapBefore: 0.6 },
        { text: 'Christian-Albrechts-', gapBefore: 0.6 },
        { text: 'Universität zu Kiel', gapBefore: 0 },
      ],
      [
        { studyType: 'Master of Science', area: 'Statistics', institution: 'Christian-Albrechts-Universität zu Kiel' },
        { studyType: 'BTEC Level 2', area: 'Vehicle Technology', institution: 'Coleg y Cymoedd' },
        { institution: 'Christian-Albrechts-Universität zu Kiel' },
      ],
    ],
    [
      "a school's heading too long for its column, finished on the next line in the same bold type",
      [
        { text: 'Mechanical Engineering , Master of Science - Texas A&M', bold: true, size: 15 },
        { text: 'University', bold: true, size: 15, gapBefore: 0 },
        { text: 'September 2013 - May 2015', bold: true, size: 11, gapBefore: 0 },
      ],
      [
        {
          studyType: 'Master of Science',
          area: 'Mechanical Engineering',
          institution: 'Texas A&M University',
          endDate: '2015-05',
        },
      ],
    ],
    [
      'the field, then its degree, then the dates with their length, then the school',
      texts(
        'Pharmacy, Diplôme d’État de Docteur en Pharmacie',
        '2009 — 2015 | 6 years',
        'Université Claude Bernard Lyon 1',
      ),
      [
        {
          studyType: 'Diplôme d’État de Docteur en Pharmacie',
          area: 'Pharmacy',
          endDate: '2015',
          institution: 'Université Claude Bernard Lyon 1',
        },
      ],
    ],
  ])('%s', (_, lines, education) => {
    expect(readEducation(lines, 'Education').education).toEqual(education);
  });
});

describe('splitDegree', () => {
  it.each<[string, { studyType: string; area?: string }]>([
    ['Master of Science Electrical Engineering', { studyType: 'Master of Science', area: 'Electrical Engineering' }],
    ['Bachelor of Science in Nursing', { studyType: 'Bachelor of Science', area: 'Nursing' }],
    ['Bachelor of Business Administration', { studyType: 'Bachelor of Business Administration' }],
    ['Master of Arts', { studyType: 'Master of Arts' }],
    ['BSc (Hons) Mental Health Nursing', { studyType: 'BSc (Hons)', area: 'Mental Health Nursing' }],
    ['Diplôme de Pâtisserie Pastry Arts', { studyType: 'Diplôme de Pâtisserie', area: 'Pastry Arts' }],
    ['Diplôme de technicien supérieur', { studyType: 'Diplôme de technicien supérieur' }],
    ['Diplôme d’État de Docteur en Médecine', { studyType: 'Diplôme d’État de Docteur en Médecine' }],
    ['Licence en Droit', { studyType: 'Licence', area: 'Droit' }],
    ['Grado en Enfermería', { studyType: 'Grado', area: 'Enfermería' }],
    ['BTEC Level 2 in Vehicle Technology', { studyType: 'BTEC Level 2', area: 'Vehicle Technology' }],
    ['BTEC Level 2, Vehicle Technology', { studyType: 'BTEC Level 2', area: 'Vehicle Technology' }],
    ['BTEC Level 3 Engineering', { studyType: 'BTEC Level 3', area: 'Engineering' }],
    ['BA, English Literature', { studyType: 'BA', area: 'English Literature' }],
    ['Mechanical Engineering, Master of Science', { studyType: 'Master of Science', area: 'Mechanical Engineering' }],
    ['Bachelor of Science, Accounting', { studyType: 'Bachelor of Science', area: 'Accounting' }],
  ])('%s', (text, split) => {
    expect(splitDegree(text)).toEqual(split);
  });
});
