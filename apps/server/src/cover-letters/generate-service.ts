/** Writing a cover letter (or one paragraph of it) from the user's library, and checking a text's claims against it. */
import type * as z from 'zod';
import type { generateCoverLetterRequest } from '@hirestride/shared';
import {
  checkClaims,
  composeLetter,
  letterPrompt,
  paragraphPrompt,
  regenerateParagraphText,
  type LetterInput,
  type UnsupportedClaim,
} from '@hirestride/writing';
import { oneParagraph } from '../ai/shaped-write.js';
import type { WritingTask } from '../ai/writer.js';
import type { Database } from '../db/client.js';
import { unknownId } from '../http/errors.js';
import type { Repositories } from '../repositories.js';
import { letterJob, writingLibrary } from './writing-input.js';

type GenerateRequest = z.infer<typeof generateCoverLetterRequest>;
type Writer = { id: number; firstName: string; lastName: string };

const MAX_TOKENS = { short: 400, medium: 700, long: 1000 } as const;

export class LetterWritingService {
  constructor(private readonly deps: { db: Database; repositories: Pick<Repositories, 'jobs'> }) {}

  /** The saved job the request names (which must be the user's own), or null. */
  private async savedJob(userId: number, jobId: number | null | undefined) {
    const saved = jobId ? await this.deps.repositories.jobs.byId(userId, jobId) : null;
    if (jobId && !saved) throw unknownId('job', jobId);
    return saved;
  }

  /** The letter's input from the request: the user's library and the saved or pasted job. */
  async input(user: Writer, body: GenerateRequest): Promise<LetterInput> {
    const saved = await this.savedJob(user.id, body.job);
    return {
      job: letterJob(saved, body),
      library: (await writingLibrary(this.deps.db, user)).library,
      tone: body.tone,
      length: body.length,
      now: new Date().toISOString(),
    };
  }

  /** What the writer is asked: the whole letter, or one paragraph of it, with the offline composer's answer. */
  task(input: LetterInput, body: GenerateRequest): WritingTask {
    const paragraph = body.paragraph;
    if (paragraph)
      return {
        offline: () => regenerateParagraphText(input, paragraph.paragraphs, paragraph.index),
        prompt: paragraphPrompt(input, paragraph.paragraphs, paragraph.index),
        maxTokens: 300,
        shape: oneParagraph,
      };
    return {
      offline: () =>
        composeLetter(input)
          .paragraphs.map((p) => p.text)
          .join('\n\n'),
      prompt: letterPrompt(input),
      maxTokens: MAX_TOKENS[body.length],
    };
  }

  /** The claims in a written letter that the library does not back. */
  claims(text: string, input: LetterInput): UnsupportedClaim[] {
    return checkClaims(text, { library: input.library, job: input.job, now: input.now });
  }

  /** The claims in any text that the library does not back, for a saved job or a pasted role and employer. */
  async check(
    user: Writer,
    request: {
      text: string;
      job?: number | null | undefined;
      title?: string | undefined;
      company?: string | undefined;
    },
  ): Promise<UnsupportedClaim[]> {
    const saved = await this.savedJob(user.id, request.job);
    const { library } = await writingLibrary(this.deps.db, user);
    const job = letterJob(saved, { title: request.title, company: request.company });
    return checkClaims(request.text, { library, job, now: new Date().toISOString() });
  }
}
