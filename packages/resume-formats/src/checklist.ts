/**
 * The "Review and Publish" checklist: what a reader or an applicant-tracking system would trip on in a resume version,
 * each item with a precise detail of what is wrong and where. Pure; the server feeds it the layout and the page count
 * and over-wide lines it read back from the PDF.
 */
import { SNIPPET_SECTIONS, type ContentData, type DesignJson } from '@hirestride/shared/resume';
import { sectionHeading, type ResumeLayout } from './resume-layout.js';

export type ChecklistKey = 'contact' | 'sections' | 'pages' | 'line-length' | 'dates';

export interface ChecklistItem {
  key: ChecklistKey;
  ok: boolean;
  label: string;
  /** What is wrong and where when not ok; a short confirmation otherwise. */
  detail: string;
}

export interface ChecklistInput {
  layout: ResumeLayout;
  content: ContentData;
  /**
   * The version's design: its section order is what the template expects to show, which the layout cannot tell
   * (it leaves empty sections out), and its headings name the sections in the details.
   */
  design: DesignJson;
  pages: number;
  pageLimit: number | null;
  /** Text that runs past the right margin in the rendered file. */
  overflowingLines: string[];
  /** "Now", passed in so the date rules give the same answer in tests on any day. */
  today: Date;
}

// An education end date may be an expected graduation; six years covers a degree started this year plus a master's.
const EDUCATION_YEARS_AHEAD = 6;
// Enough to act on without the detail turning into a wall of text on the screen.
const MOST_LISTED = 5;

/** "2021-05" or "2021-05-17" as a month count, so comparisons ignore the day (resumes show months). */
function monthOf(value: string): number | null {
  const match = /^(\d{4})-(\d{2})(?:-(\d{2}))?$/.exec(value.trim());
  if (!match) return null;
  const month = Number(match[2]);
  if (month < 1 || month > 12) return null;
  return Number(match[1]) * 12 + (month - 1);
}
const monthText = (months: number) => `${Math.floor(months / 12)}-${String((months % 12) + 1).padStart(2, '0')}`;
const plural = (count: number, one: string, many = `${one}s`) => `${count} ${count === 1 ? one : many}`;
const quoted = (items: string[]) =>
  items
    .slice(0, MOST_LISTED)
    .map((item) => `"${item}"`)
    .join(', ') + (items.length > MOST_LISTED ? ` and ${items.length - MOST_LISTED} more` : '');
const named = (name: string, index: number) => (name ? `"${name}"` : `entry ${index + 1}`);

/** A name, and an email or a phone that the template's header actually shows. */
function contactItem({ layout, content }: ChecklistInput): ChecklistItem {
  const info = content.personal_info;
  const name = (info.full_name || `${info.first_name} ${info.last_name}`).trim();
  const email = info.email.trim();
  const phone = info.phone.trim();
  // The layout holds only what the header shows, so a hidden email counts as absent from the file.
  const shown = (value: string) => value !== '' && layout.contacts.some((contact) => contact.trim() === value);
  const problems: string[] = [];
  if (!name) problems.push('No name: add your name in Personal info');
  if (!email && !phone) problems.push('No email or phone: add at least one in Personal info');
  else if (!shown(email) && !shown(phone))
    problems.push('Your email and phone are hidden by the template’s header settings');
  const reachable = shown(email) && shown(phone) ? ', email and phone' : shown(email) ? ' and email' : ' and phone';
  return {
    key: 'contact',
    ok: problems.length === 0,
    label: 'Name and contact details',
    detail: problems.length > 0 ? problems.join('; ') : `Name${reachable} shown`,
  };
}

/**
 * Sections the template lists that have nothing in them (the file leaves them out silently), and entries without a
 * title. Summary points have no title by design, so they are not counted.
 */
function sectionsItem({ layout, content, design }: ChecklistInput): ChecklistItem {
  const problems: string[] = [];
  // A template section with nothing in it is left out of the file, so the file has no empty heading; it is
  // mentioned, not counted against the resume (volunteering or awards are often empty on purpose).
  const leftOut: string[] = [];
  const present = new Map(layout.sections.map((section) => [section.key, section]));
  for (const key of design.section_order) {
    if (key === 'personal_info') continue;
    const heading = sectionHeading(design, key);
    const section = present.get(key);
    if (!section) {
      leftOut.push(heading);
      continue;
    }
    // Summary points and snippets need no title: their lines are the entry.
    if (key === 'summary' || (SNIPPET_SECTIONS as readonly string[]).includes(key)) continue;
    section.entries.forEach((entry, index) => {
      if (entry.title.trim()) return;
      const hint = entry.when || entry.lines[0];
      problems.push(`${heading}: entry ${index + 1}${hint ? ` ("${hint}")` : ''} has no title`);
    });
    if (key === 'skills')
      content.skills.forEach((skill, index) => {
        if (!skill.skill_name.trim()) problems.push(`${heading}: skill ${index + 1} has no name`);
      });
  }
  const note = leftOut.length > 0 ? `. Left out, having nothing in them: ${leftOut.join(', ')}` : '';
  return {
    key: 'sections',
    ok: problems.length === 0,
    label: 'No empty sections',
    detail:
      problems.length > 0
        ? problems.join('; ')
        : `${plural(layout.sections.length, 'section')}, each with something in it, every entry titled${note}`,
  };
}

