import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { api, expect, signUpViaApi, test } from './fixtures';

/** Our text for Kubernetes' family, as the app ships it. */
const containers = (
  JSON.parse(
    readFileSync(new URL('../../packages/interview/content/skill-families.json', import.meta.url), 'utf8'),
  ) as {
    families: Record<string, { what: string; learn: string }>;
  }
).families['Containers and orchestration']!;

const hubPages = [
  ['Career Development', '/learning/career-development'],
  ['Training Courses', '/learning/training-courses'],
  ['Job Trends', '/learning/job-trends'],
  ['Interview Practice', '/learning/interview-practice'],
  ['Question Banks', '/learning/question-banks'],
  ['Interview Tips', '/learning/interview-tips'],
] as const;

/** The profile shows Python; two saved jobs both ask for Kubernetes (and one for Spanish); a third has no posting. */
async function saveTwoJobs(page: Page) {
  await api(page, 'POST', '/api/content/skills/', { skill_name: 'Python' });
  await api(page, 'POST', '/api/jobs/', {
    title: 'Platform Engineer',
    company: 'Globex',
    posting_text: 'Requirements:\n- Kubernetes\n- Python\n\nNice to have:\n- Spanish',
  });
  await api(page, 'POST', '/api/jobs/?allow_duplicate=true', {
    title: 'Backend Engineer',
    company: 'Initech',
    posting_text: 'Requirements:\n- Kubernetes and Python',
  });
  await api(page, 'POST', '/api/jobs/?allow_duplicate=true', { title: 'Site Reliability Engineer', company: 'Acme' });
}

async function expectNoHorizontalOverflow(page: Page) {
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow, page.url()).toBeLessThanOrEqual(0);
}

