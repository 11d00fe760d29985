import { api, expect, signUpViaApi, test } from './fixtures';

const POSTING = '  About the role\r\n\r\nYou will build things.\n\t- TypeScript\n- PostgreSQL  ';

/** A posting as a job site shows it: title, company and place, duties, pay and type. */
const AD = [
  'Senior Backend Engineer',
  'Northwind Health · Austin, TX (Hybrid)',
  '',
  'What you will do',
  '- Build APIs in TypeScript',
  '',
  'Salary: $150,000 - $180,000 a year',
  'This is a full-time role.',
].join('\n');

test('Enter Job Posting Info saves a job with every field; the posting is kept exactly as pasted', async ({ page }) => {
  await signUpViaApi(page);
  await page.goto('/dashboard');
  await page.getByRole('link', { name: 'Add Job to Tracker' }).click();
  await expect(page).toHaveURL(/\/job-posting$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Enter Job Posting Info');
  await page.getByLabel('Job title').fill('Platform Engineer');
  await page.getByLabel('Company').fill('Initech');
  await page.getByLabel('Stage').selectOption('maybe');
  await page.getByLabel('Location').fill('Leeds');
  await page.getByLabel('Posting URL').fill('jobs.initech.example/42');
  await page.getByLabel('Salary').fill('£60–70k');
  await page.getByLabel('Employment type').selectOption('contract');
  await page.getByLabel('Remote', { exact: true }).selectOption('hybrid');
  await page.getByLabel('Source').fill('Referral');
  await page.getByLabel('Job posting').fill(POSTING);
  await page.getByLabel('Notes').fill('Ask about on-call');
  await page.getByRole('button', { name: 'Save job' }).click();
  await expect(page).toHaveURL(/\/jobs\/\d+$/);
  await expect(page.getByText('Job saved.')).toBeVisible();
  const id = Number(page.url().split('/').pop());
  // The textarea gives back the paste with its line ends as the browser writes them (LF); nothing else changes.
  expect(await api(page, 'GET', `/api/jobs/${id}/`)).toMatchObject({
    title: 'Platform Engineer',
    company: 'Initech',
    stage: 'maybe',
    location: 'Leeds',
    url: 'https://jobs.initech.example/42',
    salary: '£60–70k',
    employment_type: 'contract',
    remote: 'hybrid',
    source: 'Referral',
    posting_text: POSTING.replace(/\r\n/g, '\n'),
    notes: 'Ask about on-call',
  });
});

test('missing or bad fields are named next to them; a failed save keeps everything typed', async ({ page }) => {
  await signUpViaApi(page);
  await page.goto('/job-posting');
  await page.getByLabel('Posting URL').fill('not a url');
  await page.getByLabel('Job posting').fill(POSTING);
  await page.getByRole('button', { name: 'Save job' }).click();
  const title = page.getByLabel('Job title');
  await expect(title).toHaveAttribute('aria-invalid', 'true');
  await expect(title).toHaveAccessibleDescription(/Enter the job title\./);
  await expect(page.getByLabel('Company')).toHaveAccessibleDescription(/Enter the company\./);
  await expect(page.getByLabel('Posting URL')).toHaveAccessibleDescription(/Enter a valid URL\./);
  await expect(page.getByLabel('Job posting')).toHaveValue(POSTING.replace(/\r\n/g, '\n'));

  await title.fill('Analyst');
  await page.getByLabel('Company').fill('Umbrella');
  await page.getByLabel('Posting URL').fill('');
  await page.route('**/api/jobs/', (route) => route.abort());
  await page.getByRole('button', { name: 'Save job' }).click();
  await expect(
    page.getByText('The job could not be saved. What you typed is still here.', { exact: true }),
  ).toBeVisible();
  await expect(title).toHaveValue('Analyst');
  await page.unroute('**/api/jobs/');
  // A reload keeps the unsaved job too.
  await page.reload();
  await expect(page.getByLabel('Job title')).toHaveValue('Analyst');
  await expect(page.getByLabel('Job posting')).toHaveValue(POSTING.replace(/\r\n/g, '\n'));
  await page.getByRole('button', { name: 'Save job' }).click();
  await expect(page).toHaveURL(/\/jobs\/\d+$/);
  await page.goto('/job-posting');
  await expect(page.getByLabel('Job title')).toHaveValue('');
});

test('saving a job already saved warns and offers to open it, or to save this one anyway', async ({ page }) => {
  await signUpViaApi(page);
  const saved = await api(page, 'POST', '/api/jobs/', {
    title: 'Engineer',
    company: 'Acme',
    url: 'https://acme.example/jobs/1',
  });
  await page.goto('/job-posting');
  await page.getByLabel('Job title').fill('Software Engineer');
  await page.getByLabel('Company').fill('Acme Ltd');
  await page.getByLabel('Posting URL').fill('https://www.acme.example/jobs/1?utm_source=linkedin');
  await page.getByRole('button', { name: 'Save job' }).click();
  const warning = page.getByRole('alert').filter({ hasText: 'You have already saved this job.' });
  await expect(warning).toContainText('“Engineer” at Acme is in Wish List');
  await expect(warning.getByRole('link', { name: 'Open the saved job' })).toHaveAttribute('href', `/jobs/${saved.id}`);
  expect(await api(page, 'GET', '/api/jobs/')).toHaveLength(1);
  await warning.getByRole('button', { name: 'Save this one anyway' }).click();
  await expect(page).toHaveURL(/\/jobs\/\d+$/);
  expect(await api(page, 'GET', '/api/jobs/')).toHaveLength(2);
});

test('pasting a posting fills the fields it states and leaves what was typed; the user is told which', async ({
  page,
}) => {
  await signUpViaApi(page);
  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto('/job-posting');
  await page.getByLabel('Company').fill('Northwind (typed)');
  const posting = AD;
  await page.getByLabel('Job posting').fill(posting);
  await expect(page.getByRole('status').filter({ hasText: 'Filled in from the posting' })).toHaveText(
    'Filled in from the posting: Job title, Location, Salary, Employment type, Remote. Check them before you save.',
  );
  await expect(page.getByLabel('Job title')).toHaveValue('Senior Backend Engineer');
  await expect(page.getByLabel('Company')).toHaveValue('Northwind (typed)');
  await expect(page.getByLabel('Location')).toHaveValue('Austin, TX');
  // Typing more of the posting reads nothing again: a field the user clears stays clear.
  await page.getByLabel('Location').fill('');
  await page.getByLabel('Job posting').pressSequentially(' Apply!');
  await expect(page.getByLabel('Location')).toHaveValue('');
  await page.getByRole('button', { name: 'Save job' }).click();
  await expect(page).toHaveURL(/\/jobs\/\d+$/);
  const id = Number(page.url().split('/').pop());
  expect(await api(page, 'GET', `/api/jobs/${id}/`)).toMatchObject({
    title: 'Senior Backend Engineer',
    company: 'Northwind (typed)',
    location: '',
    salary: '$150,000 - $180,000 a year',
    employment_type: 'full_time',
    remote: 'hybrid',
  });
});

test.describe('the posting comes first, and the examples are in the user’s currency', () => {
  test.use({ locale: 'en-US' });

  for (const { width, height } of [
    { width: 375, height: 667 },
    { width: 1440, height: 900 },
  ]) {
    test(`at ${width} px the posting box is the form’s first field, in view on load, and a paste fills the fields after it`, async ({
      page,
    }) => {
      await page.setViewportSize({ width, height });
      await signUpViaApi(page);
      await page.goto('/job-posting');
      const form = page.locator('form', { has: page.getByRole('button', { name: 'Save job' }) });
      const posting = form.getByRole('textbox', { name: 'Paste the job posting' });
      await expect(form.getByRole('textbox').first()).toHaveAccessibleName('Paste the job posting');
      await expect(posting).toBeInViewport({ ratio: 1 });
      await expect(posting).toHaveAccessibleDescription(/^Start here: we read the title, company/);
      const check = form.getByRole('region', { name: 'Check what we read' });
      const title = check.getByRole('textbox', { name: 'Job title' });
      // The fields a paste fills are under it, not above it.
      const postingBox = await posting.boundingBox();
      const titleBox = await title.boundingBox();
      expect(titleBox!.y).toBeGreaterThan(postingBox!.y + postingBox!.height);

      // A US user is shown dollars and a US city, not pounds and London.
      const salary = check.getByRole('textbox', { name: 'Salary' });
      await expect(salary).toHaveAttribute('placeholder', '$80,000–95,000');
      await expect(check.getByRole('textbox', { name: 'Location' })).toHaveAttribute(
        'placeholder',
        'Chicago, IL or Remote',
      );

      await posting.fill(AD);
      await expect(form.getByRole('status')).toHaveText(
        'Filled in from the posting: Job title, Company, Location, Salary, Employment type, Remote. Check them before you save.',
      );
      await expect(title).toHaveValue('Senior Backend Engineer');
      await expect(check.getByRole('textbox', { name: 'Company' })).toHaveValue('Northwind Health');
      await expect(check.getByRole('textbox', { name: 'Location' })).toHaveValue('Austin, TX');
      await expect(salary).toHaveValue('$150,000 - $180,000 a year');
      await expect(check.getByRole('combobox', { name: 'Employment type' })).toHaveValue('full_time');
      await expect(check.getByRole('combobox', { name: 'Remote' })).toHaveValue('hybrid');
    });
  }

  test('the job page’s salary, edited in place, shows the same example', async ({ page }) => {
    await signUpViaApi(page);
    const job = await api(page, 'POST', '/api/jobs/', { title: 'Engineer', company: 'Acme' });
    await page.goto(`/jobs/${job.id}`);
    await page.getByRole('button', { name: 'Edit Salary' }).click();
    await expect(page.getByRole('textbox', { name: 'Salary' })).toHaveAttribute('placeholder', '$80,000–95,000');
  });
});

test.describe('in the UK', () => {
  test.use({ locale: 'en-GB' });

  test('the examples are in pounds and in London', async ({ page }) => {
    await signUpViaApi(page);
    await page.goto('/job-posting');
    await expect(page.getByLabel('Salary')).toHaveAttribute('placeholder', '£60–70k');
    await expect(page.getByLabel('Location')).toHaveAttribute('placeholder', 'London, or Remote (UK)');
  });
});
