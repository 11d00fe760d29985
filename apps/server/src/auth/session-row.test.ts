// The session lookup, prepared once per way of finding a session: it answers the user and the session exactly as
// the ORM reads them (numbers, booleans, nulls, timestamps as Dates), on both databases, in one statement.
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { sessions, users } from '../db/schema.js';
import type { DatabaseHandle } from '../db/client.js';
import { describeEachDatabase, openScratchDatabase } from '../../test/harness.js';
import { SessionsRepository } from './sessions-repository.js';

describeEachDatabase('the session lookup', (kind) => {
  let handle: DatabaseHandle;
  const statements: string[] = [];
  beforeAll(async () => {
    handle = await openScratchDatabase(kind, (text) => statements.push(text));
  }, 60_000);
  afterAll(() => handle?.close());

  it('finds the user and the session as the ORM reads them, in one statement', async () => {
    const repo = new SessionsRepository(handle.db, 3600);
    const [inserted] = await handle.db
      .insert(users)
      .values({ email: 'row@example.com', firstName: 'Ada', googleSub: null, emailVerified: true })
      .returning();
    const { token, session } = await repo.create(inserted!.id, 'a browser');
    statements.length = 0;

    const found = await repo.find({ token });

    expect(statements).toHaveLength(1);
    const [user] = await handle.db.select().from(users).where(eq(users.id, inserted!.id));
    const [stored] = await handle.db.select().from(sessions).where(eq(sessions.id, session.id));
    expect(found?.user).toStrictEqual(user);
    expect(found?.user.dateJoined).toBeInstanceOf(Date);
    expect(found?.user.googleSub).toBeNull();
    expect(found?.session).toStrictEqual({
      id: stored!.id,
      publicId: stored!.publicId,
      expiresAt: stored!.expiresAt,
      lastSeenAt: stored!.lastSeenAt,
    });
    const byToken = await repo.find({ publicId: session.publicId, userId: inserted!.id });
    expect(byToken).toStrictEqual(found);
  });

  it('answers an inactive user for its caller to refuse', async () => {
    const repo = new SessionsRepository(handle.db, 3600);
    const [inserted] = await handle.db.insert(users).values({ email: 'inactive@example.com' }).returning();
    const { token } = await repo.create(inserted!.id);
    await handle.db.update(users).set({ isActive: false }).where(eq(users.id, inserted!.id));
    expect((await repo.find({ token }))?.user.isActive).toBe(false);
  });

  it.each(['cookie', 'token'] as const)(
    'records use at most once a minute, by the database’s clock (%s)',
    async (how) => {
      const repo = new SessionsRepository(handle.db, 3600);
      const [inserted] = await handle.db
        .insert(users)
        .values({ email: `touch-${how}@example.com` })
        .returning();
      const { token, session } = await repo.create(inserted!.id);
      const lastSeen = async () =>
        (await handle.db.select().from(sessions).where(eq(sessions.id, session.id)))[0]!.lastSeenAt.getTime();
      const use = () => repo.find(how === 'cookie' ? { token } : { publicId: session.publicId, userId: inserted!.id });
      const ago = async (seconds: number) => {
        await handle.db
          .update(sessions)
          .set({ lastSeenAt: sql`now() - make_interval(secs => ${seconds})` })
          .where(eq(sessions.id, session.id));
        return lastSeen();
      };
      const recent = await ago(50);
      await use();
      expect(await lastSeen()).toBe(recent);
      const stale = await ago(70);
      await use();
      expect(await lastSeen()).toBeGreaterThan(stale + 60_000);
    },
  );

  it('finds the same session by access token, and nothing for an unknown token', async () => {
    const repo = new SessionsRepository(handle.db, 3600);
    const [inserted] = await handle.db.insert(users).values({ email: 'token@example.com' }).returning();
    const { session } = await repo.create(inserted!.id);
    const found = await repo.find({ publicId: session.publicId, userId: inserted!.id });
    expect(found?.user.id).toBe(inserted!.id);
    expect(found?.session.publicId).toBe(session.publicId);
    expect(await repo.find({ token: 'not-a-session' })).toBeNull();
    expect(await repo.find({ publicId: session.publicId, userId: inserted!.id + 1 })).toBeNull();
  });
});
