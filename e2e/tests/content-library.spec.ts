import type { Page } from '@playwright/test';
import { api, expect, signUpViaApi, test } from './fixtures';

const stepStates = (page: Page) =>
  page
    .getByRole('navigation', { name: 'Profile steps' })
    .getByRole('link')
    .evaluateAll((links) => links.map((link) => link.getAttribute('data-state')));

interface SectionCase {
  path: string;
  add: string;
  fill: Record<string, string>;
  title: string;
  edit: Record<string, string>;
  editedTitle: string;
}

const sections: SectionCase[] = [
  {
    path: '/content-library/experience',
    add: 'Add Experience',
    fill: { 'Job Title': 'Engineer', Company: 'Acme', 'Start Date': '2020-01-15', Description: 'Built engines.' },
    title: 'Engineer at Acme',
    edit: { 'Job Title': 'Lead Engineer', 'End Date': '2023-03-01' },
    editedTitle: 'Lead Engineer at Acme',
  },
  {
    path: '/content-library/skills',
    add: 'Add Skill',
    fill: { Skill: 'TypeScript', Proficiency: 'Expert', Category: 'Languages' },
    title: 'TypeScript',
    edit: { Skill: 'Rust' },
    editedTitle: 'Rust',
  },
  {
    path: '/content-library/education',
    add: 'Add Education',
    fill: {
      Degree: 'BSc',
      'Field of Study': 'Physics',
      Institution: 'MIT',
      'Graduation (month)': '2019-06',
      GPA: '3.8',
    },
    title: 'BSc, Physics',
    edit: { Degree: 'MSc' },
    editedTitle: 'MSc, Physics',
  },
  {
    path: '/content-library/certifications',
    add: 'Add Certification',
    fill: { 'Certificate Name': 'AWS Architect', Issuer: 'Amazon', 'Issue Date': '2022-05-10' },
    title: 'AWS Architect',
    edit: { 'Certificate Name': 'AWS Architect Pro' },
    editedTitle: 'AWS Architect Pro',
  },
  {
    path: '/content-library/snippets',
    add: 'Add Snippet',
    fill: { Title: 'Summary', Content: 'Curious engineer who ships.' },
    title: 'Summary',
    edit: { Title: 'Leadership' },
    editedTitle: 'Leadership',
  },
];

/** Fills fields by label; a date goes into its month-and-year group (unticking "I currently work here" first). */
async function fill(page: Page, values: Record<string, string>) {
  for (const [label, value] of Object.entries(values)) {
    const date = /^(\d{4})-(\d{2})/.exec(value);
    const group = page.getByRole('group', { name: label, exact: true });
    if (!date || (await group.count()) === 0) {
      await page.getByLabel(label, { exact: true }).fill(value);
      continue;
    }
    const ongoing = group.getByRole('checkbox');
    if ((await ongoing.count()) > 0 && (await ongoing.isChecked())) await ongoing.uncheck();
    await group.getByLabel('Month').selectOption(date[2]!);
    await group.getByLabel('Year').fill(date[1]!);
  }
}

