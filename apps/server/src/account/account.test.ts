import { sql } from 'drizzle-orm';
import JSZip from 'jszip';
import { afterAll, expect, it } from 'vitest';
import { apiMessages, type ResumeVersion } from '@hirestride/shared';
import { describeOnDatabases, type Agent, type Harness } from '../../test/harness.js';
import { FAKE_GOOGLE_CLIENT_ID, startFakeGoogle } from '../../test/fake-google.js';
import { readPdf } from '../resumes/publish/parse-back.js';

const google = await startFakeGoogle();
afterAll(() => google.close());

const FIREFOX = 'Mozilla/5.0 (Macintosh; Intel Mac OS X 14.7; rv:133.0) Gecko/20100101 Firefox/133.0';
const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

/** Every table with a user_id column, asked of the database itself (not of our schema file). */
async function rowsLeftFor(h: Harness, userId: number): Promise<Record<string, number>> {
  const tables = rowsOf<{ table_name: string }>(
    await h.database.db.execute(
      sql`SELECT table_name FROM information_schema.columns WHERE column_name = 'user_id' AND table_schema = 'public'`,
    ),
  ).map((row) => row.table_name);
  expect(tables.length).toBeGreaterThanOrEqual(17);
  const left: Record<string, number> = {};
  for (const table of tables) {
    const [row] = rowsOf<{ n: number }>(
      await h.database.db.execute(
        sql`SELECT count(*)::int AS n FROM ${sql.identifier(table)} WHERE user_id = ${userId}`,
      ),
    );
    left[table] = row!.n;
  }
  const [user] = rowsOf<{ n: number }>(
    await h.database.db.execute(sql`SELECT count(*)::int AS n FROM users WHERE id = ${userId}`),
  );
  left.users = user!.n;
  return left;
}

/** A user with something in every part of the product. */
async function busyUser(h: Harness, email: string) {
  const agent = h.agent();
  const { user } = (await agent.register(email)).json();
  await agent.post('/api/content/personal-info/', { first_name: 'Ada', last_name: 'Lovelace', email, phone: '' });
  const created = await Promise.all([
    agent.post('/api/content/work-experiences/', {
      job_title: 'Engineer',
      company: 'Analytical Engines',
      start_date: '2020-01-01',
      description: 'Built the difference engine',
    }),
    agent.post('/api/content/skills/', { skill_name: 'TypeScript' }),
    agent.post('/api/interview/stars/', { question: 'behavioural-conflict-01' }),
  ]);
  const job = (await agent.post('/api/jobs/', { title: 'Staff Engineer', company: 'Babbage & Co' })).json();
  created.push(await agent.post(`/api/jobs/${job.id}/contacts/`, { name: 'Charles' }));
  created.push(await agent.post('/api/cover-letters/', { name: 'For Babbage', body: 'Dear Charles,', job: job.id }));
  for (const res of created) expect([201, 204]).toContain(res.statusCode);
  return { agent, userId: user.pk as number, jobId: job.id as number };
}

/** A new resume version of the user's library, named. */
async function resumeNamed(agent: Agent, name: string): Promise<ResumeVersion> {
  const [template] = (await agent.get('/templates/resume-templates/')).json() as Array<{ id: number }>;
  const res = await agent.post('/resumes/resume-versions/', { template: template!.id, name });
  expect(res.statusCode, res.body).toBe(201);
  return res.json();
}

/** A file of the export's zip read back: a PDF's text (its items joined by spaces), or a Word file's document.xml. */
async function pdfText(zip: JSZip, path: string) {
  const bytes = await zip.file(path)!.async('nodebuffer');
  expect(bytes.subarray(0, 5).toString('latin1'), path).toBe('%PDF-');
  const pages = await readPdf(bytes);
  return pages.map((page) => page.items.map((item) => item.text).join(' ')).join(' ');
}
async function docxText(zip: JSZip, path: string) {
  const docx = await JSZip.loadAsync(await zip.file(path)!.async('nodebuffer'));
  const xml = await docx.file('word/document.xml')?.async('string');
  expect(xml, path).toBeDefined();
  return [...xml!.matchAll(/<w:t(?:\s[^>]*)?>([^<]*)<\/w:t>/g)].map((match) => match[1]).join('');
}

