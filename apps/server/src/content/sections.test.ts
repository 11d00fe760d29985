import { expect, it } from 'vitest';
import { apiMessages, type SectionKey } from '@hirestride/shared';
import { describeOnDatabases } from '../../test/harness.js';

interface Sample {
  create: Record<string, unknown>;
  /** What the API answers for `create` (besides the id). */
  stored: Record<string, unknown>;
  update: Record<string, unknown>;
  required: string[];
}

const samples: Record<SectionKey, Sample> = {
  'work-experiences': {
    create: {
      job_title: 'Engineer',
      company: 'Acme',
      location: 'Remote',
      start_date: '2020-01-01',
      end_date: '',
      description: 'Built things',
    },
    stored: {
      job_title: 'Engineer',
      company: 'Acme',
      location: 'Remote',
      start_date: '2020-01-01',
      end_date: null,
      description: 'Built things',
    },
    update: {
      job_title: 'Lead Engineer',
      company: 'Acme',
      location: '',
      start_date: '2020-01-01',
      end_date: '2023-06-30',
      description: '',
    },
    required: ['job_title', 'company', 'start_date'],
  },
  skills: {
    create: { skill_name: 'TypeScript', proficiency: 'Expert', category: 'Languages' },
    stored: { skill_name: 'TypeScript', proficiency: 'Expert', category: 'Languages' },
    update: { skill_name: 'TypeScript', proficiency: '', category: '' },
    required: ['skill_name'],
  },
  certifications: {
    create: { cert_name: 'AWS Architect', issuer: 'Amazon', issue_dt: '2022-05-10' },
    stored: { cert_name: 'AWS Architect', issuer: 'Amazon', issue_dt: '2022-05-10' },
    update: { cert_name: 'AWS Architect Pro', issuer: 'Amazon', issue_dt: null },
    required: ['cert_name'],
  },
  education: {
    create: { degree: 'BSc', field: 'Physics', institution: 'MIT', end_dt: '2019-06-01', gpa: 3.8 },
    stored: { degree: 'BSc', field: 'Physics', institution: 'MIT', end_dt: '2019-06-01', gpa: '3.80' },
    update: { degree: 'MSc', field: 'Physics', institution: 'MIT', end_dt: '2021-06-01', gpa: null },
    required: ['degree', 'institution'],
  },
  snippets: {
    create: { title: 'Summary', content: 'Curious engineer who ships.' },
    stored: { title: 'Summary', content: 'Curious engineer who ships.' },
    update: { title: '', content: 'Rewritten summary.' },
    required: ['content'],
  },
};

