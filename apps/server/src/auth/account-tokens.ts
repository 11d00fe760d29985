/**
 * Stateless, signed tokens for links we email (as Django's PasswordResetTokenGenerator): nothing is stored, and a
 * token stops working once what it was signed over changes.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';

/** A reset link works for an hour (and once: resetting changes the password it was signed over). */
export const RESET_TOKEN_SECONDS = 60 * 60;
/** A verification link works for three days. */
export const VERIFY_KEY_SECONDS = 3 * 24 * 60 * 60;

/** 128 bits of the HMAC: out of reach of guessing, and short enough for a link. */
const MAC_BYTES = 16;

/**
 * What a reset token is signed over: any change to these (a new password, an email change, a sign-in since the link
 * was mailed) voids it.
 */
export interface ResetSubject {
  id: number;
  email: string;
  passwordHash: string | null;
  credentialsChangedAt: Date;
  lastLoginAt: Date | null;
}

/** What a verification key is signed over: it proves this address for this account. */
export interface VerifySubject {
  id: number;
  email: string;
}

/** Django's uid: the base64url (unpadded) of the user id's decimal text. */
export function encodeUid(id: number): string {
  return Buffer.from(String(id), 'utf8').toString('base64url');
}

/** The user id a uid names, or null when it is not exactly what encodeUid makes. */
export function decodeUid(uid: string): number | null {
  if (!/^[A-Za-z0-9_-]{1,24}$/.test(uid)) return null;
  const text = Buffer.from(uid, 'base64url').toString('utf8');
  if (!/^[1-9]\d{0,14}$/.test(text)) return null;
  const id = Number(text);
  // Only the canonical spelling: no second uid may name the same user.
  return Number.isSafeInteger(id) && encodeUid(id) === uid ? id : null;
}

/** Makes and checks reset tokens and verification keys; `now` (epoch ms) is injectable for tests. */
export class AccountTokens {
  private readonly key: Buffer;

  constructor(
    secretKey: string,
    private readonly now: () => number = Date.now,
  ) {
    // A key of its own, so a MAC made here can never stand in for a session or JWT signature (or the reverse).
    this.key = createHmac('sha256', secretKey).update('hirestride/account-tokens/v1').digest();
  }

  /** A password reset token: `<timestamp base36>-<mac>`. */
  resetToken(user: ResetSubject): string {
    const stamp = this.stamp();
    return `${stamp.toString(36)}-${this.mac(resetFields(user, stamp))}`;
  }

  /** True when the token was made for this user as it is now, within the last hour. */
  checkResetToken(user: ResetSubject, token: string): boolean {
    const match = /^([0-9a-z]{1,10})-([A-Za-z0-9_-]{1,64})$/.exec(token);
    if (!match) return false;
    const stamp = parseInt(match[1]!, 36);
    return this.fresh(stamp, RESET_TOKEN_SECONDS) && this.macMatches(resetFields(user, stamp), match[2]!);
  }

  /** An email verification key: `<uid>:<timestamp base36>:<mac>`. */
  verificationKey(user: VerifySubject): string {
    const stamp = this.stamp();
    return `${encodeUid(user.id)}:${stamp.toString(36)}:${this.mac(verifyFields(user, stamp))}`;
  }

  /** The user id a key names, without checking it: look the user up, then call checkVerificationKey. */
  verificationKeyUser(key: string): number | null {
    const uid = /^([A-Za-z0-9_-]{1,24}):[0-9a-z]{1,10}:[A-Za-z0-9_-]{1,64}$/.exec(key)?.[1];
    return uid === undefined ? null : decodeUid(uid);
  }

  /** True when the key was made for this user and this address, within the last three days. */
  checkVerificationKey(user: VerifySubject, key: string): boolean {
    const parts = key.split(':');
    if (parts.length !== 3 || decodeUid(parts[0]!) !== user.id) return false;
    if (!/^[0-9a-z]{1,10}$/.test(parts[1]!)) return false;
    const stamp = parseInt(parts[1]!, 36);
    return this.fresh(stamp, VERIFY_KEY_SECONDS) && this.macMatches(verifyFields(user, stamp), parts[2]!);
  }

  private stamp(): number {
    return Math.floor(this.now() / 1000);
  }

  /** Not older than `lifetime`, and not from the future (a clock far ahead would otherwise lengthen its life). */
  private fresh(stamp: number, lifetime: number): boolean {
    const age = this.stamp() - stamp;
    return Number.isSafeInteger(stamp) && age >= 0 && age <= lifetime;
  }

  private mac(fields: unknown[]): string {
    // JSON keeps the fields apart: no two different field lists serialise to the same text.
    return createHmac('sha256', this.key)
      .update(JSON.stringify(fields))
      .digest()
      .subarray(0, MAC_BYTES)
      .toString('base64url');
  }

  private macMatches(fields: unknown[], given: string): boolean {
    const expected = Buffer.from(this.mac(fields));
    const actual = Buffer.from(given);
    return expected.length === actual.length && timingSafeEqual(expected, actual);
  }
}

function resetFields(user: ResetSubject, stamp: number): unknown[] {
  return [
    'reset',
    user.id,
    user.email,
    user.passwordHash ?? '',
    user.credentialsChangedAt.getTime(),
    user.lastLoginAt?.getTime() ?? '',
    stamp,
  ];
}

function verifyFields(user: VerifySubject, stamp: number): unknown[] {
  return ['verify', user.id, user.email, stamp];
}