test.describe('About You', () => {
  test('validates with the spec messages, each clearing when its field is edited', async ({ page }) => {
    await signUpViaApi(page);
    await page.goto('/content-library/header');
    await page.getByLabel('Email').fill('');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('First name is required.')).toBeVisible();
    await expect(page.getByText('Last name is required.')).toBeVisible();
    await expect(page.getByText('Email is required.')).toBeVisible();
    await page.getByLabel('First Name').fill('A');
    await expect(page.getByText('First name is required.')).toBeHidden();
    await expect(page.getByText('Last name is required.')).toBeVisible();
    await page.getByLabel('Email').fill('not-an-email');
    await expect(page.getByText('Email is required.')).toBeHidden();
    await page.getByLabel('Last Name').fill('B');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Email format is invalid.')).toBeVisible();
  });

  test('saves (creating, then updating), shows the success message for 3 seconds, survives a reload', async ({
    page,
  }) => {
    await signUpViaApi(page);
    await page.goto('/content-library/header');
    await expect(page.getByTestId('resume-tip')).not.toBeEmpty();
    await fill(page, { 'First Name': 'Ada', 'Last Name': 'Lovelace', Email: 'ada@example.com', Phone: '555-0100' });
    const save = page.getByRole('button', { name: /^(Save|Saving\.\.\.)$/ });
    const requests: string[] = [];
    page.on('request', (request) => request.url().includes('personal-info') && requests.push(request.method()));
    await save.click();
    await expect(page.getByText('Information saved successfully.')).toBeVisible();
    expect(requests).toEqual(['PUT', 'POST']);
    await expect(page.getByText('Information saved successfully.')).toBeHidden({ timeout: 4_500 });
    await page.getByLabel('Phone').fill('');
    await save.click();
    await expect(page.getByText('Information saved successfully.')).toBeVisible();
    expect(requests).toEqual(['PUT', 'POST', 'PUT']);
    await page.reload();
    await expect(page.getByLabel('First Name')).toHaveValue('Ada');
    await expect(page.getByLabel('Phone')).toHaveValue('');
    await expect(page.getByTestId('avatar-initial')).toHaveText('A');
  });

  test('a location and a LinkedIn link head the review and every new resume; a bad link is refused beside it', async ({
    page,
  }) => {
    await signUpViaApi(page);
    await page.setViewportSize({ width: 375, height: 800 });
    await page.goto('/content-library/header');
    await fill(page, {
      'First Name': 'Maya',
      'Last Name': 'Lopez',
      Email: 'maya@example.com',
      Location: 'Austin, TX',
      LinkedIn: 'my profile',
    });
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Enter a valid URL.')).toBeVisible();
    await expect(page.getByLabel('Location')).toHaveValue('Austin, TX');
    await page.getByLabel('LinkedIn').fill('linkedin.com/in/maya-lopez');
    await expect(page.getByText('Enter a valid URL.')).toBeHidden();
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Information saved successfully.')).toBeVisible();
    await expect(page.getByLabel('LinkedIn')).toHaveValue('https://linkedin.com/in/maya-lopez');

    await page.goto('/content-library/review');
    await expect(page.getByText('maya@example.com · Austin, TX · linkedin.com/in/maya-lopez')).toBeVisible();
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto('/templates');
    await page.getByText('Modern Professional').first().click();
    await page.getByRole('button', { name: 'Continue to Preview' }).click();
    await expect(page.getByText('maya@example.com · Austin, TX · linkedin.com/in/maya-lopez')).toBeVisible();
  });

  test('says "Failed to save. Please try again." and keeps what was typed when the save fails', async ({ page }) => {
    await signUpViaApi(page);
    await page.goto('/content-library/header');
    await fill(page, { 'First Name': 'Ada', 'Last Name': 'Lovelace', Email: 'ada@example.com' });
    await page.context().clearCookies(); // the session ends (signed out elsewhere)
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'Failed to save. Please try again.' })).toBeVisible();
    await expect(page.getByRole('status').filter({ hasText: 'Failed to save. Please try again.' })).toBeVisible();
    await expect(page.getByLabel('First Name')).toHaveValue('Ada');
  });
});

test('on a phone a library item keeps its title on the line and its buttons under it; an empty list says what to do', async ({
  page,
}) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await signUpViaApi(page);
  await page.goto('/content-library/experience');
  await expect(
    page.getByText('You have no experiences here yet. Add your first with the form below (Add Experience).'),
  ).toBeVisible();
  await api(page, 'POST', '/api/content/work-experiences/', {
    job_title: 'Registered Nurse – Medical-Surgical',
    company: 'Mercy General Hospital',
    start_date: '2018-03-01',
  });
  await page.reload();
  const item = page.getByTestId('section-item');
  const title = item.getByText('Registered Nurse – Medical-Surgical');
  const lineHeight = await title.evaluate((el) => parseFloat(getComputedStyle(el).lineHeight));
  // One or two lines at most, not a three-line column squeezed beside the buttons.
  expect((await title.boundingBox())!.height).toBeLessThanOrEqual(lineHeight * 2 + 1);
  const edit = item.getByRole('button', { name: /^Edit / });
  expect((await edit.boundingBox())!.y).toBeGreaterThan((await title.boundingBox())!.y);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
});

