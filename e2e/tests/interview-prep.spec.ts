import type { Page } from '@playwright/test';
import { api, expect, signUpViaApi, test, uniqueEmail } from './fixtures';

/** A nurse whose profile lacks the Epic Systems the saved job asks for. */
async function nurseWithJob(page: Page) {
  await signUpViaApi(page, uniqueEmail('interview'));
  await api(page, 'POST', '/api/content/work-experiences/', {
    job_title: 'Staff Nurse',
    company: 'St Thomas Hospital',
    start_date: '2019-01-01',
    description: 'Mentored 6 newly qualified nurses\nCut medication errors on the ward by 30% with a double-check rota',
  });
  await api(page, 'POST', '/api/content/skills/', { skill_name: 'Microsoft Excel' });
  return api(page, 'POST', '/api/jobs/', {
    title: 'Senior Registered Nurse',
    company: 'City Hospital',
    posting_text: 'Requirements:\n- Epic Systems\n- Microsoft Excel',
  });
}

test('Question Banks: browse by bank and category, search, and star into My questions', async ({ page }) => {
  await signUpViaApi(page);
  await page.goto('/learning/question-banks');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Question Banks');
  await page
    .getByRole('navigation', { name: 'Banks' })
    .getByRole('button', { name: /Teaching/ })
    .click();
  await page
    .getByRole('group', { name: 'Categories' })
    .getByRole('button', { name: /Safeguarding/ })
    .click();
  const questions = page.getByRole('list', { name: 'Questions' }).getByRole('listitem');
  await expect(questions.first()).toContainText('Teaching and education · Safeguarding');
  const first = (await questions.first().getByRole('heading').textContent())!;
  await questions
    .first()
    .getByRole('button', { name: /^Star:/ })
    .click();
  await expect(questions.first().getByRole('button', { name: /^Remove from My questions/ })).toHaveAttribute(
    'aria-pressed',
    'true',
  );

  await page.getByLabel('Search every bank').fill('medication');
  await expect(questions.first()).toBeVisible();
  for (const text of await questions.allTextContents()) expect(text.toLowerCase()).toContain('medication');

  await page.getByLabel('Search every bank').fill('');
  await page.getByRole('button', { name: '★ My questions' }).click();
  await expect(questions).toHaveCount(1);
  await expect(questions.first().getByRole('heading')).toHaveText(first);
  await page.reload();
  await expect(questions).toHaveCount(1);
});

test('practice for a job: its gap first, the timer, a STAR draft from the profile, saved, and the tile ticks', async ({
  page,
}) => {
  const job = await nurseWithJob(page);
  await page.clock.install();
  await page.goto('/dashboard');
  await expect(page.getByTestId('progress-tile').nth(3)).toHaveText('✗Interview Prep');

  await page.goto(`/interview-prep?job=${job.id}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Interview Practice');
  await expect(page.getByText('The role asks for Epic Systems; your profile does not mention it.')).toBeVisible();
  await expect(page.getByRole('heading', { level: 2 })).toHaveText(
    'The role uses Epic Systems. What have you used that does the same job, and how would you get up to speed on it?',
  );
  await expect(page.getByText('With questions from the Nursing and healthcare bank', { exact: false })).toBeVisible();
  // Behavioural questions are part of the set, not only the job's own.
  await expect(page.getByText(/Question 1 of \d+ · From the job: a gap/)).toBeVisible();

  // The timer: one minute, run out.
  await page.getByRole('combobox', { name: 'Timer' }).selectOption('60');
  await page.getByRole('button', { name: 'Start timer' }).click();
  await page.clock.runFor(20_000);
  await expect(page.getByTestId('timer')).toHaveText('0:40');
  await page.getByRole('button', { name: 'Pause' }).click();
  await page.clock.runFor(5_000);
  await expect(page.getByTestId('timer')).toHaveText('0:40');
  await page.getByRole('button', { name: 'Resume', exact: true }).click();
  await page.clock.runFor(45_000);
  await expect(page.getByText('Time is up.').first()).toBeVisible();

  // A behavioural question from the role bank: drafted from the profile, the user's own lines only.
  while (!(await page.getByRole('button', { name: 'Draft from my profile' }).isVisible()))
    await page.getByRole('button', { name: 'Next question' }).click();
  await page.getByRole('button', { name: 'Draft from my profile' }).click();
  await expect(page.getByText('Drafted by Offline composer')).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Situation', exact: true })).toHaveValue(
    'At St Thomas Hospital, where I worked as Staff Nurse (since 2019).',
  );
  await expect(page.getByRole('textbox', { name: 'Task', exact: true })).toHaveValue('');
  await page.getByRole('textbox', { name: 'Task', exact: true }).fill('Keep new nurses safe on a busy ward.');
  await page.getByRole('radio', { name: 'Shaky' }).check();
  await page.getByRole('button', { name: 'Save answer' }).click();
  await expect(page.getByText('Answer saved.')).toBeVisible();

  await page.goto('/dashboard');
  await expect(page.getByTestId('progress-tile').nth(3)).toHaveText('✓Interview Prep');
  await expect(page.getByTestId('recent-activity')).toContainText('Practised an interview answer');
  // The job page offers practice for it.
  await page.goto(`/jobs/${job.id}`);
  await page.getByRole('link', { name: 'Prepare for the interview' }).click();
  await expect(page).toHaveURL(new RegExp(`/learning/interview-practice\\?job=${job.id}$`));
  // The shaky answer comes back first.
  await expect(page.getByText('last time: shaky')).toBeVisible();
});

test('an answer being typed survives a reload', async ({ page }) => {
  await signUpViaApi(page);
  await page.goto('/learning/interview-practice?bank=behavioural');
  await page.getByRole('textbox', { name: 'Action', exact: true }).fill('I called the customer back the same day.');
  await page.waitForTimeout(500);
  await page.reload();
  await expect(page.getByText('Restored what you had typed but not saved.')).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Action', exact: true })).toHaveValue(
    'I called the customer back the same day.',
  );
});