describeOnDatabases(
  'account settings API',
  (h) => {
    it('lists the signed-in devices with the current one marked, and signs one out at once', async () => {
      const laptop = h.agent();
      await laptop.register('devices@example.com');
      const phone = h.agent();
      await phone.get('/csrf/');
      const { access } = (
        await phone.post(
          '/dj-rest-auth/login/',
          { email: 'devices@example.com', password: 'river-Tango-42' },
          { headers: { 'user-agent': FIREFOX } },
        )
      ).json();
      const list = (await laptop.get('/api/account/sessions/')).json();
      expect(list).toHaveLength(2);
      const other = list.find((session: { current: boolean }) => !session.current);
      expect(other).toMatchObject({ browser: 'Firefox on macOS', current: false });
      expect(list.filter((session: { current: boolean }) => session.current)).toHaveLength(1);
      expect((await laptop.delete(`/api/account/sessions/${other.id}/`)).statusCode).toBe(204);
      expect((await phone.get('/dj-rest-auth/user/')).statusCode).toBe(401);
      // Its access token belonged to that sign-in and stops too.
      const api = h.agent();
      api.bearer = access;
      expect((await api.get('/dj-rest-auth/user/')).statusCode).toBe(401);
      expect((await laptop.get('/dj-rest-auth/user/')).statusCode).toBe(200);
      expect((await laptop.delete(`/api/account/sessions/${other.id}/`)).statusCode).toBe(404);
    });

    it("cannot sign out another account's device", async () => {
      const owner = h.agent();
      await owner.register('owner@example.com');
      const [session] = (await owner.get('/api/account/sessions/')).json();
      const intruder = h.agent();
      await intruder.register('intruder@example.com');
      expect((await intruder.delete(`/api/account/sessions/${session.id}/`)).statusCode).toBe(404);
      expect((await owner.get('/dj-rest-auth/user/')).statusCode).toBe(200);
    });

    it('signs out everywhere else and keeps this device', async () => {
      const here = h.agent();
      await here.register('everywhere@example.com');
      const there = [h.agent(), h.agent()];
      for (const agent of there) await agent.login('everywhere@example.com');
      const res = await here.post('/api/account/sessions/sign-out-others/');
      expect(res.json()).toEqual({ detail: apiMessages.signedOutOthers });
      for (const agent of there) expect((await agent.get('/dj-rest-auth/user/')).statusCode).toBe(401);
      expect((await here.get('/api/account/sessions/')).json()).toHaveLength(1);
    });

    it('exports every table the user owns, the library as JSON Resume, and each resume and letter as PDF and Word, without secrets', async () => {
      const { agent, jobId } = await busyUser(h, 'export@example.com');
      await busyUser(h, 'someone-else@example.com');
      await resumeNamed(agent, 'Registered Nurse - Mercy General');
      const nights = await resumeNamed(agent, 'Charge Nurse / Nights');
      const { id, ...rest } = nights;
      const experience = [{ ...rest.content_data.experience[0]!, job_title: 'Night Charge Nurse' }];
      const saved = await agent.patch(`/resumes/resume-versions/${id}/`, {
        ...rest,
        content_data: { ...rest.content_data, experience },
      });
      expect(saved.statusCode, saved.body).toBe(200);
      // Named like the first, and stating an employer the profile does not show: its own download is refused until
      // that is confirmed, but it is the user's letter and leaves with them.
      const second = await agent.post('/api/cover-letters/', {
        name: 'For Babbage',
        body: 'Dear Charles,\n\nAt Globex, I ran the night shift.',
        job: jobId,
      });
      expect((await agent.get(`/api/cover-letters/${second.json().id}/export.pdf`)).statusCode).toBe(409);

      const res = await agent.get('/api/account/export/');
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('application/zip');
      expect(res.headers['content-disposition']).toMatch(/hirestride-export-\d{4}-\d{2}-\d{2}\.zip/);
      expect(res.headers['cache-control']).toBe('no-store');
      const zip = await JSZip.loadAsync(res.rawPayload);
      const files = Object.keys(zip.files).filter((name) => !zip.files[name]!.dir);
      expect(files.sort()).toEqual([
        'README.txt',
        'cover-letters/For Babbage (2).docx',
        'cover-letters/For Babbage (2).pdf',
        'cover-letters/For Babbage.docx',
        'cover-letters/For Babbage.pdf',
        'data.json',
        'resume.json',
        'resumes/Charge Nurse - Nights.docx',
        'resumes/Charge Nurse - Nights.pdf',
        'resumes/Registered Nurse - Mercy General.docx',
        'resumes/Registered Nurse - Mercy General.pdf',
      ]);
      const data = JSON.parse(await zip.file('data.json')!.async('string'));
      expect(data.format).toBe('hirestride-export/1');
      const { tables } = data;
      expect(tables.users).toEqual([expect.objectContaining({ email: 'export@example.com' })]);
      expect(tables.users[0]).not.toHaveProperty('passwordHash');
      expect(tables.work_experiences).toEqual([expect.objectContaining({ company: 'Analytical Engines' })]);
      expect(tables.jobs).toEqual([expect.objectContaining({ company: 'Babbage & Co' })]);
      expect(tables.job_contacts).toHaveLength(1);
      expect(tables.cover_letters).toHaveLength(2);
      expect(tables.resume_versions).toHaveLength(2);
      expect(tables.interview_stars).toHaveLength(1);
      expect(tables.sessions[0]).not.toHaveProperty('id');
      expect(tables).not.toHaveProperty('refresh_tokens');
      const text = await zip.file('data.json')!.async('string');
      expect(text).not.toContain('someone-else@example.com');
      expect(text).not.toContain('$argon2');
      const resume = JSON.parse(await zip.file('resume.json')!.async('string'));
      expect(resume.basics.name).toBe('Ada Lovelace');
      expect(resume.work[0].name).toBe('Analytical Engines');

      // Each resume as drawn: the name it is for, and its own edits.
      const mercy = await pdfText(zip, 'resumes/Registered Nurse - Mercy General.pdf');
      expect(mercy).toContain('Ada Lovelace');
      expect(mercy).toContain('Engineer');
      expect(mercy).not.toContain('Night Charge Nurse');
      const nightsPdf = await pdfText(zip, 'resumes/Charge Nurse - Nights.pdf');
      expect(nightsPdf).toContain('Ada Lovelace');
      expect(nightsPdf).toContain('Night Charge Nurse');
      expect(await docxText(zip, 'resumes/Charge Nurse - Nights.docx')).toContain('Night Charge Nurse');
      expect(await docxText(zip, 'resumes/Registered Nurse - Mercy General.docx')).toContain('Ada Lovelace');
      // Each letter, the older one under the plain name.
      expect(await pdfText(zip, 'cover-letters/For Babbage.pdf')).toContain('Dear Charles,');
      expect(await docxText(zip, 'cover-letters/For Babbage.docx')).toContain('Dear Charles,');
      expect(await docxText(zip, 'cover-letters/For Babbage.docx')).not.toContain('night shift');
      expect(await pdfText(zip, 'cover-letters/For Babbage (2).pdf')).toContain('At Globex, I ran the night shift.');
      expect(await docxText(zip, 'cover-letters/For Babbage (2).docx')).toContain('At Globex, I ran the night shift.');
      expect(await zip.file('README.txt')!.async('string')).toContain('cover-letters/');
    });

    it('leaves an empty letter out of the files and says so, with the pages in the size asked for', async () => {
      const agent = h.agent();
      await agent.register('empty-letter@example.com');
      await agent.post('/api/cover-letters/', { name: 'Not started', body: '' });
      await agent.post('/api/cover-letters/', { name: 'Done', body: 'Dear Team,\n\nI would like the role.' });
      const res = await agent.get('/api/account/export/?size=LETTER');
      expect(res.statusCode).toBe(200);
      const zip = await JSZip.loadAsync(res.rawPayload);
      expect(
        Object.keys(zip.files).filter((name) => name.startsWith('cover-letters/') && !zip.files[name]!.dir),
      ).toEqual(['cover-letters/Done.pdf', 'cover-letters/Done.docx']);
      expect(await zip.file('documents-not-included.txt')!.async('string')).toContain(
        '- Cover letter “Not started”: it is empty.',
      );
      const [page] = await readPdf(await zip.file('cover-letters/Done.pdf')!.async('nodebuffer'));
      expect([Math.round(page!.width), Math.round(page!.height)]).toEqual([612, 792]);
      expect(JSON.parse(await zip.file('data.json')!.async('string')).tables.cover_letters).toHaveLength(2);
      expect((await agent.get('/api/account/export/?size=B5')).statusCode).toBe(400);
    });

    it('summarises what a deletion would remove', async () => {
      const { agent } = await busyUser(h, 'summary@example.com');
      const summary = (await agent.get('/api/account/summary/')).json();
      expect(summary).toMatchObject({ email: 'summary@example.com', has_password: true, email_verified: false });
      expect(summary.counts).toMatchObject({
        'work experiences': 1,
        skills: 1,
        'saved jobs': 1,
        'job contacts': 1,
        'cover letters': 1,
        'starred questions': 1,
        'signed-in devices': 1,
      });
    });

    it('deletes the account only with the password and DELETE, then leaves no row of it in any table', async () => {
      const { agent, userId } = await busyUser(h, 'leaving@example.com');
      const other = await busyUser(h, 'staying@example.com');
      const second = h.agent();
      await second.login('leaving@example.com');
      const before = await rowsLeftFor(h, userId);
      expect(Object.values(before).filter((n) => n > 0).length).toBeGreaterThanOrEqual(8);

      const wrong = await agent.post('/api/account/delete/', { password: 'wrong-Password-1', confirm: 'DELETE' });
      expect(wrong.statusCode).toBe(400);
      expect(wrong.json().password).toEqual([apiMessages.passwordWrong]);
      const unconfirmed = await agent.post('/api/account/delete/', { password: 'river-Tango-42', confirm: 'delete' });
      expect(unconfirmed.json().confirm).toEqual([apiMessages.deleteConfirmWord]);
      expect(await rowsLeftFor(h, userId)).toEqual(before);

      const res = await agent.post('/api/account/delete/', { password: 'river-Tango-42', confirm: 'DELETE' });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ detail: apiMessages.accountDeleted });
      expect(res.cookies.find((cookie) => cookie.name === 'sessionid')?.value).toBe('');
      const left = await rowsLeftFor(h, userId);
      expect(Object.entries(left).filter(([, n]) => n > 0)).toEqual([]);
      expect((await second.get('/dj-rest-auth/user/')).statusCode).toBe(401);
      expect((await h.agent().login('leaving@example.com')).statusCode).toBe(400);
      // The other account is untouched.
      expect(Object.values(await rowsLeftFor(h, other.userId)).filter((n) => n > 0).length).toBeGreaterThanOrEqual(8);
    });

    it('counts wrong passwords on deletion and password change against the login throttle', async () => {
      const agent = h.agent();
      await agent.register('guess@example.com');
      for (let i = 0; i < 3; i += 1) {
        const res = await agent.post('/api/account/delete/', { password: `wrong-Password-${i}`, confirm: 'DELETE' });
        expect(res.statusCode).toBe(400);
      }
      for (let i = 0; i < 2; i += 1) {
        const res = await agent.post('/dj-rest-auth/password/change/', {
          old_password: `wrong-Password-${i}`,
          new_password1: 'ocean-Delta-77',
          new_password2: 'ocean-Delta-77',
        });
        expect(res.statusCode).toBe(400);
      }
      // Five wrong guesses at this account's password in five minutes: even the right one now waits.
      const blocked = await agent.post('/dj-rest-auth/password/change/', {
        old_password: 'river-Tango-42',
        new_password1: 'ocean-Delta-77',
        new_password2: 'ocean-Delta-77',
      });
      expect(blocked.statusCode).toBe(429);
      expect((await h.agent().login('guess@example.com')).statusCode).toBe(429);
    });

    it('a Google-only account sets its first password and deletes itself only with a fresh Google sign-in', async () => {
      const agent = h.agent();
      await agent.get('/csrf/');
      const signedIn = await agent.post('/dj-rest-auth/google/', {
        id_token: await google.token({ sub: 'g-1', email: 'only-google@gmail.com' }),
      });
      expect(signedIn.statusCode).toBe(200);
      expect(signedIn.json().user).toMatchObject({ has_password: false, email_verified: true });
      const change = (body: Record<string, unknown>) =>
        agent.post('/dj-rest-auth/password/change/', {
          new_password1: 'ocean-Delta-77',
          new_password2: 'ocean-Delta-77',
          ...body,
        });
      // An access token alone (or a password field) is not enough any more.
      expect((await change({ old_password: '' })).json().google_id_token).toEqual([apiMessages.googleReauthRequired]);
      const someoneElse = await google.token({ sub: 'g-2', email: 'other@gmail.com' });
      expect((await change({ google_id_token: someoneElse })).json().google_id_token).toEqual([
        apiMessages.googleReauthMismatch,
      ]);
      expect((await change({ google_id_token: 'garbage' })).json().google_id_token).toEqual([
        apiMessages.googleInvalid,
      ]);
      const ok = await change({ google_id_token: await google.token({ sub: 'g-1', email: 'only-google@gmail.com' }) });
      expect(ok.statusCode).toBe(200);
      expect((await agent.get('/dj-rest-auth/user/')).json().has_password).toBe(true);
      expect((await h.agent().login('only-google@gmail.com', 'ocean-Delta-77')).statusCode).toBe(200);
    });
  },
  { env: { GOOGLE_CLIENT_ID: FAKE_GOOGLE_CLIENT_ID, GOOGLE_JWKS_URL: google.jwksUrl } },
);
