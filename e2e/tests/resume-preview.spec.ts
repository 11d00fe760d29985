import { readFileSync } from 'node:fs';
import type { Locator, Page } from '@playwright/test';
import { api, dragAnnouncement, expect, PASSWORD, pickUp, test, uniqueEmail } from './fixtures';

/** A signed-in user with a filled profile and three snippets. */
async function userWithProfile(page: Page, lastName = 'Lovelace') {
  await api(page, 'POST', '/dj-rest-auth/registration/', {
    email: uniqueEmail('resume'),
    password1: PASSWORD,
    password2: PASSWORD,
  });
  await api(page, 'POST', '/api/content/personal-info/', {
    first_name: 'Ada',
    last_name: lastName,
    email: 'ada@example.com',
    phone: '555-0100',
  });
  await api(page, 'POST', '/api/content/education/', {
    degree: 'BSc',
    field: 'Mathematics',
    institution: 'University of London',
    end_dt: '2019-06-01',
    gpa: 3.9,
  });
  await api(page, 'POST', '/api/content/work-experiences/', {
    job_title: 'Analyst',
    company: 'Engine Co',
    location: 'London',
    start_date: '2020-01-01',
  });
  await api(page, 'POST', '/api/content/skills/', { skill_name: 'Mathematics', proficiency: 'Expert' });
  const snippets = [];
  for (const data of [
    {
      title: 'Food bank',
      content:
        'Volunteered weekly at the community food bank organising more than forty donation drives across the city.',
    },
    { title: 'Best paper', content: 'Best paper award 2021' },
    { title: '', content: 'A colleague said: Ada is brilliant.' },
  ]) {
    snippets.push(await api(page, 'POST', '/api/content/snippets/', data));
  }
  return snippets as Array<{ id: number }>;
}

async function openDraft(page: Page, template = 'High School') {
  await page.goto('/templates');
  await page.getByRole('button', { name: new RegExp(template) }).click();
  await page.getByRole('button', { name: 'Continue to Preview' }).click();
  await expect(page).toHaveURL(/\/resume-preview\/\d+$/);
  await expect(page.getByRole('heading', { name: 'Resume Preview' })).toBeVisible();
}

async function mouseDrag(page: Page, from: Locator, to: Locator) {
  const a = (await from.boundingBox())!;
  const b = (await to.boundingBox())!;
  await page.mouse.move(a.x + 12, a.y + 12);
  await page.mouse.down();
  await page.mouse.move(a.x + 20, a.y + 20, { steps: 3 });
  await page.mouse.move(b.x + 30, b.y + Math.min(b.height / 2, 20), { steps: 12 });
  await page.mouse.up();
}

const library = (page: Page, title: string) => page.getByTestId('library-snippet').filter({ hasText: title });
const placed = (page: Page, section: string) => page.getByTestId(`placed-${section}`);

/**
 * Drags the focused item with the keyboard as a screen-reader user would: Space, then arrows until the
 * announcement says it is over the wanted target, then Space.
 */
async function keyboardDrag(page: Page, over: RegExp) {
  const announcement = dragAnnouncement(page);
  await pickUp(page, /Picked up/);
  // An arrow press is not always announced: a step that lands between targets changes nothing to say. So keep
  // stepping (within a bound) until the announcement names the wanted target; the assertion below catches a drag
  // that never does.
  for (let step = 0; step < 12; step += 1) {
    const before = (await announcement.textContent()) ?? '';
    await page.keyboard.press('ArrowDown');
    await expect(announcement)
      .not.toHaveText(before, { timeout: 1500 })
      .catch(() => undefined);
    if (over.test((await announcement.textContent()) ?? '')) break;
  }
  await expect(announcement).toContainText(over);
  await page.keyboard.press('Space');
}

test.beforeEach(async ({ page }) => {
  await page.setViewportSize({ width: 1366, height: 1000 });
});

