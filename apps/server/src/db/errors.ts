/** PostgreSQL's error states as the driver reports them, looked for through the ORM's wrapping. */

/** True when `error`, or an error it wraps, carries the SQLSTATE `state`. */
export function hasSqlState(error: unknown, state: string): boolean {
  let current = error as { code?: unknown; cause?: unknown } | undefined;
  for (let depth = 0; current && depth < 6; depth += 1) {
    if (current.code === state) return true;
    current = current.cause as typeof current;
  }
  return false;
}

/** unique_violation: two writers raced for one unique value (two registrations of one email). */
export const UNIQUE_VIOLATION = '23505';
/** foreign_key_violation: the row a new row points at is gone (a sign-in ended while it was refreshed). */
export const FOREIGN_KEY_VIOLATION = '23503';
/** deadlock_detected: PostgreSQL chose this transaction to end so another could go on. */
export const DEADLOCK_DETECTED = '40P01';
