/** The 7-step progress bar: each step current, done or pending by the progress rule, each a link. */
import { Link } from 'react-router';
import { reviewDone, sectionsDone, type ProfileCounts } from '@hirestride/shared/progress';
import { steps } from './steps';

export type StepState = 'current' | 'done' | 'pending';

export function stepStates(current: string, counts: ProfileCounts): StepState[] {
  const done = sectionsDone(counts);
  return steps.map((step) => {
    if (step.key === current) return 'current';
    const isDone = step.key === 'review' ? reviewDone(counts) : done[step.key];
    return isDone ? 'done' : 'pending';
  });
}

const circle: Record<StepState, string> = {
  current: 'bg-brand-600 text-white ring-4 ring-brand-100',
  done: 'bg-emerald-500 text-white',
  pending: 'bg-white text-slate-500 ring-1 ring-slate-300',
};

export function ProgressBar({ current, counts }: { current: string; counts: ProfileCounts }) {
  const states = stepStates(current, counts);
  return (
    <nav aria-label="Profile steps" className="mb-8">
      <ol className="grid grid-cols-7 gap-1">
        {steps.map((step, index) => {
          const state = states[index]!;
          return (
            <li key={step.key} className="relative flex flex-col items-center">
              {index > 0 && (
                <span
                  aria-hidden="true"
                  className={`absolute top-4 right-1/2 -z-0 h-0.5 w-full ${states[index - 1] === 'done' || state === 'done' ? 'bg-emerald-400' : 'bg-slate-200'}`}
                />
              )}
              <Link
                to={step.path}
                aria-current={state === 'current' ? 'step' : undefined}
                data-state={state}
                className="group relative z-10 flex flex-col items-center gap-1 rounded-md text-center"
              >
                <span
                  className={`flex h-8 w-8 items-center justify-center rounded-full text-sm font-semibold ${circle[state]}`}
                >
                  {state === 'done' ? '✓' : index + 1}
                </span>
                <span
                  className={`text-xs ${state === 'current' ? 'font-semibold text-brand-700' : 'text-slate-600'} ${state === 'current' ? '' : 'sr-only sm:not-sr-only'}`}
                >
                  {step.label}
                  <span className="sr-only">
                    {state === 'done' ? ' (done)' : state === 'pending' ? ' (to do)' : ' (current step)'}
                  </span>
                </span>
              </Link>
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
