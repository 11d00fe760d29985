import { expect, PASSWORD, signUpViaApi, test } from './fixtures';

test.describe('landing page', () => {
  test('shows the hero, figures, trusted-by strip, journey, closing call to action and footer', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Unlock Your Career Superpowers with HireStride');
    await expect(page.getByText('Supercharge your job hunt in minutes—not weeks.')).toBeVisible();
    await expect(page.getByTestId('stat-value')).toHaveText(['1.5K+', '500+', '1.2K+', '98%']);
    await expect(page.getByRole('main').getByRole('link', { name: 'Get Started For Free' })).toHaveAttribute(
      'href',
      '/signup',
    );

    await expect(page.getByText('Trusted by 200+ companies, including:')).toBeVisible();
    const marquee = page.getByTestId('marquee');
    const names = await marquee.locator('li').allTextContents();
    expect(names.length % 3).toBe(0);
    expect(names.slice(0, names.length / 3)).toEqual(names.slice(names.length / 3, (2 * names.length) / 3));
    const animation = await marquee.evaluate((el) => {
      const style = getComputedStyle(el);
      return [style.animationDuration, style.animationTimingFunction, style.animationIterationCount];
    });
    expect(animation).toEqual(['20s', 'linear', 'infinite']);

    await expect(page.getByRole('heading', { name: 'The 5K Mile You Can Do!' })).toBeVisible();
    await expect(
      page.getByText('Grab a quick bite and put on your running shoes. Get hired with your AI assistant.'),
    ).toBeVisible();
    const steps = page
      .getByRole('list')
      .filter({ has: page.getByRole('heading', { name: 'Resume Builder' }) })
      .locator('h3');
    await expect(steps).toHaveText([
      'You',
      'Resume Builder',
      'Cover Letter Crafter',
      'Job Match Maker',
      'Interview Prep',
      'Job Landed',
    ]);
    for (const [label, href] of [
      ['Get Started', '/signup'],
      ['Question Banks', '/signup'],
      ['Celebrate!', '/signup'],
    ] as const) {
      await expect(page.getByRole('link', { name: label, exact: true }).first()).toHaveAttribute('href', href);
    }

    await expect(page.getByRole('heading', { name: 'Ready to Land Your Dream Job?' })).toBeVisible();
    await expect(
      page.getByText('Let HireStride help you craft the perfect resume and cover letter to stand out from the crowd.'),
    ).toBeVisible();
    await expect(page.getByRole('contentinfo')).toContainText(`© ${new Date().getFullYear()} HireStride`);
  });

  test('shows the decorative banner and social links that open in a new tab', async ({ page }) => {
    await page.setViewportSize({ width: 1366, height: 900 });
    await page.goto('/');
    await expect(page.getByTestId('template-of-the-day')).toHaveText('RESUME TEMPLATE OF THE DAY');
    const social = page.getByRole('navigation', { name: 'Social networks' }).getByRole('link');
    await expect(social).toHaveCount(3);
    for (const link of await social.all()) {
      await expect(link).toHaveAttribute('target', '_blank');
      await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    }
  });

  test('stops the marquee for visitors who prefer reduced motion', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto('/');
    const name = await page.getByTestId('marquee').evaluate((el) => getComputedStyle(el).animationName);
    expect(name).toBe('none');
  });

  test('visitors get the page as plain HTML: no JavaScript, and its links lead into the app', async ({ page }) => {
    const scripts: string[] = [];
    page.on('request', (request) => request.resourceType() === 'script' && scripts.push(request.url()));
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(scripts).toEqual([]);

    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Sign In' }).click();
    await expect(page).toHaveURL('/login');
    await expect(page.getByRole('button', { name: 'Log In' })).toBeVisible();
    // Back in the app, the logo goes home without a page load: the same landing page, rendered by the app.
    await page.getByRole('link', { name: 'HireStride' }).first().click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Unlock Your Career Superpowers with HireStride');
    await expect(page.getByRole('main').getByRole('link', { name: 'Get Started For Free' })).toHaveAttribute(
      'href',
      '/signup',
    );
  });

  test('a signed-in user at / gets the app: their top bar, and calls to action that lead to the dashboard', async ({
    page,
  }) => {
    await signUpViaApi(page, undefined, 'Ada');
    const scripts: string[] = [];
    page.on('request', (request) => request.resourceType() === 'script' && scripts.push(request.url()));
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('button', { name: /account menu/i })).toBeVisible();
    await expect(page.getByRole('main').getByRole('link', { name: 'Get Started For Free' })).toHaveAttribute(
      'href',
      '/dashboard',
    );
    await expect(page.getByRole('link', { name: 'Celebrate!' })).toHaveAttribute('href', '/dashboard');
    expect(scripts.some((url) => /Dashboard|SideNav/.test(url))).toBe(false);
  });

  test('after signing in from the landing page, going back shows the landing page of a signed-in user', async ({
    page,
  }) => {
    const email = await signUpViaApi(page);
    await page.context().clearCookies();
    await page.goto('/');
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Sign In' }).click();
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password').fill(PASSWORD);
    await page.getByRole('button', { name: 'Log In' }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
    await page.goBack();
    await expect(page).toHaveURL('/');
    await expect(page.getByRole('button', { name: 'Account menu' })).toBeVisible();
    await expect(page.getByRole('main').getByRole('link', { name: 'Get Started For Free' })).toHaveAttribute(
      'href',
      '/dashboard',
    );
  });
});
