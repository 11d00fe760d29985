import { describe, expect, it } from 'vitest';
import type { DocLine } from '../types.js';
import { headingKindByWords } from './headings.js';

describe('headingKindByWords', () => {
  it.each<[DocLine, string | null]>([
    // Letter-spaced headings, with the kerned pairs a PDF draws as one piece.
    [{ text: 'S K I L L S' }, 'skills'],
    [{ text: 'E D U C AT I O N' }, 'education'],
    [{ text: 'W O R K E X P E R I E N C E' }, 'experience'],
    [{ text: 'C E RT I F I C AT I O N S' }, 'certificates'],
    // Not letter-spaced: ordinary short words stay words.
    [{ text: 'A B testing' }, null],
    // An icon before a heading in capitals is read as a marker; the heading is still a heading.
    [{ text: 'EXPERIENCE', bullet: true, caps: true }, 'experience'],
    // A template's decoration before a heading in bold ("◦ Skills ◦").
    [{ text: 'Skills', bullet: true, bold: true }, 'skills'],
    [{ text: '• EDUCATION' }, 'education'],
    // Links to profiles are contact details.
    [{ text: 'Profiles' }, 'contact'],
    [{ text: 'ONLINE PROFILES' }, 'contact'],
    // A list item that happens to be a section word is not.
    [{ text: 'Training', bullet: true }, null],
    [{ text: '• Languages' }, null],
    // A degree whose field ends in a section word names the degree, not a section.
    [{ text: 'PGCE in Secondary Education', size: 10 }, null],
    [{ text: 'Adult Education', size: 14, bold: true }, 'education'],
    // A count of the items after the name, as some templates print it.
    [{ text: 'Work Experience(3)', heading: true }, 'experience'],
    [{ text: 'Certificates (2)', bold: true }, 'certificates'],
    [{ text: 'Top 10', bold: true }, null],
    [{ text: 'Skills and Tech', bold: true }, 'skills'],
    [{ text: 'SKILLS & PROFICIENCY', caps: true }, 'skills'],
  ])('%j → %s', (line, kind) => {
    expect(headingKindByWords(line)).toBe(kind);
  });
});
