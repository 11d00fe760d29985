/** Activity in words (a job's timeline, the dashboard's Recent Activity): one sentence per event, and when it happened. */
import type { Activity } from '@hirestride/shared/job-records';
import {
  INTERVIEW_KINDS,
  interviewKindLabels,
  JOB_OUTCOMES,
  JOB_STAGES,
  outcomeLabels,
  stageLabels,
} from '@hirestride/shared/job-choices';
import { shortDate } from './job-format';

/** A label from a table, when the stored value is one of its keys (old or unexpected data reads as itself). */
function labelOf<K extends string>(keys: readonly K[], labels: Record<K, string>, value: unknown): string {
  if (typeof value !== 'string') return '';
  return (keys as readonly string[]).includes(value) ? labels[value as K] : value;
}

const text = (value: unknown) => (typeof value === 'string' ? value : '');

/** "Moved from Wish List to Submitted", "Added a contact: Sam", … The note's own text is shown under its sentence. */
export function activitySentence(activity: Pick<Activity, 'kind' | 'data'>): string {
  const { data } = activity;
  switch (activity.kind) {
    case 'created':
      return 'Saved';
    case 'imported':
      return 'Imported from CSV';
    case 'stage_changed': {
      const from = labelOf(JOB_STAGES, stageLabels, data.from);
      const to = labelOf(JOB_STAGES, stageLabels, data.to);
      const outcome = labelOf(JOB_OUTCOMES, outcomeLabels, data.outcome);
      const move = from ? `Moved from ${from} to ${to}` : `Moved to ${to}`;
      return outcome ? `${move} (${outcome})` : move;
    }
    case 'note':
      return 'Note';
    case 'contact_added': {
      const name = text(data.name);
      return name ? `Added a contact: ${name}` : 'Added a contact';
    }
    case 'interview_added': {
      const date = shortDate(text(data.date));
      const kind = labelOf(INTERVIEW_KINDS, interviewKindLabels, data.kind);
      const sentence = date ? `Interview added for ${date}` : 'Interview added';
      return kind ? `${sentence} (${kind})` : sentence;
    }
    case 'resume_created':
      return 'Created a resume';
    case 'cover_letter_created':
      return 'Wrote a cover letter';
    case 'interview_answer_saved':
      return 'Practised an interview answer';
    default:
      // Later features add kinds; until this page knows them, say something true rather than nothing.
      return 'Updated';
  }
}

/** "3 Dec 2026, 14:05" in the user's own way of writing dates and times. */
export function activityTime(createdAt: string): string {
  const date = new Date(createdAt);
  if (Number.isNaN(date.getTime())) return '';
  return date.toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' });
}

/** Newest first; ids break ties between entries written in the same instant. */
export function newestFirst<T extends Pick<Activity, 'id' | 'created_at'>>(entries: readonly T[]): T[] {
  return [...entries].sort((a, b) => b.created_at.localeCompare(a.created_at) || b.id - a.id);
}
