import { afterAll, beforeEach, expect, it } from 'vitest';
import { apiMessages, messages } from '@hirestride/shared';
import { describeOnDatabases, type Agent, type Harness } from '../../../test/harness.js';
import { linkIn, SmtpSink } from '../../../test/smtp-sink.js';
import { AccountTokens, encodeUid } from '../account-tokens.js';
import { UsersRepository } from '../users-repository.js';

const PUBLIC_URL = 'https://app.hirestride.test';
const OLD = 'river-Tango-42';
const NEW = 'meadow-Lantern-77';
const RESET_SUBJECT = /Reset your/;

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

const sink = await SmtpSink.start();
afterAll(() => sink.close());

/** Asks for a reset link for `email` and returns the answer. */
async function askForReset(h: Harness, email: string, headers: Record<string, string> = {}) {
  const agent = h.agent();
  await agent.get('/csrf/');
  return agent.post('/dj-rest-auth/password/reset/', { email }, { headers });
}

/** The uid and token of the reset link mailed to `email`. */
async function mailedReset(email: string): Promise<{ link: string; uid: string; token: string }> {
  const link = linkIn(await sink.waitFor(email, { subject: RESET_SUBJECT }));
  const match = new RegExp(`^${PUBLIC_URL}/reset-password/([^/]+)/([^/]+)$`).exec(link);
  if (!match) throw new Error(`unexpected reset link ${link}`);
  return { link, uid: match[1]!, token: match[2]! };
}

async function confirm(agent: Agent, uid: string, token: string, password1 = NEW, password2 = password1) {
  await agent.get('/csrf/');
  return agent.post('/dj-rest-auth/password/reset/confirm/', {
    uid,
    token,
    new_password1: password1,
    new_password2: password2,
  });
}

