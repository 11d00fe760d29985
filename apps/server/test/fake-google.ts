/** A stand-in for Google's identity side in tests: serves a JWKS over HTTP and mints ID tokens signed by its key. */
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { exportJWK, generateKeyPair, SignJWT } from 'jose';

export const FAKE_GOOGLE_CLIENT_ID = 'test-client.apps.googleusercontent.com';

export interface FakeGoogle {
  /** For GOOGLE_JWKS_URL. */
  jwksUrl: string;
  /** An ID token for this client, valid for an hour; `claims` override sub, email, names, email_verified. */
  token(claims?: Record<string, unknown>): Promise<string>;
  close(): Promise<void>;
}

/** Starts the JWKS server on a free port of 127.0.0.1. */
export async function startFakeGoogle(): Promise<FakeGoogle> {
  const { publicKey, privateKey } = await generateKeyPair('RS256');
  const jwk = { ...(await exportJWK(publicKey)), kid: 'test-key', alg: 'RS256', use: 'sig' };
  const server = createServer((_req, res) => {
    res.setHeader('content-type', 'application/json');
    res.end(JSON.stringify({ keys: [jwk] }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    jwksUrl: `http://127.0.0.1:${port}/certs`,
    token(claims = {}) {
      const now = Math.floor(Date.now() / 1000);
      return new SignJWT({
        sub: '1234567890',
        email: 'gina@gmail.com',
        email_verified: true,
        given_name: 'Gina',
        family_name: 'Google',
        ...claims,
      })
        .setProtectedHeader({ alg: 'RS256', kid: 'test-key' })
        .setIssuer('https://accounts.google.com')
        .setAudience(FAKE_GOOGLE_CLIENT_ID)
        .setIssuedAt(now - 10)
        .setExpirationTime(now + 3600)
        .sign(privateKey);
    },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
