/** JWT access and refresh tokens (HS256 only), compatible in shape with djangorestframework-simplejwt. */
import { createHmac, randomUUID } from 'node:crypto';
import { errors as joseErrors, jwtVerify, SignJWT } from 'jose';

export const ACCESS_TOKEN_SECONDS = 5 * 60;
export const REFRESH_TOKEN_SECONDS = 14 * 24 * 60 * 60;

export type TokenType = 'access' | 'refresh';

export interface TokenClaims {
  userId: number;
  jti: string;
  type: TokenType;
  /** Issued-at, seconds since the epoch. */
  iat: number;
  /** Expiry, seconds since the epoch. */
  exp: number;
  /** The public id of the sign-in (session) the token belongs to; ending that session ends the token. */
  sid: string;
}

/** Signs and verifies tokens with a key derived from SECRET_KEY (never the raw key). */
export class TokenService {
  private readonly key: Uint8Array;

  constructor(secretKey: string) {
    this.key = createHmac('sha256', secretKey).update('hirestride/jwt/v1').digest();
  }

  /** A token of the sign-in `sid`; `notAfter` (epoch seconds) caps its expiry at the sign-in's own end. */
  async issue(
    userId: number,
    type: TokenType,
    sid: string,
    notAfter = Infinity,
  ): Promise<{ token: string; claims: TokenClaims }> {
    const iat = Math.floor(Date.now() / 1000);
    const exp = Math.min(iat + (type === 'access' ? ACCESS_TOKEN_SECONDS : REFRESH_TOKEN_SECONDS), notAfter);
    const jti = randomUUID();
    const token = await new SignJWT({ token_type: type, user_id: userId, sid })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setJti(jti)
      .setIssuedAt(iat)
      .setExpirationTime(exp)
      .sign(this.key);
    return { token, claims: { userId, jti, type, iat, exp, sid } };
  }

  /** The claims of a valid token of the expected type, or null for anything else. */
  async verify(token: string, expected: TokenType): Promise<TokenClaims | null> {
    try {
      const { payload } = await jwtVerify(token, this.key, {
        algorithms: ['HS256'],
        requiredClaims: ['exp', 'iat', 'jti'],
      });
      if (payload.token_type !== expected) return null;
      if (typeof payload.user_id !== 'number' || !Number.isSafeInteger(payload.user_id)) return null;
      // Tokens from before sign-ins had ids (at most one access lifetime ago) name no session: refused.
      if (typeof payload.sid !== 'string' || payload.sid.length === 0) return null;
      const {
        user_id: userId,
        jti,
        iat,
        exp,
        sid,
      } = payload as { user_id: number; jti: string; iat: number; exp: number; sid: string };
      return { userId, jti, type: expected, iat, exp, sid };
    } catch (error) {
      if (error instanceof joseErrors.JOSEError || error instanceof TypeError) return null;
      throw error;
    }
  }
}
