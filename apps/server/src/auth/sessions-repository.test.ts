// Shaped reads (one statement per shape of a request's options) are prepared up to a cap; the fixed reads are
// prepared however many shapes came first, so odd queries cannot take the hot reads' prepared plans away. Columns
// given as a function are built only when a statement is.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { openDatabase, type DatabaseHandle } from '../db/client.js';
import { migrationsFolder } from '../../test/harness.js';
import { PREPARED_SHAPES_MAX, readerId, SessionsRepository } from './sessions-repository.js';

let handle: DatabaseHandle;
beforeAll(async () => {
  handle = await openDatabase({ migrationsFolder });
});
afterAll(() => handle.close());

/** A signed-in user of a fresh repository: its id and session token. */
async function signedIn(repo: SessionsRepository, email: string) {
  const [user] = await handle.db
    .execute(sql`INSERT INTO users (email) VALUES (${email}) RETURNING id`)
    .then((result) => (result as unknown as { rows: Array<{ id: number }> }).rows);
  const { token } = await repo.create(user!.id);
  return { userId: user!.id, token };
}

it('prepares shaped reads up to PREPARED_SHAPES_MAX and fixed reads always, each answering its own SQL', async () => {
  const repo = new SessionsRepository(handle.db, 3600);
  const { userId, token } = await signedIn(repo, 'cap@example.com');
  const shape = (i: number) => ({
    name: `shape_${i}`,
    shaped: true,
    columns: { n: sql<number>`${i} + ${readerId} * 0` },
  });
  for (let i = 0; i < PREPARED_SHAPES_MAX + 3; i += 1) {
    const found = await repo.read({ token }, shape(i), {});
    expect(found?.values.n).toBe(i);
  }
  expect(repo.isPrepared('shape_0')).toBe(true);
  expect(repo.isPrepared(`shape_${PREPARED_SHAPES_MAX - 1}`)).toBe(true);
  expect(repo.isPrepared(`shape_${PREPARED_SHAPES_MAX}`)).toBe(false);
  // Past the cap, a shape still answers, unprepared.
  expect((await repo.read({ token }, shape(PREPARED_SHAPES_MAX + 1), {}))?.values.n).toBe(PREPARED_SHAPES_MAX + 1);
  const fixed = await repo.read({ token }, { name: 'fixed_read', columns: { id: sql<number>`${readerId}` } }, {});
  expect(fixed?.values.id).toBe(userId);
  expect(repo.isPrepared('fixed_read')).toBe(true);
});

it('builds lazily given columns once per prepared statement, and on every read that runs unprepared', async () => {
  const repo = new SessionsRepository(handle.db, 3600);
  const { userId, token } = await signedIn(repo, 'lazy@example.com');
  let built = 0;
  const columns = () => {
    built += 1;
    return { id: sql<number>`${readerId}` };
  };
  for (let i = 0; i < 3; i += 1) {
    expect((await repo.read({ token }, { name: 'lazy_read', columns }, {}))?.values.id).toBe(userId);
  }
  expect(built).toBe(1);
  for (let i = 0; i < 2; i += 1) {
    expect((await repo.read({ token }, { columns }, {}))?.values.id).toBe(userId);
  }
  expect(built).toBe(3);
});
