/** Reading the mail the app sent, from the SMTP server the global setup runs (mail-server.ts). */
import { expect } from '@playwright/test';
import type { ReceivedMail } from '../mail-server';
import { BASE_URL, MAIL_API_PORT } from '../playwright.config';

/** Every mail sent to `address` so far, oldest first. */
export async function mailsTo(address: string): Promise<ReceivedMail[]> {
  const response = await fetch(`http://127.0.0.1:${MAIL_API_PORT}/mails?to=${encodeURIComponent(address)}`);
  return (await response.json()) as ReceivedMail[];
}

/** The links in a mail (text and HTML) that lead to `pathPrefix` ('/reset-password/'), as absolute URLs. */
function linksIn(mail: ReceivedMail, pathPrefix: string): URL[] {
  const found = `${mail.text}\n${mail.html}`.match(/https?:\/\/[^\s"'<>]+/g) ?? [];
  return found.map((link) => new URL(link.replace(/&amp;/g, '&'))).filter((url) => url.pathname.startsWith(pathPrefix));
}

/**
 * Waits until `address` has received `count` mails with a link to `pathPrefix`, and returns the newest such link's
 * path (checked to point at the app under test: PUBLIC_URL).
 */
export async function waitForLink(address: string, pathPrefix: string, count = 1): Promise<string> {
  let links: URL[] = [];
  await expect
    .poll(
      async () => (links = (await mailsTo(address)).flatMap((mail) => linksIn(mail, pathPrefix).slice(0, 1))).length,
      {
        message: `${count} mail(s) to ${address} with a ${pathPrefix} link`,
        timeout: 15_000,
      },
    )
    .toBeGreaterThanOrEqual(count);
  const link = links[count - 1]!;
  expect(link.origin, 'the link leads to the app (PUBLIC_URL)').toBe(new URL(BASE_URL).origin);
  return `${link.pathname}${link.search}`;
}