test('choose a template and continue to a preview of the profile', async ({ page }) => {
  await userWithProfile(page);
  await page.route('**/templates/resume-templates/', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 500));
    await route.continue();
  });
  await page.goto('/templates');
  await expect(page.getByText('Loading templates...')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Choose a Template' })).toBeVisible();
  await expect(page.getByText('Select a template to preview it here.')).toBeVisible();
  const go = page.getByRole('button', { name: 'Continue to Preview' });
  await expect(go).toBeDisabled();
  const cards = page.getByRole('list', { name: 'Templates' }).getByRole('button');
  await expect(cards).toHaveCount(8);
  for (const image of await page.getByRole('list', { name: 'Templates' }).locator('img').all()) {
    // Thumbnails below the fold load as they come into view.
    await image.scrollIntoViewIfNeeded();
    await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
  }
  await cards.filter({ hasText: 'Modern Professional' }).click();
  await cards.filter({ hasText: 'High School' }).click();
  await expect(cards.filter({ hasText: 'High School' })).toHaveAttribute('aria-pressed', 'true');
  await expect(cards.filter({ hasText: 'Modern Professional' })).toHaveAttribute('aria-pressed', 'false');
  await expect(page.getByRole('img', { name: 'High School template preview' })).toBeVisible();
  await go.click();
  await expect(page).toHaveURL(/\/resume-preview\/\d+$/);
  const resume = page.locator('#resume-print-root');
  await expect(resume).toContainText('Ada Lovelace');
  await expect(resume).toContainText('ada@example.com · 555-0100');
  await expect(page.getByTestId('education-entry')).toContainText('University of London');
  await expect(page.getByTestId('education-entry')).toContainText('Jun 2019');
  await expect(library(page, 'Food bank')).toHaveText(
    'Food bank — Volunteered weekly at the community food bank organising more than forty donation…',
  );
  await expect(library(page, '(Untitled)')).toHaveText('(Untitled) — A colleague said: Ada is brilliant.');
  await page.getByRole('button', { name: 'Let AI Suggest Mappings' }).click();
  await expect(page.getByRole('heading', { name: 'Suggested mappings' })).toBeVisible();
  await expect(page.getByText(/Suggested from your snippets’ own words: no job is chosen/)).toBeVisible();
});

test('drag snippets with the mouse and the keyboard, move, reorder and remove them — each surviving a reload', async ({
  page,
}) => {
  // The page is drawn at its printed size: tall enough a window that the drop zones and the snippets are both in view.
  await page.setViewportSize({ width: 1440, height: 1400 });
  await userWithProfile(page);
  await openDraft(page);
  // Mouse: Food bank into Awards.
  await mouseDrag(page, library(page, 'Food bank'), page.getByTestId('zone-awards'));
  await expect(placed(page, 'awards')).toHaveCount(1);
  // Keyboard: Best paper into Awards (first target Volunteer, then Awards).
  await library(page, 'Best paper').focus();
  await keyboardDrag(page, /over (the awards section|Food bank)/i);
  await expect(placed(page, 'awards')).toHaveCount(2);
  await expect(placed(page, 'awards')).toContainText(['Food bank', 'Best paper']);
  await page.reload();
  await expect(placed(page, 'awards')).toContainText(['Food bank', 'Best paper']);

  // Dropping a snippet on the section it is in changes nothing.
  await mouseDrag(page, library(page, 'Food bank'), page.getByTestId('zone-awards'));
  await expect(placed(page, 'awards')).toContainText(['Food bank', 'Best paper']);

  // Reorder within Awards: Best paper above Food bank.
  await mouseDrag(
    page,
    placed(page, 'awards').nth(1).getByRole('button', { name: /^Move/ }),
    placed(page, 'awards').nth(0),
  );
  await expect(placed(page, 'awards')).toContainText(['Best paper', 'Food bank']);
  await page.reload();
  await expect(placed(page, 'awards')).toContainText(['Best paper', 'Food bank']);

  // Move Food bank to Testimonials.
  await mouseDrag(
    page,
    placed(page, 'awards').nth(1).getByRole('button', { name: /^Move/ }),
    page.getByTestId('zone-testimonials'),
  );
  await expect(placed(page, 'testimonials')).toContainText(['Food bank']);
  await expect(placed(page, 'awards')).toContainText(['Best paper']);
  await page.reload();
  await expect(placed(page, 'testimonials')).toContainText(['Food bank']);

  // Remove Best paper from Awards.
  await page.getByRole('button', { name: 'Remove Best paper from awards' }).click();
  await expect(placed(page, 'awards')).toHaveCount(0);
  await page.reload();
  await expect(placed(page, 'awards')).toHaveCount(0);
  await expect(placed(page, 'testimonials')).toHaveCount(1);
});

