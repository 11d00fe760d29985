import { expect, signUpViaApi, test } from './fixtures';

test('Support answers questions for visitors, with disclosures that work by keyboard, at 375 px', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto('/');
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Support' }).click();
  await expect(page).toHaveURL(/\/support$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Support');

  const question = page.locator('summary').filter({ hasText: 'I forgot my password. What now?' });
  const answer = page.getByRole('link', { name: 'Forgot password?' });
  await expect(answer).toBeHidden();
  await question.focus();
  await page.keyboard.press('Enter');
  await expect(answer).toBeVisible();
  await page.keyboard.press('Enter');
  await expect(answer).toBeHidden();

  // This installation has no support address: the page says so, invents none, and says what to do instead.
  await expect(
    page.getByText(/^No support address is set up for this copy of HireStride\. Ask whoever set it up/),
  ).toBeVisible();
  await expect(page.locator('a[href^="mailto:"]')).toHaveCount(0);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
});

test('Support opens for signed-in users too, and shows the configured address', async ({ page }) => {
  await page.route('**/api/auth-config/', (route) =>
    route.fulfill({ json: { google_client_id: null, support_email: 'help@hirestride.example' } }),
  );
  await signUpViaApi(page);
  await page.goto('/dashboard');
  await page.getByRole('button', { name: 'Account menu' }).click();
  await page.getByRole('menuitem', { name: 'Support' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Support');
  await expect(page.getByRole('link', { name: 'help@hirestride.example' })).toHaveAttribute(
    'href',
    'mailto:help@hirestride.example',
  );
});

test('Support keeps the app’s navigation for a signed-in user on a phone', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await signUpViaApi(page);
  await page.goto('/support');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Support');
  await page.getByRole('button', { name: 'Show navigation' }).click();
  const nav = page.getByRole('navigation', { name: 'Side navigation' });
  await nav.getByRole('link', { name: 'Job Match Maker' }).click();
  await expect(page).toHaveURL(/\/job-match-maker$/);
});
