/** Prints the engine's hard-skill precision and recall on the evaluation postings (docs/matching.md records them). */
import { evaluate, EVALUATION_SETS } from '../eval/evaluation.js';

const verbose = process.argv.includes('--verbose');
const pct = (value: number) => `${(value * 100).toFixed(1)}%`;

for (const set of EVALUATION_SETS) {
  const figures = evaluate(set);
  console.log(`\n${set}: ${figures.postings.length} postings`);
  console.log(
    `  precision ${pct(figures.precision)}   recall ${pct(figures.recall)}   importance agreed ${pct(figures.importanceAgreement)}`,
  );
  for (const posting of figures.postings) {
    const precision = posting.extracted === 0 ? 1 : posting.truePositives / posting.extracted;
    const recall = posting.expected === 0 ? 1 : posting.truePositives / posting.expected;
    console.log(`  ${posting.id.padEnd(44)} P ${pct(precision).padStart(6)}  R ${pct(recall).padStart(6)}`);
    if (!verbose) continue;
    if (posting.extra.length) console.log(`      extra:  ${posting.extra.join(' | ')}`);
    if (posting.missed.length) console.log(`      missed: ${posting.missed.join(' | ')}`);
    if (posting.importanceWrong.length) console.log(`      importance: ${posting.importanceWrong.join(' | ')}`);
  }
}
