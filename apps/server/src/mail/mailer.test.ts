import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PRODUCT_NAME } from '@hirestride/shared';
import { SmtpSink } from '../../test/smtp-sink.js';
import { createMailer, sendInBackground, type MailLog } from './mailer.js';
import { passwordResetMail, verificationMail } from './messages.js';

const FROM = 'HireStride <no-reply@hirestride.test>';

/** A real Fastify (pino) logger writing JSON lines into an array. */
function collectingLog(): { log: MailLog; entries: () => Array<Record<string, unknown>>; raw: string[] } {
  const raw: string[] = [];
  const app = Fastify({ logger: { level: 'info', stream: { write: (line: string) => void raw.push(line) } } });
  return { log: app.log, raw, entries: () => raw.map((line) => JSON.parse(line) as Record<string, unknown>) };
}

async function eventually<T>(read: () => T | undefined, timeoutMs = 5_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = read();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

describe('SMTP mailer', () => {
  let sink: SmtpSink;
  beforeAll(async () => {
    sink = await SmtpSink.start({ reject: ['nobody@example.com'] });
  });
  afterAll(() => sink.close());

  it('delivers the mail, text and HTML, from MAIL_FROM', async () => {
    const mailer = createMailer({ smtpUrl: sink.url, from: FROM }, collectingLog().log);
    await mailer.send(passwordResetMail('ada@example.com', 'http://app.test/reset-password/MQ/abc-def'));
    const mail = await sink.waitFor('ada@example.com');
    expect(mail.from).toBe('"HireStride" <no-reply@hirestride.test>');
    expect(mail.subject).toBe(`Reset your ${PRODUCT_NAME} password`);
    expect(mail.text).toContain('http://app.test/reset-password/MQ/abc-def');
    expect(mail.html).toContain('href="http://app.test/reset-password/MQ/abc-def"');
  });

  it('sends to exactly one address, and never to a list', async () => {
    const mailer = createMailer({ smtpUrl: sink.url, from: FROM }, collectingLog().log);
    await mailer.send(passwordResetMail('one@example.com', 'http://app.test/reset-password/MQ/one'));
    expect((await sink.waitFor('one@example.com')).to).toEqual(['one@example.com']);
    const before = sink.mails.length;
    for (const to of [
      'two@example.com,three@example.com',
      'two@example.com; three@example.com',
      'Two <two@example.com>',
    ]) {
      await expect(mailer.send(passwordResetMail(to, 'http://app.test/reset-password/MQ/two'))).rejects.toThrow(
        'exactly one valid address',
      );
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(sink.mails.length).toBe(before);
  });

  it('in the background, logs a refused delivery without the address', async () => {
    const { log, entries, raw } = collectingLog();
    const mailer = createMailer({ smtpUrl: sink.url, from: FROM }, log);
    sendInBackground(
      mailer,
      () => verificationMail('nobody@example.com', 'http://app.test/verify-email/k'),
      log,
      'verify',
    );
    const failure = await eventually(() => entries().find((entry) => entry.event === 'mail_failed'));
    expect(failure).toMatchObject({ level: 50, kind: 'verify', responseCode: 550 });
    expect(raw.join('')).not.toContain('nobody@example.com');
    expect(raw.join('')).not.toContain('verify-email');
  });

  it('in the background, logs an unreachable server without the address', async () => {
    const { log, entries, raw } = collectingLog();
    const closed = await SmtpSink.start();
    await closed.close();
    const mailer = createMailer({ smtpUrl: closed.url, from: FROM }, log);
    sendInBackground(
      mailer,
      () => passwordResetMail('ada@example.com', 'http://app.test/r/1/2'),
      log,
      'password_reset',
    );
    const failure = await eventually(() => entries().find((entry) => entry.event === 'mail_failed'));
    expect(failure).toMatchObject({ level: 50, kind: 'password_reset', code: expect.any(String) });
    expect(raw.join('')).not.toContain('ada@example.com');
  });
});

describe('console mailer (no SMTP_URL)', () => {
  it('writes the whole mail, link included, to the log as one info entry', async () => {
    const { log, entries } = collectingLog();
    const mailer = createMailer({ smtpUrl: undefined, from: FROM }, log);
    const link = 'http://127.0.0.1:3000/reset-password/MQ/abc-def';
    await mailer.send(passwordResetMail('ada@example.com', link));
    expect(entries()).toHaveLength(1);
    expect(entries()[0]).toMatchObject({
      level: 30,
      event: 'mail_logged',
      mail: { from: FROM, to: 'ada@example.com', subject: `Reset your ${PRODUCT_NAME} password` },
    });
    expect((entries()[0]!.mail as { text: string }).text).toContain(link);
  });

  it('counts as sent for sendInBackground', async () => {
    const { log, entries } = collectingLog();
    sendInBackground(
      createMailer({ smtpUrl: undefined, from: FROM }, log),
      () => verificationMail('a@b.co', 'x'),
      log,
      'verify',
    );
    await eventually(() => entries().find((entry) => entry.event === 'mail_sent'));
    expect(entries().map((entry) => entry.event)).toEqual(['mail_logged', 'mail_sent']);
  });
});

describe('mail texts', () => {
  it.each([
    ['password reset', passwordResetMail, /within the next hour/],
    ['verification', verificationMail, /within the next three days/],
  ] as const)('the %s mail names the product, holds the link, and escapes it in HTML', (_name, make, wording) => {
    const link = 'http://app.test/x?a=1&b="2"';
    const mail = make('ada@example.com', link);
    expect(mail.to).toBe('ada@example.com');
    expect(mail.subject).toContain(PRODUCT_NAME);
    expect(mail.text).toMatch(wording);
    expect(mail.text).toContain(link);
    expect(mail.html).toContain('http://app.test/x?a=1&#38;b=&#34;2&#34;');
    expect(mail.html).not.toContain('"2"');
  });
});
