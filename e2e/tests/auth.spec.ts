import { expect, fakeGoogleScript, googleCredential, PASSWORD, signUpViaApi, test, uniqueEmail } from './fixtures';

test.describe('log in', () => {
  test('explains each invalid input with the spec messages', async ({ page }) => {
    await page.goto('/login');
    await expect(
      page.getByText('Password must be at least 8 characters and contain both letters and numbers.'),
    ).toBeVisible();
    await page.getByLabel('Email').fill('not-an-email');
    await page.getByLabel('Password').fill('short1');
    await page.getByRole('button', { name: 'Log In' }).click();
    await expect(page.getByText('Please enter a valid email address.')).toBeVisible();
    await expect(page.getByText('Password must be at least 8 characters long.')).toBeVisible();
    await page.getByLabel('Email').fill('ok@example.com');
    await page.getByLabel('Password').fill('onlyletters');
    await page.getByRole('button', { name: 'Log In' }).click();
    await expect(page.getByText('Please enter a valid email address.')).toHaveCount(0);
    await expect(page.getByText('Password must contain both letters and numbers.')).toBeVisible();
    await page.getByLabel('Password').fill('12345678');
    await page.getByRole('button', { name: 'Log In' }).click();
    await expect(page.getByText('Password must contain both letters and numbers.')).toBeVisible();
    await expect(page).toHaveURL(/\/login$/);
  });

  test('shows the server detail for wrong credentials, then the throttling detail', async ({ page }) => {
    const email = await signUpViaApi(page);
    await page.context().clearCookies();
    await page.goto('/login');
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password').fill('wrong-Password-1');
    await page.getByRole('button', { name: 'Log In' }).click();
    await expect(page.getByRole('alert')).toHaveText('Unable to log in with provided credentials.');
    // Four more failures for this account reach its limit of five in five minutes.
    for (let i = 0; i < 4; i += 1) {
      await page.getByRole('button', { name: 'Log In' }).click();
      await expect(page.getByRole('alert')).toHaveText('Unable to log in with provided credentials.');
    }
    await page.getByLabel('Password').fill(PASSWORD);
    await page.getByRole('button', { name: 'Log In' }).click();
    await expect(page.getByRole('alert')).toContainText('Request was throttled. Expected available in');
  });

  test('signs in and goes to the dashboard', async ({ page }) => {
    const email = await signUpViaApi(page);
    await page.context().clearCookies();
    await page.goto('/login');
    await page.getByLabel('Email').fill(email.toUpperCase());
    await page.getByLabel('Password').fill(PASSWORD);
    await page.getByRole('button', { name: 'Log In' }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByRole('heading', { name: 'Welcome back, there' })).toBeVisible();
    expect(await page.evaluate(() => [localStorage.getItem('access'), localStorage.getItem('refresh')])).toEqual([
      expect.any(String),
      expect.any(String),
    ]);
  });
});

test.describe('sign up', () => {
  test('creates the account and goes to the dashboard', async ({ page }) => {
    await page.goto('/signup');
    await page.getByLabel('Email').fill(uniqueEmail('signup'));
    await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await page.getByLabel('Confirm Password').fill(PASSWORD);
    await page.getByRole('button', { name: 'Sign Up' }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByText('Ready to continue your career journey?')).toBeVisible();
  });

  test('refuses mismatched passwords and a taken email', async ({ page }) => {
    const taken = await signUpViaApi(page);
    await page.context().clearCookies();
    await page.goto('/signup');
    await page.getByLabel('Email').fill(taken);
    await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await page.getByLabel('Confirm Password').fill('river-Tango-43');
    await page.getByRole('button', { name: 'Sign Up' }).click();
    await expect(page.getByText('Passwords do not match.')).toBeVisible();
    await page.getByLabel('Confirm Password').fill(PASSWORD);
    await page.getByRole('button', { name: 'Sign Up' }).click();
    await expect(page.getByRole('alert')).toHaveText('User is already registered with this e-mail address.');
    await expect(page).toHaveURL(/\/signup$/);
  });
});

test.describe('guard and redirects', () => {
  test('a signed-out visitor is sent to /login, replacing the history entry', async ({ page }) => {
    await page.goto('/');
    await page.goto('/dashboard');
    await expect(page).toHaveURL(/\/login$/);
    await page.goBack();
    await expect(page).toHaveURL(/\/$/);
  });

  test('a signed-in user who opens /login or /signup goes to /dashboard', async ({ page }) => {
    await signUpViaApi(page);
    await page.goto('/login');
    await expect(page).toHaveURL(/\/dashboard$/);
    await page.goto('/signup');
    await expect(page).toHaveURL(/\/dashboard$/);
  });

  test('log out ends the session, clears tokens and goes to /login', async ({ page }) => {
    await signUpViaApi(page);
    await page.goto('/dashboard');
    await page.evaluate(() => localStorage.setItem('access', 'x'));
    await page.getByRole('button', { name: 'Account menu' }).click();
    await page.getByRole('menuitem', { name: 'Log Out' }).click();
    await expect(page).toHaveURL(/\/login$/);
    expect(await page.evaluate(() => localStorage.getItem('access'))).toBeNull();
    const cookies = await page.context().cookies();
    expect(cookies.map((cookie) => cookie.name)).not.toContain('sessionid');
    await page.goto('/dashboard');
    await expect(page).toHaveURL(/\/login$/);
  });
});

test.describe('Google sign-in', () => {
  test('signs in with a Google credential and greets the user by name', async ({ page }) => {
    const sub = `sub-${Date.now()}`;
    await fakeGoogleScript(page, await googleCredential({ sub, email: uniqueEmail('gina'), given_name: 'Gina' }));
    await page.goto('/login');
    await expect(page.getByText('Or login with:')).toBeVisible();
    await page.getByRole('button', { name: 'Sign in with Google' }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByRole('heading', { name: 'Welcome back, Gina' })).toBeVisible();
  });

  test('says so when Google sign-in fails', async ({ page }) => {
    await fakeGoogleScript(page, 'not-a-valid-token');
    await page.goto('/login');
    await page.getByRole('button', { name: 'Sign in with Google' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'Google login failed. Please try again.' })).toBeVisible();
    await expect(page).toHaveURL(/\/login$/);
  });
});
