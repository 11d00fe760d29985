/** The letter's claims the library does not back, checked again on the server a moment after typing stops. */
import { useEffect, useRef, useState } from 'react';
import { coverLettersApi, type Claim } from '../../api/cover-letters';

const QUIET_MS = 600;

export interface ClaimsCheck {
  claims: Claim[];
  /** The text the claims belong to (their offsets are into it). */
  checkedText: string;
  /** 'checking' while the claims belong to an older text; 'failed' when checking this text failed. */
  status: 'idle' | 'checking' | 'failed';
  retry(): void;
}

/** Checks `text` whenever it settles; `paused` holds the check while text is still streaming in. */
export function useClaims(
  text: string,
  job: { job: number | null; title?: string; company?: string },
  paused: boolean,
): ClaimsCheck {
  const [check, setCheck] = useState<{ claims: Claim[]; checkedText: string; failedText: string | null }>({
    claims: [],
    checkedText: '',
    failedText: null,
  });
  const [attempt, setAttempt] = useState(0);
  const latest = useRef(0);
  const jobKey = JSON.stringify(job);

  useEffect(() => {
    if (paused || !text.trim()) return;
    const run = ++latest.current;
    const timer = setTimeout(() => {
      coverLettersApi.check(text, JSON.parse(jobKey) as typeof job).then(
        ({ claims }) => {
          if (run === latest.current) setCheck({ claims, checkedText: text, failedText: null });
        },
        () => {
          if (run === latest.current) setCheck((current) => ({ ...current, failedText: text }));
        },
      );
    }, QUIET_MS);
    return () => clearTimeout(timer);
  }, [text, jobKey, paused, attempt]);

  const retry = () => {
    setCheck((current) => ({ ...current, failedText: null }));
    setAttempt((n) => n + 1);
  };
  // An empty letter states nothing: no request needed.
  if (!text.trim()) return { claims: [], checkedText: text, status: 'idle', retry };
  const status = check.failedText === text ? 'failed' : check.checkedText === text ? 'idle' : 'checking';
  return { claims: check.claims, checkedText: check.checkedText, status, retry };
}
