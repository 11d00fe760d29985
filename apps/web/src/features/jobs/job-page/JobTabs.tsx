/** The job page's tabs: the job itself, and its match (ARIA tabs: arrow keys move between them). */
import { useRef, type KeyboardEvent } from 'react';

export type JobTab = 'overview' | 'match';
const tabs: Array<[JobTab, string]> = [
  ['overview', 'Overview'],
  ['match', 'Match'],
];

export function JobTabs({ current, onChange }: { current: JobTab; onChange: (tab: JobTab) => void }) {
  const refs = useRef<Array<HTMLButtonElement | null>>([]);
  const onKeyDown = (event: KeyboardEvent, index: number) => {
    const step = event.key === 'ArrowRight' ? 1 : event.key === 'ArrowLeft' ? -1 : 0;
    if (step === 0) return;
    event.preventDefault();
    const next = (index + step + tabs.length) % tabs.length;
    onChange(tabs[next]![0]);
    refs.current[next]?.focus();
  };
  return (
    <div role="tablist" aria-label="Job sections" className="flex gap-1 border-b border-slate-200">
      {tabs.map(([tab, label], index) => (
        <button
          key={tab}
          ref={(element) => {
            refs.current[index] = element;
          }}
          type="button"
          role="tab"
          id={`job-tab-button-${tab}`}
          aria-selected={current === tab}
          aria-controls={`job-tab-${tab}`}
          tabIndex={current === tab ? 0 : -1}
          onClick={() => onChange(tab)}
          onKeyDown={(event) => onKeyDown(event, index)}
          className={`-mb-px border-b-2 px-4 py-2 text-sm font-semibold ${current === tab ? 'border-brand-600 text-brand-700' : 'border-transparent text-slate-600 hover:text-slate-900'}`}
        >
          {label}
        </button>
      ))}
    </div>
  );
}
