/**
 * Two tabs or devices editing the same object: a save naming the version it was made from (If-Match) never replaces
 * a save made since; it gets a 412 with the current copy instead, and the other tab's change stays. A save without
 * If-Match still replaces whatever is there, as the original API's clients expect (decision 020).
 */
import { expect, it } from 'vitest';
import type { ResumeVersion } from '@hirestride/shared';
import { describeOnDatabases, type Agent } from './harness.js';

type Method = 'PUT' | 'PATCH';

interface Editable {
  name: string;
  /** Makes one, and says where it is read and saved, with two different changes to it and how to see one. */
  make(agent: Agent): Promise<{
    url: string;
    method: Method;
    first: Record<string, unknown>;
    second: Record<string, unknown>;
    shows(body: Record<string, unknown>): unknown;
  }>;
}

const editables: Editable[] = [
  {
    name: 'a cover letter',
    async make(agent) {
      const letter = (await agent.post('/api/cover-letters/', { name: 'Acme', body: 'Dear Acme,' })).json();
      return {
        url: `/api/cover-letters/${letter.id}/`,
        method: 'PATCH',
        first: { body: 'Dear Acme, from tab A.' },
        second: { body: 'Dear Acme, from tab B.' },
        shows: (body) => body.body,
      };
    },
  },
  {
    name: 'a resume',
    async make(agent) {
      const template = ((await agent.get('/templates/resume-templates/')).json() as Array<{ id: number }>)[0]!.id;
      const draft = (
        await agent.post('/resumes/resume-versions/get-or-create-draft/', { template_id: template })
      ).json() as ResumeVersion;
      const { id, version: _version, ...rest } = draft;
      return {
        url: `/resumes/resume-versions/${id}/`,
        method: 'PATCH',
        first: { ...rest, name: 'Renamed in tab A' },
        second: { ...rest, name: 'Renamed in tab B' },
        shows: (body) => body.name,
      };
    },
  },
  {
    name: 'a job',
    async make(agent) {
      const job = (await agent.post('/api/jobs/', { title: 'Charge Nurse', company: 'Mercy' })).json();
      return {
        url: `/api/jobs/${job.id}/`,
        method: 'PATCH',
        first: { notes: 'Called the recruiter (tab A).' },
        second: { notes: 'Sent the portfolio (tab B).' },
        shows: (body) => body.notes,
      };
    },
  },
  {
    name: 'a practice answer',
    async make(agent) {
      const answer = (
        await agent.post('/api/interview/answers/', {
          question_id: 'behavioural-teamwork-01',
          question_text: 'Tell me about a team.',
          job: null,
          situation: 'Night shift',
        })
      ).json();
      return {
        url: `/api/interview/answers/${answer.id}/`,
        method: 'PATCH',
        first: { situation: 'Night shift, tab A' },
        second: { situation: 'Night shift, tab B' },
        shows: (body) => body.situation,
      };
    },
  },
  {
    name: 'About You',
    async make(agent) {
      const about = { first_name: 'Ana', last_name: 'Ruiz', email: 'ana@example.com', phone: '555-0100' };
      await agent.post('/api/content/personal-info/', about);
      return {
        url: '/api/content/personal-info/',
        method: 'PUT',
        first: { ...about, phone: '555-0111' },
        second: { ...about, phone: '555-0122' },
        shows: (body) => body.phone,
      };
    },
  },
];

describeOnDatabases('Lost updates', (h) => {
  it.each(editables.map((editable) => [editable.name, editable] as const))(
    '%s: a save from an older copy is a 412 with the current copy, and changes nothing',
    async (_name, editable) => {
      const agent = h.agent();
      await agent.register('two-tabs@example.com');
      const { url, method, first, second, shows } = await editable.make(agent);

      const opened = await agent.get(url);
      expect(opened.headers.etag).toBe(`"${opened.json().version}"`);
      const version = opened.json().version as number;

      // Tab A saves from the copy both tabs opened.
      const a = await agent.request(method, url, first, { headers: { 'if-match': `"${version}"` } });
      expect(a.statusCode, a.body).toBe(200);
      expect(a.json().version).toBe(version + 1);
      expect(a.headers.etag).toBe(`"${version + 1}"`);

      // Tab B saves from the same, now older, copy: refused, with what tab A saved.
      const b = await agent.request(method, url, second, { headers: { 'if-match': `"${version}"` } });
      expect(b.statusCode, b.body).toBe(412);
      expect(b.json()).toMatchObject({ code: 'changed_elsewhere', current: { version: version + 1 } });
      expect(shows(b.json().current)).toBe(shows(first));
      expect(shows((await agent.get(url)).json())).toBe(shows(first));

      // Tab B chooses to keep its own: it saves again from the current version.
      const kept = await agent.request(method, url, second, { headers: { 'if-match': b.headers.etag as string } });
      expect(kept.statusCode, kept.body).toBe(200);
      expect(shows(kept.json())).toBe(shows(second));

      // Without If-Match a save replaces whatever is there, as before; a garbled one is a 400 that changes nothing.
      expect((await agent.request(method, url, first)).statusCode).toBe(200);
      const garbled = await agent.request(method, url, second, { headers: { 'if-match': 'yesterday' } });
      expect(garbled.statusCode).toBe(400);
      expect(shows((await agent.get(url)).json())).toBe(shows(first));
    },
  );

  it('a board move moves the job on a version, so an edit from before it cannot undo it', async () => {
    const agent = h.agent();
    await agent.register('mover@example.com');
    const job = (await agent.post('/api/jobs/', { title: 'Welder', company: 'Forge' })).json();
    await agent.post(`/api/jobs/${job.id}/move/`, { stage: 'submitted', position: 0 });
    const stale = await agent.patch(`/api/jobs/${job.id}/`, { stage: 'wishlist' }, { headers: { 'if-match': '"1"' } });
    expect(stale.statusCode).toBe(412);
    expect(stale.json().current.stage).toBe('submitted');
  });
});
