/** Runs the readers over the evaluation corpus and prints the scores per split and per source. */
// Usage: npx tsx packages/resume-import/scripts/evaluate.ts [--split dev|holdout|all] [--verbose] [--json FILE]
//   [--manifest FILE]: read another manifest of the same shape (a layout tried before it joins the corpus); its
//   paths are resolved from the corpus folder, so they may be absolute.
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { addScore, emptyTotals, f1, ratio, type DocumentScore, type Totals } from '../src/evaluation/score.js';
import { CORPUS, manifestDocuments, readDocument, type ReadDocument } from '../src/evaluation/read-corpus.js';

const args = process.argv.slice(2);
const option = (name: string) => {
  const index = args.indexOf(name);
  return index >= 0 ? args[index + 1] : undefined;
};
const split = option('--split') ?? 'all';
const verbose = args.includes('--verbose');
const jsonOut = option('--json');
if (!['dev', 'holdout', 'all'].includes(split)) throw new Error(`--split must be dev, holdout or all, not ${split}`);

// A manifest named on the command line is found from where the script runs, like any path given there.
const manifest = option('--manifest');
const documents = manifestDocuments(manifest ? path.resolve(manifest) : path.join(CORPUS, 'manifest.json')).filter(
  (d) => split === 'all' || d.split === split,
);

const pct = (value: number) => `${(100 * value).toFixed(1)}%`.padStart(7);
const row = (label: string, t: Totals) =>
  [
    label.padEnd(20),
    String(t.documents).padStart(4),
    pct(ratio(t.contact)),
    pct(f1(t.roles)),
    pct(f1(t.rolesLoose)),
    pct(ratio(t.achievements)),
    pct(f1(t.skills)),
    pct(ratio(t.education)),
    pct(f1(t.certificates)),
  ].join(' ');
const HEADER = ['', 'docs', 'contact', 'rolesF1', 'loose', 'achiev', 'skillF1', 'educ', 'certF1'];

const totals = new Map<string, Totals>();
const add = (key: string, score: DocumentScore) => {
  if (!totals.has(key)) totals.set(key, emptyTotals());
  addScore(totals.get(key)!, score);
};
const results: ReadDocument[] = [];

for (const document of documents) {
  const read = await readDocument(document);
  const { score } = read;
  add(`${document.split}|all`, score);
  add(`${document.split}|${document.source}`, score);
  add(`all|all`, score);
  // Holdout keeps its totals only: reading its misses would be tuning on it.
  const detailed = document.split === 'dev';
  results.push(detailed ? read : { ...read, score: { ...score, misses: undefined as never } });
  const { error, unread, ms } = read;
  if (verbose && !detailed) console.log(`\n${document.split} ${document.document}: details withheld (holdout)`);
  if (verbose && detailed) {
    const s = score;
    console.log(`\n${document.split} ${document.document} [${document.renderer}] ${Math.round(ms)} ms`);
    if (error) console.log(`  ERROR ${error}`);
    console.log(
      `  contact ${s.contact.right}/${s.contact.total}  roles ${s.roles.tp}/${s.roles.tp + s.roles.fn} (+${s.roles.fp} extra)` +
        `  words ${s.achievements.right}/${s.achievements.total}  skills tp ${s.skills.tp} fp ${s.skills.fp} fn ${s.skills.fn}` +
        `  educ ${s.education.right}/${s.education.total}  certs tp ${s.certificates.tp} fp ${s.certificates.fp} fn ${s.certificates.fn}` +
        `  unread ${unread ?? '-'}`,
    );
    const m = s.misses;
    for (const c of m.contact)
      console.log(`  contact ${c.field}: expected ${JSON.stringify(c.expected)} got ${JSON.stringify(c.got)}`);
    for (const r of m.roles.missed) console.log(`  role missed: ${r}`);
    for (const r of m.roles.extra) console.log(`  role extra:  ${r}`);
    for (const a of m.achievements)
      console.log(`  words ${a.kept}/${a.total} in ${a.role}; lost: ${a.lost.slice(0, 12).join(' ')}`);
    if (m.skills.missed.length) console.log(`  skills missed: ${m.skills.missed.join(' | ')}`);
    if (m.skills.extra.length) console.log(`  skills extra:  ${m.skills.extra.join(' | ')}`);
    for (const e of m.education.missed)
      console.log(`  education missed: ${e}  (got: ${m.education.got.join(' | ') || 'none'})`);
    if (m.certificates.missed.length) console.log(`  certs missed: ${m.certificates.missed.join(' | ')}`);
    if (m.certificates.extra.length) console.log(`  certs extra:  ${m.certificates.extra.join(' | ')}`);
  }
}

console.log(
  `\n${HEADER[0]!.padEnd(20)} ${HEADER.slice(1)
    .map((h, i) => h.padStart(i === 0 ? 4 : 7))
    .join(' ')}`,
);
for (const key of [...totals.keys()].sort()) {
  const [splitName, source] = key.split('|');
  if (splitName === 'all' && split !== 'all') continue;
  console.log(row(source === 'all' ? `${splitName} TOTAL` : `${splitName} ${source}`, totals.get(key)!));
}
console.log('\nTargets: contact ≥ 98%, roles F1 ≥ 90%, achievements ≥ 95%, skills F1 ≥ 90%, education ≥ 90%.');
const errors = results.filter((r) => r.error);
if (errors.length > 0) console.log(`${errors.length} document(s) failed to read (scored as empty).`);
if (jsonOut) writeFileSync(jsonOut, JSON.stringify(results, null, 2));
