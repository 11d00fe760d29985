import type { Page } from '@playwright/test';
import { api, expect, PASSWORD, test, uniqueEmail } from './fixtures';

/** A warehouse supervisor's library, long enough for two pages: six roles of five achievements each. */
async function supervisor(page: Page) {
  await api(page, 'POST', '/dj-rest-auth/registration/', {
    email: uniqueEmail('design'),
    password1: PASSWORD,
    password2: PASSWORD,
  });
  await api(page, 'POST', '/api/content/personal-info/', {
    first_name: 'Daniel',
    last_name: 'Ortega Ruiz',
    email: 'daniel.ortega@example.com',
    phone: '(713) 555-0142',
  });
  for (let i = 0; i < 6; i += 1)
    await api(page, 'POST', '/api/content/work-experiences/', {
      job_title: i === 0 ? 'Shift Supervisor' : `Operations Lead ${i}`,
      company: `Crestline Fulfillment Center ${i + 1}`,
      location: 'Houston, TX',
      start_date: `${2020 - 2 * i}-05-01`,
      end_date: i === 0 ? null : `${2021 - 2 * i}-12-01`,
      description: [
        `Supervise ${45 - i} associates and 3 leads on the night shift of a 1.1 million sq ft fulfillment center.`,
        'Ship about 18,000 orders a night across pick, pack and sortation, hitting cut-off on 99.2% of nights.',
        'Led the shift to 730 injury-free days through daily safety huddles and near-miss reporting.',
        'Plan labor in Kronos each week against the volume forecast; cut overtime 16% in a year.',
        'Raised pick accuracy from 99.3% to 99.8% by coaching the bottom 10% of pickers with scan data.',
      ].join('\n'),
    });
  for (const [skill_name, category] of [
    ['Manhattan WMS', 'Systems'],
    ['Kronos', 'Systems'],
    ['Labor planning', 'Operations'],
    ['OSHA safety compliance', 'Safety'],
  ])
    await api(page, 'POST', '/api/content/skills/', { skill_name, proficiency: '', category });
  await api(page, 'POST', '/api/content/certifications/', {
    cert_name: 'OSHA 30-Hour General Industry',
    issuer: 'OSHA Training Institute',
    issue_dt: '2022-03-01',
  });
  await api(page, 'POST', '/api/content/education/', {
    degree: 'Associate of Applied Science',
    field: 'Logistics',
    institution: 'Lone Star College',
    end_dt: '2016-05-01',
  });
}

async function openTemplate(page: Page, name: string) {
  await page.goto('/templates');
  await page.getByRole('button', { name }).click();
  await page.getByRole('button', { name: 'Continue to Preview' }).click();
  await expect(page).toHaveURL(/\/resume-preview\/\d+$/);
}

const pageCount = (page: Page) => page.getByTestId('page-count');
// Fitting to a page draws the file up to six times, in the pool behind the background page count.
const DRAWING = { timeout: 20_000 };

