import { expect, signUpViaApi, test } from './fixtures';

const signedInTopLinks = [
  ['Dashboard', '/dashboard'],
  ['Resume Builder', '/resume-builder'],
  ['Cover Letter Crafter', '/cover-letter-crafter'],
  ['Job Match Maker', '/job-match-maker'],
  ['Interview Prep', '/interview-prep'],
  ['Resources', '/resources'],
] as const;

/** Each entry, where it leads, and that screen's heading. */
const avatarEntries = [
  ['Account Settings', '/account-settings', 'Account Settings'],
  ['Manage Subscription', '/manage-subscription', 'Manage Subscription'],
  ['My Resumes', '/my-resumes', 'My Resumes'],
  ['My Cover Letters', '/my-cover-letters', 'My Cover Letters'],
  ['My Job Tracker', '/my-job-tracker', 'Job Tracker'],
  ['Support', '/support', 'Support'],
] as const;

test.describe('top bar', () => {
  test('visitors see Support, Sign In and Get Started For Free', async ({ page }) => {
    await page.goto('/');
    const nav = page.getByRole('navigation', { name: 'Main' });
    await expect(nav.getByRole('link')).toHaveText(['Support', 'Sign In', 'Get Started For Free']);
    await expect(nav.getByRole('link', { name: 'Support' })).toHaveAttribute('href', '/support');
    await expect(nav.getByRole('link', { name: 'Sign In' })).toHaveAttribute('href', '/login');
    await expect(nav.getByRole('link', { name: 'Get Started For Free' })).toHaveAttribute('href', '/signup');
  });

  test('signed-in users see the section links and a default avatar until they have a first name', async ({ page }) => {
    await page.setViewportSize({ width: 1366, height: 900 });
    await signUpViaApi(page);
    await page.goto('/dashboard');
    const nav = page.getByRole('navigation', { name: 'Main' });
    for (const [label, href] of signedInTopLinks) {
      await expect(nav.getByRole('link', { name: label, exact: true })).toHaveAttribute('href', href);
    }
    await expect(page.getByTestId('avatar-default')).toBeVisible();
    await expect(page.getByTestId('avatar-initial')).toHaveCount(0);
  });

  test('the avatar shows the first letter of the first name', async ({ page }) => {
    await signUpViaApi(page, undefined, 'zoë');
    await page.goto('/dashboard');
    await expect(page.getByTestId('avatar-initial')).toHaveText('Z');
    await expect(page.getByRole('heading', { name: 'Welcome back, zoë' })).toBeVisible();
  });

  test('every avatar-menu entry leads to its screen', async ({ page }) => {
    await signUpViaApi(page);
    await page.goto('/dashboard');
    for (const [label, href, heading] of avatarEntries) {
      await page.getByRole('button', { name: 'Account menu' }).click();
      await page.getByRole('menuitem', { name: label }).click();
      await expect(page).toHaveURL(new RegExp(`${href}$`));
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
    }
  });

  test('the avatar menu works with the keyboard and closes on Escape and outside click', async ({ page }) => {
    await signUpViaApi(page);
    await page.goto('/dashboard');
    const button = page.getByRole('button', { name: 'Account menu' });
    await button.focus();
    await page.keyboard.press('Enter');
    const menu = page.getByRole('menu');
    await expect(menu).toBeVisible();
    await expect(page.getByRole('menuitem', { name: 'Account Settings' })).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(page.getByRole('menuitem', { name: 'Manage Subscription' })).toBeFocused();
    await page.keyboard.press('ArrowUp');
    await page.keyboard.press('ArrowUp');
    await expect(page.getByRole('menuitem', { name: 'Log Out' })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
    await expect(button).toBeFocused();
    await button.click();
    await expect(menu).toBeVisible();
    await page.getByRole('heading', { name: 'Career Progress' }).click();
    await expect(menu).toBeHidden();
    await button.focus();
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/manage-subscription$/);
  });
});

test.describe('side navigation', () => {
  test('a group starts open when the current path lies inside it; groups collapse; the panel toggles', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1366, height: 900 });
    await signUpViaApi(page);
    await page.goto('/tracker/submitted');
    const side = page.getByRole('navigation', { name: 'Side navigation' });
    const tracker = side.getByRole('button', { name: 'Job Tracker' });
    await expect(tracker).toHaveAttribute('aria-expanded', 'true');
    await expect(side.getByRole('link', { name: 'Submitted' })).toBeVisible();
    // The board itself comes first, then the spec's stage lists in the spec's order.
    await expect(side.locator('ul ul').filter({ has: page.getByRole('link', { name: 'Submitted' }) })).toHaveText(
      ['Board', 'Maybe', 'Submitted', 'Interviewed', 'Wish List', 'Archives'].join(''),
    );
    await side.getByRole('link', { name: 'Board' }).click();
    await expect(page).toHaveURL(/\/tracker$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Job Tracker');
    await expect(page).toHaveTitle('Job Tracker · HireStride');
    await expect(side.getByRole('link', { name: 'Board' })).toHaveAttribute('aria-current', 'page');
    await expect(side.getByRole('link', { name: 'Submitted' })).not.toHaveAttribute('aria-current', 'page');
    for (const other of ['Resume Builder', 'Content Library', 'Learning Hub']) {
      await expect(side.getByRole('button', { name: other })).toHaveAttribute('aria-expanded', 'false');
    }
    await expect(side.getByRole('link', { name: 'Update Profile' })).toBeHidden();
    await tracker.click();
    await expect(side.getByRole('link', { name: 'Submitted' })).toBeHidden();
    await side.getByRole('button', { name: 'Learning Hub' }).press('Enter');
    await expect(side.getByRole('link', { name: 'Question Banks' })).toHaveAttribute(
      'href',
      '/learning/question-banks',
    );
    await expect(side.getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/dashboard');

    const box = await side.boundingBox();
    expect(box?.width).toBe(220);
    await page.getByRole('button', { name: 'Hide navigation' }).click();
    await expect(side).toBeHidden();
    await page.getByRole('button', { name: 'Show navigation' }).click();
    await expect(side).toBeVisible();
  });

  test('on a phone the panel hides behind the menu button and nothing overflows', async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 780 });
    await signUpViaApi(page);
    await page.goto('/dashboard');
    const side = page.getByRole('navigation', { name: 'Side navigation' });
    await expect(side).toBeHidden();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    await page.getByRole('button', { name: 'Show navigation' }).click();
    await side.getByRole('button', { name: 'Content Library' }).click();
    await side.getByRole('link', { name: 'Profile' }).click();
    await expect(page).toHaveURL(/\/content-library$/);
    await expect(side).toBeHidden();
    for (const path of ['/', '/login', '/signup', '/support']) {
      await page.goto(path);
      expect(await page.evaluate(() => document.documentElement.scrollWidth), path).toBeLessThanOrEqual(360);
    }
  });

  test('a window narrowed past the breakpoint closes the panel rather than laying it over the page', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    await signUpViaApi(page);
    await page.goto('/dashboard');
    const side = page.getByRole('navigation', { name: 'Side navigation' });
    await expect(side).toBeVisible();
    await page.setViewportSize({ width: 375, height: 800 });
    await expect(side).toBeHidden();
    await expect(page.getByRole('button', { name: 'Show navigation' })).toHaveAttribute('aria-expanded', 'false');
    await page.setViewportSize({ width: 1440, height: 900 });
    await expect(side).toBeVisible();
  });
});
