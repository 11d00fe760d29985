import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { api, expect, signUpViaApi, test } from './fixtures';
import { adaWithJob } from './letter-samples';

const paragraph = (page: Page, n: number) => page.getByRole('textbox', { name: `Paragraph ${n}`, exact: true });

test('a letter for a saved job: generated offline, edited, an invented claim held back until confirmed, downloaded', async ({
  page,
}) => {
  const job = await adaWithJob(page);
  await page.goto('/dashboard');
  await expect(page.getByTestId('progress-tile').nth(1)).toHaveText('✗Cover Letter Status');

  await page.goto(`/generate-cover-letter?job=${job.id}`);
  await expect(page.getByLabel('Saved job', { exact: true })).toHaveValue(String(job.id));
  await page.getByRole('radio', { name: 'Warm' }).check();
  await page.getByRole('button', { name: 'Generate cover letter' }).click();
  await expect(page.getByTestId('writer')).toContainText('Written by Offline composer');
  await expect(paragraph(page, 2)).toHaveValue(/Senior Backend Engineer/);
  await expect(page.getByText('Everything it states is in your profile')).toBeVisible();
  // A short profile gives a shorter letter, never a padded one, and the page says why.
  await expect(page.getByText(/^This letter came to \d+ words, short of the \d+ a \w+ letter starts at/)).toBeVisible();
  const third = await paragraph(page, 3).inputValue();

  // The user writes in something their profile does not show.
  const second = paragraph(page, 2);
  await second.click();
  await second.press('Control+End');
  await second.pressSequentially(' At Google, I ran Terraform.');
  const flagged = page.getByRole('list', { name: 'Not in your profile' });
  await expect(flagged.getByRole('listitem')).toHaveText([
    /Google.*not in your profile/,
    /Terraform.*not in your profile/,
  ]);
  await page.getByRole('button', { name: 'Preview' }).click();
  await expect(page.getByTestId('letter-preview').locator('mark')).toHaveText(['Google', 'Terraform']);
  await page.getByRole('button', { name: 'Edit' }).click();

  // Bold through the toolbar, and one paragraph rewritten while the others stay.
  await paragraph(page, 1).selectText();
  await page.getByRole('button', { name: 'Bold' }).click();
  await expect(paragraph(page, 1)).toHaveValue(/^\*\*.+\*\*$/);
  await page.getByRole('button', { name: 'Rewrite this paragraph (paragraph 4)' }).click();
  await expect(page.getByRole('button', { name: 'Rewrite this paragraph (paragraph 4)' })).toBeEnabled();
  await expect(paragraph(page, 3)).toHaveValue(third);
  await expect(paragraph(page, 2)).toHaveValue(/Terraform/);

  await page.getByRole('button', { name: 'Save letter' }).click();
  await expect(page.getByText('All changes saved')).toBeVisible();
  await expect(page).toHaveURL(/\?letter=\d+$/);

  // Refused while the claims stand: the toast names them and nothing is saved to disk.
  await page.getByRole('button', { name: 'PDF' }).click();
  await expect(page.getByText(/Not downloaded: .*“Google”, “Terraform”/)).toBeVisible();

  await flagged.getByRole('button', { name: 'It’s true: Google' }).click();
  await flagged.getByRole('button', { name: 'It’s true: Terraform' }).click();
  await expect(page.getByText('Everything it states is in your profile')).toBeVisible();
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'PDF' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe('Cover letter for Wise.pdf');
  expect(
    readFileSync(await file.path())
      .subarray(0, 5)
      .toString(),
  ).toBe('%PDF-');
  await expect(page.getByText('All changes saved')).toBeVisible();

  // The job shows its letter, the dashboard ticks the tile and lists the event.
  await page.goto(`/jobs/${job.id}`);
  await expect(page.getByRole('link', { name: 'Cover letter for Wise' })).toBeVisible();
  await expect(page.getByText('Wrote a cover letter')).toBeVisible();
  await page.goto('/dashboard');
  await expect(page.getByTestId('progress-tile').nth(1)).toHaveText('✓Cover Letter Status');
  await expect(page.getByTestId('recent-activity')).toContainText('Wrote a cover letter');
});

