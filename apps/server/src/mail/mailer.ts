/** Outgoing mail: SMTP through nodemailer when SMTP_URL is set, else the server log (Django's console backend). */
import type { FastifyBaseLogger } from 'fastify';
import { createTransport } from 'nodemailer';
import { isValidEmail } from '@hirestride/shared';
import type { Config } from '../config.js';

/** One plain-text mail, with an optional HTML alternative. */
export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
  /**
   * The Message-ID, made from the outbox row, so every try of one mail carries the same id (and the same link): a
   * receiving server or client that got an earlier try can tell the two are one mail.
   */
  messageId?: string;
}

export interface Mailer {
  /** Resolves once the mail is handed over (to the SMTP server, or to the log); rejects when it could not be. */
  send(message: MailMessage): Promise<void>;
}

export type MailLog = Pick<FastifyBaseLogger, 'info' | 'warn' | 'error'>;

/** Short timeouts: a stuck SMTP server must not keep a mail (and its socket) waiting for minutes. */
const SMTP_TIMEOUTS = { connectionTimeout: 15_000, greetingTimeout: 15_000, socketTimeout: 30_000 } as const;

/** The mailer the configuration asks for: SMTP when `smtpUrl` is set, the log otherwise. */
export function createMailer(mail: Pick<Config['mail'], 'smtpUrl' | 'from'>, log: MailLog): Mailer {
  return mail.smtpUrl ? smtpMailer(mail.smtpUrl, mail.from) : consoleMailer(mail.from, log);
}

/** The bare address of a From header ("HireStride <no-reply@x>" → "no-reply@x"). */
const bareAddress = (header: string) => /<([^<>]+)>\s*$/.exec(header)?.[1] ?? header.trim();

/**
 * Sends through the SMTP server at `url` (smtp:// with STARTTLS when offered, or smtps://). The envelope is given
 * explicitly with the one recipient: nodemailer would otherwise read a "to" holding a list as several recipients.
 */
export function smtpMailer(url: string, from: string): Mailer {
  const transport = createTransport({ url, ...SMTP_TIMEOUTS }, { from });
  const envelopeFrom = bareAddress(from);
  return {
    async send(message) {
      if (!isValidEmail(message.to)) throw new Error('a mail goes to exactly one valid address');
      await transport.sendMail({ ...message, envelope: { from: envelopeFrom, to: [message.to] } });
    },
  };
}

/**
 * Writes the whole mail to the log at info level, as one entry, so a self-hoster without SMTP can still copy a reset
 * link. The one place a link (a credential) is logged: documented in mail/README.md.
 */
export function consoleMailer(from: string, log: MailLog): Mailer {
  return {
    async send(message) {
      const { to, subject, text } = message;
      log.info({ event: 'mail_logged', mail: { from, to, subject, text } }, `mail to ${to} (no SMTP_URL): ${subject}`);
    },
  };
}

/** The parts of a nodemailer error safe to log: its code and the SMTP reply code, never its text (it may name the address). */
export function failureCodes(error: unknown): { code?: string; responseCode?: number } {
  const { code, responseCode } = (error ?? {}) as { code?: unknown; responseCode?: unknown };
  return {
    ...(typeof code === 'string' ? { code } : {}),
    ...(typeof responseCode === 'number' ? { responseCode } : {}),
  };
}