test('inline edits of education commit on Enter and blur, cancel on Escape, and survive a reload', async ({ page }) => {
  await userWithProfile(page);
  await openDraft(page);
  const saves: string[] = [];
  page.on('request', (request) => request.method() === 'PATCH' && saves.push(request.url()));
  await page.getByRole('button', { name: /^Edit Institution/ }).click();
  await page.getByRole('textbox', { name: 'Institution' }).fill('UCL');
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('education-entry')).toContainText('UCL');
  await page.getByRole('button', { name: /^Edit Degree/ }).click();
  await page.getByRole('textbox', { name: 'Degree' }).fill('Nonsense');
  await page.keyboard.press('Escape');
  await expect(page.getByTestId('education-entry')).toContainText('BSc');
  await page.getByRole('button', { name: /^Edit Field of study/ }).click();
  await page.getByRole('textbox', { name: 'Field of study' }).fill('Analytical Engines');
  await page.getByRole('heading', { name: 'Resume Preview' }).click();
  await expect(page.getByTestId('education-entry')).toContainText('Analytical Engines');
  // Unchanged text is not saved.
  await page.getByRole('button', { name: /^Edit Degree/ }).click();
  await page.keyboard.press('Enter');
  await expect.poll(() => saves.length).toBe(2);
  await page.reload();
  await expect(page.getByTestId('education-entry')).toContainText('UCL');
  await expect(page.getByTestId('education-entry')).toContainText('BSc, Analytical Engines');
});

test('a failed save shows its toast and the screen returns to what the server holds', async ({ page }) => {
  await userWithProfile(page);
  await openDraft(page);
  await page.route('**/resumes/resume-versions/*/', (route) =>
    route.request().method() === 'PATCH'
      ? route.fulfill({ status: 500, json: { detail: 'A server error occurred.' } })
      : route.continue(),
  );
  await mouseDrag(page, library(page, 'Food bank'), page.getByTestId('zone-volunteer'));
  await expect(page.getByText('Error saving mapping.')).toBeVisible();
  await expect(placed(page, 'volunteer')).toHaveCount(0);
  await page.getByRole('button', { name: /^Edit Institution/ }).click();
  await page.getByRole('textbox', { name: 'Institution' }).fill('Nowhere');
  await page.keyboard.press('Enter');
  await expect(page.getByText('Error saving edit.')).toBeVisible();
  await expect(page.getByTestId('education-entry')).toContainText('University of London');
  await page.unroute('**/resumes/resume-versions/*/');
  await page.reload();
  await expect(placed(page, 'volunteer')).toHaveCount(0);
  await expect(page.getByTestId('education-entry')).toContainText('University of London');
});

test('the modern template renders every section read-only', async ({ page }) => {
  const [food] = await userWithProfile(page);
  await openDraft(page, 'Modern Professional');
  const resume = page.locator('#resume-print-root');
  for (const text of [
    'Ada Lovelace',
    'Experience',
    'Analyst, Engine Co',
    'Skills',
    'Mathematics (Expert)',
    'Education',
    'Jan 2020 – Present',
  ]) {
    await expect(resume).toContainText(text);
  }
  await expect(resume.getByRole('button')).toHaveCount(0);
  await expect(page.getByTestId('zone-awards')).toHaveCount(0);
  // Placed snippets still show, read-only.
  const draft = await api(page, 'POST', '/resumes/resume-versions/get-or-create-draft/', { template_id: null });
  await api(page, 'PATCH', `/resumes/resume-versions/${draft.id}/`, {
    ...draft,
    id: undefined,
    snippet_section_map: { awards: [food!.id] },
  });
  await page.reload();
  await expect(page.getByRole('region', { name: 'Awards' })).toContainText('Food bank');
});

test('the print view contains only the resume', async ({ page }) => {
  await userWithProfile(page);
  await openDraft(page);
  await expect(page.getByRole('button', { name: 'Download PDF' })).toBeVisible();
  await page.emulateMedia({ media: 'print' });
  await expect(page.locator('#resume-print-root')).toBeVisible();
  await expect(page.getByRole('banner').first()).toBeHidden();
  await expect(page.getByRole('navigation', { name: 'Side navigation' })).toBeHidden();
  await expect(page.getByRole('complementary', { name: 'Snippets' })).toBeHidden();
  await expect(page.getByRole('button', { name: 'Download PDF' })).toBeHidden();
  // Empty drop zones are for the screen only.
  await expect(page.getByRole('region', { name: 'Awards' })).toBeHidden();
  const width = await page.locator('#resume-print-root').evaluate((el) => el.getBoundingClientRect().width);
  expect(width).toBeGreaterThan(1000);
});