test.describe('list sections', () => {
  for (const section of sections) {
    test(`${section.path}: add, edit, cancel and delete, surviving a reload`, async ({ page }) => {
      await signUpViaApi(page);
      await page.goto(section.path);
      const items = page.getByTestId('section-item');
      await fill(page, section.fill);
      await page.getByRole('button', { name: section.add }).click();
      await expect(items).toHaveCount(1);
      await expect(items.first()).toContainText(section.title);
      await expect(page.getByLabel(Object.keys(section.fill)[0]!, { exact: true })).toHaveValue('');
      await page.reload();
      await expect(items.first()).toContainText(section.title);

      // Edit, then cancel: back to add mode, nothing changed.
      await page.getByRole('button', { name: `Edit ${section.title}` }).click();
      await expect(page.getByRole('button', { name: 'Save Changes' })).toBeVisible();
      await expect(page.getByLabel(Object.keys(section.fill)[0]!, { exact: true })).toHaveValue(
        Object.values(section.fill)[0]!,
      );
      await fill(page, section.edit);
      await page.getByRole('button', { name: 'Cancel' }).click();
      await expect(page.getByRole('button', { name: section.add })).toBeVisible();
      await expect(page.getByRole('button', { name: 'Cancel' })).toBeHidden();
      await expect(items.first()).toContainText(section.title);

      // Edit and save.
      await page.getByRole('button', { name: `Edit ${section.title}` }).click();
      await fill(page, section.edit);
      await page.getByRole('button', { name: 'Save Changes' }).click();
      await expect(items.first()).toContainText(section.editedTitle);
      await expect(page.getByRole('button', { name: section.add })).toBeVisible();
      await page.reload();
      await expect(items.first()).toContainText(section.editedTitle);

      // Deleting the item being edited asks first, then returns to add mode.
      await page.getByRole('button', { name: `Edit ${section.editedTitle}` }).click();
      await page.getByRole('button', { name: `Delete ${section.editedTitle}` }).click();
      await page.getByRole('button', { name: 'Keep' }).click();
      await expect(items).toHaveCount(1);
      await page.getByRole('button', { name: `Delete ${section.editedTitle}` }).click();
      await page.getByRole('button', { name: 'Yes, delete' }).click();
      await expect(items).toHaveCount(0);
      await expect(page.getByRole('button', { name: section.add })).toBeVisible();
      await page.reload();
      await expect(items).toHaveCount(0);
    });
  }

  test('a rejected save shows an error toast and the field error, keeping what was typed', async ({ page }) => {
    await signUpViaApi(page);
    await page.goto('/content-library/experience');
    await fill(page, { 'Job Title': 'Lead', Company: 'Acme', 'Start Date': '2022-01-01', 'End Date': '2021-01-01' });
    await page.getByRole('button', { name: 'Add Experience' }).click();
    await expect(
      page.getByRole('status').filter({ hasText: 'End date cannot be before the start date.' }),
    ).toBeVisible();
    await expect(page.locator('p[id$="-error"]')).toHaveText('End date cannot be before the start date.');
    await expect(page.getByLabel('Job Title')).toHaveValue('Lead');
    await expect(page.getByTestId('section-item')).toHaveCount(0);
  });

  test('education stores the graduation month as its first day; proficiency is capped at 50', async ({ page }) => {
    await signUpViaApi(page);
    await page.goto('/content-library/skills');
    await page.getByLabel('Proficiency').fill('x'.repeat(60));
    await expect(page.getByLabel('Proficiency')).toHaveValue('x'.repeat(50));
    await page.goto('/content-library/education');
    await fill(page, { Degree: 'BA', Institution: 'Yale', 'Graduation (month)': '2024-06', GPA: '3.5' });
    await page.getByRole('button', { name: 'Add Education' }).click();
    await expect(page.getByTestId('section-item')).toContainText('Yale · Jun 2024 · GPA 3.50');
    const stored = await page.request.get('/api/content/education/');
    expect((await stored.json())[0]).toMatchObject({ end_dt: '2024-06-01', gpa: '3.50' });
  });

  test('the snippets help box shows more and less', async ({ page }) => {
    await signUpViaApi(page);
    await page.goto('/content-library/snippets');
    await expect(page.getByRole('heading', { name: 'What Are Snippets?' })).toBeVisible();
    await expect(page.getByText('leadership statements')).toBeHidden();
    await page.getByRole('button', { name: 'Show more' }).click();
    for (const text of [
      'professional summaries',
      'portfolio blurbs',
      'awards',
      'leadership statements',
      'cover letter paragraphs',
    ]) {
      await expect(page.getByText(text, { exact: false }).first()).toBeVisible();
    }
    await page.getByRole('button', { name: 'Show less' }).click();
    await expect(page.getByText('leadership statements')).toBeHidden();
  });
});

