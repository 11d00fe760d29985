import { createRequire } from 'node:module';
import { count } from 'drizzle-orm';
import { afterEach, expect, it, vi } from 'vitest';
import { SECTION_KEYS } from '@hirestride/shared';
import { describeOnDatabases, readBack, type Agent, type Harness } from '../../test/harness.js';
import { certifications, education, personalInfo, skills, snippets, workExperiences } from '../db/schema.js';
import { PersonalInfoRepository } from './repository.js';

// The official validator; the package is CommonJS and hoisted to the workspace root.
const { validate } = createRequire(import.meta.url)('@jsonresume/schema') as {
  validate: (resume: unknown, callback: (errors: unknown, valid: boolean) => void) => void;
};
const valid = (document: unknown) =>
  new Promise<unknown>((resolve) => validate(document, (errors, ok) => resolve(ok ? true : errors)));

const EXPORT = '/api/content/json-resume/';
const IMPORT = '/api/content/json-resume/import/';

const library = {
  'personal-info': {
    first_name: 'Ada',
    last_name: 'Lovelace',
    email: 'ada@example.com',
    phone: '555-0100',
    location: 'London, UK',
    linkedin_url: 'https://www.linkedin.com/in/ada-lovelace',
  },
  'work-experiences': [
    {
      job_title: 'Backend Engineer',
      company: 'Monzo',
      location: 'London',
      start_date: '2019-03-01',
      end_date: null,
      description: 'Payments platform team.\n- Built ledger services\n- Ran Postgres at scale',
    },
    {
      job_title: 'Intern',
      company: 'Acme',
      location: '',
      start_date: '2017-06-01',
      end_date: '2017-09-30',
      description: '',
    },
  ],
  skills: [
    { skill_name: 'Python', proficiency: 'Expert', category: 'Languages' },
    { skill_name: 'Go', proficiency: '', category: '' },
  ],
  education: [
    { degree: 'BSc', field: 'Mathematics', institution: 'University of London', end_dt: '2019-06-30', gpa: '3.80' },
  ],
  certifications: [{ cert_name: 'AWS Certified Developer', issuer: 'Amazon', issue_dt: '2022-05-10' }],
  snippets: [{ title: 'Volunteering', content: 'Taught at Code Club — «ünïcödé» and עברית too.' }],
};

/** Items without what each database gives them (the id, and About You's version). */
const withoutIds = (items: Array<Record<string, unknown>>) =>
  items.map(({ id: _id, version: _version, ...rest }) => rest);

async function fill(agent: Agent) {
  expect((await agent.post('/api/content/personal-info/', library['personal-info'])).statusCode).toBe(201);
  for (const section of SECTION_KEYS) {
    for (const item of library[section]) {
      expect((await agent.post(`/api/content/${section}/`, item)).statusCode, section).toBe(201);
    }
  }
}

async function listsOf(agent: Agent) {
  const lists: Record<string, unknown> = {};
  for (const section of SECTION_KEYS) lists[section] = withoutIds((await agent.get(`/api/content/${section}/`)).json());
  return lists;
}

/** Rows in every library table, whoever owns them: a refused import must not change any. */
async function rowCounts(h: Harness) {
  const db = h.database.db;
  const tables = { workExperiences, skills, education, certifications, snippets, personalInfo };
  const counts: Record<string, number> = {};
  for (const [name, table] of Object.entries(tables)) {
    counts[name] = (await db.select({ n: count() }).from(table))[0]!.n;
  }
  return counts;
}

afterEach(() => {
  vi.restoreAllMocks();
});

