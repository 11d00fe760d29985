/**
 * A sentence for the Log In page to show once: "your account was deleted", "your password was reset". It is kept for
 * the browser tab rather than passed with the navigation, because the route guards may be the ones that navigate.
 */
import { useLocation } from 'react-router';
import { useHydrated } from '../app/useHydrated';

const KEY = 'hirestride:login-notice';

/** Leaves `text` for the next Log In page this tab shows. */
export function leaveLoginNotice(text: string): void {
  try {
    sessionStorage.setItem(KEY, text);
  } catch {
    // Storage refused (private mode): the user lands on Log In without the sentence.
  }
}

/** The notice taken, and the visit (history entry) it was taken for: rendering that visit again shows it again. */
let taken: { visit: string; text: string | null } | undefined;

function noticeFor(visit: string): string | null {
  if (taken?.visit !== visit) {
    let text: string | null = null;
    try {
      text = sessionStorage.getItem(KEY);
      sessionStorage.removeItem(KEY);
    } catch {
      // nothing to take
    }
    taken = { visit, text };
  }
  return taken.text;
}

/** The notice left for this visit of Log In, once the page is live (a pre-rendered page must first match the server's). */
export function useLoginNotice(): string | null {
  const { key } = useLocation();
  return useHydrated() ? noticeFor(key) : null;
}
