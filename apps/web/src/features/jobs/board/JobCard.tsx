/**
 * A card on the board: what the job is, how long it has sat in its stage, how well the library matches it, what is
 * due; dragged by mouse, touch or keys.
 */
import { memo, useRef } from 'react';
import { Link } from 'react-router';
import type { JobListItem } from '@hirestride/shared/jobs';
import { outcomeLabels, type JobStage } from '@hirestride/shared/job-choices';
import { paths } from '../../../app/paths';
import { daysInStage, followUpLabel } from '../../../lib/job-format';
import { MatchChip } from '../job-scores';
import { MoveToMenu } from './MoveToMenu';
import type { CardDragSource, CardRef } from './DragBridge';

/** Where a card stands in its column now, read when it is needed (a drag, the menu) rather than drawn. */
export type PlaceOf = (jobId: number) => { index: number; total: number };

interface CardProps {
  job: JobListItem;
  /** Not an index prop: a card moving in a column would redraw every card below it. */
  placeOf: PlaceOf;
  /** Null until the app is live: the server does not know the user's clock (decision 006). */
  today: string | null;
  now: Date | null;
  onMove(job: JobListItem, stage: JobStage, index: number): void;
  drag: CardDragSource;
  /** False on a board the server drew, until the app is live: the buttons that move the card are disabled till then. */
  live: boolean;
  /** This card is the one being dragged. */
  dragging: boolean;
  /** A dragged card would land just above this one: the board draws its line here. */
  gapAbove: boolean;
}

/** What a card shows; also what the drag overlay shows. */
export const CardBody = memo(function CardBody({ job, today, now }: Pick<CardProps, 'job' | 'today' | 'now'>) {
  const due = job.follow_up_on && job.stage !== 'archived' && today ? followUpLabel(job.follow_up_on, today) : null;
  return (
    <>
      <p className="text-sm text-slate-600">
        {job.company}
        {job.location && <span className="text-slate-500"> · {job.location}</span>}
      </p>
      {/* The row keeps its height until the day counts can be drawn, so nothing moves when they appear. */}
      <div className="mt-2 flex min-h-5 flex-wrap gap-1.5 text-xs">
        {now && (
          <span className="rounded-full bg-slate-100 px-2 py-0.5 text-slate-600">
            {daysInStage(job.stage_changed_at, job.stage, now)}
          </span>
        )}
        <MatchChip jobId={job.id} />
        {job.outcome && (
          <span className="rounded-full bg-slate-200 px-2 py-0.5 text-slate-700">{outcomeLabels[job.outcome]}</span>
        )}
        {due && (
          <span
            className={`rounded-full px-2 py-0.5 font-medium ${due.overdue ? 'bg-red-100 text-red-800' : 'bg-amber-100 text-amber-900'}`}
          >
            {due.text}
          </span>
        )}
      </div>
    </>
  );
});

/** Six dots drawn as one path: a grip per card, hundreds of cards, one element each rather than six. */
const GRIP_DOTS = [6, 10, 14]
  .flatMap((y) => [7, 13].map((x) => `M${x - 1.5} ${y}a1.5 1.5 0 1 0 3 0a1.5 1.5 0 1 0-3 0`))
  .join('');

function Grip() {
  return (
    <svg aria-hidden="true" viewBox="0 0 20 20" width={16} height={16}>
      <path d={GRIP_DOTS} fill="currentColor" />
    </svg>
  );
}

/** What a card shows of its job (and what its menu reads). */
const SHOWN: ReadonlyArray<keyof JobListItem> = [
  'id',
  'title',
  'company',
  'location',
  'stage',
  'outcome',
  'follow_up_on',
  'stage_changed_at',
];

/**
 * Cards below a moved card get new positions, and new objects with them; a card does not show its position, so that
 * alone does not redraw it (a drop would otherwise redraw most of two columns).
 */
export function sameCard(before: CardProps, after: CardProps): boolean {
  for (const key of Object.keys(after) as Array<keyof CardProps>) {
    if (key !== 'job' && before[key] !== after[key]) return false;
  }
  return before.job === after.job || SHOWN.every((key) => before.job[key] === after.job[key]);
}

export const JobCard = memo(function JobCard(props: CardProps) {
  const { job, placeOf, today, now, onMove, drag, live, dragging, gapAbove } = props;
  const article = useRef<HTMLElement>(null);
  const handle = useRef<HTMLButtonElement>(null);
  // Read when a drag starts, in an event handler.
  const card = (): CardRef => ({
    jobId: job.id,
    stage: job.stage,
    index: placeOf(job.id).index,
    element: article.current,
    handle: handle.current,
  });
  return (
    // Off-screen cards are not laid out or painted until they scroll into view (they stay focusable and in the
    // accessibility tree): with hundreds of jobs, a drag step would otherwise restyle and repaint all of them.
    // scroll-mt: a card scrolled into view after a move stops below the sticky top bar.
    <li
      className="relative scroll-mt-20 [contain-intrinsic-size:auto_7rem] [content-visibility:auto]"
      data-testid="job-card"
      data-job-id={job.id}
    >
      {gapAbove && (
        <div aria-hidden="true" className="absolute -top-1.5 right-1 left-1 h-1 rounded-full bg-brand-500" />
      )}
      {/* Mouse and touch drag the whole card; the keyboard drags from the handle, a button of its own. */}
      <article
        ref={article}
        onMouseDown={(event) => drag.onMouseDown(event, card())}
        onTouchStart={(event) => drag.onTouchStart(event, card())}
        aria-labelledby={`job-${job.id}-title`}
        className={`rounded-xl border border-slate-200 bg-white p-3 shadow-sm select-none hover:border-brand-300 ${dragging ? 'opacity-40' : ''}`}
      >
        <div className="flex items-start gap-2">
          <button
            type="button"
            ref={handle}
            onKeyDown={(event) => drag.onKeyDown(event, card())}
            aria-roledescription="draggable"
            aria-describedby={drag.describedBy}
            aria-pressed={dragging}
            aria-label={`Drag ${job.title} at ${job.company}`}
            disabled={!live}
            className="mt-0.5 -ml-1 shrink-0 cursor-grab touch-none rounded p-0.5 text-slate-500 hover:bg-slate-100 hover:text-slate-700 disabled:cursor-default disabled:opacity-40"
          >
            <Grip />
          </button>
          <h3 id={`job-${job.id}-title`} className="min-w-0 flex-1 font-semibold break-words text-slate-900">
            <Link to={paths.job(job.id)} className="hover:underline">
              {job.title}
            </Link>
          </h3>
          <MoveToMenu job={job} placeOf={placeOf} onMove={onMove} disabled={!live} />
        </div>
        <div className="pl-6">
          <CardBody job={job} today={today} now={now} />
        </div>
      </article>
    </li>
  );
}, sameCard);
