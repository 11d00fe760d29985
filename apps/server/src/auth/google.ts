/** Verifies Google Identity Services ID tokens against Google's published keys (or GOOGLE_JWKS_URL). */
import { createRemoteJWKSet, errors as joseErrors, jwtVerify } from 'jose';
import { apiMessages } from '@hirestride/shared';
import { HttpError } from '../http/errors.js';

export interface GoogleIdentity {
  sub: string;
  email: string;
  givenName: string;
  familyName: string;
  /** When Google issued the token (epoch seconds): how fresh the sign-in is. */
  issuedAt: number;
}

const ISSUERS = ['accounts.google.com', 'https://accounts.google.com'];

export class GoogleVerifier {
  private readonly jwks: ReturnType<typeof createRemoteJWKSet>;

  constructor(
    private readonly clientId: string,
    jwksUrl: string,
  ) {
    this.jwks = createRemoteJWKSet(new URL(jwksUrl), { timeoutDuration: 5_000, cooldownDuration: 30_000 });
  }

  /** The identity in a valid token; 400 for any invalid token, 503 when Google's keys cannot be fetched. */
  async verify(idToken: string): Promise<GoogleIdentity> {
    let payload: Record<string, unknown>;
    try {
      ({ payload } = await jwtVerify(idToken, this.jwks, {
        issuer: ISSUERS,
        audience: this.clientId,
        algorithms: ['RS256'],
        requiredClaims: ['sub', 'exp', 'iat'],
      }));
    } catch (error) {
      if (error instanceof joseErrors.JWKSTimeout || isFetchFailure(error)) {
        throw new HttpError(503, { detail: apiMessages.unavailable });
      }
      throw new HttpError(400, { detail: apiMessages.googleInvalid, non_field_errors: [apiMessages.googleInvalid] });
    }
    const verified = payload.email_verified === true || payload.email_verified === 'true';
    if (typeof payload.email !== 'string' || !verified) {
      throw new HttpError(400, {
        detail: apiMessages.googleUnverified,
        non_field_errors: [apiMessages.googleUnverified],
      });
    }
    return {
      sub: String(payload.sub),
      email: payload.email,
      givenName: typeof payload.given_name === 'string' ? payload.given_name.slice(0, 150) : '',
      familyName: typeof payload.family_name === 'string' ? payload.family_name.slice(0, 150) : '',
      issuedAt: Number(payload.iat),
    };
  }
}

function isFetchFailure(error: unknown): boolean {
  if (error instanceof joseErrors.JOSEError) return false;
  return error instanceof TypeError && /fetch/i.test(error.message);
}
