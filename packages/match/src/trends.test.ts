import { describe, expect, it } from 'vitest';
import { extractRequirements } from './extract-requirements.js';
import { smallDictionary } from './test-support/small-dictionary.js';
import { skillTrends } from './trends.js';
import type { Library } from './types.js';

const library: Library = {
  skills: [{ id: 1, skill_name: 'Python' }],
  experiences: [],
  education: [],
  certifications: [],
  snippets: [{ id: 2, title: '', content: 'Ran MySQL for ten years.' }],
};

describe('job trends', () => {
  it('counts each skill once per posting, most requested first, and checks it against the library', () => {
    const stored = extractRequirements(
      { text: 'Requirements: Python, Go. Kubernetes is a plus.' },
      smallDictionary,
    ).requirements;
    const trends = skillTrends(
      [
        { jobId: 1, requirements: stored },
        { jobId: 2, posting: { text: 'Python and PostgreSQL. Python again!', title: 'Engineer' } },
        { jobId: 3, posting: { text: 'Go, Go, Go. Spanish preferred.', title: 'Engineer' } },
        { jobId: 4, posting: { text: '\u0000binary', title: 'Broken' } },
      ],
      library,
      '2026-11-23',
      smallDictionary,
    );
    expect(trends.map((t) => [t.term, t.term_id, t.postings, t.required, t.status])).toEqual([
      ['Go', 'go', 2, 2, 'missing'],
      ['Python', 'python', 2, 2, 'matched'],
      ['PostgreSQL', 'postgresql', 1, 1, 'partial'],
      ['Kubernetes', 'kubernetes', 1, 0, 'missing'],
      ['Spanish', 'spanish', 1, 0, 'missing'],
    ]);
    expect(trends[1]!.job_ids).toEqual([1, 2]);
    expect(trends[1]!.evidence[0]).toMatchObject({ source: 'skill', id: 1 });
  });
});
