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
  messageId: string;
}

export interface SmtpSinkOptions {
  /** Recipients answered with a 550 at RCPT TO, to exercise delivery failures. */
  reject?: string[];
  /** Recipients always answered with a 451 ("try again later") at RCPT TO. */
  tryLater?: string[];
}

export class SmtpSink {
  /** Mails whose answer was held (holdAnswers) when they arrived. */
  heldCount = 0;
  /** Every mail received, oldest first. */
  readonly mails: SinkMail[] = [];
  /** smtp://127.0.0.1:<port>, for SMTP_URL. */
  url = '';
  /** Recipients (RCPT TO) answered so far, accepted or not: one per try. */
  readonly tries: string[] = [];
  private server: SMTPServer;
  private port = 0;
  private busyUntilAccepted = 0;
  private held: Promise<void> | undefined;
  private listening = false;
  private readonly taken = new Set<SinkMail>();
  private readonly waiters = new Set<() => void>();

  private constructor(private readonly options: SmtpSinkOptions) {
    this.server = this.makeServer();
  }

  /** Answers the next `count` recipients with a 451 ("try again later"), as a busy or greylisting server does. */
  tryLaterNext(count: number): void {
    this.busyUntilAccepted = count;
  }

  /** Holds every mail's final answer until the returned release is called: a try caught in the middle. */
  holdAnswers(): () => void {
    let release!: () => void;
    this.held = new Promise<void>((resolve) => (release = resolve));
    return () => {
      this.held = undefined;
      release();
    };
  }

  /** Stops listening, as a mail server that is down; `restart` listens on the same port again. */
  async stop(): Promise<void> {
    if (!this.listening) return;
    this.listening = false;
    await new Promise<void>((resolve) => this.server.close(() => resolve()));
  }

  /** Listens again after `stop` (nothing to do when listening). */
  async restart(): Promise<void> {
    if (this.listening) return;
    this.server = this.makeServer();
    await this.listen(this.port);
  }

  private makeServer(): SMTPServer {
    const options = this.options;
    const lower = (list: string[] | undefined) => new Set((list ?? []).map((address) => address.toLowerCase()));
    const rejected = lower(options.reject);
    const later = lower(options.tryLater);
    return new SMTPServer({
      // Plain SMTP without AUTH, as a relay on localhost: no certificate for nodemailer to refuse.
      authOptional: true,
      disabledCommands: ['STARTTLS', 'AUTH'],
      logger: false,
      onRcptTo: (address, _session, callback) => {
        const to = address.address.toLowerCase();
        this.tries.push(to);
        if (rejected.has(to)) {
          callback(Object.assign(new Error(`<${address.address}>: mailbox unavailable`), { responseCode: 550 }));
        } else if (later.has(to) || this.busyUntilAccepted > 0) {
          this.busyUntilAccepted = Math.max(0, this.busyUntilAccepted - 1);
          callback(Object.assign(new Error('try again later'), { responseCode: 451 }));
        } else callback();
      },
      onData: (stream, session, callback) => {
        simpleParser(stream).then(
          async (parsed) => {
            this.heldCount += this.held ? 1 : 0;
            await this.held;
            this.receive({
              to: session.envelope.rcptTo.map((rcpt) => rcpt.address.toLowerCase()),
              from: parsed.from?.text ?? '',
              subject: parsed.subject ?? '',
              text: parsed.text ?? '',
              html: parsed.html ?? false,
              messageId: parsed.messageId ?? '',
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
    await sink.listen(0);
    sink.port = (sink.server.server.address() as AddressInfo).port;
    sink.url = `smtp://127.0.0.1:${sink.port}`;
    return sink;
  }

  private async listen(port: number): Promise<void> {
    await new Promise<void>((resolve, reject) => {
      this.server.once('error', reject);
      this.server.listen(port, '127.0.0.1', () => resolve());
    });
    this.listening = true;
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
    this.tries.length = 0;
    this.busyUntilAccepted = 0;
    this.taken.clear();
  }

  close(): Promise<void> {
    return this.stop();
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
