/**
 * A Writer for any OpenAI-compatible /v1 endpoint (a local Ollama, vLLM or llama.cpp server, or a hosted API),
 * through the `openai` package (decision 011). Each way a provider can fail becomes one WriterError.
 */
import OpenAI from 'openai';
import { WriterError, type Writer, type WriterFailure } from './writer.js';

export interface OpenAiSettings {
  baseUrl: string;
  apiKey: string | undefined;
  model: string;
  /** How long to wait for the answer to start and between two pieces of text (an empty piece does not count). */
  timeoutMs: number;
  /** The longest a whole answer may take, however steadily it arrives: a model that never ends is stopped. */
  deadlineMs: number;
  /** Servers that cannot stream answer in one piece when this is false. */
  stream: boolean;
}

/** The failure a client error means; `written` tells a cut-off stream from a connection that never opened. */
function failureOf(error: unknown, written: boolean, timedOut: boolean, stopped: boolean): WriterFailure {
  if (stopped) return 'stopped';
  if (timedOut || error instanceof OpenAI.APIConnectionTimeoutError) return written ? 'interrupted' : 'timeout';
  if (error instanceof OpenAI.AuthenticationError || error instanceof OpenAI.PermissionDeniedError)
    return 'unauthorized';
  if (error instanceof OpenAI.RateLimitError) return 'rate_limited';
  if (error instanceof OpenAI.InternalServerError) return 'server_error';
  if (error instanceof OpenAI.APIError && typeof error.status === 'number') return 'rejected';
  if (error instanceof SyntaxError) return 'not_text';
  if (written) return 'interrupted';
  return 'unreachable';
}

export function openAiWriter(settings: OpenAiSettings): Writer {
  const client = new OpenAI({
    baseURL: settings.baseUrl,
    // Local servers take no key; the client insists on one.
    apiKey: settings.apiKey ?? 'not-needed',
    timeout: settings.timeoutMs,
    // A failure is the user's to see at once, with the offline composer offered, not retried behind their back.
    maxRetries: 0,
  });
  return {
    kind: 'ai',
    label: settings.model,
    async *write(task, signal) {
      // Stopped before it started (the user left while the request was read): the model is never asked.
      if (signal.aborted) throw new WriterError('stopped');
      const abort = new AbortController();
      let timedOut = false;
      let timer: NodeJS.Timeout | undefined;
      const timeOut = () => {
        timedOut = true;
        abort.abort();
      };
      // Armed at the start and again by each piece of text only: a server sending empty pieces (keep-alives, a
      // stuck model) does not keep the request, and its bill, running.
      const arm = () => {
        clearTimeout(timer);
        timer = setTimeout(timeOut, settings.timeoutMs);
      };
      const deadline = setTimeout(timeOut, settings.deadlineMs);
      const stop = () => abort.abort();
      signal.addEventListener('abort', stop, { once: true });
      let written = false;
      const request = {
        model: settings.model,
        max_tokens: task.maxTokens,
        messages: [
          { role: 'system' as const, content: task.prompt.system },
          { role: 'user' as const, content: task.prompt.user },
        ],
      };
      try {
        arm();
        if (settings.stream) {
          const stream = await client.chat.completions.create({ ...request, stream: true }, { signal: abort.signal });
          let finished = false;
          for await (const chunk of stream) {
            if (!chunk || typeof chunk !== 'object' || !Array.isArray(chunk.choices))
              throw new SyntaxError('not a chunk');
            if (chunk.choices[0]?.finish_reason) finished = true;
            const piece = chunk.choices[0]?.delta?.content;
            if (typeof piece === 'string' && piece !== '') {
              arm();
              written = true;
              yield piece;
            }
          }
          // A stream that ends without saying why it ended was cut off.
          if (signal.aborted) throw new WriterError('stopped');
          if (!finished && written) throw new WriterError('interrupted');
        } else {
          const answer = await client.chat.completions.create(request, { signal: abort.signal });
          const content = answer?.choices?.[0]?.message?.content;
          if (typeof content !== 'string' || content.trim() === '') throw new WriterError('not_text');
          written = true;
          yield content;
        }
        if (!written) throw new WriterError('not_text');
      } catch (error) {
        if (error instanceof WriterError) throw error;
        const failure = failureOf(error, written, timedOut, signal.aborted);
        throw new WriterError(failure, error instanceof OpenAI.APIError ? error.status : undefined);
      } finally {
        clearTimeout(timer);
        clearTimeout(deadline);
        signal.removeEventListener('abort', stop);
      }
    },
  };
}
