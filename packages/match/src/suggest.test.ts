import { describe, expect, it } from 'vitest';
import { sectionForSnippet, suggestMappings } from './suggest.js';
import { smallDictionary } from './test-support/small-dictionary.js';
import type { Library } from './types.js';

describe('the section a snippet fits', () => {
  const cases: Array<[string, string, string, string | null]> = [
    ['volunteering by its title', 'Volunteering', 'Ran the Saturday food bank rota.', 'volunteer'],
    ['volunteering by its words', '', 'Mentored students at a coding charity every week.', 'volunteer'],
    ['an award', 'Recognition', 'Won the 2023 engineering prize for the payments rewrite.', 'awards'],
    ['a quotation with its author', '', '“Sam rebuilt our pipeline in a month.” — Priya Shah, CTO', 'testimonials'],
    [
      'a recommendation',
      'Recommendation from my manager',
      'Sam is the best engineer I have worked with.',
      'testimonials',
    ],
    ['writing is not a testimonial', 'Docs', 'Wrote the onboarding guide for new engineers.', null],
    ['a plain achievement', 'Summary', 'Ten years of backend work in Python.', null],
  ];
  it.each(cases)('%s', (_name, title, content, section) => {
    expect(sectionForSnippet({ title, content })).toBe(section);
  });
});

describe('suggested mappings', () => {
  const library: Library = {
    skills: [{ id: 1, skill_name: 'Python' }],
    experiences: [
      {
        id: 10,
        job_title: 'Engineer',
        company: 'Acme',
        start_date: '2020-01-01',
        end_date: null,
        description: 'Built Python services on Postgres.\nWrote docs.',
      },
    ],
    education: [],
    certifications: [],
    snippets: [
      { id: 40, title: 'Volunteering', content: 'Ran Kubernetes workshops for a coding charity.' },
      { id: 41, title: 'Award', content: 'Won a prize for a Python and Kubernetes migration.' },
      { id: 42, title: 'Hobby', content: 'Kubernetes homelab.' },
      { id: 43, title: 'Volunteering', content: 'Food bank driver.' },
      { id: 44, title: 'Placed already', content: 'Won an award for Go tooling.' },
    ],
  };
  const job = { postingText: 'Requirements:\n- Python\n- Kubernetes\n- Go\n- PostgreSQL', title: 'Engineer' };
  const suggest = (withJob: boolean) =>
    suggestMappings({
      library,
      placed: new Set([44]),
      job: withJob ? job : null,
      now: '2026-11-23',
      dictionary: smallDictionary,
    });

  it('ranks the snippets that close the job’s gaps first, and never proposes a placed one', () => {
    const { suggestions } = suggest(true);
    expect(suggestions.map((s) => [s.snippet_id, s.section])).toEqual([
      [41, 'awards'],
      [40, 'volunteer'],
      [42, null],
    ]);
    expect(suggestions[0]!.covers).toEqual([
      { term: 'Python', category: 'hard_skill', importance: 'required', onlyProof: false },
      { term: 'Kubernetes', category: 'hard_skill', importance: 'required', onlyProof: true },
    ]);
    expect(suggestions[2]!.why).toMatch(/No section of this template fits it/);
  });

  it('says what did the work: the job’s requirements, or the snippets’ own words without a job', () => {
    expect(suggest(true).basis).toMatch(/^Suggested from your job’s requirements: /);
    expect(suggest(false).basis).toMatch(/^Suggested from your snippets’ own words: /);
  });

  it('names the experience lines that prove most of the job', () => {
    expect(suggest(true).strongest_lines[0]).toEqual({
      experience_id: 10,
      excerpt: 'Engineer, Acme: Built Python services on Postgres.',
      covers: ['Python', 'PostgreSQL'],
    });
  });

  it('without a job, proposes each unplaced snippet for the section its words fit, and says why', () => {
    const result = suggest(false);
    expect(result.basis).toMatch(/^Suggested from your snippets’ own words: no job is chosen/);
    expect(result.suggestions.map((s) => [s.snippet_id, s.section])).toEqual([
      [40, 'volunteer'],
      [41, 'awards'],
      [43, 'volunteer'],
    ]);
  });
});