describeOnDatabases(
  'password reset by email',
  (h) => {
    const users = () => new UsersRepository(h.database.db);
    beforeEach(() => sink.clear());

    it('mails a PUBLIC_URL link (never the Host header) that sets the password once', async () => {
      await h.agent().register('ada@example.com', OLD);
      const res = await askForReset(h, ' Ada@Example.com ', {
        host: 'evil.example',
        'x-forwarded-host': 'evil.example',
      });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ detail: apiMessages.passwordResetSent });
      const { link, uid, token } = await mailedReset('ada@example.com');
      expect(link).not.toContain('evil.example');
      expect(uid).toBe(encodeUid((await users().byEmail('ada@example.com'))!.id));

      const done = await confirm(h.agent(), uid, token);
      expect(done.statusCode).toBe(200);
      expect(done.json()).toEqual({ detail: apiMessages.passwordResetDone });
      expect((await h.agent().login('ada@example.com', OLD)).statusCode).toBe(400);
      const signedIn = await h.agent().login('ada@example.com', NEW);
      expect(signedIn.statusCode).toBe(200);
      // Opening the link proved the address.
      expect(signedIn.json().user).toMatchObject({ email_verified: true, has_password: true });

      const again = await confirm(h.agent(), uid, token, 'second-Attempt-99');
      expect(again.statusCode).toBe(400);
      expect(again.json()).toEqual({ detail: apiMessages.resetLinkInvalid, token: [apiMessages.resetLinkInvalid] });
      expect((await h.agent().login('ada@example.com', NEW)).statusCode).toBe(200);
    });

    it('answers an unknown address with the same status and body, and mails nothing', async () => {
      await h.agent().register('known@example.com');
      const known = await askForReset(h, 'known@example.com');
      const unknown = await askForReset(h, 'nobody@example.com');
      expect(unknown.statusCode).toBe(known.statusCode);
      expect(unknown.body).toBe(known.body);
      await mailedReset('known@example.com');
      expect(sink.mailsTo('nobody@example.com')).toEqual([]);
    });

    it('ends every session and refresh token of the account', async () => {
      const first = h.agent();
      const { refresh } = (await first.register('sessions@example.com', OLD)).json();
      const second = h.agent();
      expect((await second.login('sessions@example.com', OLD)).statusCode).toBe(200);
      await askForReset(h, 'sessions@example.com');
      const { uid, token } = await mailedReset('sessions@example.com');
      // Even the browser that asked for the reset signs in again.
      expect((await confirm(first, uid, token)).statusCode).toBe(200);
      expect((await first.get('/dj-rest-auth/user/')).statusCode).toBe(401);
      expect((await second.get('/dj-rest-auth/user/')).statusCode).toBe(401);
      expect((await h.agent().post('/dj-rest-auth/token/refresh/', { refresh })).statusCode).toBe(401);
    });

    it('stops working once the owner signs in, and keeps the password', async () => {
      await h.agent().register('remembered@example.com', OLD);
      await askForReset(h, 'remembered@example.com');
      const { uid, token } = await mailedReset('remembered@example.com');
      // The owner remembered the password after all (or someone else asked for the link).
      expect((await h.agent().login('remembered@example.com', OLD)).statusCode).toBe(200);
      const res = await confirm(h.agent(), uid, token);
      expect(res.statusCode).toBe(400);
      expect(res.json().token).toEqual([apiMessages.resetLinkInvalid]);
      expect((await h.agent().login('remembered@example.com', OLD)).statusCode).toBe(200);
    });

    it.each([
      ['59 minutes', 200, 59],
      ['61 minutes', 400, 61],
    ])('a link made %s ago answers %d', async (_name, status, minutes) => {
      await h.agent().register('clock@example.com', OLD);
      const user = (await users().byEmail('clock@example.com'))!;
      const old = new AccountTokens(h.config.secretKey, () => Date.now() - minutes * 60_000);
      const res = await confirm(h.agent(), encodeUid(user.id), old.resetToken(user));
      expect(res.statusCode).toBe(status);
      if (status === 400) expect(res.json().token).toEqual([apiMessages.resetLinkInvalid]);
    });

    it('refuses a link for one user used with another uid, an unknown uid, and garbage, changing nothing', async () => {
      await h.agent().register('victim@example.com', OLD);
      await h.agent().register('attacker@example.com', OLD);
      await askForReset(h, 'attacker@example.com');
      const { token } = await mailedReset('attacker@example.com');
      const victim = (await users().byEmail('victim@example.com'))!;
      for (const [uid, given] of [
        [encodeUid(victim.id), token],
        [encodeUid(9999), token],
        ['not-a-uid', token],
        [encodeUid(victim.id), 'garbage'],
        [encodeUid(victim.id), ''.padEnd(200, 'a')],
      ]) {
        const res = await confirm(h.agent(), uid!, given!);
        expect(res.statusCode, `${uid} ${given}`).toBe(400);
        expect(res.json().token).toEqual([apiMessages.resetLinkInvalid]);
      }
      expect((await h.agent().login('victim@example.com', OLD)).statusCode).toBe(200);
      expect((await users().byId(victim.id))!.emailVerified).toBe(false);
    });

    it.each([
      ['mismatched passwords', NEW, 'meadow-Lantern-78', apiMessages.passwordMismatch],
      ['a common password', 'password1', 'password1', apiMessages.passwordTooCommon],
      ['a short password', 'ab1', 'ab1', messages.passwordTooShort],
    ])('refuses %s under new_password2 and keeps the link usable', async (_name, one, two, message) => {
      await h.agent().register('rules@example.com', OLD);
      await askForReset(h, 'rules@example.com');
      const { uid, token } = await mailedReset('rules@example.com');
      const before = (await users().byEmail('rules@example.com'))!.passwordHash;
      const res = await confirm(h.agent(), uid, token, one, two);
      expect(res.statusCode).toBe(400);
      expect(res.json().new_password2).toContain(message);
      // Read from the database: signing in to prove the password unchanged would void the link.
      expect((await users().byEmail('rules@example.com'))!.passwordHash).toBe(before);
      expect((await confirm(h.agent(), uid, token)).statusCode).toBe(200);
    });

    it('sets a first password on a Google-only account', async () => {
      await users().create({ email: 'gonly@gmail.com', googleSub: 'g-1', emailVerified: true });
      await askForReset(h, 'gonly@gmail.com');
      const { uid, token } = await mailedReset('gonly@gmail.com');
      expect((await confirm(h.agent(), uid, token)).statusCode).toBe(200);
      const res = await h.agent().login('gonly@gmail.com', NEW);
      expect(res.statusCode).toBe(200);
      expect(res.json().user.has_password).toBe(true);
    });

    it.each(['not-an-email', 'known@example.com,attacker@example.com'])(
      'refuses a malformed address with a 400: %j',
      async (email) => {
        const res = await askForReset(h, email);
        expect(res.statusCode).toBe(400);
        expect(res.json().email).toEqual([messages.invalidEmail]);
      },
    );

    it('limits each address alike, known or not, without changing the answer before the limit', async () => {
      await h.agent().register('limited@example.com');
      for (const email of ['limited@example.com', 'unknown@example.com']) {
        for (let i = 0; i < 5; i += 1) expect((await askForReset(h, email)).statusCode).toBe(200);
        const res = await askForReset(h, email);
        expect(res.statusCode).toBe(429);
        expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
      }
    });

    it('limits each client address', async () => {
      for (let i = 0; i < 20; i += 1) expect((await askForReset(h, `ip${i}@example.com`)).statusCode).toBe(200);
      expect((await askForReset(h, 'ip-last@example.com')).statusCode).toBe(429);
    });
  },
  { env: { SMTP_URL: sink.url, PUBLIC_URL, MAIL_FROM: 'HireStride <accounts@hirestride.test>' } },
);

describeOnDatabases('password reset timing', (h) => {
  it('answers an unknown address in about the time of a known one', async () => {
    const known = ['t1@example.com', 't2@example.com', 't3@example.com'];
    for (const email of known) await h.agent().register(email);
    let client = 0;
    // Straight to the app from a new client address each time, so no limit interferes; no cookies, so no CSRF.
    const time = async (email: string) => {
      client += 1;
      const started = performance.now();
      const res = await h.app.inject({
        method: 'POST',
        url: '/dj-rest-auth/password/reset/',
        payload: { email },
        remoteAddress: `10.0.${Math.floor(client / 250)}.${client % 250}`,
      });
      expect(res.statusCode).toBe(200);
      return performance.now() - started;
    };
    for (let i = 0; i < 3; i += 1) await time(`warmup-${i}@example.com`);
    const knownTimes: number[] = [];
    const unknownTimes: number[] = [];
    for (let i = 0; i < 15; i += 1) {
      knownTimes.push(await time(known[i % known.length]!));
      unknownTimes.push(await time(`nobody-${i}@example.com`));
    }
    // Answers take a few milliseconds: within a factor of two, plus a few milliseconds a busy machine adds. What
    // would give an address away (a mail sent before answering) costs tens of milliseconds and still fails this.
    expect(median(knownTimes)).toBeLessThan(2 * median(unknownTimes) + 3);
    expect(median(unknownTimes)).toBeLessThan(2 * median(knownTimes) + 3);
  });
});
