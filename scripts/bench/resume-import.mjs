// Resume import speed: a three-page PDF (and the two-column and Word files of the evaluation corpus, and a Reactive
// Resume sample) read by the built server in its work pool, over HTTP, one after another; p50 and p95 of 20 reads
// each, after one warm-up read.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { root, signedUpSession, startServer } from './lib.mjs';

const RUNS = Number(process.env.BENCH_IMPORT_RUNS ?? 20);
const server = await startServer({});
const { session } = await signedUpSession(server.base, `import-bench-${Date.now()}@example.com`);

// Our own three-page resume (24 roles of several lines), drawn by the server like any export.
const TITLES = [
  'Warehouse Shift Lead',
  'Team Leader',
  'Stock Controller',
  'Goods-In Supervisor',
  'Picker Packer',
  'Forklift Driver',
];
const COMPANIES = ['Northway Logistics', 'Aire Valley Foods', 'Pennine Parcels', 'Calder Cold Store'];
for (let i = 0; i < 24; i += 1) {
  await session.request('POST', '/api/content/work-experiences/', {
    job_title: TITLES[i % TITLES.length],
    company: `${COMPANIES[Math.floor(i / TITLES.length)]}, site ${String.fromCharCode(65 + (i % TITLES.length))}`,
    location: 'Leeds, UK',
    start_date: `${2000 + (i % 20)}-03-01`,
    end_date: `${2001 + (i % 20)}-02-01`,
    description: [
      'Led a team of 14 pickers and packers on the night shift across goods-in and dispatch.',
      'Cut mis-picks by a third by introducing scan-to-confirm and a daily accuracy huddle.',
      'Planned weekly rotas in Excel for 40 agency and permanent staff within budget.',
    ].join('\n'),
  });
}
await session.request('POST', '/api/content/personal-info/', {
  first_name: 'Maria',
  last_name: 'Santos',
  email: 'maria.santos@example.com',
  phone: '+44 7700 900123',
  location: 'Leeds, UK',
});
const templates = await session.request('GET', '/templates/resume-templates/');
const modern = templates.find((template) => /modern/i.test(template.name));
const draft = await session.request('POST', '/resumes/resume-versions/get-or-create-draft/', {
  template_id: modern.id,
});
const ownPdf = Buffer.from(
  await (
    await fetch(`${server.base}/resumes/resume-versions/${draft.id}/export.pdf`, {
      headers: { cookie: session.cookieHeader },
    })
  ).arrayBuffer(),
);

if (process.env.BENCH_SAVE_PDF) (await import('node:fs')).writeFileSync(process.env.BENCH_SAVE_PDF, ownPdf);
const corpus = (name) => readFileSync(path.join(root, 'packages/resume-import/corpus/documents/dev', name));
const files = [
  ['our own three-page PDF', 'resume.pdf', ownPdf],
  ['a two-column theme PDF', 'resume.pdf', corpus('francois-lefevre--kendall-a4.pdf')],
  ['a LibreOffice Word file', 'resume.docx', corpus('gareth-pryce--macchiato-libreoffice.docx')],
  // Chromium's print of web fonts, its bold painted as outlines, a photo and a timeline (631 kB).
  [
    "a Reactive Resume sample's PDF",
    'resume.pdf',
    readFileSync(path.join(root, 'packages/resume-import/corpus/external/reactive-resume/source/gengar.pdf')),
  ],
];

async function read(name, bytes) {
  const form = new FormData();
  form.append('file', new Blob([bytes]), name);
  const started = performance.now();
  const res = await fetch(`${server.base}/api/content/resume-import/`, {
    method: 'POST',
    headers: { cookie: session.cookieHeader, 'x-csrftoken': session.cookies.get('csrftoken') },
    body: form,
  });
  const body = await res.json();
  if (!res.ok) throw new Error(`${name}: ${res.status} ${JSON.stringify(body).slice(0, 200)}`);
  return { ms: performance.now() - started, roles: body.document.work?.length ?? 0 };
}

const quantile = (sorted, q) => sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)];
console.log(
  `\nResume import (POST /api/content/resume-import/, read in the work pool; ${RUNS} reads each after a warm-up)`,
);
for (const [label, name, bytes] of files) {
  await read(name, bytes);
  const times = [];
  let roles = 0;
  for (let i = 0; i < RUNS; i += 1) {
    const result = await read(name, bytes);
    times.push(result.ms);
    roles = result.roles;
  }
  times.sort((a, b) => a - b);
  const p95 = quantile(times, 0.95);
  const target = label.includes('three-page') ? `   (target p95 ≤ 1,000 ms: ${p95 <= 1000 ? 'met' : 'NOT MET'})` : '';
  console.log(
    `  ${label.padEnd(28)} ${(bytes.length / 1024).toFixed(0).padStart(4)} kB  ${String(roles).padStart(2)} roles  p50 ${quantile(times, 0.5).toFixed(0)} ms  p95 ${p95.toFixed(0)} ms${target}`,
  );
}
await server.stop();
