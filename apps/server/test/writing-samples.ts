/** The profile the cover-letter tests write for: Ada Lovelace, Backend Engineer at Monzo since 2021. */
import type { Agent } from './harness.js';

export async function adaAtMonzo(agent: Agent, description: string): Promise<void> {
  await agent.post('/api/content/personal-info/', {
    first_name: 'Ada',
    last_name: 'Lovelace',
    email: 'ada@example.com',
    location: 'London, UK',
    linkedin_url: 'https://www.linkedin.com/in/ada-lovelace/',
  });
  await agent.post('/api/content/work-experiences/', {
    job_title: 'Backend Engineer',
    company: 'Monzo',
    start_date: '2021-05-01',
    description,
  });
}
