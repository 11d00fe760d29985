import { sql } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { apiMessages, jobMessages, type Activity } from '@hirestride/shared';
import { describeOnDatabases } from '../../test/harness.js';

const contactSample = {
  name: 'Sam Recruiter',
  role: 'Talent partner',
  email: 'sam@acme.example',
  phone: '+44 20 7946 0000',
  linkedin: 'linkedin.com/in/sam',
  notes: 'Met at the meetup',
};

describeOnDatabases('a job’s timeline, contacts and interviews', (h) => {
  const withJob = async (email = 'seeker@example.com') => {
    const agent = h.agent();
    await agent.register(email);
    const job = (await agent.post('/api/jobs/?allow_duplicate=true', { title: 'Engineer', company: 'Acme' })).json();
    return { agent, jobId: job.id as number, base: `/api/jobs/${job.id}` };
  };

  it('the timeline starts with the job’s creation and takes notes, newest first', async () => {
    const { agent, base } = await withJob();
    const note = await agent.post(`${base}/activity/`, { text: '  Spoke to the hiring manager  ' });
    expect(note.statusCode).toBe(201);
    expect(note.json()).toMatchObject({ kind: 'note', text: 'Spoke to the hiring manager', data: {} });
    const timeline = (await agent.get(`${base}/activity/`)).json() as Activity[];
    expect(timeline.map((entry) => [entry.kind, entry.text])).toEqual([
      ['note', 'Spoke to the hiring manager'],
      ['created', ''],
    ]);
    expect((await agent.post(`${base}/activity/`, { text: '' })).json().text).toEqual([apiMessages.blank]);
    expect((await agent.post(`${base}/activity/`, { text: 'x'.repeat(2_001) })).statusCode).toBe(400);
    expect((await agent.get(`${base}/activity/`)).json()).toHaveLength(2);
  });

  it('contacts: add, list, replace, delete; the email and LinkedIn are checked; each addition is on the timeline', async () => {
    const { agent, base } = await withJob();
    const created = await agent.post(`${base}/contacts/`, contactSample);
    expect(created.statusCode).toBe(201);
    const contact = created.json();
    expect(contact).toEqual({ id: expect.any(Number), ...contactSample, linkedin: 'https://linkedin.com/in/sam' });
    expect((await agent.get(`${base}/contacts/`)).json()).toEqual([contact]);
    const replaced = await agent.put(`${base}/contacts/${contact.id}/`, { name: 'Sam R.' });
    expect(replaced.json()).toEqual({
      id: contact.id,
      name: 'Sam R.',
      role: '',
      email: '',
      phone: '',
      linkedin: '',
      notes: '',
    });
    const bad = await agent.post(`${base}/contacts/`, { name: '', email: 'not-an-email', linkedin: 'javascript:x' });
    expect(bad.json()).toMatchObject({
      name: [apiMessages.blank],
      email: ['Enter a valid email address.'],
      linkedin: [jobMessages.invalidUrl],
    });
    const timeline = (await agent.get(`${base}/activity/`)).json() as Activity[];
    expect(timeline.map((entry) => [entry.kind, entry.data])).toEqual([
      ['contact_added', { name: 'Sam Recruiter' }],
      ['created', {}],
    ]);
    expect((await agent.delete(`${base}/contacts/${contact.id}/`)).statusCode).toBe(204);
    expect((await agent.get(`${base}/contacts/`)).json()).toEqual([]);
  });

  it('interviews: date required, time as hh:mm, kind phone, video or on-site', async () => {
    const { agent, base } = await withJob();
    const created = await agent.post(`${base}/interviews/`, {
      date: '2026-12-03',
      time: '09:15',
      kind: 'onsite',
      notes: 'Bring ID',
    });
    expect(created.json()).toEqual({
      id: expect.any(Number),
      date: '2026-12-03',
      time: '09:15',
      kind: 'onsite',
      notes: 'Bring ID',
    });
    const bare = await agent.post(`${base}/interviews/`, { date: '2026-12-04' });
    expect(bare.json()).toMatchObject({ time: null, kind: '' });
    const bad = await agent.post(`${base}/interviews/`, { time: '25:00', kind: 'carrier pigeon' });
    expect(bad.json()).toMatchObject({
      date: [apiMessages.required],
      time: ['Time has wrong format. Use one of these formats instead: hh:mm.'],
      kind: ['"carrier pigeon" is not a valid choice.'],
    });
    expect((await agent.get(`${base}/interviews/`)).json()).toHaveLength(2);
  });

  it('nothing under another user’s job can be read or changed, even through one’s own job', async () => {
    const owner = await withJob('owner@example.com');
    const contact = (await owner.agent.post(`${owner.base}/contacts/`, contactSample)).json();
    const entry = (await owner.agent.post(`${owner.base}/interviews/`, { date: '2026-12-03' })).json();
    const intruder = await withJob('intruder@example.com');
    const attempts = [
      intruder.agent.get(`${owner.base}/activity/`),
      intruder.agent.post(`${owner.base}/activity/`, { text: 'hi' }),
      intruder.agent.get(`${owner.base}/contacts/`),
      intruder.agent.post(`${owner.base}/contacts/`, contactSample),
      intruder.agent.get(`${owner.base}/interviews/`),
      // Their own job's id with the owner's item id.
      intruder.agent.put(`${intruder.base}/contacts/${contact.id}/`, contactSample),
      intruder.agent.delete(`${intruder.base}/contacts/${contact.id}/`),
      intruder.agent.put(`${intruder.base}/interviews/${entry.id}/`, { date: '2027-01-01' }),
      intruder.agent.delete(`${intruder.base}/interviews/${entry.id}/`),
    ];
    for (const res of await Promise.all(attempts)) {
      expect(res.statusCode, res.raw.req.url).toBe(404);
      expect(res.json()).toEqual({ detail: 'Not found.' });
    }
    // The owner's own item under the wrong job of theirs is a 404 too.
    const second = (await owner.agent.post('/api/jobs/', { title: 'Other', company: 'Globex' })).json();
    expect((await owner.agent.delete(`/api/jobs/${second.id}/contacts/${contact.id}/`)).statusCode).toBe(404);
    expect((await owner.agent.get(`${owner.base}/contacts/`)).json()).toEqual([contact]);
    expect((await owner.agent.get(`${owner.base}/interviews/`)).json()).toEqual([entry]);
  });

  it('deleting a job takes its contacts, interviews and timeline with it', async () => {
    const { agent, jobId, base } = await withJob();
    await agent.post(`${base}/contacts/`, contactSample);
    await agent.post(`${base}/interviews/`, { date: '2026-12-03' });
    await agent.post(`${base}/activity/`, { text: 'note' });
    expect((await agent.delete(`/api/jobs/${jobId}/`)).statusCode).toBe(204);
    for (const table of ['job_contacts', 'job_interviews', 'activities']) {
      const result = await h.database.db.execute(
        sql`SELECT count(*)::int AS n FROM ${sql.identifier(table)} WHERE job_id = ${jobId}`,
      );
      expect((result as unknown as { rows: Array<{ n: number }> }).rows[0]!.n, table).toBe(0);
    }
  });
});
