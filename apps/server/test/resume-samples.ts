/** Sample roles for resume tests: several lines each, the first and last naming their role, so order is checkable. */
import type { Agent } from './harness.js';

export async function addRoles(agent: Agent, count: number, lastLine: (i: number) => string): Promise<void> {
  for (let i = 1; i <= count; i += 1) {
    await agent.post('/api/content/work-experiences/', {
      job_title: `Engineer ${i}`,
      company: `Company ${i}`,
      start_date: `${2000 + i}-01-01`,
      end_date: `${2001 + i}-01-01`,
      description: [
        `- First line of role ${i}: built payment services in Python and Postgres.`,
        '- Led the migration to Kubernetes, cutting deploy time from an hour to six minutes.',
        '- Mentored four engineers and ran the weekly architecture review for the platform team.',
        `- Last line of role ${i}: ${lastLine(i)}`,
      ].join('\n'),
    });
  }
}
