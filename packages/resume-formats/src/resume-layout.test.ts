import { describe, expect, it } from 'vitest';
import type { ContentData, DesignJson } from '@hirestride/shared/resume';
import { layoutResume } from './resume-layout.js';

type Info = ContentData['personal_info'];
type HeaderStyle = DesignJson['section_styles'][string];

/** The header of a one-section draft with these details and header settings. */
function header(info: Partial<Info>, style: HeaderStyle = {}) {
  const layout = layoutResume(
    {
      renderer_key: 'modern_professional',
      design_json: {
        font_family: 'Inter',
        section_order: ['personal_info'],
        heading_style: {
          font_size: 14,
          font_weight: 'bold',
          margin_bottom: 4,
          text_transform: 'none',
          border_bottom: 'none',
        },
        section_styles: { personal_info: style },
      },
      content_data: {
        personal_info: {
          first_name: 'Maya',
          last_name: 'Lopez',
          full_name: 'Maya Lopez',
          email: 'maya@example.com',
          phone: '',
          linkedin_url: '',
          address: '',
          ...info,
        },
        summary: { bullet_points: [] },
        education: [],
        snippets: [],
        experience: [],
        skills: [],
        certifications: [],
      },
      snippet_section_map: {},
    },
    new Map(),
  );
  return { contacts: layout.contacts, links: layout.links };
}

describe('the header’s contacts and where they lead', () => {
  it.each<[string, Partial<Info>, HeaderStyle, ReturnType<typeof header>]>([
    [
      'email, phone, location and link, the link as it reads on paper',
      { phone: '555', address: 'Austin, TX', linkedin_url: 'https://www.linkedin.com/in/maya-lopez/' },
      {},
      {
        contacts: ['maya@example.com', '555', 'Austin, TX', 'linkedin.com/in/maya-lopez'],
        links: {
          'maya@example.com': 'mailto:maya@example.com',
          'linkedin.com/in/maya-lopez': 'https://www.linkedin.com/in/maya-lopez/',
        },
      },
    ],
    [
      'a link edited on the resume without its scheme still leads there',
      { linkedin_url: 'maya.dev' },
      {},
      {
        contacts: ['maya@example.com', 'maya.dev'],
        links: { 'maya@example.com': 'mailto:maya@example.com', 'maya.dev': 'https://maya.dev' },
      },
    ],
    [
      'text that is not a web address is shown, never linked',
      { linkedin_url: 'javascript:alert(1)', email: 'not an email' },
      {},
      { contacts: ['not an email', 'javascript:alert(1)'], links: {} },
    ],
    [
      'what the header hides is neither shown nor linked',
      { address: 'Austin, TX', linkedin_url: 'https://maya.dev' },
      { show_email: false, show_linkedin: false, show_location: false },
      { contacts: [], links: {} },
    ],
  ])('%s', (_case, info, style, expected) => {
    expect(header(info, style)).toEqual(expected);
  });
});