test.describe('resume design', () => {
  test('every template draws its own preview from a thumbnail of its PDF', async ({ page }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    await supervisor(page);
    await page.goto('/templates');
    const cards = page.getByRole('button').filter({ has: page.locator('img') });
    await expect(cards).toHaveCount(8);
    for (const name of ['Two Column', 'Healthcare & Licensed', 'Executive']) {
      await openTemplate(page, name);
      await expect(page.locator('article.resume-page')).toContainText('Daniel Ortega Ruiz');
      await expect(page.getByText('Renderer not implemented')).toHaveCount(0);
    }
  });

  test('paper, spacing, accent and fit to one page: saved, and the pages counted from the PDF', async ({ page }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    await supervisor(page);
    await openTemplate(page, 'Classic');
    const design = page.getByRole('region', { name: 'Design' });

    // Two pages as designed: the preview marks where the PDF's second page starts.
    await expect(pageCount(page)).toHaveText(/^2 pages of (A4|US Letter)\.$/);
    await expect(page.locator('[data-page-break="2"]')).toBeVisible();

    await design.getByRole('radio', { name: 'US Letter' }).dispatchEvent('click');
    await expect(pageCount(page)).toHaveText('2 pages of US Letter.');
    await design.getByRole('radio', { name: 'Teal' }).dispatchEvent('click');
    await expect(page.locator('article.resume-page h2').first()).toHaveCSS('border-bottom-color', 'rgb(15, 118, 110)');

    await design.getByRole('checkbox', { name: 'Fit to one page' }).click();
    await expect(pageCount(page)).toHaveText('1 page of US Letter: spacing and type tightened to fit.', DRAWING);
    await expect(page.locator('[data-page-break]')).toHaveCount(0);

    // Hide a section and move another: the preview follows, and all of it is saved.
    await design.getByRole('checkbox', { name: 'Certifications' }).click();
    await design.getByRole('button', { name: 'Move Skills up' }).click();
    await expect(page.locator('article.resume-page section[data-section="certifications"]')).toHaveCount(0);
    await page.reload();
    await expect(pageCount(page)).toHaveText(/^1 page of US Letter/, DRAWING);
    const sections = await page
      .locator('article.resume-page section')
      .evaluateAll((found) => found.map((section) => section.getAttribute('data-section')));
    // Classic lists Education before Skills: moved up, Skills comes first.
    expect(sections.indexOf('skills')).toBeGreaterThan(-1);
    expect(sections.indexOf('skills')).toBeLessThan(sections.indexOf('education'));
    expect(sections).not.toContain('certifications');
    await expect(design.getByRole('radio', { name: 'Teal' })).toBeChecked();

    // My Resumes reports the same page count, in the resume's own paper.
    await page.goto('/my-resumes');
    await expect(page.getByText('1 (US Letter)')).toBeVisible(DRAWING);
  });

  test('a section of the resume’s own: added with its title, drawn on the page and in the files', async ({ page }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    await supervisor(page);
    await openTemplate(page, 'Healthcare & Licensed');
    const own = page.getByRole('region', { name: 'Your own sections' });
    await own.getByLabel('New section title').fill('Languages');
    await own.getByRole('button', { name: 'Add section' }).click();
    await own.getByLabel('Lines', { exact: true }).fill('- Spanish (native)\n- English (fluent)');
    await own.getByLabel('Section title', { exact: true }).click();
    const section = page.locator('article.resume-page section[aria-label="Languages"]');
    await expect(section).toContainText('Spanish (native)');
    await expect(section.locator('p').first()).toContainText('•');
    await page.reload();
    await expect(section).toContainText('English (fluent)');
    // In the files too: the plain text holds its heading and lines.
    const id = new URL(page.url()).pathname.split('/').pop();
    const draft = await api(page, 'POST', '/resumes/resume-versions/get-or-create-draft/', { template_id: Number(id) });
    const text = await page.request.get(`/resumes/resume-versions/${draft.id}/export.txt`);
    expect(await text.text()).toMatch(/LANGUAGES\n(?:• )?Spanish \(native\)/i);
    await own.getByRole('button', { name: 'Remove “Languages”' }).click();
    await expect(section).toHaveCount(0);
  });

  test('on a phone the resume comes first in readable type, the design controls after it', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    await supervisor(page);
    await openTemplate(page, 'Two Column');
    const resumeTop = (await page.locator('article.resume-page').boundingBox())!.y;
    const designTop = (await page.getByRole('heading', { name: 'Design' }).boundingBox())!.y;
    expect(resumeTop).toBeLessThan(designTop);
    const size = await page
      .locator('article.resume-page p')
      .first()
      .evaluate((element) => parseFloat(getComputedStyle(element.parentElement!).fontSize));
    expect(size).toBeGreaterThanOrEqual(13);
  });
});
