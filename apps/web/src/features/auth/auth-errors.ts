/** The spec's failure messages for the sign-in screens (SPEC.md section 8). */
import { ApiError } from '../../api/client';

/** Server detail, else '{Kind} failed.'; an unreadable body or a network failure gets its own sentence. */
export function authFailureMessage(error: unknown, kind: 'Login' | 'Signup'): string {
  if (error instanceof ApiError) {
    if (error.body === null) return `${kind} failed. No details returned.`;
    return error.detail ?? `${kind} failed.`;
  }
  return `${kind} failed. Please try again.`;
}
