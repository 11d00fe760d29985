import { expect, it } from 'vitest';
import { apiMessages, messages } from '@hirestride/shared';
import { describeOnDatabases } from '../../../test/harness.js';

describeOnDatabases('POST /dj-rest-auth/registration/', (h) => {
  it('creates the account, signs in and answers 201 {access, refresh, user}', async () => {
    const agent = h.agent();
    const res = await agent.register('  New.User@Example.COM ');
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body).toMatchObject({
      user: { email: 'new.user@example.com', first_name: '', resume_count: 0, cover_letter_count: 0 },
    });
    expect(body.access).toEqual(expect.any(String));
    expect(body.refresh).toEqual(expect.any(String));
    expect(Object.keys(body.user).sort()).toEqual(
      [
        'pk',
        'email',
        'first_name',
        'last_name',
        'date_joined',
        'resume_count',
        'cover_letter_count',
        'email_verified',
        'has_password',
      ].sort(),
    );
    expect(agent.cookies.get('sessionid')).toBeTruthy();
    const me = await agent.get('/dj-rest-auth/user/');
    expect(me.statusCode).toBe(200);
    expect(me.json().email).toBe('new.user@example.com');
  });

  it('sets HttpOnly, SameSite=Lax cookies', async () => {
    const res = await h.agent().register('cookie@example.com');
    const session = res.cookies.find((c) => c.name === 'sessionid')!;
    expect(session).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
    const csrf = res.cookies.find((c) => c.name === 'csrftoken')!;
    expect(csrf.httpOnly).toBeFalsy();
    expect(res.cookies.find((c) => c.name === 'refresh_token')).toMatchObject({ httpOnly: true });
  });

  it.each(['not-an-email', 'me@example.com,boss@example.com', 'me@example.com;x@y.com', 'Me <me@example.com>'])(
    'refuses an invalid email: %j',
    async (email) => {
      const res = await h.agent().register(email);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ detail: messages.invalidEmail, email: [messages.invalidEmail] });
    },
  );

  it.each([
    ['short1', messages.passwordTooShort],
    ['onlyletters', messages.passwordLettersAndDigits],
    ['1234567890', messages.passwordLettersAndDigits],
    ['password1', apiMessages.passwordTooCommon],
    ['similar.person1', apiMessages.passwordTooSimilar],
  ])('refuses the password %j under password1', async (password, message) => {
    const res = await h.agent().register('similar.person1@example.com', password);
    expect(res.statusCode).toBe(400);
    expect(res.json().password1).toContain(message);
  });

  it('refuses a password longer than 128 characters', async () => {
    const res = await h.agent().register('long@example.com', 'a1'.repeat(65));
    expect(res.statusCode).toBe(400);
    expect(res.json().password1).toEqual([apiMessages.passwordTooLong]);
  });

  it('refuses mismatched passwords', async () => {
    const agent = h.agent();
    await agent.get('/csrf/');
    const res = await agent.post('/dj-rest-auth/registration/', {
      email: 'mm@example.com',
      password1: 'river-Tango-42',
      password2: 'river-Tango-43',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().non_field_errors).toEqual([apiMessages.passwordMismatch]);
  });

  it('refuses a taken email, whatever its case', async () => {
    expect((await h.agent().register('taken@example.com')).statusCode).toBe(201);
    const res = await h.agent().register('TAKEN@example.com');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ detail: apiMessages.emailTaken, email: [apiMessages.emailTaken] });
  });

  it('names every missing field', async () => {
    const agent = h.agent();
    await agent.get('/csrf/');
    const res = await agent.post('/dj-rest-auth/registration/', {});
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      email: [apiMessages.required],
      password1: [apiMessages.required],
      password2: [apiMessages.required],
    });
  });

  it('stores nothing from a refused request', async () => {
    await h.agent().register('nothing@example.com', 'short');
    const res = await h.agent().login('nothing@example.com', 'short');
    expect(res.statusCode).toBe(400);
  });
});

describeOnDatabases(
  'registration throttling',
  (h) => {
    it('answers 429 with Retry-After past the per-IP limit', async () => {
      for (let i = 0; i < 3; i += 1) expect((await h.agent().register(`t${i}@example.com`)).statusCode).toBe(201);
      const res = await h.agent().register('t4@example.com');
      expect(res.statusCode).toBe(429);
      expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
      expect(res.json().detail).toMatch(/throttled/);
    });
  },
  { env: { THROTTLE_SIGNUP_IP: '3/min' } },
);
