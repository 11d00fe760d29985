import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { findQuestion, readBanks, roleBankFor, shippedBanks } from './banks.js';

describe('the shipped banks', () => {
  const banks = shippedBanks();
  const all = banks.flatMap((bank) => bank.questions);

  it('hold at least 300 questions across the banks the issue names, each with what is listened for and a tip', () => {
    expect(all.length).toBeGreaterThanOrEqual(300);
    expect(banks.map((bank) => bank.id)).toEqual([
      'behavioural',
      'situational',
      'motivation',
      'software-engineering',
      'data',
      'product',
      'design',
      'sales',
      'customer-support',
      'marketing',
      'healthcare',
      'teaching',
      'finance',
      'operations-logistics',
      'skilled-trades',
      'retail',
      'hospitality',
      'public-sector',
    ]);
    for (const question of all) {
      expect(question.listening_for.length, question.id).toBeGreaterThan(20);
      expect(question.tip.length, question.id).toBeGreaterThan(20);
    }
  });

  it.each(['operations-logistics', 'skilled-trades', 'retail', 'hospitality', 'customer-support', 'public-sector'])(
    'the %s bank holds at least 25 questions, STAR and not, in several categories',
    (id) => {
      const bank = banks.find((item) => item.id === id)!;
      expect(bank.questions.length).toBeGreaterThanOrEqual(25);
      expect(bank.categories.length).toBeGreaterThanOrEqual(4);
      expect(bank.questions.some((question) => question.star)).toBe(true);
      expect(bank.questions.some((question) => !question.star)).toBe(true);
    },
  );

  it('cover every behavioural theme, and no question twice', () => {
    const behavioural = banks.find((bank) => bank.id === 'behavioural')!;
    expect(behavioural.categories.map((category) => category.id)).toEqual([
      'teamwork',
      'conflict',
      'failure',
      'leadership',
      'ambiguity',
      'customer-focus',
    ]);
    const texts = all.map((question) => question.text.toLowerCase());
    expect(new Set(texts).size).toBe(texts.length);
  });

  it('are counted truly in the README: each bank with its kind and number of questions, and the total', () => {
    const readme = readFileSync(new URL('../README.md', import.meta.url), 'utf8');
    for (const bank of banks)
      expect(readme).toMatch(new RegExp(`\\| ${bank.name} +\\| ${bank.kind} +\\| +${bank.questions.length} \\|`));
    expect(readme).toContain(`${banks.length} banks, ${all.length} questions`);
  });

  it('find a question by id, and not one that does not exist', () => {
    const first = banks[0]!.questions[0]!;
    expect(findQuestion(first.id)?.question).toEqual(first);
    expect(findQuestion('no-such-question')).toBeUndefined();
  });
});

describe('readBanks', () => {
  const question = {
    id: 'a-x-01',
    category: 'x',
    text: 'Tell me about a time.',
    listening_for: 'Something concrete.',
    tip: 'Be specific here.',
    star: true,
  };
  const bank = {
    id: 'a',
    name: 'A',
    kind: 'situational',
    description: 'A bank for tests.',
    categories: [{ id: 'x', name: 'X' }],
    questions: [question],
  };

  it.each([
    ['a repeated question id', [bank, { ...bank, id: 'b' }], /repeat the id question:a-x-01/],
    [
      'a question in an unknown category',
      [{ ...bank, questions: [{ ...question, category: 'y' }] }],
      /unknown category/,
    ],
    ['a role bank without titles', [{ ...bank, kind: 'role' }], /list titles/],
    ['a field it does not know', [{ ...bank, extra: 1 }], /Unrecognized key/],
    ['a question without a tip', [{ ...bank, questions: [{ ...question, tip: undefined }] }], /tip/],
  ])('refuses %s', (_, sources, message) => {
    expect(() => readBanks(sources)).toThrow(message);
  });
});

describe('roleBankFor', () => {
  it.each([
    ['Senior Software Engineer', 'software-engineering'],
    ['Backend Developer (Python)', 'software-engineering'],
    ['Registered Nurse, Night Shifts', 'healthcare'],
    ['Data Analyst', 'data'],
    ['Senior Product Manager', 'product'],
    ['UX Designer', 'design'],
    ['Account Executive', 'sales'],
    ['Customer Support Specialist', 'customer-support'],
    ['Content Marketing Manager', 'marketing'],
    ['Primary School Teacher', 'teaching'],
    ['Financial Analyst', 'finance'],
    ['Warehouse Shift Supervisor', 'operations-logistics'],
    ['Forklift Operator (Nights)', 'operations-logistics'],
    ['Journeyman Electrician', 'skilled-trades'],
    ['HVAC/R Service Technician', 'skilled-trades'],
    ['Retail Sales Associate', 'retail'],
    ['Assistant Store Manager', 'retail'],
    ['Line Cook', 'hospitality'],
    ['Hotel Front Desk Agent', 'hospitality'],
    ['Customer Service Representative', 'customer-support'],
    ['Call Centre Agent', 'customer-support'],
    ['Immigration Caseworker', 'public-sector'],
    ['Policy Officer', 'public-sector'],
    ['Backend Server Engineer', null],
    ['Data Warehouse Engineer', null],
    ['Chief Llama Whisperer', null],
  ])('%s → %s', (title, bank) => {
    expect(roleBankFor(title)?.id ?? null).toBe(bank);
  });
});
