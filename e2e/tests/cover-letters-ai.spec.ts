/** The writing assistant with an AI provider configured: the second server of the config, and the fake it calls. */
import { fakeAnswers } from '../fake-ai';
import { AI_APP_URL } from '../playwright.config';
import { expect, test } from './fixtures';
import { adaWithJob } from './letter-samples';

test.use({ baseURL: AI_APP_URL });

const INVENTED = [
  'Dear Wise team,\n\n',
  'At Monzo, I built the payments ledger in Python. ',
  'Before that, at Google, I ran Terraform for 300 services.',
  '\n\nSincerely,\nAda Lovelace',
];

test('the model’s letter streams in with its name; the employer, skill and number it invented are flagged', async ({
  page,
}) => {
  const job = await adaWithJob(page);
  await fakeAnswers({ kind: 'stream', pieces: INVENTED, delayMs: 50 });
  await page.goto(`/generate-cover-letter?job=${job.id}`);
  await page.getByRole('button', { name: 'Generate cover letter' }).click();
  await expect(page.getByTestId('writer')).toContainText('Written by fake-model');
  await expect(page.getByRole('textbox', { name: 'Paragraph 2', exact: true })).toHaveValue(
    /at Google, I ran Terraform/,
  );
  const flagged = page.getByRole('list', { name: 'Not in your profile' }).getByRole('listitem');
  await expect(flagged).toHaveText([/^Google/, /^Terraform/, /^300/]);
  await page.getByRole('button', { name: 'Save letter' }).click();
  await expect(page.getByText('All changes saved')).toBeVisible();
  await page.getByRole('button', { name: 'Word' }).click();
  await expect(page.getByText(/Not downloaded: .*“Google”, “Terraform”, “300”/)).toBeVisible();
});

test('Stop keeps what was written so far', async ({ page }) => {
  const job = await adaWithJob(page);
  const pieces = ['Dear Wise team,', ...Array.from({ length: 40 }, (_, i) => ` word${i}`)];
  await fakeAnswers({ kind: 'stream', pieces, delayMs: 150 });
  await page.goto(`/generate-cover-letter?job=${job.id}`);
  await page.getByRole('button', { name: 'Generate cover letter' }).click();
  const first = page.getByRole('textbox', { name: 'Paragraph 1', exact: true });
  await expect(first).toHaveValue(/word2/);
  await page.getByRole('button', { name: 'Stop writing' }).click();
  await expect(page.getByText('Stopped. What was written is kept.')).toBeVisible();
  const kept = await first.inputValue();
  expect(kept).toMatch(/^Dear Wise team, word0 word1 word2/);
  expect(kept).not.toContain('word39');
  await expect(page.getByRole('button', { name: 'Write a new letter' })).toBeVisible();
});

test('a provider failure says why, keeps the part written, and the offline composer takes over on request', async ({
  page,
}) => {
  const job = await adaWithJob(page);
  await fakeAnswers({ kind: 'cut', pieces: ['Dear Wise team,\n\nAt Monzo, I built'] });
  await page.goto(`/generate-cover-letter?job=${job.id}`);
  await page.getByRole('button', { name: 'Generate cover letter' }).click();
  await expect(page.getByText('The AI service stopped mid-answer. What it wrote so far is kept')).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Paragraph 2', exact: true })).toHaveValue('At Monzo, I built');

  await fakeAnswers({ kind: 'status', status: 500 });
  await page.getByRole('button', { name: 'Rewrite this paragraph (paragraph 2)' }).click();
  await expect(
    page.getByText('The AI service had an error on its side. Try again, or use the offline composer.'),
  ).toBeVisible();
  // Nothing came back, so the paragraph is as it was.
  await expect(page.getByRole('textbox', { name: 'Paragraph 2', exact: true })).toHaveValue('At Monzo, I built');
  await page.getByRole('button', { name: 'Use the offline composer' }).click();
  await expect(page.getByTestId('writer')).toContainText('Written by Offline composer');
  await expect(page.getByRole('textbox', { name: 'Paragraph 2', exact: true })).not.toHaveValue('At Monzo, I built');
  await expect(page.getByRole('textbox', { name: 'Paragraph 1', exact: true })).toHaveValue('Dear Wise team,');
});
