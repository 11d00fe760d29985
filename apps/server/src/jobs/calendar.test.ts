import { expect, it } from 'vitest';
import { describeOnDatabases } from '../../test/harness.js';

/** The file's lines with folding undone (RFC 5545: a line end followed by a space continues the line). */
const unfolded = (ics: string) => ics.replace(/\r\n /g, '').split('\r\n');

describeOnDatabases('an interview as a calendar file (/api/jobs/{id}/interviews/{id}/calendar.ics)', (h) => {
  const withInterview = async (interview: Record<string, unknown>, email = 'seeker@example.com') => {
    const agent = h.agent();
    await agent.register(email);
    const job = (
      await agent.post('/api/jobs/?allow_duplicate=true', {
        title: 'Backend Engineer',
        company: 'Acme, Inc.',
        url: 'https://jobs.acme.example/42',
      })
    ).json();
    const entry = (await agent.post(`/api/jobs/${job.id}/interviews/`, interview)).json();
    return { agent, jobId: job.id as number, url: `/api/jobs/${job.id}/interviews/${entry.id}/calendar.ics`, entry };
  };

  it('gives a timed interview as an hour-long event with the job, the notes and links back', async () => {
    const { agent, jobId, url, entry } = await withInterview({
      date: '2026-12-01',
      time: '14:30',
      kind: 'phone',
      notes: 'Ask about on-call; bring examples.',
    });
    const res = await agent.get(url);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('text/calendar; charset=utf-8');
    expect(res.headers['content-disposition']).toContain('Interview Backend Engineer at Acme Inc..ics');
    expect(res.headers['cache-control']).toBe('no-store');
    const lines = unfolded(res.body);
    const link = `${h.config.publicUrl}/jobs/${jobId}`;
    expect(lines).toEqual(
      expect.arrayContaining([
        'BEGIN:VEVENT',
        `UID:interview-${entry.id}@hirestride`,
        'DTSTART:20261201T143000',
        'DTEND:20261201T153000',
        'SUMMARY:Phone interview: Backend Engineer at Acme\\, Inc.',
        `DESCRIPTION:Ask about on-call\\; bring examples.\\n\\nThe job in HireStride: ${link}\\n\\nThe posting: https://jobs.acme.example/42`,
        `URL:${link}`,
        'END:VCALENDAR',
      ]),
    );
    expect(lines.find((line) => line.startsWith('DTSTAMP:'))).toMatch(/^DTSTAMP:\d{8}T\d{6}Z$/);
  });

  it('gives an interview without a time as an all-day event', async () => {
    const { agent, url } = await withInterview({ date: '2026-12-31' });
    const lines = unfolded((await agent.get(url)).body);
    expect(lines).toEqual(
      expect.arrayContaining([
        'DTSTART;VALUE=DATE:20261231',
        'DTEND;VALUE=DATE:20270101',
        'SUMMARY:Interview: Backend Engineer at Acme\\, Inc.',
      ]),
    );
  });

  it('is not found for another user, another job or an entry that does not exist', async () => {
    const { agent, url, jobId, entry } = await withInterview({ date: '2026-12-01' });
    const other = await withInterview({ date: '2026-12-02' }, 'other@example.com');
    expect((await other.agent.get(url)).statusCode).toBe(404);
    expect((await agent.get(`/api/jobs/${other.jobId}/interviews/${entry.id}/calendar.ics`)).statusCode).toBe(404);
    expect((await agent.get(`/api/jobs/${jobId}/interviews/${other.entry.id}/calendar.ics`)).statusCode).toBe(404);
    expect((await agent.get(`/api/jobs/${jobId}/interviews/abc/calendar.ics`)).statusCode).toBe(404);
  });
});
