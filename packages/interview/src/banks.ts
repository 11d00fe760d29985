/**
 * The question banks HireStride ships (content/banks/*.json, our own text): read and checked once per process, so a
 * malformed bank fails the tests and the server's start rather than a user's practice session.
 */
import * as z from 'zod';
import behavioural from '../content/banks/behavioural.json' with { type: 'json' };
import customerSupport from '../content/banks/customer-support.json' with { type: 'json' };
import data from '../content/banks/data-analytics.json' with { type: 'json' };
import design from '../content/banks/design.json' with { type: 'json' };
import finance from '../content/banks/finance.json' with { type: 'json' };
import healthcare from '../content/banks/healthcare.json' with { type: 'json' };
import hospitality from '../content/banks/hospitality.json' with { type: 'json' };
import marketing from '../content/banks/marketing.json' with { type: 'json' };
import motivation from '../content/banks/motivation.json' with { type: 'json' };
import operations from '../content/banks/operations-logistics.json' with { type: 'json' };
import product from '../content/banks/product.json' with { type: 'json' };
import publicSector from '../content/banks/public-sector.json' with { type: 'json' };
import retail from '../content/banks/retail.json' with { type: 'json' };
import sales from '../content/banks/sales.json' with { type: 'json' };
import situational from '../content/banks/situational.json' with { type: 'json' };
import trades from '../content/banks/skilled-trades.json' with { type: 'json' };
import softwareEngineering from '../content/banks/software-engineering.json' with { type: 'json' };
import teaching from '../content/banks/teaching.json' with { type: 'json' };

export const BANK_KINDS = ['behavioural', 'situational', 'motivation', 'role'] as const;
export type BankKind = (typeof BANK_KINDS)[number];

const slug = z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/);

const question = z.strictObject({
  id: slug,
  category: slug,
  text: z.string().min(10).max(220),
  /** What the interviewer is listening for. */
  listening_for: z.string().min(10).max(300),
  tip: z.string().min(10).max(200),
  /** A STAR answer (Situation, Task, Action, Result) fits: the question asks about something that happened. */
  star: z.boolean(),
});
export type BankQuestion = z.infer<typeof question>;

const bank = z
  .strictObject({
    id: slug,
    name: z.string().min(1),
    kind: z.enum(BANK_KINDS),
    description: z.string().min(10),
    /** Role banks: lowercase words of job titles that belong to the role ("nurse", "software engineer"). */
    titles: z.array(z.string().regex(/^[a-z0-9 .+#/&-]+$/)).optional(),
    categories: z.array(z.strictObject({ id: slug, name: z.string().min(1) })).min(1),
    questions: z.array(question).min(1),
  })
  .superRefine((value, context) => {
    const categories = new Set(value.categories.map((category) => category.id));
    for (const [index, item] of value.questions.entries()) {
      if (!categories.has(item.category))
        context.addIssue({ code: 'custom', path: ['questions', index, 'category'], message: 'unknown category' });
    }
    if ((value.kind === 'role') !== Boolean(value.titles?.length))
      context.addIssue({ code: 'custom', path: ['titles'], message: 'role banks, and only they, list titles' });
  });
export type Bank = z.infer<typeof bank>;

const SOURCES: unknown[] = [
  behavioural,
  situational,
  motivation,
  softwareEngineering,
  data,
  product,
  design,
  sales,
  customerSupport,
  marketing,
  healthcare,
  teaching,
  finance,
  operations,
  trades,
  retail,
  hospitality,
  publicSector,
];

/** Parses banks, refusing a repeated bank or question id (answers and stars point at question ids). */
export function readBanks(sources: unknown[]): Bank[] {
  const banks = sources.map((source) => bank.parse(source));
  const seen = new Set<string>();
  for (const id of banks.flatMap((item) => [`bank:${item.id}`, ...item.questions.map((q) => `question:${q.id}`)])) {
    if (seen.has(id)) throw new Error(`The question banks repeat the id ${id}.`);
    seen.add(id);
  }
  return banks;
}

let shipped: Bank[] | null = null;

/** The shipped banks, in the order the app lists them. */
export function shippedBanks(): Bank[] {
  shipped ??= readBanks(SOURCES);
  return shipped;
}

/** A question with the bank it belongs to, found by id; undefined for an id no bank has. */
export function findQuestion(id: string, banks: Bank[] = shippedBanks()) {
  for (const item of banks) {
    const found = item.questions.find((q) => q.id === id);
    if (found) return { bank: item, question: found };
  }
  return undefined;
}

const words = (text: string) =>
  ` ${text
    .toLowerCase()
    .replace(/[^a-z0-9+#/&.]+/g, ' ')
    .trim()} `;

/**
 * The role bank whose title words fit a job title best (the longest listed title found in it, as whole words), or
 * null when none fits: "Senior Registered Nurse" → healthcare, "Staff Software Engineer" → software engineering.
 */
export function roleBankFor(title: string, banks: Bank[] = shippedBanks()): Bank | null {
  const haystack = words(title);
  let best: { bank: Bank; length: number } | null = null;
  for (const item of banks) {
    for (const phrase of item.titles ?? []) {
      if (haystack.includes(words(phrase)) && phrase.length > (best?.length ?? 0))
        best = { bank: item, length: phrase.length };
    }
  }
  return best?.bank ?? null;
}
