/**
 * "Improve this line": up to three rewrites of one resume line, from the configured model or the offline rules
 * (packages/writing rewriteLine), each checked against the user's library so what it adds is underlined "not in your
 * profile". A model that fails or answers nothing usable gives way to the offline rewrites, and the answer says so
 * in `notice`: the button is never dead and never silently different.
 */
import { lineRequirements } from '@hirestride/match';
import type { ImproveLineResponse } from '@hirestride/shared';
import {
  checkClaims,
  descriptionLines,
  linePrompt,
  rewriteLine,
  type LetterJob,
  type LineRewrite,
  type WritingLibrary,
} from '@hirestride/writing';
import { offlineWriter } from '../ai/offline-writer.js';
import { WriterError, writeWhole, writerMessages, type Writer, type WritingTask } from '../ai/writer.js';
import { letterJob, writingLibrary } from '../cover-letters/writing-input.js';
import type { Database } from '../db/client.js';
import { unknownId } from '../http/errors.js';
import type { Repositories } from '../repositories.js';
import { readRewrites, rewritesAsAnswer } from './model-rewrites.js';

/** Three short lines and their reasons. */
const MAX_TOKENS = 300;
/** The requirement kinds a line can name in the posting's words; titles, years and degrees are not rewordings. */
const TERM_CATEGORIES = new Set(['hard_skill', 'soft_skill', 'certification', 'language', 'other']);

/** The posting's own words for the skills and certifications it asks for, once each; none without a posting. */
function postingTerms(job: LetterJob, library: WritingLibrary, now: string): string[] {
  if (job.postingText.trim() === '') return [];
  const requirements = lineRequirements({ ...job, library, now });
  return [...new Set(requirements.filter((r) => TERM_CATEGORIES.has(r.category)).map((r) => r.text))];
}

export interface ImproveLineDeps {
  db: Database;
  repositories: Pick<Repositories, 'jobs'>;
  writer: Writer;
}

export class ImproveLineService {
  constructor(private readonly deps: ImproveLineDeps) {}

  async improve(
    user: { id: number; firstName: string; lastName: string },
    request: { line: string; job?: number | null | undefined },
    signal: AbortSignal,
    /** Told when the model failed and the offline rewrites answer instead. */
    onFallback?: (failure: WriterError) => void,
  ): Promise<ImproveLineResponse> {
    const { line, job: jobId } = request;
    const saved = jobId ? await this.deps.repositories.jobs.byId(user.id, jobId) : null;
    if (jobId && !saved) throw unknownId('job', jobId);
    const job = letterJob(saved, {});
    const { library } = await writingLibrary(this.deps.db, user);
    const now = new Date().toISOString();

    // One line, its bullet marker off, whatever was pasted: both the rules and the model see the same text.
    const original = descriptionLines(line).join(' ') || line;
    const terms = postingTerms(job, library, now);
    const advice = rewriteLine(original, { postingTerms: terms });
    const task: WritingTask = {
      offline: () => rewritesAsAnswer(advice.rewrites),
      prompt: linePrompt({ line: original, job, postingTerms: terms }),
      maxTokens: MAX_TOKENS,
    };

    let writer = this.deps.writer;
    let notice: string | null = null;
    let rewrites: LineRewrite[] = advice.rewrites;
    // The offline rules' rewrites are used as they are: reading them back as a model's answer could only lose some.
    if (writer.kind !== 'offline') {
      const label = writer.label;
      const answer = await writeWhole(writer, task, signal, (text) => {
        const read = readRewrites(text, original, `Suggested by ${label}.`);
        return read.length > 0 ? read : null;
      });
      if (answer instanceof WriterError) {
        onFallback?.(answer);
        notice = `${writerMessages[answer.failure]} These are the offline composer’s suggestions instead.`;
        writer = offlineWriter;
      } else rewrites = answer;
    }

    // What the user wrote is theirs to say: only what a rewrite adds to it and to the library is flagged.
    const withLine: WritingLibrary = {
      ...library,
      snippets: [...library.snippets, { id: 0, title: '', content: original }],
    };
    const claimsOf = (text: string) => checkClaims(text, { library: withLine, job, now });
    return {
      rewrites: rewrites.map((rewrite) => ({ ...rewrite, claims: claimsOf(rewrite.text) })),
      flags: advice.flags,
      written_by: writer.label,
      notice,
    };
  }
}
