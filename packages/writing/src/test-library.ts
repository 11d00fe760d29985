/** A small library and posting the writing tests share, and the job seekers the writing issue was found with. */
import { readFileSync } from 'node:fs';
import type { LetterInput, WritingLibrary } from './letter-types.js';

export const POSTING = `Backend Engineer at Acme Payments

Requirements:
- Strong Python and PostgreSQL
- Experience with Kafka
- Kubernetes in production

Nice to have:
- Terraform`;

export const library: WritingLibrary = {
  name: 'Ada Lovelace',
  experiences: [
    {
      id: 1,
      job_title: 'Backend Engineer',
      company: 'Monzo',
      start_date: '2021-05-01',
      end_date: null,
      description:
        '- Built the double-entry ledger in Python and PostgreSQL\n- Cut p99 payment latency by 40% with Kafka batching\n- Organised the team lunches',
    },
    {
      id: 2,
      job_title: 'Software Developer',
      company: 'Sage',
      start_date: '2016-09-01',
      end_date: '2021-04-30',
      description: 'Wrote accounting APIs in Python for 2,000 customers\nMentored four graduates',
    },
  ],
  skills: [
    { id: 1, skill_name: 'Python' },
    { id: 2, skill_name: 'PostgreSQL' },
    { id: 3, skill_name: 'Kafka' },
    { id: 4, skill_name: 'Excel' },
  ],
  education: [{ id: 1, degree: 'BSc', field: 'Mathematics', institution: 'University of Leeds' }],
  certifications: [{ id: 1, cert_name: 'AWS Certified Developer', issuer: 'Amazon' }],
  snippets: [{ id: 1, title: 'Code club', content: 'Taught Python to teenagers at a community code club.' }],
};

export const letterInput = (overrides: Partial<LetterInput> = {}): LetterInput => ({
  job: { title: 'Backend Engineer', company: 'Acme Payments', postingText: POSTING },
  library,
  tone: 'formal',
  length: 'medium',
  now: '2026-11-23T00:00:00.000Z',
  ...overrides,
});

/** The warehouse supervisor, the nurse and the engineer the writing issue was found with, and their postings. */
export const seekers = JSON.parse(
  readFileSync(new URL('../../match/eval/ranking/job-seekers.json', import.meta.url), 'utf8'),
) as Array<{
  name: string;
  library: Omit<WritingLibrary, 'name'>;
  postings: Array<{ id: string; title: string; company: string; text: string }>;
}>;

/** A medium formal letter for the job seeker whose name starts `name`, for one of their postings (the first). */
export function seekerInput(name: string, posting = 0, overrides: Partial<LetterInput> = {}): LetterInput {
  const seeker = seekers.find((s) => s.name.startsWith(name))!;
  const job = seeker.postings[posting]!;
  return {
    job: { title: job.title, company: job.company, postingText: job.text },
    library: { ...seeker.library, name: seeker.name },
    tone: 'formal',
    length: 'medium',
    now: '2026-11-27T00:00:00.000Z',
    ...overrides,
  };
}
