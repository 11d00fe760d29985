import { expect, it } from 'vitest';
import { readCsv, type Job, type JobImportResult } from '@hirestride/shared';
import { describeOnDatabases, type Agent } from '../../test/harness.js';
import { fullJob } from '../../test/job-samples.js';

const IMPORT = '/api/jobs/import/';

/** What makes two jobs the same job, whoever holds them. */
const comparable = ({ id: _id, updated_at: _u, stage_changed_at: _s, ...job }: Job) => job;

describeOnDatabases('jobs as CSV (/api/jobs/export.csv, /api/jobs/import/)', (h) => {
  const signedIn = async (email: string) => {
    const agent = h.agent();
    await agent.register(email);
    return agent;
  };

  /** A user with a varied set of jobs in every stage. */
  const seed = async (agent: Agent) => {
    const specs: Array<Record<string, unknown>> = [
      fullJob,
      { title: 'Ingénieure données', company: 'Zürich Versicherung', location: 'Zürich', remote: 'remote' },
      { title: '東京 Designer', company: 'Kōbō, "K" & Co', notes: '=HYPERLINK("http://evil.example")', stage: 'maybe' },
      { title: 'Analyst', company: 'Initech', stage: 'submitted', applied_on: '2026-11-02', salary: '-' },
      { title: 'PM', company: 'Globex', stage: 'interviewed', employment_type: 'contract', source: '@recruiter' },
      { title: 'Support Lead 🎧', company: 'Hooli', stage: 'archived', outcome: 'offer_declined' },
      { title: 'Intern', company: 'Acme', stage: 'archived', outcome: 'no_response', employment_type: 'internship' },
    ];
    for (const spec of specs) await agent.post('/api/jobs/?allow_duplicate=true', spec);
    return (await agent.get('/api/jobs/')).json() as Job[];
  };

  it('round trip: export, then import into a fresh account, gives identical jobs in the same places', async () => {
    const owner = await signedIn('owner@example.com');
    const original = await seed(owner);
    const exported = await owner.get('/api/jobs/export.csv');
    expect(exported.statusCode).toBe(200);
    expect(exported.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(exported.headers['content-disposition']).toMatch(
      /^attachment; filename="hirestride-jobs-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    const csv = exported.body;
    expect(csv.startsWith('\uFEFFTitle,Company,')).toBe(true);
    const read = readCsv(csv);
    expect(read.ok && read.csv.rows.length).toBe(original.length);
    // A formula is written as text.
    expect(csv).toContain(`"'=HYPERLINK(""http://evil.example"")"`);

    const fresh = await signedIn('fresh@example.com');
    const dry = await fresh.post(IMPORT, { csv, dry_run: true });
    expect(dry.statusCode).toBe(200);
    expect(dry.json()).toMatchObject({
      dry_run: true,
      total_rows: original.length,
      importable: original.length,
      imported: 0,
      errors: [],
      mapping_problems: [],
    });
    expect((await fresh.get('/api/jobs/')).json()).toEqual([]);

    const done = await fresh.post(IMPORT, { csv });
    expect(done.statusCode).toBe(200);
    expect(done.json().imported).toBe(original.length);
    const imported = (await fresh.get('/api/jobs/')).json() as Job[];
    expect(imported.map(comparable)).toEqual(original.map(comparable));
    const timeline = (await fresh.get(`/api/jobs/${imported[0]!.id}/activity/`)).json();
    expect(timeline.map((entry: { kind: string }) => entry.kind)).toEqual(['imported']);
  });

  it('imports another tracker’s sheet through a mapping, with its dates read day first', async () => {
    const agent = await signedIn('mapper@example.com');
    const csv = [
      'Position;Employer;Status;Date Applied;Link;Comments',
      'Data Scientist;Umbrella;Applied;31/10/2026;umbrella.example/jobs/7;Strong match',
      'ML Engineer;Cyberdyne;Rejected;02/11/2026;;',
      '',
    ].join('\r\n');
    const dry = (await agent.post(IMPORT, { csv, dry_run: true })).json() as JobImportResult;
    expect(dry.headers).toEqual(['Position', 'Employer', 'Status', 'Date Applied', 'Link', 'Comments']);
    expect(dry.mapping).toMatchObject({
      title: 'Position',
      company: 'Employer',
      stage: 'Status',
      applied_on: 'Date Applied',
    });
    expect(dry.date_format).toBe('dmy');
    expect(dry.preview).toEqual([
      {
        row: 2,
        title: 'Data Scientist',
        company: 'Umbrella',
        location: '',
        stage: 'submitted',
        outcome: null,
        applied_on: '2026-10-31',
      },
      {
        row: 3,
        title: 'ML Engineer',
        company: 'Cyberdyne',
        location: '',
        stage: 'archived',
        outcome: 'rejected',
        applied_on: '2026-11-02',
      },
    ]);
    // The user maps Comments elsewhere and leaves the link out.
    const done = await agent.post(IMPORT, {
      csv,
      mapping: { ...dry.mapping, url: null, notes: null, follow_up_note: 'Comments' },
      date_format: 'dmy',
    });
    expect(done.json().imported).toBe(2);
    const jobs = (await agent.get('/api/jobs/?ordering=title')).json() as Job[];
    expect(jobs.map((job) => [job.title, job.url, job.notes, job.follow_up_note])).toEqual([
      ['Data Scientist', '', '', 'Strong match'],
      ['ML Engineer', '', '', ''],
    ]);
  });

  it('lists unreadable rows with their reasons and imports nothing, unless told to leave them out', async () => {
    const agent = await signedIn('rows@example.com');
    const csv = [
      'Title,Company,Stage,Posting URL',
      'Good one,Acme,Wish List,',
      ',Nameless Co,Maybe,',
      'Bad link,Acme,Submitted,not a url',
      'Ended,Acme,Archives,',
      'Too,many,cells,here,x',
    ].join('\r\n');
    const refused = await agent.post(IMPORT, { csv });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().detail).toBe(
      '4 rows cannot be imported, so nothing was imported. Fix them in the file, or import the other rows only.',
    );
    expect(refused.json().errors).toEqual([
      { row: 3, reasons: ['Title: This field may not be blank.'] },
      { row: 4, reasons: ['Posting URL: Enter a valid URL.'] },
      { row: 5, reasons: [expect.stringMatching(/^Outcome: Choose how this application ended/)] },
      { row: 6, reasons: ['Row 6 has 5 cells; the header has 4.'] },
    ]);
    expect((await agent.get('/api/jobs/')).json()).toEqual([]);
    const partial = await agent.post(IMPORT, { csv, skip_invalid: true });
    expect(partial.json()).toMatchObject({ imported: 1, importable: 1 });
    expect(((await agent.get('/api/jobs/')).json() as Job[]).map((job) => job.title)).toEqual(['Good one']);
  });

  it('leaves out rows already saved (or repeated in the file), unless told to keep them', async () => {
    const agent = await signedIn('dupes@example.com');
    const saved = (
      await agent.post('/api/jobs/', { title: 'Engineer', company: 'Acme', url: 'https://acme.example/1' })
    ).json();
    const csv =
      'Title,Company,Posting URL\r\nSomething else,Other,https://acme.example/1?utm_source=x\r\nNew,Globex,\r\nNew,Globex,\r\n';
    const dry = (await agent.post(IMPORT, { csv, dry_run: true })).json() as JobImportResult;
    expect(dry.duplicates).toEqual([
      { row: 2, title: 'Something else', company: 'Other', existing_id: saved.id },
      { row: 4, title: 'New', company: 'Globex', existing_id: null },
    ]);
    expect(dry.importable).toBe(1);
    expect((await agent.post(IMPORT, { csv })).json().imported).toBe(1);
    expect((await agent.post(IMPORT, { csv, skip_duplicates: false })).json().imported).toBe(3);
    expect((await agent.get('/api/jobs/')).json()).toHaveLength(5);
  });

  it('refuses a file that is not CSV, too many rows, or a mapping without Title and Company; stores nothing', async () => {
    const agent = await signedIn('refusals@example.com');
    const cases: Array<[string, unknown, string, RegExp]> = [
      ['empty', { csv: '' }, 'csv', /^The file is empty\.$/],
      ['a spreadsheet', { csv: 'PK\u0003\u0004binary' }, 'csv', /^This is not a CSV file\./],
      ['JSON', { csv: '{"jobs": [1, 2, 3]}\n{"more": true}' }, 'csv', /cannot find columns|not a CSV|do not line up/],
      [
        '10,000 rows',
        { csv: `Title,Company\r\n${'Engineer,Acme\r\n'.repeat(10_000)}` },
        'csv',
        /10,000 rows; HireStride imports up to 2,000/,
      ],
      [
        'no title column',
        { csv: 'Company,Notes\r\nAcme,x\r\n' },
        'mapping',
        /^Choose the column that holds the Title\.$/,
      ],
      [
        'an unknown header',
        { csv: 'Title,Company\r\nA,B\r\n', mapping: { title: 'Title', company: 'Firm' } },
        'mapping',
        /There is no column called "Firm"/,
      ],
      ['a wrong date format', { csv: 'Title,Company\r\nA,B\r\n', date_format: 'ymd' }, 'date_format', /./],
      ['no text', {}, 'csv', /^This field is required\.$/],
    ];
    for (const [name, body, field, message] of cases) {
      const res = await agent.post(IMPORT, body);
      expect(res.statusCode, name).toBe(400);
      expect(res.json()[field]?.[0], name).toMatch(message);
      expect(res.json().detail, name).toEqual(expect.any(String));
    }
    // A dry run of a bad mapping reports it instead.
    const dry = (await agent.post(IMPORT, { csv: 'Company,Notes\r\nAcme,x\r\n', dry_run: true })).json();
    expect(dry.mapping_problems).toEqual(['Choose the column that holds the Title.']);
    expect((await agent.get('/api/jobs/')).json()).toEqual([]);
  });

  it('export and import need a signed-in user; the export holds only the caller’s jobs', async () => {
    const anonymous = h.agent();
    expect((await anonymous.get('/api/jobs/export.csv')).statusCode).toBe(401);
    expect((await anonymous.post(IMPORT, { csv: 'Title,Company\r\nA,B\r\n' })).statusCode).toBe(401);
    const owner = await signedIn('one@example.com');
    await owner.post('/api/jobs/', { title: 'Mine', company: 'Acme' });
    const other = await signedIn('two@example.com');
    expect((await other.get('/api/jobs/export.csv')).body.split('\r\n')).toHaveLength(2);
  });
});