test.describe('progress, review and the progress screen', () => {
  test('the progress bar, review and progress screens follow the profile as it fills', async ({ page }) => {
    await signUpViaApi(page);
    await page.goto('/content-library/review');
    await expect(page.getByText("You haven't filled out your profile yet.")).toBeVisible();
    await expect(page.getByRole('link', { name: 'Select a Template' })).toHaveCount(0);
    await expect
      .poll(() => stepStates(page))
      .toEqual(['pending', 'pending', 'pending', 'pending', 'pending', 'pending', 'current']);
    await page.goto('/content-library');
    await expect(page.getByRole('heading', { name: 'Your Profile Progress' })).toBeVisible();
    await page.getByRole('link', { name: 'Start Profile' }).click();
    await expect(page).toHaveURL(/\/content-library\/header$/);

    await fill(page, { 'First Name': 'Ada', 'Last Name': 'Lovelace', Email: 'ada@example.com' });
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Information saved successfully.')).toBeVisible();
    await expect
      .poll(() => stepStates(page))
      .toEqual(['current', 'pending', 'pending', 'pending', 'pending', 'pending', 'pending']);
    await page.goto('/content-library');
    await expect(page.getByText('Ada Lovelace')).toBeVisible();
    await page.getByRole('link', { name: 'Continue to Experience' }).click();
    await expect
      .poll(() => stepStates(page))
      .toEqual(['done', 'current', 'pending', 'pending', 'pending', 'pending', 'pending']);

    for (const section of sections) {
      await page.goto(section.path);
      await fill(page, section.fill);
      await page.getByRole('button', { name: section.add }).click();
      await expect(page.getByTestId('section-item')).toHaveCount(1);
    }
    await expect.poll(() => stepStates(page)).toEqual(['done', 'done', 'done', 'done', 'done', 'current', 'done']);
    await page.goto('/content-library');
    const completed = page.getByRole('list', { name: 'Completed sections' });
    await expect(completed.getByRole('listitem')).toHaveCount(6);
    await page.getByRole('button', { name: /Completed sections/ }).click();
    await expect(completed).toBeHidden();
    await page.getByRole('link', { name: 'Review Profile' }).click();

    await expect(page).toHaveURL(/\/content-library\/review$/);
    for (const group of ['About You', 'Experience', 'Skills', 'Education', 'Certifications', 'Others']) {
      await expect(page.getByRole('region', { name: group })).toBeVisible();
    }
    await expect(page.getByRole('region', { name: 'About You' })).toContainText('Ada Lovelace');
    await expect(page.getByRole('region', { name: 'Experience' })).toContainText('Engineer at Acme');
    await expect(page.getByRole('link', { name: 'Select a Template' })).toHaveAttribute('href', '/templates');
    await page.getByRole('link', { name: 'Edit Skills' }).click();
    await expect(page).toHaveURL(/\/content-library\/skills$/);
    await page
      .getByRole('navigation', { name: 'Profile steps' })
      .getByRole('link', { name: /Education/ })
      .click();
    await expect(page).toHaveURL(/\/content-library\/education$/);
  });

  test('the review screen shows the walking triangle while loading', async ({ page }) => {
    await signUpViaApi(page);
    await page.route('**/api/content/skills/', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 800));
      await route.continue();
    });
    await page.goto('/content-library/review');
    await expect(page.getByTestId('walking-triangle')).toBeVisible();
    await expect(page.getByText("You haven't filled out your profile yet.")).toBeVisible();
  });

  test('a section that fails to load falls back and the user is told', async ({ page }) => {
    await signUpViaApi(page);
    await page.route('**/api/content/certifications/', (route) => route.abort());
    await page.goto('/content-library/review');
    await expect(
      page.getByRole('alert').filter({ hasText: 'Part of your profile could not be loaded.' }),
    ).toBeVisible();
    await expect(page.getByText("You haven't filled out your profile yet.")).toBeVisible();
  });
});
