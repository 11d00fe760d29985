import type { Page } from '@playwright/test';
import { api, expect, fakeGoogleScript, googleCredential, logInViaApi, test, uniqueEmail } from './fixtures';

const NEW_PASSWORD = 'lantern-Birch-31';

/** A new account that only signs in with Google, signed in on the page; its Google identity. */
async function googleOnlyAccount(page: Page) {
  const identity = { sub: `sub-${Date.now()}-${Math.random().toString(36).slice(2)}`, email: uniqueEmail('gwen') };
  await api(page, 'POST', '/dj-rest-auth/google/', { access_token: await googleCredential(identity) });
  return identity;
}

/** Makes the stand-in Google button sign in with this credential from now on. */
const nextGoogleSignIn = (page: Page, credential: string) =>
  page.evaluate((value) => Object.assign(window, { __googleCredential: value }), credential);

test('a Google-only account sets a password after signing in with Google again (the right Google account)', async ({
  page,
}) => {
  const identity = await googleOnlyAccount(page);
  await fakeGoogleScript(page, await googleCredential({ sub: 'someone-else', email: uniqueEmail('other') }));
  await page.goto('/account-settings');
  const section = page.getByRole('region', { name: 'Set a password' });
  await expect(section.getByLabel('Current password')).toHaveCount(0);
  await section.getByLabel('New password', { exact: true }).fill(NEW_PASSWORD);
  await section.getByLabel('Confirm new password').fill(NEW_PASSWORD);
  await section.getByRole('button', { name: 'Set password' }).click();
  await expect(section.getByRole('alert')).toHaveText('Sign in with Google first to confirm it is you.');

  // Signing in with another Google account is refused; the passwords stay typed.
  await section.getByRole('button', { name: 'Sign in with Google' }).click();
  await expect(section.getByText('✓ Confirmed with Google.')).toBeVisible();
  await section.getByRole('button', { name: 'Set password' }).click();
  await expect(section.getByRole('alert')).toHaveText('That Google account is not the one linked to this account.');
  await expect(section.getByLabel('New password', { exact: true })).toHaveValue(NEW_PASSWORD);

  await nextGoogleSignIn(page, await googleCredential(identity));
  await section.getByRole('button', { name: 'Sign in with Google' }).click();
  await section.getByRole('button', { name: 'Set password' }).click();
  await expect(page.getByText('Password set; other devices were signed out.')).toBeVisible();
  await expect(page.getByRole('region', { name: 'Password' }).getByLabel('Current password')).toBeVisible();
  await logInViaApi(page, identity.email, NEW_PASSWORD);
});

test('a Google-only account is deleted after signing in with Google again', async ({ page }) => {
  const identity = await googleOnlyAccount(page);
  await fakeGoogleScript(page, await googleCredential(identity));
  await page.goto('/account-settings');
  await page.getByRole('button', { name: 'Delete my account…' }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete your account?' });
  await expect(dialog.getByLabel('Your password')).toHaveCount(0);
  await dialog.getByLabel('Type DELETE to confirm').fill('DELETE');
  await dialog.getByRole('button', { name: 'Delete my account' }).click();
  await expect(dialog.getByRole('alert')).toHaveText('Sign in with Google first to confirm it is you.');
  // The dialog's Google button answers, not the one on the page behind it.
  await dialog.getByRole('button', { name: 'Sign in with Google' }).click();
  await expect(dialog.getByText('✓ Confirmed with Google.')).toBeVisible();
  await dialog.getByRole('button', { name: 'Delete my account' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByText('Your account and everything in it have been deleted.')).toBeVisible();
});
