/**
 * Makes the PDF reader's test files: HTML resumes printed by Chromium (one column, sidebars, two columns, two pages,
 * an image-only page), one of them encrypted with qpdf, and our own export drawn by the server's renderer.
 * Run: npx tsx packages/resume-import/scripts/pdf-fixtures.ts (needs /usr/bin/chromium and qpdf).
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { renderResumePdf } from '../../../apps/server/src/resumes/pdf/resume-pdf.js';
import { ownExportLayout } from '../src/pdf/fixtures/own-export-layout.js';

const OUT = path.join(import.meta.dirname, '../src/pdf/fixtures');
const CHROMIUM = process.env.CHROMIUM ?? '/usr/bin/chromium';

const STYLE = `
  @page { size: A4; margin: 16mm 16mm 18mm 16mm; }
  body { font-family: 'DejaVu Sans', 'Liberation Sans', Arial, sans-serif; font-size: 10pt; line-height: 1.3; margin: 0; }
  h1 { font-size: 22pt; margin: 0 0 2pt; }
  h2 { font-size: 11pt; text-transform: uppercase; letter-spacing: 0.5pt; margin: 12pt 0 4pt; }
  p { margin: 0 0 3pt; }
  .row { display: flex; justify-content: space-between; }
  .row b { font-weight: 700; }
  ul { margin: 2pt 0 6pt; padding-left: 14pt; }
  .plain { list-style: none; padding-left: 0; }
  .grid { display: grid; column-gap: 14mm; }
  .side { background: #eef2f7; padding: 6pt; }
`;

const page = (body: string, extraStyle = '') =>
  `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Resume</title><style>${STYLE}${extraStyle}</style></head><body>${body}</body></html>`;

const nurseMain = `
  <h2>Experience</h2>
  <div class="row"><b>Charge Nurse, St. Mary's Hospital</b><span>Mar 2019 – Present</span></div>
  <ul>
    <li>Led a team of twelve nurses on a thirty-bed surgical ward, planning shifts and covering absences at short notice.</li>
    <li>Cut medication errors by introducing a double-check routine at handover.</li>
  </ul>
  <div class="row"><b>Staff Nurse, City Clinic</b><span>2015 – 2019</span></div>
  <ul>
    <li>Cared for patients after day surgery and taught them wound care.</li>
  </ul>
  <h2>Education</h2>
  <div class="row"><b>BSc Nursing, University of Leeds</b><span>2011 – 2015</span></div>
`;
const nurseSide = `
  <h2>Contact</h2>
  <p>maria.lopez@example.com</p>
  <p>+44 7700 900123</p>
  <p>Leeds, UK</p>
  <h2>Skills</h2>
  <p>Triage</p>
  <p>Wound care</p>
  <p>Patient education</p>
  <h2>Languages</h2>
  <p>Spanish (native)</p>
  <p>English (fluent)</p>
`;

const job = (n: number) => `
  <div class="row"><b>Electrician, Company ${n}</b><span>${1999 + n} – ${2000 + n}</span></div>
  <ul>
    <li>Installed and tested wiring in new homes and offices, working to the building code.</li>
    <li>Found and fixed faults in older installations safely and quickly.</li>
    <li>Wrote clear reports for clients and inspectors after each job.</li>
  </ul>`;

const fixtures: Record<string, string> = {
  'one-column': page(`
    <h1>Daniel Okafor</h1>
    <p>Sous Chef · daniel.okafor@example.com · Lagos, Nigeria</p>
    <h2>Summary</h2>
    <p>Sous chef with eight years in busy restaurant kitchens, known for calm service, tight stock control and training junior cooks who stay.</p>
    <h2>Experience</h2>
    <div class="row"><b>Sous Chef, The Harbour Grill</b><span>Jan 2020 – Present</span></div>
    <ul class="plain">
      <li>• Ran the pass on nights of 250 covers and kept ticket times under twelve minutes.</li>
      <li>▪ Rewrote the prep lists, halving waste.</li>
      <li>– Trained six commis chefs.</li>
      <li>✓ Passed every hygiene inspection.</li>
    </ul>
    <div class="row"><b>Line Cook, Mama's Kitchen</b><span>2016 – 2019</span></div>
    <ul>
      <li>Worked grill and sauté stations.</li>
    </ul>
    <p style="width: 62mm">Introduced new stock manage-<br>ment and ordering for the kitchen.</p>
    <h2>Education</h2>
    <div class="row"><b>Diploma in Culinary Arts, Lagos Catering School</b><span>2015</span></div>
  `),
  'sidebar-left': page(
    `<div class="grid" style="grid-template-columns: 30% 1fr">
      <div class="side"><h1 style="font-size:16pt">Maria Lopez</h1>${nurseSide}</div>
      <div>${nurseMain}</div>
    </div>`,
  ),
  'sidebar-right': page(
    `<div class="grid" style="grid-template-columns: 1fr 30%">
      <div><h1>Maria Lopez</h1>${nurseMain}</div>
      <div class="side">${nurseSide}</div>
    </div>`,
  ),
  'two-columns': page(`
    <h1>Aisha Rahman</h1>
    <p>Primary School Teacher · aisha.rahman@example.com</p>
    <div class="grid" style="grid-template-columns: 1fr 1fr">
      <div>
        <h2>Experience</h2>
        <p><b>Year 4 Teacher, Oakfield Primary</b></p>
        <p>2018 – Present</p>
        <p>Planned lessons for a class of thirty and led the school's reading programme.</p>
        <p><b>Teaching Assistant, Hill Street School</b></p>
        <p>2016 – 2018</p>
        <p>Supported pupils with additional needs in small groups.</p>
      </div>
      <div>
        <h2>Education</h2>
        <p><b>PGCE Primary, University of Bristol</b></p>
        <p>2017 – 2018</p>
        <h2>Skills</h2>
        <p>Classroom management, phonics, safeguarding, parent communication.</p>
      </div>
    </div>
  `),
  'two-pages': page(
    [0, 1]
      .map(
        (sheet) => `<section class="sheet">
      ${sheet === 0 ? '<h1>Tomás Silva</h1><p>Licensed electrician · Porto, Portugal</p><h2>Experience</h2>' : ''}
      ${Array.from({ length: sheet === 0 ? 9 : 4 }, (_, i) => job(sheet * 9 + i + 1)).join('')}
      ${sheet === 1 ? '<h2>Certificates</h2><p>Electrical Installation Level 3</p>' : ''}
      <div class="foot"><span>Tomás Silva · Electrician · tomas.silva@example.com</span><span>Page ${sheet + 1} of 2</span></div>
    </section>`,
      )
      .join(''),
    `.sheet { height: 258mm; position: relative; overflow: hidden; break-after: page; }
     .foot { position: absolute; bottom: 0; left: 0; right: 0; font-size: 8pt; display: flex; justify-content: space-between; }`,
  ),
  'scan-like': page(
    `<img alt="" style="width: 170mm" src="data:image/svg+xml;base64,${Buffer.from(
      `<svg xmlns="http://www.w3.org/2000/svg" width="600" height="800">${Array.from(
        { length: 30 },
        (_, i) => `<rect x="40" y="${40 + i * 24}" width="${300 + ((i * 37) % 220)}" height="10" fill="#333"/>`,
      ).join('')}</svg>`,
    ).toString('base64')}">`,
  ),
};

async function main() {
  fs.mkdirSync(OUT, { recursive: true });
  const temp = fs.mkdtempSync(path.join(os.tmpdir(), 'pdf-fixtures-'));
  for (const [name, html] of Object.entries(fixtures)) {
    const file = path.join(temp, `${name}.html`);
    fs.writeFileSync(file, html);
    const args = ['--headless', '--no-sandbox', '--disable-gpu', `--print-to-pdf=${path.join(OUT, `${name}.pdf`)}`];
    // Chromium's own header and footer (date, title, address, "1/2") are the repeated furniture the two-page case
    // must drop; the others print without them.
    if (name !== 'two-pages') args.push('--no-pdf-header-footer');
    execFileSync(CHROMIUM, [...args, `file://${file}`], { stdio: 'ignore', timeout: 60_000 });
    console.log(`wrote ${name}.pdf`);
  }
  execFileSync('qpdf', [
    '--encrypt',
    'secret',
    'owner',
    '256',
    '--',
    path.join(OUT, 'one-column.pdf'),
    path.join(OUT, 'encrypted.pdf'),
  ]);
  console.log('wrote encrypted.pdf');
  const own = await renderResumePdf(ownExportLayout, { size: 'A4', pageNumbers: true });
  fs.writeFileSync(path.join(OUT, 'own-export.pdf'), own);
  console.log('wrote own-export.pdf');
  fs.rmSync(temp, { recursive: true, force: true });
}

await main();
