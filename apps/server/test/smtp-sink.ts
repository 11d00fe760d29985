/** A real SMTP server in the test process (smtp-server) that keeps every mail it receives, parsed (mailparser). */
import type { AddressInfo } from 'node:net';
import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

/** One received mail, as a test reads it. */
export interface SinkMail {
  /** The envelope recipients (RCPT TO), lower-cased. */
  to: string[];
  from: string;
  subject: string;
  text: string;
  html: string | false;
}

export interface SmtpSinkOptions {
  /** Recipients answered with a 550 at RCPT TO, to exercise delivery failures. */
  reject?: string[];
}

export class SmtpSink {
  /** Every mail received, oldest first. */
  readonly mails: SinkMail[] = [];
  /** smtp://127.0.0.1:<port>, for SMTP_URL. */
  url = '';
  private readonly server: SMTPServer;
  private readonly taken = new Set<SinkMail>();
  private readonly waiters = new Set<() => void>();

  private constructor(options: SmtpSinkOptions) {
    const rejected = new Set((options.reject ?? []).map((address) => address.toLowerCase()));
    this.server = new SMTPServer({
      // Plain SMTP without AUTH, as a relay on localhost: no certificate for nodemailer to refuse.
      authOptional: true,
      disabledCommands: ['STARTTLS', 'AUTH'],
      logger: false,
      onRcptTo(address, _session, callback) {
        if (rejected.has(address.address.toLowerCase())) {
          callback(Object.assign(new Error(`<${address.address}>: mailbox unavailable`), { responseCode: 550 }));
        } else callback();
      },
      onData: (stream, session, callback) => {
        simpleParser(stream).then(
          (parsed) => {
            this.receive({
              to: session.envelope.rcptTo.map((rcpt) => rcpt.address.toLowerCase()),
              from: parsed.from?.text ?? '',
              subject: parsed.subject ?? '',
              text: parsed.text ?? '',
              html: parsed.html ?? false,
            });
            callback();
          },
          (error: Error) => callback(error),
        );
      },
    });
  }

  /** Starts a sink on a free port of 127.0.0.1. */
  static async start(options: SmtpSinkOptions = {}): Promise<SmtpSink> {
    const sink = new SmtpSink(options);
    await new Promise<void>((resolve, reject) => {
      sink.server.once('error', reject);
      sink.server.listen(0, '127.0.0.1', () => resolve());
    });
    sink.url = `smtp://127.0.0.1:${(sink.server.server.address() as AddressInfo).port}`;
    return sink;
  }

  /** The next mail to `to` (whose subject matches, if given) that no earlier waitFor returned; rejects after a timeout. */
  async waitFor(to: string, options: { subject?: RegExp; timeoutMs?: number } = {}): Promise<SinkMail> {
    const address = to.toLowerCase();
    const timeoutMs = options.timeoutMs ?? 5_000;
    const deadline = Date.now() + timeoutMs;
    const wanted = (item: SinkMail) =>
      !this.taken.has(item) && item.to.includes(address) && (!options.subject || options.subject.test(item.subject));
    for (;;) {
      const mail = this.mails.find(wanted);
      if (mail) {
        this.taken.add(mail);
        return mail;
      }
      const left = deadline - Date.now();
      if (left <= 0) throw new Error(`no mail to ${to} within ${timeoutMs} ms`);
      await new Promise<void>((resolve) => {
        const wake = () => {
          clearTimeout(timer);
          this.waiters.delete(wake);
          resolve();
        };
        const timer = setTimeout(wake, left);
        this.waiters.add(wake);
      });
    }
  }

  /** Every mail received for `to`, taken or not. */
  mailsTo(to: string): SinkMail[] {
    return this.mails.filter((item) => item.to.includes(to.toLowerCase()));
  }

  /** Forgets every mail received so far (call between tests). */
  clear(): void {
    this.mails.length = 0;
    this.taken.clear();
  }

  close(): Promise<void> {
    return new Promise((resolve) => this.server.close(() => resolve()));
  }

  private receive(mail: SinkMail): void {
    this.mails.push(mail);
    for (const wake of [...this.waiters]) wake();
  }
}

/** The first http(s) link in a mail's text. */
export function linkIn(mail: SinkMail): string {
  const link = /https?:\/\/\S+/.exec(mail.text)?.[0];
  if (!link) throw new Error(`no link in the mail "${mail.subject}"`);
  return link;
}
