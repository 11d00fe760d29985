import { describe, expect, it } from 'vitest';
import { portableName, ZipFolder } from './zip-names.js';

describe('portableName', () => {
  it.each([
    ['Registered Nurse - Mercy General', 'Registered Nurse - Mercy General'],
    ['Resume for Babbage & Co (London)', 'Resume for Babbage & Co (London)'],
    ['Sales/Marketing\\Ops | 2026', 'Sales-Marketing-Ops - 2026'],
    ['Nurse: ICU', 'Nurse - ICU'],
    ['What? "Me" <again>*', 'What Me again'],
    ['tab\tand\nnew line', 'tab and new line'],
    ['.hidden', 'hidden'],
    ['Ends with a dot. ', 'Ends with a dot'],
    ['CON', 'CON_'],
    ['lpt1', 'lpt1_'],
    ['Lettre à Zoë', 'Lettre à Zoë'],
    // Decomposed (as macOS writes it) and composed are one name.
    ['Zoe\u0308', 'Zoë'],
    ['???', 'Resume'],
    ['', 'Resume'],
  ])('%j → %j', (name, expected) => {
    expect(portableName(name, 'Resume')).toBe(expected);
  });

  it('keeps a long name under the bytes a file system allows, whole characters only', () => {
    const name = portableName('履歴書'.repeat(100), 'Resume');
    expect(Buffer.byteLength(name)).toBeLessThanOrEqual(200);
    expect(name).toMatch(/^(履歴書)+履?歴?$/);
  });
});

describe('ZipFolder', () => {
  it('gives a name already taken in the folder " (2)", " (3)", whatever its case', () => {
    const folder = new ZipFolder('resumes');
    expect(folder.take('Nurse', 'Resume')).toBe('resumes/Nurse');
    expect(folder.take('nurse', 'Resume')).toBe('resumes/nurse (2)');
    expect(folder.take('Nurse (2)', 'Resume')).toBe('resumes/Nurse (2) (2)');
    expect(folder.take('Nurse', 'Resume')).toBe('resumes/Nurse (3)');
    expect(folder.take('Nurse?', 'Resume')).toBe('resumes/Nurse (4)');
    expect(new ZipFolder('cover-letters').take('Nurse', 'Cover letter')).toBe('cover-letters/Nurse');
  });
});
