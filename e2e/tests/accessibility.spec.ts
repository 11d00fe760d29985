/**
 * axe-core over every path of the app (taken from the app's own path table, so a new screen is checked without
 * editing this list), at 1440 px and 375 px, signed out and signed in: no serious or critical violation anywhere.
 */
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { paths } from '../../apps/web/src/app/paths';
import { api, expect, signUpViaApi, test } from './fixtures';

const WIDTHS = [1440, 375] as const;
const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

/** Every path in the table, with the made ones given real ids (or, for the mailed links, a token that is not valid). */
function everyPath(ids: { job: number; letter: number; template: number; version: number }): string[] {
  const out: string[] = [];
  const walk = (value: unknown) => {
    if (typeof value === 'string') out.push(value);
    else if (typeof value === 'object' && value !== null) Object.values(value).forEach(walk);
  };
  walk(paths);
  out.push(
    paths.resetPassword('MQ', 'not-a-real-token'),
    paths.verifyEmail('not-a-real-key'),
    paths.coverLetter(ids.letter),
    paths.resumePreview(ids.template),
    paths.resumeVersion(ids.template, ids.version),
    paths.job(ids.job),
    '/no-such-page',
  );
  return [...new Set(out)];
}

const VISITOR_PATHS = new Set<string>([
  paths.home,
  paths.login,
  paths.signup,
  paths.forgotPassword,
  paths.support,
  paths.dragDemo,
  '/no-such-page',
]);
const isMailLink = (path: string) => path.startsWith('/reset-password/') || path.startsWith('/verify-email/');

interface Finding {
  path: string;
  width: number;
  rule: string;
  impact: string;
  targets: string[];
  help: string;
}

/** The serious and critical violations on the page as it stands. */
async function violations(page: Page, path: string, width: number): Promise<Finding[]> {
  // Legacy mode runs axe.run in the page itself; the default opens a blank page for every check to combine the
  // frames' partial results, which only cross-origin frames need (the app has none) and which doubles each check.
  const { violations } = await new AxeBuilder({ page }).withTags(TAGS).setLegacyMode().analyze();
  return violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => ({
      path,
      width,
      rule: violation.id,
      impact: violation.impact!,
      help: violation.help,
      targets: violation.nodes.slice(0, 5).map((node) => node.target.join(' ')),
    }));
}

/** Opens a path and waits until the screen has drawn its heading (or, failing that, settled). */
async function open(page: Page, path: string) {
  await page.goto(path);
  await page
    .getByRole('heading', { level: 1 })
    .first()
    .waitFor({ timeout: 10_000 })
    .catch(() => undefined);
  // Checked filled, not half-loaded: wait while the screen still says it is loading.
  await page
    .waitForFunction(
      () =>
        !Array.from(document.querySelectorAll('[role="status"]')).some((el) =>
          /Loading|Opening|…$/.test(el.textContent ?? ''),
        ),
      undefined,
      { timeout: 5_000 },
    )
    .catch(() => undefined);
}

/** A job seeker with something in every part of the app, so each screen shows its filled state. */
async function seed(page: Page) {
  await signUpViaApi(page, undefined, 'Alana');
  await api(page, 'POST', '/api/content/personal-info/', {
    first_name: 'Alana',
    last_name: 'Whitfield',
    email: 'alana@example.com',
    phone: '304-555-0148',
  });
  await api(page, 'POST', '/api/content/work-experiences/', {
    job_title: 'Charge Nurse',
    company: 'Kestrel Hill General Hospital',
    start_date: '2022-06-01',
    description: 'Charge nurse on a 34-bed medical-surgical unit.\nPrecepted 11 new graduate nurses.',
  });
  await api(page, 'POST', '/api/content/skills/', { skill_name: 'Epic EHR' });
  await api(page, 'POST', '/api/content/education/', {
    degree: 'Bachelor of Science in Nursing',
    field: 'Nursing',
    institution: 'Duquesne University',
    end_dt: '2018-05-01',
  });
  await api(page, 'POST', '/api/content/certifications/', { cert_name: 'BLS', issuer: 'American Heart Association' });
  await api(page, 'POST', '/api/content/snippets/', {
    title: 'Award',
    content: 'DAISY Award for extraordinary nurses, 2023',
  });
  const job = await api<{ id: number }>(page, 'POST', '/api/jobs/', {
    title: 'Staff RN – Medical/Surgical Unit',
    company: 'Larkspur Regional Medical Center',
    posting_text: 'Requirements:\n- Active RN license\n- BLS\n- 2 years of medical-surgical experience\n- Epic EHR',
  });
  const letter = await api<{ id: number }>(page, 'POST', '/api/cover-letters/', {
    job: job.id,
    body: 'Dear Hiring Manager,\n\nI run a 34-bed unit.\n\nSincerely,\nAlana Whitfield',
  });
  const draft = await api<{ id: number; template: number }>(
    page,
    'POST',
    '/resumes/resume-versions/get-or-create-draft/',
    { template_id: 1 },
  );
  return { job: job.id, letter: letter.id, template: draft.template, version: draft.id };
}

for (const width of WIDTHS) {
  test(`signed out, every open path at ${width} px: no serious or critical violations`, async ({ page }) => {
    test.setTimeout(300_000);
    await page.setViewportSize({ width, height: width === 375 ? 800 : 900 });
    const found: Finding[] = [];
    for (const path of everyPath({ job: 1, letter: 1, template: 1, version: 1 })) {
      if (!VISITOR_PATHS.has(path) && !isMailLink(path)) continue;
      await open(page, path);
      found.push(...(await violations(page, path, width)));
    }
    expect(found, JSON.stringify(found, null, 2)).toEqual([]);
  });

  test(`signed in, every path at ${width} px, with the menus open: no serious or critical violations`, async ({
    page,
  }) => {
    test.setTimeout(600_000);
    await page.setViewportSize({ width, height: width === 375 ? 800 : 900 });
    const ids = await seed(page);
    const found: Finding[] = [];
    for (const path of everyPath(ids)) {
      // Log In and Sign Up send a signed-in user on to the dashboard, which is checked as itself.
      if (path === paths.login || path === paths.signup) continue;
      await open(page, path);
      found.push(...(await violations(page, path, width)));
    }
    // The states a user opens: the navigation panel on a phone, the avatar menu.
    await open(page, paths.dashboard);
    if (width === 375) {
      await page.getByRole('button', { name: 'Show navigation' }).click();
      found.push(...(await violations(page, `${paths.dashboard} (navigation open)`, width)));
      await page.getByRole('button', { name: 'Hide navigation' }).click();
    }
    await page.getByRole('button', { name: 'Account menu' }).click();
    found.push(...(await violations(page, `${paths.dashboard} (account menu open)`, width)));
    expect(found, JSON.stringify(found, null, 2)).toEqual([]);
  });
}