test('a pasted posting; what was typed survives a reload; new paragraphs, lists and joins by keyboard', async ({
  page,
}) => {
  await adaWithJob(page);
  await page.goto('/cover-letter-crafter');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Cover Letter Crafter');
  await page.getByRole('radio', { name: 'A pasted posting' }).check();
  await page.getByRole('button', { name: 'Generate cover letter' }).click();
  await expect(page.getByText('Paste the job posting to write from it.')).toBeVisible();
  await expect(page.getByLabel('Job posting')).toBeFocused();

  const first = paragraph(page, 1);
  await first.fill('Dear Wise team,');
  await first.press('End');
  await first.press('Enter');
  await first.press('Enter');
  await expect(paragraph(page, 2)).toBeFocused();
  await page.keyboard.type('Python');
  await page.keyboard.press('Shift+Enter');
  await page.keyboard.type('PostgreSQL');
  await page.getByRole('button', { name: 'Bulleted list' }).click();
  await expect(paragraph(page, 2)).toHaveValue('Python\n- PostgreSQL');
  await paragraph(page, 2).selectText();
  await page.getByRole('button', { name: 'Bulleted list' }).click();
  await expect(paragraph(page, 2)).toHaveValue('- Python\n- PostgreSQL');
  await paragraph(page, 2).press('Control+Home');
  await paragraph(page, 2).press('Backspace');
  await expect(paragraph(page, 1)).toHaveValue('Dear Wise team,- Python\n- PostgreSQL');
  await expect(paragraph(page, 2)).toHaveCount(0);

  // Not saved, and the page reloads: the text comes back, and can be discarded.
  await page.waitForTimeout(400);
  await page.reload();
  await expect(page.getByText('Restored the changes you had not saved')).toBeVisible();
  await expect(paragraph(page, 1)).toHaveValue('Dear Wise team,- Python\n- PostgreSQL');
  await page.getByRole('button', { name: 'Discard them' }).click();
  await expect(paragraph(page, 1)).toHaveValue('');

  await page.getByRole('radio', { name: 'A pasted posting' }).check();
  await page.getByLabel('Job title').fill('Staff Engineer');
  await page.getByLabel('Company', { exact: true }).fill('Acme Bank');
  await page.getByLabel('Job posting').fill('Staff Engineer at Acme Bank\n\nRequirements:\n- Python\n- Mentoring');
  await page.getByRole('radio', { name: 'Short' }).check();
  await page.getByRole('button', { name: 'Generate cover letter' }).click();
  await expect(page.getByText('Everything it states is in your profile')).toBeVisible();
  await expect(paragraph(page, 2)).toHaveValue(/Acme Bank/);
  await page.getByRole('button', { name: 'Save letter' }).click();
  await expect(page.getByText('All changes saved')).toBeVisible();
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Text' }).click();
  expect(readFileSync(await (await download).path(), 'utf8')).toContain('Acme Bank');
});

test('a letter written from an empty profile is called a frame, with the way to fill the profile', async ({ page }) => {
  await signUpViaApi(page);
  await page.goto('/cover-letter-crafter');
  await page.getByRole('radio', { name: 'A pasted posting' }).check();
  await page.getByLabel('Job posting').fill('Data Analyst at Acme\n\nRequirements:\n- SQL');
  await page.getByRole('button', { name: 'Generate cover letter' }).click();
  const notice = page.getByTestId('letter-library-empty');
  await expect(notice).toContainText('Your profile is empty, so this letter can say nothing about your experience');
  await expect(notice.getByRole('link', { name: 'Build your content library' })).toHaveAttribute(
    'href',
    '/content-library',
  );
  await expect(paragraph(page, 1)).toHaveValue('Dear Hiring Manager,');
});

