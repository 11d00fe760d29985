import { Writable } from 'node:stream';
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
      await h.agent().get('/api/content/skills/');
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
      expect(me.headers['x-request-id']).toEqual(expect.any(String));
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
  },
  { app: { logger: { level: 'info', stream } } },
);
