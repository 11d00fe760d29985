/**
 * Postings near the 50,000-character limit built to hit a step whose time could grow faster than the input: one
 * enormous word (the tokeniser and the stemmer), long hyphen and dot chains, clauses full of terms and figures, and
 * words that never repeat. The adversarial-input test and `npm run bench` read the same ones.
 */
const LIMIT = 49_900;
const fill = (prefix: string, unit: string) => (prefix + unit.repeat(Math.ceil(LIMIT / unit.length))).slice(0, LIMIT);

/** Words of letters, digits and punctuation that never repeat: nothing read before can be reused to read them. */
function wordsThatNeverRepeat(): string {
  let seed = 1;
  const next = () => (seed = (seed * 48_271) % 2_147_483_647).toString(36);
  let text = 'Requirements\n- ';
  while (text.length < LIMIT) text += `${next()}-X${next()}.${next().slice(0, 2)}, `;
  return text.slice(0, LIMIT);
}

export const ADVERSARIAL_POSTINGS: Array<[string, string]> = [
  ['one enormous word', fill('Requirements\n- ', 'a')],
  ['one enormous capitalised word', fill('Requirements\n- ', 'Python')],
  ['a hyphen chain', fill('Requirements\n- ', 'a-')],
  ['a dot chain', fill('Requirements\n- ', 'a.')],
  ['one clause of terms and figures', fill('Requirements\n- ', 'Python and 5 years of Kafka in a role, ')],
  ['one clause of years', fill('Requirements\n- ', '5 years Python ')],
  ['many short lines', fill('', 'Requirements\n- Python experience years in a role\n')],
  ['a word on every line', fill('Requirements\n', 'Kafka\n')],
  ['many distinct capitalised words', fill('Requirements\n- ', 'Alpha Bravo42 Charlie-Delta Echo/Foxtrot, ')],
  ['words that never repeat', wordsThatNeverRepeat()],
];

/**
 * An ordinary posting repeated to the same length: what the adversarial ones are timed against, so the test bounds
 * how much slower a crafted posting is than a plain one, whatever the machine's speed.
 */
export const ORDINARY_POSTING = fill(
  '',
  [
    'Warehouse Shift Supervisor',
    'About the role',
    'You will lead a team of 12 warehouse operatives across picking, packing and goods-in on the night shift.',
    'Requirements',
    '- 3+ years of experience in a warehouse or distribution centre, including 1 year supervising a team',
    '- Counterbalance forklift licence (or willingness to obtain one within 3 months)',
    '- Working knowledge of a warehouse management system such as SAP EWM or Manhattan',
    '- Confident with Microsoft Excel for rotas, KPIs and stock reports',
    'Nice to have',
    '- IOSH Managing Safely certificate; first aid at work',
    '',
  ].join('\n'),
);
