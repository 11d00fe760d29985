import { describe, expect, it } from 'vitest';
import { letterPrompt, linePrompt, paragraphPrompt } from './prompts.js';
import { letterInput } from './test-library.js';

describe('prompts', () => {
  it('carry the job, the tone, the length and the profile, and forbid invented facts', () => {
    const { system, user } = letterPrompt(letterInput({ tone: 'warm', length: 'short' }));
    expect(system).toMatch(/never add an employer, job title, skill/);
    expect(user).toContain('Backend Engineer role at Acme Payments');
    expect(user).toContain('Tone: warm and personable');
    expect(user).toContain('about 150 words');
    expect(user).toContain('- Backend Engineer at Monzo (2021-05 to present)');
    expect(user).toContain('  - Built the double-entry ledger in Python and PostgreSQL');
    expect(user).toContain('Skills: Python, PostgreSQL, Kafka, Excel');
    expect(user).toContain('- BSc in Mathematics, University of Leeds');
    expect(user).toContain('Requirements:');
  });

  it('name only the paragraph to rewrite', () => {
    const { system, user } = paragraphPrompt(letterInput(), ['Dear Team,', 'Opening.', 'Thanks.'], 1);
    expect(system).toContain('new paragraph only');
    expect(user).toContain('Rewrite paragraph 2 ("Opening.")');
  });

  it('cut a very long posting', () => {
    const { user } = letterPrompt(letterInput({ job: { title: 'X', company: '', postingText: 'word '.repeat(5000) } }));
    expect(user.length).toBeLessThan(9000);
  });

  it('for one line: the line, the job and the posting’s terms, one rewrite a line, nothing invented', () => {
    const { system, user } = linePrompt({
      line: '  Responsible for managing a team of 5 ',
      job: { title: 'Engineering Manager', company: 'Acme' },
      postingTerms: ['people management', 'Kubernetes'],
    });
    expect(system).toMatch(/up to 3 rewrites of the line, one per line/);
    expect(system).toMatch(/never add an employer, job title, skill/);
    expect(user).toContain('The resume is for the Engineering Manager role at Acme.');
    expect(user).toContain('The posting’s terms: people management, Kubernetes.');
    expect(user).toContain('"""\nResponsible for managing a team of 5\n"""');
    const noJob = linePrompt({ line: 'Ran the rota', job: { title: '', company: '' }, postingTerms: [] }).user;
    expect(noJob).toContain('not for a particular job');
    expect(noJob).not.toContain('terms');
  });
});
