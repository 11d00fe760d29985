/**
 * Career Development (/learning/career-development): each skill the user's saved jobs ask for that their profile
 * lacks, grouped by how many jobs ask for it, with what it is and how people usually learn it (our own texts).
 */
import type { Ref } from 'react';
import { Link } from 'react-router';
import type { SkillGap, SkillGapsAnswer } from '../../api/learning';
import { paths } from '../../app/paths';
import {
  card,
  GapStatus,
  HubHeader,
  notCounted,
  ShowMoreButton,
  SkillGapsContent,
  textLink,
  useShowMore,
} from './hub-parts';
import { demandText, gapCategoryLabels, groupByDemand, type DemandGroup } from './skill-gap-groups';

/** A group this long shows its first skills and a button for the rest, so one long group does not bury the next. */
const SHOWN_AT_FIRST = 8;

function GapEntry({ gap, ref }: { gap: SkillGap; ref?: Ref<HTMLLIElement> }) {
  return (
    <li ref={ref} tabIndex={-1} className="border-t border-slate-200 pt-4 first:border-t-0 first:pt-0">
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
        <h3 className="text-base font-semibold text-slate-900">{gap.term}</h3>
        <GapStatus status={gap.status} />
        <span className="text-xs text-slate-500">
          {gapCategoryLabels[gap.category]}
          {gap.family ? ` · ${gap.family}` : ''}
          {gap.required > 0 ? ` · required by ${gap.required}` : ' · nice to have'}
        </span>
      </div>
      {gap.close_match && (
        <p className="mt-1 text-sm text-slate-600">
          Your profile shows something close: <q className="italic">{gap.close_match}</q>
        </p>
      )}
      <dl className="mt-2 grid gap-2 text-sm sm:grid-cols-[9rem_minmax(0,1fr)] sm:gap-x-4">
        <dt className="font-semibold text-slate-700">What it is</dt>
        <dd className="text-slate-700">{gap.what}</dd>
        <dt className="font-semibold text-slate-700">How people learn it</dt>
        <dd className="text-slate-700">{gap.learn}</dd>
      </dl>
      <p className="mt-2 text-sm text-slate-600">
        Already have it?{' '}
        <Link
          to={gap.category === 'certification' ? paths.contentLibrary.certifications : paths.contentLibrary.skills}
          className={textLink}
        >
          Add {gap.term} to your profile
        </Link>
      </p>
    </li>
  );
}

function DemandSection({ group, jobs }: { group: DemandGroup; jobs: number }) {
  const { shown, hidden, refAt, showAll } = useShowMore(group.gaps, SHOWN_AT_FIRST);
  const id = `demand-${group.demand}`;
  return (
    <section aria-labelledby={id} className={card}>
      <h2 id={id} className="text-lg font-semibold text-slate-900">
        {demandText(group.demand, jobs)}
      </h2>
      <p className="mt-0.5 text-sm text-slate-600">
        {group.gaps.length} {group.gaps.length === 1 ? 'skill' : 'skills'}
      </p>
      <ul className="mt-4 space-y-4">
        {shown.map((gap, index) => (
          <GapEntry key={gap.term_id} gap={gap} ref={refAt(index)} />
        ))}
      </ul>
      {hidden > 0 && (
        <p className="mt-4">
          <ShowMoreButton onClick={showAll}>Show {hidden} more</ShowMoreButton>
        </p>
      )}
    </section>
  );
}

function Gaps({ answer }: { answer: SkillGapsAnswer }) {
  return (
    <>
      <p className="text-sm text-slate-600">
        {answer.gaps.length} {answer.gaps.length === 1 ? 'skill' : 'skills'} your saved jobs ask for that your profile
        does not show, read from {answer.jobs} {answer.jobs === 1 ? 'posting' : 'postings'}
        {notCounted(answer)}.
      </p>
      {groupByDemand(answer.gaps).map((group) => (
        <DemandSection key={group.demand} group={group} jobs={answer.jobs} />
      ))}
    </>
  );
}

export function CareerDevelopmentPage() {
  return (
    <div className="mx-auto w-full max-w-5xl space-y-6 px-4 py-8 sm:px-6">
      <HubHeader title="Career Development">
        <p>
          The skills your saved jobs ask for that your profile does not show yet, most asked-for first: what each one is
          and how people usually learn it.
        </p>
        <p className="mt-2 text-sm">
          To see everything your jobs ask for, including what you already have, open{' '}
          <Link to={paths.learning.jobTrends} className={textLink}>
            Job Trends
          </Link>
          ; for what to learn first, see{' '}
          <Link to={paths.learning.trainingCourses} className={textLink}>
            Training Courses
          </Link>
          .
        </p>
      </HubHeader>
      <SkillGapsContent>{(answer) => <Gaps answer={answer} />}</SkillGapsContent>
    </div>
  );
}
