/** What the crafter edits, how it maps to the API's fields, and its copy in the browser while unsaved. */
import type { CoverLetter } from '@hirestride/shared/cover-letters';
import type { LetterFields } from '../../api/cover-letters';
import { toBody, toParagraphs } from './letter-editing';

export interface LetterState {
  /** Null until the letter is first saved. */
  id: number | null;
  /** The saved version this copy was read at or last saved as (null until first saved): what a save names. */
  version: number | null;
  name: string;
  /** What the letter answers: a saved job, or a posting pasted here. */
  source: 'job' | 'posting';
  job: string;
  posting: string;
  title: string;
  company: string;
  tone: CoverLetter['tone'];
  length: CoverLetter['length'];
  paragraphs: string[];
  confirmed: string[];
  writtenBy: string;
}

export const emptyLetter = (job = ''): LetterState => ({
  id: null,
  version: null,
  name: '',
  source: 'job',
  job,
  posting: '',
  title: '',
  company: '',
  tone: 'formal',
  length: 'medium',
  paragraphs: [''],
  confirmed: [],
  writtenBy: '',
});

export function fromLetter(letter: CoverLetter): LetterState {
  const pasted = letter.job === null && Boolean(letter.job_title || letter.job_company);
  return {
    id: letter.id,
    version: letter.version,
    name: letter.name,
    source: pasted ? 'posting' : 'job',
    job: letter.job === null ? '' : String(letter.job),
    posting: '',
    title: pasted ? (letter.job_title ?? '') : '',
    company: pasted ? (letter.job_company ?? '') : '',
    tone: letter.tone,
    length: letter.length,
    paragraphs: toParagraphs(letter.body),
    confirmed: letter.confirmed_claims,
    writtenBy: letter.written_by,
  };
}

/** The PUT body. A name left empty is the job's ("Cover letter for Monzo"), as the server names new letters. */
export function toFields(state: LetterState, jobLabel: string): LetterFields {
  const fromPosting = state.source === 'posting';
  const company = fromPosting ? state.company.trim() : '';
  const title = fromPosting ? state.title.trim() : '';
  return {
    name: state.name.trim() || `Cover letter for ${(fromPosting ? company || title : jobLabel) || 'a job'}`,
    job: !fromPosting && state.job ? Number(state.job) : null,
    title,
    company,
    tone: state.tone,
    length: state.length,
    body: toBody(state.paragraphs),
    confirmed_claims: state.confirmed,
    written_by: state.writtenBy,
  };
}

/** The part of the state that saving keeps: what "unsaved changes" compares. */
export const savedPart = (state: LetterState) =>
  JSON.stringify([
    state.name.trim(),
    state.source,
    state.job,
    state.title,
    state.company,
    state.tone,
    state.length,
    toBody(state.paragraphs),
    state.confirmed,
  ]);

const DRAFT_PREFIX = 'hirestride:cover-letter:';
const draftKey = (id: number | null) => `${DRAFT_PREFIX}${id ?? 'new'}`;

/** The unsaved copy kept in the browser, so a reload, a crash or a failed save loses nothing typed. */
export const localDraft = {
  read(id: number | null): { state: LetterState; at: string } | null {
    try {
      const raw = localStorage.getItem(draftKey(id));
      return raw ? (JSON.parse(raw) as { state: LetterState; at: string }) : null;
    } catch {
      return null;
    }
  },
  write(state: LetterState) {
    try {
      localStorage.setItem(draftKey(state.id), JSON.stringify({ state, at: new Date().toISOString() }));
    } catch {
      // A full or blocked storage only loses the backup; the editor still holds the text.
    }
  },
  clear(id: number | null) {
    try {
      localStorage.removeItem(draftKey(id));
    } catch {
      // As above.
    }
  },
};
