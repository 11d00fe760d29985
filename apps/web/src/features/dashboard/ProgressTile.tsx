/**
 * A Career Progress tile: a tick when done, otherwise a cross (the spec's). The cross is grey, not red: for a new
 * user nothing has failed yet, and the card above the tiles says what to do first.
 */
export function ProgressTile({ label, done }: { label: string; done: boolean }) {
  return (
    <li className="flex items-center gap-3 rounded-xl border border-slate-200 bg-white p-4" data-testid="progress-tile">
      <span
        role="img"
        aria-label={done ? 'done' : 'not done'}
        data-state={done ? 'done' : 'pending'}
        className={`flex h-8 w-8 shrink-0 items-center justify-center rounded-full text-base font-bold ${done ? 'bg-emerald-100 text-emerald-700' : 'bg-slate-100 text-slate-500'}`}
      >
        {done ? '✓' : '✗'}
      </span>
      <span className="text-sm font-medium text-slate-800">{label}</span>
    </li>
  );
}
