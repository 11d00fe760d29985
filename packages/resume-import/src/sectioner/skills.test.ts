import { describe, expect, it } from 'vitest';
import type { DocLine } from '../types.js';
import { readSkills } from './skills.js';

/** "text >> right": a line with a piece at the right margin. */
const lines = (...texts: string[]): DocLine[] =>
  texts.map((written) => {
    const [text, right] = written.split(' >> ');
    return right ? { text: text!, right } : { text: text! };
  });

describe('readSkills', () => {
  it.each<[string, string[], Array<{ name: string; level?: string }>]>([
    [
      'levels on the line under their languages, read across',
      ['English', 'French', 'Native', 'Fluent'],
      [
        { name: 'English', level: 'Native' },
        { name: 'French', level: 'Fluent' },
      ],
    ],
    [
      'each level on the line after its language',
      ['German', 'C1', 'Spanish', 'Conversational'],
      [
        { name: 'German', level: 'C1' },
        { name: 'Spanish', level: 'Conversational' },
      ],
    ],
    [
      'a level in brackets stays with its skill',
      ['Excel (Advanced), SAP'],
      [{ name: 'Excel', level: 'Advanced' }, { name: 'SAP' }],
    ],
    [
      'a heading in spaced capitals is not a skill',
      ['L A N G U A G E S', 'Italian – B2'],
      [{ name: 'Italian', level: 'B2' }],
    ],
    ['a level with no skill before it stays as written', ['Fluent'], [{ name: 'Fluent' }]],
    [
      "each group's level under its name, its tools under the level",
      ['Web Technologies', 'Advanced', 'HTML5, PHP', 'Web Frameworks', 'Intermediate', 'React.js, Django'],
      [
        { name: 'Web Technologies', level: 'Advanced' },
        { name: 'HTML5' },
        { name: 'PHP' },
        { name: 'Web Frameworks', level: 'Intermediate' },
        { name: 'React.js' },
        { name: 'Django' },
      ],
    ],
    [
      'a grid of skills read across, the second cell at the right margin',
      ['TypeScript >> Go', 'PostgreSQL >> Kafka', 'Excel >> Advanced'],
      [
        { name: 'TypeScript' },
        { name: 'Go' },
        { name: 'PostgreSQL' },
        { name: 'Kafka' },
        { name: 'Excel', level: 'Advanced' },
      ],
    ],
  ])('%s', (_case, texts, expected) => {
    const { skills } = readSkills(lines(...texts), 'Languages');
    expect(skills.map(({ name, level }) => (level ? { name, level } : { name }))).toEqual(expected);
  });
  it('joins a name wrapped in a narrow column when the skills are set apart, but not a level under its skill', () => {
    // Tags one under another with space between them; "Google" / "Analytics" set tight is one tag.
    const tags: DocLine[] = [
      { text: 'Email', gapBefore: 1.3 },
      { text: 'marketing', gapBefore: 0 },
      { text: 'HubSpot', gapBefore: 2.6 },
      { text: 'Google', gapBefore: 2.3 },
      { text: 'Analytics', gapBefore: 0 },
      { text: 'Tamil', gapBefore: 2.3 },
      { text: 'Native', gapBefore: 0 },
    ];
    const { skills } = readSkills(tags, 'Skills');
    expect(skills.map(({ name, level }) => (level ? { name, level } : { name }))).toEqual([
      { name: 'Email marketing' },
      { name: 'HubSpot' },
      { name: 'Google Analytics' },
      { name: 'Tamil', level: 'Native' },
    ]);
    // Set apart by half a line; keywords in smaller type and names in lowercase stay apart.
    const spaced = readSkills(
      [
        { text: 'PROGRAMME', gapBefore: 1, size: 8 },
        { text: 'MANAGEMENT', gapBefore: 0, size: 8 },
        { text: 'COST CONTROL', gapBefore: 0.6, size: 8 },
        { text: 'Python', gapBefore: 0.5, size: 9 },
        { text: 'pandas', gapBefore: 0, size: 7 },
        { text: 'scikit-learn', gapBefore: 0, size: 7 },
      ],
      'Skills',
    );
    expect(spaced.skills.map((skill) => skill.name)).toEqual([
      'PROGRAMME MANAGEMENT',
      'COST CONTROL',
      'Python',
      'pandas',
      'scikit-learn',
    ]);
    // Listed tight, one per line, each line is a skill.
    const listed = readSkills(
      ['Excel', 'Word', 'PowerPoint'].map((text) => ({ text, gapBefore: 0 })),
      'Skills',
    );
    expect(listed.skills.map((skill) => skill.name)).toEqual(['Excel', 'Word', 'PowerPoint']);
  });
});