function pagesItem({ pages, pageLimit }: ChecklistInput): ChecklistItem {
  const count = plural(pages, 'page');
  const over = pageLimit !== null && pages > pageLimit;
  return {
    key: 'pages',
    ok: !over,
    label: 'Page count',
    detail:
      pageLimit === null
        ? count
        : over
          ? `${count}, ${pages - pageLimit} over the limit of ${pageLimit}`
          : `${count}, within the limit of ${pageLimit}`,
  };
}

function lineLengthItem({ overflowingLines }: ChecklistInput): ChecklistItem {
  const count = overflowingLines.length;
  return {
    key: 'line-length',
    ok: count === 0,
    label: 'Every line fits the page',
    detail:
      count === 0
        ? 'No line runs past the right margin'
        : `${plural(count, 'line runs', 'lines run')} past the right margin: ${quoted(overflowingLines)}`,
  };
}

/**
 * Date rules, by month (the resume shows months), checked only for sections the file shows:
 * - experience: a start needs no end (a current role), but an end needs a start; the end is not before the start;
 *   neither is after this month (a job not started yet, or an end guessed ahead, reads as a mistake);
 * - education: the end may be up to six years ahead (an expected graduation), no further;
 * - certifications: issued this month or earlier.
 * A value that is not YYYY-MM or YYYY-MM-DD is reported as not a date.
 */
function datesItem({ layout, content, design, today }: ChecklistInput): ChecklistItem {
  const now = today.getUTCFullYear() * 12 + today.getUTCMonth();
  const shown = new Set(layout.sections.map((section) => section.key));
  const problems: string[] = [];
  const read = (where: string, what: string, value: string | null): number | null => {
    if (!value || !value.trim()) return null;
    const month = monthOf(value);
    if (month === null) problems.push(`${where}: ${what} "${value}" is not a date`);
    return month;
  };

  if (shown.has('experience')) {
    const heading = sectionHeading(design, 'experience');
    content.experience.forEach((job, index) => {
      const where = `${heading}: ${named([job.job_title, job.company].filter(Boolean).join(', '), index)}`;
      const start = read(where, 'start date', job.start_date);
      const end = read(where, 'end date', job.end_date);
      if (end !== null && start === null && !job.start_date?.trim())
        problems.push(`${where} has an end date (${monthText(end)}) but no start date`);
      if (start !== null && end !== null && end < start)
        problems.push(`${where} ends (${monthText(end)}) before it starts (${monthText(start)})`);
      if (start !== null && start > now) problems.push(`${where} starts in the future (${monthText(start)})`);
      if (end !== null && end > now)
        problems.push(`${where} ends in the future (${monthText(end)}); leave the end empty for a current role`);
    });
  }
  if (shown.has('education')) {
    const heading = sectionHeading(design, 'education');
    content.education.forEach((entry, index) => {
      const where = `${heading}: ${named(entry.institution || entry.degree, index)}`;
      const end = read(where, 'end date', entry.end_dt);
      if (end !== null && end > now + EDUCATION_YEARS_AHEAD * 12)
        problems.push(`${where} ends (${monthText(end)}) more than ${EDUCATION_YEARS_AHEAD} years from now`);
    });
  }
  if (shown.has('certifications')) {
    const heading = sectionHeading(design, 'certifications');
    content.certifications.forEach((cert, index) => {
      const where = `${heading}: ${named([cert.cert_name, cert.issuer].filter(Boolean).join(', '), index)}`;
      const issued = read(where, 'issue date', cert.issue_dt);
      if (issued !== null && issued > now) problems.push(`${where} is issued in the future (${monthText(issued)})`);
    });
  }
  return {
    key: 'dates',
    ok: problems.length === 0,
    label: 'Dates make sense',
    detail: problems.length > 0 ? problems.join('; ') : 'Every date is in order and none is in the future',
  };
}

/** The checklist for a resume version, in the order the screen shows it. */
export function checkResume(input: ChecklistInput): ChecklistItem[] {
  return [contactItem(input), sectionsItem(input), pagesItem(input), lineLengthItem(input), datesItem(input)];
}
