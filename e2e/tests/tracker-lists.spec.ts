/** The tracker's lists at any width: a few columns and a Columns menu, cards on a phone, "Add job" where jobs are. */
import type { Page } from '@playwright/test';
import { api, expect, signUpViaApi, test } from './fixtures';

/** A signed-in user with three jobs: two in the Wish List and one in Maybe, each with a salary. */
async function userWithJobs(page: Page) {
  await signUpViaApi(page);
  for (const [title, company, stage, salary] of [
    ['Data Analyst', 'Initech', 'maybe', '£45k'],
    ['Backend Engineer', 'Globex', 'wishlist', '£70k'],
    ['Platform Engineer', 'Acme', 'wishlist', '£80k'],
  ]) {
    await api(page, 'POST', '/api/jobs/', { title, company, stage, salary });
  }
}

const headers = (page: Page) => page.getByRole('columnheader');
/** Column headings as read: each label, then its sort arrow. */
const startingWith = (...labels: string[]) => labels.map((label) => new RegExp(`^${label}`));
const jobCards = (page: Page) => page.getByRole('list', { name: 'Jobs' }).getByRole('listitem');
const scrollWidth = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth);

test('at 1440 px the table shows five columns; a column chosen in the Columns menu shows and stays after a reload', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await userWithJobs(page);
  await page.goto('/tracker?view=table');
  await expect(page.getByTestId('job-row')).toHaveCount(3);
  await expect(headers(page)).toHaveText(startingWith('Title', 'Company', 'Stage', 'Match', 'Follow-up'));
  await expect(page.getByRole('table')).not.toContainText('£80k');

  // From the keyboard: the button opens the list, Tab reaches the boxes, Space ticks one, Escape closes it.
  const button = page.getByRole('button', { name: 'Columns', exact: true });
  await button.focus();
  await page.keyboard.press('Enter');
  await expect(button).toHaveAttribute('aria-expanded', 'true');
  const list = page.getByRole('group', { name: 'Columns to show' });
  await expect(list.getByRole('checkbox', { name: /^Title/ })).toBeDisabled();
  await expect(list.getByRole('checkbox', { name: 'Company' })).toBeChecked();
  const salary = list.getByRole('checkbox', { name: 'Salary' });
  await expect(salary).not.toBeChecked();
  while (!(await salary.evaluate((box) => box === document.activeElement))) await page.keyboard.press('Tab');
  await page.keyboard.press('Space');
  await expect(salary).toBeChecked();
  await page.keyboard.press('Escape');
  await expect(list).toBeHidden();
  await expect(button).toBeFocused();

  await expect(page.getByRole('columnheader', { name: 'Salary' })).toBeVisible();
  await expect(page.getByTestId('job-row').filter({ hasText: 'Platform Engineer' })).toContainText('£80k');
  // A mouse user hides one as easily; a click outside closes the list.
  await button.click();
  await list.getByRole('checkbox', { name: 'Match' }).uncheck();
  await page.getByRole('heading', { level: 1 }).click();
  await expect(list).toBeHidden();
  await expect(headers(page)).toHaveText(startingWith('Title', 'Company', 'Stage', 'Follow-up', 'Salary'));

  await page.reload();
  await expect(page.getByTestId('job-row')).toHaveCount(3);
  await expect(headers(page)).toHaveText(startingWith('Title', 'Company', 'Stage', 'Follow-up', 'Salary'));
  // The chosen column sorts like any other.
  await page.getByRole('button', { name: 'Salary' }).click();
  await expect(page.getByRole('columnheader', { name: 'Salary' })).toHaveAttribute('aria-sort', 'ascending');
  await expect(page.getByTestId('job-row')).toHaveText([/Data Analyst/, /Backend Engineer/, /Platform Engineer/]);
  // A stage list shows the same choice, without a Stage column saying the same stage on every row.
  await page.goto('/tracker/wishlist');
  await expect(headers(page)).toHaveText(startingWith('Title', 'Company', 'Follow-up', 'Salary'));

  // "Show the usual columns" goes back to the defaults.
  await page.getByRole('button', { name: 'Columns', exact: true }).click();
  await page.getByRole('button', { name: 'Show the usual columns' }).click();
  await expect(headers(page)).toHaveText(startingWith('Title', 'Company', 'Match', 'Follow-up'));
  await page.reload();
  await expect(page.getByRole('columnheader', { name: 'Match' })).toBeVisible();
  await expect(page.getByRole('columnheader', { name: 'Salary' })).toHaveCount(0);
});

