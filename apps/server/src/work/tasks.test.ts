/**
 * Each task run in the pool's thread (the real worker module, loaded as the server loads it from source) answers
 * what calling its function on this thread answers: the same file bytes (but for the creation time and file id a
 * PDF or Word file stamps), the same match results, trends and import plans, and the engine's refusal as the same
 * PostingError.
 */
import { readFileSync } from 'node:fs';
import JSZip from 'jszip';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { matchPosting, PostingError, skillTrends, type Library } from '@hirestride/match';
import type { LibraryContent, ResumeLayout } from '@hirestride/resume-formats';
import { plainLook, TEMPLATE_STYLES } from '@hirestride/resume-formats';
import { mapCsvRows, mappingProblems, readCsv, suggestDateFormat, suggestMapping } from '@hirestride/shared';
import { describeImport, readJsonResume } from '../content/json-resume-plan.js';
import { renderLetterDocx } from '../cover-letters/letter-docx.js';
import { renderLetterPdf, type LetterHeader } from '../cover-letters/letter-pdf.js';
import { renderResumeDocx } from '../resumes/docx/resume-docx.js';
import { countPdfPages } from '../resumes/page-count.js';
import { renderResumePdf } from '../resumes/pdf/resume-pdf.js';
import { parseBack } from '../resumes/publish/parse-back.js';
import { createWorkPool, type WorkPool } from './pool.js';

let pool: WorkPool;
beforeAll(async () => {
  pool = createWorkPool({ threads: 1 });
  // The thread's start (tsx compiling the task modules, the fonts, the dictionary) counts against the hook's time.
  await pool.run(0, 'readJobsCsv', { csv: '' });
});
afterAll(() => pool.close());

const NOW = '2026-11-20T12:00:00.000Z';
const layout: ResumeLayout = {
  name: 'Ada Lovelace',
  contacts: ['ada@example.com', '555-0100'],
  links: { 'ada@example.com': 'mailto:ada@example.com' },
  headerAlignment: 'left',
  look: plainLook({ template: TEMPLATE_STYLES.modern_professional!, headingUppercase: true }),
  sections: [
    {
      key: 'experience',
      heading: 'Experience',
      alignment: 'left',
      inline: null,
      entries: Array.from({ length: 14 }, (_, i) => ({
        title: `Engineer ${i}, Acme`,
        when: '2020 – 2024',
        lines: ['Built payment services in Python and Postgres.', 'Led the move to Kubernetes; mentored four.'],
      })),
    },
    { key: 'skills', heading: 'Skills', alignment: 'left', inline: ['Python', 'Kubernetes', 'SQL'], entries: [] },
  ],
};
const header: LetterHeader = {
  name: 'Ada Lovelace',
  contacts: ['ada@example.com'],
  links: {},
  date: '20 November 2026',
};
const letter = 'Dear hiring team,\n\nI build payment services in Python.\n\n- Led a migration\n- Mentored four\n\nAda';

const library: Library = {
  skills: [
    { id: 1, skill_name: 'Python', category: 'Technical' },
    { id: 2, skill_name: 'Kubernetes', category: 'Technical' },
  ],
  experiences: [
    {
      id: 1,
      job_title: 'Backend Engineer',
      company: 'Acme',
      start_date: '2019-01-01',
      end_date: null,
      description: 'Built Python services on PostgreSQL; ran them on Kubernetes and AWS.',
    },
  ],
  education: [{ id: 1, degree: 'BSc', field: 'Computer Science', institution: 'Open University' }],
  certifications: [],
  snippets: [],
};
const posting = (name: string) =>
  (
    JSON.parse(
      readFileSync(new URL(`../../../../packages/match/eval/postings/dev/${name}`, import.meta.url), 'utf8'),
    ) as { text: string }
  ).text;
const backend = posting('01-software-backend.json');
const frontend = posting('02-software-frontend.json');

/** A PDF's text with what pdfkit stamps per file (creation time, file id) blanked out. */
const pdfWithoutStamps = (bytes: Buffer) =>
  bytes
    .toString('latin1')
    .replace(/\(D:\d+Z\)/g, '(D:)')
    .replace(/\/ID \[<[0-9a-f]+> <[0-9a-f]+>\]/g, '/ID []');

/** A Word file's parts but docProps/core.xml (the creation time), its links' random relationship ids blanked. */
async function docxParts(bytes: Buffer): Promise<Record<string, string>> {
  const zip = await JSZip.loadAsync(bytes);
  const parts: Record<string, string> = {};
  for (const [name, entry] of Object.entries(zip.files).sort(([a], [b]) => a.localeCompare(b))) {
    if (!entry.dir && name !== 'docProps/core.xml')
      parts[name] = (await entry.async('string')).replace(/rId[\w-]{12,}/g, 'rId');
  }
  return parts;
}

