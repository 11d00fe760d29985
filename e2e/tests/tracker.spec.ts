import type { Locator, Page } from '@playwright/test';
import { api, dragAnnouncement, expect, holdAppEntry, pickUp, signUpViaApi, test } from './fixtures';

interface Job {
  id: number;
  title: string;
  stage: string;
  position: number;
  outcome: string | null;
  applied_on: string | null;
}

/** A signed-in user with jobs A, B, C in the Wish List (A on top), M in Maybe and S in Submitted. */
async function userWithJobs(page: Page) {
  await signUpViaApi(page);
  for (const [title, stage] of [
    ['Job S', 'submitted'],
    ['Job M', 'maybe'],
    ['Job C', 'wishlist'],
    ['Job B', 'wishlist'],
    ['Job A', 'wishlist'],
  ]) {
    await api(page, 'POST', '/api/jobs/', { title, company: 'Acme', stage });
  }
}

const column = (page: Page, stage: string) => page.getByTestId(`column-${stage}`);

/** Opens the board and waits until the app has taken it over (its move buttons are disabled until then). */
async function openBoard(page: Page, path = '/tracker') {
  await page.goto(path);
  await expect(page.getByRole('button', { name: /^Drag / }).first()).toBeEnabled();
}
const titlesIn = (page: Page, stage: string) => column(page, stage).getByRole('heading', { level: 3 });
const card = (page: Page, title: string) => page.getByTestId('job-card').filter({ hasText: title });

/** What the server holds: each stage's titles top to bottom. */
async function serverColumns(page: Page): Promise<Record<string, string[]>> {
  const jobs = (await api<Job[]>(page, 'GET', '/api/jobs/')).sort((a, b) => a.position - b.position);
  const columns: Record<string, string[]> = {};
  for (const job of jobs) (columns[job.stage] ??= []).push(job.title);
  return columns;
}

async function mouseDrag(page: Page, from: Locator, to: Locator) {
  const a = (await from.boundingBox())!;
  const b = (await to.boundingBox())!;
  await page.mouse.move(a.x + a.width / 2, a.y + 20);
  await page.mouse.down();
  await page.mouse.move(a.x + a.width / 2 + 10, a.y + 30, { steps: 3 });
  await page.mouse.move(b.x + b.width / 2, b.y + 8, { steps: 15 });
  await page.mouse.up();
}

test.beforeEach(async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
});

test('the board shows the five stages in order with counts; a mouse drag moves a card and the order persists', async ({
  page,
}) => {
  await userWithJobs(page);
  await openBoard(page);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Job Tracker');
  await expect(page.getByTestId('board').getByRole('heading', { level: 2 })).toHaveText([
    /^Wish List\s*3$/,
    /^Maybe\s*1$/,
    /^Submitted\s*1$/,
    /^Interviewed\s*0$/,
    /^Archives\s*0$/,
  ]);
  await expect(titlesIn(page, 'wishlist')).toHaveText(['Job A', 'Job B', 'Job C']);
  await expect(card(page, 'Job A')).toContainText('Today in Wish List');

  // Within a column: A below B.
  await mouseDrag(page, card(page, 'Job A').locator('article'), card(page, 'Job C'));
  await expect(titlesIn(page, 'wishlist')).toHaveText(['Job B', 'Job A', 'Job C']);
  // Between columns: C onto S in Submitted.
  await mouseDrag(page, card(page, 'Job C').locator('article'), card(page, 'Job S'));
  await expect(titlesIn(page, 'submitted')).toHaveText(['Job C', 'Job S']);
  await expect
    .poll(() => serverColumns(page))
    .toEqual({
      wishlist: ['Job B', 'Job A'],
      maybe: ['Job M'],
      submitted: ['Job C', 'Job S'],
    });
  await page.reload();
  await expect(titlesIn(page, 'wishlist')).toHaveText(['Job B', 'Job A']);
  await expect(titlesIn(page, 'submitted')).toHaveText(['Job C', 'Job S']);
  // Moving to Submitted set the applied date.
  const moved = (await api<Job[]>(page, 'GET', '/api/jobs/')).find((job) => job.title === 'Job C')!;
  expect(moved.applied_on).toMatch(/^\d{4}-\d{2}-\d{2}$/);
});

