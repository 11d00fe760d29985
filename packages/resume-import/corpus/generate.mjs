// Renders the ground-truth people into documents made by third-party tools, and writes manifest.json.
//
// Run: npm install --prefix packages/resume-import/corpus && node packages/resume-import/corpus/generate.mjs
// Needs Chromium (/usr/bin/chromium), LibreOffice (soffice), pandoc, poppler's pdftotext and pdflatex with moderncv (Debian:
// texlive-latex-extra and texlive-fonts-extra) on PATH. Conversions run one at a time: the machine is shared, and
// LibreOffice refuses a second instance on the same profile anyway.
import { execFileSync, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import JSZip from 'jszip';
import { absentFields } from './absent-fields.mjs';
import { article, moderncv } from './latex.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const modules = path.join(here, 'node_modules');
const work = fs.mkdtempSync(path.join(os.tmpdir(), 'resume-corpus-'));

/**
 * The themes used, in the order people are dealt them. `columns` is the page layout as printed; the two holdout
 * themes never render a dev document, so nothing tuned on dev has seen their layout.
 */
const THEMES = [
  { name: 'even', columns: 1, split: 'dev' },
  { name: 'stackoverflow', columns: 1, split: 'dev' },
  { name: 'elegant', columns: 1, split: 'dev' },
  { name: 'kendall', columns: 2, split: 'dev' },
  { name: 'macchiato', columns: 2, split: 'dev' },
  { name: 'flat', columns: 1, split: 'dev' },
  { name: 'paper', columns: 2, split: 'holdout' },
  { name: 'caffeine', columns: 2, split: 'holdout' },
];

/**
 * Themes added later, for dev only: each person outside holdout gets two of them as PDFs, after the plan above, so
 * adding them changed no earlier document.
 */
const LATER_THEMES = [
  { name: 'onepage', columns: 1, split: 'dev' },
  { name: 'class', columns: 2, split: 'dev' },
  { name: 'rocketspacer', columns: 2, split: 'dev' },
  { name: 'straightforward', columns: 1, split: 'dev' },
  { name: 'actual', columns: 2, split: 'dev' },
  { name: 'cora', columns: 1, split: 'dev' },
];

/**
 * Themes added in a third round, for dev only, after the Word files: each person outside holdout gets one as a PDF.
 * They were read before any rule was written for them (docs/resume-import.md gives those first figures).
 */
const THIRD_THEMES = [
  { name: 'fresh', columns: 1, split: 'dev' },
  { name: 'msresume', columns: 2, split: 'dev' },
  { name: 'wraypro', columns: 1, split: 'dev' },
  { name: 'projects', columns: 2, split: 'dev' },
  { name: 'tech', columns: 1, split: 'dev' },
  { name: 'minimal', columns: 1, split: 'dev' },
];

/**
 * LaTeX layouts, for dev only, added after the later themes: each person outside holdout whose name LaTeX's default
 * fonts can set gets one, in turn (`latex.mjs`).
 */
const LATEX_LAYOUTS = [
  { name: 'moderncv-classic', columns: 2, split: 'dev' },
  { name: 'moderncv-banking', columns: 1, split: 'dev' },
  { name: 'latex-article', columns: 1, split: 'dev' },
];

/** People who appear only in holdout, whatever the renderer. */
const HOLDOUT_PEOPLE = new Set(['amara-nwosu', 'jurgen-muller', 'marcus-okafor', 'noa-ben-david']);

const SPLIT_RULE =
  'A document is holdout when its person is one of holdoutPeople or its theme is one of holdoutThemes; every other ' +
  'document is dev. Holdout people and holdout themes never appear in dev, so tuning on dev sees neither.';

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const COUNTRIES = {
  GB: 'United Kingdom',
  US: 'United States',
  DE: 'Germany',
  FR: 'France',
  ES: 'Spain',
  CA: 'Canada',
  AE: 'United Arab Emirates',
};

// A command-line script: progress goes to the terminal (the lint rule against console is for library code).
const report = (line) => process.stdout.write(`${line}\n`);

function run(command, args) {
  execFileSync(command, args, { stdio: ['ignore', 'ignore', 'pipe'], timeout: 120_000 });
}

/**
 * Older themes read the pre-1.0 names (work[].company, website); a person using them would have filled those in, so
 * the theme gets both spellings. The truth file keeps v1.0.0 only.
 */
function forTheme(resume) {
  return {
    ...resume,
    basics: { ...resume.basics, website: resume.basics.url },
    work: resume.work.map((role) => ({ ...role, company: role.name, website: role.url })),
  };
}

/** Themes link Bootstrap and icon fonts from CDNs; point those at the copies in node_modules and drop the rest. */
function offline(html) {
  const local = [
    [/https?:\/\/[^"')]*bootstrap[^"')]*\.min\.css/g, `file://${modules}/bootstrap/dist/css/bootstrap.min.css`],
    [/https?:\/\/[^"')]*font-awesome\/4[^"')]*\.min\.css/g, `file://${modules}/font-awesome/css/font-awesome.min.css`],
    [
      /https?:\/\/[^"')]*font-awesome\/[56][^"')]*\.min\.css/g,
      `file://${modules}/@fortawesome/fontawesome-free/css/all.min.css`,
    ],
  ];
  for (const [pattern, to] of local) html = html.replace(pattern, to);
  return html
    .replace(/<script[^>]*src="https?:[^"]*"[^>]*>\s*<\/script>/g, '')
    .replace(/<link[^>]*href="https?:[^"]*"[^>]*>/g, (tag) => (/stylesheet|\.css/.test(tag) ? '' : tag))
    .replace(/@import url\(["']?https?:[^)]*\);?/g, '')
    .replace(/<img[^>]*src="https?:[^"]*"[^>]*>/g, '');
}

async function themeHtml(theme, resume, pageSize) {
  const module = await import(`jsonresume-theme-${theme}`);
  const render = module.render ?? module.default?.render;
  const html = offline(await render(forTheme(resume)));
  // Appended last so it wins over a theme's own @page rule.
  const page = `<style>@page { size: ${pageSize}; margin: 12mm; }</style>`;
  return html.includes('</head>') ? html.replace('</head>', `${page}</head>`) : page + html;
}

function chromiumPdf(htmlFile, pdfFile) {
  run('/usr/bin/chromium', [
    '--headless',
    '--no-sandbox',
    '--disable-gpu',
    '--no-pdf-header-footer',
    `--user-data-dir=${path.join(work, 'chromium')}`,
    `--print-to-pdf=${pdfFile}`,
    `file://${htmlFile}`,
  ]);
}

/** LibreOffice writes `<stem>.<ext>` into outdir; returns that path. */
function soffice(input, target, outdir, infilter) {
  const args = ['--headless', `-env:UserInstallation=file://${path.join(work, 'lo-profile')}`];
  if (infilter) args.push(`--infilter=${infilter}`);
  run('soffice', [...args, '--convert-to', target, '--outdir', outdir, input]);
  return path.join(outdir, `${path.basename(input, path.extname(input))}.${target.split(':')[0]}`);
}

function pdfText(pdfFile) {
  return execFileSync('pdftotext', ['-enc', 'UTF-8', pdfFile, '-'], { encoding: 'utf8' });
}

// ---- LinkedIn export (written by us, in LinkedIn's file names and columns) ----

function csv(header, rows) {
  const cell = (value) => {
    const text = value ?? '';
    return /[",\n\r]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
  };
  return [header, ...rows].map((row) => row.map(cell).join(',')).join('\n') + '\n';
}

const monthYear = (date) => (date ? `${MONTHS[Number(date.slice(5, 7)) - 1]} ${date.slice(0, 4)}` : '');

async function linkedInZip(resume, index) {
  const { basics } = resume;
  const [first, ...rest] = basics.name.split(' ');
  const place = [basics.location?.city, basics.location?.region, COUNTRIES[basics.location?.countryCode]];
  const websites = [basics.url, ...(basics.profiles ?? []).filter((p) => p.network !== 'LinkedIn').map((p) => p.url)];
  // People type their own bullets into LinkedIn's description box, or none at all.
  const bullet = index % 2 === 0 ? '• ' : '';
  const zip = new JSZip();
  zip.file(
    'Profile.csv',
    csv(
      [
        'First Name',
        'Last Name',
        'Maiden Name',
        'Address',
        'Birth Date',
        'Headline',
        'Summary',
        'Industry',
        'Zip Code',
        'Geo Location',
        'Twitter Handles',
        'Websites',
        'Instant Messengers',
      ],
      [
        [
          first,
          rest.join(' '),
          '',
          '',
          '',
          basics.label,
          basics.summary,
          '',
          '',
          place.filter(Boolean).join(', '),
          '',
          websites.filter(Boolean).join(','),
          '',
        ],
      ],
    ),
  );
  zip.file(
    'Positions.csv',
    csv(
      ['Company Name', 'Title', 'Description', 'Location', 'Started On', 'Finished On'],
      resume.work.map((role) => [
        role.name,
        role.position,
        [role.summary, ...(role.highlights ?? []).map((line) => bullet + line)].filter(Boolean).join('\n'),
        role.location,
        monthYear(role.startDate),
        monthYear(role.endDate),
      ]),
    ),
  );
  zip.file(
    'Education.csv',
    csv(
      ['School Name', 'Start Date', 'End Date', 'Notes', 'Degree Name', 'Activities'],
      resume.education.map((school) => [
        school.institution,
        school.startDate?.slice(0, 4),
        school.endDate?.slice(0, 4),
        '',
        [school.studyType, school.area].filter(Boolean).join(', '),
        '',
      ]),
    ),
  );
  zip.file(
    'Skills.csv',
    csv(
      ['Name'],
      resume.skills.flatMap((skill) => [skill.name, ...(skill.keywords ?? [])]).map((name) => [name]),
    ),
  );
  zip.file(
    'Certifications.csv',
    csv(
      ['Name', 'Url', 'Authority', 'Started On', 'Finished On', 'License Number'],
      resume.certificates.map((c) => [c.name, '', c.issuer, monthYear(c.date), '', '']),
    ),
  );
  zip.file(
    'Languages.csv',
    csv(
      ['Name', 'Proficiency'],
      (resume.languages ?? []).map((l) => [l.language, l.fluency]),
    ),
  );
  zip.file(
    'Email Addresses.csv',
    csv(['Email Address', 'Confirmed', 'Primary', 'Updated On'], [[basics.email, 'Yes', 'Yes', '3/14/24, 10:05 AM']]),
  );
  zip.file('PhoneNumbers.csv', csv(['Extension', 'Number', 'Type'], [['', basics.phone, 'Mobile']]));
  // A fixed date keeps the zip byte-identical between runs.
  const date = new Date('2024-03-14T10:05:00Z');
  for (const file of Object.values(zip.files)) file.date = date;
  return zip.generateAsync({ type: 'nodebuffer', compression: 'DEFLATE' });
}

/** The page size as written in the file (LibreOffice picks its own for a Word file made from HTML). */
async function pageSizeOf(file, ext) {
  if (ext === 'pdf') {
    const info = execFileSync('pdfinfo', [file], { encoding: 'utf8' });
    const [, width] = /Page size:\s+([\d.]+) x/.exec(info) ?? [];
    return Math.abs(Number(width) - 612) < 3 ? 'Letter' : Math.abs(Number(width) - 595) < 3 ? 'A4' : `${width}pt`;
  }
  if (ext === 'docx') {
    const xml = await (await JSZip.loadAsync(fs.readFileSync(file))).file('word/document.xml').async('string');
    const [, width] = /<w:pgSz w:w="(\d+)"/.exec(xml) ?? [];
    return width === '12240' ? 'Letter' : width === '11906' ? 'A4' : width ? `${width}twips` : null;
  }
  return null;
}

// ---- What the rendering kept: truth a tool never printed cannot be read back, so the scorer leaves it out ----

async function documentText(file, kind) {
  const bytes = fs.readFileSync(file);
  if (kind === 'pdf') return pdfText(file);
  if (kind === 'txt') return bytes.toString('utf8');
  const zip = await JSZip.loadAsync(bytes);
  if (kind === 'docx') {
    const xml = await zip.file('word/document.xml').async('string');
    const entities = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };
    return xml
      .replace(/<\/w:p>|<w:br[^>]*\/>|<w:cr\/>/g, '\n')
      .replace(/<w:tab\/>/g, '\t')
      .replace(/<[^>]+>/g, '')
      .replace(/&(amp|lt|gt|quot|apos);/g, (_, name) => entities[name])
      .replace(/&#(\d+);/g, (_, code) => String.fromCodePoint(Number(code)));
  }
  const parts = await Promise.all(Object.values(zip.files).map((entry) => entry.async('string')));
  return parts.join('\n');
}

// ---- The plan: which person is rendered how ----

/**
 * Person i (alphabetical) gets themes i and i+3 (mod 8) as PDFs: the first on the page size of their country
 * (Letter in the US and Canada, A4 elsewhere), the second on the other. Then, by i mod 3: a Word file converted from
 * the first theme's HTML, the text pasted out of the first PDF, or a LinkedIn export. Every fourth person also gets
 * a PDF printed from that Word file, and every fifth a LinkedIn export as well.
 */
function plan(slugs, people) {
  const jobs = [];
  slugs.forEach((slug, i) => {
    const letter = ['US', 'CA'].includes(people[slug].basics.location?.countryCode);
    const first = THEMES[i % THEMES.length];
    const second = THEMES[(i + 3) % THEMES.length];
    jobs.push({ slug, kind: 'pdf', theme: first, page: letter ? 'Letter' : 'A4' });
    jobs.push({ slug, kind: 'pdf', theme: second, page: letter ? 'A4' : 'Letter' });
    if (i % 3 === 0 || i % 4 === 0) jobs.push({ slug, kind: 'docx', theme: first, page: letter ? 'Letter' : 'A4' });
    if (i % 4 === 0) jobs.push({ slug, kind: 'word-pdf', theme: first, page: letter ? 'Letter' : 'A4' });
    if (i % 3 === 1) jobs.push({ slug, kind: 'txt', theme: first, page: letter ? 'Letter' : 'A4' });
    if (i % 3 === 2 || i % 5 === 0) jobs.push({ slug, kind: 'linkedin', index: i });
  });
  slugs
    .filter((slug) => !HOLDOUT_PEOPLE.has(slug))
    .forEach((slug, i) => {
      const letter = ['US', 'CA'].includes(people[slug].basics.location?.countryCode);
      for (const theme of [LATER_THEMES[i % LATER_THEMES.length], LATER_THEMES[(i + 3) % LATER_THEMES.length]])
        jobs.push({ slug, kind: 'pdf', theme, page: letter ? 'Letter' : 'A4' });
    });
  // Word files added later, for dev only: each person outside holdout gets one from a dev theme of the first set and
  // one from a later theme they have no PDF of, through LibreOffice as above.
  const devThemes = THEMES.filter((theme) => theme.split === 'dev');
  slugs
    .filter((slug) => !HOLDOUT_PEOPLE.has(slug))
    .forEach((slug, i) => {
      const letter = ['US', 'CA'].includes(people[slug].basics.location?.countryCode);
      for (const theme of [devThemes[(i + 2) % devThemes.length], LATER_THEMES[(i + 1) % LATER_THEMES.length]]) {
        // A person who already has this theme's Word file keeps the one.
        if (jobs.some((job) => job.slug === slug && job.kind === 'docx' && job.theme === theme)) continue;
        jobs.push({ slug, kind: 'docx', theme, page: letter ? 'Letter' : 'A4' });
      }
      // …and one through pandoc, a second converter that writes every line of a list as a list item.
      jobs.push({ slug, kind: 'pandoc', theme: devThemes[(i + 3) % devThemes.length], page: letter ? 'Letter' : 'A4' });
      jobs.push({ slug, kind: 'pdf', theme: THIRD_THEMES[i % THIRD_THEMES.length], page: letter ? 'Letter' : 'A4' });
    });
  slugs
    .filter((slug) => !HOLDOUT_PEOPLE.has(slug) && /^[\p{Script=Latin}\s'.-]+$/u.test(people[slug].basics.name))
    .forEach((slug, i) => {
      const letter = ['US', 'CA'].includes(people[slug].basics.location?.countryCode);
      jobs.push({
        slug,
        kind: 'latex',
        theme: LATEX_LAYOUTS[i % LATEX_LAYOUTS.length],
        page: letter ? 'Letter' : 'A4',
      });
    });
  return jobs;
}

/** Formatted as the repository's `prettier --check .` expects, when the workspace's prettier is installed. */
async function formatJson(text) {
  try {
    const prettier = await import('prettier');
    const file = path.join(here, 'manifest.json');
    return prettier.format(text, { ...(await prettier.resolveConfig(file)), filepath: file });
  } catch {
    return `${text}\n`;
  }
}

const splitOf = (slug, theme) => (HOLDOUT_PEOPLE.has(slug) || theme?.split === 'holdout' ? 'holdout' : 'dev');

/** Where a planned document goes and what made it. */
function outputOf(job, stem, outDir) {
  if (job.kind === 'linkedin')
    return {
      file: path.join(outDir, `${job.slug}--linkedin.zip`),
      renderer: 'linkedin-export',
      source: 'linkedin',
      ext: 'zip',
    };
  const theme = job.theme.name;
  const page = job.page.toLowerCase();
  return {
    pdf: { file: path.join(outDir, `${stem}-${page}.pdf`), renderer: `${theme}+chromium`, source: 'pdf', ext: 'pdf' },
    latex: { file: path.join(outDir, `${stem}-${page}.pdf`), renderer: `${theme}+pdflatex`, source: 'pdf', ext: 'pdf' },
    txt: {
      file: path.join(outDir, `${stem}-pasted.txt`),
      renderer: `${theme}+chromium+pdftotext`,
      source: 'text',
      ext: 'txt',
    },
    docx: {
      file: path.join(outDir, `${stem}-libreoffice.docx`),
      renderer: `${theme}+libreoffice-docx`,
      source: 'docx',
      ext: 'docx',
    },
    pandoc: {
      file: path.join(outDir, `${stem}-pandoc.docx`),
      renderer: `${theme}+pandoc-docx`,
      source: 'docx',
      ext: 'docx',
    },
    'word-pdf': {
      file: path.join(outDir, `${stem}-word.pdf`),
      renderer: `${theme}+libreoffice-docx+libreoffice-pdf`,
      source: 'pdf',
      ext: 'pdf',
    },
  }[job.kind];
}

/** Renders one planned document to `file`. */
async function render(job, resume, stem, file) {
  if (job.kind === 'linkedin') {
    fs.writeFileSync(file, await linkedInZip(resume, job.index));
    return;
  }
  if (job.kind === 'latex') {
    const source = path.join(work, `${stem}.tex`);
    const [, style] = job.theme.name.split('-');
    fs.writeFileSync(
      source,
      job.theme.name === 'latex-article' ? article(resume, job.page) : moderncv(resume, style, job.page),
    );
    // Twice, as LaTeX needs for its page layout; a failure leaves its log beside the source.
    for (let pass = 0; pass < 2; pass += 1)
      run('pdflatex', ['-interaction=nonstopmode', '-halt-on-error', `-output-directory=${work}`, source]);
    fs.copyFileSync(path.join(work, `${stem}.pdf`), file);
    return;
  }
  const html = path.join(work, `${stem}.html`);
  fs.writeFileSync(html, await themeHtml(job.theme.name, resume, job.page));
  if (job.kind === 'pdf') return chromiumPdf(html, file);
  if (job.kind === 'txt') {
    const pdf = path.join(work, `${stem}.pdf`);
    chromiumPdf(html, pdf);
    fs.writeFileSync(file, pdfText(pdf));
    return;
  }
  if (job.kind === 'pandoc') {
    run('pandoc', ['--from=html', '--to=docx', `--output=${file}`, html]);
    return;
  }
  const docx = soffice(html, 'docx:MS Word 2007 XML', work, 'HTML (StarWriter)');
  if (job.kind === 'docx') fs.copyFileSync(docx, file);
  else fs.copyFileSync(soffice(docx, 'pdf', path.join(work, 'word-pdf')), file);
}

/** `--keep`: documents already rendered stay as they are (a theme added later renders only its own). */
const keep = process.argv.includes('--keep');

async function main() {
  const peopleDir = path.join(here, 'people');
  const slugs = fs
    .readdirSync(peopleDir)
    .filter((file) => file.endsWith('.json'))
    .map((file) => file.slice(0, -5))
    .sort();
  const people = Object.fromEntries(
    slugs.map((slug) => [slug, JSON.parse(fs.readFileSync(path.join(peopleDir, `${slug}.json`), 'utf8'))]),
  );
  if (!keep) fs.rmSync(path.join(here, 'documents'), { recursive: true, force: true });
  const documents = [];
  for (const job of plan(slugs, people)) {
    const resume = people[job.slug];
    const split = splitOf(job.slug, job.theme);
    const outDir = path.join(here, 'documents', split);
    fs.mkdirSync(outDir, { recursive: true });
    const stem = job.theme ? `${job.slug}--${job.theme.name}` : job.slug;
    const { file, renderer, source, ext } = outputOf(job, stem, outDir);
    if (!(keep && fs.existsSync(file))) await render(job, resume, stem, file);
    const relative = path.relative(here, file);
    const absent = absentFields(resume, await documentText(file, ext === 'zip' ? 'zip' : ext));
    documents.push({
      document: relative,
      person: `people/${job.slug}.json`,
      split,
      source,
      renderer,
      theme: job.theme?.name ?? null,
      pageSize: await pageSizeOf(file, ext),
      // LibreOffice's HTML import drops CSS layout, so its Word files (and PDFs printed from them) are one column.
      columns:
        job.kind === 'linkedin' ? null : ['docx', 'pandoc', 'word-pdf'].includes(job.kind) ? 1 : job.theme.columns,
      absent,
    });
    const note = absent.length > 0 ? `, absent: ${absent.join(' ')}` : '';
    report(`${split.padEnd(7)} ${relative} (${fs.statSync(file).size} bytes${note})`);
  }
  const versions = Object.fromEntries(
    [
      ...[...THEMES, ...LATER_THEMES, ...THIRD_THEMES].map((t) => `jsonresume-theme-${t.name}`),
      'bootstrap',
      'font-awesome',
      '@fortawesome/fontawesome-free',
      'jszip',
    ].map((name) => [name, JSON.parse(fs.readFileSync(path.join(modules, name, 'package.json'), 'utf8')).version]),
  );
  // pdftotext prints its version on stderr.
  // A tool not installed for a `--keep` run (LibreOffice, when only PDFs were added) keeps the version on record.
  const recorded = keep ? (JSON.parse(fs.readFileSync(path.join(here, 'manifest.json'), 'utf8')).tools ?? {}) : {};
  const tool = (command, args, key) => {
    const { stdout, stderr, error } = spawnSync(command, args, { encoding: 'utf8' });
    if (error && recorded[key]) return recorded[key];
    return `${stdout}${stderr}`.trim().split('\n')[0];
  };
  const manifest = {
    description: 'Evaluation corpus for @hirestride/resume-import: third-party renderings of the people in people/.',
    split: {
      rule: SPLIT_RULE,
      holdoutPeople: [...HOLDOUT_PEOPLE].sort(),
      holdoutThemes: THEMES.filter((t) => t.split === 'holdout').map((t) => t.name),
    },
    absentRule:
      'absent lists truth paths whose value does not appear in the document text (the tool did not print it); the ' +
      'scorer leaves them out of the truth.',
    tools: {
      ...versions,
      chromium: tool('/usr/bin/chromium', ['--version'], 'chromium'),
      libreoffice: tool('soffice', ['--version'], 'libreoffice'),
      pandoc: tool('pandoc', ['--version'], 'pandoc'),
      pdftotext: tool('pdftotext', ['-v'], 'pdftotext'),
      pdflatex: tool('pdflatex', ['--version'], 'pdflatex'),
      moderncv: tool('sh', ['-c', 'grep -m1 ProvidesClass -A1 "$(kpsewhich moderncv.cls)" | tr -d "\\n"'], 'moderncv'),
    },
    documents,
  };
  fs.writeFileSync(path.join(here, 'manifest.json'), await formatJson(JSON.stringify(manifest, null, 2)));
  fs.rmSync(work, { recursive: true, force: true });
  report(`${documents.length} documents`);
}

await main();
