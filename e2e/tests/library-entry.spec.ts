/** Filling the library quickly: skills several at once, month-and-year dates, no lost edits, and a new user's start. */
import type { Page } from '@playwright/test';
import { api, expect, signUpViaApi, test } from './fixtures';

const items = (page: Page) => page.getByTestId('section-item');
const steps = (page: Page) => page.getByRole('navigation', { name: 'Profile steps' });

async function pickMonth(page: Page, group: string, month: string, year: string) {
  const dates = page.getByRole('group', { name: group, exact: true });
  await dates.getByLabel('Month').selectOption({ label: month });
  await dates.getByLabel('Year').fill(year);
}

test.describe('skills several at once', () => {
  test('five skills from one field share one proficiency; repeats and saved ones are skipped and said', async ({
    page,
  }) => {
    await signUpViaApi(page);
    await page.goto('/content-library/skills');
    await expect(page.getByText('separate them with commas or put one per line', { exact: false })).toBeVisible();
    await page
      .getByLabel('Skill', { exact: true })
      .fill('Wound care, IV therapy\nPatient education; Triage\nwound care\nEpic Systems');
    await page.getByLabel('Proficiency').fill('Advanced');
    await page.getByLabel('Category').fill('Clinical');
    await page.getByRole('button', { name: 'Add Skill' }).click();
    await expect(page.getByTestId('batch-status')).toHaveText(
      'Added Wound care, IV therapy, Patient education, Triage and Epic Systems. Skipped 1: wound care was listed more than once.',
    );
    await expect(items(page)).toHaveCount(5);
    await expect(page.getByLabel('Skill', { exact: true })).toHaveValue('');
    const saved: Array<{ skill_name: string; proficiency: string; category: string }> = await api(
      page,
      'GET',
      '/api/content/skills/',
    );
    expect(saved.map((skill) => skill.skill_name)).toEqual([
      'Wound care',
      'IV therapy',
      'Patient education',
      'Triage',
      'Epic Systems',
    ]);
    expect(new Set(saved.map((skill) => `${skill.proficiency}/${skill.category}`))).toEqual(
      new Set(['Advanced/Clinical']),
    );

    await page.getByLabel('Skill', { exact: true }).fill('triage, Charting');
    await page.getByRole('button', { name: 'Add Skill' }).click();
    await expect(page.getByTestId('batch-status')).toHaveText(
      'Added Charting. Skipped 1: triage is already in your library.',
    );
    await expect(items(page)).toHaveCount(6);
  });

  test('when one fails, those added are said and the rest stay in the field', async ({ page }) => {
    await signUpViaApi(page);
    await page.goto('/content-library/skills');
    await page.route('**/api/content/skills/', (route) =>
      route.request().method() === 'POST' && route.request().postDataJSON().skill_name === 'Forklift'
        ? route.fulfill({ status: 500, body: '{}' })
        : route.fallback(),
    );
    await page.getByLabel('Skill', { exact: true }).fill('Inventory, Forklift, Scheduling');
    await page.getByRole('button', { name: 'Add Skill' }).click();
    await expect(page.getByTestId('batch-notice')).toHaveText(
      'Added Inventory. Could not save Forklift. It and the 1 after it are still in the field.',
    );
    await expect(page.getByLabel('Skill', { exact: true })).toHaveValue('Forklift, Scheduling');
    await expect(items(page)).toHaveCount(1);
    await page.unrouteAll();
    await page.getByRole('button', { name: 'Add Skill' }).click();
    await expect(items(page)).toHaveCount(3);
  });
});

test.describe('month-and-year dates', () => {
  test('a role with month/year dates survives a reload with the right months; an unchanged day is kept', async ({
    page,
  }) => {
    await signUpViaApi(page);
    await page.goto('/content-library/experience');
    await page.getByLabel('Job Title').fill('Charge Nurse');
    await page.getByLabel('Company').fill('St. Mary Hospital');
    await pickMonth(page, 'Start Date', 'March', '2019');
    // The year is typed, the month chosen from the keyboard: type-ahead in the select.
    await page.getByRole('group', { name: 'End Date' }).getByLabel('Year').fill('2023');
    await page.getByRole('group', { name: 'End Date' }).getByLabel('Month').focus();
    await page.keyboard.press('Home');
    await page.keyboard.press('ArrowDown');
    await page.getByRole('button', { name: 'Add Experience' }).click();
    await expect(items(page)).toHaveCount(1);
    await expect(items(page)).toContainText('Mar 2019 – Jan 2023');
    await page.reload();
    await expect(items(page)).toContainText('Mar 2019 – Jan 2023');
    expect((await api(page, 'GET', '/api/content/work-experiences/'))[0]).toMatchObject({
      start_date: '2019-03-01',
      end_date: '2023-01-01',
    });

    await page.getByRole('button', { name: 'Edit Charge Nurse at St. Mary Hospital' }).click();
    const start = page.getByRole('group', { name: 'Start Date' });
    await expect(start.getByLabel('Month')).toHaveValue('03');
    await expect(start.getByLabel('Year')).toHaveValue('2019');
    await page.getByLabel('I currently work here').check();
    await expect(page.getByRole('group', { name: 'End Date' }).getByLabel('Month')).toBeHidden();
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await expect(items(page)).toContainText('Mar 2019 – Present');

    // A day stored by other means is kept while its month and year stay; a new month starts on the 1st.
    const seeded = await api(page, 'POST', '/api/content/work-experiences/', {
      job_title: 'Nurse',
      company: 'Clinic',
      start_date: '2015-05-17',
      end_date: '2019-02-28',
    });
    await page.reload();
    await page.getByRole('button', { name: 'Edit Nurse at Clinic' }).click();
    await page.getByLabel('Job Title').fill('Staff Nurse');
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await expect(items(page).filter({ hasText: 'Staff Nurse' })).toContainText('May 2015 – Feb 2019');
    let stored = (await api(page, 'GET', '/api/content/work-experiences/')).find(
      (role: { id: number }) => role.id === seeded.id,
    );
    expect(stored).toMatchObject({ start_date: '2015-05-17', end_date: '2019-02-28' });
    await page.getByRole('button', { name: 'Edit Staff Nurse at Clinic' }).click();
    await pickMonth(page, 'Start Date', 'June', '2015');
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await expect(items(page).filter({ hasText: 'Staff Nurse' })).toContainText('Jun 2015 – Feb 2019');
    stored = (await api(page, 'GET', '/api/content/work-experiences/')).find(
      (role: { id: number }) => role.id === seeded.id,
    );
    expect(stored).toMatchObject({ start_date: '2015-06-01', end_date: '2019-02-28' });
  });

  test('a month without a year is explained beside the field, not sent', async ({ page }) => {
    await signUpViaApi(page);
    await page.goto('/content-library/certifications');
    await page.getByLabel('Certificate Name').fill('BLS');
    await page.getByRole('group', { name: 'Issue Date' }).getByLabel('Month').selectOption({ label: 'April' });
    await page.getByRole('button', { name: 'Add Certification' }).click();
    await expect(page.getByText('Enter the year as well, e.g. 2021.')).toBeVisible();
    await expect(items(page)).toHaveCount(0);
    await page.getByRole('group', { name: 'Issue Date' }).getByLabel('Year').fill('2024');
    await page.getByRole('button', { name: 'Add Certification' }).click();
    await expect(items(page)).toContainText('Apr 2024');
  });
});

