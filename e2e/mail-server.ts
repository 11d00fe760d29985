/**
 * Global setup: a real SMTP server the apps under test send their mail to (SMTP_URL), and a small HTTP endpoint on
 * the next port that hands the mails received to the tests (tests/mail.ts reads it).
 */
import { createServer } from 'node:http';
import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import { MAIL_API_PORT, SMTP_PORT } from './playwright.config';

/** One received mail, as the tests read it. */
export interface ReceivedMail {
  to: string[];
  subject: string;
  text: string;
  html: string;
}

export default async function globalSetup() {
  const mails: ReceivedMail[] = [];
  const smtp = new SMTPServer({
    // Plain SMTP on the loopback: no TLS to negotiate, no login to give.
    disabledCommands: ['STARTTLS', 'AUTH'],
    authOptional: true,
    logger: false,
    onData(stream, session, callback) {
      simpleParser(stream)
        .then((mail) => {
          mails.push({
            to: session.envelope.rcptTo.map((rcpt) => rcpt.address.toLowerCase()),
            subject: mail.subject ?? '',
            text: mail.text ?? '',
            html: typeof mail.html === 'string' ? mail.html : '',
          });
          callback();
        })
        .catch((error: Error) => callback(error));
    },
  });
  await new Promise<void>((resolve) => smtp.listen(SMTP_PORT, '127.0.0.1', resolve));

  // GET /mails?to=address: the mails sent to that address, oldest first.
  const api = createServer((request, response) => {
    const to = new URL(request.url ?? '/', 'http://localhost').searchParams.get('to')?.toLowerCase();
    response.setHeader('content-type', 'application/json');
    response.end(JSON.stringify(mails.filter((mail) => !to || mail.to.includes(to))));
  });
  await new Promise<void>((resolve) => api.listen(MAIL_API_PORT, '127.0.0.1', resolve));

  return async () => {
    await new Promise<void>((resolve) => api.close(() => resolve()));
    await new Promise<void>((resolve) => smtp.close(() => resolve()));
  };
}
