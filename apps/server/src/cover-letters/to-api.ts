/** The one mapper of a cover letter, from its row (with its job's title and company) to the API's shape. */
import type { CoverLetter } from '@hirestride/shared';
import type { LetterRow } from './repository.js';

export function letterToApi(row: LetterRow): CoverLetter {
  return {
    id: row.id,
    name: row.name,
    job: row.jobId,
    job_title: row.jobTitle ?? (row.title || null),
    job_company: row.jobCompany ?? (row.company || null),
    tone: row.tone as CoverLetter['tone'],
    length: row.length as CoverLetter['length'],
    body: row.body,
    written_by: row.writtenBy,
    confirmed_claims: row.confirmedClaims as string[],
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
    version: row.version,
  };
}
