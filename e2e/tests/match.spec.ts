import type { Page } from '@playwright/test';
import { api, expect, signUpViaApi, test } from './fixtures';

const POSTING = [
  'Backend Engineer',
  '',
  'Requirements:',
  '- 3+ years of experience with Python',
  '- PostgreSQL and Docker',
  '- Kubernetes',
  '',
  'Nice to have:',
  '- Terraform',
].join('\n');

/** A signed-in user whose library shows Python (a skill) and Postgres (an experience line). */
async function seeker(page: Page) {
  await signUpViaApi(page);
  await api(page, 'POST', '/api/content/skills/', { skill_name: 'Python' });
  await api(page, 'POST', '/api/content/work-experiences/', {
    job_title: 'Backend Engineer',
    company: 'Monzo',
    start_date: '2018-01-01',
    end_date: '2023-01-01',
    description: 'Ran payment services on Postgres.',
  });
}

const missing = (page: Page) => page.getByRole('region', { name: /^Missing/ });
const matched = (page: Page) => page.getByRole('region', { name: /^Matched/ });

test('Job Match Maker scores a pasted posting, shows the proof and the gaps, and "I have this" closes a gap', async ({
  page,
}) => {
  await seeker(page);
  await page.goto('/job-match-maker');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Job Match Maker');

  // Nothing pasted: the message sits next to the field and nothing is lost.
  await page.getByRole('button', { name: 'Score my match' }).click();
  await expect(page.getByRole('alert')).toHaveText('Paste the job posting text to score it.');

  await page.getByLabel('Job posting').fill(POSTING);
  await page.getByRole('button', { name: 'Score my match' }).click();
  const score = page.getByTestId('match-score');
  await expect(score).toBeVisible();
  const before = Number(await score.textContent());
  // How the score works is told in the app, from the engine's own weights, not left to a file in the repository.
  const rules = page.getByText('How this score works');
  await rules.click();
  await expect(page.getByText(/the kinds weigh: hard skills 40, job title 15/)).toBeVisible();
  await expect(page.getByText(/^Rules \d+\.\d+\.\d+ · dictionary /)).toBeVisible();

  const postgres = matched(page).getByRole('listitem').filter({ hasText: 'PostgreSQL' }).first();
  await expect(postgres).toContainText('Experience: Backend Engineer, Monzo: Ran payment services on Postgres.');
  await expect(postgres).toContainText('another name for PostgreSQL');
  // Required gaps come first, the preferred one last.
  await expect(missing(page).getByTestId('requirement-term')).toHaveText(['Docker', 'Kubernetes', 'Terraform']);
  // The library names Python, and five years as a backend engineer, the posting's own line of work, count for it.
  await expect(matched(page).getByRole('listitem').filter({ hasText: '3+ years of Python' })).toContainText(
    'you have 5 years',
  );
  // Every place a requirement was read is highlighted in the posting.
  const posting = page.getByTestId('posting-as-read');
  await expect(posting.locator('mark', { hasText: 'Kubernetes' })).toHaveAttribute('title', 'Kubernetes: missing');
  await expect(posting.locator('mark', { hasText: 'Python' })).toHaveAttribute('title', 'Python: matched');

  await page.getByRole('button', { name: 'I have Kubernetes: add it to my skills' }).click();
  const adding = page.getByRole('form', { name: 'Add Kubernetes to your skills' });
  await adding.getByRole('radio', { name: 'Advanced' }).check();
  await adding.getByRole('button', { name: 'Add skill' }).click();
  await expect(page.getByText('Added Kubernetes to your skills.')).toBeVisible();
  await expect(matched(page)).toContainText('Kubernetes');
  await expect(missing(page)).not.toContainText('Kubernetes');
  await expect.poll(async () => Number(await score.textContent())).toBeGreaterThan(before);
  const skills = await api<Array<{ skill_name: string; proficiency: string }>>(page, 'GET', '/api/content/skills/');
  expect(skills.find((skill) => skill.skill_name === 'Kubernetes')).toMatchObject({ proficiency: 'Advanced' });
  // Still what was pasted.
  await expect(page.getByLabel('Job posting')).toHaveValue(POSTING);
});

