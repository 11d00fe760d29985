/** The texts of the mails we send: plain text first, with a simple HTML alternative. */
import { PRODUCT_NAME } from '@hirestride/shared';
import type { MailMessage } from './mailer.js';

/** The password reset mail; `link` opens the reset page and works once, for an hour. */
export function passwordResetMail(to: string, link: string): MailMessage {
  const subject = `Reset your ${PRODUCT_NAME} password`;
  const paragraphs = [
    'Hi,',
    `Someone (hopefully you) asked to reset the password of the ${PRODUCT_NAME} account for this email address. To choose a new password, open this link within the next hour:`,
    LINK,
    'The link works once. If you did not ask for this, you can ignore this email: your password stays as it is.',
    `— The ${PRODUCT_NAME} team`,
  ];
  return compose(to, subject, paragraphs, link, 'Choose a new password');
}

/** The address verification mail sent after sign-up (and on request); `link` works for three days. */
export function verificationMail(to: string, link: string): MailMessage {
  const subject = `Confirm your email address for ${PRODUCT_NAME}`;
  const paragraphs = [
    `Welcome to ${PRODUCT_NAME}!`,
    'Please confirm that this is your email address by opening this link within the next three days:',
    LINK,
    'Confirming it means you can always get back into your account with a password reset. If you did not sign up, you can ignore this email.',
    `— The ${PRODUCT_NAME} team`,
  ];
  return compose(to, subject, paragraphs, link, 'Confirm my email address');
}

/** Where the link goes among the paragraphs. */
const LINK = '\u0000link';

function compose(to: string, subject: string, paragraphs: string[], link: string, button: string): MailMessage {
  const text = paragraphs.map((paragraph) => (paragraph === LINK ? link : paragraph)).join('\n\n') + '\n';
  const body = paragraphs
    .map((paragraph) =>
      paragraph === LINK
        ? `<p><a href="${escapeHtml(link)}">${escapeHtml(button)}</a></p><p style="color:#555;font-size:13px">Or paste this address into your browser: ${escapeHtml(link)}</p>`
        : `<p>${escapeHtml(paragraph)}</p>`,
    )
    .join('\n');
  const html = `<!doctype html>\n<html><body style="font-family:system-ui,sans-serif;line-height:1.5">\n${body}\n</body></html>\n`;
  return { to, subject, text, html };
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);
}
