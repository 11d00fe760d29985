/**
 * The work that runs in the pool's threads, by name: each task takes one plain-data input (it crosses threads by
 * structured clone, so no class instances, functions or dictionaries) and calls the pure function the routes call
 * today. Adding heavy work means adding a line here; worker.ts runs these and pool.ts types `run()` from this table.
 */
import {
  matchPosting,
  PostingError,
  skillTrends,
  suggestMappings,
  tailorResume,
  type MatchInput,
  type MatchResult,
  type TailorInput,
  type TrendPosting,
  type Library,
} from '@hirestride/match';
import type { JsonResume, LibraryContent, ResumeLayout } from '@hirestride/resume-formats';
import { ImportRefusal, readResumeFile, readText, type ImportResult } from '@hirestride/resume-import';
import { mapCsvRows, mappingProblems, readCsv, suggestDateFormat, suggestMapping } from '@hirestride/shared';
import type { ResumeFont } from '@hirestride/shared/resume-design';
import { describeImport, readJsonResume } from '../content/json-resume-plan.js';
import { renderLetterDocx } from '../cover-letters/letter-docx.js';
import { renderLetterPdf, type LetterHeader } from '../cover-letters/letter-pdf.js';
import { renderResumeDocx, type DocxOptions } from '../resumes/docx/resume-docx.js';
import { countPdfPages } from '../resumes/page-count.js';
import { renderResumePdf, type PageSize, type PdfOptions } from '../resumes/pdf/resume-pdf.js';
import { parseBack } from '../resumes/publish/parse-back.js';

type CsvMapping = Parameters<typeof mappingProblems>[0];
type DateFormat = Parameters<typeof mapCsvRows>[2];

/** One posting of a batch: the engine's refusal of it (PostingError) is its answer rather than the batch's failure. */
export type BatchScore =
  { jobId: number; result: MatchResult } | { jobId: number; error: { code: PostingError['code']; message: string } };

/** What the resume import hands the pool: a file's bytes, or pasted text. */
export type ResumeSource = { bytes: Uint8Array } | { text: string };
/** The reading, or why there is none: a refusal the user reads, or a file of a kind the import does not read. */
export type ResumeReading =
  { ok: true; result: ImportResult } | { ok: false; code: ImportRefusal['code'] | 'unsupported'; message: string };

export const tasks = {
  // ---- Files (resumes/export-routes.ts, cover-letters/export-routes.ts, account/documents.ts, page counts, publish) ----
  resumePdf: ({ layout, options }: { layout: ResumeLayout; options: PdfOptions }) => renderResumePdf(layout, options),
  resumeDocx: ({ layout, options }: { layout: ResumeLayout; options: DocxOptions }) =>
    renderResumeDocx(layout, options),
  letterPdf: ({ header, body, size }: { header: LetterHeader; body: string; size: PageSize }) =>
    renderLetterPdf(header, body, size),
  letterDocx: ({ header, body, size }: { header: LetterHeader; body: string; size: PageSize }) =>
    renderLetterDocx(header, body, size),
  /** My Resumes' page count: the A4 PDF drawn and its pages counted, without sending the bytes back. */
  resumePageCount: async ({ layout, font }: { layout: ResumeLayout; font: ResumeFont }) =>
    countPdfPages(await renderResumePdf(layout, { size: 'A4', pageNumbers: false, font })),
  /** The resume check's read-back: the PDF drawn and read back as an applicant-tracking system would. */
  resumeParseBack: async ({ layout, size, font }: { layout: ResumeLayout; size: PageSize; font: ResumeFont }) =>
    parseBack(await renderResumePdf(layout, { size, pageNumbers: false, font }), layout, size),

  // ---- The match engine (matching/routes.ts, learning/learning-routes.ts, interview, resumes/generate-routes.ts) ----
  matchPosting: (input: Omit<MatchInput, 'dictionary'>) => matchPosting(input),
  /** Many postings against one library (scoring the jobs without a score); a posting the engine refuses is answered, not thrown. */
  matchPostings: ({
    library,
    now,
    postings,
  }: {
    library: Library;
    now: string;
    postings: Array<{ jobId: number; postingText: string; title: string | null; company: string | null }>;
  }): BatchScore[] =>
    postings.map(({ jobId, postingText, title, company }) => {
      try {
        return { jobId, result: matchPosting({ postingText, title, company, library, now }) };
      } catch (error) {
        if (error instanceof PostingError) return { jobId, error: { code: error.code, message: error.message } };
        throw error;
      }
    }),
  skillTrends: ({ postings, library, now }: { postings: TrendPosting[]; library: Library; now: string }) =>
    skillTrends(postings, library, now),
  suggestMappings: (input: Parameters<typeof suggestMappings>[0]) => suggestMappings(input),
  tailorResume: (input: Omit<TailorInput, 'dictionary'>) => tailorResume(input),

  // ---- Imports (content/service.ts, content/resume-import-service.ts, jobs/service.ts) ----
  /** A resume file or pasted text read into JSON Resume; a file that is no resume is refused in the answer, not thrown. */
  readResume: async (input: ResumeSource): Promise<ResumeReading> => {
    try {
      const result = 'text' in input ? readText(input.text) : await readResumeFile(input.bytes);
      if (result === 'unsupported') return { ok: false, code: 'unsupported', message: '' };
      return { ok: true, result };
    } catch (error) {
      if (error instanceof ImportRefusal) return { ok: false, code: error.code, message: error.message };
      throw error;
    }
  },
  readJsonResume: ({ document }: { document: Record<string, unknown> }) => readJsonResume(document),
  describeImport: ({
    document,
    existing,
    dryRun,
  }: {
    document: JsonResume;
    existing: LibraryContent;
    dryRun: boolean;
  }) => describeImport(document, existing, dryRun),
  /** The CSV read and mapped: what the jobs service computes before it looks at the user's saved jobs. */
  readJobsCsv: ({ csv, mapping, dateFormat }: { csv: string; mapping?: CsvMapping; dateFormat?: DateFormat }) => {
    const read = readCsv(csv);
    if (!read.ok) return { ok: false as const, error: read.error };
    const parsed = read.csv;
    const chosen = mapping ?? suggestMapping(parsed.headers);
    const problems = mappingProblems(chosen, parsed.headers);
    const format = dateFormat ?? suggestDateFormat(parsed, chosen);
    return {
      ok: true as const,
      headers: parsed.headers,
      totalRows: parsed.rows.length + parsed.rowErrors.length,
      mapping: chosen,
      problems,
      dateFormat: format,
      mapped: problems.length === 0 ? mapCsvRows(parsed, chosen, format) : { rows: [], errors: [] },
    };
  },
} satisfies Record<string, (input: never) => unknown>;

export type Tasks = typeof tasks;
export type TaskName = keyof Tasks;
export type TaskInput<K extends TaskName> = Parameters<Tasks[K]>[0];
export type TaskOutput<K extends TaskName> = Awaited<ReturnType<Tasks[K]>>;
