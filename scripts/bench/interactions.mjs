// Interaction latency on the resume preview with 50 snippets, measured in Chromium with the Event Timing API
// (the time from an input event to the next paint): keyboard drags and typing in an inline edit.
/* global window -- page.evaluate callbacks run in the browser. */
import { chromium } from '@playwright/test';
import { CHROMIUM_FLAGS, signedUpSession, startServer } from './lib.mjs';

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
  await page.evaluate(() => {
    window.__events = [];
    new PerformanceObserver((list) =>
      window.__events.push(...list.getEntries().map((e) => ({ name: e.name, duration: e.duration }))),
    ).observe({ type: 'event', durationThreshold: 0, buffered: false });
  });
  const collect = async () => {
    await page.waitForTimeout(300);
    const events = await page.evaluate(() => window.__events.splice(0));
    return events.filter((event) => /key|pointer|click|input/.test(event.name)).map((event) => event.duration);
  };
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
  const stats = (values) => {
    const sorted = [...values].sort((a, b) => a - b);
    return `${sorted.length} events, median ${sorted[Math.floor(sorted.length / 2)] ?? 0} ms, worst ${sorted.at(-1) ?? 0} ms`;
  };
  console.log('\nInteractions on the preview with 50 snippets (Event Timing API: input to next paint, Chromium)\n');
  console.log(`  keyboard drag into a section   ${stats(drag)}`);
  console.log(`  typing in an inline edit       ${stats(typing)}`);
} finally {
  await browser.close();
  await server.stop();
}
