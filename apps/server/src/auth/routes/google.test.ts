import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { exportJWK, generateKeyPair, SignJWT } from 'jose';
import { afterAll, expect, it } from 'vitest';
import { apiMessages } from '@hirestride/shared';
import { describeOnDatabases } from '../../../test/harness.js';

const CLIENT_ID = 'test-client.apps.googleusercontent.com';
const { publicKey, privateKey } = await generateKeyPair('RS256');
const stranger = await generateKeyPair('RS256');
const jwk = { ...(await exportJWK(publicKey)), kid: 'test-key', alg: 'RS256', use: 'sig' };
const jwksServer = createServer((_req, res) => {
  res.setHeader('content-type', 'application/json');
  res.end(JSON.stringify({ keys: [jwk] }));
});
await new Promise<void>((resolve) => jwksServer.listen(0, '127.0.0.1', resolve));
const jwksUrl = `http://127.0.0.1:${(jwksServer.address() as AddressInfo).port}/certs`;
afterAll(() => new Promise((resolve) => jwksServer.close(resolve)));

interface TokenOptions {
  claims?: Record<string, unknown>;
  audience?: string;
  issuer?: string;
  expiresAt?: number;
  key?: Awaited<ReturnType<typeof generateKeyPair>>['privateKey'];
}

function googleToken(options: TokenOptions = {}) {
  const now = Math.floor(Date.now() / 1000);
  return new SignJWT({
    sub: '1234567890',
    email: 'Gina@Gmail.com',
    email_verified: true,
    given_name: 'Gina',
    family_name: 'Google',
    ...options.claims,
  })
    .setProtectedHeader({ alg: 'RS256', kid: 'test-key' })
    .setIssuer(options.issuer ?? 'https://accounts.google.com')
    .setAudience(options.audience ?? CLIENT_ID)
    .setIssuedAt(now - 10)
    .setExpirationTime(options.expiresAt ?? now + 3600)
    .sign(options.key ?? privateKey);
}

describeOnDatabases(
  'POST /dj-rest-auth/google/',
  (h) => {
    const signInWith = async (token: string, field: 'access_token' | 'id_token' = 'access_token') => {
      const agent = h.agent();
      await agent.get('/csrf/');
      const res = await agent.post('/dj-rest-auth/google/', { [field]: token });
      return { agent, res };
    };

    it('tells the web app the client id', async () => {
      const res = await h.agent().get('/api/auth-config/');
      expect(res.json()).toEqual({ google_client_id: CLIENT_ID, support_email: null });
    });

    it('creates the user on first use with the names from the token, then signs the same user in', async () => {
      const first = await signInWith(await googleToken());
      expect(first.res.statusCode).toBe(200);
      expect(first.res.json().user).toMatchObject({ email: 'gina@gmail.com', first_name: 'Gina', last_name: 'Google' });
      expect((await first.agent.get('/dj-rest-auth/user/')).statusCode).toBe(200);
      const again = await signInWith(await googleToken({ claims: { email: 'gina.new@gmail.com' } }), 'id_token');
      expect(again.res.statusCode).toBe(200);
      expect(again.res.json().user.pk).toBe(first.res.json().user.pk);
    });

    it('accepts the bare issuer accounts.google.com', async () => {
      const { res } = await signInWith(await googleToken({ issuer: 'accounts.google.com' }));
      expect(res.statusCode).toBe(200);
    });

    it('refuses an email that belongs to a verified password account', async () => {
      await h.agent().register('gina@gmail.com');
      // An unverified one can be claimed (google-claim.test.ts); a verified owner is never linked silently.
      await h.database.exec(`UPDATE users SET email_verified = true`);
      const { res } = await signInWith(await googleToken());
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ detail: apiMessages.emailTaken });
    });

    it.each([
      ['wrong audience', { audience: 'someone-else' }],
      ['wrong issuer', { issuer: 'https://evil.example.com' }],
      ['expired', { expiresAt: Math.floor(Date.now() / 1000) - 60 }],
      ['bad signature', { key: stranger.privateKey }],
    ] as Array<[string, TokenOptions]>)('refuses a token with a %s', async (_name, options) => {
      const { res } = await signInWith(await googleToken(options));
      expect(res.statusCode).toBe(400);
      expect(res.json().detail).toBe(apiMessages.googleInvalid);
    });

    it('refuses an unverified email', async () => {
      const { res } = await signInWith(await googleToken({ claims: { email_verified: false } }));
      expect(res.statusCode).toBe(400);
      expect(res.json().detail).toBe(apiMessages.googleUnverified);
    });

    it.each(['', 'garbage', 'a.b.c', 'x'.repeat(5000)])('answers 400, never 500, to %j', async (token) => {
      const { res } = await signInWith(token);
      expect(res.statusCode).toBe(400);
      expect(res.json().detail).toEqual(expect.any(String));
    });
  },
  { env: { GOOGLE_CLIENT_ID: CLIENT_ID, GOOGLE_JWKS_URL: jwksUrl } },
);

describeOnDatabases('POST /dj-rest-auth/google/ without configuration', (h) => {
  it('answers 400 "Google sign-in is not configured."', async () => {
    const agent = h.agent();
    await agent.get('/csrf/');
    const res = await agent.post('/dj-rest-auth/google/', { access_token: await googleToken() });
    expect(res.statusCode).toBe(400);
    expect(res.json().detail).toBe(apiMessages.googleNotConfigured);
    expect((await agent.get('/api/auth-config/')).json()).toEqual({ google_client_id: null, support_email: null });
  });
});
