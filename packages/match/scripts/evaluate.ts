/** Prints the engine's hard-skill figures on the evaluation postings and on SkillSpan (docs/matching.md records them). */
import { evaluate, EVALUATION_SETS } from '../eval/evaluation.js';
import { evaluateSkillSpan, skillSpanAvailable, type TermFigures } from '../eval/skillspan.js';

const verbose = process.argv.includes('--verbose');
const pct = (value: number | null) => (value === null ? '–' : `${(value * 100).toFixed(1)}%`);

for (const set of EVALUATION_SETS) {
  const figures = evaluate(set);
  console.log(`\n${set}: ${figures.postings.length} postings`);
  console.log(
    `  precision ${pct(figures.precision)}   recall ${pct(figures.recall)}   importance agreed ${pct(figures.importanceAgreement)}   after hire agreed ${pct(figures.afterHireAgreement)}   false asks ${pct(figures.falseAskRate)}`,
  );
  for (const posting of figures.postings) {
    const precision = posting.extracted === 0 ? 1 : posting.extractedRight / posting.extracted;
    const recall = posting.expected === 0 ? 1 : posting.truePositives / posting.expected;
    console.log(`  ${posting.id.padEnd(44)} P ${pct(precision).padStart(6)}  R ${pct(recall).padStart(6)}`);
    if (!verbose) continue;
    if (posting.extra.length) console.log(`      extra:  ${posting.extra.join(' | ')}`);
    if (posting.missed.length) console.log(`      missed: ${posting.missed.join(' | ')}`);
    if (posting.importanceWrong.length) console.log(`      importance: ${posting.importanceWrong.join(' | ')}`);
    if (posting.falseAsks.length) console.log(`      false asks: ${posting.falseAsks.join(' | ')}`);
  }
}

const line = (name: string, f: TermFigures) =>
  `  ${name.padEnd(6)} precision ${pct(f.precision)}   recall ${pct(f.recall)}   F1 ${pct(f.f1)}   (${f.extracted} read, ${f.expected} labelled)`;
if (skillSpanAvailable()) {
  for (const split of ['train', 'dev'] as const) {
    const figures = evaluateSkillSpan(split);
    console.log(`\nSkillSpan ${split}: ${figures.postings} postings`);
    console.log(line('all', figures.all));
    console.log(line('tech', figures.tech));
    console.log(line('house', figures.house));
    const kinds = Object.entries(figures.otherKinds).map(
      ([kind, { found, expected }]) => `${kind} ${found}/${expected}`,
    );
    console.log(`  other kinds read: ${kinds.join(', ')}`);
  }
} else {
  console.log('\nSkillSpan: not found beside the repository (set SKILLSPAN_FILE); skipped.');
}