describeOnDatabases('JSON Resume export and import (/api/content/json-resume/)', (h) => {
  const signedIn = async (email: string) => {
    const agent = h.agent();
    await agent.register(email);
    return agent;
  };
  const exported = async (agent: Agent) => (await agent.get(EXPORT)).json() as Record<string, unknown>;

  it('exports the library as a valid JSON Resume file, never cached', async () => {
    const agent = await signedIn('ada@example.com');
    await fill(agent);
    const res = await agent.get(EXPORT);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    expect(res.headers['content-disposition']).toBe('attachment; filename="resume.json"');
    expect(res.headers['cache-control']).toBe('no-store');
    const document = res.json();
    expect(await valid(document)).toBe(true);
    expect(document.basics).toEqual({
      name: 'Ada Lovelace',
      email: 'ada@example.com',
      phone: '555-0100',
      location: { city: 'London', region: 'UK' },
      profiles: [{ network: 'LinkedIn', username: 'ada-lovelace', url: 'https://www.linkedin.com/in/ada-lovelace' }],
    });
    expect(document.work).toHaveLength(2);
    expect(document['x-hirestride'].snippets).toEqual([library.snippets[0]]);
  });

  it('exports an empty library as a valid document too', async () => {
    const agent = await signedIn('new@example.com');
    expect(await valid(await exported(agent))).toBe(true);
  });

  it('round-trips: what one user exports, another imports whole', async () => {
    const ada = await signedIn('ada@example.com');
    await fill(ada);
    const document = await exported(ada);
    const other = await signedIn('other@example.com');
    const res = await other.post(IMPORT, { document, dry_run: false });
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body).toMatchObject({ dry_run: false, imported: true, total: 8, warnings: [] });
    expect(body.personal_info).toMatchObject({ add: true, label: 'Ada Lovelace · ada@example.com · 555-0100' });
    expect(body.sections['work-experiences'].add).toEqual([
      { label: 'Backend Engineer at Monzo' },
      { label: 'Intern at Acme' },
    ]);
    expect(body.sections.certifications.add).toEqual([{ label: 'AWS Certified Developer (Amazon)' }]);
    expect(await listsOf(other)).toEqual(await listsOf(ada));
    const about = (await other.get('/api/content/personal-info/')).json();
    expect(withoutIds([about])).toEqual([library['personal-info']]);
    // About You also names the account, as when it is typed in.
    expect((await other.get('/dj-rest-auth/user/')).json()).toMatchObject({ first_name: 'Ada', last_name: 'Lovelace' });
  });

  it('a second import of the same file adds nothing and names the duplicates', async () => {
    const ada = await signedIn('ada@example.com');
    await fill(ada);
    const document = await exported(ada);
    const other = await signedIn('other@example.com');
    await other.post(IMPORT, { document, dry_run: false });
    const before = await readBack(other);
    const again = await other.post(IMPORT, { document, dry_run: false });
    expect(again.statusCode).toBe(201);
    const body = again.json();
    expect(body.total).toBe(0);
    expect(body.sections.skills).toEqual({ add: [], duplicates: { count: 2, labels: ['Python', 'Go'] } });
    expect(body.sections['work-experiences'].duplicates.count).toBe(2);
    expect(body.personal_info).toMatchObject({ add: false });
    expect(body.personal_info.note).toMatch(/never replaces/);
    expect(await readBack(other)).toBe(before);
  });

  it('labels repeats within the file as duplicates too', async () => {
    const agent = await signedIn('ada@example.com');
    await agent.post('/api/content/skills/', { skill_name: 'Go' });
    const document = { skills: [{ name: 'Rust' }, { name: 'go' }, { name: 'rust ' }, { name: 'SQL' }] };
    const body = (await agent.post(IMPORT, { document, dry_run: true })).json();
    expect(body.sections.skills).toEqual({
      add: [{ label: 'Rust' }, { label: 'SQL' }],
      duplicates: { count: 2, labels: ['go', 'rust'] },
    });
  });

  it('a dry run reports the plan and stores nothing', async () => {
    const ada = await signedIn('ada@example.com');
    await fill(ada);
    const document = await exported(ada);
    const other = await signedIn('other@example.com');
    const before = await rowCounts(h);
    const res = await other.post(IMPORT, { document, dry_run: true });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ dry_run: true, imported: false, total: 8 });
    expect(res.json().sections.snippets.add).toEqual([{ label: 'Volunteering' }]);
    expect(await rowCounts(h)).toEqual(before);
    expect((await other.get('/api/content/personal-info/')).statusCode).toBe(404);
  });

  it('one invalid entry refuses the whole import, naming it, and stores nothing', async () => {
    const agent = await signedIn('ada@example.com');
    const document = {
      basics: { name: 'Ada Lovelace', email: 'ada@example.com' },
      work: [
        { name: 'Monzo', position: 'Engineer', startDate: '2020-01' },
        { name: 'Acme', position: 'Lead', startDate: '2021-06', endDate: '2020-01' },
      ],
      skills: [{ name: 'Python' }, { name: 'x'.repeat(201) }],
    };
    const before = await rowCounts(h);
    for (const dryRun of [true, false]) {
      const res = await agent.post(IMPORT, { document, dry_run: dryRun });
      expect(res.statusCode).toBe(400);
      const body = res.json();
      expect(body.document).toEqual([
        'Work entry 2 (“Lead at Acme”), endDate: End date cannot be before the start date.',
        expect.stringMatching(/^Skill 2 \(“x+…”\), name: Ensure this field has no more than 200 characters\.$/),
      ]);
      expect(body.detail).toBe(body.document[0]);
    }
    expect(await rowCounts(h)).toEqual(before);
  });

  it('keeps nothing when a write fails part-way', async () => {
    const agent = await signedIn('ada@example.com');
    vi.spyOn(PersonalInfoRepository.prototype, 'create').mockRejectedValue(new Error('disk full'));
    const document = { basics: { name: 'Ada Lovelace', email: 'ada@example.com' }, skills: [{ name: 'Python' }] };
    const before = await rowCounts(h);
    expect((await agent.post(IMPORT, { document, dry_run: false })).statusCode).toBe(500);
    expect(await rowCounts(h)).toEqual(before);
  });

  it('never overwrites About You, and warns about what it does not import', async () => {
    const agent = await signedIn('ada@example.com');
    await agent.post('/api/content/personal-info/', library['personal-info']);
    const document = {
      basics: { name: 'Someone Else', email: 'else@example.com', summary: 'Hi', profiles: [] },
      work: [{ name: 'Acme', position: 'Engineer' }],
      projects: [{ name: 'HireStride' }, { name: 'Other' }],
      skills: [{ name: 'Go' }],
    };
    const res = await agent.post(IMPORT, { document, dry_run: false });
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body.total).toBe(1);
    expect(body.personal_info.add).toBe(false);
    expect(body.warnings).toEqual([
      'Work entry “Engineer at Acme” not imported: It has no start date (YYYY, YYYY-MM or YYYY-MM-DD).',
      'basics: summary not imported; About You keeps a name, an email, a phone, a location and one link.',
      'projects: 2 entries not imported; HireStride has no projects section.',
    ]);
    expect(withoutIds([(await agent.get('/api/content/personal-info/')).json()])).toEqual([library['personal-info']]);
  });

  it("keeps the file's languages as skills in the Languages category, one already in the library a duplicate", async () => {
    const agent = await signedIn('ada@example.com');
    await agent.post('/api/content/skills/', { skill_name: 'Spanish', proficiency: '', category: '' });
    const document = {
      skills: [{ name: 'Go' }],
      languages: [
        { language: 'Spanish', fluency: 'Fluent' },
        { language: 'Welsh', fluency: 'Native' },
      ],
    };
    const res = await agent.post(IMPORT, { document, dry_run: false });
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body.sections.skills.duplicates).toEqual({ count: 1, labels: ['Spanish'] });
    expect(body.warnings).toEqual([]);
    const skills = (await agent.get('/api/content/skills/')).json() as Array<Record<string, unknown>>;
    expect(skills.map(({ skill_name, proficiency, category }) => ({ skill_name, proficiency, category }))).toEqual([
      { skill_name: 'Spanish', proficiency: '', category: '' },
      { skill_name: 'Go', proficiency: '', category: '' },
      { skill_name: 'Welsh', proficiency: 'Native', category: 'Languages' },
    ]);
  });

  it('fills About You’s location and link from basics, naming the links it leaves out', async () => {
    const agent = await signedIn('maya@example.com');
    const document = {
      basics: {
        name: 'Maya Lopez',
        email: 'maya@example.com',
        url: 'https://maya.dev',
        location: { address: '1 Main St', city: 'Austin', region: 'TX', postalCode: '78701' },
        profiles: [
          { network: 'GitHub', username: 'maya', url: 'https://github.com/maya' },
          { network: 'LinkedIn', username: 'maya-lopez' },
        ],
      },
    };
    const body = (await agent.post(IMPORT, { document, dry_run: false })).json();
    expect(body.personal_info.add).toBe(true);
    expect(body.warnings).toEqual([
      'basics: GitHub, url not imported; About You keeps one link (linkedin.com/in/maya-lopez).',
    ]);
    expect((await agent.get('/api/content/personal-info/')).json()).toMatchObject({
      first_name: 'Maya',
      last_name: 'Lopez',
      location: 'Austin, TX',
      linkedin_url: 'https://www.linkedin.com/in/maya-lopez',
    });
  });

  it('leaves out a link that is not a web address, and fills in the rest of About You', async () => {
    const agent = await signedIn('maya@example.com');
    const document = { basics: { name: 'Maya Lopez', email: 'maya@example.com', url: 'my site' } };
    const body = (await agent.post(IMPORT, { document, dry_run: false })).json();
    expect(body.personal_info.add).toBe(true);
    expect(body.warnings).toEqual(['basics: “my site” is not a web address; not imported.']);
    expect((await agent.get('/api/content/personal-info/')).json()).toMatchObject({
      last_name: 'Lopez',
      linkedin_url: '',
    });
  });

  it('leaves About You empty, with a warning, when the file cannot fill it', async () => {
    const agent = await signedIn('ada@example.com');
    const body = (await agent.post(IMPORT, { document: { basics: { name: 'Ada' } }, dry_run: false })).json();
    expect(body.personal_info.add).toBe(false);
    expect(body.warnings[0]).toMatch(/^About You is not filled in from the file: /);
    expect((await agent.get('/api/content/personal-info/')).statusCode).toBe(404);
  });

  it('refuses what is not a JSON Resume document with field errors', async () => {
    const agent = await signedIn('ada@example.com');
    const cases: Array<[unknown, RegExp]> = [
      [[], /JSON object/],
      ['resume', /JSON object/],
      [{ name: 'my-package', version: '1.0.0' }, /none of basics, work/],
      [{ work: 'lots' }, /work should be a list/],
      [{ work: [{ position: 42 }] }, /work\[0\]\.position should be text/],
      [{ skills: [{ name: 'Go', keywords: 'x' }] }, /skills\[0\]\.keywords should be a list/],
    ];
    for (const [document, message] of cases) {
      const res = await agent.post(IMPORT, { document, dry_run: false });
      expect(res.statusCode, JSON.stringify(document)).toBe(400);
      expect(res.json().document[0]).toMatch(message);
    }
    expect((await agent.post(IMPORT, { document: {} })).json()).toHaveProperty('dry_run');
    expect(await rowCounts(h)).toMatchObject({ skills: 0, workExperiences: 0 });
  });

  it('needs a signed-in user, and CSRF for the import', async () => {
    const anonymous = h.agent();
    expect((await anonymous.get(EXPORT)).statusCode).toBe(401);
    expect((await anonymous.post(IMPORT, { document: { skills: [] }, dry_run: true })).statusCode).toBe(401);
    const agent = await signedIn('ada@example.com');
    const res = await agent.post(IMPORT, { document: { skills: [{ name: 'Go' }] }, dry_run: false }, { noCsrf: true });
    expect(res.statusCode).toBe(403);
    expect((await agent.get('/api/content/skills/')).json()).toEqual([]);
  });
});
