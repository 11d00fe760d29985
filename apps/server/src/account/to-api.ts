/** The account page's answers: the delete dialog's summary and the signed-in devices. */
import { describeUserAgent, type AccountSession } from '@hirestride/shared';
import type { SessionRow } from '../auth/sessions-repository.js';
import type { UserRow } from '../auth/users-repository.js';

export function summaryToApi(user: UserRow, counts: Record<string, number>) {
  return {
    email: user.email,
    has_password: user.passwordHash !== null,
    email_verified: user.emailVerified,
    counts,
  };
}

/** A device signed in; `currentId` is the session of the request that asks. */
export function sessionToApi(row: SessionRow, currentId: string): AccountSession {
  return {
    id: row.publicId,
    browser: describeUserAgent(row.userAgent),
    created_at: row.createdAt.toISOString(),
    last_seen_at: row.lastSeenAt.toISOString(),
    current: row.id === currentId,
  };
}
