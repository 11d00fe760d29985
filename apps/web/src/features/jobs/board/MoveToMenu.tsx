/** A card's "Move to…" menu: the way to move a card without dragging (up, down, or to another stage's column). */
import { memo, useLayoutEffect, useState, type CSSProperties } from 'react';
import { createPortal } from 'react-dom';
import type { JobListItem } from '@hirestride/shared/jobs';
import { JOB_STAGES, stageLabels, type JobStage } from '@hirestride/shared/job-choices';
import { useMenu } from '../../../components/useMenu';
import type { PlaceOf } from './JobCard';

interface Props {
  job: JobListItem;
  placeOf: PlaceOf;
  disabled: boolean;
  onMove(job: JobListItem, stage: JobStage, index: number): void;
}

const MENU_HEIGHT = 300;

export const MoveToMenu = memo(function MoveToMenu({ job, placeOf, onMove, disabled }: Props) {
  const { title, stage } = job;
  const { open, close, rootRef, buttonRef, buttonProps, menuProps } = useMenu();
  // Fixed from its first render: placed in the page's flow at the end of <body>, it would lengthen the page.
  const [style, setStyle] = useState<CSSProperties>({ position: 'fixed' });

  // The menu is fixed to the viewport beside its button, below it when there is room and above it otherwise.
  useLayoutEffect(() => {
    if (!open) return;
    const place = () => {
      const rect = buttonRef.current?.getBoundingClientRect();
      if (!rect) return;
      const below = rect.bottom + MENU_HEIGHT < window.innerHeight;
      setStyle({
        position: 'fixed',
        right: Math.max(8, window.innerWidth - rect.right),
        ...(below ? { top: rect.bottom + 4 } : { bottom: window.innerHeight - rect.top + 4 }),
      });
    };
    place();
    window.addEventListener('resize', place);
    window.addEventListener('scroll', place, true);
    return () => {
      window.removeEventListener('resize', place);
      window.removeEventListener('scroll', place, true);
    };
  }, [open, buttonRef]);

  // Read when the menu opens, which draws it afresh.
  const { index, total } = open ? placeOf(job.id) : { index: 0, total: 0 };
  const choose = (to: JobStage, at: number) => {
    close(true);
    onMove(job, to, at);
  };
  const item =
    'block w-full px-4 py-2 text-left text-sm text-slate-700 hover:bg-slate-100 focus:bg-slate-100 disabled:text-slate-400 disabled:hover:bg-transparent';
  return (
    <div ref={rootRef}>
      <button
        {...buttonProps}
        aria-label={`Move ${title}`}
        disabled={disabled}
        title="Move to…"
        className="-mr-1 rounded-md px-1.5 py-0.5 text-lg leading-none font-bold text-slate-500 hover:bg-slate-100 hover:text-slate-800 disabled:cursor-default disabled:opacity-40"
      >
        <span aria-hidden="true">⋯</span>
      </button>
      {open &&
        createPortal(
          <div
            {...menuProps}
            aria-label={`Move ${title}`}
            style={style}
            className="z-50 w-56 rounded-lg border border-slate-200 bg-white py-1 shadow-lg"
          >
            {[
              { label: 'Move to the top', at: 0, off: index === 0 },
              { label: 'Move up', at: index - 1, off: index === 0 },
              { label: 'Move down', at: index + 1, off: index >= total - 1 },
            ].map(({ label, at, off }) => (
              <button
                key={label}
                type="button"
                role="menuitem"
                tabIndex={-1}
                className={item}
                disabled={off}
                onClick={() => choose(stage, at)}
              >
                {label}
              </button>
            ))}
            <div className="my-1 border-t border-slate-200" role="none" />
            <p role="none" className="px-4 pt-1 pb-0.5 text-xs font-semibold tracking-wide text-slate-500 uppercase">
              Move to
            </p>
            {JOB_STAGES.filter((other) => other !== stage).map((other) => (
              <button
                key={other}
                type="button"
                role="menuitem"
                tabIndex={-1}
                className={item}
                onClick={() => choose(other, 0)}
              >
                {stageLabels[other]}
              </button>
            ))}
          </div>,
          document.body,
        )}
    </div>
  );
});
