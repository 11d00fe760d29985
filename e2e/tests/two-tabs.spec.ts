import type { Page } from '@playwright/test';
import { api, expect, signUpViaApi, test } from './fixtures';

const paragraph = (page: Page, n: number) => page.getByRole('textbox', { name: `Paragraph ${n}`, exact: true });

test('two tabs editing one letter: the later save asks which version to keep, and nothing typed is lost', async ({
  page,
  context,
}) => {
  await signUpViaApi(page);
  const letter = await api<{ id: number }>(page, 'POST', '/api/cover-letters/', {
    name: 'Mercy letter',
    body: 'Dear Mercy team,\n\nI run a 32-bed unit.',
  });
  const other = await context.newPage();
  for (const tab of [page, other]) {
    await tab.goto(`/cover-letter-crafter?letter=${letter.id}`);
    await expect(paragraph(tab, 2)).toHaveValue('I run a 32-bed unit.');
  }

  await paragraph(other, 2).fill('I run a 32-bed unit. Written in the other tab.');
  await other.getByRole('button', { name: 'Save letter' }).click();
  await expect(other.getByText('Letter saved.')).toBeVisible();

  await paragraph(page, 2).fill('I run a 32-bed unit. Written in this tab.');
  await page.getByRole('button', { name: 'Save letter' }).click();
  const alert = page
    .getByRole('alert')
    .filter({ hasText: 'This letter was changed in another tab or on another device' });
  await expect(alert).toBeVisible();
  await expect(paragraph(page, 2)).toHaveValue('I run a 32-bed unit. Written in this tab.');
  await alert.getByText('See the other version').click();
  await expect(alert).toContainText('Written in the other tab.');

  await alert.getByRole('button', { name: 'Keep my version' }).click();
  await expect(page.getByText('Letter saved.')).toBeVisible();
  await expect(alert).toBeHidden();
  const saved = await api<{ body: string; version: number }>(page, 'GET', `/api/cover-letters/${letter.id}/`);
  expect(saved.body).toContain('Written in this tab.');
  expect(saved.version).toBe(3);

  // The other tab, now behind, takes the saved version instead of its own.
  await paragraph(other, 2).fill('A third try from the other tab.');
  await other.getByRole('button', { name: 'Save letter' }).click();
  const behind = other.getByRole('alert').filter({ hasText: 'This letter was changed' });
  await behind.getByRole('button', { name: 'Use the other version' }).click();
  await expect(paragraph(other, 2)).toHaveValue('I run a 32-bed unit. Written in this tab.');
});

test('About You in two tabs at 375 px: the later save shows both versions and keeps the one chosen', async ({
  page,
  context,
}) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await signUpViaApi(page);
  await api(page, 'POST', '/api/content/personal-info/', {
    first_name: 'Ana',
    last_name: 'Ruiz',
    email: 'ana@example.com',
    phone: '555-0100',
  });
  const other = await context.newPage();
  await other.setViewportSize({ width: 375, height: 800 });
  for (const tab of [page, other]) {
    await tab.goto('/content-library/header');
    await expect(tab.getByLabel('Phone')).toHaveValue('555-0100');
  }
  await other.getByLabel('Phone').fill('555-0111');
  await other.getByRole('button', { name: 'Save' }).first().click();
  await expect(other.getByText('Information saved successfully.')).toBeVisible();

  await page.getByLabel('Phone').fill('555-0122');
  await page.getByRole('button', { name: 'Save' }).first().click();
  const alert = page.getByRole('alert').filter({ hasText: 'About You was changed in another tab' });
  await expect(alert).toBeVisible();
  await expect(page.getByLabel('Phone')).toHaveValue('555-0122');
  await alert.getByRole('button', { name: 'Use the other version' }).click();
  await expect(page.getByLabel('Phone')).toHaveValue('555-0111');
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width).toBeLessThanOrEqual(375);
});

