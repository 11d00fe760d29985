import { expect, PASSWORD, signUpViaApi, test, uniqueEmail } from './fixtures';
import { mailsTo, waitForLink } from './mail';

const SENT = "If an account uses that address, we've sent a link to reset the password. It works for one hour.";
const NEW_PASSWORD = 'meadow-Quartz-58';

test('Forgot password? mails a link that sets a new password, once', async ({ page }) => {
  const email = await signUpViaApi(page);
  await page.context().clearCookies();

  await page.goto('/login');
  await page.getByRole('link', { name: 'Forgot password?' }).click();
  await expect(page).toHaveURL(/\/forgot-password$/);
  await page.getByLabel('Email').fill(email);
  await page.getByRole('button', { name: 'Send reset link' }).click();
  await expect(page.getByText(SENT)).toBeVisible();

  const link = await waitForLink(email, '/reset-password/');
  await page.goto(link);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Choose a new password');
  await page.getByLabel('New password', { exact: true }).fill(NEW_PASSWORD);
  await page.getByLabel('Confirm new password').fill('something-Else-1');
  await page.getByRole('button', { name: 'Set new password' }).click();
  await expect(page.getByLabel('Confirm new password')).toHaveAccessibleDescription('Passwords do not match.');
  await page.getByLabel('Confirm new password').fill(NEW_PASSWORD);
  await page.getByRole('button', { name: 'Set new password' }).click();

  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByText('Password reset — sign in with your new password.')).toBeVisible();
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Log In' }).click();
  await expect(page.getByRole('alert')).toHaveText('Unable to log in with provided credentials.');
  await page.getByLabel('Password').fill(NEW_PASSWORD);
  await page.getByRole('button', { name: 'Log In' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);

  // The link again, signed in this time: the page opens (no redirect) and the server refuses the used link.
  await page.goto(link);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Choose a new password');
  await page.getByLabel('New password', { exact: true }).fill('another-Pass-99');
  await page.getByLabel('Confirm new password').fill('another-Pass-99');
  await page.getByRole('button', { name: 'Set new password' }).click();
  const refused = page.getByRole('alert').filter({ hasText: /invalid or has expired/ });
  await expect(refused).toBeVisible();
  await refused.getByRole('link', { name: 'Ask for a new link' }).click();
  await expect(page).toHaveURL(/\/forgot-password$/);
  // Signed in, the form starts with the account's address.
  await expect(page.getByLabel('Email')).toHaveValue(email);
});

test('an address without an account gets the same answer and no mail', async ({ page }) => {
  const nobody = uniqueEmail('nobody');
  await page.goto('/forgot-password');
  await page.getByLabel('Email').fill('not-an-address');
  await page.getByRole('button', { name: 'Send reset link' }).click();
  await expect(page.getByLabel('Email')).toHaveAccessibleDescription('Please enter a valid email address.');
  await page.getByLabel('Email').fill(nobody);
  await page.getByRole('button', { name: 'Send reset link' }).click();
  await expect(page.getByText(SENT)).toBeVisible();
  // Give a mail that should not come the time one that should would take.
  await page.waitForTimeout(1500);
  expect(await mailsTo(nobody)).toHaveLength(0);
});
