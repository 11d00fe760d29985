import { afterAll, beforeEach, expect, it } from 'vitest';
import { apiMessages } from '@hirestride/shared';
import { FAKE_GOOGLE_CLIENT_ID, startFakeGoogle } from '../../../test/fake-google.js';
import { describeOnDatabases, type Harness } from '../../../test/harness.js';
import { linkIn, SmtpSink } from '../../../test/smtp-sink.js';

const SQUATTER_PASSWORD = 'river-Tango-42';

const google = await startFakeGoogle();
const sink = await SmtpSink.start();
afterAll(async () => {
  await google.close();
  await sink.close();
});

async function signInWithGoogle(h: Harness, claims: Record<string, unknown> = {}) {
  const agent = h.agent();
  await agent.get('/csrf/');
  const res = await agent.post('/dj-rest-auth/google/', { access_token: await google.token(claims) });
  return { agent, res };
}

describeOnDatabases(
  'Google sign-in for an address another account holds',
  (h) => {
    beforeEach(() => sink.clear());

    it('creates Google accounts with the address verified and no password', async () => {
      const { res } = await signInWithGoogle(h);
      expect(res.statusCode).toBe(200);
      expect(res.json().user).toMatchObject({ email: 'gina@gmail.com', email_verified: true, has_password: false });
    });

    it('claims an unverified password account: the squatter is signed out and their password stops working', async () => {
      const squatter = h.agent();
      const registered = (await squatter.register('gina@gmail.com', SQUATTER_PASSWORD)).json();
      const elsewhere = h.agent();
      expect((await elsewhere.login('gina@gmail.com', SQUATTER_PASSWORD)).statusCode).toBe(200);

      const { agent: owner, res } = await signInWithGoogle(h);
      expect(res.statusCode).toBe(200);
      expect(res.json().user).toMatchObject({
        pk: registered.user.pk,
        email: 'gina@gmail.com',
        first_name: 'Gina',
        last_name: 'Google',
        email_verified: true,
        has_password: false,
      });
      expect((await owner.get('/dj-rest-auth/user/')).statusCode).toBe(200);

      expect((await squatter.get('/dj-rest-auth/user/')).statusCode).toBe(401);
      expect((await elsewhere.get('/dj-rest-auth/user/')).statusCode).toBe(401);
      const stale = await h.agent().post('/dj-rest-auth/token/refresh/', { refresh: registered.refresh });
      expect(stale.statusCode).toBe(401);
      const bearer = h.agent();
      bearer.bearer = registered.access;
      expect((await bearer.get('/dj-rest-auth/user/')).statusCode).toBe(401);
      expect((await h.agent().login('gina@gmail.com', SQUATTER_PASSWORD)).statusCode).toBe(400);

      // The next Google sign-in finds the account by its Google id.
      const again = await signInWithGoogle(h);
      expect(again.res.json().user.pk).toBe(registered.user.pk);
    });

    it('leaves a verified password account alone: no silent linking', async () => {
      await h.agent().register('gina@gmail.com', SQUATTER_PASSWORD);
      const link = linkIn(await sink.waitFor('gina@gmail.com', { subject: /Confirm your email/ }));
      const key = link.slice(link.indexOf('/verify-email/') + '/verify-email/'.length);
      const agent = h.agent();
      await agent.get('/csrf/');
      expect((await agent.post('/dj-rest-auth/registration/verify-email/', { key })).statusCode).toBe(200);

      const { res } = await signInWithGoogle(h);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ detail: apiMessages.emailTaken, email: [apiMessages.emailTaken] });
      const owner = await h.agent().login('gina@gmail.com', SQUATTER_PASSWORD);
      expect(owner.statusCode).toBe(200);
      expect(owner.json().user).toMatchObject({ email_verified: true, has_password: true });
    });

    it('leaves an account of another Google user alone', async () => {
      expect((await signInWithGoogle(h, { sub: 'first-google-user' })).res.statusCode).toBe(200);
      const { res } = await signInWithGoogle(h, { sub: 'second-google-user' });
      expect(res.statusCode).toBe(400);
      expect(res.json().detail).toBe(apiMessages.emailTaken);
    });
  },
  { env: { GOOGLE_CLIENT_ID: FAKE_GOOGLE_CLIENT_ID, GOOGLE_JWKS_URL: google.jwksUrl, SMTP_URL: sink.url } },
);
