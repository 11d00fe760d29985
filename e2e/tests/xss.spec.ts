import { expect, signUpViaApi, test } from './fixtures';

const payload = '<img src=x onerror="window.__xss=1"><script>window.__xss=1</script>';

test('HTML in stored text is shown as text, never run', async ({ page }) => {
  await signUpViaApi(page);
  await page.goto('/content-library/header');
  await page.getByLabel('First Name').fill(payload);
  await page.getByLabel('Last Name').fill('<b>bold</b>');
  await page.getByLabel('Email').fill('xss@example.com');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Information saved successfully.')).toBeVisible();
  await page.goto('/content-library/snippets');
  await page.getByLabel('Title').fill(payload);
  await page.getByLabel('Content').fill('<script>window.__xss=1</script> plain words');
  await page.getByRole('button', { name: 'Add Snippet' }).click();
  await expect(page.getByTestId('section-item')).toContainText(payload);

  for (const path of ['/content-library/review', '/dashboard', '/content-library/snippets']) {
    await page.goto(path);
    await expect(page.getByText(payload).first()).toBeVisible();
  }
  await page.goto('/templates');
  await page.getByRole('button', { name: /High School/ }).click();
  await page.getByRole('button', { name: 'Continue to Preview' }).click();
  await expect(page.getByTestId('library-snippet')).toContainText(payload);
  await expect(page.locator('#resume-print-root')).toContainText('<b>bold</b>');
  expect(await page.evaluate(() => (window as unknown as { __xss?: number }).__xss)).toBeUndefined();
  expect(await page.locator('#resume-print-root b, #resume-print-root img[src="x"]').count()).toBe(0);
});
