/**
 * The mail outbox on both databases, against a real SMTP server: a mail asked for while SMTP is down arrives once it
 * is back, a "451 try later" is retried, a 5xx is given up with its reason, every try of one mail is the same mail,
 * and /healthz reports what waits.
 */
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeEach, expect, it } from 'vitest';
import { loadConfig } from '../src/config.js';
import { composeAccountMail } from '../src/auth/account-mail.js';
import { UsersRepository } from '../src/auth/users-repository.js';
import { outbox } from '../src/db/schema.js';
import { MailDelivery } from '../src/mail/delivery.js';
import { createMailer } from '../src/mail/mailer.js';
import { OutboxRepository } from '../src/mail/outbox-repository.js';
import { describeOnDatabases, type Harness } from './harness.js';
import { linkIn, SmtpSink } from './smtp-sink.js';

const PUBLIC_URL = 'https://app.hirestride.test';
const RESET = /Reset your/;
const CONFIRM = /Confirm your email/;
const REFUSED = 'refused@example.com';

const sink = await SmtpSink.start({ reject: [REFUSED] });
afterAll(() => sink.close());

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function eventually<T>(read: () => Promise<T | undefined>, timeoutMs = 15_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error('timed out waiting');
    await sleep(50);
  }
}

async function askForReset(h: Harness, email: string) {
  const agent = h.agent();
  await agent.get('/csrf/');
  return agent.post('/dj-rest-auth/password/reset/', { email });
}

const rows = (h: Harness) => h.database.db.select().from(outbox).orderBy(outbox.id);

async function mailRow(h: Harness, kind: 'password_reset' | 'verify_email', userId: number | null) {
  return (await rows(h)).filter((row) => row.kind === kind && row.userId === userId).at(-1);
}

const userId = async (h: Harness, email: string) => (await new UsersRepository(h.database.db).byEmail(email))!.id;

async function health(h: Harness) {
  return (await h.agent().get('/healthz')).json() as { mail: { unsent: number; oldest_unsent_seconds: number } };
}

/** The mails of `subject` received for `to`. */
const received = (to: string, subject: RegExp) => sink.mailsTo(to).filter((mail) => subject.test(mail.subject));

