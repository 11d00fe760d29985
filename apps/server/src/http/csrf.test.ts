import { expect, it } from 'vitest';
import { apiMessages } from '@hirestride/shared';
import { describeOnDatabases } from '../../test/harness.js';
import { maskSecret } from '../auth/csrf-token.js';

/** Every unsafe route of the API so far, with a body it would accept. */
const UNSAFE_ROUTES: Array<[string, unknown, ('POST' | 'PUT' | 'PATCH')?]> = [
  ['/dj-rest-auth/login/', { email: 'csrf@example.com', password: 'river-Tango-42' }],
  [
    '/dj-rest-auth/registration/',
    { email: 'other@example.com', password1: 'river-Tango-42', password2: 'river-Tango-42' },
  ],
  ['/dj-rest-auth/google/', { access_token: 'x' }],
  ['/dj-rest-auth/logout/', {}],
  ['/dj-rest-auth/user/', { first_name: 'Eve' }, 'PATCH'],
  ['/dj-rest-auth/user/', { first_name: 'Eve' }, 'PUT'],
  ['/dj-rest-auth/token/refresh/', {}],
  [
    '/dj-rest-auth/password/change/',
    { old_password: 'river-Tango-42', new_password1: 'ocean-Delta-77', new_password2: 'ocean-Delta-77' },
  ],
];

describeOnDatabases('CSRF protection', (h) => {
  const signedIn = async () => {
    const agent = h.agent();
    await agent.register('csrf@example.com');
    return agent;
  };

  it('GET /csrf/ sets a readable csrftoken cookie and answers the spec body', async () => {
    const res = await h.agent().get('/csrf/');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ detail: 'CSRF cookie set' });
    const cookie = res.cookies.find((c) => c.name === 'csrftoken')!;
    expect(cookie.value).toMatch(/^[A-Za-z0-9]{32}$/);
    expect(cookie.httpOnly).toBeFalsy();
    expect(cookie.sameSite).toBe('Lax');
  });

  it.each(UNSAFE_ROUTES)('%s refuses a cookie request without the header', async (url, body, method = 'POST') => {
    const agent = await signedIn();
    const res = await agent.request(method, url, body, { noCsrf: true });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ detail: apiMessages.csrfMissing });
    expect((await agent.get('/dj-rest-auth/user/')).statusCode).toBe(200);
  });

  it.each(UNSAFE_ROUTES)('%s refuses a wrong header', async (url, body, method = 'POST') => {
    const agent = await signedIn();
    const res = await agent.request(method, url, body, { noCsrf: true, headers: { 'x-csrftoken': 'A'.repeat(32) } });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ detail: apiMessages.csrfIncorrect });
  });

  it.each(UNSAFE_ROUTES)('%s refuses a foreign Origin', async (url, body, method = 'POST') => {
    const agent = await signedIn();
    const res = await agent.request(method, url, body, { headers: { origin: 'https://evil.example.com' } });
    expect(res.statusCode).toBe(403);
    expect(res.json().detail).toBe(apiMessages.csrfOrigin);
  });

  it('accepts a matching Origin and a Django-masked token', async () => {
    const agent = await signedIn();
    const secret = agent.cookies.get('csrftoken')!;
    const res = await agent.post('/dj-rest-auth/logout/', undefined, {
      noCsrf: true,
      headers: { 'x-csrftoken': maskSecret(secret), origin: 'http://localhost:80', host: 'localhost:80' },
    });
    expect(res.statusCode).toBe(200);
  });

  it('refuses a cookie request whose csrftoken cookie is missing', async () => {
    const agent = await signedIn();
    agent.cookies.delete('csrftoken');
    const res = await agent.post('/dj-rest-auth/logout/', undefined, { headers: { 'x-csrftoken': 'A'.repeat(32) } });
    expect(res.statusCode).toBe(403);
    expect(res.json().detail).toBe(apiMessages.csrfCookieNotSet);
  });

  it.each(['Bearer x', 'Bearer not.a.jwt', 'Bearer '])(
    'a cookie request with "%s" is still asked for the token: only a valid access token exempts it',
    async (authorization) => {
      const agent = await signedIn();
      for (const url of ['/dj-rest-auth/logout/', '/dj-rest-auth/token/refresh/']) {
        const res = await agent.post(url, {}, { noCsrf: true, headers: { authorization } });
        expect(res.statusCode, url).toBe(403);
        expect(res.json()).toEqual({ detail: apiMessages.csrfMissing });
      }
      expect((await agent.get('/dj-rest-auth/user/')).statusCode).toBe(200);
    },
  );

  it('a refresh token presented as Bearer exempts nothing either; a valid access token does', async () => {
    const agent = await signedIn();
    const login = await agent.post('/dj-rest-auth/login/', { email: 'csrf@example.com', password: 'river-Tango-42' });
    const { access, refresh } = login.json() as { access: string; refresh: string };
    const asRefresh = await agent.post(
      '/dj-rest-auth/logout/',
      {},
      { noCsrf: true, headers: { authorization: `Bearer ${refresh}` } },
    );
    expect(asRefresh.statusCode).toBe(403);
    const asAccess = await agent.patch(
      '/dj-rest-auth/user/',
      { first_name: 'Ada' },
      { noCsrf: true, headers: { authorization: `Bearer ${access}` } },
    );
    expect(asAccess.statusCode).toBe(200);
  });

  it('does not ask a request without cookies for a token', async () => {
    const res = await h.agent().post('/dj-rest-auth/login/', { email: 'none@example.com', password: 'river-Tango-42' });
    expect(res.statusCode).toBe(400);
  });
});
