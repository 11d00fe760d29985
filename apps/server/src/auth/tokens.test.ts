import { SignJWT } from 'jose';
import { describe, expect, it } from 'vitest';
import { TokenService } from './tokens.js';

const service = new TokenService('x'.repeat(40));

describe('TokenService', () => {
  it('issues tokens it accepts for their own type only', async () => {
    const { token } = await service.issue(7, 'access', 's1');
    expect(await service.verify(token, 'access')).toMatchObject({ userId: 7, type: 'access', sid: 's1' });
    expect(await service.verify(token, 'refresh')).toBeNull();
  });
  it('refuses tokens signed with another key', async () => {
    const { token } = await new TokenService('y'.repeat(40)).issue(7, 'access', 's1');
    expect(await service.verify(token, 'access')).toBeNull();
  });
  it('refuses the "none" algorithm and garbage', async () => {
    const header = Buffer.from(JSON.stringify({ alg: 'none', typ: 'JWT' })).toString('base64url');
    const body = Buffer.from(JSON.stringify({ token_type: 'access', user_id: 7, jti: 'a', iat: 1, exp: 9e9 })).toString(
      'base64url',
    );
    expect(await service.verify(`${header}.${body}.`, 'access')).toBeNull();
    expect(await service.verify('not-a-token', 'access')).toBeNull();
  });
  it('caps the expiry at the sign-in’s end', async () => {
    const now = Math.floor(Date.now() / 1000);
    const { claims } = await service.issue(7, 'refresh', 's1', now + 60);
    expect(claims.exp).toBe(now + 60);
    expect((await service.issue(7, 'refresh', 's1')).claims.exp).toBeGreaterThanOrEqual(now + 14 * 86_400);
  });

  it('refuses a token that names no sign-in', async () => {
    const key = (service as unknown as { key: Uint8Array }).key;
    const token = await new SignJWT({ token_type: 'access', user_id: 7 })
      .setProtectedHeader({ alg: 'HS256' })
      .setJti('j')
      .setIssuedAt()
      .setExpirationTime('5m')
      .sign(key);
    expect(await service.verify(token, 'access')).toBeNull();
  });

  it('refuses expired tokens', async () => {
    const key = (service as unknown as { key: Uint8Array }).key;
    const token = await new SignJWT({ token_type: 'access', user_id: 7 })
      .setProtectedHeader({ alg: 'HS256' })
      .setJti('j')
      .setIssuedAt(1000)
      .setExpirationTime(2000)
      .sign(key);
    expect(await service.verify(token, 'access')).toBeNull();
  });
});
