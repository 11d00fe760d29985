import {
  expect,
  fakeGoogleScript,
  googleCredential,
  holdAppEntry,
  PASSWORD,
  signUpViaApi,
  test,
  uniqueEmail,
} from './fixtures';

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
    // The error replaces the rule's hint instead of saying it twice.
    await expect(
      page.getByText('Password must be at least 8 characters and contain both letters and numbers.'),
    ).toHaveCount(0);
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

  test('signs in and goes to the dashboard, keeping no tokens where a script could read them', async ({ page }) => {
    const email = await signUpViaApi(page);
    await page.context().clearCookies();
    await page.goto('/login');
    // What an earlier version of the app left behind.
    await page.evaluate(() => localStorage.setItem('refresh', 'left-by-an-earlier-version'));
    await page.getByLabel('Email').fill(email.toUpperCase());
    await page.getByLabel('Password').fill(PASSWORD);
    await page.getByRole('button', { name: 'Log In' }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByRole('heading', { name: 'Welcome back, there' })).toBeVisible();
    expect(await page.evaluate(() => [localStorage.getItem('access'), localStorage.getItem('refresh')])).toEqual([
      null,
      null,
    ]);
  });
});

test.describe('pages rendered for visitors', () => {
  test('Log In shows before the app has loaded; what is typed meanwhile is kept and signs in', async ({ page }) => {
    const email = await signUpViaApi(page);
    await page.context().clearCookies();
    const problems: string[] = [];
    // React reports a take-over that does not match the page as an error; Google's blocked script is expected.
    page.on(
      'console',
      (message) =>
        message.type() === 'error' &&
        !message.text().startsWith('Failed to load resource') &&
        problems.push(message.text()),
    );
    page.on('pageerror', (error) => problems.push(error.message));
    const release = await holdAppEntry(page);

    await page.goto('/login', { waitUntil: 'commit' });
    await expect(page.getByRole('heading', { name: 'Log In' })).toBeVisible();
    const button = page.getByRole('button', { name: 'Log In' });
    // Until the app is live the form cannot submit itself (that would put the password in the address).
    await expect(button).toBeDisabled();
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password').fill(PASSWORD);
    await page.getByLabel('Password').press('Enter');
    await expect(page).toHaveURL(/\/login$/);

    release();
    await expect(button).toBeEnabled();
    await expect(page.getByLabel('Email')).toHaveValue(email);
    await expect(page.getByLabel('Password')).toHaveValue(PASSWORD);
    await button.click();
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByRole('heading', { name: 'Welcome back, there' })).toBeVisible();
    expect(problems).toEqual([]);
  });

  test('Sign Up is taken over by the app without a redraw, and a signed-in user is sent on', async ({ page }) => {
    const release = await holdAppEntry(page);
    await page.goto('/signup', { waitUntil: 'commit' });
    await expect(page.getByRole('heading', { name: 'Sign Up' })).toBeVisible();
    // An element marked before the app runs is still the one on screen after: the page was taken over, not redrawn.
    await page.evaluate(() => document.querySelector('h1')?.setAttribute('data-from-server', 'yes'));
    release();
    await expect(page.getByRole('button', { name: 'Sign Up' })).toBeEnabled();
    await expect(page.locator('h1[data-from-server="yes"]')).toHaveText('Sign Up');
    await page.getByRole('button', { name: 'Sign Up' }).click();
    await expect(page.getByText('Please enter a valid email address.')).toBeVisible();

    await signUpViaApi(page);
    await page.goto('/signup');
    await expect(page).toHaveURL(/\/dashboard$/);
  });
});

test('a pre-drawn Log In whose screen cannot load shows the routing error screen, not a dead form', async ({
  page,
}) => {
  await page.route('**/assets/LoginPage-*.js', (route) => route.abort());
  await page.goto('/login');
  await expect(page.getByRole('heading', { name: 'Unexpected Application Error!' })).toBeVisible();
});

test('a pre-drawn Log In says so when the app itself cannot load', async ({ page }) => {
  await page.route(/\/assets\/index-[\w-]+\.js$/, (route) => route.abort());
  await page.goto('/login');
  await expect(page.getByRole('alert')).toHaveText(
    'HireStride could not finish loading. Check your connection and reload the page.',
  );
  await expect(page.getByRole('button', { name: 'Log In' })).toBeDisabled();
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
