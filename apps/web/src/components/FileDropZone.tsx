/**
 * A box a file can be dropped on. Dropping is only a shortcut: what the box holds (its label and a file input, the
 * way in by keyboard and touch) is the caller's. While it is shown, a file dropped beside it is ignored rather than
 * opened by the browser in place of the app, which would lose what the user had chosen.
 */
import { useEffect, useState, type DragEvent, type ReactNode } from 'react';

const hasFiles = (event: DragEvent | globalThis.DragEvent) => event.dataTransfer?.types.includes('Files') ?? false;

function useNoStrayDrops() {
  useEffect(() => {
    const ignore = (event: globalThis.DragEvent) => {
      if (hasFiles(event)) event.preventDefault();
    };
    window.addEventListener('dragover', ignore);
    window.addEventListener('drop', ignore);
    return () => {
      window.removeEventListener('dragover', ignore);
      window.removeEventListener('drop', ignore);
    };
  }, []);
}

interface Props {
  /** The first file dropped; not called while `disabled`. */
  onFile(file: File): void;
  disabled?: boolean;
  /** Spacing of the box's content (padding, gap). */
  className?: string;
  /** The box's content, told whether a file is being dragged over it (to say "Drop the file…"). */
  children(dragging: boolean): ReactNode;
}

export function FileDropZone({ onFile, disabled = false, className = 'gap-3 px-4 py-8', children }: Props) {
  const [dragging, setDragging] = useState(false);
  useNoStrayDrops();
  return (
    <div
      onDragEnter={(event) => hasFiles(event) && setDragging(true)}
      onDragOver={(event) => {
        if (!hasFiles(event)) return;
        event.preventDefault();
        event.dataTransfer.dropEffect = 'copy';
      }}
      onDragLeave={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setDragging(false);
      }}
      onDrop={(event) => {
        event.preventDefault();
        setDragging(false);
        const dropped = event.dataTransfer.files[0];
        if (dropped && !disabled) onFile(dropped);
      }}
      className={`mt-4 flex flex-col items-center rounded-xl border-2 border-dashed text-center transition-colors ${className} ${dragging ? 'border-brand-500 bg-brand-50' : 'border-slate-300 bg-slate-50'}`}
    >
      <svg aria-hidden="true" viewBox="0 0 24 24" className="h-10 w-10 text-brand-500">
        <path
          d="M12 16V4m0 0-4 4m4-4 4 4M4 16v3a1 1 0 0 0 1 1h14a1 1 0 0 0 1-1v-3"
          fill="none"
          stroke="currentColor"
          strokeWidth="1.8"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
      </svg>
      {children(dragging)}
    </div>
  );
}