test.describe('no lost edits', () => {
  test('a half-typed role is not lost when another step is clicked', async ({ page }) => {
    await signUpViaApi(page);
    await page.goto('/content-library/experience');
    await page.getByLabel('Job Title').fill('Warehouse Supervisor');
    await steps(page)
      .getByRole('link', { name: /Skills/ })
      .click();
    const ask = page.getByRole('dialog', { name: 'Leave without saving?' });
    await expect(ask).toBeVisible();
    await ask.getByRole('button', { name: 'Stay' }).click();
    await expect(page).toHaveURL(/\/content-library\/experience$/);
    await expect(page.getByLabel('Job Title')).toHaveValue('Warehouse Supervisor');

    await steps(page)
      .getByRole('link', { name: /Skills/ })
      .click();
    await ask.getByRole('button', { name: 'Leave' }).click();
    await expect(page).toHaveURL(/\/content-library\/skills$/);

    // About You asks the same way; a saved form leaves without asking.
    await page.goto('/content-library/header');
    await page.getByLabel('First Name').fill('Maria');
    await steps(page)
      .getByRole('link', { name: /Experience/ })
      .click();
    await expect(ask).toBeVisible();
    await ask.getByRole('button', { name: 'Stay' }).click();
    await expect(page.getByLabel('First Name')).toHaveValue('Maria');
    await page.getByLabel('Last Name').fill('Lopez');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Information saved successfully.')).toBeVisible();
    await steps(page)
      .getByRole('link', { name: /Experience/ })
      .click();
    await expect(page).toHaveURL(/\/content-library\/experience$/);
  });
});

test.describe("a new user's first minutes", () => {
  test('the dashboard leads with Import your resume; sample jobs are examples without percentages', async ({
    page,
  }) => {
    await signUpViaApi(page);
    await page.goto('/dashboard');
    const start = page.getByTestId('get-started');
    const importLink = start.getByRole('link', { name: 'Import your resume' });
    await expect(importLink).toHaveAttribute('href', '/content-library/import');
    await expect(start.getByRole('link', { name: 'Build your library step by step' })).toHaveAttribute(
      'href',
      '/content-library',
    );
    // First in reading order among the page's actions, above the four action buttons.
    const main = page.getByRole('main');
    await expect(main.getByRole('link').first()).toHaveText('Import your resume');
    const importBox = (await importLink.boundingBox())!;
    const updateBox = (await main.getByRole('link', { name: 'Update Resume' }).boundingBox())!;
    expect(importBox.y).toBeLessThan(updateBox.y);

    await expect(page.getByTestId('progress-tile').filter({ hasText: '✗' })).toHaveCount(4);
    const jobs = page.getByRole('region', { name: 'Recommended Jobs' });
    await expect(jobs.getByText('These are examples.', { exact: false })).toBeVisible();
    await expect(jobs.getByTestId('job-card').filter({ hasText: 'Example' })).toHaveCount(3);
    await expect(jobs).not.toContainText('%');

    // Once the library has something, the first step gives way.
    await api(page, 'POST', '/api/content/skills/', { skill_name: 'Triage' });
    await page.reload();
    await expect(page.getByRole('heading', { name: 'Career Progress' })).toBeVisible();
    await expect(page.getByTestId('get-started')).toHaveCount(0);
  });

  test('at 375 px the dashboard, Skills and Experience forms fit without sideways scrolling', async ({ page }) => {
    await signUpViaApi(page);
    await page.setViewportSize({ width: 375, height: 800 });
    for (const path of ['/dashboard', '/content-library/skills', '/content-library/experience']) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow, path).toBeLessThanOrEqual(0);
    }
    // The year box sits beside the month select, inside the screen's width.
    const year = (await page.getByRole('group', { name: 'Start Date' }).getByLabel('Year').boundingBox())!;
    const month = (await page.getByRole('group', { name: 'Start Date' }).getByLabel('Month').boundingBox())!;
    expect(year.y).toBe(month.y);
    expect(year.x + year.width).toBeLessThanOrEqual(375);
  });
});