test('a keyboard-only drag moves a card across columns, each step announced', async ({ page }) => {
  await userWithJobs(page);
  await openBoard(page);
  const live = dragAnnouncement(page);
  const handle = page.getByRole('button', { name: 'Drag Job B at Acme' });
  await handle.focus();
  await pickUp(page, 'Picked up Job B at Acme, in Wish List, position 2 of 3.');
  await page.keyboard.press('ArrowRight');
  await expect(live).toContainText('will go to Maybe, position 2 of 2.');
  await page.keyboard.press('ArrowUp');
  await expect(live).toContainText('will go to Maybe, position 1 of 2.');
  await page.keyboard.press('ArrowRight');
  await expect(live).toContainText('will go to Submitted, position 1 of 2.');
  await page.keyboard.press('ArrowLeft');
  await expect(live).toContainText('will go to Maybe, position 1 of 2.');
  await page.keyboard.press('Space');
  await expect(live).toContainText('Dropped Job B at Acme in Maybe, position 1 of 2.');
  await expect(titlesIn(page, 'maybe')).toHaveText(['Job B', 'Job M']);
  await expect
    .poll(() => serverColumns(page))
    .toMatchObject({ wishlist: ['Job A', 'Job C'], maybe: ['Job B', 'Job M'] });
  // Focus stays on the card's handle; Escape cancels a drag and nothing moves.
  await expect(handle).toBeFocused();
  // Each key waits for the last one's announcement, as a listener would.
  await pickUp(page, 'Picked up Job B at Acme, in Maybe, position 1 of 2.');
  await page.keyboard.press('ArrowRight');
  await expect(live).toContainText('will go to Submitted, position 1 of 2.');
  await page.keyboard.press('Escape');
  await expect(live).toContainText('Stopped dragging. Job B at Acme stays where it was.');
  await expect(titlesIn(page, 'maybe')).toHaveText(['Job B', 'Job M']);
});

test('a touch drag (press and hold) moves a card to another column', async ({ browser }) => {
  const context = await browser.newContext({ hasTouch: true, viewport: { width: 1440, height: 900 } });
  const page = await context.newPage();
  await page.route('https://accounts.google.com/**', (route) => route.abort());
  await userWithJobs(page);
  await openBoard(page);
  const from = (await card(page, 'Job A').locator('article').boundingBox())!;
  const to = (await card(page, 'Job M').boundingBox())!;
  const cdp = await context.newCDPSession(page);
  const touch = (type: 'touchStart' | 'touchMove' | 'touchEnd', x: number, y: number) =>
    cdp.send('Input.dispatchTouchEvent', {
      type,
      touchPoints: type === 'touchEnd' ? [] : [{ x, y }],
    });
  await touch('touchStart', from.x + from.width / 2, from.y + 20);
  await page.waitForTimeout(350);
  for (let step = 1; step <= 12; step += 1) {
    await touch(
      'touchMove',
      from.x + from.width / 2 + ((to.x - from.x) * step) / 12,
      from.y + 20 + ((to.y + 8 - from.y - 20) * step) / 12,
    );
  }
  await touch('touchEnd', 0, 0);
  await expect(titlesIn(page, 'maybe')).toHaveText(['Job A', 'Job M']);
  await context.close();
});

