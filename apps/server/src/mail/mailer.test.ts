import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PRODUCT_NAME } from '@hirestride/shared';
import { SmtpSink } from '../../test/smtp-sink.js';
import { createMailer, type MailLog } from './mailer.js';
import { passwordResetMail, verificationMail } from './messages.js';
import { readFailure } from './retry.js';

const FROM = 'HireStride <no-reply@hirestride.test>';

/** A real Fastify (pino) logger writing JSON lines into an array. */
function collectingLog(): { log: MailLog; entries: () => Array<Record<string, unknown>>; raw: string[] } {
  const raw: string[] = [];
  const app = Fastify({ logger: { level: 'info', stream: { write: (line: string) => void raw.push(line) } } });
  return { log: app.log, raw, entries: () => raw.map((line) => JSON.parse(line) as Record<string, unknown>) };
}

describe('SMTP mailer', () => {
  let sink: SmtpSink;
  beforeAll(async () => {
    sink = await SmtpSink.start({ reject: ['nobody@example.com'], tryLater: ['later@example.com'] });
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

  it('rejects a refused delivery with the reply code: a 5xx is final, a 4xx worth another try', async () => {
    const mailer = createMailer({ smtpUrl: sink.url, from: FROM }, collectingLog().log);
    const refused = await mailer.send(verificationMail('nobody@example.com', 'http://app.test/v/k')).catch((e) => e);
    expect(refused).toMatchObject({ responseCode: 550 });
    expect(readFailure(refused)).toEqual({ retry: false, reason: 'smtp_550' });
    const later = await mailer.send(verificationMail('later@example.com', 'http://app.test/v/k')).catch((e) => e);
    expect(later).toMatchObject({ responseCode: 451 });
    expect(readFailure(later)).toEqual({ retry: true, reason: 'smtp_451' });
  });

  it('rejects when the server cannot be reached, worth another try', async () => {
    const closed = await SmtpSink.start();
    await closed.close();
    const mailer = createMailer({ smtpUrl: closed.url, from: FROM }, collectingLog().log);
    const error = await mailer.send(passwordResetMail('ada@example.com', 'http://app.test/r/1/2')).catch((e) => e);
    expect(readFailure(error)).toEqual({ retry: true, reason: expect.stringMatching(/^E[A-Z]+$/) });
  });

  it('carries the Message-ID it is given', async () => {
    const mailer = createMailer({ smtpUrl: sink.url, from: FROM }, collectingLog().log);
    const messageId = '<outbox.7.abc@app.test>';
    await mailer.send({ ...passwordResetMail('id@example.com', 'http://app.test/r/1/2'), messageId });
    expect((await sink.waitFor('id@example.com')).messageId).toBe(messageId);
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
