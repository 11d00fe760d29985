import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { api, expect, signUpViaApi, test, uniqueEmail } from './fixtures';

const POSTING = `Data Engineer

Requirements:
- Python
- Kubernetes
- SQL`;

async function libraryAndJob(page: Page) {
  await signUpViaApi(page, uniqueEmail('builder'));
  await api(page, 'POST', '/api/content/personal-info/', {
    first_name: 'Zoë',
    last_name: 'Ångström',
    email: 'zoe@example.com',
    phone: '555-0100',
  });
  await api(page, 'POST', '/api/content/work-experiences/', {
    job_title: 'Analyst',
    company: 'Engine Co',
    start_date: '2019-01-01',
    description: 'Organised the team lunches.\nBuilt Python services on Kubernetes.',
  });
  await api(page, 'POST', '/api/content/skills/', { skill_name: 'Excel' });
  await api(page, 'POST', '/api/content/skills/', { skill_name: 'SQL' });
  return api(page, 'POST', '/api/jobs/', { title: 'Data Engineer', company: 'Acme', posting_text: POSTING });
}

/** The PDF's text per page, as a reader (or an applicant-tracking system) extracts it. */
async function pdfPages(bytes: Buffer): Promise<Array<{ width: number; height: number; text: string }>> {
  const pdfjs = await import('pdfjs-dist/legacy/build/pdf.mjs');
  const document = await pdfjs.getDocument({ data: new Uint8Array(bytes), verbosity: 0 }).promise;
  const pages = [];
  for (let number = 1; number <= document.numPages; number += 1) {
    const page = await document.getPage(number);
    const { width, height } = page.getViewport({ scale: 1 });
    const content = await page.getTextContent();
    pages.push({ width, height, text: content.items.map((item) => ('str' in item ? item.str : '')).join(' ') });
  }
  return pages;
}

test('the hub shows each step and the next action; tailoring a resume to a job; review and publish', async ({
  page,
}) => {
  const job = await libraryAndJob(page);
  await page.goto('/resume-builder');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Resume Builder');
  const steps = page.getByRole('list', { name: 'Resume Builder steps' }).getByRole('listitem');
  await expect(steps).toHaveCount(6);
  await expect(steps.nth(0)).toContainText('3 of 6 profile sections filled.');
  await expect(steps.nth(2)).toContainText('1 saved job');
  await expect(steps.nth(4)).toContainText('No cover letters yet.');
  await expect(steps.nth(4).getByRole('link', { name: 'Write a cover letter' })).toHaveAttribute(
    'href',
    '/generate-cover-letter',
  );
  await steps.nth(3).getByRole('link', { name: 'Tailor a resume to a job' }).click();

  await expect(page).toHaveURL(/\/generate-resume$/);
  await page.getByLabel('Saved job').selectOption({ label: 'Data Engineer at Acme' });
  await page.getByLabel('Template').selectOption({ label: 'Modern Professional' });
  await page.getByRole('button', { name: 'Generate resume' }).click();
  await expect(page.getByRole('heading', { name: '“Resume for Acme” is ready' })).toBeVisible();
  await expect(page.getByTestId('scores')).toContainText(
    /Match score \d+( with your profile as it is → \d+ tailored|, before and after: tailoring put)/,
  );
  await expect(page.getByRole('list', { name: 'What was tailored' })).toContainText('Analyst, Engine Co');
  await page.getByRole('link', { name: 'Review and Publish' }).click();

  await expect(page).toHaveURL(/\/publish\?version=\d+$/);
  const versionId = Number(new URL(page.url()).searchParams.get('version'));
  // The full-size resume shows the tailored resume.
  await expect(page.getByText('Built Python services on Kubernetes.')).toBeVisible();
  await expect(page.getByRole('list', { name: 'Checks' })).toContainText('Name and contact details');
  await expect(page.getByTestId('parse-back')).toContainText(
    /^Read back 1 page \(US Letter\): (all \d+ entries|the one entry) present, in order, none split across pages\.$/,
  );

  await page.getByLabel('Page size').selectOption('A4');
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Download PDF' }).click(),
  ]);
  expect(download.suggestedFilename()).toBe('Zoë Ångström resume.pdf');
  const pages = await pdfPages(readFileSync((await download.path())!));
  expect(pages).toHaveLength(1);
  expect([Math.round(pages[0]!.width), Math.round(pages[0]!.height)]).toEqual([595, 842]);
  const text = pages[0]!.text;
  expect(text).toContain('Zoë Ångström');
  expect(text.indexOf('Built Python services')).toBeGreaterThan(-1);
  expect(text.indexOf('Built Python services')).toBeLessThan(text.indexOf('Organised the team lunches'));

  // The job now points at the tailored resume.
  expect((await api(page, 'GET', `/api/jobs/${job.id}/`)).resume_version).toBe(versionId);
  await page.goto(`/jobs/${job.id}`);
  await expect(page.getByRole('link', { name: 'Resume for Acme' })).toBeVisible();
});

test('the hub and Generate Resume read well on a phone', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 812 });
  await libraryAndJob(page);
  for (const path of ['/resume-builder', '/generate-resume', '/publish']) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth), path).toBeLessThanOrEqual(375);
  }
});

test('Generate Resume with nothing in the profile says so, links to the library and creates nothing', async ({
  page,
}) => {
  await page.setViewportSize({ width: 375, height: 812 });
  await signUpViaApi(page);
  const job = await api(page, 'POST', '/api/jobs/', {
    title: 'Analyst',
    company: 'Acme',
    posting_text: 'Requirements:\n- SQL',
  });
  await page.goto(`/generate-resume?job=${job.id}`);
  // Known before pressing: the button is off, and says why.
  const generate = page.getByRole('button', { name: 'Generate resume' });
  await expect(generate).toBeDisabled();
  await expect(generate).toHaveAccessibleDescription(/there is nothing to build from/);
  await page.getByRole('link', { name: 'Build your content library' }).click();
  await expect(page).toHaveURL(/\/content-library$/);
  expect(await api(page, 'GET', '/resumes/resume-versions/')).toEqual([]);
});

test('JSON Resume: the library exported by one user imports into another, duplicates skipped', async ({
  page,
  browser,
}) => {
  await libraryAndJob(page);
  await page.goto('/content-library/review');
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('link', { name: 'Download JSON Resume' }).click(),
  ]);
  const file = (await download.path())!;
  const document = JSON.parse(readFileSync(file, 'utf8'));
  expect(document.basics.name).toBe('Zoë Ångström');

  const other = await (await browser.newContext()).newPage();
  await signUpViaApi(other, uniqueEmail('importer'));
  await other.goto('/content-library/review');
  await other.getByLabel('JSON Resume file').setInputFiles(file);
  await expect(other.getByText('Analyst')).toBeVisible();
  await other.getByRole('button', { name: /^Import \d+ items$/ }).click();
  await expect(other.getByText(/^Imported \d+ items into your library$/)).toBeVisible();
  const skills = await api(other, 'GET', '/api/content/skills/');
  expect(skills.map((skill: { skill_name: string }) => skill.skill_name).sort()).toEqual(['Excel', 'SQL']);
  // The same file again adds nothing.
  await other.getByLabel('JSON Resume file').setInputFiles(file);
  await expect(other.getByRole('button', { name: 'Import 0 items' })).toBeDisabled();
});
