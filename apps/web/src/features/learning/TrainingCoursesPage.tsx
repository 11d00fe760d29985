/**
 * Training Courses (/learning/training-courses): the skills the user's saved jobs ask for that their profile lacks,
 * as a learning plan: one step per skill family, what the jobs ask for most first, with how people usually learn it.
 * Our own texts only: no course links, nothing fetched from elsewhere.
 */
import type { Ref } from 'react';
import { Link } from 'react-router';
import type { SkillGapsAnswer } from '../../api/learning';
import { paths } from '../../app/paths';
import { card, HubHeader, notCounted, ShowMoreButton, SkillGapsContent, textLink, useShowMore } from './hub-parts';
import { demandText, learningPlan, type PlanStep } from './skill-gap-groups';

/** The plan's first steps show at once; the rest wait behind a button, so the page starts with what matters most. */
const STEPS_AT_FIRST = 8;

function Step({ step, number, jobs, ref }: { step: PlanStep; number: number; jobs: number; ref?: Ref<HTMLLIElement> }) {
  const id = `step-${number}`;
  return (
    <li ref={ref} tabIndex={-1} className={card}>
      <section aria-labelledby={id}>
        <p className="text-xs font-semibold tracking-wide text-brand-700 uppercase">Step {number}</p>
        <h2 id={id} className="mt-0.5 text-lg font-semibold text-slate-900">
          {step.name}
        </h2>
        <p className="mt-0.5 text-sm text-slate-600">{demandText(step.demand, jobs)}</p>
        <p className="mt-3 text-sm text-slate-700">{step.what}</p>
        <h3 className="mt-4 text-sm font-semibold text-slate-900">Skills to learn</h3>
        <ul className="mt-2 flex flex-wrap gap-2">
          {step.gaps.map((gap) => (
            <li
              key={gap.term_id}
              className="rounded-full border border-slate-300 bg-slate-50 px-3 py-1 text-sm text-slate-800"
            >
              <span className="font-medium">{gap.term}</span>
              <span className="text-slate-600">
                {' '}
                · {gap.demand} {gap.demand === 1 ? 'job' : 'jobs'}
                {gap.status === 'partial' ? ' · partly in your profile' : ''}
              </span>
            </li>
          ))}
        </ul>
        <h3 className="mt-4 text-sm font-semibold text-slate-900">How people usually learn it</h3>
        <p className="mt-1 rounded-lg bg-brand-50 p-3 text-sm text-slate-800">{step.learn}</p>
      </section>
    </li>
  );
}

function Plan({ answer }: { answer: SkillGapsAnswer }) {
  const plan = learningPlan(answer.gaps);
  const { shown, hidden, refAt, showAll } = useShowMore(plan, STEPS_AT_FIRST);
  return (
    <>
      <p className="text-sm text-slate-600">
        {plan.length} {plan.length === 1 ? 'step' : 'steps'} covering {answer.gaps.length}{' '}
        {answer.gaps.length === 1 ? 'skill' : 'skills'}, read from {answer.jobs} saved{' '}
        {answer.jobs === 1 ? 'posting' : 'postings'}
        {notCounted(answer)}.
      </p>
      <ol className="space-y-4">
        {shown.map((step, index) => (
          <Step key={step.name} step={step} number={index + 1} jobs={answer.jobs} ref={refAt(index)} />
        ))}
      </ol>
      {hidden > 0 && <ShowMoreButton onClick={showAll}>Show the other {hidden} steps</ShowMoreButton>}
    </>
  );
}

export function TrainingCoursesPage() {
  return (
    <div className="mx-auto w-full max-w-5xl space-y-6 px-4 py-8 sm:px-6">
      <HubHeader title="Training Courses">
        <p>
          A learning plan built from your saved jobs: the skills they ask for that your profile does not show yet,
          grouped by kind, with what most of your jobs ask for first and how people usually learn each.
        </p>
        <p className="mt-2 text-sm">
          Each skill on its own, with what it is:{' '}
          <Link to={paths.learning.careerDevelopment} className={textLink}>
            Career Development
          </Link>
          . Learnt one? Add it to your{' '}
          <Link to={paths.contentLibrary.skills} className={textLink}>
            profile’s skills
          </Link>
          .
        </p>
      </HubHeader>
      <SkillGapsContent>{(answer) => <Plan answer={answer} />}</SkillGapsContent>
    </div>
  );
}
