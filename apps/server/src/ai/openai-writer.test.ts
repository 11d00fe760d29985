import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { refusedBaseUrl, startFakeOpenAi, type FakeMode, type FakeOpenAi } from '../../test/fake-openai.js';
import { offlineWriter } from './offline-writer.js';
import { openAiWriter, type OpenAiSettings } from './openai-writer.js';
import { WriterError, type Writer, type WriterFailure, type WritingTask } from './writer.js';

const task: WritingTask = {
  offline: () => 'Dear Hiring Manager,\n\nFirst paragraph.\n\nSincerely,\nAda',
  prompt: { system: 'You write cover letters.', user: 'Write one for Acme.' },
  maxTokens: 400,
};

/** Everything the writer gave before it finished or failed, and how it failed. */
async function run(writer: Writer, signal = new AbortController().signal) {
  let text = '';
  try {
    for await (const piece of writer.write(task, signal)) text += piece;
    return { text, failure: null as WriterFailure | null, status: undefined as number | undefined };
  } catch (error) {
    if (!(error instanceof WriterError)) throw error;
    return { text, failure: error.failure, status: error.status };
  }
}

let fake: FakeOpenAi;
const settings = (overrides: Partial<OpenAiSettings> = {}): OpenAiSettings => ({
  baseUrl: fake.baseUrl,
  apiKey: 'sk-test',
  model: 'fake-model',
  timeoutMs: 500,
  deadlineMs: 5_000,
  stream: true,
  ...overrides,
});
const withMode = (mode: FakeMode, overrides?: Partial<OpenAiSettings>) => {
  fake.mode = mode;
  return run(openAiWriter(settings(overrides)));
};

beforeAll(async () => {
  fake = await startFakeOpenAi();
});
afterAll(() => fake.close());

