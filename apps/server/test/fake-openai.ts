/**
 * A local stand-in for an OpenAI-compatible server, speaking the chat-completions protocol over real HTTP on
 * 127.0.0.1, so tests exercise the client, the stream and each way a provider fails without the internet.
 */
import { once } from 'node:events';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export type FakeMode =
  | { kind: 'stream'; pieces: string[]; delayMs?: number }
  | { kind: 'json'; content: unknown }
  | { kind: 'status'; status: number }
  | { kind: 'hang' }
  | { kind: 'cut'; pieces: string[] }
  | { kind: 'ended-early'; pieces: string[] }
  | { kind: 'html' }
  | { kind: 'garbage-stream' }
  /** The pieces, then an empty piece every `intervalMs` for ever: a stuck model, or keep-alives. */
  | { kind: 'empty-chunks'; pieces: string[]; intervalMs: number }
  /** A piece every `intervalMs` for ever: a model that never stops. */
  | { kind: 'endless'; intervalMs: number };

export interface FakeOpenAi {
  /** The /v1 base URL to configure as AI_BASE_URL. */
  baseUrl: string;
  mode: FakeMode;
  /** When (performance.now()) the first piece of the latest streamed answer was written to the socket. */
  firstPieceAt: number | null;
  /**
   * Every request received: its body, the Authorization header, and when (performance.now()) the client closed the
   * connection before the answer was finished (null while open or once answered whole).
   */
  requests: Array<{ body: Record<string, unknown>; authorization: string | undefined; closedAt: number | null }>;
  close(): Promise<void>;
}

const chunk = (content: string | null, finish: string | null = null) =>
  `data: ${JSON.stringify({
    id: 'chatcmpl-fake',
    object: 'chat.completion.chunk',
    created: 0,
    model: 'fake-model',
    choices: [{ index: 0, delta: content === null ? {} : { content }, finish_reason: finish }],
  })}\n\n`;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function answer(fake: FakeOpenAi, request: IncomingMessage, response: ServerResponse): Promise<void> {
  let raw = '';
  for await (const part of request) raw += part;
  const received = { body: JSON.parse(raw || '{}'), authorization: request.headers.authorization, closedAt: null };
  fake.requests.push(received as FakeOpenAi['requests'][number]);
  response.on('close', () => {
    if (!response.writableFinished) (received as { closedAt: number | null }).closedAt = performance.now();
  });
  const mode = fake.mode;
  switch (mode.kind) {
    case 'stream':
    case 'cut':
    case 'ended-early': {
      response.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache' });
      for (const [index, piece] of mode.pieces.entries()) {
        if (index === 0) fake.firstPieceAt = performance.now();
        response.write(chunk(piece));
        if (mode.kind === 'stream' && mode.delayMs) await sleep(mode.delayMs);
      }
      if (mode.kind === 'cut') {
        // Mid-answer, the connection dies.
        await sleep(20);
        response.socket?.destroy();
        return;
      }
      if (mode.kind === 'stream') response.write(chunk(null, 'stop') + 'data: [DONE]\n\n');
      response.end();
      return;
    }
    case 'json':
      response.writeHead(200, { 'content-type': 'application/json' });
      response.end(
        JSON.stringify({
          id: 'chatcmpl-fake',
          object: 'chat.completion',
          created: 0,
          model: 'fake-model',
          choices: [{ index: 0, message: { role: 'assistant', content: mode.content }, finish_reason: 'stop' }],
        }),
      );
      return;
    case 'status':
      response.writeHead(mode.status, { 'content-type': 'application/json' });
      response.end(JSON.stringify({ error: { message: `fake ${mode.status}`, type: 'fake' } }));
      return;
    case 'hang':
      // Never answers; the client's timeout must end it.
      return;
    case 'html':
      response.writeHead(200, { 'content-type': 'text/html' });
      response.end('<html><body>Welcome to nginx!</body></html>');
      return;
    case 'empty-chunks':
    case 'endless': {
      response.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache' });
      if (mode.kind === 'empty-chunks') for (const piece of mode.pieces) response.write(chunk(piece));
      fake.firstPieceAt = performance.now();
      // Until the client goes away.
      for (let n = 0; !response.destroyed && !response.writableEnded; n += 1) {
        response.write(mode.kind === 'endless' ? chunk(`word${n} `) : chunk(''));
        await sleep(mode.intervalMs);
      }
      return;
    }
    case 'garbage-stream':
      response.writeHead(200, { 'content-type': 'text/event-stream' });
      response.end('data: {"not":"a chunk"}\n\ndata: [DONE]\n\n');
      return;
  }
}

/**
 * Starts the fake on a free port (or the given one); `close()` ends it and any connection it holds open. A POST of
 * a FakeMode to /control changes how it answers, for browser tests whose server runs in another process.
 */
export async function startFakeOpenAi(
  mode: FakeMode = { kind: 'stream', pieces: ['Hello'] },
  port = 0,
): Promise<FakeOpenAi> {
  const server: Server = createServer((request, response) => {
    if (request.method === 'POST' && request.url === '/control') {
      void (async () => {
        let raw = '';
        for await (const part of request) raw += part;
        fake.mode = JSON.parse(raw) as FakeMode;
        fake.requests = [];
        response.writeHead(204).end();
      })();
      return;
    }
    if (request.method !== 'POST' || request.url !== '/v1/chat/completions') {
      response.writeHead(404).end();
      return;
    }
    void answer(fake, request, response);
  });
  server.listen(port, '127.0.0.1');
  await once(server, 'listening');
  const { port: bound } = server.address() as AddressInfo;
  const fake: FakeOpenAi = {
    baseUrl: `http://127.0.0.1:${bound}/v1`,
    mode,
    firstPieceAt: null,
    requests: [],
    close: async () => {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    },
  };
  return fake;
}

/** A base URL where nothing listens: a port that was free a moment ago. */
export async function refusedBaseUrl(): Promise<string> {
  const server = createServer();
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return `http://127.0.0.1:${port}/v1`;
}
