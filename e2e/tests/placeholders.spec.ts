import { expect, signUpViaApi, test } from './fixtures';

// Every Coming Soon screen is built now (issue 16 built the last: Account Settings, Manage Subscription and Support).

test('an unknown path shows the not-found page; no link of the shell ends there', async ({ page }) => {
  // It loads every screen the shell links to (more than thirty), each a full page load.
  test.setTimeout(120_000);
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