test('a saved job is scored on its page, says when its score is out of date, and is ranked on the dashboard', async ({
  page,
}) => {
  await seeker(page);
  const job = await api(page, 'POST', '/api/jobs/', {
    title: 'Backend Engineer',
    company: 'Initech',
    posting_text: POSTING,
  });
  await page.goto(`/jobs/${job.id}`);
  const card = page.getByRole('region', { name: 'Match score' });
  await expect(card.getByTestId('job-match-score')).toHaveText(/^\d+$/);
  const first = Number(await card.getByTestId('job-match-score').textContent());

  await card.getByRole('button', { name: 'See why' }).click();
  await expect(page).toHaveURL(/\?tab=match$/);
  await expect(page.getByRole('tab', { name: 'Match' })).toHaveAttribute('aria-selected', 'true');
  await expect(missing(page)).toContainText('Kubernetes');

  // The library changes elsewhere: the stored score says so until it is updated.
  await api(page, 'POST', '/api/content/skills/', { skill_name: 'Docker' });
  await page.reload();
  const matchTab = page.getByRole('tabpanel', { name: 'Match' });
  await expect(matchTab.getByText('Out of date: your content library changed since this score.')).toBeVisible();
  await matchTab.getByRole('button', { name: 'Update score' }).click();
  await expect(page.getByText('Out of date')).toHaveCount(0);
  await page.getByRole('tab', { name: 'Overview' }).click();
  await expect.poll(async () => Number(await card.getByTestId('job-match-score').textContent())).toBeGreaterThan(first);

  await page.goto('/dashboard');
  const recommended = page.getByRole('region', { name: 'Recommended Jobs' }).getByTestId('job-card');
  await expect(recommended).toHaveCount(1);
  await expect(recommended).toContainText(/Backend Engineer.*Initech · \d+% match/s);
  await expect(recommended.getByRole('link', { name: 'View Backend Engineer at Initech' })).toHaveAttribute(
    'href',
    `/jobs/${job.id}?tab=match`,
  );
});

test('with an empty library a job shows what it asks for and how to fill the library, not a score of 0', async ({
  page,
}) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await signUpViaApi(page);
  const job = await api(page, 'POST', '/api/jobs/', {
    title: 'Backend Engineer',
    company: 'Initech',
    posting_text: POSTING,
  });

  await page.goto('/dashboard');
  const recommended = page.getByRole('region', { name: 'Recommended Jobs' });
  await expect(recommended).toContainText(
    'No scores yet: your content library is empty. Build your content library to see how you match each job.',
  );
  await expect(recommended.getByTestId('job-card')).not.toContainText('match');

  await page.goto(`/jobs/${job.id}`);
  const card = page.getByRole('region', { name: 'Match score' });
  await expect(card).toContainText('No score yet: your content library is empty.');
  await expect(card.getByTestId('job-match-score')).toHaveCount(0);
  await expect(card.getByRole('link', { name: 'Build your content library' })).toHaveAttribute(
    'href',
    '/content-library',
  );

  await card.getByRole('button', { name: 'See what it asks for' }).click();
  const matchTab = page.getByRole('tabpanel', { name: 'Match' });
  await expect(matchTab.getByRole('heading', { name: 'No score yet: your content library is empty' })).toBeVisible();
  await expect(matchTab).toContainText('The 7 requirements this posting asks for are listed below');
  await expect(matchTab.getByRole('meter')).toHaveCount(0);
  await expect(matched(page)).toHaveCount(0);
  const asks = page.getByRole('region', { name: /^What this posting asks for/ });
  await expect(asks.getByTestId('requirement-term')).toContainText(['Docker', 'Kubernetes']);
  await expect(asks).not.toContainText('Not found in your library');
  // The posting as read marks what was read, not a page of red "missing" marks.
  await expect(page.getByTestId('posting-as-read').locator('mark', { hasText: 'Kubernetes' })).toHaveAttribute(
    'title',
    'Kubernetes',
  );

  // One skill is enough for a score that means something.
  await asks.getByRole('button', { name: 'I have Docker: add it to my skills' }).click();
  await asks.getByRole('button', { name: 'Add skill' }).click();
  await expect(page.getByText('Added Docker to your skills.')).toBeVisible();
  await expect(matchTab.getByTestId('match-score')).toBeVisible();
  await expect(matched(page)).toContainText('Docker');
  await expect(matchTab.getByText('No score yet')).toHaveCount(0);
  await page.getByRole('tab', { name: 'Overview' }).click();
  await expect(card.getByTestId('job-match-score')).toHaveText(/^\d+$/);

  await page.goto('/dashboard');
  await expect(recommended.getByTestId('job-card')).toContainText(/Initech · \d+% match/);
  await expect(recommended.getByTestId('recommended-library-empty')).toHaveCount(0);
});

