/**
 * "Export my data"'s documents: every resume and cover letter as a PDF and a Word file, drawn in the work pool by the
 * tasks their own downloads use, a few at a time, each under a name the user gave it.
 */
import { resumeFont } from '@hirestride/shared/resume-design';
import { letterIsEmpty } from '@hirestride/writing';
import { letterFileInput } from '../cover-letters/export-service.js';
import { writingLibrary } from '../cover-letters/writing-input.js';
import type { Database } from '../db/client.js';
import type { Repositories } from '../repositories.js';
import type { PageSize } from '../resumes/pdf/resume-pdf.js';
import { versionLayouts } from '../resumes/version-layout.js';
import { WorkBusyError, WorkPoolClosedError } from '../work/errors.js';
import type { WorkPool } from '../work/pool.js';
import { ZipFolder } from './zip-names.js';

/**
 * Files of one export drawn at once: the pool runs two tasks of a user at a time and queues a few more, so two keep
 * its threads busy for this user while leaving their line free for a download they start meanwhile.
 */
const AT_ONCE = 2;

export interface DocumentsDeps {
  db: Database;
  work: Pick<WorkPool, 'run'>;
  repositories: Pick<Repositories, 'resumes' | 'coverLetters'>;
}

/** A file for the zip: its path there ("resumes/Registered Nurse - Mercy General.pdf") and its bytes. */
export interface DocumentFile {
  path: string;
  bytes: Buffer;
}

/** A document, or one of its files, that is not in the zip, and why, in the user's words. */
export interface LeftOut {
  what: string;
  why: string;
  /** What the pool threw, for the server's log. */
  error?: unknown;
}

export interface ExportedDocuments {
  /** The pages' size, A4 or US Letter. */
  size: PageSize;
  files: DocumentFile[];
  leftOut: LeftOut[];
}

/** One file to draw: its place in the zip, what the user calls it, and the pool task that draws it. */
interface Drawing {
  path: string;
  what: string;
  draw: () => Promise<Buffer>;
}

type Drawn = { bytes: Buffer } | { error: unknown };

/** A busy or closing pool, or the user gone: the export as a whole stops, to be tried again (429/503). */
const stopsTheExport = (error: unknown, signal?: AbortSignal) =>
  error instanceof WorkBusyError || error instanceof WorkPoolClosedError || signal?.aborted === true;

const byId = (a: { id: number }, b: { id: number }) => a.id - b.id;

/** The user's resumes and letters as files; `size` is the pages' size, A4 or US Letter. */
export async function exportDocuments(
  deps: DocumentsDeps,
  user: { id: number; firstName: string; lastName: string },
  size: PageSize,
  signal?: AbortSignal,
): Promise<ExportedDocuments> {
  const { db, work, repositories } = deps;
  const run = { signal };
  const drawings: Drawing[] = [];
  const leftOut: LeftOut[] = [];

  // Oldest first, so a document keeps its name from one export to the next and the later of two alike gets " (2)".
  const versions = (await repositories.resumes.list(user.id)).map((row) => row.version).sort(byId);
  const resumes = new ZipFolder('resumes');
  for (const { version, layout } of await versionLayouts(db, user.id, versions)) {
    const path = resumes.take(version.name, 'Resume');
    const what = `Resume “${version.name}”`;
    const font = resumeFont(version.design_json.font_family);
    drawings.push(
      {
        path: `${path}.pdf`,
        what: `${what} as PDF`,
        draw: () => work.run(user.id, 'resumePdf', { layout, options: { size, pageNumbers: false, font } }, run),
      },
      {
        path: `${path}.docx`,
        what: `${what} as a Word file`,
        draw: () => work.run(user.id, 'resumeDocx', { layout, options: { size, font } }, run),
      },
    );
  }

  const letters = (await repositories.coverLetters.list(user.id)).sort(byId);
  const writer = letters.length > 0 ? await writingLibrary(db, user) : null;
  const coverLetters = new ZipFolder('cover-letters');
  for (const letter of letters) {
    const what = `Cover letter “${letter.name}”`;
    // Its own downloads refuse it too: a file would hold a letterhead and nothing else.
    if (letterIsEmpty(letter.body)) {
      leftOut.push({ what, why: 'it is empty.' });
      continue;
    }
    // A letter whose claims are not all confirmed is still the user's: it is exported, though not downloadable.
    const input = letterFileInput(letter.body, writer!, size);
    const path = coverLetters.take(letter.name, 'Cover letter');
    drawings.push(
      { path: `${path}.pdf`, what: `${what} as PDF`, draw: () => work.run(user.id, 'letterPdf', input, run) },
      {
        path: `${path}.docx`,
        what: `${what} as a Word file`,
        draw: () => work.run(user.id, 'letterDocx', input, run),
      },
    );
  }

  const drawn = await drawAll(drawings, signal);
  const files: DocumentFile[] = [];
  drawings.forEach(({ path, what }, index) => {
    const result = drawn[index]!;
    if ('bytes' in result) files.push({ path, bytes: result.bytes });
    else leftOut.push({ what, why: 'it could not be made.', error: result.error });
  });
  return { size, files, leftOut };
}

/**
 * Each drawing's bytes, or what it threw, in the drawings' order; AT_ONCE at a time. A busy pool or a closed
 * request stops them all and is thrown.
 */
async function drawAll(drawings: Drawing[], signal?: AbortSignal): Promise<Drawn[]> {
  const results: Drawn[] = [];
  let next = 0;
  let stopped = false;
  const drawer = async () => {
    while (!stopped && next < drawings.length) {
      const index = next++;
      try {
        signal?.throwIfAborted();
        results[index] = { bytes: await drawings[index]!.draw() };
      } catch (error) {
        if (stopsTheExport(error, signal)) {
          stopped = true;
          throw error;
        }
        results[index] = { error };
      }
    }
  };
  await Promise.all(Array.from({ length: Math.min(AT_ONCE, drawings.length) }, drawer));
  return results;
}
