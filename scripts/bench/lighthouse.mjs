// Lighthouse (mobile preset, simulated throttling) on /, /login, a signed-in /dashboard and /resume-preview/{id}, and
// /tracker for a user with 500 jobs,
// driving the system Chromium against the built server on a fresh embedded database.
import { chromium } from '@playwright/test';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { CHROMIUM_FLAGS, signedUpSession, startServer, userWithJobs } from './lib.mjs';

const server = await startServer({});
const { session } = await signedUpSession(server.base, 'lighthouse@example.com');
await session.request('POST', '/api/content/personal-info/', {
  first_name: 'Ada',
  last_name: 'Lovelace',
  email: 'ada@example.com',
  phone: '555-0100',
});
await session.request('POST', '/api/content/education/', {
  degree: 'BSc',
  field: 'Mathematics',
  institution: 'University of London',
  end_dt: '2019-06-01',
});
await session.request('POST', '/api/content/snippets/', { title: 'Award', content: 'Best paper award 2021' });
const draft = await session.request('POST', '/resumes/resume-versions/get-or-create-draft/', { template_id: 1 });
const tracker = await userWithJobs(server.base, 'lighthouse-tracker@example.com');

const chrome = await chromeLauncher.launch({
  chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
  chromeFlags: ['--headless=new', ...CHROMIUM_FLAGS],
});
// The signed-in session goes into Chrome's own cookie jar: sent as an extra Cookie header only, it gave way to the jar
// once a page had set its CSRF cookie there, and the rest of the page loaded signed out.
const jar = (await chromium.connectOverCDP(`http://127.0.0.1:${chrome.port}`)).contexts()[0];

/** A cold start as this user (or a visitor): only their cookies, nothing cached. */
async function prepare(as) {
  await jar.clearCookies();
  if (as) await jar.addCookies([...as.cookies].map(([name, value]) => ({ name, value, url: server.base })));
  const page = jar.pages()[0] ?? (await jar.newPage());
  const cdp = await jar.newCDPSession(page);
  await cdp.send('Network.clearBrowserCache');
  await cdp.detach();
}
/** Each page with the session it is loaded in (none: a visitor). */
const pages = [
  ['/', null],
  ['/login', null],
  ['/dashboard', session],
  [`/resume-preview/${draft.template}`, session],
  ['/tracker', tracker.session],
];
console.log('\nLighthouse 12 (mobile preset, simulated slow 4G and 4× CPU slowdown): accessibility and performance\n');
const METRICS = ['largest-contentful-paint', 'total-blocking-time', 'cumulative-layout-shift'];

/** One Lighthouse run; null (with the reason) when it could not measure every metric, which happens now and then. */
async function measure(url, as) {
  await prepare(as);
  const { lhr } = await lighthouse(server.base + url, {
    port: chrome.port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance', 'accessibility'],
    // prepare() has reset what matters; Lighthouse's own reset would clear the cookies just set.
    disableStorageReset: true,
  });
  // A signed-in page that loaded signed out would measure the wrong page.
  const userCheck = lhr.audits['network-requests']?.details?.items?.find((item) =>
    item.url.endsWith('/dj-rest-auth/user/'),
  );
  if (as && userCheck && userCheck.statusCode !== 200)
    return { problem: `signed out (user check ${userCheck.statusCode})` };
  const missing = METRICS.filter((id) => typeof lhr.audits[id]?.numericValue !== 'number');
  if (missing.length > 0 || lhr.categories.performance.score === null)
    return { problem: lhr.runtimeError?.message ?? `no figure for ${missing.join(', ') || 'the score'}` };
  return { lhr };
}

/** The audits the accessibility category weighs, by id. */
const a11yAudits = (lhr) => Object.fromEntries(lhr.categories.accessibility.auditRefs.map((ref) => [ref.id, true]));

let unmeasured = 0;
try {
  for (const [url, as] of pages) {
    let run = await measure(url, as);
    for (let retry = 0; retry < 2 && run.problem; retry += 1) run = await measure(url, as);
    if (run.problem) {
      unmeasured += 1;
      console.log(`  ${url.padEnd(20)} NOT MEASURED after 3 runs: ${run.problem}`);
      continue;
    }
    const { audits, categories } = run.lhr;
    const score = Math.round(categories.performance.score * 100);
    const a11y = Math.round(categories.accessibility.score * 100);
    const failing = Object.values(audits)
      .filter((audit) => audit.scoreDisplayMode === 'binary' && audit.score === 0 && audit.id in a11yAudits(run.lhr))
      .map((audit) => audit.id);
    console.log(
      `  ${url.padEnd(20)} accessibility ${String(a11y).padStart(3)}${failing.length ? ` (failing: ${failing.join(', ')})` : ''}`,
    );
    console.log(
      `  ${url.padEnd(20)} performance ${String(score).padStart(3)}   LCP ${(audits['largest-contentful-paint'].numericValue / 1000).toFixed(2)} s   TBT ${audits['total-blocking-time'].numericValue.toFixed(0)} ms   CLS ${audits['cumulative-layout-shift'].numericValue.toFixed(3)}`,
    );
  }
} finally {
  chrome.kill();
  await server.stop();
}
if (unmeasured > 0) process.exit(1);