test('“Move to…” moves a card without dragging; Archives asks how it ended, Interviewed when', async ({ page }) => {
  await userWithJobs(page);
  await openBoard(page);
  await page.getByRole('button', { name: 'Move Job C' }).click();
  await page.getByRole('menuitem', { name: 'Move to the top' }).click();
  await expect(titlesIn(page, 'wishlist')).toHaveText(['Job C', 'Job A', 'Job B']);

  // The menu works from the keyboard.
  await page.getByRole('button', { name: 'Move Job A' }).focus();
  await page.keyboard.press('ArrowDown');
  await expect(page.getByRole('menu', { name: 'Move Job A' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('menu')).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Move Job A' })).toBeFocused();

  await page.getByRole('button', { name: 'Move Job M' }).click();
  await page.getByRole('menuitem', { name: 'Archives' }).click();
  const dialog = page.getByRole('dialog', { name: 'Move “Job M at Acme” to Archives' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Archive' }).click();
  await expect(dialog.getByText('Choose how it ended.')).toBeVisible();
  await dialog.getByLabel('Withdrawn').check();
  await dialog.getByRole('button', { name: 'Archive' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(card(page, 'Job M')).toContainText('Withdrawn');
  await expect(titlesIn(page, 'archived')).toHaveText(['Job M']);
  // The card was drawn afresh in its new column; its menu button has the focus back.
  await expect(page.getByRole('button', { name: 'Move Job M' })).toBeFocused();

  // Cancel leaves the card where it was.
  await page.getByRole('button', { name: 'Move Job S' }).click();
  await page.getByRole('menuitem', { name: 'Interviewed' }).click();
  const interview = page.getByRole('dialog', { name: 'Move “Job S at Acme” to Interviewed' });
  await interview.getByRole('button', { name: 'Cancel' }).click();
  await expect(titlesIn(page, 'submitted')).toHaveText(['Job S']);
  await page.getByRole('button', { name: 'Move Job S' }).click();
  await page.getByRole('menuitem', { name: 'Interviewed' }).click();
  await interview.getByLabel('Date').fill('2026-12-03');
  await interview.getByLabel('Time').fill('14:30');
  await interview.getByLabel('Kind').selectOption('video');
  await interview.getByRole('button', { name: 'Move' }).click();
  await expect(titlesIn(page, 'interviewed')).toHaveText(['Job S']);
  const s = (await api<Job[]>(page, 'GET', '/api/jobs/')).find((job) => job.title === 'Job S')!;
  expect(await api(page, 'GET', `/api/jobs/${s.id}/interviews/`)).toEqual([
    { id: expect.any(Number), date: '2026-12-03', time: '14:30', kind: 'video', notes: '' },
  ]);
});

test('a move that fails puts the card back and says so', async ({ page }) => {
  await userWithJobs(page);
  await openBoard(page);
  await page.route('**/api/jobs/*/move/', (route) => route.abort());
  await mouseDrag(page, card(page, 'Job A').locator('article'), card(page, 'Job M'));
  await expect(
    page.getByText('The card could not be moved, so it is back where it was.', { exact: false }),
  ).toBeVisible();
  await expect(titlesIn(page, 'wishlist')).toHaveText(['Job A', 'Job B', 'Job C']);
  await expect(titlesIn(page, 'maybe')).toHaveText(['Job M']);
  await page.unroute('**/api/jobs/*/move/');
  expect(await serverColumns(page)).toMatchObject({ wishlist: ['Job A', 'Job B', 'Job C'], maybe: ['Job M'] });
});

test('the table sorts, filters, searches and hides archived jobs until asked', async ({ page }) => {
  await userWithJobs(page);
  await api(page, 'POST', '/api/jobs/', { title: 'Old Role', company: 'Zeta', stage: 'archived', outcome: 'rejected' });
  await api(page, 'POST', '/api/jobs/', { title: 'Designer', company: 'Globex', notes: 'Referred by Priya' });
  await openBoard(page);
  await page.getByRole('link', { name: 'Table' }).click();
  await expect(page).toHaveURL(/\/tracker\?view=table$/);
  const rows = page.getByTestId('job-row');
  await expect(rows).toHaveCount(6);
  await expect(rows.filter({ hasText: 'Old Role' })).toHaveCount(0);
  await page.getByLabel('Show archived jobs').check();
  await expect(rows).toHaveCount(7);

  await page.getByRole('button', { name: 'Title' }).click();
  await expect(page.getByRole('columnheader', { name: 'Title' })).toHaveAttribute('aria-sort', 'ascending');
  await expect(rows.first()).toContainText('Designer');
  await page.getByRole('button', { name: 'Title' }).click();
  await expect(rows.first()).toContainText('Old Role');

  await page.getByLabel('Search').fill('priya');
  await expect(rows).toHaveCount(1);
  await expect(rows).toContainText('Designer');
  await page.getByLabel('Search').fill('');
  await page.getByLabel('Stage', { exact: true }).selectOption('wishlist');
  await expect(rows).toHaveCount(4);
  await page.getByLabel('Stage', { exact: true }).selectOption('');
  await page.getByLabel('Outcome').selectOption('rejected');
  await expect(rows).toHaveCount(1);
  await expect(rows).toContainText('Old Role');
  await rows.getByRole('link', { name: 'Old Role' }).click();
  await expect(page).toHaveURL(/\/jobs\/\d+$/);
});

test('each stage has its own page in the column’s order; /my-job-tracker is the same board', async ({ page }) => {
  await userWithJobs(page);
  await page.goto('/dashboard');
  const side = page.getByRole('navigation', { name: 'Side navigation' });
  await side.getByRole('button', { name: 'Job Tracker' }).click();
  await side.getByRole('link', { name: 'Wish List' }).click();
  await expect(page).toHaveURL(/\/tracker\/wishlist$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Wish List');
  await expect(page.getByTestId('job-row')).toHaveText([/^Job A/, /^Job B/, /^Job C/]);
  for (const [path, heading, count] of [
    ['/tracker/maybe', 'Maybe', 1],
    ['/tracker/submitted', 'Submitted', 1],
    ['/tracker/interviewed', 'Interviewed', 0],
    ['/tracker/archives', 'Archives', 0],
  ] as const) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
    await expect(page.getByTestId('job-row')).toHaveCount(count);
    // A list with jobs says how many; an empty one says so in words, with the next step, and draws no empty table.
    if (count === 1) await expect(page.getByText('1 job', { exact: true })).toBeVisible();
    if (count === 0) {
      await expect(page.getByText(`Nothing in your ${heading} yet.`)).toBeVisible();
      await expect(page.getByRole('table')).toBeHidden();
    }
  }
  await page.goto('/');
  await page.getByRole('button', { name: 'Account menu' }).click();
  await page.getByRole('menuitem', { name: 'My Job Tracker' }).click();
  await expect(page).toHaveURL(/\/my-job-tracker$/);
  await expect(titlesIn(page, 'wishlist')).toHaveText(['Job A', 'Job B', 'Job C']);
});

test('on a phone, an empty stage list says so and offers to add a job', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await signUpViaApi(page);
  await page.goto('/tracker/wishlist');
  const status = page.getByText('Nothing in your Wish List yet.');
  await expect(status).toBeVisible();
  await expect(page.getByRole('table')).toBeHidden();
  await expect(page.locator('p', { has: status }).getByRole('link', { name: 'Add a job' })).toHaveAttribute(
    'href',
    '/job-posting?stage=wishlist',
  );
});

test('a new user sees how to start; the board is usable at phone width', async ({ page }) => {
  await signUpViaApi(page);
  await page.goto('/tracker');
  await expect(page.getByRole('heading', { name: 'No jobs saved yet' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Add your first job' })).toHaveAttribute('href', '/job-posting');
  await api(page, 'POST', '/api/jobs/', { title: 'Phone Job', company: 'Acme' });
  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto('/tracker');
  await expect(card(page, 'Phone Job')).toBeVisible();
  // The column chips bring a column into view; nothing makes the page itself scroll sideways.
  await page
    .getByRole('navigation', { name: 'Columns' })
    .getByRole('link', { name: /Archives/ })
    .click();
  await expect(column(page, 'archived')).toBeInViewport();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  await page.getByRole('button', { name: 'Move Phone Job' }).click();
  await page.getByRole('menuitem', { name: 'Maybe' }).click();
  await expect(titlesIn(page, 'maybe')).toHaveText(['Phone Job']);
  // Its new column was off to the side: the board brings the card, and the focus on its menu button, into view.
  await expect(page.getByRole('button', { name: 'Move Phone Job' })).toBeFocused();
  await expect(card(page, 'Phone Job')).toBeInViewport({ ratio: 1 });
});

test('the board arrives drawn by the server, and the app takes it over without drawing it again', async ({ page }) => {
  await userWithJobs(page);
  const hostile = 'Hacker </script><script>window.__owned = 1</script>';
  await api(page, 'POST', '/api/jobs/', { title: hostile, company: 'Evil' });
  const problems: string[] = [];
  page.on('console', (message) => message.type() === 'error' && problems.push(message.text()));
  page.on('pageerror', (error) => problems.push(error.message));
  const release = await holdAppEntry(page);
  await page.goto('/tracker');
  // Drawn before any of the app's code has run: the columns, the cards, the user's data as text.
  await expect(titlesIn(page, 'wishlist')).toHaveText([hostile, 'Job A', 'Job B', 'Job C']);
  await expect(titlesIn(page, 'submitted')).toHaveText(['Job S']);
  expect(await page.evaluate(() => (window as { __owned?: number }).__owned)).toBeUndefined();
  // Days in a stage need the user's clock, and moving a card needs the app: both wait for it, visibly.
  await expect(card(page, 'Job A')).not.toContainText('Today in Wish List');
  await expect(page.getByRole('button', { name: 'Drag Job A at Acme' })).toBeDisabled();
  await expect(page.getByRole('button', { name: 'Move Job A' })).toBeDisabled();
  await page.evaluate(() => document.querySelector('[data-job-id] article')?.setAttribute('data-drawn', 'server'));
  release();
  await expect(card(page, 'Job A')).toContainText('Today in Wish List');
  // Taken over, not drawn again: the node the server drew is still the one on screen.
  await expect(page.locator('[data-drawn="server"]')).toHaveCount(1);
  expect(problems).toEqual([]);
  // And live: a keyboard drag moves a card.
  await expect(page.getByRole('button', { name: 'Drag Job A at Acme' })).toBeEnabled();
  await page.getByRole('button', { name: 'Drag Job A at Acme' }).focus();
  const live = dragAnnouncement(page);
  await pickUp(page, 'Picked up Job A at Acme');
  await page.keyboard.press('ArrowRight');
  await expect(live).toContainText('will go to Maybe');
  await page.keyboard.press('Space');
  // Second in the Wish List, so second in Maybe.
  await expect(titlesIn(page, 'maybe')).toHaveText(['Job M', 'Job A']);
});

test('a long column is drawn first in part, then whole, and its last card can be moved', async ({ page }) => {
  await signUpViaApi(page);
  // More than the first cards and one further step: the whole column needs two steps after the first paint.
  const total = 60;
  for (let i = total; i >= 1; i -= 1) await api(page, 'POST', '/api/jobs/', { title: `Job ${i}`, company: 'Acme' });
  const release = await holdAppEntry(page);
  await page.goto('/tracker');
  await expect(column(page, 'wishlist')).toContainText(String(total));
  await expect(titlesIn(page, 'wishlist')).toHaveCount(8);
  release();
  await expect(titlesIn(page, 'wishlist')).toHaveCount(total);
  await expect(titlesIn(page, 'wishlist').last()).toHaveText(`Job ${total}`);
  await page.getByRole('button', { name: `Move Job ${total}` }).click();
  await page.getByRole('menuitem', { name: 'Maybe' }).click();
  await expect(titlesIn(page, 'maybe')).toHaveText([`Job ${total}`]);
  await expect(titlesIn(page, 'wishlist')).toHaveCount(total - 1);
  expect((await serverColumns(page)).maybe).toEqual([`Job ${total}`]);
});

test('on a board taller than the screen, “Move to…” opens beside its card without moving the page, and the moved card is shown', async ({
  page,
}) => {
  await signUpViaApi(page);
  const rows = ['Title,Company,Stage'];
  for (let i = 1; i <= 16; i += 1) rows.push(`Role ${i},Acme,Wish List`);
  await api(page, 'POST', '/api/jobs/import/', { csv: rows.join('\r\n') });
  await openBoard(page);
  const button = page.getByRole('button', { name: 'Move Role 8' });
  await button.scrollIntoViewIfNeeded();
  const scrolled = () => page.evaluate(() => window.scrollY);
  const before = await scrolled();
  expect(before).toBeLessThan(await page.evaluate(() => document.documentElement.scrollHeight - window.innerHeight));
  await button.click();
  // Focusing the first item once jumped the page to its end, where the menu had not been placed yet.
  await expect(page.getByRole('menuitem', { name: 'Move to the top' })).toBeFocused();
  expect(await scrolled()).toBe(before);
  await expect(page.getByRole('menu', { name: 'Move Role 8' })).toBeInViewport({ ratio: 1 });
  await expect(titlesIn(page, 'wishlist').first()).not.toBeInViewport();
  await page.getByRole('menuitem', { name: 'Move to the top' }).click();
  await expect(titlesIn(page, 'wishlist').first()).toHaveText('Role 8');
  // The top of the column was above the screen: the card comes into view with the focus, clear of the top bar.
  await expect(button).toBeFocused();
  await expect(card(page, 'Role 8')).toBeInViewport({ ratio: 1 });
  const [cardTop, barBottom] = await Promise.all([
    card(page, 'Role 8').evaluate((el) => el.getBoundingClientRect().top),
    page
      .locator('header')
      .first()
      .evaluate((el) => el.getBoundingClientRect().bottom),
  ]);
  expect(cardTop).toBeGreaterThanOrEqual(barBottom);
});
