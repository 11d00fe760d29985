import { describe, expect, it } from 'vitest';
import { matchPosting, type Library, type Requirement } from '@hirestride/match';
import { jobQuestions } from './job-questions.js';

const NOW = '2026-11-23T12:00:00.000Z';

const library = (skills: string[], description: string, title = 'Backend Engineer'): Library => ({
  skills: skills.map((skill_name, id) => ({ id, skill_name })),
  experiences: [{ id: 1, job_title: title, company: 'Monzo', start_date: '2019-01-01', end_date: null, description }],
  education: [],
  certifications: [],
  snippets: [],
});

const questionsFor = (title: string, postingText: string, lib: Library) =>
  jobQuestions({ title, result: matchPosting({ postingText, title, library: lib, now: NOW }) });

describe('jobQuestions', () => {
  it.each([
    {
      name: 'a backend job missing Kubernetes and Terraform',
      title: 'Senior Backend Engineer',
      posting: 'Requirements:\n- Python\n- PostgreSQL\n- Kubernetes\n\nNice to have: Terraform',
      library: library(['Python', 'PostgreSQL'], 'Built the payments ledger in Python and PostgreSQL'),
      gaps: ['Kubernetes', 'Terraform'],
      strengths: ['Python', 'PostgreSQL'],
      roleBank: 'software-engineering',
    },
    {
      name: 'a nursing job missing medication administration-type skills shows the healthcare bank',
      title: 'Registered Nurse',
      posting: 'Requirements:\n- Epic Systems\n- Microsoft Excel\n- Patient care',
      library: library(['Microsoft Excel'], 'Cared for patients on a surgical ward', 'Staff Nurse'),
      gaps: ['Epic Systems'],
      strengths: ['Microsoft Excel'],
      roleBank: 'healthcare',
    },
    {
      name: 'a data job the profile covers has no gaps',
      title: 'Data Analyst',
      posting: 'Requirements:\n- SQL\n- Python\n- Tableau',
      library: library(['SQL', 'Python', 'Tableau'], 'Built Tableau dashboards from SQL', 'Analyst'),
      gaps: [],
      strengths: ['SQL', 'Python', 'Tableau'],
      roleBank: 'data',
    },
  ])('$name', ({ title, posting, library: lib, gaps, strengths, roleBank }) => {
    const { questions, roleBank: bank } = questionsFor(title, posting, lib);
    const named = (kind: string) =>
      questions
        .filter((q) => q.kind === kind)
        .map((q) =>
          q.text
            .match(/experience with (.+)\.$|(?:used|worked with) (.+)\. What|The role uses (.+?)\. What/)
            ?.slice(1)
            .find(Boolean),
        );
    expect(named('gap')).toEqual(gaps);
    expect(named('strength')).toEqual(expect.arrayContaining(strengths));
    expect(bank?.id ?? null).toBe(roleBank);
    // Gaps come first, and each says what the posting asks for and that the profile does not show it.
    const kinds = questions.map((q) => q.kind);
    expect(kinds).toEqual(
      [...kinds].sort(
        (a, b) =>
          ['gap', 'later', 'partial', 'strength'].indexOf(a) - ['gap', 'later', 'partial', 'strength'].indexOf(b),
      ),
    );
    for (const q of questions.filter((question) => question.kind === 'gap'))
      expect(q.context).toMatch(/^The role (asks for|would like) .+; your profile does not (mention|show) it\.$/);
  });

  const requirement = (over: Partial<Requirement>): Requirement => ({
    id: 'hard_skill:x',
    text: 'X',
    term: 'X',
    category: 'hard_skill',
    importance: 'required',
    status: 'missing',
    evidence: [],
    spans: [],
    ...over,
  });

  it.each([
    {
      name: 'a certificate the role needs now',
      requirement: requirement({ id: 'certification:bls', text: 'BLS certification', category: 'certification' }),
      kind: 'gap',
      text: 'The role asks for BLS certification. Are you working towards it, and when could you hold it?',
    },
    {
      name: 'a certificate to obtain after hire',
      requirement: requirement({ id: 'certification:tncc', text: 'TNCC', category: 'certification', after_hire: true }),
      kind: 'later',
      text: 'The role asks for TNCC once you start. How do you plan to get it?',
    },
    {
      name: 'a tool',
      requirement: requirement({ id: 'hard_skill:manhattan-associates', text: 'Manhattan WMS' }),
      kind: 'gap',
      text: 'The role uses Manhattan WMS. What have you used that does the same job, and how would you get up to speed on it?',
    },
    {
      name: 'a field of practice',
      requirement: requirement({ id: 'hard_skill:inventory-control', text: 'Inventory control' }),
      kind: 'gap',
      text: 'The role asks for inventory control. Where in your work have you come closest to it?',
    },
    {
      name: 'a soft skill',
      requirement: requirement({
        id: 'soft_skill:conflict-resolution',
        text: 'Conflict resolution',
        category: 'soft_skill',
      }),
      kind: 'gap',
      text: 'Tell me about a time your work called for conflict resolution. What did you do?',
    },
    {
      name: 'a requirement the person meets (asked as a strength, never as a gap)',
      requirement: requirement({ id: 'certification:bls', text: 'BLS', category: 'certification', status: 'matched' }),
      kind: 'strength',
      text: 'Your BLS: tell me about a time what it certifies was put to the test. What did you do?',
    },
    {
      name: 'a strength that is a way of working',
      requirement: requirement({
        id: 'soft_skill:leading-a-team',
        text: 'Leading a team',
        category: 'soft_skill',
        status: 'matched',
      }),
      kind: 'strength',
      text: 'Tell me about a time leading a team made the difference in your work. What was hard, and what was the result?',
    },
  ])('writes the question for $name by its kind', ({ requirement: item, kind, text }) => {
    const [question] = jobQuestions({ title: 'Nurse', result: { requirements: [item] } }).questions;
    expect(question?.kind).toBe(kind);
    expect(question?.text).toBe(text);
  });

  it('asks a question two requirements share once', () => {
    const degree = (id: string) =>
      requirement({
        id,
        text: 'degree',
        category: 'education',
        degree: { level: 'bachelor', field: null, equivalentAccepted: false },
      });
    const { questions } = jobQuestions({
      title: 'Nurse',
      result: { requirements: [degree('education:bachelor'), degree('education:master')] },
    });
    expect(questions.map((question) => question.id)).toEqual(['job-gap-education:bachelor']);
  });

  it('asks for a high school diploma as a diploma, not a degree', () => {
    const [question] = jobQuestions({
      title: 'Warehouse Supervisor',
      result: {
        requirements: [
          requirement({
            id: 'education:high_school',
            text: 'High school diploma',
            category: 'education',
            degree: { level: 'high_school', field: null, equivalentAccepted: false },
          }),
        ],
      },
    }).questions;
    expect(question?.text).toBe('The role asks for a high school diploma or its equivalent. Which do you hold?');
  });

  it('leaves out what only the learned reader read', () => {
    const item = requirement({ id: 'hard_skill:odd', text: 'Odd thing', learned: true });
    expect(jobQuestions({ title: 'Nurse', result: { requirements: [item] } }).questions).toEqual([]);
  });

  it('asks about missing years honestly and keeps ids stable', () => {
    const posting = 'Requirements:\n- 8+ years of experience with Python';
    const lib = library(['Python'], 'Built services in Python');
    const first = questionsFor('Backend Engineer', posting, lib).questions;
    const years = first.find((q) => q.id.includes('years'));
    expect(years?.kind).toBe('gap');
    expect(years?.context).toBe('The role asks for 8+ years of Python; your profile shows 7.9 of the 8 years.');
    expect(questionsFor('Backend Engineer', posting, lib).questions.map((q) => q.id)).toEqual(first.map((q) => q.id));
  });

  it('puts required gaps before preferred ones, and stops at the limit', () => {
    const { questions } = jobQuestions({
      title: 'Engineer',
      limit: 2,
      result: {
        requirements: [
          {
            id: 'hard_skill:a',
            text: 'A',
            term: 'A',
            category: 'hard_skill',
            importance: 'preferred',
            status: 'missing',
            evidence: [],
            spans: [],
          },
          {
            id: 'hard_skill:b',
            text: 'B',
            term: 'B',
            category: 'hard_skill',
            importance: 'required',
            status: 'matched',
            evidence: [],
            spans: [],
          },
          {
            id: 'hard_skill:c',
            text: 'C',
            term: 'C',
            category: 'hard_skill',
            importance: 'required',
            status: 'missing',
            evidence: [],
            spans: [],
          },
          {
            id: 'job_title:x',
            text: 'Engineer',
            term: 'engineer',
            category: 'job_title',
            importance: 'required',
            status: 'missing',
            evidence: [],
            spans: [],
          },
        ],
      },
    });
    expect(questions.map((q) => q.id)).toEqual(['job-gap-hard_skill:c', 'job-gap-hard_skill:a']);
  });
});