test('on a phone, the snippet sheet places a snippet by touch or keyboard, without dragging', async ({ page }) => {
  await userWithProfile(page);
  await page.setViewportSize({ width: 375, height: 812 });
  await openDraft(page);
  await expect(page.getByRole('complementary', { name: 'Snippets' })).toBeHidden();
  await page.getByRole('button', { name: /^Snippets \(\d+\)$/ }).click();
  const sheet = page.getByRole('dialog', { name: 'Snippets' });
  await expect(sheet).toBeVisible();
  // Touch: open the menu and choose a section.
  await sheet.getByRole('button', { name: 'Place Food bank in…' }).click();
  await page.getByRole('menuitem', { name: 'Awards' }).click();
  await expect(sheet.getByRole('button', { name: 'Place Food bank in…' })).toHaveText('In Awards');
  // Keyboard: ArrowDown opens the menu on its first section, Enter places the snippet there.
  const second = sheet.getByRole('button', { name: /^Place (?!Food bank).* in…$/ }).first();
  await second.focus();
  await page.keyboard.press('ArrowDown');
  await expect(page.getByRole('menuitem', { name: 'Volunteer' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(second).toHaveText('In Volunteer');
  await sheet.getByRole('button', { name: 'Done' }).click();
  await expect(sheet).toBeHidden();
  await expect(page.getByRole('region', { name: 'Awards' })).toContainText('Food bank');
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  await page.reload();
  await expect(page.getByRole('region', { name: 'Awards' })).toContainText('Food bank');
});

test('the resume downloads as a PDF in the chosen page size, and as plain text', async ({ page }) => {
  await userWithProfile(page);
  await openDraft(page);
  await page.getByLabel('Page size').selectOption('LETTER');
  // Kept in the resume's design, the box shows checked once the change is in the draft (a moment after the click).
  await page.getByLabel('Page numbers').click();
  await expect(page.getByLabel('Page numbers')).toBeChecked();
  const [pdf] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Download PDF' }).click(),
  ]);
  expect(pdf.suggestedFilename()).toBe('Ada Lovelace resume.pdf');
  const bytes = readFileSync((await pdf.path())!);
  expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
  // US Letter: 612 × 792 points.
  expect(bytes.toString('latin1')).toMatch(/\/MediaBox \[0 0 612 792\]/);
  const [text] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Download text' }).click(),
  ]);
  expect(text.suggestedFilename()).toBe('Ada Lovelace resume.txt');
  expect(readFileSync((await text.path())!, 'utf8')).toMatch(/^Ada Lovelace\n/);
  const [word] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Download Word' }).click(),
  ]);
  expect(word.suggestedFilename()).toBe('Ada Lovelace resume.docx');
  // A Word file is a zip whose document names the person.
  const docx = readFileSync((await word.path())!);
  expect(docx.subarray(0, 2).toString()).toBe('PK');
  // The paper and page numbers are the resume's own: kept for the next visit, and in My Resumes' page count.
  await page.reload();
  await expect(page.getByLabel('Page size')).toHaveValue('LETTER');
  await expect(page.getByLabel('Page numbers')).toBeChecked();
  await expect(page.getByTestId('page-count')).toHaveText('1 page of US Letter.');
});

test('a failed export says why in a toast and leaves the resume as it was', async ({ page }) => {
  await userWithProfile(page);
  await openDraft(page);
  const draft = await api(page, 'POST', '/resumes/resume-versions/get-or-create-draft/', { template_id: null });
  // Deleted in another tab: the export finds nothing to draw.
  await api(page, 'DELETE', `/resumes/resume-versions/${draft.id}/`);
  await page.getByRole('button', { name: 'Download PDF' }).click();
  await expect(page.getByText('The PDF could not be made: Not found. Your resume is unchanged.')).toBeVisible();
  await expect(page.getByText('University of London')).toBeVisible();
});