test('"I have this" asks proficiency and category, chosen already from the library, and adds the skill with them', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await signUpViaApi(page);
  // The user files their tools under DevOps: a new tool goes there too.
  await api(page, 'POST', '/api/content/skills/', { skill_name: 'Docker', proficiency: 'Expert', category: 'DevOps' });
  await api(page, 'POST', '/api/content/skills/', { skill_name: 'Terraform', category: 'DevOps' });
  await api(page, 'POST', '/api/content/skills/', { skill_name: 'Python', category: 'Languages' });
  const job = await api(page, 'POST', '/api/jobs/', {
    title: 'Backend Engineer',
    company: 'Initech',
    posting_text: POSTING,
  });
  await page.goto(`/jobs/${job.id}?tab=match`);
  const open = missing(page).getByRole('button', { name: 'I have Kubernetes: add it to my skills' });
  await open.click();
  await expect(open).toHaveAttribute('aria-expanded', 'true');
  const adding = page.getByRole('form', { name: 'Add Kubernetes to your skills' });
  const intermediate = adding.getByRole('radio', { name: 'Intermediate' });
  await expect(intermediate).toBeChecked();
  await expect(intermediate).toBeFocused();
  await expect(adding.getByRole('combobox', { name: 'Category' })).toHaveValue('DevOps');

  // Escape closes it without adding, back on the button.
  await page.keyboard.press('Escape');
  await expect(adding).toHaveCount(0);
  await expect(open).toBeFocused();
  await expect(open).toHaveAttribute('aria-expanded', 'false');

  // Opened again and confirmed as it is: one more click.
  await open.click();
  await adding.getByRole('button', { name: 'Add skill' }).click();
  await expect(page.getByText('Added Kubernetes to your skills.')).toBeVisible();
  await expect(matched(page)).toContainText('Kubernetes');
  await expect(missing(page)).not.toContainText('Kubernetes');

  await page.goto('/content-library/skills');
  const kubernetes = page.getByTestId('section-item').filter({ hasText: 'Kubernetes' });
  await expect(kubernetes).toContainText('Intermediate · DevOps');
});

