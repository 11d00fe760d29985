import type { Page } from '@playwright/test';
import { api, expect, signUpViaApi, test, uniqueEmail } from './fixtures';

async function signedInWithProfile(page: Page) {
  await signUpViaApi(page, uniqueEmail('resumes'));
  await api(page, 'POST', '/api/content/personal-info/', {
    first_name: 'Ada',
    last_name: 'Lovelace',
    email: 'ada@example.com',
  });
  await api(page, 'POST', '/api/content/work-experiences/', {
    job_title: 'Analyst',
    company: 'Engine Co',
    start_date: '2020-01-01',
    description: 'Modelled the engine.',
  });
}

const row = (page: Page, name: string) =>
  page
    .getByRole('list', { name: 'Your resumes' })
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { name, exact: true }) });

test('My Resumes: new for a job, open, rename, duplicate, delete with the job told, and undo', async ({ page }) => {
  await signedInWithProfile(page);
  const job = await api(page, 'POST', '/api/jobs/', { title: 'Backend Engineer', company: 'Monzo' });
  await page.goto('/my-resumes');
  await expect(page.getByText('No resumes yet.')).toBeVisible();

  await page.getByRole('button', { name: 'New resume' }).click();
  const dialog = page.getByRole('dialog', { name: 'New resume' });
  await dialog.getByLabel('Template').selectOption({ label: 'Modern Professional' });
  await dialog.getByLabel('For a saved job (optional)').selectOption({ label: 'Backend Engineer at Monzo' });
  await dialog.getByRole('button', { name: 'Create resume' }).click();
  await expect(page).toHaveURL(/\/resume-preview\/\d+\?version=\d+$/);
  await expect(page.getByText('Resume for Monzo ·')).toBeVisible();
  await expect(page.getByText('Analyst, Engine Co')).toBeVisible();

  await page.goto('/my-resumes');
  const made = row(page, 'Resume for Monzo');
  await expect(made).toContainText('Modern Professional');
  await expect(made).toContainText('Backend Engineer at Monzo');
  await expect(made).toContainText(/Pages\s*1/);

  await made.getByRole('button', { name: 'Rename Resume for Monzo' }).click();
  const rename = page.getByRole('dialog', { name: 'Rename “Resume for Monzo”' });
  await rename.getByLabel('Resume name').fill(' ');
  await rename.getByRole('button', { name: 'Save name' }).click();
  await expect(rename.getByText('Give the resume a name.')).toBeVisible();
  await rename.getByLabel('Resume name').fill('Monzo backend');
  await rename.getByRole('button', { name: 'Save name' }).click();
  await expect(row(page, 'Monzo backend')).toBeVisible();

  await row(page, 'Monzo backend').getByRole('button', { name: 'Duplicate Monzo backend' }).click();
  await expect(row(page, 'Monzo backend (copy)')).toBeVisible();
  await expect(row(page, 'Monzo backend (copy)')).toContainText('No job yet');

  await row(page, 'Monzo backend').getByRole('button', { name: 'Delete Monzo backend' }).click();
  const confirm = page.getByRole('dialog', { name: 'Delete “Monzo backend”?' });
  await expect(confirm).toContainText('Used by Backend Engineer at Monzo');
  await confirm.getByRole('button', { name: 'Delete resume' }).click();
  await expect(
    page.getByText('Deleted “Monzo backend”. Backend Engineer at Monzo no longer has a resume.'),
  ).toBeVisible();
  await expect(row(page, 'Monzo backend')).toHaveCount(0);
  expect((await api(page, 'GET', `/api/jobs/${job.id}/`)).resume_version).toBeNull();

  await page.getByRole('button', { name: 'Undo' }).click();
  await expect(page.getByText('Restored “Monzo backend”.')).toBeVisible();
  await expect(row(page, 'Monzo backend')).toContainText('Backend Engineer at Monzo');
  expect((await api(page, 'GET', `/api/jobs/${job.id}/`)).resume_version).not.toBeNull();
});

test('My Resumes at 375 px: every action reachable, text readable', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await signedInWithProfile(page);
  await api(page, 'POST', '/resumes/resume-versions/', {
    template: 1,
    name: 'A resume with a rather long name for a phone',
  });
  await page.goto('/my-resumes');
  const item = row(page, 'A resume with a rather long name for a phone');
  for (const name of ['Open', 'Rename', 'Duplicate', 'Delete'])
    await expect(item.getByRole(name === 'Open' ? 'link' : 'button', { name: new RegExp(`^${name} `) })).toBeVisible();
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width).toBeLessThanOrEqual(375);
});

test('Refresh from profile: the preview says the profile changed, shows what will change, keeps the resume’s edit', async ({
  page,
}) => {
  await signedInWithProfile(page);
  const made = await api(page, 'POST', '/resumes/resume-versions/', { template: 2, name: 'Tailored' });
  // An edit on the resume itself, then changes in the profile.
  const { id: _id, ...fields } = made;
  const role = made.content_data.experience[0];
  await api(page, 'PATCH', `/resumes/resume-versions/${made.id}/`, {
    ...fields,
    content_data: { ...made.content_data, experience: [{ ...role, description: 'My tailored line.' }] },
  });
  await api(page, 'PUT', `/api/content/work-experiences/${role.id}/`, {
    job_title: 'Senior Analyst',
    company: 'Engine Co',
    start_date: '2020-01-01',
    description: 'Modelled the whole engine.',
  });
  await api(page, 'POST', '/api/content/skills/', { skill_name: 'Mathematics' });

  await page.goto(`/resume-preview/2?version=${made.id}`);
  const banner = page.getByRole('region', { name: 'Profile changes' });
  await expect(banner).toContainText(
    'Your profile has changed since this resume was made. 2 changes can be pulled in.',
  );
  await banner.getByRole('button', { name: 'Review changes' }).click();
  const changes = banner.getByRole('list', { name: 'Changes from your profile' });
  await expect(changes).toContainText('Update Experience: Analyst, Engine Co');
  await expect(changes).toContainText('You edited this on the resume');
  await expect(changes).toContainText('Add Skills: Mathematics');
  await banner.getByRole('button', { name: 'Pull in changes' }).click();
  await expect(page.getByText('Your profile’s changes are in this resume; your own edits were kept.')).toBeVisible();
  await expect(banner).toBeHidden();
  await expect(page.getByText('Senior Analyst, Engine Co')).toBeVisible();
  await expect(page.getByText('My tailored line.')).toBeVisible();
  await expect(page.getByText('Mathematics')).toBeVisible();
  const saved = await api(page, 'GET', `/resumes/resume-versions/${made.id}/`);
  expect(saved.content_data.experience[0]).toMatchObject({
    job_title: 'Senior Analyst',
    description: 'My tailored line.',
  });
});
