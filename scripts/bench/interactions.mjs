// Interaction latency, measured in Chromium with the Event Timing API (the time from an input event to the next
// paint): on the resume preview with 50 snippets, keyboard drags and typing in an inline edit; on the tracker's board
// with 500 jobs, keyboard and mouse drags between columns.
/* global window, document -- page.evaluate callbacks run in the browser. */
import { chromium } from '@playwright/test';
import { CHROMIUM_FLAGS, signedUpSession, startServer, userWithJobs } from './lib.mjs';

/**
 * Starts recording the page's input events; the function returned waits for the last paints and hands back the
 * durations of the events whose name matches, recorded since it was last called.
 */
async function observeEvents(page, settle, names) {
  await page.evaluate(() => {
    window.__events = [];
    new PerformanceObserver((list) =>
      window.__events.push(...list.getEntries().map((e) => ({ name: e.name, duration: e.duration }))),
    ).observe({ type: 'event', durationThreshold: 0, buffered: false });
  });
  return async () => {
    await page.waitForTimeout(settle);
    const events = await page.evaluate(() => window.__events.splice(0));
    return events.filter((event) => names.test(event.name)).map((event) => event.duration);
  };
}

const server = await startServer({});
const { session } = await signedUpSession(server.base, 'interactions@example.com');
await session.request('POST', '/api/content/education/', {
  degree: 'BSc',
  field: 'Mathematics',
  institution: 'University of London',
});
for (let i = 0; i < 50; i += 1) {
  await session.request('POST', '/api/content/snippets/', {
    title: `Snippet ${i}`,
    content: `Reusable paragraph number ${i} about achievements and impact at work.`,
  });
}
const draft = await session.request('POST', '/resumes/resume-versions/get-or-create-draft/', { template_id: 1 });
const tracker = await userWithJobs(server.base, 'interactions-tracker@example.com');

const browser = await chromium.launch({
  executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
  args: CHROMIUM_FLAGS,
});
try {
  const context = await browser.newContext({ viewport: { width: 1366, height: 1000 } });
  await context.addCookies([...session.cookies].map(([name, value]) => ({ name, value, url: server.base })));
  const page = await context.newPage();
  await page.goto(`${server.base}/resume-preview/${draft.template}`);
  await page.getByTestId('library-snippet').first().waitFor();
  const collect = await observeEvents(page, 300, /key|pointer|click|input/);
  // Ten keyboard drags of snippets into Awards (pick up, two arrows, drop).
  for (let i = 0; i < 10; i += 1) {
    await page.getByTestId('library-snippet').nth(i).focus();
    for (const key of ['Space', 'ArrowDown', 'ArrowDown', 'Space']) {
      await page.keyboard.press(key);
      await page.waitForTimeout(60);
    }
  }
  const drag = await collect();
  // Typing 30 characters in an inline edit.
  await page.getByRole('button', { name: /^Edit Institution/ }).click();
  await page.keyboard.press('End');
  for (const character of ' and the Royal Society of Arts') await page.keyboard.type(character, { delay: 40 });
  await page.keyboard.press('Enter');
  const typing = await collect();
  // Ten design changes (spacing, back and forth): the page redrawn in the new spacing at the next paint.
  const design = page.getByRole('region', { name: 'Design' });
  for (let i = 0; i < 10; i += 1) {
    await design
      .getByRole('group', { name: 'Spacing' })
      .getByText(i % 2 === 0 ? 'Compact' : 'Standard', { exact: true })
      .click();
    await page.waitForTimeout(150);
  }
  const designChanges = await collect();
  const stats = (values) => {
    const sorted = [...values].sort((a, b) => a - b);
    return `${sorted.length} events, median ${sorted[Math.floor(sorted.length / 2)] ?? 0} ms, worst ${sorted.at(-1) ?? 0} ms`;
  };
  console.log('\nInteractions on the preview with 50 snippets (Event Timing API: input to next paint, Chromium)\n');
  console.log(`  keyboard drag into a section   ${stats(drag)}`);
  console.log(`  typing in an inline edit       ${stats(typing)}`);
  console.log(`  a design change (spacing)      ${stats(designChanges)} (target ≤ 100 ms)`);

  // The board with 500 jobs.
  const boardContext = await browser.newContext({ viewport: { width: 1440, height: 1000 } });
  await boardContext.addCookies(
    [...tracker.session.cookies].map(([name, value]) => ({ name, value, url: server.base })),
  );
  const board = await boardContext.newPage();
  await board.goto(`${server.base}/tracker`);
  // The board arrives drawn and the app takes it over: measure drags once it is live and every card is drawn.
  await board
    .getByRole('button', { name: /^Drag / })
    .first()
    .waitFor();
  await board.waitForFunction(
    () =>
      document.querySelectorAll('[data-job-id]').length === 500 &&
      !document.querySelector('[aria-roledescription="draggable"][disabled]'),
  );
  const collectBoard = await observeEvents(board, 500, /key|pointer|mouse|click/);
  // Ten keyboard drags from the Wish List into Maybe (pick up, right, down, drop).
  for (let i = 0; i < 10; i += 1) {
    await board
      .getByTestId('column-wishlist')
      .getByRole('button', { name: /^Drag / })
      .nth(i)
      .focus();
    for (const key of ['Space', 'ArrowRight', 'ArrowDown', 'Space']) {
      await board.keyboard.press(key);
      await board.waitForTimeout(60);
    }
    await board.waitForTimeout(200);
  }
  const boardKeys = await collectBoard();
  // Five mouse drags from Maybe into Submitted.
  for (let i = 0; i < 5; i += 1) {
    const from = await board
      .getByTestId('column-maybe')
      .getByTestId('job-card')
      .nth(i)
      .locator('article')
      .boundingBox();
    const to = await board.getByTestId('column-submitted').getByTestId('job-card').nth(2).boundingBox();
    await board.mouse.move(from.x + from.width / 2, from.y + 20);
    await board.mouse.down();
    for (let step = 1; step <= 20; step += 1) {
      await board.mouse.move(
        from.x + from.width / 2 + ((to.x - from.x) * step) / 20,
        from.y + 20 + ((to.y - from.y) * step) / 20,
      );
    }
    await board.mouse.up();
    await board.waitForTimeout(300);
  }
  const boardMouse = await collectBoard();
  console.log('\nInteractions on the board with 500 jobs (Event Timing API: input to next paint, Chromium)\n');
  console.log(`  keyboard drag between columns  ${stats(boardKeys)}`);
  console.log(`  mouse drag between columns     ${stats(boardMouse)}`);
} finally {
  await browser.close();
  await server.stop();
}
