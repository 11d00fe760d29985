import { describe, expect, it } from 'vitest';
import { calendarFile, escapeText, foldLine, type CalendarEvent } from './ics.js';

const base: CalendarEvent = {
  uid: 'interview-7@hirestride',
  date: '2026-12-01',
  time: '14:30',
  minutes: 60,
  summary: 'Phone interview: Backend Engineer at Acme, Inc.',
  description: 'Ask about on-call; bring the portfolio.\nJob: https://app.example/jobs/3',
  url: 'https://app.example/jobs/3',
  stamp: new Date('2026-11-25T09:08:07.123Z'),
};
const lines = (event: CalendarEvent) => calendarFile(event).split('\r\n');

describe('calendarFile', () => {
  it('writes one event with CRLF line ends, a stamp in UTC and the time as written', () => {
    const file = calendarFile(base);
    expect(file.endsWith('\r\n')).toBe(true);
    expect(file.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
    expect(lines(base)).toEqual([
      'BEGIN:VCALENDAR',
      'VERSION:2.0',
      'PRODID:-//HireStride//Interviews//EN',
      'CALSCALE:GREGORIAN',
      'METHOD:PUBLISH',
      'BEGIN:VEVENT',
      'UID:interview-7@hirestride',
      'DTSTAMP:20261125T090807Z',
      'DTSTART:20261201T143000',
      'DTEND:20261201T153000',
      'SUMMARY:Phone interview: Backend Engineer at Acme\\, Inc.',
      'DESCRIPTION:Ask about on-call\\; bring the portfolio.\\nJob: https://app.exam',
      ' ple/jobs/3',
      'URL:https://app.example/jobs/3',
      'END:VEVENT',
      'END:VCALENDAR',
      '',
    ]);
  });

  it.each<[string, Partial<CalendarEvent>, string[]]>([
    ['an all-day event without a time', { time: null }, ['DTSTART;VALUE=DATE:20261201', 'DTEND;VALUE=DATE:20261202']],
    [
      'an all-day event at a month and year end',
      { date: '2026-12-31', time: null },
      ['DTSTART;VALUE=DATE:20261231', 'DTEND;VALUE=DATE:20270101'],
    ],
    [
      'a late interview ending the next day',
      { time: '23:30', minutes: 45 },
      ['DTSTART:20261201T233000', 'DTEND:20261202T001500'],
    ],
    // Floating times are not moved by daylight saving: the clock time stays as written.
    [
      'the night clocks change',
      { date: '2026-03-29', time: '01:30' },
      ['DTSTART:20260329T013000', 'DTEND:20260329T023000'],
    ],
  ])('%s', (_label, change, expected) => {
    const written = lines({ ...base, ...change }).filter(
      (line) => line.startsWith('DT') && !line.startsWith('DTSTAMP'),
    );
    expect(written).toEqual(expected);
  });

  it('leaves out an empty description and a missing link; a link cannot end its line early', () => {
    expect(lines({ ...base, description: '', url: null }).some((l) => /^(DESCRIPTION|URL)/.test(l))).toBe(false);
    expect(lines({ ...base, url: 'https://a.example/x\r\nATTENDEE:evil' })).toContain(
      'URL:https://a.example/xATTENDEE:evil',
    );
  });
});

describe('escapeText', () => {
  it.each([
    ['plain', 'plain'],
    ['a, b; c', 'a\\, b\\; c'],
    ['back\\slash', 'back\\\\slash'],
    ['one\r\ntwo\nthree\rfour', 'one\\ntwo\\nthree\\nfour'],
    ['pasted\vfrom Word\u0007\u0000', 'pasted\\nfrom Word'],
  ])('%j → %j', (text, escaped) => {
    expect(escapeText(text)).toBe(escaped);
  });
});

describe('foldLine', () => {
  const octets = (text: string) => new TextEncoder().encode(text).length;
  it.each([
    ['short', 'SUMMARY:Interview'],
    ['ASCII', `DESCRIPTION:${'x'.repeat(200)}`],
    ['multi-byte characters never split', `SUMMARY:${'é'.repeat(60)}${'😀'.repeat(30)}`],
  ])('%s: every line at most 75 octets, unfolding gives the line back', (_label, line) => {
    const folded = foldLine(line);
    const parts = folded.split('\r\n');
    for (const part of parts) expect(octets(part)).toBeLessThanOrEqual(75);
    expect(parts.slice(1).every((part) => part.startsWith(' '))).toBe(true);
    expect(folded.replace(/\r\n /g, '')).toBe(line);
  });
});
