import { expect, signUpViaApi, test } from './fixtures';

test('the dashboard greets, links its actions, shows progress, activity, jobs and the tip', async ({ page }) => {
  await signUpViaApi(page);
  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { name: 'Welcome back, there' })).toBeVisible();
  await expect(page.getByText('Ready to continue your career journey?')).toBeVisible();
  const joined = new Date().toLocaleDateString('en-US', { dateStyle: 'medium' });
  await expect(page.getByText(`Last active: ${joined}`)).toBeVisible();
  for (const [label, href] of [
    ['Update Resume', '/content-library/review'],
    ['Create Cover Letter', '/generate-cover-letter'],
    ['Add Job to Tracker', '/tracker'],
    ['View Saved Jobs', '/tracker/wishlist'],
  ] as const) {
    await expect(page.getByRole('link', { name: label })).toHaveAttribute('href', href);
  }
  // A new user has no resume and no cover letter: every tile shows a cross.
  const tiles = page.getByTestId('progress-tile');
  await expect(tiles).toHaveText(['✗Resume Ready', '✗Cover Letter Status', '✗Job Tracker', '✗Interview Prep']);
  await expect(
    page.getByText("You haven't created any resumes or cover letters yet. Start building your career journey!"),
  ).toBeVisible();
  await expect(page.getByTestId('job-card')).toHaveCount(3);
  await expect(page.getByTestId('job-card').getByRole('link', { name: 'View Job' })).toHaveCount(3);
  await expect(page.getByText(/35% callback increase/)).toBeVisible();
});

test('Resume Ready shows a tick and recent activity appears once the user has a resume', async ({ page }) => {
  await signUpViaApi(page);
  await page.goto('/dashboard');
  await expect(page.getByTestId('progress-tile').first()).toHaveText('✗Resume Ready');
  // Make a resume the way a user does, then come back through the app (no reload).
  const side = page.getByRole('navigation', { name: 'Side navigation' });
  await side.getByRole('button', { name: 'Resume Builder' }).click();
  await side.getByRole('link', { name: 'Select Template' }).click();
  await page.getByRole('button', { name: /High School/ }).click();
  await page.getByRole('button', { name: 'Continue to Preview' }).click();
  await expect(page).toHaveURL(/\/resume-preview\/\d+$/);
  await side.getByRole('link', { name: 'Home' }).click();
  await expect(page.getByTestId('progress-tile')).toHaveText([
    '✓Resume Ready',
    '✗Cover Letter Status',
    '✗Job Tracker',
    '✗Interview Prep',
  ]);
  await expect(page.getByText('Resume updated')).toBeVisible();
  await expect(page.getByText("You haven't created any resumes or cover letters yet.", { exact: false })).toHaveCount(
    0,
  );
});
