import { expect, it } from 'vitest';
import { apiMessages } from '@hirestride/shared';
import { describeOnDatabases } from '../../../test/harness.js';

describeOnDatabases('POST /dj-rest-auth/login/', (h) => {
  it('signs in with the right password (email case and spaces ignored)', async () => {
    await h.agent().register('login@example.com');
    const agent = h.agent();
    const res = await agent.login(' LOGIN@example.com ');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      user: { email: 'login@example.com' },
      access: expect.any(String),
      refresh: expect.any(String),
    });
    expect((await agent.get('/dj-rest-auth/user/')).statusCode).toBe(200);
  });

  it('gives the same answer for a wrong password and an unknown email', async () => {
    await h.agent().register('known@example.com');
    const wrong = await h.agent().login('known@example.com', 'wrong-Password-1');
    const unknown = await h.agent().login('unknown@example.com', 'wrong-Password-1');
    expect(wrong.statusCode).toBe(400);
    expect(unknown.statusCode).toBe(400);
    expect(wrong.body).toBe(unknown.body);
    expect(wrong.json()).toEqual({
      detail: apiMessages.badCredentials,
      non_field_errors: [apiMessages.badCredentials],
    });
  });

  it('rotates the session id and the CSRF token at login', async () => {
    await h.agent().register('rotate@example.com');
    const agent = h.agent();
    await agent.login('rotate@example.com');
    const firstSession = agent.cookies.get('sessionid');
    const firstCsrf = agent.cookies.get('csrftoken');
    await agent.post('/dj-rest-auth/login/', { email: 'rotate@example.com', password: 'river-Tango-42' });
    expect(agent.cookies.get('sessionid')).not.toBe(firstSession);
    expect(agent.cookies.get('csrftoken')).not.toBe(firstCsrf);
    // The old session id no longer signs anyone in.
    const stale = h.agent();
    stale.cookies.set('sessionid', firstSession!);
    expect((await stale.get('/dj-rest-auth/user/')).statusCode).toBe(401);
  });

  it('answers 429 to the 11th failed login from one address within a minute', async () => {
    for (let i = 0; i < 10; i += 1) {
      const res = await h.agent().login(`nobody${i}@example.com`, 'wrong-Password-1');
      expect(res.statusCode).toBe(400);
    }
    const res = await h.agent().login('nobody11@example.com', 'wrong-Password-1');
    expect(res.statusCode).toBe(429);
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
    expect(res.json().detail).toMatch(/throttled/);
  });

  it('answers 429 to the 6th failed login for one email within 5 minutes, then lets the right password through later', async () => {
    await h.agent().register('target@example.com');
    for (let i = 0; i < 5; i += 1) {
      expect((await h.agent().login('target@example.com', 'wrong-Password-1')).statusCode).toBe(400);
    }
    const blocked = await h.agent().login('target@example.com', 'river-Tango-42');
    expect(blocked.statusCode).toBe(429);
  });

  it('lets through no more than 5 guesses for one account when 60 arrive at once', async () => {
    await h.agent().register('parallel@example.com');
    const attempts = await Promise.all(
      Array.from({ length: 60 }, () => h.agent().login('parallel@example.com', 'wrong-Password-1')),
    );
    const codes = attempts.map((res) => res.statusCode);
    // Each guess is counted before its password is checked, so none can slip in while others are being verified.
    expect(codes.filter((code) => code === 400)).toHaveLength(5);
    expect(codes.filter((code) => code === 429)).toHaveLength(55);
  });

  it('does not count successful logins', async () => {
    await h.agent().register('often@example.com');
    for (let i = 0; i < 12; i += 1) expect((await h.agent().login('often@example.com')).statusCode).toBe(200);
  });

  it('names missing fields', async () => {
    const agent = h.agent();
    await agent.get('/csrf/');
    const res = await agent.post('/dj-rest-auth/login/', { email: 'x@example.com' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ password: [apiMessages.required] });
  });
});
