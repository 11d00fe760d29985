import { describe, expect, it } from 'vitest';
import type { DocLine } from '../types.js';
import { readEducation, type EducationEntry } from './education.js';

const texts = (...lines: string[]): DocLine[] => lines.map((text) => ({ text }));

describe('readEducation', () => {
  it.each<[string, DocLine[], EducationEntry[]]>([
    [
      'a degree "at" a school',
      texts('BSc Nursing at Oxford Brookes University | 2014 – 2017'),
      [{ studyType: 'BSc', area: 'Nursing', institution: 'Oxford Brookes University', endDate: '2017' }],
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
  ])('%s', (_, lines, education) => {
    expect(readEducation(lines, 'Education').education).toEqual(education);
  });
});