test('a job in two tabs at 1440 px: a field the other tab left alone saves; one it changed asks first, keeping the typing', async ({
  page,
  context,
}) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await signUpViaApi(page);
  const job = await api<{ id: number }>(page, 'POST', '/api/jobs/', {
    title: 'Warehouse Shift Supervisor',
    company: 'Northwind Logistics',
    salary: '$58,000',
  });
  const other = await context.newPage();
  await other.setViewportSize({ width: 1440, height: 900 });
  for (const tab of [page, other]) {
    await tab.goto(`/jobs/${job.id}`);
    await expect(tab.getByRole('heading', { level: 1, name: 'Warehouse Shift Supervisor' })).toBeVisible();
  }
  const edit = async (tab: Page, label: string, value: string) => {
    await tab.getByRole('button', { name: `Edit ${label}` }).click();
    await tab.getByRole('textbox', { name: label }).fill(value);
    await tab.getByRole('button', { name: `Save ${label}` }).click();
  };

  // The other tab changes the salary; this tab, still showing the old job, changes the title: no clash, both kept.
  await edit(other, 'Salary', '$62,000');
  await expect(other.getByText('$62,000')).toBeVisible();
  await edit(page, 'Job title', 'Shift Supervisor – Nights');
  await expect(page.getByRole('heading', { level: 1, name: 'Shift Supervisor – Nights' })).toBeVisible();
  await expect(page.getByText('$62,000')).toBeVisible();

  // The other tab, now behind, changes the title this tab just saved: it stops and says what the title is now.
  await edit(other, 'Job title', 'Night Shift Lead');
  await expect(
    other.getByText(
      'This was changed in another tab or device since you opened the page: it now reads “Shift Supervisor – Nights”.',
      { exact: false },
    ),
  ).toBeVisible();
  await expect(other.getByRole('textbox', { name: 'Job title' })).toHaveValue('Night Shift Lead');
  let saved = await api<{ title: string; salary: string }>(page, 'GET', `/api/jobs/${job.id}/`);
  expect([saved.title, saved.salary]).toEqual(['Shift Supervisor – Nights', '$62,000']);

  // Saving again is the choice to replace it.
  await other.getByRole('button', { name: 'Save Job title' }).click();
  await expect(other.getByRole('heading', { level: 1, name: 'Night Shift Lead' })).toBeVisible();
  saved = await api(page, 'GET', `/api/jobs/${job.id}/`);
  expect([saved.title, saved.salary]).toEqual(['Night Shift Lead', '$62,000']);
});

test('a resume in two tabs at 1440 px: the later edit asks which version to keep and keeps the one chosen', async ({
  page,
  context,
}) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await signUpViaApi(page);
  await api(page, 'POST', '/api/content/personal-info/', {
    first_name: 'Priya',
    last_name: 'Raman',
    email: 'priya@example.com',
  });
  await api(page, 'POST', '/api/content/education/', {
    degree: 'BSc',
    field: 'Computer Science',
    institution: 'University of Texas at Austin',
    end_dt: '2018-05-01',
  });
  await page.goto('/templates');
  await page.getByRole('button', { name: /High School/ }).click();
  await page.getByRole('button', { name: 'Continue to Preview' }).click();
  await expect(page).toHaveURL(/\/resume-preview\/\d+$/);
  const other = await context.newPage();
  await other.setViewportSize({ width: 1440, height: 900 });
  await other.goto(page.url());
  const editInstitution = async (tab: Page, value: string) => {
    await tab.getByRole('button', { name: /^Edit Institution/ }).click();
    await tab.getByRole('textbox', { name: 'Institution' }).fill(value);
    await tab.keyboard.press('Enter');
  };

  const saved = other.waitForResponse((r) => r.request().method() === 'PATCH' && r.ok());
  await editInstitution(other, 'UT Austin');
  await saved;
  await expect(other.getByTestId('education-entry')).toContainText('UT Austin');
  await editInstitution(page, 'The University of Texas at Austin');
  const alert = page
    .getByRole('alert')
    .filter({ hasText: 'This resume was changed in another tab or on another device' });
  await expect(alert).toBeVisible();
  await expect(page.getByTestId('education-entry')).toContainText('The University of Texas at Austin');
  await alert.getByText('See the other version').click();
  await expect(alert).toContainText('UT Austin');

  await alert.getByRole('button', { name: 'Keep my version' }).click();
  await expect(alert).toBeHidden();
  await other.reload();
  await expect(other.getByTestId('education-entry')).toContainText('The University of Texas at Austin');
});
