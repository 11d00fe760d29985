import { expect, signUpViaApi, test } from './fixtures';
import { waitForLink } from './mail';

test('after sign-up a banner asks to verify; the mailed link verifies and the banner goes', async ({ page }) => {
  const email = await signUpViaApi(page);
  await page.goto('/dashboard');
  const banner = page.getByRole('region', { name: 'Verification reminder' });
  await expect(banner).toHaveText(new RegExp(`Please verify your email address — we sent a link to ${email}\\.`));
  const first = await waitForLink(email, '/verify-email/');

  await banner.getByRole('button', { name: 'Resend link' }).click();
  await expect(page.getByText(/^Sent\./)).toBeVisible();
  const second = await waitForLink(email, '/verify-email/', 2);

  await page.goto('/verify-email/not-a-real-key');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('This link did not work');
  await expect(page.getByRole('alert')).toContainText(/invalid or has expired/);

  await page.goto(second);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Email verified');
  await page.getByRole('link', { name: 'Go to your dashboard' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('heading', { name: /Welcome back/ })).toBeVisible();
  await expect(banner).toHaveCount(0);
  await page.goto('/account-settings');
  await expect(page.getByText('Verified', { exact: true })).toBeVisible();
  expect(first).not.toBe('');
});

test('the banner can be dismissed for the rest of the browser session', async ({ page }) => {
  await signUpViaApi(page);
  await page.goto('/dashboard');
  const banner = page.getByRole('region', { name: 'Verification reminder' });
  await expect(banner).toBeVisible();
  await banner.getByRole('button', { name: 'Dismiss the verification reminder' }).click();
  await expect(banner).toHaveCount(0);
  await page.reload();
  await expect(page.getByRole('heading', { name: /Welcome back/ })).toBeVisible();
  await expect(banner).toHaveCount(0);
});
