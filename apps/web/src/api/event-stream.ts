/** Server-sent events read from a fetch response, so a POST can stream and a Stop button can abort it. */

export interface StreamEvent {
  event: string;
  data: unknown;
}

/**
 * Splits the text received so far into complete events and the unfinished rest. Events end with a blank line;
 * `data:` lines join with newlines and are JSON (our server sends nothing else), `event:` names them.
 */
export function parseEvents(buffer: string): { events: StreamEvent[]; rest: string } {
  const normalised = buffer.replace(/\r\n?/g, '\n');
  const blocks = normalised.split('\n\n');
  const rest = blocks.pop() ?? '';
  const events: StreamEvent[] = [];
  for (const block of blocks) {
    let name = 'message';
    const data: string[] = [];
    for (const line of block.split('\n')) {
      if (line.startsWith(':')) continue;
      const colon = line.indexOf(':');
      const field = colon === -1 ? line : line.slice(0, colon);
      const value = colon === -1 ? '' : line.slice(colon + 1).replace(/^ /, '');
      if (field === 'event') name = value;
      else if (field === 'data') data.push(value);
    }
    if (data.length === 0) continue;
    let parsed: unknown;
    try {
      parsed = JSON.parse(data.join('\n'));
    } catch {
      parsed = data.join('\n');
    }
    events.push({ event: name, data: parsed });
  }
  return { events, rest };
}

/** Reads the response body as events, calling onEvent for each as it arrives; resolves when the stream ends. */
export async function readEvents(response: Response, onEvent: (event: StreamEvent) => void): Promise<void> {
  if (!response.body) return;
  const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
  let buffer = '';
  for (;;) {
    const { value, done } = await reader.read();
    if (done) break;
    const { events, rest } = parseEvents(buffer + value);
    buffer = rest;
    events.forEach(onEvent);
  }
  const { events } = parseEvents(`${buffer}\n\n`);
  events.forEach(onEvent);
}
