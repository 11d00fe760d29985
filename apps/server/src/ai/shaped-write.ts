/**
 * A model's answer in the shape its task agreed, or the offline composer's: a model asked for one paragraph that
 * answers with a whole letter (or anything else) is asked once more, then replaced, never pasted into one box.
 */
import { offlineWriter } from './offline-writer.js';
import { WriterError, type Writer, type WritingTask } from './writer.js';

/** How many answers a model gets to come back in the task's shape before the offline composer writes it. */
const SHAPED_ATTEMPTS = 2;

/** The whole of one answer; a provider failure is thrown as the writer threw it. */
async function wholeAnswer(writer: Writer, task: WritingTask, signal: AbortSignal): Promise<string> {
  let answer = '';
  for await (const piece of writer.write(task, signal)) answer += piece;
  return answer;
}

/**
 * The task's text as pieces. Without a shape, the writer's own stream. With one: the model's answer once it is in
 * shape (the second try included), else `onFallback()` and the offline composer's text. Stopping ends it.
 */
export async function* shapedWrite(
  writer: Writer,
  task: WritingTask,
  signal: AbortSignal,
  onFallback: () => void,
): AsyncIterable<string> {
  if (!task.shape || writer.kind === 'offline') {
    yield* writer.write(task, signal);
    return;
  }
  for (let attempt = 1; attempt <= SHAPED_ATTEMPTS; attempt += 1) {
    const shaped = task.shape(await wholeAnswer(writer, task, signal));
    if (shaped !== null) {
      yield shaped;
      return;
    }
    if (signal.aborted) throw new WriterError('stopped');
  }
  onFallback();
  yield* offlineWriter.write(task, signal);
}

/** A paragraph rewrite's shape: the answer's one paragraph, without quotes around it; null for two or more. */
export function oneParagraph(answer: string): string | null {
  const paragraphs = answer
    .replace(/\r\n?/g, '\n')
    .split(/\n[ \t]*\n/)
    .map((part) => part.trim())
    .filter(Boolean);
  if (paragraphs.length !== 1) return null;
  const [only] = paragraphs as [string];
  const unquoted = /^["“](.*)["”]$/s.exec(only)?.[1]?.trim() ?? only;
  // A greeting or a sign-off alone is a letter's edge, not the paragraph asked for.
  return /^(dear\b|sincerely|kind regards|best regards|yours)/i.test(unquoted) && unquoted.length < 60
    ? null
    : unquoted;
}
