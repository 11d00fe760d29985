import { expect, it } from 'vitest';
import { apiMessages } from '@hirestride/shared';
import { describeOnDatabases } from '../../../test/harness.js';

describeOnDatabases('signed-in endpoints', (h) => {
  it('GET /dj-rest-auth/user/ answers 401 without credentials', async () => {
    const res = await h.agent().get('/dj-rest-auth/user/');
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ detail: apiMessages.notAuthenticated });
  });

  it('PATCH /dj-rest-auth/user/ updates the names and keeps the email', async () => {
    const agent = h.agent();
    await agent.register('names@example.com');
    const res = await agent.patch('/dj-rest-auth/user/', { first_name: '  Ada ', email: 'other@example.com' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ first_name: 'Ada', last_name: '', email: 'names@example.com' });
    const put = await agent.put('/dj-rest-auth/user/', { first_name: 'Ada', last_name: 'Lovelace' });
    expect(put.json()).toMatchObject({ first_name: 'Ada', last_name: 'Lovelace' });
    expect((await agent.get('/dj-rest-auth/user/')).json().last_name).toBe('Lovelace');
    const tooLong = await agent.patch('/dj-rest-auth/user/', { first_name: 'x'.repeat(151) });
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json().first_name).toEqual(['Ensure this field has no more than 150 characters.']);
    expect((await h.agent().patch('/dj-rest-auth/user/', { first_name: 'X' })).statusCode).toBe(401);
  });

  it('logout destroys the session: the old cookie no longer works', async () => {
    const agent = h.agent();
    await agent.register('out@example.com');
    const oldSession = agent.cookies.get('sessionid')!;
    const res = await agent.post('/dj-rest-auth/logout/');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ detail: apiMessages.loggedOut });
    // Cookies are cleared...
    expect(agent.cookies.has('sessionid')).toBe(false);
    expect(agent.cookies.has('csrftoken')).toBe(false);
    // ...and a client that kept the old one is refused.
    const replay = h.agent();
    replay.cookies.set('sessionid', oldSession);
    expect((await replay.get('/dj-rest-auth/user/')).statusCode).toBe(401);
  });

  it('logout revokes the refresh token', async () => {
    const agent = h.agent();
    const { refresh } = (await agent.register('revoke@example.com')).json();
    await agent.post('/dj-rest-auth/logout/');
    const res = await h.agent().post('/dj-rest-auth/token/refresh/', { refresh });
    expect(res.statusCode).toBe(401);
  });

  it('logout without a session still answers 200', async () => {
    const res = await h.agent().post('/dj-rest-auth/logout/');
    expect(res.statusCode).toBe(200);
  });

  it('the access token works as Bearer on API routes without cookies or CSRF', async () => {
    const { access } = (await h.agent().register('bearer@example.com')).json();
    const api = h.agent();
    api.bearer = access;
    const me = await api.get('/dj-rest-auth/user/');
    expect(me.statusCode).toBe(200);
    expect(me.json().email).toBe('bearer@example.com');
    const change = await api.post('/dj-rest-auth/password/change/', {
      old_password: 'river-Tango-42',
      new_password1: 'ocean-Delta-77',
      new_password2: 'ocean-Delta-77',
    });
    expect(change.statusCode).toBe(200);
  });

  it('an invalid Bearer token is a 401', async () => {
    const api = h.agent();
    api.bearer = 'not.a.token';
    const res = await api.get('/dj-rest-auth/user/');
    expect(res.statusCode).toBe(401);
    expect(res.json().detail).toBe(apiMessages.invalidToken);
  });

  it('refresh from the body rotates the pair; the old refresh token is single-use', async () => {
    const { refresh } = (await h.agent().register('refresh@example.com')).json();
    const first = await h.agent().post('/dj-rest-auth/token/refresh/', { refresh });
    expect(first.statusCode).toBe(200);
    const pair = first.json();
    expect(pair.access).toEqual(expect.any(String));
    expect(pair.refresh).not.toBe(refresh);
    const api = h.agent();
    api.bearer = pair.access;
    expect((await api.get('/dj-rest-auth/user/')).statusCode).toBe(200);
    expect((await h.agent().post('/dj-rest-auth/token/refresh/', { refresh })).statusCode).toBe(401);
  });

  it('a used refresh token presented again ends its whole sign-in, and no other', async () => {
    const thief = h.agent();
    const { refresh: stolen } = (await thief.register('family@example.com')).json();
    const other = h.agent();
    await other.login('family@example.com');
    const pair = (await h.agent().post('/dj-rest-auth/token/refresh/', { refresh: stolen })).json();
    // The copy comes back after the owner used it: someone else holds it.
    expect((await h.agent().post('/dj-rest-auth/token/refresh/', { refresh: stolen })).statusCode).toBe(401);
    const api = h.agent();
    api.bearer = pair.access;
    expect((await api.get('/dj-rest-auth/user/')).statusCode).toBe(401);
    expect((await h.agent().post('/dj-rest-auth/token/refresh/', { refresh: pair.refresh })).statusCode).toBe(401);
    expect((await thief.get('/dj-rest-auth/user/')).statusCode).toBe(401);
    // The same account's other sign-in is untouched.
    expect((await other.get('/dj-rest-auth/user/')).statusCode).toBe(200);
  });

  it('a refresh chain ends with its sign-in: never past the absolute two weeks', async () => {
    const { refresh } = (await h.agent().register('chain@example.com')).json();
    await h.database.exec(`UPDATE sessions SET expires_at = now() + interval '1 hour'`);
    const pair = (await h.agent().post('/dj-rest-auth/token/refresh/', { refresh })).json();
    const claims = JSON.parse(Buffer.from(pair.refresh.split('.')[1], 'base64url').toString());
    // The new refresh token expires with the sign-in (an hour), not 14 fresh days.
    expect(claims.exp - Date.now() / 1000).toBeLessThanOrEqual(3600);
    expect(claims.exp - Date.now() / 1000).toBeGreaterThan(3500);
    await h.database.exec(`UPDATE sessions SET expires_at = now() - interval '1 second'`);
    expect((await h.agent().post('/dj-rest-auth/token/refresh/', { refresh: pair.refresh })).statusCode).toBe(401);
  });

  it('a refresh whose sign-in ends while the new pair is made answers 401, never 500, and hands out nothing', async () => {
    const agent = h.agent();
    const { refresh } = (await agent.register('race@example.com')).json();
    // The sign-out from another tab, landing at the worst moment: after the old token is used, before the new one
    // is stored. A trigger ends the sign-in just as the new token is written, as that sign-out would.
    await h.database.exec(`
      CREATE FUNCTION end_sign_in_first() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN DELETE FROM sessions WHERE id = NEW.session_id; RETURN NEW; END $$;
      CREATE TRIGGER end_sign_in_first BEFORE INSERT ON refresh_tokens
        FOR EACH ROW EXECUTE FUNCTION end_sign_in_first();`);
    try {
      const res = await h.agent().post('/dj-rest-auth/token/refresh/', { refresh });
      expect(res.statusCode, res.body).toBe(401);
      expect(res.json()).toMatchObject({ code: 'token_not_valid' });
      expect(res.cookies.find((cookie) => cookie.name === 'refresh_token')).toBeUndefined();
    } finally {
      await h.database.exec('DROP TRIGGER end_sign_in_first ON refresh_tokens; DROP FUNCTION end_sign_in_first();');
    }
  });

  it('signing out with a refresh token ends that sign-in for its access token too', async () => {
    const { access, refresh } = (await h.agent().register('tokens-out@example.com')).json();
    const api = h.agent();
    api.bearer = access;
    expect((await api.post('/dj-rest-auth/logout/', { refresh })).statusCode).toBe(200);
    const after = h.agent();
    after.bearer = access;
    expect((await after.get('/dj-rest-auth/user/')).statusCode).toBe(401);
  });

  it('refresh reads the HttpOnly cookie when the body has none', async () => {
    const agent = h.agent();
    await agent.register('cookie-refresh@example.com');
    const res = await agent.post('/dj-rest-auth/token/refresh/');
    expect(res.statusCode).toBe(200);
    expect(res.json().access).toEqual(expect.any(String));
  });

  it('refresh refuses an access token and nothing at all', async () => {
    const { access } = (await h.agent().register('wrongtype@example.com')).json();
    expect((await h.agent().post('/dj-rest-auth/token/refresh/', { refresh: access })).statusCode).toBe(401);
    expect((await h.agent().post('/dj-rest-auth/token/refresh/', {})).statusCode).toBe(401);
  });

  it('a password change ends the other sessions and keeps this one', async () => {
    const phone = h.agent();
    await phone.register('change@example.com');
    const laptop = h.agent();
    const { refresh } = (await laptop.login('change@example.com')).json();
    const res = await phone.post('/dj-rest-auth/password/change/', {
      old_password: 'river-Tango-42',
      new_password1: 'ocean-Delta-77',
      new_password2: 'ocean-Delta-77',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ detail: apiMessages.passwordChanged });
    expect((await phone.get('/dj-rest-auth/user/')).statusCode).toBe(200);
    expect((await laptop.get('/dj-rest-auth/user/')).statusCode).toBe(401);
    expect((await h.agent().post('/dj-rest-auth/token/refresh/', { refresh })).statusCode).toBe(401);
    expect((await h.agent().login('change@example.com', 'river-Tango-42')).statusCode).toBe(400);
    expect((await h.agent().login('change@example.com', 'ocean-Delta-77')).statusCode).toBe(200);
  });

  it('a password change checks the old password and the new rules', async () => {
    const agent = h.agent();
    await agent.register('rules@example.com');
    const res = await agent.post('/dj-rest-auth/password/change/', {
      old_password: 'wrong-Password-1',
      new_password1: 'short',
      new_password2: 'other',
    });
    expect(res.statusCode).toBe(400);
    const body = res.json();
    expect(body.old_password).toEqual([apiMessages.oldPasswordWrong]);
    expect(body.new_password2).toContain(apiMessages.passwordMismatch);
    expect(body.new_password2).toContain('Password must be at least 8 characters long.');
  });

  it('a password change needs a signed-in user', async () => {
    const res = await h.agent().post('/dj-rest-auth/password/change/', {
      old_password: 'a',
      new_password1: 'b',
      new_password2: 'b',
    });
    expect(res.statusCode).toBe(401);
  });
});