describe('files', () => {
  it('draws the resume PDF the same as renderResumePdf, as a Buffer', async () => {
    const options = { size: 'LETTER' as const, pageNumbers: true };
    const [inThread, here] = await Promise.all([
      pool.run(1, 'resumePdf', { layout, options }),
      renderResumePdf(layout, options),
    ]);
    expect(Buffer.isBuffer(inThread)).toBe(true);
    expect(inThread.length).toBe(here.length);
    expect(pdfWithoutStamps(inThread)).toBe(pdfWithoutStamps(here));
    // The fonts were embedded in the thread too.
    expect(inThread.toString('latin1')).toContain('+Inter-Regular');
  });

  it('writes the resume Word file and the letter files the same as their functions', async () => {
    const [resumeDocx, letterPdf, letterDocx] = await Promise.all([
      pool.run(1, 'resumeDocx', { layout, options: { size: 'A4' } }),
      pool.run(1, 'letterPdf', { header, body: letter, size: 'A4' }),
      pool.run(1, 'letterDocx', { header, body: letter, size: 'LETTER' }),
    ]);
    expect(await docxParts(resumeDocx)).toEqual(await docxParts(await renderResumeDocx(layout, { size: 'A4' })));
    expect(pdfWithoutStamps(letterPdf)).toBe(pdfWithoutStamps(await renderLetterPdf(header, letter, 'A4')));
    expect(await docxParts(letterDocx)).toEqual(await docxParts(await renderLetterDocx(header, letter, 'LETTER')));
  });

  it('counts pages and reads the PDF back as page-count.ts and the resume check do', async () => {
    const here = await renderResumePdf(layout, { size: 'A4', pageNumbers: false });
    expect(await pool.run(1, 'resumePageCount', { layout })).toBe(countPdfPages(here));
    expect(await pool.run(1, 'resumeParseBack', { layout, size: 'A4' })).toEqual({
      ...(await parseBack(here, layout, 'A4')),
      fit: 'not-asked',
      drawn: { density: 'standard', margins: 'standard', body: 10 },
    });
  });
});

describe('the match engine', () => {
  it('scores a posting as matchPosting does, and refuses an empty one with the same PostingError', async () => {
    const input = { postingText: backend, title: 'Backend Engineer', company: 'Globex', library, now: NOW };
    expect(await pool.run(1, 'matchPosting', input)).toEqual(matchPosting(input));
    const refused = await pool.run(1, 'matchPosting', { ...input, postingText: ' ' }).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(PostingError);
    expect(refused).toMatchObject({ code: 'empty' });
  });

  it('scores many postings, answering a refused one in its place', async () => {
    const batch = await pool.run(1, 'matchPostings', {
      library,
      now: NOW,
      postings: [
        { jobId: 7, postingText: backend, title: 'Backend', company: null },
        { jobId: 8, postingText: '', title: 'Empty', company: null },
        { jobId: 9, postingText: frontend, title: 'Frontend', company: 'Initech' },
      ],
    });
    expect(batch).toEqual([
      { jobId: 7, result: matchPosting({ postingText: backend, title: 'Backend', company: null, library, now: NOW }) },
      { jobId: 8, error: { code: 'empty', message: expect.any(String) } },
      {
        jobId: 9,
        result: matchPosting({ postingText: frontend, title: 'Frontend', company: 'Initech', library, now: NOW }),
      },
    ]);
  });

  it('reads trends over saved postings as skillTrends does', async () => {
    const postings = [backend, frontend].map((text, i) => ({
      jobId: i + 1,
      posting: { text, title: `Job ${i}`, company: 'Acme' },
    }));
    expect(await pool.run(1, 'skillTrends', { postings, library, now: NOW })).toEqual(
      skillTrends(postings, library, NOW),
    );
  });
});

describe('imports', () => {
  it('reads and plans a JSON Resume import as json-resume-plan.ts does', async () => {
    const document = {
      basics: { name: 'Ada Lovelace', email: 'ada@example.com' },
      skills: Array.from({ length: 300 }, (_, i) => ({ name: `Skill ${i}` })),
      work: [{ name: 'Acme', position: 'Engineer', startDate: '2020-01-01', summary: 'Built things.' }],
    };
    const read = await pool.run(1, 'readJsonResume', { document });
    expect(read).toEqual(readJsonResume(document));
    if (!read.ok) throw new Error('the document should read');
    const existing: LibraryContent = {
      personal_info: null,
      experience: [],
      skills: [{ id: 1, skill_name: 'Skill 3', proficiency: '', category: 'Technical' }],
      education: [],
      certifications: [],
      snippets: [],
    };
    const plan = await pool.run(1, 'describeImport', { document: read.document, existing, dryRun: true });
    expect(plan).toEqual(describeImport(read.document, existing, true));
    expect(plan.result.sections.skills.duplicates.count).toBe(1);
  });

  it('reads and maps a jobs CSV as the jobs service does', async () => {
    const csv = 'Title,Company,Applied on\r\nEngineer,Acme,2026-01-05\r\nAnalyst,Globex,2026-02-10\r\n,NoTitle,';
    const parsed = readCsv(csv);
    if (!parsed.ok) throw new Error('the CSV should read');
    const mapping = suggestMapping(parsed.csv.headers);
    const dateFormat = suggestDateFormat(parsed.csv, mapping);
    expect(await pool.run(1, 'readJobsCsv', { csv })).toEqual({
      ok: true,
      headers: parsed.csv.headers,
      totalRows: parsed.csv.rows.length + parsed.csv.rowErrors.length,
      mapping,
      problems: mappingProblems(mapping, parsed.csv.headers),
      dateFormat,
      mapped: mapCsvRows(parsed.csv, mapping, dateFormat),
    });
    expect(await pool.run(1, 'readJobsCsv', { csv: '' })).toMatchObject({ ok: false, error: expect.any(String) });
  });
});