describeOnDatabases('the five list sections (/api/content/{section}/)', (h) => {
  const signedIn = async (email = 'owner@example.com') => {
    const agent = h.agent();
    await agent.register(email);
    return agent;
  };

  for (const [section, sample] of Object.entries(samples) as Array<[SectionKey, Sample]>) {
    const base = `/api/content/${section}/`;

    it(`${section}: create, list in creation order, update, delete`, async () => {
      const agent = await signedIn();
      expect((await agent.get(base)).json()).toEqual([]);
      const first = await agent.post(base, sample.create);
      expect(first.statusCode).toBe(201);
      expect(first.json()).toEqual({ id: expect.any(Number), ...sample.stored });
      const second = (await agent.post(base, sample.create)).json();
      const list = (await agent.get(base)).json();
      expect(list.map((item: { id: number }) => item.id)).toEqual([first.json().id, second.id]);

      const updated = await agent.put(`${base}${first.json().id}/`, sample.update);
      expect(updated.statusCode).toBe(200);
      const expected = { ...sample.update };
      for (const key of ['end_date', 'issue_dt', 'end_dt']) if (expected[key] === '') expected[key] = null;
      expect(updated.json()).toEqual({ id: first.json().id, ...expected });

      const removed = await agent.delete(`${base}${first.json().id}/`);
      expect(removed.statusCode).toBe(204);
      expect((await agent.get(base)).json()).toEqual([second]);
      expect((await agent.put(`${base}${first.json().id}/`, sample.update)).statusCode).toBe(404);
      expect((await agent.delete(`${base}${first.json().id}/`)).statusCode).toBe(404);
    });

    it(`${section}: names each missing required field and stores nothing`, async () => {
      const agent = await signedIn();
      const res = await agent.post(base, {});
      expect(res.statusCode).toBe(400);
      for (const field of sample.required) expect(res.json()[field]).toEqual([expect.any(String)]);
      expect(
        Object.keys(res.json())
          .filter((key) => key !== 'detail')
          .sort(),
      ).toEqual([...sample.required].sort());
      const blank = Object.fromEntries(sample.required.map((field) => [field, '']));
      expect((await agent.post(base, { ...sample.create, ...blank })).statusCode).toBe(400);
      expect((await agent.get(base)).json()).toEqual([]);
    });

    it(`${section}: another user's item is a 404 and stays untouched`, async () => {
      const owner = await signedIn('owner@example.com');
      const item = (await owner.post(base, sample.create)).json();
      const intruder = await signedIn('intruder@example.com');
      expect((await intruder.get(base)).json()).toEqual([]);
      expect((await intruder.put(`${base}${item.id}/`, sample.update)).statusCode).toBe(404);
      expect((await intruder.delete(`${base}${item.id}/`)).statusCode).toBe(404);
      expect((await owner.get(base)).json()).toEqual([item]);
    });

    it(`${section}: needs a signed-in user; a malformed id is a 404`, async () => {
      const anonymous = h.agent();
      expect((await anonymous.get(base)).statusCode).toBe(401);
      expect((await anonymous.post(base, sample.create)).statusCode).toBe(401);
      expect((await anonymous.put(`${base}1/`, sample.update)).statusCode).toBe(401);
      expect((await anonymous.delete(`${base}1/`)).statusCode).toBe(401);
      const agent = await signedIn();
      for (const id of ['abc', '0', '-1', '1.5', '99999999999']) {
        expect((await agent.delete(`${base}${id}/`)).statusCode).toBe(404);
      }
    });
  }

  it('refuses an end date before the start date and malformed dates', async () => {
    const agent = await signedIn();
    const base = '/api/content/work-experiences/';
    const ok = samples['work-experiences'].create;
    expect((await agent.post(base, { ...ok, end_date: '2019-12-31' })).json().end_date).toEqual([
      'End date cannot be before the start date.',
    ]);
    for (const bad of ['2020-13-01', '2020-02-30', '01/02/2020', '2020-1-1']) {
      expect((await agent.post(base, { ...ok, start_date: bad })).statusCode, bad).toBe(400);
    }
    expect(
      (await agent.post('/api/content/certifications/', { cert_name: 'X', issue_dt: 'yesterday' })).statusCode,
    ).toBe(400);
  });

  it('caps proficiency at 50 characters and names at 200', async () => {
    const agent = await signedIn();
    expect(
      (await agent.post('/api/content/skills/', { skill_name: 'Go', proficiency: 'x'.repeat(50) })).statusCode,
    ).toBe(201);
    const long = await agent.post('/api/content/skills/', { skill_name: 'Go', proficiency: 'x'.repeat(51) });
    expect(long.json().proficiency).toEqual(['Ensure this field has no more than 50 characters.']);
    expect((await agent.post('/api/content/skills/', { skill_name: 'x'.repeat(201) })).statusCode).toBe(400);
    expect((await agent.post('/api/content/snippets/', { content: 'x'.repeat(10_001) })).statusCode).toBe(400);
    expect((await agent.post('/api/content/snippets/', { content: 'x'.repeat(10_000) })).statusCode).toBe(201);
  });

  it('parses GPA as a decimal from 0 to 10, or null when empty', async () => {
    const agent = await signedIn();
    const base = '/api/content/education/';
    const entry = { degree: 'BA', institution: 'Yale' };
    expect((await agent.post(base, { ...entry, gpa: '3.5' })).json().gpa).toBe('3.50');
    expect((await agent.post(base, { ...entry, gpa: '' })).json().gpa).toBeNull();
    expect((await agent.post(base, { ...entry })).json().gpa).toBeNull();
    expect((await agent.post(base, { ...entry, gpa: 10 })).json().gpa).toBe('10.00');
    for (const bad of [10.5, -1, 'abc', 3.555, true]) {
      const res = await agent.post(base, { ...entry, gpa: bad });
      expect(res.statusCode, String(bad)).toBe(400);
      expect(res.json().gpa).toHaveLength(1);
    }
  });

  it('refuses a NUL character in any text field with a field error, and stores nothing', async () => {
    const agent = await signedIn();
    for (const [section, sample] of Object.entries(samples)) {
      const field = sample.required[0]!;
      const res = await agent.post(`/api/content/${section}/`, { ...sample.create, [field]: 'a\u0000b' });
      expect(res.statusCode, section).toBe(400);
      expect(res.json()[field], section).toEqual([apiMessages.nullCharacter]);
      expect((await agent.get(`/api/content/${section}/`)).json(), section).toEqual([]);
    }
    const about = { first_name: 'A\u0000', last_name: 'B', email: 'a@example.com', phone: '\u0000' };
    const res = await agent.post('/api/content/personal-info/', about);
    expect(res.json()).toMatchObject({
      first_name: [apiMessages.nullCharacter],
      phone: [apiMessages.nullCharacter],
    });
  });

  it('answers wrong types with a field error, never a 500', async () => {
    const agent = await signedIn();
    const res = await agent.post('/api/content/snippets/', { title: 42, content: ['a'] });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ title: [apiMessages.notAString], content: [apiMessages.notAString] });
  });
});
