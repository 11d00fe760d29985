/** When a mail that could not be sent is tried again, and when the outbox stops trying. */
import { failureCodes } from './mailer.js';

export interface RetryPolicy {
  /** The wait before the first retry; each later wait doubles. */
  retryDelaySeconds: number;
  /** Tries in all, the first included. */
  maxTries: number;
}

/** What one failed try means for the mail. */
export interface FailedTry {
  /** False for a permanent refusal (an SMTP 5xx): trying again would be refused again. */
  retry: boolean;
  /** What went wrong, as a code safe to store and log: "smtp_451", "ECONNREFUSED", "error". */
  reason: string;
}

/**
 * Reads a send's failure: an SMTP reply of 4xx ("try later") and anything that never reached a reply (refused or
 * dropped connection, timeout) are worth another try; a 5xx reply is the server's final word.
 */
export function readFailure(error: unknown): FailedTry {
  const { code, responseCode } = failureCodes(error);
  if (responseCode !== undefined) return { retry: responseCode < 500, reason: `smtp_${responseCode}` };
  return { retry: true, reason: code ?? 'error' };
}

/** Seconds to wait after the `failures`-th failed try (1, 2, …): the delay, doubled for each failure before. */
export function retryDelay(policy: RetryPolicy, failures: number): number {
  return policy.retryDelaySeconds * 2 ** Math.min(16, Math.max(0, failures - 1));
}
