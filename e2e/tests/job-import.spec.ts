/** CSV import (/tracker/import): column mapping, unreadable rows, refused files, duplicates, and an export round trip. */
import type { Page } from '@playwright/test';
import { api, expect, signUpViaApi, test } from './fixtures';

interface SavedJob {
  id: number;
  title: string;
  company: string;
  location: string;
  stage: string;
  outcome: string | null;
  applied_on: string | null;
  notes: string;
}

const csvFile = (name: string, content: string | Buffer) => ({
  name,
  mimeType: 'text/csv',
  buffer: typeof content === 'string' ? Buffer.from(content) : content,
});

const saveJob = (page: Page, job: Record<string, string>) => api<SavedJob>(page, 'POST', '/api/jobs/', job);

const savedJobs = async (page: Page) =>
  (await api<SavedJob[]>(page, 'GET', '/api/jobs/')).sort((a, b) => a.title.localeCompare(b.title));

async function openWithFile(page: Page, file: ReturnType<typeof csvFile>) {
  await page.goto('/tracker/import');
  await page.getByLabel('Choose a CSV file').setInputFiles(file);
}

const importButton = (page: Page) => page.getByRole('button', { name: /^Import [\d,]+ jobs?$/ });

test.describe('Import jobs from CSV', () => {
  test('a Huntr-like export (";", day-first dates) imports after one column is remapped', async ({ page }) => {
    await signUpViaApi(page);
    const huntr = [
      'Job Title;Employer Name;Status;Date Applied;Location',
      'Frontend Engineer;Globex;Applied;23/03/2026;Berlin',
      'Backend Developer;Initech;Interview;05/04/2026;Remote',
      'Data Analyst;Umbrella Corp;Wishlist;;München',
    ].join('\r\n');
    await openWithFile(page, csvFile('huntr-export.csv', huntr));

    await expect(page.getByRole('heading', { name: '2. Match your columns' })).toBeVisible();
    await expect(page.getByLabel('Title', { exact: true })).toHaveValue('Job Title');
    await expect(page.getByLabel('Stage', { exact: true })).toHaveValue('Status');
    // "Employer Name" is not a name HireStride knows, so Company waits for the user.
    await expect(page.getByLabel('Company', { exact: true })).toHaveValue('');
    await expect(page.getByText('Choose the column that holds the Company.')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Nothing to import' })).toBeDisabled();

    await page.getByLabel('Company', { exact: true }).selectOption('Employer Name');
    await expect(page.getByText('3 jobs will be imported')).toBeVisible();
    await expect(page.getByText('Choose the column that holds the Company.')).toBeHidden();
    await expect(page.getByLabel('How dates are written')).toHaveValue('dmy');
    const preview = page.getByRole('table');
    await expect(preview.getByRole('rowheader', { name: 'Backend Developer' })).toBeVisible();
    await expect(preview.getByRole('row', { name: /Backend Developer/ })).toContainText('Interviewed');

    await importButton(page).click();
    await expect(page.getByText('Imported 3 jobs.')).toBeVisible();
    await expect(page).toHaveURL(/\/tracker$/);
    for (const title of ['Frontend Engineer', 'Backend Developer', 'Data Analyst']) {
      await expect(page.getByText(title).first()).toBeVisible();
    }
    const jobs = await savedJobs(page);
    expect(
      jobs.map(({ title, company, stage, applied_on, location }) => [title, company, stage, applied_on, location]),
    ).toEqual([
      ['Backend Developer', 'Initech', 'interviewed', '2026-04-05', 'Remote'],
      ['Data Analyst', 'Umbrella Corp', 'wishlist', null, 'München'],
      ['Frontend Engineer', 'Globex', 'submitted', '2026-03-23', 'Berlin'],
    ]);
  });

  test('an unreadable row is listed with its reason and stops the import until it is left out', async ({ page }) => {
    await signUpViaApi(page);
    const csv = 'Title,Company,Stage\r\nEngineer,Acme,Submitted\r\nDesigner,Hooli,Banana\r\nAnalyst,Initech,Maybe\r\n';
    await openWithFile(page, csvFile('jobs.csv', csv));

    await expect(page.getByText('2 jobs can be imported · 1 row cannot be read')).toBeVisible();
    const unreadable = page.getByRole('region', { name: 'Rows that cannot be read' });
    await expect(unreadable).toContainText('Row 3:');
    await expect(unreadable).toContainText('"Banana" is not a stage');

    await importButton(page).click();
    const refusal = page.getByRole('alert').filter({ hasText: 'Nothing was imported' });
    await expect(refusal).toContainText('1 row cannot be imported, so nothing was imported.');
    await expect(refusal).toContainText('Row 3:');
    await expect(page).toHaveURL(/\/tracker\/import$/);
    expect(await savedJobs(page)).toEqual([]);

    // Everything chosen is still there: tick the option and import again.
    await page.getByLabel('Import the other rows and leave out the 1 row that cannot be read').check();
    await expect(page.getByText('2 jobs will be imported · 1 row cannot be read')).toBeVisible();
    await importButton(page).click();
    await expect(page.getByText('Imported 2 jobs.')).toBeVisible();
    await expect(page).toHaveURL(/\/tracker$/);
    expect((await savedJobs(page)).map((job) => job.title)).toEqual(['Analyst', 'Engineer']);
  });

  test('a file that is not a CSV (a workbook, a picture) shows the server’s sentence', async ({ page }) => {
    await signUpViaApi(page);
    const files = [
      {
        name: 'jobs.xlsx',
        mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
        buffer: Buffer.concat([
          Buffer.from('PK\u0003\u0004', 'latin1'),
          Buffer.from([0x14, 0, 6, 0, 8, 0, 0, 0, 0x21, 0]),
        ]),
      },
      {
        name: 'photo.png',
        mimeType: 'image/png',
        buffer: Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d, 0x49, 0x48, 0x44, 0x52]),
      },
    ];
    for (const file of files) {
      await openWithFile(page, file);
      const alert = page.getByRole('alert').filter({ hasText: `${file.name} cannot be imported` });
      await expect(alert).toContainText('This is not a CSV file.');
      await expect(page.getByRole('heading', { name: '2. Match your columns' })).toBeHidden();
      // Another file can be chosen straight away.
      await expect(page.getByLabel('Choose a CSV file')).toBeEnabled();
    }
    expect(await savedJobs(page)).toEqual([]);
  });

  test('a job already saved is listed, linked, and left out', async ({ page }) => {
    await signUpViaApi(page);
    const saved = await saveJob(page, { title: 'Staff Engineer', company: 'Acme', stage: 'submitted' });
    const csv = 'Title,Company\r\nStaff Engineer,Acme\r\nPlatform Engineer,Acme\r\n';
    await openWithFile(page, csvFile('jobs.csv', csv));

    await expect(page.getByText('1 job will be imported · 1 is already saved')).toBeVisible();
    const duplicates = page.getByRole('region', { name: 'Rows already saved' });
    await expect(duplicates).toContainText('Row 2:');
    await expect(duplicates.getByRole('link', { name: /Staff Engineer at Acme/ })).toHaveAttribute(
      'href',
      `/jobs/${saved.id}`,
    );
    await expect(page.getByLabel('Leave out jobs already saved')).toBeChecked();
    await expect(page.getByRole('rowheader', { name: 'Staff Engineer' })).toBeHidden();

    await importButton(page).click();
    await expect(page.getByText('Imported 1 job.')).toBeVisible();
    await expect(page).toHaveURL(/\/tracker$/);
    expect((await savedJobs(page)).map((job) => job.title)).toEqual(['Platform Engineer', 'Staff Engineer']);
  });

  test('the export imports back through the screen into a new account unchanged', async ({
    page,
    browser,
    baseURL,
  }) => {
    await signUpViaApi(page);
    const originals: Array<Record<string, string>> = [
      { title: 'Engineer', company: 'Acme', stage: 'wishlist' },
      {
        title: 'Designer, Senior',
        company: 'Hooli "Labs"',
        stage: 'submitted',
        applied_on: '2026-02-03',
        location: 'Zürich',
        notes: 'First line\nsecond line',
      },
      { title: 'Analyst', company: 'Initech', stage: 'archived', outcome: 'rejected', applied_on: '2025-12-31' },
      { title: '=1+1 Specialist', company: 'Formula Corp', stage: 'interviewed' },
    ];
    for (const job of originals) await saveJob(page, job);
    const exported = await page.request.get('/api/jobs/export.csv');
    expect(exported.status()).toBe(200);
    const file = await exported.body();

    const context = await browser.newContext({ baseURL });
    try {
      const fresh = await context.newPage();
      await fresh.route('https://accounts.google.com/**', (route) => route.abort());
      await signUpViaApi(fresh);
      await openWithFile(fresh, csvFile('hirestride-jobs.csv', file));
      await expect(fresh.getByText('4 jobs will be imported')).toBeVisible();
      await expect(fresh.getByLabel('Outcome', { exact: true })).toHaveValue('Outcome');
      await importButton(fresh).click();
      await expect(fresh.getByText('Imported 4 jobs.')).toBeVisible();
      await expect(fresh).toHaveURL(/\/tracker$/);

      const fields = ({ title, company, stage, outcome, applied_on, location, notes }: SavedJob) => ({
        title,
        company,
        stage,
        outcome,
        applied_on,
        location,
        notes,
      });
      const imported = (await savedJobs(fresh)).map(fields);
      expect(imported).toEqual((await savedJobs(page)).map(fields));
      expect(imported.map((job) => job.title)).toContain('=1+1 Specialist');
    } finally {
      await context.close();
    }
  });
});
