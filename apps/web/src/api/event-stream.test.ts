import { describe, expect, it } from 'vitest';
import { parseEvents } from './event-stream';

describe('parseEvents', () => {
  it.each([
    {
      name: 'complete events, the unfinished one kept for the next piece',
      input: 'event: meta\ndata: {"writer":"offline"}\n\nevent: text\ndata: {"text":"Dear"}\n\nevent: te',
      events: [
        { event: 'meta', data: { writer: 'offline' } },
        { event: 'text', data: { text: 'Dear' } },
      ],
      rest: 'event: te',
    },
    {
      name: 'CRLF line ends, comments and an event without data',
      input: ': keep-alive\r\n\r\nevent: done\r\ndata: {"text":"x","claims":[]}\r\n\r\nevent: empty\n\n',
      events: [{ event: 'done', data: { text: 'x', claims: [] } }],
      rest: '',
    },
    {
      name: 'multi-line data joined with newlines; unnamed events are messages; text that is not JSON stays text',
      input: 'data: {"a":\ndata: 1}\n\ndata: plain\n\n',
      events: [
        { event: 'message', data: { a: 1 } },
        { event: 'message', data: 'plain' },
      ],
      rest: '',
    },
    { name: 'nothing complete yet', input: 'event: text\ndata: {"te', events: [], rest: 'event: text\ndata: {"te' },
  ])('$name', ({ input, events, rest }) => {
    expect(parseEvents(input)).toEqual({ events, rest });
  });

  it('reads the same events however the stream is cut into pieces', () => {
    const stream = 'event: text\ndata: {"text":"Dear team,"}\n\nevent: text\ndata: {"text":" I"}\n\n';
    for (let cut = 1; cut < stream.length; cut += 1) {
      const first = parseEvents(stream.slice(0, cut));
      const second = parseEvents(first.rest + stream.slice(cut));
      expect([...first.events, ...second.events].map((e) => (e.data as { text: string }).text)).toEqual([
        'Dear team,',
        ' I',
      ]);
    }
  });
});