describe('the OpenAI-compatible writer against a local fake server', () => {
  it('streams the answer piece by piece, sending the model, the prompt and the key', async () => {
    fake.requests.length = 0;
    const result = await withMode({ kind: 'stream', pieces: ['Dear ', 'Hiring ', 'Manager,'] });
    expect(result).toEqual({ text: 'Dear Hiring Manager,', failure: null, status: undefined });
    const [request] = fake.requests;
    expect(request!.authorization).toBe('Bearer sk-test');
    expect(request!.body).toMatchObject({
      model: 'fake-model',
      stream: true,
      max_tokens: 400,
      messages: [
        { role: 'system', content: 'You write cover letters.' },
        { role: 'user', content: 'Write one for Acme.' },
      ],
    });
  });

  it('reads an answer that is not streamed when streaming is off', async () => {
    const result = await withMode({ kind: 'json', content: 'Whole letter.' }, { stream: false });
    expect(result).toMatchObject({ text: 'Whole letter.', failure: null });
    expect(fake.requests.at(-1)!.body.stream).toBeUndefined();
  });

  it.each<[string, WriterFailure, FakeMode, Partial<OpenAiSettings>, string, number | undefined]>([
    ['401', 'unauthorized', { kind: 'status', status: 401 }, {}, '', 401],
    ['403', 'unauthorized', { kind: 'status', status: 403 }, {}, '', 403],
    ['429', 'rate_limited', { kind: 'status', status: 429 }, {}, '', 429],
    ['500', 'server_error', { kind: 'status', status: 500 }, {}, '', 500],
    ['503', 'server_error', { kind: 'status', status: 503 }, {}, '', 503],
    ['404 (unknown model)', 'rejected', { kind: 'status', status: 404 }, {}, '', 404],
    ['no answer within the timeout', 'timeout', { kind: 'hang' }, { timeoutMs: 200 }, '', undefined],
    [
      'the connection dies mid-stream',
      'interrupted',
      { kind: 'cut', pieces: ['Dear ', 'Hiring'] },
      {},
      'Dear Hiring',
      undefined,
    ],
    [
      'the stream ends without a finish',
      'interrupted',
      { kind: 'ended-early', pieces: ['Dear '] },
      {},
      'Dear ',
      undefined,
    ],
    ['an HTML page instead of a stream', 'not_text', { kind: 'html' }, {}, '', undefined],
    ['chunks that are not chunks', 'not_text', { kind: 'garbage-stream' }, {}, '', undefined],
    ['a JSON answer with no text', 'not_text', { kind: 'json', content: null }, { stream: false }, '', undefined],
    [
      'a JSON answer that is an object',
      'not_text',
      { kind: 'json', content: { a: 1 } },
      { stream: false },
      '',
      undefined,
    ],
    ['an HTML page instead of JSON', 'not_text', { kind: 'html' }, { stream: false }, '', undefined],
  ])('%s → %s, keeping what was written', async (_name, failure, mode, overrides, text, status) => {
    const result = await withMode(mode, overrides);
    expect(result).toEqual({ text, failure, status });
  });

  it('a slow stream is not a timeout while pieces keep coming', async () => {
    const result = await withMode({ kind: 'stream', pieces: ['a', 'b', 'c', 'd'], delayMs: 120 }, { timeoutMs: 300 });
    expect(result).toMatchObject({ text: 'abcd', failure: null });
  });

  it('empty pieces do not keep a stuck stream open: the idle timeout ends it, and the connection is closed', async () => {
    fake.requests.length = 0;
    const started = performance.now();
    const result = await withMode({ kind: 'empty-chunks', pieces: ['Dear '], intervalMs: 50 }, { timeoutMs: 400 });
    expect(result).toEqual({ text: 'Dear ', failure: 'interrupted', status: undefined });
    expect(performance.now() - started).toBeLessThan(2_000);
    await expect.poll(() => fake.requests[0]?.closedAt ?? null).not.toBeNull();
  });

  it('a model that never stops is stopped at the deadline, keeping what it wrote', async () => {
    fake.requests.length = 0;
    const started = performance.now();
    const result = await withMode({ kind: 'endless', intervalMs: 40 }, { timeoutMs: 400, deadlineMs: 600 });
    const took = performance.now() - started;
    expect(result.failure).toBe('interrupted');
    expect(result.text).toMatch(/^word0 word1 /);
    expect(took).toBeGreaterThanOrEqual(550);
    expect(took).toBeLessThan(3_000);
    await expect.poll(() => fake.requests[0]?.closedAt ?? null).not.toBeNull();
  });

  it('a task stopped before it starts never asks the model', async () => {
    fake.requests.length = 0;
    const controller = new AbortController();
    controller.abort();
    fake.mode = { kind: 'stream', pieces: ['Dear '] };
    expect(await run(openAiWriter(settings()), controller.signal)).toMatchObject({ text: '', failure: 'stopped' });
    expect(fake.requests).toEqual([]);
  });

  it('connection refused → unreachable', async () => {
    const result = await run(openAiWriter(settings({ baseUrl: await refusedBaseUrl() })));
    expect(result).toEqual({ text: '', failure: 'unreachable', status: undefined });
  });

  it('Stop ends the stream and keeps the part already written', async () => {
    fake.mode = { kind: 'stream', pieces: ['one ', 'two ', 'three ', 'four'], delayMs: 80 };
    const controller = new AbortController();
    let text = '';
    let failure: WriterFailure | null = null;
    try {
      for await (const piece of openAiWriter(settings()).write(task, controller.signal)) {
        text += piece;
        if (text === 'one ') controller.abort();
      }
    } catch (error) {
      failure = (error as WriterError).failure;
    }
    expect(text).toBe('one ');
    expect(failure).toBe('stopped');
  });
});

describe('the offline writer', () => {
  it('gives the task’s own text, paragraph by paragraph', async () => {
    const pieces: string[] = [];
    for await (const piece of offlineWriter.write(task, new AbortController().signal)) pieces.push(piece);
    expect(pieces).toEqual(['Dear Hiring Manager,\n\n', 'First paragraph.\n\n', 'Sincerely,\nAda']);
  });
});
