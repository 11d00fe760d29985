/** The order interviews are listed in: the next one first, then those already held, the latest first. */
import type { Interview } from '@hirestride/shared/job-records';

type Dated = Pick<Interview, 'id' | 'date' | 'time'>;

/** Held before today (the user's own calendar date); today's interview still counts as upcoming. */
export const isPast = (interview: Pick<Interview, 'date'>, today: string) => interview.date < today;

/** A sortable moment: an interview without a time sorts after the timed ones of its day. */
const moment = (interview: Dated) => `${interview.date} ${interview.time ?? '99:99'}`;

export function orderInterviews<T extends Dated>(interviews: readonly T[], today: string): T[] {
  const upcoming = interviews.filter((interview) => !isPast(interview, today));
  const past = interviews.filter((interview) => isPast(interview, today));
  const ascending = (a: T, b: T) => moment(a).localeCompare(moment(b)) || a.id - b.id;
  return [...upcoming.sort(ascending), ...past.sort((a, b) => ascending(b, a))];
}
