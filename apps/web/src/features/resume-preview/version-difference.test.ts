import { describe, expect, it } from 'vitest';
import { emptyContent, type ResumeVersion } from '@hirestride/shared/resume';
import { otherVersionLines } from './version-difference';

const base: ResumeVersion = {
  id: 1,
  name: 'Backend resume',
  template: 1,
  version: 2,
  renderer_key: 'high_school',
  snippet_section_map: {},
  design_json: {
    font_family: 'Inter',
    section_order: ['personal_info', 'education', 'skills'],
    heading_style: { font_size: 14, font_weight: 'bold', margin_bottom: 4, text_transform: 'none', border_bottom: '' },
    section_styles: {},
  },
  content_data: {
    ...emptyContent(),
    personal_info: {
      ...emptyContent().personal_info,
      first_name: 'Priya',
      last_name: 'Raman',
      full_name: 'Priya Raman',
    },
    education: [
      {
        institution: 'University of Texas at Austin',
        degree: 'BSc',
        field: 'Computer Science',
        end_dt: '2018-05-01',
        gpa: null,
        honors: '',
      },
    ],
    skills: [
      { skill_name: 'Go', proficiency: 'Advanced', category: '' },
      { skill_name: 'PostgreSQL', proficiency: 'Advanced', category: '' },
    ],
  },
};

const withEducation = (institution: string): ResumeVersion => ({
  ...base,
  content_data: { ...base.content_data, education: [{ ...base.content_data.education[0]!, institution }] },
});

describe('otherVersionLines', () => {
  it.each<[string, ResumeVersion, ResumeVersion, (lines: string[]) => void]>([
    [
      'an institution edited in the other tab: only its line',
      withEducation('The University of Texas at Austin'),
      withEducation('UT Austin'),
      (lines) => expect(lines).toEqual([expect.stringContaining('UT Austin')]),
    ],
    [
      'nothing but the order differs: the other version whole',
      base,
      { ...base, design_json: { ...base.design_json, section_order: ['personal_info', 'skills', 'education'] } },
      (lines) => {
        expect(lines[0]).toBe('Priya Raman');
        expect(lines.join('\n')).toContain('University of Texas at Austin');
      },
    ],
  ])('%s', (_case, mine, theirs, check) => check(otherVersionLines(mine, theirs, new Map())));
});
