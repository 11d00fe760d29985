import { expect, test } from '@playwright/test';

test('the landing page opens in Chromium', async ({ page }) => {
  const response = await page.goto('/');
  expect(response?.status()).toBe(200);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Unlock Your Career Superpowers with HireStride');
  await expect(page).toHaveTitle(/HireStride/);
});
