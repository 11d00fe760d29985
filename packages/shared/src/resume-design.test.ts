import { describe, expect, it } from 'vitest';
import { designJson } from './resume.js';
import { paperForLocale, resolveDesign, resumeFont } from './resume-design.js';

const seed = {
  font_family: 'sans-serif',
  section_order: ['personal_info'],
  heading_style: {
    font_size: 16,
    font_weight: 'bold',
    margin_bottom: 8,
    text_transform: 'uppercase',
    border_bottom: 'none',
  },
  section_styles: {},
} as const;

describe('resume design controls', () => {
  it.each([
    ['sans-serif', 'Inter'],
    ['serif', 'Source Serif 4'],
    ['Noto Serif', 'Noto Serif'],
    ['noto sans', 'Noto Sans'],
    ['Comic Sans MS', 'Inter'],
  ])('font_family %j is drawn in %s', (stored, font) => {
    expect(resumeFont(stored)).toBe(font);
  });

  it.each([
    ['en-US', 'LETTER'],
    ['es_MX', 'LETTER'],
    ['fil-PH', 'LETTER'],
    ['en-GB', 'A4'],
    ['fr', 'A4'],
    ['', 'A4'],
  ])('%j uses %s paper', (locale, paper) => {
    expect(paperForLocale(locale)).toBe(paper);
  });

  it('a seed draft reads with the defaults', () => {
    expect(resolveDesign(designJson.parse(seed))).toEqual({
      font: 'Inter',
      accent: '#1e3a8a',
      density: 'standard',
      margins: 'standard',
      pageSize: 'A4',
      pageNumbers: false,
      fitOnePage: false,
    });
  });

  it('keeps the controls it is given and refuses a colour that is not hex', () => {
    const design = designJson.parse({ ...seed, accent_color: '#0F766E', density: 'compact', page_size: 'LETTER' });
    expect(resolveDesign(design)).toMatchObject({ accent: '#0F766E', density: 'compact', pageSize: 'LETTER' });
    expect(designJson.safeParse({ ...seed, accent_color: 'red' }).success).toBe(false);
    expect(designJson.safeParse({ ...seed, density: 'tiny' }).success).toBe(false);
  });
});
