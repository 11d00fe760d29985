/** The pay a posting states, told apart from the other amounts it names (budgets, bonuses, the company's money). */
import { SALARY_MAX } from './job-choices.js';

const CURRENCY = String.raw`(?:[$£€]|USD\s?|GBP\s?|EUR\s?)`;
const AMOUNT = String.raw`\d+(?:[,.]\d+)*(?:\s?[kK]\b)?`;
const PERIOD = String.raw`(?:\s?(?:per|an|a|\/)\s?(?:year|annum|yr|hour|hr|month|day))`;
/** "$150,000 - $180,000 a year", "£60–70k", "€45/hour": the currency first, a range's second one optional. */
const SALARY = new RegExp(String.raw`${CURRENCY}${AMOUNT}(?:\s?(?:-|–|—|to)\s?${CURRENCY}?${AMOUNT})?${PERIOD}?`, 'g');

/** Whether the text names an amount of money the way a salary is written. */
export const hasSalary = (text: string) => new RegExp(SALARY.source).test(text);

/** Words beside an amount that make it something other than the pay: a benefit, a budget, the company's money. */
const NOT_PAY =
  /\b(bonus|budget|stipend|allowance|reimburs\w*|tuition|contribution|hsa|equipment|relocation|signing|referral|differential|pension|funding|raised|revenue|turnover|valuation|discount|gear)\b/i;
/** Words that name the pay, in the sentence that holds the amount. */
const PAY = /\b(salary|pay|compensation|wages?|rate|ote|base|per (hour|year|annum)|an hour|a year|hourly)\b/i;

/** The span of `line` around [start, end) up to the nearest of `stops` on each side. */
function around(line: string, start: number, end: number, stops: RegExp): string {
  const before = line.slice(0, start);
  const cut = Math.max(...[...before.matchAll(stops)].map((m) => m.index! + m[0].length), 0);
  const after = line.slice(end);
  const next = after.search(stops);
  return before.slice(cut) + line.slice(start, end) + (next < 0 ? after : after.slice(0, next));
}

/** The salary the posting states, as written ("$150,000 - $180,000 a year"): a range before a single amount. */
export function salaryIn(text: string): string | undefined {
  const found: Array<{ value: string; range: boolean; named: boolean }> = [];
  for (const line of text.split(/\r?\n/)) {
    for (const match of line.matchAll(SALARY)) {
      const value = match[0].trim();
      const [start, end] = [match.index!, match.index! + match[0].length];
      if (/^\s?(m|mm|b|bn|million|billion)\b/i.test(line.slice(end))) continue;
      // The clause (up to a comma, a bracket, a full stop or a "plus") says what the amount is; the sentence, whether it is pay.
      const clause = around(line, start, end, /[.!?;:(),]\s|[()]|\s(plus|and|with|\+)\s/g).replace(match[0], ' ');
      if (NOT_PAY.test(clause)) continue;
      const range = /\d\s?[kK]?\s?(-|–|—|to)\s?\D{0,4}\d/.test(value);
      const digits = value.replace(/\.\d+/, '').replace(/[^\d]/g, '');
      const period = new RegExp(PERIOD).test(value);
      if (range || digits.length >= 4 || /k\b/i.test(value) || (period && Number(digits) >= 7)) {
        found.push({ value, range, named: PAY.test(around(line, start, end, /[.!?;]\s/g)) });
      }
    }
  }
  const best =
    found.find((f) => f.range && f.named) ?? found.find((f) => f.named) ?? found.find((f) => f.range) ?? found[0];
  return best && best.value.length <= SALARY_MAX ? best.value : undefined;
}
