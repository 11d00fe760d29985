/** "Improve this line" (issue 14) with no AI service configured: the offline rules' rewrites, picked and saved. */
import type { Page } from '@playwright/test';
import { api, expect, signUpViaApi, test } from './fixtures';

const WEAK = 'Responsible for managing a team of 5 engineers';
const BETTER = 'Managed a team of 5 engineers';

async function withExperience(page: Page, description: string) {
  await signUpViaApi(page);
  await api(page, 'POST', '/api/content/personal-info/', {
    first_name: 'Ada',
    last_name: 'Lovelace',
    email: 'ada@example.com',
  });
  return api<{ id: number }>(page, 'POST', '/api/content/work-experiences/', {
    job_title: 'Engineering Lead',
    company: 'Engine Co',
    start_date: '2020-01-01',
    description,
  });
}

test('content library: improves the line the cursor is on, and Save Changes keeps it', async ({ page }) => {
  const role = await withExperience(page, `Shipped the billing service in 3 months\n${WEAK}`);
  await page.goto('/content-library/experience');
  await page.getByRole('button', { name: 'Edit Engineering Lead at Engine Co' }).click();
  const description = page.getByLabel('Description');
  const improve = page.getByRole('button', { name: 'Improve this line' });

  // Until the cursor is placed, the first line is the one offered; the cursor on line 2 chooses it.
  await expect(improve).toHaveAccessibleDescription(/Line 1 of 2: “Shipped the billing service/);
  await description.click();
  await description.press('Control+End');
  await expect(improve).toHaveAccessibleDescription(/Line 2 of 2: “Responsible for managing a team of 5 engineers”/);

  // Keep mine (and Escape) leave the line alone; focus comes back to the button.
  await improve.click();
  const dialog = page.getByRole('dialog', { name: 'Improve this line' });
  await expect(dialog.getByRole('listitem')).toHaveCount(1);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(improve).toBeFocused();
  await expect(description).toHaveValue(`Shipped the billing service in 3 months\n${WEAK}`);

  await improve.click();
  await expect(dialog).toContainText(WEAK);
  const rewrite = dialog.getByRole('listitem').filter({ hasText: BETTER });
  await expect(rewrite).toContainText('Starts with an action verb instead of "Responsible for".');
  await expect(dialog).toContainText('Suggested by the offline composer');
  await expect(dialog.getByTestId('unsupported-claim')).toHaveCount(0);
  await rewrite.getByRole('button', { name: 'Use this' }).click();
  await expect(dialog).toBeHidden();
  await expect(improve).toBeFocused();
  await expect(description).toHaveValue(`Shipped the billing service in 3 months\n${BETTER}`);
  await expect(page.getByText('Line 2 replaced. Save to keep it.')).toBeVisible();

  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByRole('button', { name: 'Add Experience' })).toBeVisible();
  const saved = await api<Array<{ id: number; description: string }>>(page, 'GET', '/api/content/work-experiences/');
  expect(saved.find((item) => item.id === role.id)?.description).toBe(
    `Shipped the billing service in 3 months\n${BETTER}`,
  );
});

test('content library: the snippet form offers it too, and a failure leaves the line as it was', async ({ page }) => {
  await signUpViaApi(page);
  await page.goto('/content-library/snippets');
  const content = page.getByLabel('Content', { exact: true });
  await expect(page.getByRole('button', { name: 'Improve this line' })).toBeDisabled();
  await content.fill('Helped with the yearly audit');
  await page.route('**/api/writing/improve-line/', (route) => route.fulfill({ status: 500, body: '{}' }));
  await page.getByRole('button', { name: 'Improve this line' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Could not improve the line.' })).toBeVisible();
  await expect(page.getByRole('dialog')).toBeHidden();
  await expect(content).toHaveValue('Helped with the yearly audit');

  await page.unroute('**/api/writing/improve-line/');
  await page.getByRole('button', { name: 'Improve this line' }).click();
  const dialog = page.getByRole('dialog', { name: 'Improve this line' });
  await dialog.getByRole('listitem').filter({ hasText: 'Supported the yearly audit' }).getByRole('button').click();
  await expect(content).toHaveValue('Supported the yearly audit');
});

test('resume preview: improves one experience line in the posting’s words and saves the resume', async ({ page }) => {
  await withExperience(page, `- ${WEAK}\n- Responsible for running postgres on k8s for 4 teams`);
  const job = await api<{ id: number }>(page, 'POST', '/api/jobs/', {
    title: 'Platform Lead',
    company: 'Acme',
    posting_text: 'Platform Lead\n\nRequirements:\n- PostgreSQL\n- Kubernetes',
  });
  const version = await api<{ id: number; template: number }>(page, 'POST', '/resumes/resume-versions/', {
    template: 2,
    job: job.id,
  });
  // The page finds the resume's job among the saved jobs: until they arrive, the buttons wait (asked without the job,
  // the rewrites would come back without the posting's words).
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(
    (url) => url.pathname === '/api/jobs/',
    async (route) => {
      await held;
      await route.continue();
    },
  );
  await page.goto(`/resume-preview/${version.template}?version=${version.id}`);
  const resume = page.locator('#resume-print-root');
  // The page draws its own bullet where the line's typed one was.
  await expect(resume).toContainText(`•${WEAK}`);

  const second = resume.getByRole('button', { name: /^Improve this line: - Responsible for running/ });
  await expect(second).toBeDisabled();
  release();
  await second.click();
  const dialog = page.getByRole('dialog', { name: 'Improve this line' });
  const worded = dialog.getByRole('listitem').filter({ hasText: 'Ran PostgreSQL on Kubernetes for 4 teams' }).first();
  await expect(worded).toBeVisible();
  await dialog.getByRole('button', { name: 'Keep mine' }).click();
  await expect(second).toBeFocused();

  const first = resume.getByRole('button', { name: `Improve this line: - ${WEAK}` });
  await first.click();
  const saving = page.waitForResponse(
    (response) => response.url().includes(`/resume-versions/${version.id}/`) && response.request().method() === 'PATCH',
  );
  await dialog.getByRole('listitem').filter({ hasText: BETTER }).getByRole('button', { name: 'Use this' }).click();
  expect((await saving).ok()).toBe(true);
  await expect(resume).toContainText(`•${BETTER}`);
  await expect(resume).toContainText('•Responsible for running postgres on k8s for 4 teams');

  await page.reload();
  await expect(resume).toContainText(`•${BETTER}`);
  const stored = await api(page, 'GET', `/resumes/resume-versions/${version.id}/`);
  expect(stored.content_data.experience[0].description).toBe(
    `- ${BETTER}\n- Responsible for running postgres on k8s for 4 teams`,
  );
});
