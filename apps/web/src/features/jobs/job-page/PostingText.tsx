/** The posting as pasted, line breaks kept; a long one is cut to about twelve lines until the user asks for all of it. */
import { useLayoutEffect, useRef, useState } from 'react';
import { useDisclosure } from '../../../components/useDisclosure';

export function PostingText({ text }: { text: string }) {
  const { open, panelId, buttonProps } = useDisclosure(false);
  const ref = useRef<HTMLDivElement>(null);
  // Whether the text is longer than the cut: measured, since it depends on the screen's width, not the characters.
  const [long, setLong] = useState(false);

  useLayoutEffect(() => {
    const element = ref.current;
    // Opened, nothing is cut, so nothing can be measured: keep what was found while it was cut.
    if (!element || open) return;
    const observer = new ResizeObserver(() => setLong(element.scrollHeight > element.clientHeight + 1));
    observer.observe(element);
    return () => observer.disconnect();
  }, [text, open]);

  return (
    <div>
      <div className="relative">
        <div
          ref={ref}
          id={panelId}
          data-testid="posting-text"
          className={`text-[15px] leading-relaxed break-words whitespace-pre-wrap text-slate-800 ${open ? '' : 'line-clamp-12'}`}
        >
          {text}
        </div>
        {long && !open && (
          <div
            aria-hidden="true"
            className="pointer-events-none absolute inset-x-0 bottom-0 h-12 bg-linear-to-t from-white to-white/0"
          />
        )}
      </div>
      {long && (
        <button
          {...buttonProps}
          className="mt-2 rounded-md px-2 py-1 text-sm font-semibold text-brand-700 hover:bg-brand-50 focus-visible:ring-2 focus-visible:ring-brand-500 focus-visible:outline-none"
        >
          {open ? 'Show less' : 'Show all'}
        </button>
      )}
    </div>
  );
}
