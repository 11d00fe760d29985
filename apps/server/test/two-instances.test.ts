/** Two server processes on one PostgreSQL (and one Redis), requests alternating: sign-in, CSRF, throttling and edits. */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, it } from 'vitest';
import { describeNeeding, scratchPostgresUrl } from './harness.js';
import { freePort, start, waitHealthy, type Started } from './server-process.js';

const redisUrl = process.env.TEST_REDIS_URL;

/** A browser-like client (cookies, CSRF header) whose every request goes to the other server than the one before. */
class AlternatingClient {
  private turn = 0;
  /** `cookies`: another client's jar, to act as the same browser through other servers. */
  constructor(
    private readonly servers: Started[],
    readonly cookies = new Map<string, string>(),
  ) {}

  async request(method: string, url: string, body?: unknown, options: { noCsrf?: boolean } = {}) {
    const server = this.servers[this.turn++ % this.servers.length]!;
    const headers: Record<string, string> = { cookie: [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ') };
    if (body !== undefined) headers['content-type'] = 'application/json';
    const csrf = this.cookies.get('csrftoken');
    if (method !== 'GET' && csrf && !options.noCsrf) headers['x-csrftoken'] = csrf;
    const res = await fetch(server.url + url, {
      method,
      headers,
      ...(body !== undefined ? { body: JSON.stringify(body) } : {}),
    });
    for (const cookie of res.headers.getSetCookie()) {
      const [name, value] = cookie.split(';')[0]!.split('=') as [string, string];
      if (/Max-Age=0|Expires=Thu, 01 Jan 1970/i.test(cookie)) this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
    const text = await res.text();
    return { status: res.status, body: text ? JSON.parse(text) : null };
  }

  async login(email: string, password: string) {
    await this.request('GET', '/csrf/');
    return this.request('POST', '/dj-rest-auth/login/', { email, password });
  }
}

/** Two servers starting on one database and Redis (wait for them with waitHealthy). */
async function twoServers(db: { url: string }): Promise<Started[]> {
  // Several instances share SECRET_KEY and REDIS_URL, as the README asks.
  const env = {
    DATABASE_URL: db.url,
    REDIS_URL: redisUrl!,
    REDIS_KEY_PREFIX: `test:${process.pid}:${Date.now()}`,
    SECRET_KEY: 's'.repeat(48),
  };
  const servers = [
    start({ ...env, DATA_DIR: mkdtempSync(path.join(tmpdir(), 'hs-a-')), PORT: String(await freePort()) }),
    start({ ...env, DATA_DIR: mkdtempSync(path.join(tmpdir(), 'hs-b-')), PORT: String(await freePort()) }),
  ];
  return servers;
}

describeNeeding(['postgres', 'redis'], 'two server processes', () => {
  it('share sessions, CSRF tokens, refresh tokens, throttling and data', async () => {
    const db = await scratchPostgresUrl('hs_two');
    const servers = await twoServers(db);
    try {
      await Promise.all(servers.map(waitHealthy));
      const user = new AlternatingClient(servers);
      await user.request('GET', '/csrf/');
      const registered = await user.request('POST', '/dj-rest-auth/registration/', {
        email: `both-${Date.now()}@example.com`,
        password1: 'river-Tango-42',
        password2: 'river-Tango-42',
      });
      expect(registered.status).toBe(201);
      expect((await user.request('GET', '/dj-rest-auth/user/')).status).toBe(200);
      const created = await user.request('POST', '/api/content/skills/', { skill_name: 'Go' });
      expect(created.status).toBe(201);
      expect(
        (await user.request('PUT', `/api/content/skills/${created.body.id}/`, { skill_name: 'Rust' })).status,
      ).toBe(200);
      expect((await user.request('GET', '/api/content/skills/')).body).toEqual([
        { id: created.body.id, skill_name: 'Rust', proficiency: '', category: '' },
      ]);
      expect((await user.request('POST', '/dj-rest-auth/logout/', undefined, { noCsrf: true })).status).toBe(403);
      expect((await user.request('POST', '/dj-rest-auth/token/refresh/')).status).toBe(200);
      expect((await user.request('POST', '/dj-rest-auth/logout/')).status).toBe(200);
      expect((await user.request('GET', '/dj-rest-auth/user/')).status).toBe(401);

      // Failed logins on either server count against one limit (Redis), spread over emails.
      const attacker = new AlternatingClient(servers);
      const tag = Date.now().toString(36);
      for (let i = 0; i < 10; i += 1)
        expect((await attacker.login(`x${i}-${tag}@example.com`, 'wrong-Password-1')).status).toBe(400);
      expect((await attacker.login(`x10-${tag}@example.com`, 'wrong-Password-1')).status).toBe(429);
    } finally {
      for (const server of servers) server.child.kill('SIGTERM');
      await Promise.all(servers.map((server) => server.exited));
      await db.drop();
    }
  }, 90_000);

  it('an answer one instance keeps is not served once the other changes it, and not after a sign-out there', async () => {
    const db = await scratchPostgresUrl('hs_kept');
    const servers = await twoServers(db);
    try {
      await Promise.all(servers.map(waitHealthy));
      const [a, b] = servers.map((server) => [server]) as [Started[], Started[]];
      const viaA = new AlternatingClient(a);
      const viaB = new AlternatingClient(b, viaA.cookies);
      await viaA.request('GET', '/csrf/');
      const email = `kept-${Date.now()}@example.com`;
      const password = 'river-Tango-42';
      expect(
        (await viaA.request('POST', '/dj-rest-auth/registration/', { email, password1: password, password2: password }))
          .status,
      ).toBe(201);
      const reads = ['/dj-rest-auth/user/', '/api/content/skills/', '/api/jobs/?limit=50'];
      const readAll = async () => Promise.all(reads.map(async (url) => (await viaB.request('GET', url)).body));
      // B reads each twice, so each is kept there and served from what it kept.
      const before = await readAll();
      expect(await readAll()).toEqual(before);

      // Changes through A: a name, a skill, a job, a letter. B's very next reads have them.
      await viaA.request('PATCH', '/dj-rest-auth/user/', { first_name: 'Ada', last_name: 'L' });
      await viaA.request('POST', '/api/content/skills/', { skill_name: 'Go' });
      const job = await viaA.request('POST', '/api/jobs/', { title: 'Engineer', company: 'Acme' });
      expect(job.status).toBe(201);
      expect((await viaA.request('POST', '/api/cover-letters/', { name: 'L', job: job.body.id })).status).toBe(201);
      const [user, skills, page] = await readAll();
      expect(user).toMatchObject({ first_name: 'Ada', cover_letter_count: 1 });
      expect(skills).toMatchObject([{ skill_name: 'Go' }]);
      expect(page).toMatchObject({ count: 1, results: [{ title: 'Engineer' }] });

      // A sign-out through A: B refuses the same cookie on its next request, kept answers or not.
      const signedIn = new Map(viaA.cookies);
      expect((await viaA.request('POST', '/dj-rest-auth/logout/')).status).toBe(200);
      for (const [name, value] of signedIn) viaB.cookies.set(name, value);
      for (const url of reads) expect((await viaB.request('GET', url)).status, url).toBe(401);
    } finally {
      for (const server of servers) server.child.kill('SIGTERM');
      await Promise.all(servers.map((server) => server.exited));
      await db.drop();
    }
  }, 90_000);
});