describeOnDatabases(
  'mail outbox',
  (h) => {
    beforeEach(async () => {
      await sink.restart();
      sink.clear();
    });

    it('keeps a reset asked for while SMTP is down and delivers it, once, when SMTP is back', async () => {
      await h.agent().register('ada@example.com');
      await sink.waitFor('ada@example.com', { subject: CONFIRM });
      await sink.stop();

      const res = await askForReset(h, 'ada@example.com');
      expect(res.statusCode).toBe(200);
      const id = await userId(h, 'ada@example.com');
      // A try has failed and the mail waits; /healthz says so.
      const waiting = await eventually(async () => {
        const row = await mailRow(h, 'password_reset', id);
        return row && row.attempts >= 1 ? row : undefined;
      });
      expect(waiting).toMatchObject({ sentAt: null, gaveUpAt: null, lastError: expect.stringMatching(/^E[A-Z]+$/) });
      const backlog = (await health(h)).mail;
      expect(backlog.unsent).toBe(1);
      expect(backlog.oldest_unsent_seconds).toBeGreaterThanOrEqual(0);

      await sink.restart();
      const mail = await sink.waitFor('ada@example.com', { subject: RESET, timeoutMs: 20_000 });
      const [, uid, token] = new RegExp(`^${PUBLIC_URL}/reset-password/([^/]+)/([^/]+)$`).exec(linkIn(mail))!;
      const agent = h.agent();
      await agent.get('/csrf/');
      const confirmed = await agent.post('/dj-rest-auth/password/reset/confirm/', {
        uid,
        token,
        new_password1: 'meadow-Lantern-77',
        new_password2: 'meadow-Lantern-77',
      });
      expect(confirmed.statusCode).toBe(200);
      expect((await h.agent().login('ada@example.com', 'meadow-Lantern-77')).statusCode).toBe(200);

      await sleep(2_500);
      expect(received('ada@example.com', RESET)).toHaveLength(1);
      expect((await health(h)).mail).toEqual({ unsent: 0, oldest_unsent_seconds: null });
      expect(await mailRow(h, 'password_reset', id)).toMatchObject({ sentAt: expect.any(Date) });
    }, 40_000);

    it('tries again after a "451 try later", and sends the mail once it is accepted', async () => {
      await h.agent().register('bo@example.com');
      await sink.waitFor('bo@example.com', { subject: CONFIRM });
      sink.tryLaterNext(2);
      expect((await askForReset(h, 'bo@example.com')).statusCode).toBe(200);
      await sink.waitFor('bo@example.com', { subject: RESET, timeoutMs: 20_000 });
      // The verification mail's try, then the reset's three: two answered 451, the third accepted.
      expect(sink.tries.filter((to) => to === 'bo@example.com')).toHaveLength(4);
      const id = await userId(h, 'bo@example.com');
      const sent = await eventually(async () => {
        const row = await mailRow(h, 'password_reset', id);
        return row?.sentAt ? row : undefined;
      });
      expect(sent).toMatchObject({
        attempts: 2,
        lastError: 'smtp_451',
        sentAt: expect.any(Date),
        gaveUpAt: null,
      });
    }, 40_000);

    it('gives up on a permanent refusal (5xx), records why, and tries no more', async () => {
      const res = await h.agent().register(REFUSED);
      expect(res.statusCode).toBe(201);
      const id = await userId(h, REFUSED);
      const row = await eventually(async () => {
        const found = await mailRow(h, 'verify_email', id);
        return found?.gaveUpAt ? found : undefined;
      });
      expect(row).toMatchObject({ attempts: 1, lastError: 'smtp_550', sentAt: null });
      await sleep(2_500);
      expect(sink.tries.filter((to) => to === REFUSED)).toHaveLength(1);
      expect((await health(h)).mail.unsent).toBe(0);
    }, 30_000);

    it('sends nothing for an address with no account, after the same work as for one', async () => {
      expect((await askForReset(h, 'nobody@example.com')).statusCode).toBe(200);
      const row = await eventually(async () => {
        const found = await mailRow(h, 'password_reset', null);
        return found?.gaveUpAt ? found : undefined;
      });
      expect(row).toMatchObject({ lastError: 'no_account', attempts: 0 });
      expect(sink.tries).toEqual([]);
      // Nothing waits, so the embedded worker has nothing to wake for.
      expect(await new OutboxRepository(h.database.db).nextDueInMs()).toBeNull();
    });

    it('drops the mails of a deleted account', async () => {
      const agent = h.agent();
      await agent.register('gone@example.com');
      await sink.waitFor('gone@example.com', { subject: CONFIRM });
      await sink.stop();
      await askForReset(h, 'gone@example.com');
      const id = await userId(h, 'gone@example.com');
      await eventually(async () => ((await mailRow(h, 'password_reset', id))?.attempts ? true : undefined));
      expect(
        (await agent.post('/api/account/delete/', { password: 'river-Tango-42', confirm: 'DELETE' })).statusCode,
      ).toBe(200);
      expect((await rows(h)).filter((row) => row.userId === id)).toEqual([]);
      await sink.restart();
      await sleep(3_000);
      expect(received('gone@example.com', RESET)).toEqual([]);
    }, 30_000);

    it('writes the account and its verification mail together: a registration that fails queues nothing', async () => {
      const attempts = await Promise.all(
        Array.from({ length: 4 }, async () => {
          const agent = h.agent();
          return (await agent.register('twice@example.com')).statusCode;
        }),
      );
      expect(attempts.filter((status) => status === 201)).toHaveLength(1);
      const verify = (await rows(h)).filter((row) => row.kind === 'verify_email');
      expect(verify).toHaveLength(1);
      expect(verify[0]!.userId).toBe(await userId(h, 'twice@example.com'));
    });

    it('makes every try of one mail the same mail: the same link and Message-ID', async () => {
      await h.agent().register('cy@example.com');
      await sink.waitFor('cy@example.com', { subject: CONFIRM });
      const id = await userId(h, 'cy@example.com');
      const repository = new OutboxRepository(h.database.db);
      const config = loadConfig({ NODE_ENV: 'test', SMTP_URL: sink.url, PUBLIC_URL, LOG_LEVEL: 'silent' });
      const delivery = new MailDelivery(
        repository,
        createMailer(config.mail, silent),
        composeAccountMail({ config: h.config, users: new UsersRepository(h.database.db) }),
        { retryDelaySeconds: 1, maxTries: 3 },
        silent,
      );
      // Due tomorrow, with no queue entry: only this test's delivery tries it.
      const [{ mailId }] = (await h.database.db
        .insert(outbox)
        .values({ userId: id, kind: 'password_reset', nextAttemptAt: sql`now() + interval '1 day'` })
        .returning({ mailId: outbox.id })) as [{ mailId: number }];
      expect(await delivery.attempt(mailId)).toEqual({ outcome: 'done' });
      await sleep(1_100);
      // As if the process died after the server took the mail and before it was marked sent.
      await h.database.db.update(outbox).set({ sentAt: null }).where(eq(outbox.id, mailId));
      expect(await delivery.attempt(mailId)).toEqual({ outcome: 'done' });
      const [first, second] = received('cy@example.com', RESET);
      expect(second).toBeDefined();
      expect(linkIn(second!)).toBe(linkIn(first!));
      expect(second!.messageId).toBe(first!.messageId);
      expect(first!.messageId).toMatch(/^<outbox\.\d+\.[0-9a-z]+@app\.hirestride\.test>$/);
      // A mail already sent is not sent again.
      expect(await delivery.attempt(mailId)).toEqual({ outcome: 'done' });
      expect(received('cy@example.com', RESET)).toHaveLength(2);
    });

    it('does not send a link that would arrive expired', async () => {
      await h.agent().register('late@example.com');
      await sink.waitFor('late@example.com', { subject: CONFIRM });
      await sink.stop();
      await askForReset(h, 'late@example.com');
      const id = await userId(h, 'late@example.com');
      await eventually(async () => ((await mailRow(h, 'password_reset', id))?.attempts ? true : undefined));
      // The outage outlasted the link's hour.
      await h.database.db
        .update(outbox)
        .set({ createdAt: sql`now() - interval '2 hours'`, nextAttemptAt: sql`now()` })
        .where(eq(outbox.userId, id));
      await sink.restart();
      const row = await eventually(async () => {
        const found = await mailRow(h, 'password_reset', id);
        return found?.gaveUpAt ? found : undefined;
      }, 20_000);
      expect(row.lastError).toBe('link_expired');
      expect(received('late@example.com', RESET)).toEqual([]);
    }, 40_000);
  },
  { env: { SMTP_URL: sink.url, PUBLIC_URL, MAIL_RETRY_DELAY: '1s' } },
);

const silent = { info: () => undefined, warn: () => undefined, error: () => undefined } as never;