test('board cards show each job’s match once scored, say when it is out of date, and show none for an empty library', async ({
  page,
}) => {
  await signUpViaApi(page);
  const scored = await api(page, 'POST', '/api/jobs/', {
    title: 'Backend Engineer',
    company: 'Initech',
    posting_text: POSTING,
  });
  await api(page, 'POST', '/api/jobs/', { title: 'Office Manager', company: 'Umbrella' });
  const card = (company: string) => page.getByTestId('job-card').filter({ hasText: company });

  // Empty library: every score would be 0, so no card shows one.
  await page.goto('/tracker');
  await expect(card('Initech')).toContainText('Today in Wish List');
  await expect(page.getByTestId('match-chip')).toHaveCount(0);

  // The board scores a job with a posting that has none yet; a job without a posting shows no score.
  await api(page, 'POST', '/api/content/skills/', { skill_name: 'Python' });
  await page.reload();
  const chip = card('Initech').getByTestId('match-chip');
  await expect(chip).toHaveText(/^\d+% match$/);
  const stored = await api(page, 'GET', `/api/jobs/${scored.id}/match/`);
  await expect(chip).toHaveText(`${stored.score}% match`);
  await expect(card('Umbrella').getByTestId('match-chip')).toHaveCount(0);

  await api(page, 'POST', '/api/content/skills/', { skill_name: 'Docker' });
  await page.reload();
  await expect(chip).toHaveText(`${stored.score}% match, out of date`);
  await expect(chip).toHaveAttribute('title', 'Out of date: open the job to update its score');

  // The table has the same scores in a Match column, sorted best first on the first click.
  await api(page, 'POST', '/api/jobs/', {
    title: 'Data Engineer',
    company: 'Globex',
    posting_text: 'Requirements:\n- Python',
  });
  await page.getByRole('link', { name: 'Table' }).click();
  const rows = page.getByTestId('job-row');
  await expect(rows.filter({ hasText: 'Globex' }).getByTestId('match-chip')).toHaveText(/^\d+%$/);
  await page.getByRole('button', { name: 'Match' }).click();
  await expect(page.getByRole('columnheader', { name: 'Match' })).toHaveAttribute('aria-sort', 'descending');
  await expect(rows).toHaveText([/Globex/, /Initech/, /Umbrella/]);
  await expect(rows.filter({ hasText: 'Initech' }).getByTestId('match-chip')).toHaveText(
    `${stored.score}%, out of date`,
  );
  await page.getByRole('button', { name: 'Match' }).click();
  await expect(rows).toHaveText([/Initech/, /Globex/, /Umbrella/]);
});

test('Let AI Suggest Mappings proposes snippets for a job; one or all are placed only on a click, and stay placed', async ({
  page,
}) => {
  await seeker(page);
  await api(page, 'POST', '/api/content/snippets/', {
    title: 'Volunteering',
    content: 'Taught Kubernetes at a coding charity.',
  });
  await api(page, 'POST', '/api/content/snippets/', { title: 'Award', content: 'Won a prize for a Docker rollout.' });
  await api(page, 'POST', '/api/content/snippets/', {
    title: '',
    content: '“Sam moved our whole estate to Terraform in a month.” — Priya Shah, CTO',
  });
  await api(page, 'POST', '/api/content/snippets/', { title: 'Hobby', content: 'Baking sourdough.' });
  await api(page, 'POST', '/api/jobs/', { title: 'Backend Engineer', company: 'Initech', posting_text: POSTING });
  await page.goto('/templates');
  await page.getByRole('button', { name: /High School/ }).click();
  await page.getByRole('button', { name: 'Continue to Preview' }).click();
  await expect(page).toHaveURL(/\/resume-preview\/\d+$/);

  await page.getByRole('button', { name: 'Let AI Suggest Mappings' }).click();
  const panel = page.getByRole('region', { name: 'Suggested mappings' });
  // No model is configured: the label stays, and the result says what did the work.
  await expect(panel).toContainText('Suggested from your snippets’ own words: no job is chosen');
  await panel.getByLabel('Tailor to a job').selectOption({ label: 'Backend Engineer — Initech' });
  await expect(panel).toContainText(
    'Suggested from your job’s requirements: ranked by how many of them each snippet shows',
  );
  const suggestions = panel.getByRole('list', { name: 'Suggestions' }).getByRole('listitem');
  await expect(suggestions).toHaveCount(3);
  await expect(suggestions.nth(0)).toContainText('Shows: Kubernetes');
  // Nothing is placed until asked.
  await expect(page.locator('#resume-print-root')).not.toContainText('Taught Kubernetes');

  await suggestions.nth(0).getByRole('button', { name: 'Place in Volunteer' }).click();
  await expect(page.locator('#resume-print-root')).toContainText('Taught Kubernetes at a coding charity.');
  await expect(suggestions).toHaveCount(2);
  await panel.getByRole('button', { name: 'Place all 2' }).click();
  await expect(page.locator('#resume-print-root')).toContainText('Won a prize for a Docker rollout.');
  await expect(page.locator('#resume-print-root')).toContainText('Sam moved our whole estate to Terraform');
  await expect(panel).toContainText('No snippet left to suggest');
  await panel.getByRole('button', { name: 'Close' }).click();
  await expect(panel).toHaveCount(0);

  await page.reload();
  await expect(page.locator('#resume-print-root')).toContainText('Taught Kubernetes at a coding charity.');
  await expect(page.locator('#resume-print-root')).toContainText('Won a prize for a Docker rollout.');
  await expect(page.locator('#resume-print-root')).toContainText('Sam moved our whole estate to Terraform');
  await expect(page.locator('#resume-print-root')).not.toContainText('Baking sourdough');
});