test('at 375 px the jobs are cards, sorted, searched and paged, with nothing wider than the screen', async ({
  page,
}) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await userWithJobs(page);
  await page.goto('/tracker?view=table');
  await expect(jobCards(page)).toHaveCount(3);
  await expect(page.getByRole('table')).toBeHidden();
  const platform = jobCards(page).filter({ hasText: 'Platform Engineer' });
  await expect(platform.getByRole('heading', { name: 'Platform Engineer' })).toBeVisible();
  await expect(platform).toContainText('CompanyAcme');
  await expect(platform).toContainText('StageWish List');
  expect(await scrollWidth(page)).toBeLessThanOrEqual(375);

  await page.getByLabel('Sort by').selectOption({ label: 'Title' });
  await expect(jobCards(page).getByRole('heading')).toHaveText([
    'Backend Engineer',
    'Data Analyst',
    'Platform Engineer',
  ]);
  await page.getByLabel('Order').selectOption('Descending');
  await expect(jobCards(page).getByRole('heading')).toHaveText([
    'Platform Engineer',
    'Data Analyst',
    'Backend Engineer',
  ]);
  await page.getByLabel('Search').fill('globex');
  await expect(jobCards(page)).toHaveCount(1);
  await jobCards(page).getByRole('link', { name: 'Backend Engineer' }).click();
  await expect(page).toHaveURL(/\/jobs\/\d+$/);

  // A stage list is cards too, and its pages are reachable.
  const rows = ['Title,Company,Stage'];
  for (let i = 1; i <= 52; i += 1) rows.push(`Role ${i},Umbrella,Maybe`);
  await api(page, 'POST', '/api/jobs/import/', { csv: rows.join('\r\n') });
  await page.goto('/tracker/maybe');
  await expect(page.getByText('1–50 of 53 jobs')).toBeVisible();
  await expect(jobCards(page)).toHaveCount(50);
  expect(await scrollWidth(page)).toBeLessThanOrEqual(375);
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByText('51–53 of 53 jobs')).toBeVisible();
  await expect(jobCards(page)).toHaveCount(3);
});

test('“Add job” on the board opens the new-job form; in a stage list the job starts in that stage', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await userWithJobs(page);
  await page.goto('/tracker');
  await page.getByRole('link', { name: 'Add job', exact: true }).click();
  await expect(page).toHaveURL(/\/job-posting$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Enter Job Posting Info');
  await expect(page.getByLabel('Stage')).toHaveValue('wishlist');

  await page.goto('/tracker/maybe');
  await page.getByRole('link', { name: 'Add job', exact: true }).click();
  await expect(page).toHaveURL(/\/job-posting\?stage=maybe$/);
  await expect(page.getByLabel('Stage')).toHaveValue('maybe');
  await page.getByLabel('Job title').fill('QA Lead');
  await page.getByLabel('Company').fill('Hooli');
  await page.getByRole('button', { name: 'Save job' }).click();
  await expect(page).toHaveURL(/\/jobs\/\d+$/);
  const id = Number(page.url().split('/').pop());
  expect(await api(page, 'GET', `/api/jobs/${id}/`)).toMatchObject({ title: 'QA Lead', stage: 'maybe' });
  await page.goto('/tracker/maybe');
  await expect(page.getByTestId('job-row')).toHaveText([/^QA Lead/, /^Data Analyst/]);

  // Archives needs an outcome first, so its "Add job" opens the form as it is.
  await page.goto('/tracker/archives');
  await expect(page.getByRole('link', { name: 'Add job', exact: true })).toHaveAttribute('href', '/job-posting');
});
