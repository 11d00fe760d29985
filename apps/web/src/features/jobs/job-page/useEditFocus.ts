/** Focus follows an edit: into the form when it opens, back to the button that opened it when it closes. */
import { useEffect, useRef } from 'react';

export function useEditFocus<Panel extends HTMLElement = HTMLFormElement>(open: boolean) {
  const panelRef = useRef<Panel>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const wasOpen = useRef(open);
  useEffect(() => {
    if (open) panelRef.current?.querySelector<HTMLElement>('input, select, textarea')?.focus();
    // Only after closing: on first render focus stays where the user left it.
    else if (wasOpen.current) buttonRef.current?.focus();
    wasOpen.current = open;
  }, [open]);
  return { panelRef, buttonRef };
}
