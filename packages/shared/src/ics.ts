/** An iCalendar file (RFC 5545) holding one event: what "Add to calendar" hands to a calendar app. */
import { fileText } from './file-text.js';

export interface CalendarEvent {
  /** Stable for the same thing, so importing it again updates the event rather than adding a second one. */
  uid: string;
  /** YYYY-MM-DD. */
  date: string;
  /** hh:mm on the user's own clock (a floating time: the calendar shows it as written); null for an all-day event. */
  time: string | null;
  /** How long a timed event lasts. */
  minutes: number;
  summary: string;
  description: string;
  /** A link the calendar shows with the event. */
  url: string | null;
  /** When the file was made. */
  stamp: Date;
}

/** ISO 8601's extended form to iCalendar's basic form: 2026-12-01T14:30 → 20261201T1430. */
const basic = (value: string) => value.replace(/[-:]/g, '');

/**
 * TEXT values escape backslashes, semicolons, commas and line ends (section 3.3.11); control characters other than a
 * tab are not allowed in a content line at all (section 3.1), so a vertical tab is a line end and the rest are left out.
 */
export function escapeText(value: string): string {
  return fileText(value)
    .replace(/\\/g, '\\\\')
    .replace(/;/g, '\\;')
    .replace(/,/g, '\\,')
    .replace(/\r\n?|\n/g, '\\n');
}

const encoder = new TextEncoder();

/** Lines longer than 75 octets continue on the next line after a space, never inside a character (section 3.1). */
export function foldLine(line: string): string {
  const parts: string[] = [];
  let current = '';
  let octets = 0;
  for (const char of line) {
    const size = encoder.encode(char).length;
    // The first line holds 75 octets; each continuation holds 74 after its leading space.
    if (octets + size > (parts.length === 0 ? 75 : 74)) {
      parts.push(current);
      current = '';
      octets = 0;
    }
    current += char;
    octets += size;
  }
  parts.push(current);
  return parts.join('\r\n ');
}

/** YYYYMMDDTHHMMSS of a date and time read as they are written (no time zone moves them). */
function floating(date: string, time: string, addMinutes: number): string {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  const [hour, minute] = time.split(':').map(Number) as [number, number];
  const at = new Date(Date.UTC(year, month - 1, day, hour, minute + addMinutes));
  return `${basic(at.toISOString().slice(0, 16))}00`;
}

function nextDay(date: string): string {
  const at = new Date(`${date}T00:00:00Z`);
  at.setUTCDate(at.getUTCDate() + 1);
  return basic(at.toISOString().slice(0, 10));
}

/** The whole file, CRLF line ends as the format requires. */
export function calendarFile(event: CalendarEvent): string {
  const when =
    event.time === null
      ? [`DTSTART;VALUE=DATE:${basic(event.date)}`, `DTEND;VALUE=DATE:${nextDay(event.date)}`]
      : [`DTSTART:${floating(event.date, event.time, 0)}`, `DTEND:${floating(event.date, event.time, event.minutes)}`];
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//HireStride//Interviews//EN',
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    'BEGIN:VEVENT',
    `UID:${event.uid}`,
    `DTSTAMP:${basic(event.stamp.toISOString().slice(0, 19))}Z`,
    ...when,
    `SUMMARY:${escapeText(event.summary)}`,
    ...(event.description ? [`DESCRIPTION:${escapeText(event.description)}`] : []),
    // A URI value is not escaped; a line end in it would end the property, so none is kept.
    ...(event.url ? [`URL:${event.url.replace(/[\r\n]/g, '')}`] : []),
    'END:VEVENT',
    'END:VCALENDAR',
  ];
  return `${lines.map(foldLine).join('\r\n')}\r\n`;
}
