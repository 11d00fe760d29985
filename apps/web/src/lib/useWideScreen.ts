/** Whether the screen is as wide as the side navigation's breakpoint (Tailwind's `lg`), followed as it changes. */
import { useSyncExternalStore } from 'react';

const WIDE_SCREEN = '(min-width: 1024px)';

/** The answer now, outside React (an event handler deciding whether a panel is an overlay). */
export const isWideScreen = () => typeof window !== 'undefined' && window.matchMedia(WIDE_SCREEN).matches;

const onWidthChange = (changed: () => void) => {
  const query = window.matchMedia(WIDE_SCREEN);
  query.addEventListener('change', changed);
  return () => query.removeEventListener('change', changed);
};

/** Followed as it changes (a window resized, a tablet turned); null until the app is live, as on a page drawn ahead. */
export function useWideScreen(): boolean | null {
  return useSyncExternalStore(onWidthChange, isWideScreen, () => null);
}
