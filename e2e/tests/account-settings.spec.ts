import { readFileSync } from 'node:fs';
import type { Browser, Page } from '@playwright/test';
import JSZip from 'jszip';
import { api, expect, logInViaApi, PASSWORD, signUpViaApi, test } from './fixtures';

const NEW_PASSWORD = 'harbour-Lime-77';
const FIREFOX_ON_WINDOWS = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:128.0) Gecko/20100101 Firefox/128.0';

/** Another browser (its own cookies) signed in as the same user. */
async function secondDevice(browser: Browser, email: string, userAgent?: string): Promise<Page> {
  const context = await browser.newContext(userAgent ? { userAgent } : {});
  await context.route('https://accounts.google.com/**', (route) => route.abort());
  const page = await context.newPage();
  await logInViaApi(page, email);
  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { name: /Welcome back/ })).toBeVisible();
  return page;
}

test('renaming updates the avatar letter at once and is kept', async ({ page }) => {
  const email = await signUpViaApi(page);
  await page.goto('/dashboard');
  await page.getByRole('button', { name: 'Account menu' }).click();
  await page.getByRole('menuitem', { name: 'Account Settings' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Account Settings');
  await expect(page.getByTestId('avatar-default')).toBeVisible();
  await expect(page.getByRole('definition').filter({ hasText: email })).toBeVisible();
  await expect(page.getByText('Not verified yet')).toBeVisible();

  await page.getByLabel('First name').fill('quinn');
  await page.getByLabel('Last name').fill('Okafor');
  await page.getByRole('button', { name: 'Save name' }).click();
  await expect(page.getByText('Name saved.')).toBeVisible();
  await expect(page.getByTestId('avatar-initial')).toHaveText('Q');

  await page.reload();
  await expect(page.getByLabel('First name')).toHaveValue('quinn');
  await expect(page.getByLabel('Last name')).toHaveValue('Okafor');
  await expect(page.getByTestId('avatar-initial')).toHaveText('Q');
});

test('changing the password: a wrong current one is refused beside its field, the right one works', async ({
  page,
}) => {
  const email = await signUpViaApi(page);
  await page.goto('/account-settings');
  const current = page.getByLabel('Current password');
  const next = page.getByLabel('New password', { exact: true });
  const confirm = page.getByLabel('Confirm new password');
  await current.fill('not-My-password-1');
  await next.fill(NEW_PASSWORD);
  await confirm.fill(NEW_PASSWORD);
  await page.getByRole('button', { name: 'Change password' }).click();
  await expect(current).toHaveAttribute('aria-invalid', 'true');
  await expect(current).toHaveAccessibleDescription(/old password was entered incorrectly/);
  // What they typed stays.
  await expect(next).toHaveValue(NEW_PASSWORD);
  await expect(confirm).toHaveValue(NEW_PASSWORD);

  await current.fill(PASSWORD);
  await page.getByRole('button', { name: 'Change password' }).click();
  await expect(page.getByText('Password changed; other devices were signed out.')).toBeVisible();
  await expect(current).toHaveValue('');

  // This device stays signed in; the new password is the one that signs in.
  await page.goto('/dashboard');
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.getByRole('button', { name: 'Account menu' }).click();
  await page.getByRole('menuitem', { name: 'Log Out' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(NEW_PASSWORD);
  await page.getByRole('button', { name: 'Log In' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
});

test('signed-in devices: each listed; one signed out, then everywhere else', async ({ page, browser }) => {
  const email = await signUpViaApi(page);
  const firefox = await secondDevice(browser, email, FIREFOX_ON_WINDOWS);
  const other = await secondDevice(browser, email);

  await page.goto('/account-settings');
  const devices = page.getByRole('list', { name: 'Signed-in devices' }).getByRole('listitem');
  await expect(devices).toHaveCount(3);
  await expect(devices.filter({ hasText: 'This device' })).toHaveCount(1);
  await expect(devices.filter({ hasText: 'This device' })).toContainText(/last active just now/);
  await expect(devices.filter({ hasText: 'Firefox on Windows' })).toContainText(/Signed in .* · last active/);

  await page.getByRole('button', { name: /^Sign out Firefox on Windows/ }).click();
  await expect(page.getByText('Signed out Firefox on Windows.')).toBeVisible();
  await expect(devices).toHaveCount(2);
  await firefox.goto('/dashboard');
  await expect(firefox).toHaveURL(/\/login$/);

  await page.getByRole('button', { name: 'Sign out everywhere else' }).click();
  await expect(page.getByText('Signed out everywhere else.')).toBeVisible();
  await expect(devices).toHaveCount(1);
  await expect(page.getByText('You are not signed in anywhere else.')).toBeVisible();
  await other.goto('/account-settings');
  await expect(other).toHaveURL(/\/login$/);

  // This device is still signed in.
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Account Settings');
  await firefox.context().close();
  await other.context().close();
});

test('Export my data downloads a zip whose JSON holds the account’s data', async ({ page }) => {
  await signUpViaApi(page, undefined, 'Ada');
  await api(page, 'POST', '/api/jobs/', { title: 'Staff Engineer', company: 'Globex' });
  await page.goto('/account-settings');
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export my data' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^hirestride-export-\d{4}-\d{2}-\d{2}\.zip$/);
  const zip = await JSZip.loadAsync(readFileSync((await file.path())!));
  const json = Object.keys(zip.files).filter((name) => name.endsWith('.json'));
  expect(json).toContain('data.json');
  const data = JSON.parse(await zip.file('data.json')!.async('string'));
  expect(JSON.stringify(data)).toContain('Staff Engineer');
  expect(JSON.stringify(data)).toContain('Globex');
  await expect(page.getByRole('button', { name: 'Export my data' })).toBeEnabled();
});

test('Export my data at 1440 px: the zip holds each resume and cover letter as a PDF and a Word file', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await signUpViaApi(page, undefined, 'Ada');
  const [template] = await api<Array<{ id: number }>>(page, 'GET', '/templates/resume-templates/');
  await api(page, 'POST', '/resumes/resume-versions/', {
    template: template!.id,
    name: 'Registered Nurse - Mercy General',
  });
  await api(page, 'POST', '/resumes/resume-versions/', { template: template!.id, name: 'Charge Nurse / Nights' });
  await api(page, 'POST', '/api/cover-letters/', { name: 'For Mercy General', body: 'Dear Mercy General team,' });
  await page.goto('/account-settings');
  await expect(page.getByText('each resume and cover letter as a PDF and a Word file')).toBeVisible();
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export my data' }).click();
  const file = await download;
  await expect(page.getByText(`Downloaded ${file.suggestedFilename()}.`)).toBeVisible();
  const zip = await JSZip.loadAsync(readFileSync((await file.path())!));
  const names = Object.keys(zip.files).filter((name) => !zip.files[name]!.dir);
  expect(names.sort()).toEqual([
    'README.txt',
    'cover-letters/For Mercy General.docx',
    'cover-letters/For Mercy General.pdf',
    'data.json',
    'resume.json',
    'resumes/Charge Nurse - Nights.docx',
    'resumes/Charge Nurse - Nights.pdf',
    'resumes/Registered Nurse - Mercy General.docx',
    'resumes/Registered Nurse - Mercy General.pdf',
  ]);
  const pdf = await zip.file('cover-letters/For Mercy General.pdf')!.async('nodebuffer');
  expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
});

test('a failed export says why', async ({ page }) => {
  await signUpViaApi(page);
  await page.route(
    (url) => url.pathname === '/api/account/export/',
    (route) =>
      route.fulfill({
        status: 503,
        json: { detail: 'The service is temporarily unavailable. Please try again shortly.' },
      }),
  );
  await page.goto('/account-settings');
  await page.getByRole('button', { name: 'Export my data' }).click();
  await expect(page.getByText(/Your data was not exported: The service is temporarily unavailable/)).toBeVisible();
});

test('deleting the account: the dialog lists what goes, a wrong password is refused, the right one deletes', async ({
  page,
}) => {
  const email = await signUpViaApi(page);
  await api(page, 'POST', '/api/jobs/', { title: 'Staff Engineer', company: 'Globex' });
  await page.goto('/account-settings');
  const open = page.getByRole('button', { name: 'Delete my account…' });
  await open.click();
  const dialog = page.getByRole('dialog', { name: 'Delete your account?' });
  await expect(dialog.getByRole('list', { name: 'What will be deleted' })).toContainText('1 saved job');
  await expect(dialog.getByLabel('Your password')).toBeFocused();
  // Escape closes without deleting, and focus goes back to the button.
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(open).toBeFocused();

  await open.click();
  await dialog.getByLabel('Your password').fill('not-My-password-1');
  await dialog.getByLabel('Type DELETE to confirm').fill('DELETE');
  await dialog.getByRole('button', { name: 'Delete my account' }).click();
  await expect(dialog.getByLabel('Your password')).toHaveAccessibleDescription('That password is not correct.');
  await expect(dialog.getByLabel('Type DELETE to confirm')).toHaveValue('DELETE');

  await dialog.getByLabel('Your password').fill(PASSWORD);
  await dialog.getByRole('button', { name: 'Delete my account' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole('status').filter({ hasText: 'have been deleted' })).toBeVisible();

  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Log In' }).click();
  await expect(page.getByRole('alert')).toHaveText('Unable to log in with provided credentials.');
  await page.goto('/dashboard');
  await expect(page).toHaveURL(/\/login$/);
});

test('Manage Subscription says there is nothing to pay or cancel, readable at 375 px', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await signUpViaApi(page);
  await page.goto('/manage-subscription');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Manage Subscription');
  await expect(page.getByText('Free — every feature included')).toBeVisible();
  await expect(page.getByText(/nothing to cancel/)).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  await page.goto('/account-settings');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Account Settings');
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
});
