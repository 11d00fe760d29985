/**
 * Import your resume: a resume PDF read into a review, edited, and added to the library in a handful of actions; the
 * screen on a phone; and a refused file, whose sentence is shown while the screen stays usable.
 */
import path from 'node:path';
import type { Page } from '@playwright/test';
import { expect, signUpViaApi, test } from './fixtures';

const FIXTURES = path.resolve(import.meta.dirname, '../../packages/resume-import/src/pdf/fixtures');
// A nurse's two-column resume: two roles, three skills and two languages (shown among the skills), a degree.
const RESUME = path.join(FIXTURES, 'sidebar-left.pdf');
// An electrician's two-page resume: thirteen roles and a certificate, no skills section.
const TWO_PAGES = path.join(FIXTURES, 'two-pages.pdf');
// A PDF with no text layer, as a scanner makes: refused with a sentence that says so.
const SCAN = path.join(FIXTURES, 'scan-like.pdf');

const overflow = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);

test.describe('import your resume', () => {
  test('a new user goes from a resume PDF to a reviewed library in a handful of actions', async ({ page }) => {
    await signUpViaApi(page);
    // The actions a person takes, counted so the flow stays short.
    let actions = 0;

    await page.goto('/content-library');
    actions += 1;
    await page.getByRole('link', { name: 'Import your resume' }).click();
    actions += 1;
    await expect(page.getByRole('heading', { level: 1, name: 'Import your resume' })).toBeVisible();

    await page.getByLabel('Resume file').setInputFiles(RESUME);
    actions += 1;
    await expect(page.getByRole('heading', { name: 'Check what we read' })).toBeVisible({ timeout: 20_000 });

    const roles = page.getByRole('region', { name: 'Experience' });
    await expect(roles.getByLabel('Job title')).toHaveCount(2);
    await expect(roles.getByLabel('Job title').first()).toHaveValue('Charge Nurse');
    const skills = page.getByRole('list', { name: 'Skills to add' });
    await expect(skills.getByRole('listitem')).toHaveCount(5);
    await expect(page.getByLabel('First name')).toHaveValue('Maria');
    await expect(page.getByText('9 items will be added.')).toBeVisible();

    // Optional corrections: one skill out, one title changed, one unread line kept as a snippet.
    await page.getByRole('button', { name: 'Remove Wound care' }).click();
    actions += 1;
    await expect(skills.getByRole('listitem')).toHaveCount(4);
    await roles.getByLabel('Job title').first().fill('Senior Charge Nurse');
    actions += 1;
    const unread = page.getByRole('region', { name: 'Lines we could not place' });
    if (await unread.isVisible()) {
      await unread
        .getByRole('button', { name: /^Add as a snippet/ })
        .first()
        .click();
      actions += 1;
      await expect(page.getByRole('region', { name: 'Snippets' }).getByLabel('Title')).toHaveValue('Experience');
    }
    await expect(page.getByText(/^\d+ items will be added\.$/)).toBeVisible();

    await page.getByRole('button', { name: 'Add to my library' }).click();
    actions += 1;

    await expect(page).toHaveURL(/\/content-library\/review$/);
    await expect(page.getByText(/^Added \d+ items to your library$/)).toBeVisible();
    const experience = page.getByRole('region', { name: 'Experience', exact: true });
    await expect(experience.getByText("Senior Charge Nurse at St. Mary's Hospital")).toBeVisible();
    await expect(experience.getByText('Staff Nurse at City Clinic')).toBeVisible();
    const library = page.getByRole('region', { name: 'Skills' });
    await expect(library.getByText('Triage', { exact: true })).toBeVisible();
    await expect(library.getByText('Patient education', { exact: true })).toBeVisible();
    await expect(library.getByText('Wound care', { exact: true })).toHaveCount(0);
    await expect(page.getByRole('region', { name: 'About You' }).getByText('Maria Lopez')).toBeVisible();

    // Open the library, Import, choose the file, Add: 4; the three corrections above are optional.
    expect(actions).toBeLessThanOrEqual(7);

    // Importing the same file again: the review says what the library already holds. The file is chosen once the
    // screen to choose it is shown, as a person would.
    await page.getByRole('link', { name: 'Import your resume' }).click();
    await expect(page).toHaveURL(/\/content-library\/import$/);
    await expect(page.getByRole('region', { name: 'Choose your resume' })).toBeVisible();
    await page.getByLabel('Resume file').setInputFiles(RESUME);
    await expect(page.getByRole('heading', { name: 'Check what we read' })).toBeVisible({ timeout: 20_000 });
    await expect(
      page
        .getByRole('list', { name: 'Skills to add' })
        .getByText(/Already in your library/)
        .first(),
    ).toBeVisible();
    await expect(page.getByText('Already in your library').first()).toBeVisible();
  });

  test('a two-page PDF reaches the library in four actions', async ({ page }) => {
    await signUpViaApi(page);
    await page.goto('/content-library'); // 1
    await page.getByRole('link', { name: 'Import your resume' }).click(); // 2
    await page.getByLabel('Resume file').setInputFiles(TWO_PAGES); // 3
    await expect(page.getByRole('heading', { name: 'Check what we read' })).toBeVisible({ timeout: 20_000 });
    await expect(page.getByRole('region', { name: 'Experience' }).getByLabel('Job title')).toHaveCount(13);
    await expect(page.getByRole('region', { name: 'Certificates' }).getByLabel('Name')).toHaveValue(
      'Electrical Installation Level 3',
    );
    await page.getByRole('button', { name: 'Add to my library' }).click(); // 4
    await expect(page).toHaveURL(/\/content-library\/review$/);
    const experience = page.getByRole('region', { name: 'Experience', exact: true });
    await expect(experience.getByText(/^Electrician at Company \d+$/)).toHaveCount(13);
  });

  test('from a two-page PDF to a tailored resume for a saved job, downloaded, in under 25 actions', async ({
    page,
  }) => {
    await signUpViaApi(page);
    let actions = 0;
    const act = async <T>(step: Promise<T>) => {
      actions += 1;
      return step;
    };
    await act(page.goto('/content-library'));
    await act(page.getByRole('link', { name: 'Import your resume' }).click());
    await act(page.getByLabel('Resume file').setInputFiles(TWO_PAGES));
    await expect(page.getByRole('heading', { name: 'Check what we read' })).toBeVisible({ timeout: 20_000 });
    await act(page.getByRole('button', { name: 'Add to my library' }).click());
    await expect(page).toHaveURL(/\/content-library\/review$/);

    // The job they want, as they would save it.
    await act(page.goto('/job-posting'));
    await act(page.getByLabel('Job title').fill('Maintenance Electrician'));
    await act(page.getByLabel('Company').fill('Northern Rail Depots'));
    await act(
      page
        .getByLabel('Job posting')
        .fill(
          'Requirements\n- 18th Edition wiring regulations\n- Fault finding on three-phase equipment\n- Level 3 electrical qualification',
        ),
    );
    await act(page.getByRole('button', { name: 'Save job' }).click());
    await expect(page).toHaveURL(/\/jobs\/\d+$/);

    // A resume tailored to it, checked and downloaded.
    await act(page.goto('/generate-resume'));
    await act(page.getByLabel('Saved job').selectOption({ label: 'Maintenance Electrician at Northern Rail Depots' }));
    await act(page.getByRole('button', { name: 'Generate resume' }).click());
    await expect(page.getByRole('heading', { name: '“Resume for Northern Rail Depots” is ready' })).toBeVisible();
    await act(page.getByRole('main').getByRole('link', { name: 'Review and Publish' }).click());
    await expect(page).toHaveURL(/\/publish\?version=\d+$/);
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      act(page.getByRole('button', { name: 'Download PDF' }).click()),
    ]);
    expect(download.suggestedFilename()).toMatch(/resume\.pdf$/);
    expect(actions).toBeLessThan(25);
  });

  test('the import screen fits a 375 px phone', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    await signUpViaApi(page);
    await page.goto('/content-library/import');
    await expect(page.getByRole('heading', { level: 1, name: 'Import your resume' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
    expect(await overflow(page)).toBeLessThanOrEqual(0);
    await page.getByLabel('Resume file').setInputFiles(RESUME);
    await expect(page.getByRole('heading', { name: 'Check what we read' })).toBeVisible({ timeout: 20_000 });
    expect(await overflow(page)).toBeLessThanOrEqual(0);
    await expect(page.getByRole('button', { name: 'Add to my library' })).toBeInViewport();
  });

  test('a refused file shows the sentence and leaves the screen usable', async ({ page }) => {
    await signUpViaApi(page);
    await page.goto('/content-library/import');
    await page.getByLabel('Paste the text instead').fill('Kept while the file is refused');
    await page.getByLabel('Resume file').setInputFiles(SCAN);

    const alert = page.getByRole('alert').filter({ hasText: 'scanned image' });
    await expect(alert).toBeVisible({ timeout: 20_000 });
    await expect(alert).toContainText('paste the text');
    await expect(alert.getByRole('button', { name: 'Try again' })).toBeVisible();
    await expect(page.getByText('Chosen: scan-like.pdf')).toBeVisible();
    await expect(page.getByLabel('Paste the text instead')).toHaveValue('Kept while the file is refused');
    await expect(page.getByLabel('Resume file')).toBeEnabled();

    // Another file can be chosen at once.
    await page.getByLabel('Resume file').setInputFiles(RESUME);
    await expect(page.getByRole('heading', { name: 'Check what we read' })).toBeVisible({ timeout: 20_000 });
  });
});
