/** The profile and job the cover-letter browser tests write for. */
import type { Page } from '@playwright/test';
import { api, signUpViaApi, uniqueEmail } from './fixtures';

/** Ada, Backend Engineer at Monzo, and a saved job at Wise asking for what she has. */
export async function adaWithJob(page: Page) {
  await signUpViaApi(page, uniqueEmail('letters'));
  await api(page, 'POST', '/api/content/personal-info/', {
    first_name: 'Ada',
    last_name: 'Lovelace',
    email: 'ada@example.com',
  });
  await api(page, 'POST', '/api/content/work-experiences/', {
    job_title: 'Backend Engineer',
    company: 'Monzo',
    start_date: '2021-05-01',
    description: 'Built the payments ledger in Python and PostgreSQL\nMentored 4 junior engineers',
  });
  for (const skill of ['Python', 'PostgreSQL']) await api(page, 'POST', '/api/content/skills/', { skill_name: skill });
  return api(page, 'POST', '/api/jobs/', {
    title: 'Senior Backend Engineer',
    company: 'Wise',
    posting_text: 'Senior Backend Engineer\n\nRequirements:\n- Python\n- PostgreSQL\n- Mentoring engineers',
  });
}
