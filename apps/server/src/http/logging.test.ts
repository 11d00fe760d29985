import { Writable } from 'node:stream';
import { sql } from 'drizzle-orm';
import { beforeEach, expect, it } from 'vitest';
import { describeOnDatabases } from '../../test/harness.js';

const lines: string[] = [];
const stream = new Writable({
  write(chunk, _encoding, done) {
    lines.push(...String(chunk).split('\n').filter(Boolean));
    done();
  },
});
const records = () => lines.map((line) => JSON.parse(line) as Record<string, unknown>);

describeOnDatabases(
  'structured logs',
  (h) => {
    beforeEach(() => {
      lines.length = 0;
    });

    it('writes one JSON line per request with its id, user, status and duration', async () => {
      const agent = h.agent();
      const registered = await agent.register('logs@example.com');
      const userId = registered.json().user.pk;
      const me = await agent.get('/dj-rest-auth/user/');
      const refused = await h.agent().get('/api/content/skills/');
      const requests = records().filter((record) => record.msg === 'request');
      expect(requests).toHaveLength(4); // csrf, registration, user, anonymous skills
      for (const record of requests) {
        expect(record).toMatchObject({
          reqId: expect.any(String),
          status: expect.any(Number),
          durationMs: expect.any(Number),
        });
      }
      expect(new Set(requests.map((record) => record.reqId)).size).toBe(4);
      expect(requests.find((record) => record.path === '/dj-rest-auth/user/')).toMatchObject({ userId, status: 200 });
      expect(requests.find((record) => record.path === '/api/content/skills/')).toMatchObject({ status: 401 });
      // Every answer names its request by the id its log line carries, refusals included.
      const logged = (path: string) => requests.find((record) => record.path === path)?.reqId;
      expect(me.headers['x-request-id']).toBe(logged('/dj-rest-auth/user/'));
      expect(refused.headers['x-request-id']).toBe(logged('/api/content/skills/'));
    });

    it('logs auth events: login success and failure, logout, throttling, CSRF refusals', async () => {
      const agent = h.agent();
      await agent.register('events@example.com');
      await agent.login('events@example.com');
      await agent.post('/dj-rest-auth/logout/');
      for (let i = 0; i < 6; i += 1) await h.agent().login('events@example.com', 'wrong-Password-1');
      const csrfless = h.agent();
      await csrfless.register('csrf-event@example.com');
      await csrfless.post('/dj-rest-auth/logout/', undefined, { noCsrf: true });
      const events = records().map((record) => record.event);
      for (const event of ['registration', 'login_success', 'logout', 'login_failure', 'throttled', 'csrf_refused']) {
        expect(events, event).toContain(event);
      }
    });

    it('never writes passwords, tokens, cookies or CSRF secrets', async () => {
      const password = 'Secret-Horse-93';
      const agent = h.agent();
      const { access, refresh } = (await agent.register('secret@example.com', password)).json();
      await agent.login('secret@example.com', password);
      await h.agent().login('secret@example.com', 'Wrong-Horse-93');
      await agent.post('/dj-rest-auth/token/refresh/', { refresh });
      await agent.post('/dj-rest-auth/password/change/', {
        old_password: password,
        new_password1: 'Other-Horse-94',
        new_password2: 'Other-Horse-94',
      });
      const api = h.agent();
      api.bearer = access;
      await api.get('/dj-rest-auth/user/');
      const text = lines.join('\n');
      const secrets = [
        password,
        'Wrong-Horse-93',
        'Other-Horse-94',
        access,
        refresh,
        agent.cookies.get('sessionid')!,
        agent.cookies.get('csrftoken')!,
      ];
      for (const secret of secrets) expect(text).not.toContain(secret);
      expect(text).not.toContain('argon2id');
    });

    it('logs a failed query by its class, SQLSTATE, SQL and constraint, never by its values', async () => {
      // A real failure on the real insert: the driver's error carries the row (email, password hash) in `detail`,
      // Drizzle's carries it in its message and params.
      await h.database.exec('ALTER TABLE users ADD CONSTRAINT log_test_refuses CHECK (false) NOT VALID');
      try {
        const res = await h.agent().register('leaky-person@example.com', 'Leaky-Horse-93');
        expect(res.statusCode).toBe(500);
      } finally {
        await h.database.exec('ALTER TABLE users DROP CONSTRAINT log_test_refuses');
      }
      const text = lines.join('\n');
      for (const secret of ['leaky-person', 'argon2', 'Leaky-Horse-93', 'Failing row'])
        expect(text).not.toContain(secret);
      const logged = records().find((record) => record.msg === 'unhandled error');
      expect(logged?.err).toMatchObject({
        type: 'DrizzleQueryError',
        code: '23514',
        table: 'users',
        constraint: 'log_test_refuses',
        query: expect.stringMatching(/^insert into "users" .*values \(default, \$1, \$2/),
        message: expect.stringContaining('violates check constraint "log_test_refuses"'),
        stack: expect.stringMatching(/^DrizzleQueryError: Failed query: insert into "users"[^\n]*\n\s+at /),
      });
      expect(logged?.err).not.toHaveProperty('params');
      expect(logged?.err).not.toHaveProperty('detail');
    });

    it('leaves out a bound value the database repeats in its message and context', async () => {
      const secret = 'sk-live-Zebra-4421';
      const error = await h.database.db.execute(sql`select ${secret}::integer`).then(
        () => null,
        (failure: unknown) => failure,
      );
      expect(String((error as Error).cause)).toContain(secret); // what would have been logged
      // The three ways an error reaches the log: ours, bare, and Fastify's (which repeats the error's message).
      h.app.log.error({ err: error }, 'query failed');
      h.app.log.error(error as Error);
      h.app.log.child({ reqId: 'r-1' }).error({ err: error }, (error as Error).message);
      expect(lines.join('\n')).not.toContain(secret);
      const logged = records().filter((record) => (record.err as { code?: string } | undefined)?.code === '22P02');
      expect(logged).toHaveLength(3);
      for (const record of logged) {
        expect(record.err).toMatchObject({
          type: 'DrizzleQueryError',
          message: 'Failed query: select $1::integer: invalid input syntax for type integer: …',
        });
      }
    });

    it('leaves out a value the database quotes inside its sentence, keeping the names it quotes', async () => {
      const pin = '98765432109';
      const error = await h.database.db.execute(sql`select ${pin}::integer`).then(
        () => null,
        (failure: unknown) => failure,
      );
      expect(String((error as Error).cause)).toContain(pin);
      h.app.log.error({ err: error }, 'query failed');
      expect(lines.join('\n')).not.toContain(pin);
      expect(records().at(-1)?.err).toMatchObject({
        code: '22003',
        message: 'Failed query: select $1::integer: value "…" is out of range for type integer',
      });
    });

    it('logs other errors whole, as before', async () => {
      h.app.log.error({ err: Object.assign(new Error('disk full'), { path: '/tmp/x' }) }, 'other failure');
      const logged = records().find((record) => record.msg === 'other failure');
      expect(logged?.err).toMatchObject({ type: 'Error', message: 'disk full', path: '/tmp/x' });
    });
  },
  { app: { logger: { level: 'info', stream } } },
);