test('Job Trends counts what the saved postings ask for and what the library shows', async ({ page }) => {
  await seeker(page);
  await page.goto('/learning/job-trends');
  await expect(page.getByText('Save a few jobs with their postings')).toBeVisible();
  await api(page, 'POST', '/api/jobs/', { title: 'Backend Engineer', company: 'Initech', posting_text: POSTING });
  await api(page, 'POST', '/api/jobs/?allow_duplicate=true', {
    title: 'Platform Engineer',
    company: 'Globex',
    posting_text: 'Requirements:\n- Kubernetes\n- Go',
  });
  await page.reload();
  await expect(page.getByText('Across 2 saved postings.')).toBeVisible();
  const hard = page.getByRole('region', { name: 'Hard skills' });
  const kubernetes = hard.getByRole('listitem').filter({ hasText: 'Kubernetes' });
  await expect(kubernetes).toContainText('2 of 2 postings');
  await expect(kubernetes).toContainText('Not in your library');
  await expect(hard.getByRole('listitem').filter({ hasText: 'Python' })).toContainText('In your library');
});

test('a list of examples is one requirement, and what the posting lets you obtain after hire is no gap', async ({
  page,
}) => {
  await signUpViaApi(page);
  await api(page, 'POST', '/api/content/skills/', { skill_name: 'Blue Yonder' });
  await api(page, 'POST', '/api/content/certifications/', {
    cert_name: 'BLS',
    issuer: 'American Heart Association',
    issue_dt: '2024-01-01',
  });
  await page.goto('/job-match-maker');
  await page
    .getByLabel('Job posting')
    .fill(
      [
        'Requirements:',
        '- Experience with a WMS (Manhattan, SAP EWM, Blue Yonder or similar)',
        '- BLS required; TNCC within 6 months of hire',
      ].join('\n'),
    );
  await page.getByRole('button', { name: 'Score my match' }).click();
  // Blue Yonder is a WMS: the one requirement is met, with the posting's other examples named beside it.
  const wms = matched(page).getByRole('listitem').filter({ hasText: 'WMS' }).first();
  await expect(wms).toContainText('Skill: Blue Yonder');
  await expect(wms).toContainText(/or .*SAP/);
  // TNCC is listed last, marked after hire, and takes nothing off.
  const tncc = missing(page).getByRole('listitem').filter({ hasText: 'TNCC' });
  await expect(tncc).toContainText('After hire');
  await expect(tncc).toContainText('the posting lets you obtain it after hire');
  await expect(page.getByTestId('match-score')).toHaveText('100');
});