test('Resources is the Learning Hub: a card for every hub page, each leading to it', async ({ page }) => {
  await signUpViaApi(page);
  await page.goto('/dashboard');
  await page.getByRole('banner').getByRole('link', { name: 'Resources' }).click();
  await expect(page).toHaveURL(/\/resources$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Learning Hub');
  const main = page.getByRole('main');
  for (const [title, href] of hubPages) {
    await expect(main.getByRole('link', { name: new RegExp(`^${title}`) })).toHaveAttribute('href', href);
  }
  await main.getByRole('link', { name: /^Interview Tips/ }).click();
  await expect(page).toHaveURL(/\/learning\/interview-tips$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Interview Tips');
  await page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('link', { name: 'Learning Hub' }).click();
  await expect(page).toHaveURL(/\/resources$/);
});

test('Interview Tips: the guide’s sections, reached from its table of contents', async ({ page }) => {
  await signUpViaApi(page);
  await page.goto('/learning/interview-tips');
  const sections = [
    'Before the interview',
    'During the interview',
    'Video and phone interviews',
    'Questions to ask the employer',
    'After the interview',
  ];
  await expect(page.getByRole('article').getByRole('heading', { level: 2 })).toHaveText([...sections, 'Practise next']);
  const contents = page.getByRole('navigation', { name: 'On this page' });
  await expect(contents.getByRole('link')).toHaveText(sections);
  await contents.getByRole('link', { name: 'Questions to ask the employer' }).click();
  await expect(page).toHaveURL(/#questions-to-ask$/);
  const questions = page.getByRole('region', { name: 'Questions to ask the employer' });
  await expect(questions.getByRole('heading', { level: 2 })).toBeInViewport();
  expect(await questions.getByRole('heading', { level: 3 }).count()).toBeGreaterThanOrEqual(12);
});

test('Career Development and Training Courses: the skills the saved jobs ask for that the profile lacks', async ({
  page,
}) => {
  await signUpViaApi(page);
  await page.goto('/learning/career-development');
  await expect(page.getByRole('heading', { name: 'No saved jobs yet' })).toBeVisible();
  await expect(page.getByRole('main').getByRole('link', { name: 'Add a job' })).toHaveAttribute('href', '/job-posting');

  await saveTwoJobs(page);
  await page.reload();

  const mostAsked = page.getByRole('region', { name: 'Asked for by 2 of your 2 saved jobs' });
  const kubernetes = mostAsked.getByRole('listitem').filter({ has: page.getByRole('heading', { name: 'Kubernetes' }) });
  await expect(kubernetes).toContainText('Not in your profile');
  await expect(kubernetes).toContainText(containers.what);
  await expect(kubernetes).toContainText(containers.learn);
  await expect(page.getByText('(1 more saved without a posting is not counted)', { exact: false })).toBeVisible();
  // Python is in the profile: no gap. Spanish is asked for by one job.
  await expect(page.getByRole('heading', { name: 'Python', exact: true })).toHaveCount(0);
  await expect(
    page.getByRole('region', { name: 'Asked for by 1 of your 2 saved jobs' }).getByRole('heading', { name: 'Spanish' }),
  ).toBeVisible();
  await kubernetes.getByRole('link', { name: 'Add Kubernetes to your profile' }).click();
  await expect(page).toHaveURL(/\/content-library\/skills$/);

  await page.goto('/learning/training-courses');
  const firstStep = page.getByRole('listitem').filter({ has: page.getByText('Step 1', { exact: true }) });
  await expect(firstStep.getByRole('heading', { level: 2 })).toHaveText('Containers and orchestration');
  await expect(firstStep).toContainText('Asked for by 2 of your 2 saved jobs');
  await expect(firstStep.getByRole('listitem')).toHaveText(['Kubernetes · 2 jobs']);
  await expect(firstStep).toContainText(containers.learn);
  // Our own texts only: every link on the page stays in the app.
  for (const link of await page.getByRole('main').getByRole('link').all())
    expect(await link.getAttribute('href')).toMatch(/^\//);

  // Once the profile shows every skill asked for, there is nothing to learn from these jobs.
  await api(page, 'POST', '/api/content/skills/', { skill_name: 'Kubernetes' });
  await api(page, 'POST', '/api/content/skills/', { skill_name: 'Spanish' });
  await page.reload();
  await expect(page.getByRole('heading', { name: 'No skill gaps' })).toBeVisible();
});

test('the skill gaps say when they cannot be loaded, and Try again loads them', async ({ page }) => {
  await signUpViaApi(page);
  await saveTwoJobs(page);
  await page.route('**/api/learning/skill-gaps/', (route) => route.abort());
  await page.goto('/learning/career-development');
  await expect(page.getByRole('alert')).toContainText('Your skill gaps could not be loaded.');
  await page.unroute('**/api/learning/skill-gaps/');
  await page.getByRole('button', { name: 'Try again' }).click();
  await expect(page.getByRole('heading', { name: 'Kubernetes' })).toBeVisible();
});

test('a long group shows its first skills, and showing the rest moves focus to the first one revealed', async ({
  page,
}) => {
  await signUpViaApi(page);
  await api(page, 'POST', '/api/jobs/', {
    title: 'Platform Engineer',
    company: 'Globex',
    posting_text:
      'Requirements:\n- Kubernetes, Terraform, Rust, React, AWS, Docker, Jenkins, Ansible, Apache Kafka, Redis',
  });
  await page.goto('/learning/career-development');
  const group = page.getByRole('region', { name: 'Asked for by your one saved job' });
  await expect(group.getByRole('listitem')).toHaveCount(8);
  await group.getByRole('button', { name: /^Show \d+ more$/ }).press('Enter');
  expect(await group.getByRole('listitem').count()).toBeGreaterThan(8);
  await expect(group.getByRole('listitem').nth(8)).toBeFocused();
});

test('the hub’s pages fit a 375 px screen', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await signUpViaApi(page);
  await saveTwoJobs(page);
  for (const path of ['/resources', '/learning/interview-tips']) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expectNoHorizontalOverflow(page);
  }
  await page.goto('/learning/career-development');
  await expect(page.getByRole('heading', { name: 'Kubernetes' })).toBeVisible();
  await expectNoHorizontalOverflow(page);
  await page.goto('/learning/training-courses');
  await expect(page.getByText('Step 1', { exact: true })).toBeVisible();
  await expectNoHorizontalOverflow(page);
});
