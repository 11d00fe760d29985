import { api, expect, signUpViaApi, test } from './fixtures';

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
    ['Add Job to Tracker', '/job-posting'],
    ['View Saved Jobs', '/tracker'],
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
  // The real event, not the spec's samples, now that one exists.
  await expect(page.getByTestId('recent-activity')).toContainText('Created a resume');
  await expect(page.getByText('Resume updated')).toHaveCount(0);
  await expect(page.getByText("You haven't created any resumes or cover letters yet.", { exact: false })).toHaveCount(
    0,
  );
});

test('saving a job ticks Job Tracker; recent activity and what is due come from the user’s own jobs', async ({
  page,
}) => {
  await signUpViaApi(page);
  const today = new Date();
  const inDays = (days: number) => {
    const date = new Date(today.getFullYear(), today.getMonth(), today.getDate() + days);
    return `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`;
  };
  const job = await api(page, 'POST', '/api/jobs/', {
    title: 'Analyst',
    company: 'Initech',
    follow_up_on: inDays(-2),
    follow_up_note: 'Chase the recruiter',
  });
  await api(page, 'POST', `/api/jobs/${job.id}/move/`, {
    stage: 'interviewed',
    position: 0,
    interview: { date: inDays(1), time: '10:30', kind: 'phone' },
  });
  await api(page, 'POST', '/api/jobs/', { title: 'Later', company: 'Globex', follow_up_on: inDays(30) });
  await page.goto('/dashboard');
  await expect(page.getByTestId('progress-tile')).toHaveText([
    '✗Resume Ready',
    '✗Cover Letter Status',
    '✓Job Tracker',
    '✗Interview Prep',
  ]);
  const due = page.getByTestId('due-soon').getByRole('listitem');
  await expect(due).toHaveCount(2);
  await expect(due.nth(0)).toContainText('Follow up: Analyst at Initech');
  await expect(due.nth(0)).toContainText('Chase the recruiter');
  await expect(due.nth(0)).toContainText('Overdue since');
  await expect(due.nth(1)).toContainText('Interview: Analyst at Initech');
  await expect(due.nth(1)).toContainText('Tomorrow, 10:30');
  await expect(due.nth(0).getByRole('link', { name: /to your calendar$/ })).toHaveCount(0);
  const calendar = await page.request.get(
    (await due
      .nth(1)
      .getByRole('link', { name: 'Add the interview for Analyst at Initech to your calendar' })
      .getAttribute('href'))!,
  );
  expect(calendar.headers()['content-type']).toBe('text/calendar; charset=utf-8');
  expect(await calendar.text()).toContain(`\r\nDTSTART:${inDays(1).replace(/-/g, '')}T103000\r\n`);
  const activity = page.getByTestId('recent-activity').getByRole('listitem');
  await expect(activity.first()).toContainText('Saved');
  await expect(activity.first()).toContainText('Later at Globex');
  await expect(activity.filter({ hasText: 'Moved from Wish List to Interviewed' })).toContainText('Analyst at Initech');
  await expect(page.getByText("You haven't created any resumes or cover letters yet.", { exact: false })).toHaveCount(
    0,
  );
  await page.getByRole('link', { name: 'View Saved Jobs' }).click();
  await expect(page).toHaveURL(/\/tracker$/);
  await expect(page.getByTestId('job-card')).toHaveCount(2);
});
