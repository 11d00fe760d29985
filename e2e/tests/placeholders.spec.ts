import { expect, signUpViaApi, test } from './fixtures';

// The screens still to be built (issue 15 built the Learning Hub's and Interview Prep's).
const screens = [
  ['/account-settings', 'Account Settings Coming Soon'],
  ['/manage-subscription', 'Manage Subscription Coming Soon'],
] as const;

test('each placeholder screen is the Coming Soon page headed with its section', async ({ page }) => {
  await signUpViaApi(page);
  for (const [path, heading] of screens) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 }), path).toHaveText(heading);
    await expect(page.getByText('This feature is under development. Check back soon!')).toBeVisible();
  }
});

test('/support is public', async ({ page }) => {
  await page.goto('/support');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Support Coming Soon');
});

test('Back goes back in history, or to /dashboard without history', async ({ page, context }) => {
  await signUpViaApi(page);
  await page.goto('/dashboard');
  await page.getByRole('button', { name: 'Account menu' }).click();
  await page.getByRole('menuitem', { name: 'Account Settings' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Account Settings Coming Soon');
  await page.getByRole('button', { name: 'Back' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);

  const fresh = await context.newPage();
  await fresh.goto('/account-settings');
  await fresh.getByRole('button', { name: 'Back' }).click();
  await expect(fresh).toHaveURL(/\/dashboard$/);
});

test('an unknown path shows the not-found page; no link of the shell ends there', async ({ page }) => {
  await page.goto('/no/such/page');
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();

  await page.setViewportSize({ width: 1366, height: 900 });
  await signUpViaApi(page);
  await page.goto('/dashboard');
  const side = page.getByRole('navigation', { name: 'Side navigation' });
  for (const group of ['Resume Builder', 'Job Tracker', 'Content Library', 'Learning Hub']) {
    const toggle = side.getByRole('button', { name: group });
    if ((await toggle.getAttribute('aria-expanded')) === 'false') await toggle.click();
  }
  await page.getByRole('button', { name: 'Account menu' }).click();
  const hrefs = new Set<string>();
  for (const link of await page
    .locator('header a[href^="/"], nav a[href^="/"], [role="menu"] a[href^="/"], main a[href^="/"]')
    .all()) {
    hrefs.add((await link.getAttribute('href'))!);
  }
  expect(hrefs.size).toBeGreaterThan(30);
  for (const href of hrefs) {
    await page.goto(href);
    await expect(page.getByRole('heading', { level: 1 }), href).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Page not found' }), href).toHaveCount(0);
  }
});

test('a screen that fails to load shows the routing error screen', async ({ page }) => {
  await signUpViaApi(page);
  await page.route('**/assets/DashboardPage-*.js', (route) => route.abort());
  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { name: 'Unexpected Application Error!' })).toBeVisible();
  await expect(
    page.getByText(/Failed to fetch dynamically imported module|Importing a module script failed/),
  ).toBeVisible();
});
