/** How the tracker writes dates, days in a stage and what is due. */
import { stageLabels, type JobStage } from '@hirestride/shared/job-choices';

const DAY = 24 * 60 * 60 * 1000;

/** Formatters are built once: building one per date made a board of hundreds of cards spend tens of milliseconds. */
const dateFormats = {
  withYear: new Intl.DateTimeFormat(undefined, { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' }),
  withoutYear: new Intl.DateTimeFormat(undefined, { day: 'numeric', month: 'short', timeZone: 'UTC' }),
};

/** "25 Nov 2026" (in the user's own way of writing dates) for a YYYY-MM-DD date; '' for none. */
export function shortDate(isoDate: string | null | undefined, { year = true } = {}): string {
  if (!isoDate) return '';
  const date = new Date(`${isoDate.slice(0, 10)}T00:00:00Z`);
  if (Number.isNaN(date.getTime())) return '';
  return (year ? dateFormats.withYear : dateFormats.withoutYear).format(date);
}

/** Whole calendar days from one YYYY-MM-DD date to another. */
export function daysBetween(fromIso: string, toIso: string): number {
  return Math.round((Date.parse(`${toIso}T00:00:00Z`) - Date.parse(`${fromIso}T00:00:00Z`)) / DAY);
}

/** "Today in Maybe", "1 day in Maybe", "12 days in Maybe". */
export function daysInStage(stageChangedAt: string, stage: JobStage, now = new Date()): string {
  const days = Math.max(0, Math.floor((now.getTime() - Date.parse(stageChangedAt)) / DAY));
  const where = `in ${stageLabels[stage]}`;
  return days === 0 ? `Today ${where}` : `${days} ${days === 1 ? 'day' : 'days'} ${where}`;
}

/** A follow-up date as the card says it: overdue, today, tomorrow, or its date. */
export function followUpLabel(isoDate: string, today: string): { text: string; overdue: boolean } {
  const days = daysBetween(today, isoDate);
  if (days < 0) return { text: `Follow-up overdue (${shortDate(isoDate, { year: false })})`, overdue: true };
  if (days === 0) return { text: 'Follow up today', overdue: false };
  if (days === 1) return { text: 'Follow up tomorrow', overdue: false };
  return { text: `Follow up ${shortDate(isoDate, { year: false })}`, overdue: false };
}

/** "just now", "5 minutes ago", "yesterday", "3 weeks ago", in the user's language. */
export function relativeTime(timestamp: string, now = new Date()): string {
  const seconds = Math.round((Date.parse(timestamp) - now.getTime()) / 1000);
  if (Number.isNaN(seconds)) return '';
  if (Math.abs(seconds) < 60) return 'just now';
  const format = new Intl.RelativeTimeFormat(undefined, { numeric: 'auto' });
  const steps: Array<[Intl.RelativeTimeFormatUnit, number]> = [
    ['minute', 60],
    ['hour', 3600],
    ['day', 86_400],
    ['week', 604_800],
    ['month', 2_629_800],
    ['year', 31_557_600],
  ];
  let unit = steps[0]!;
  for (const step of steps) if (Math.abs(seconds) >= step[1]) unit = step;
  return format.format(Math.round(seconds / unit[1]), unit[0]);
}
