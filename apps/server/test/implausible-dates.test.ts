/** Dates outside 1900–2100 (a typed "0000", a slip of "2202") are refused wherever a date comes in, and nothing is stored. */
import { expect, it } from 'vitest';
import { describeOnDatabases } from './harness.js';

const RANGE = 'Enter a date between 1900 and 2100.';

describeOnDatabases('Implausible dates', (h) => {
  it('are refused by every form and import, with nothing stored', async () => {
    const agent = h.agent();
    await agent.register('year-zero@example.com');
    const job = (await agent.post('/api/jobs/?allow_duplicate=true', { title: 'Nurse', company: 'Mercy' })).json();

    const refused: Array<[string, string, object]> = [
      ['/api/content/work-experiences/', 'start_date', { job_title: 'RN', company: 'Mercy', start_date: '0000-01-01' }],
      [
        '/api/content/work-experiences/',
        'end_date',
        { job_title: 'RN', company: 'Mercy', start_date: '2020-01-01', end_date: '2202-01-01' },
      ],
      ['/api/content/certifications/', 'issue_dt', { cert_name: 'BLS', issuer: 'AHA', issue_dt: '0000-06-01' }],
      [
        '/api/content/education/',
        'end_dt',
        { degree: 'BSN', field: 'Nursing', institution: 'State', end_dt: '1066-10-14' },
      ],
      [`/api/jobs/${job.id}/interviews/`, 'date', { date: '0000-12-01' }],
    ];
    for (const [url, field, body] of refused) {
      const res = await agent.post(url, body);
      expect(res.statusCode, `${url} ${res.body}`).toBe(400);
      expect(res.json()[field], url).toEqual([RANGE]);
    }
    const patched = await agent.patch(`/api/jobs/${job.id}/`, { applied_on: '0000-01-01' });
    expect(patched.statusCode).toBe(400);
    expect(patched.json().applied_on).toEqual([RANGE]);

    const csv = ['Title,Company,Applied on', 'Welder,Forge,0000-01-01'].join('\r\n');
    const imported = await agent.post('/api/jobs/import/', { csv });
    expect(imported.statusCode).toBe(400);
    expect(imported.json().errors).toEqual([
      { row: 2, reasons: ['Applied on: "0000-01-01" is not between 1900 and 2100.'] },
    ]);

    const document = {
      basics: { name: 'Ana Ruiz' },
      work: [{ name: 'Mercy', position: 'RN', startDate: '0000-01-01' }],
    };
    await agent.post('/api/content/json-resume/import/', { document, dry_run: false });

    for (const section of ['work-experiences', 'certifications', 'education']) {
      expect((await agent.get(`/api/content/${section}/`)).json(), section).toEqual([]);
    }
    expect((await agent.get(`/api/jobs/${job.id}/interviews/`)).json()).toEqual([]);
    const jobs = (await agent.get('/api/jobs/')).json() as Array<{ title: string; applied_on: string | null }>;
    expect(jobs.map(({ title, applied_on }) => ({ title, applied_on }))).toEqual([
      { title: 'Nurse', applied_on: null },
    ]);
  });
});
