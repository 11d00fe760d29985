/** An optional answer timer (1, 2 or 3 minutes): start, pause, reset; screen readers hear the last minute and the end. */
import { useEffect, useState } from 'react';

const CHOICES = [0, 60, 120, 180] as const;
const clock = (seconds: number) => `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;

/** `onUsed` hears the seconds used so far, so the answer can keep them. */
export function PracticeTimer({ onUsed }: { onUsed(seconds: number): void }) {
  const [limit, setLimit] = useState<number>(120);
  const [used, setUsed] = useState(0);
  const [running, setRunning] = useState(false);
  const left = Math.max(limit - used, 0);
  // The clock stops by itself at zero; the user's own answer goes on.
  const ticking = running && !(limit > 0 && used >= limit);

  useEffect(() => {
    if (!ticking) return;
    const timer = setInterval(() => setUsed((n) => n + 1), 1000);
    return () => clearInterval(timer);
  }, [ticking]);
  useEffect(() => onUsed(used), [used, onUsed]);

  const announcement =
    limit === 0 ? '' : left === 0 && used > 0 ? 'Time is up.' : left === 60 && limit > 60 ? 'One minute left.' : '';
  return (
    <div className="flex flex-wrap items-center gap-2" role="group" aria-label="Timer">
      <label className="flex items-center gap-2 text-sm text-slate-700">
        Timer
        <select
          value={limit}
          disabled={running}
          onChange={(event) => {
            setLimit(Number(event.target.value));
            setUsed(0);
          }}
          className="rounded-md border border-slate-300 bg-white px-2 py-1"
        >
          {CHOICES.map((seconds) => (
            <option key={seconds} value={seconds}>
              {seconds === 0 ? 'Off' : `${seconds / 60} min`}
            </option>
          ))}
        </select>
      </label>
      {limit > 0 && (
        <>
          <span
            className={`min-w-[3.5rem] rounded-md px-2 py-1 text-center font-mono text-lg font-semibold ${left === 0 ? 'bg-red-100 text-red-800' : left <= 30 ? 'bg-amber-100 text-amber-900' : 'bg-slate-100 text-slate-900'}`}
            aria-label={`${clock(left)} left`}
            data-testid="timer"
          >
            {clock(left)}
          </span>
          <button
            type="button"
            disabled={left === 0}
            onClick={() => setRunning((r) => !r)}
            className="rounded-md border border-slate-300 bg-white px-3 py-1 text-sm font-semibold text-slate-700 hover:bg-slate-100 disabled:opacity-50"
          >
            {ticking ? 'Pause' : used > 0 ? 'Resume' : 'Start timer'}
          </button>
          <button
            type="button"
            onClick={() => {
              setRunning(false);
              setUsed(0);
            }}
            className="rounded-md px-2 py-1 text-sm font-semibold text-brand-700 hover:bg-brand-50"
          >
            Reset
          </button>
        </>
      )}
      <span className="sr-only" aria-live="assertive">
        {announcement}
      </span>
      {left === 0 && limit > 0 && used > 0 && <span className="text-sm font-semibold text-red-700">Time is up.</span>}
    </div>
  );
}
