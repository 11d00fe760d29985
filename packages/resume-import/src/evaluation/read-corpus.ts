/** Reads a corpus manifest's documents with the readers and scores each against its truth (scripts and tests). */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { JsonResume } from '@hirestride/resume-formats';
import { readDocx } from '../docx/read-docx.js';
import { readLinkedInZip } from '../linkedin/read-linkedin.js';
import { readPdf } from '../pdf/read-pdf.js';
import { readText } from '../text/read-text.js';
import type { ImportResult } from '../types.js';
import { scoreDocument, type DocumentScore } from './score.js';

/** The corpus folder: manifests' paths are resolved from it. */
export const CORPUS = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', '..', 'corpus');

export interface ManifestDocument {
  document: string;
  person: string;
  split: 'dev' | 'holdout';
  source: 'pdf' | 'docx' | 'linkedin' | 'text';
  renderer: string;
  absent: string[];
}

const READERS: Record<ManifestDocument['source'], (file: string) => Promise<ImportResult>> = {
  pdf: async (file) => readPdf(new Uint8Array(readFileSync(file))),
  docx: async (file) => readDocx(new Uint8Array(readFileSync(file))),
  linkedin: async (file) => readLinkedInZip(new Uint8Array(readFileSync(file))),
  text: async (file) => readText(readFileSync(file, 'utf8')),
};

/** The manifest's documents (`file` relative to the corpus, or absolute). */
export function manifestDocuments(file: string): ManifestDocument[] {
  return (JSON.parse(readFileSync(path.resolve(CORPUS, file), 'utf8')) as { documents: ManifestDocument[] }).documents;
}

export interface ReadDocument {
  document: ManifestDocument;
  score: DocumentScore;
  /** Why the reader refused or failed; the document then scores as an empty resume, as the person would get nothing. */
  error?: string;
  unread?: number;
  ms: number;
}

/** Reads one document and scores it against its truth, leaving out what the tool never printed. */
export async function readDocument(document: ManifestDocument): Promise<ReadDocument> {
  const truth = JSON.parse(readFileSync(path.resolve(CORPUS, document.person), 'utf8')) as JsonResume;
  const started = performance.now();
  let got: JsonResume = {};
  let error: string | undefined;
  let unread: number | undefined;
  try {
    const result = await READERS[document.source](path.resolve(CORPUS, document.document));
    got = result.document;
    unread = result.unread.length;
  } catch (caught) {
    error = caught instanceof Error ? `${caught.name}: ${caught.message}` : String(caught);
  }
  const ms = performance.now() - started;
  return { document, score: scoreDocument(truth, got, new Set(document.absent)), error, unread, ms };
}
