/** Runs the readers over the evaluation corpus and prints the scores per split and per source. */
// Usage: npx tsx packages/resume-import/scripts/evaluate.ts [--split dev|holdout|all] [--verbose] [--json FILE]
//   [--manifest FILE]: read another manifest of the same shape (a layout tried before it joins the corpus); its
//   paths are resolved from the corpus folder, so they may be absolute.
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { JsonResume } from '@hirestride/resume-formats';
import * as readers from '../src/index.js';
import type { ImportResult } from '../src/types.js';
import {
  addScore,
  emptyTotals,
  f1,
  ratio,
  scoreDocument,
  type DocumentScore,
  type Totals,
} from '../src/evaluation/score.js';

interface ManifestDocument {
  document: string;
  person: string;
  split: 'dev' | 'holdout';
  source: 'pdf' | 'docx' | 'linkedin' | 'text';
  renderer: string;
  absent: string[];
}

const corpus = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', 'corpus');
const args = process.argv.slice(2);
const option = (name: string) => {
  const index = args.indexOf(name);
  return index >= 0 ? args[index + 1] : undefined;
};
const split = option('--split') ?? 'all';
const verbose = args.includes('--verbose');
const jsonOut = option('--json');
if (!['dev', 'holdout', 'all'].includes(split)) throw new Error(`--split must be dev, holdout or all, not ${split}`);

// Looked up by name so the scorer runs while some readers are still being written.
const available = readers as Record<string, unknown>;
type Reader = (file: string) => Promise<ImportResult>;
const READERS: Record<ManifestDocument['source'], { name: string; run: Reader }> = {
  pdf: { name: 'readPdf', run: async (file) => call('readPdf', new Uint8Array(readFileSync(file))) },
  docx: { name: 'readDocx', run: async (file) => call('readDocx', new Uint8Array(readFileSync(file))) },
  linkedin: {
    name: 'readLinkedInZip',
    run: async (file) => call('readLinkedInZip', new Uint8Array(readFileSync(file))),
  },
  text: { name: 'readText', run: async (file) => call('readText', readFileSync(file, 'utf8')) },
};
const call = async (name: string, input: unknown) =>
  (await (available[name] as (input: unknown) => ImportResult | Promise<ImportResult>)(input)) as ImportResult;

const manifest = JSON.parse(readFileSync(option('--manifest') ?? path.join(corpus, 'manifest.json'), 'utf8')) as {
  documents: ManifestDocument[];
};
const documents = manifest.documents.filter((d) => split === 'all' || d.split === split);

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
const skipped = new Set<string>();
const results: Array<{
  document: ManifestDocument;
  score?: DocumentScore;
  error?: string;
  unread?: number;
  ms: number;
}> = [];

for (const document of documents) {
  const reader = READERS[document.source];
  if (typeof available[reader.name] !== 'function') {
    skipped.add(`${document.source} (no ${reader.name} export yet)`);
    continue;
  }
  const truth = JSON.parse(readFileSync(path.resolve(corpus, document.person), 'utf8')) as JsonResume;
  const started = performance.now();
  let got: JsonResume = {};
  let error: string | undefined;
  let unread: number | undefined;
  try {
    const result = await reader.run(path.resolve(corpus, document.document));
    got = result.document;
    unread = result.unread.length;
  } catch (caught) {
    // A refusal or a crash scores as an empty resume: the person would get nothing.
    error = caught instanceof Error ? `${caught.name}: ${caught.message}` : String(caught);
  }
  const ms = performance.now() - started;
  const score = scoreDocument(truth, got, new Set(document.absent));
  add(`${document.split}|all`, score);
  add(`${document.split}|${document.source}`, score);
  add(`all|all`, score);
  // Holdout keeps its totals only: reading its misses would be tuning on it.
  const detailed = document.split === 'dev';
  results.push({ document, score: detailed ? score : { ...score, misses: undefined as never }, error, unread, ms });
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
for (const reason of skipped) console.log(`Skipped ${reason}.`);
if (jsonOut) writeFileSync(jsonOut, JSON.stringify(results, null, 2));
