/** Shared browser-test helpers. Google's own servers are unreachable here, so its script is blocked by default. */
import { readFileSync } from 'node:fs';
import { test as base, expect, type Page } from '@playwright/test';
import { importJWK, SignJWT } from 'jose';
import { GOOGLE_KEY_FILE } from '../google-keys';
import { GOOGLE_CLIENT_ID } from '../playwright.config';

export const test = base.extend({
  page: async ({ page }, use) => {
    await page.route('https://accounts.google.com/**', (route) => route.abort());
    await use(page);
  },
});
export { expect };

export const PASSWORD = 'river-Tango-42';

let counter = 0;
/** An address no other test uses, whichever worker runs it (workers share the servers and the mail inbox). */
export function uniqueEmail(prefix = 'user'): string {
  counter += 1;
  const worker = process.env.TEST_PARALLEL_INDEX ?? '0';
  return `${prefix}-${Date.now().toString(36)}-w${worker}-${counter}@example.com`;
}

async function csrfHeader(page: Page): Promise<Record<string, string>> {
  await page.request.get('/csrf/');
  const cookies = await page.context().cookies();
  return { 'X-CSRFToken': cookies.find((cookie) => cookie.name === 'csrftoken')?.value ?? '' };
}

/** An API call from the page's context (its cookies, the CSRF header); fails the test unless it succeeds. */
// The tests read answers loosely, as JSON; each names a type where it matters.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function api<T = any>(
  page: Page,
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
  url: string,
  data?: unknown,
): Promise<T> {
  const response = await page.request.fetch(url, { method, data, headers: await csrfHeader(page) });
  expect(response.ok(), `${method} ${url}: ${response.status()}`).toBe(true);
  return (response.status() === 204 ? null : await response.json()) as T;
}

/** Registers through the API; the browser context shares the session cookie, so the page is signed in. */
export async function signUpViaApi(page: Page, email = uniqueEmail(), firstName?: string): Promise<string> {
  const response = await page.request.post('/dj-rest-auth/registration/', {
    data: { email, password1: PASSWORD, password2: PASSWORD },
    headers: await csrfHeader(page),
  });
  expect(response.status()).toBe(201);
  if (firstName !== undefined) {
    const named = await page.request.patch('/dj-rest-auth/user/', {
      data: { first_name: firstName },
      headers: await csrfHeader(page),
    });
    expect(named.status()).toBe(200);
  }
  return email;
}

/** Signs the page's context in as an existing user through the API (a second device, say). */
export async function logInViaApi(page: Page, email: string, password = PASSWORD): Promise<void> {
  const response = await page.request.post('/dj-rest-auth/login/', {
    data: { email, password },
    headers: await csrfHeader(page),
  });
  expect(response.status(), `login as ${email}`).toBe(200);
}

/** An ID token as Google would issue it, signed with the stand-in key the server trusts. */
export async function googleCredential(claims: Record<string, unknown> = {}): Promise<string> {
  const { kid, privateJwk } = JSON.parse(readFileSync(GOOGLE_KEY_FILE, 'utf8'));
  const key = await importJWK(privateJwk, 'RS256');
  const now = Math.floor(Date.now() / 1000);
  return new SignJWT({ email_verified: true, ...claims })
    .setProtectedHeader({ alg: 'RS256', kid })
    .setIssuer('https://accounts.google.com')
    .setAudience(GOOGLE_CLIENT_ID)
    .setIssuedAt(now)
    .setExpirationTime(now + 600)
    .sign(key);
}

/**
 * Replaces Google's script with a stand-in whose button hands the given credential to the page (or, once a test sets
 * `window.__googleCredential`, that one: a second sign-in as someone else).
 */
export async function fakeGoogleScript(page: Page, credential: string): Promise<void> {
  await page.route('https://accounts.google.com/gsi/client', (route) =>
    route.fulfill({
      contentType: 'text/javascript',
      body: `window.google = { accounts: { id: {
        initialize(options) { window.__gsi = options; },
        renderButton(element) {
          const button = document.createElement('button');
          button.type = 'button';
          button.textContent = 'Sign in with Google';
          button.onclick = () =>
            window.__gsi.callback({ credential: window.__googleCredential ?? ${JSON.stringify(credential)} });
          element.appendChild(button);
        },
      } } };`,
    }),
  );
}

/** Holds the app's entry script back, as a slow phone network would, until the returned function is called. */
export async function holdAppEntry(page: Page): Promise<() => void> {
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/index-[\w-]+\.js$/, async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

/** What dnd-kit's live region last announced: the words a screen reader hears during a keyboard drag. */
export const dragAnnouncement = (page: Page) => page.locator('[id^="DndLiveRegion"]');

/**
 * Picks up the focused drag handle with Space and waits until the arrows will be heard. dnd-kit's keyboard sensor
 * adds its keydown listener in a `setTimeout` after the pick-up, and the announcement can render first; Chromium
 * runs input ahead of timers, so an arrow sent as soon as the announcement shows can be lost. A timer queued after
 * the announcement runs after the sensor's, so once it has fired the listener is in place.
 */
export async function pickUp(page: Page, announced: string | RegExp): Promise<void> {
  await page.keyboard.press('Space');
  await expect(dragAnnouncement(page)).toContainText(announced);
  await page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 0)));
}