test('My Cover Letters: open, rename, duplicate, delete and undo', async ({ page }) => {
  const job = await adaWithJob(page);
  await api(page, 'POST', '/api/cover-letters/', { job: job.id, body: 'Dear Wise,\n\nI built the ledger.' });
  await page.goto('/my-coverletters');
  const row = (name: string) =>
    page
      .getByRole('list', { name: 'Your cover letters' })
      .getByRole('listitem')
      .filter({ has: page.getByRole('heading', { name, exact: true }) });
  await expect(row('Cover letter for Wise')).toContainText('Senior Backend Engineer at Wise');

  await row('Cover letter for Wise').getByRole('button', { name: 'Rename Cover letter for Wise' }).click();
  const rename = page.getByRole('dialog', { name: 'Rename “Cover letter for Wise”' });
  await rename.getByLabel('Letter name').fill('Wise, warm');
  await rename.getByRole('button', { name: 'Save name' }).click();
  await expect(row('Wise, warm')).toBeVisible();
  await row('Wise, warm').getByRole('button', { name: 'Duplicate Wise, warm' }).click();
  await expect(row('Wise, warm (copy)')).toBeVisible();

  await row('Wise, warm (copy)').getByRole('button', { name: 'Delete Wise, warm (copy)' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Delete letter' }).click();
  await expect(row('Wise, warm (copy)')).toHaveCount(0);
  await page.getByRole('button', { name: 'Undo' }).click();
  await expect(row('Wise, warm (copy)')).toBeVisible();

  await row('Wise, warm').getByRole('link', { name: 'Open Wise, warm' }).click();
  await expect(page).toHaveURL(/\/cover-letter-crafter\?letter=\d+$/);
  await expect(page.getByLabel('Letter name')).toHaveValue('Wise, warm');
  await expect(paragraph(page, 2)).toHaveValue('I built the ledger.');
});

test('the crafter at 375 px: nothing wider than the screen; an empty letter is not downloaded or saved', async ({
  page,
}) => {
  const job = await adaWithJob(page);
  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto(`/generate-cover-letter?job=${job.id}`);
  // Nothing written: no verdict on what it states, and a download says why it cannot happen yet.
  await expect(page.getByText('Generate a letter, or write your own.')).toBeVisible();
  await expect(page.getByText('Everything it states is in your profile')).toHaveCount(0);
  await page.getByRole('button', { name: 'Word' }).click();
  await expect(
    page.getByText('Not downloaded: the letter is empty. Generate it, or write your own, first.'),
  ).toBeVisible();
  expect(await api(page, 'GET', '/api/cover-letters/')).toEqual([]);

  await page.getByRole('button', { name: 'Generate cover letter' }).click();
  await expect(page.getByText('Everything it states is in your profile')).toBeVisible();
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
});

test('one screen, one title: Generate Cover Letter leads to the Cover Letter Crafter', async ({ page }) => {
  await signUpViaApi(page);
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto('/dashboard');
  const side = page.getByRole('navigation', { name: 'Side navigation' });
  await side.getByRole('button', { name: 'Resume Builder' }).click();
  await side.getByRole('link', { name: 'Generate Cover Letter' }).click();
  await expect(page).toHaveURL(/\/generate-cover-letter$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Cover Letter Crafter');
  await expect(page).toHaveTitle('Cover Letter Crafter · HireStride');
});

test('on a phone a written letter comes before the setup form; while none is written, the setup comes first', async ({
  page,
}) => {
  await page.setViewportSize({ width: 375, height: 800 });
  const job = await adaWithJob(page);
  await page.goto(`/generate-cover-letter?job=${job.id}`);
  const setup = page.getByLabel('Saved job', { exact: true });
  const letterName = page.getByLabel('Letter name');
  const top = async (locator: ReturnType<Page['locator']>) => (await locator.boundingBox())!.y;
  expect(await top(setup)).toBeLessThan(await top(letterName));

  await page.getByRole('button', { name: 'Generate cover letter' }).click();
  await expect(page.getByTestId('writer')).toContainText('Written by Offline composer');
  // The letter moved up: its name and first paragraph are on the first screen, the setup below it.
  await expect(paragraph(page, 1)).toBeInViewport();
  expect(await top(letterName)).toBeLessThan(await top(setup));
  const typed = ' (typed after)';
  await paragraph(page, 2).press('Control+End');
  await paragraph(page, 2).pressSequentially(typed);
  await expect(paragraph(page, 2)).toHaveValue(new RegExp(`${typed.replace(/[()]/g, '\\$&')}$`));
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);

  // A wide screen keeps the setup beside the letter.
  await page.setViewportSize({ width: 1440, height: 900 });
  const [setupBox, letterBox] = [await setup.boundingBox(), await letterName.boundingBox()];
  expect(setupBox!.x).toBeLessThan(letterBox!.x);
});
