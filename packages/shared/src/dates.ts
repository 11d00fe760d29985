/** Date display shared by the screens: short month and year. */

/** "Jan 2024" for an ISO date; '' for none or an invalid one. */
export function monthYear(isoDate: string | null | undefined): string {
  if (!isoDate) return '';
  const date = new Date(`${isoDate.slice(0, 10)}T00:00:00Z`);
  if (Number.isNaN(date.getTime())) return '';
  return date.toLocaleDateString('en-US', { month: 'short', year: 'numeric', timeZone: 'UTC' });
}

/** "Jan 2020 – Mar 2023", or "… – Present" when there is no end. */
export function dateRange(start: string | null | undefined, end: string | null | undefined): string {
  return [monthYear(start), end ? monthYear(end) : 'Present'].filter(Boolean).join(' – ');
}
