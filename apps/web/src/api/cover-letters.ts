/** Cover letters (/api/cover-letters/*): the list and one letter, the streamed writer, the claims check, the files. */
import type { CoverLetter, GenerateCoverLetterRequest } from '@hirestride/shared/cover-letters';
import type { UnsupportedClaimResponse } from '@hirestride/shared/writing';
import { ApiError, api } from './client';
import { getCookie } from './cookies';
import { readEvents } from './event-stream';
import type { PdfPageSize } from './resumes';

const LETTERS = '/api/cover-letters/';
const API_URL: string = import.meta.env.VITE_API_URL ?? '';
const one = (id: number) => `${LETTERS}${id}/`;

/** A statement the user's library does not back (packages/writing claims.ts). */
export type Claim = UnsupportedClaimResponse;

/** The editable fields, as PUT takes them. */
export type LetterFields = Pick<
  CoverLetter,
  'name' | 'job' | 'tone' | 'length' | 'body' | 'confirmed_claims' | 'written_by'
> & { title?: string; company?: string };

export const coverLetterKeys = {
  all: ['cover-letters'] as const,
  list: ['cover-letters', 'list'] as const,
  letter: (id: number) => ['cover-letters', 'letter', id] as const,
};

export const coverLettersApi = {
  list: () => api.get<CoverLetter[]>(LETTERS),
  get: (id: number) => api.get<CoverLetter>(one(id)),
  create: (fields: Partial<LetterFields>) => api.post<CoverLetter>(LETTERS, fields),
  /** Saves every field; with `from`, only if the server still holds that version (else a 412 with its copy). */
  save: (id: number, fields: LetterFields, from?: number) => api.put<CoverLetter>(one(id), fields, { version: from }),
  rename: (id: number, name: string) => api.patch<CoverLetter>(one(id), { name }),
  duplicate: (id: number) => api.post<CoverLetter>(`${one(id)}duplicate/`, {}),
  remove: (id: number) => api.delete<null>(one(id)),
  check: (text: string, job: { job: number | null; title?: string; company?: string }) =>
    api.post<{ claims: Claim[] }>(`${LETTERS}check/`, { text, ...job }),
};

export const coverLetterQueries = {
  list: { queryKey: coverLetterKeys.list, queryFn: coverLettersApi.list },
} as const;

/** Where a letter's files download from. */
export const coverLetterFiles = {
  pdf: (id: number, size: PdfPageSize) => `${API_URL}${one(id)}export.pdf?size=${size}`,
  docx: (id: number, size: PdfPageSize) => `${API_URL}${one(id)}export.docx?size=${size}`,
  text: (id: number) => `${API_URL}${one(id)}export.txt`,
};

/** How a generate stream ended: the full text, its claims, and the provider's failure if it had one. */
export interface GenerateResult {
  text: string;
  claims: Claim[];
  failure: { failure: string; message: string } | null;
  /** Why the letter is shorter than the length asked for (the offline composer had no more to say). */
  note?: string;
}

export interface WriterMeta {
  writer: 'offline' | 'ai';
  label: string;
  library_empty: boolean;
  /** Why another writer took over part-way (a model's paragraph that was not one paragraph). */
  notice?: string;
}

export interface GenerateHandlers {
  /** Who writes ('offline' or 'ai', and the label to show: "Offline composer", the model's name), and whether the
   * profile it writes from is empty. */
  onMeta(meta: WriterMeta): void;
  /** The text so far, each time a piece arrives. */
  onText(text: string): void;
}

/**
 * Writes a letter (or one paragraph) as the server streams it. Resolves with the result even when the provider
 * failed part-way (the text so far is in it); rejects with ApiError when the request itself is refused, and with
 * an AbortError when the signal stops it (the text so far was already handed to onText).
 */
export async function generateCoverLetter(
  request: GenerateCoverLetterRequest,
  handlers: GenerateHandlers,
  signal: AbortSignal,
): Promise<GenerateResult> {
  const csrf = getCookie('csrftoken');
  const response = await fetch(`${API_URL}${LETTERS}generate/`, {
    method: 'POST',
    credentials: 'include',
    headers: {
      Accept: 'text/event-stream',
      'Content-Type': 'application/json',
      ...(csrf ? { 'X-CSRFToken': csrf } : {}),
    },
    body: JSON.stringify(request),
    signal,
  });
  if (!response.ok) {
    const body = (await response.json().catch(() => null)) as Record<string, unknown> | null;
    throw new ApiError(response.status, body);
  }
  let text = '';
  let result: GenerateResult | null = null;
  let failure: GenerateResult['failure'] = null;
  await readEvents(response, ({ event, data }) => {
    if (event === 'meta') handlers.onMeta(data as WriterMeta);
    else if (event === 'text') {
      text += (data as { text: string }).text;
      handlers.onText(text);
    } else if (event === 'error') failure = data as { failure: string; message: string };
    else if (event === 'done') {
      const done = data as { text: string; claims: Claim[]; note?: string };
      result = { text: done.text, claims: done.claims, failure, ...(done.note ? { note: done.note } : {}) };
    }
  });
  // The stream ended without its closing event: the connection dropped; keep what arrived.
  return (
    result ?? {
      text,
      claims: [],
      failure: failure ?? { failure: 'interrupted', message: 'The connection dropped before the letter was finished.' },
    }
  );
}
