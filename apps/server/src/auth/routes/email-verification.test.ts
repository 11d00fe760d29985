import { afterAll, beforeEach, expect, it } from 'vitest';
import { apiMessages, messages } from '@hirestride/shared';
import { describeOnDatabases, type Harness } from '../../../test/harness.js';
import { linkIn, SmtpSink } from '../../../test/smtp-sink.js';
import { AccountTokens, encodeUid } from '../account-tokens.js';
import { UsersRepository } from '../users-repository.js';

const PUBLIC_URL = 'https://app.hirestride.test';
const VERIFY_SUBJECT = /Confirm your email/;

const sink = await SmtpSink.start();
afterAll(() => sink.close());

/** The key of the next verification link mailed to `email`. */
async function mailedKey(email: string): Promise<string> {
  const link = linkIn(await sink.waitFor(email, { subject: VERIFY_SUBJECT }));
  expect(link.startsWith(`${PUBLIC_URL}/verify-email/`)).toBe(true);
  return link.slice(`${PUBLIC_URL}/verify-email/`.length);
}

async function post(h: Harness, url: string, body: unknown) {
  const agent = h.agent();
  await agent.get('/csrf/');
  return agent.post(url, body);
}

const verify = (h: Harness, key: string) => post(h, '/dj-rest-auth/registration/verify-email/', { key });
const resend = (h: Harness, email: string) => post(h, '/dj-rest-auth/registration/resend-email/', { email });

describeOnDatabases(
  'email verification',
  (h) => {
    const users = () => new UsersRepository(h.database.db);
    beforeEach(() => sink.clear());

    it('sign-up works at once and mails a link; the link verifies the address', async () => {
      const agent = h.agent();
      const res = await agent.register('new@example.com');
      expect(res.statusCode).toBe(201);
      expect(res.json().user).toMatchObject({ email_verified: false, has_password: true });
      const key = await mailedKey('new@example.com');

      const done = await verify(h, key);
      expect(done.statusCode).toBe(200);
      expect(done.json()).toEqual({ detail: apiMessages.emailVerified });
      expect((await agent.get('/dj-rest-auth/user/')).json()).toMatchObject({ email_verified: true });
      // Opening the link twice (a second tab, a mail scanner) is not an error.
      expect((await verify(h, key)).statusCode).toBe(200);
    });

    it('refuses bad keys with a 400 under key, changing nothing', async () => {
      await h.agent().register('bad@example.com');
      const key = await mailedKey('bad@example.com');
      const user = (await users().byEmail('bad@example.com'))!;
      const [uid, stamp, mac] = key.split(':');
      const oldClock = new AccountTokens(h.config.secretKey, () => Date.now() - 3 * 86_400_000 - 60_000);
      const current = new AccountTokens(h.config.secretKey);
      for (const bad of [
        'garbage',
        // Another first character (all six of its bits are the MAC's; the last character's low bits are not, and a
        // MAC that already ended in the replacement would not change at all).
        `${uid}:${stamp}:${mac![0] === 'A' ? 'B' : 'A'}${mac!.slice(1)}`,
        `${encodeUid(user.id + 1)}:${stamp}:${mac}`,
        `${uid}:${(parseInt(stamp!, 36) + 1).toString(36)}:${mac}`,
        oldClock.verificationKey(user),
        // A key for an address the account no longer has.
        current.verificationKey({ id: user.id, email: 'previous@example.com' }),
        `${encodeUid(9999)}:${stamp}:${mac}`,
      ]) {
        const res = await verify(h, bad);
        expect(res.statusCode, bad).toBe(400);
        expect(res.json()).toEqual({ detail: apiMessages.verifyKeyInvalid, key: [apiMessages.verifyKeyInvalid] });
      }
      expect((await users().byId(user.id))!.emailVerified).toBe(false);
    });

    it('names the missing key', async () => {
      const res = await post(h, '/dj-rest-auth/registration/verify-email/', {});
      expect(res.statusCode).toBe(400);
      expect(res.json().key).toEqual([apiMessages.required]);
    });

    it('resends a fresh link only to an unverified account, with one answer for every address', async () => {
      await h.agent().register('pending@example.com');
      await mailedKey('pending@example.com');
      await h.agent().register('done@example.com');
      expect((await verify(h, await mailedKey('done@example.com'))).statusCode).toBe(200);

      const answers = [];
      for (const email of ['pending@example.com', 'done@example.com', 'nobody@example.com']) {
        const res = await resend(h, email);
        answers.push([res.statusCode, res.body]);
      }
      expect(answers).toEqual(Array(3).fill([200, JSON.stringify({ detail: apiMessages.verificationSent })]));
      expect((await verify(h, await mailedKey('pending@example.com'))).statusCode).toBe(200);
      expect(sink.mailsTo('done@example.com')).toHaveLength(1);
      expect(sink.mailsTo('nobody@example.com')).toEqual([]);
    });

    it('refuses a malformed address to resend to', async () => {
      const res = await resend(h, 'nope');
      expect(res.statusCode).toBe(400);
      expect(res.json().email).toEqual([messages.invalidEmail]);
    });

    it('limits resending per address, known or not', async () => {
      await h.agent().register('many@example.com');
      for (const email of ['many@example.com', 'ghost@example.com']) {
        for (let i = 0; i < 5; i += 1) expect((await resend(h, email)).statusCode).toBe(200);
        expect((await resend(h, email)).statusCode).toBe(429);
      }
    });
  },
  { env: { SMTP_URL: sink.url, PUBLIC_URL } },
);

describeOnDatabases(
  'sign-up with the mail server down',
  (h) => {
    it('still creates the account and answers at once', async () => {
      const started = Date.now();
      const res = await h.agent().register('offline@example.com');
      expect(res.statusCode).toBe(201);
      expect(Date.now() - started).toBeLessThan(5_000);
      const reset = await post(h, '/dj-rest-auth/password/reset/', { email: 'offline@example.com' });
      expect(reset.json()).toEqual({ detail: apiMessages.passwordResetSent });
    });
  },
  // Port 9 (discard) on localhost: nothing listens there, so every connection is refused.
  { env: { SMTP_URL: 'smtp://127.0.0.1:9' } },
);