test('the snippet list follows the library: new snippets appear, deleted ones leave the list and the sections', async ({
  page,
}) => {
  const [food] = await userWithProfile(page);
  await openDraft(page);
  await mouseDrag(page, library(page, 'Food bank'), page.getByTestId('zone-awards'));
  await expect(placed(page, 'awards')).toHaveCount(1);
  await api(page, 'POST', '/api/content/snippets/', { title: 'Leadership', content: 'Led a team of four.' });
  await api(page, 'DELETE', `/api/content/snippets/${food!.id}/`);
  await page.reload();
  await expect(library(page, 'Leadership')).toBeVisible();
  await expect(library(page, 'Food bank')).toHaveCount(0);
  await expect(placed(page, 'awards')).toHaveCount(0);
});

test('the preview explains empty, missing, failed and unknown states', async ({ page }) => {
  await api(page, 'POST', '/dj-rest-auth/registration/', {
    email: uniqueEmail('states'),
    password1: PASSWORD,
    password2: PASSWORD,
  });
  await openDraft(page);
  await expect(page.getByText('No snippets available')).toBeVisible();

  await page.goto('/resume-preview/999999');
  await expect(page.getByText('Resume version not found.')).toBeVisible();

  await page.route('**/resumes/resume-versions/get-or-create-draft/', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 400));
    await route.fulfill({ status: 500, json: { detail: 'A server error occurred.' } });
  });
  await page.goto('/resume-preview/1');
  await expect(page.getByText('Loading resume preview...')).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: 'Unable to load resume preview.' })).toBeVisible();
  await page.unroute('**/resumes/resume-versions/get-or-create-draft/');

  const draft = await api(page, 'POST', '/resumes/resume-versions/get-or-create-draft/', { template_id: null });
  await api(page, 'PATCH', `/resumes/resume-versions/${draft.id}/`, {
    ...draft,
    id: undefined,
    renderer_key: 'fancy_grid',
  });
  await page.goto(`/resume-preview/${draft.template}`);
  await expect(page.getByText('Renderer not implemented for: fancy_grid')).toBeVisible();
});

test('the preview draws in the resume’s font and DejaVu Sans for Hebrew, from the app’s own files', async ({
  page,
}) => {
  await userWithProfile(page, 'Lovelace דוד');
  await openDraft(page);
  const draft = await api(page, 'POST', '/resumes/resume-versions/get-or-create-draft/', { template_id: null });
  await api(page, 'PATCH', `/resumes/resume-versions/${draft.id}/`, {
    ...draft,
    id: undefined,
    design_json: { ...draft.design_json, font_family: 'Source Serif 4' },
  });
  const fonts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'font') fonts.push(request.url());
  });
  await page.reload();
  await expect(page.locator('article.resume-page')).toHaveCSS(
    'font-family',
    '"HireStride Source Serif 4", "HireStride DejaVu Sans", "HireStride DejaVu Sans Upright", serif',
  );
  await expect(page.locator('article.resume-page').getByText('Lovelace דוד')).toBeVisible();
  const loaded = () =>
    page.evaluate(async () => {
      await document.fonts.ready;
      const faces: string[] = [];
      document.fonts.forEach((face) => {
        if (face.status === 'loaded') faces.push(`${face.family.replace(/"/g, '')} ${face.weight} ${face.style}`);
      });
      return faces;
    });
  // The name is bold: its Hebrew is drawn in DejaVu Sans Bold.
  await expect
    .poll(loaded)
    .toEqual(
      expect.arrayContaining([
        'HireStride Source Serif 4 400 normal',
        'HireStride Source Serif 4 700 normal',
        'HireStride DejaVu Sans 700 normal',
      ]),
    );
  // No other font's faces, and none under a name the app's own font stack uses ("Noto Sans").
  expect((await loaded()).filter((face) => !/^HireStride (Source Serif 4|DejaVu Sans)/.test(face))).toEqual([]);
  const origin = new URL(page.url()).origin;
  expect(fonts.length).toBeGreaterThan(0);
  expect(fonts.filter((url) => new URL(url).origin !== origin)).toEqual([]);
});

test('/drag-demo: two sample snippets go into Volunteerism and Awards', async ({ page }) => {
  await page.goto('/drag-demo');
  await mouseDrag(page, page.getByTestId('demo-food-bank'), page.getByRole('region', { name: 'Volunteerism' }));
  await expect(page.getByRole('region', { name: 'Volunteerism' }).getByTestId('demo-food-bank')).toBeVisible();
  await page.getByTestId('demo-dean-list').focus();
  await keyboardDrag(page, /over droppable area Awards/i);
  await expect(page.getByRole('region', { name: 'Awards' }).getByTestId('demo-dean-list')).toBeVisible();
});
