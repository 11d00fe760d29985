// The signed-in reads' driver path (prepared-read.ts) must answer exactly what pg's own query answers, describe a
// named statement once per connection, and fail the way pool.query fails: on a real PostgreSQL server.
import type { EventEmitter } from 'node:events';
import v8 from 'node:v8';
import { runInNewContext } from 'node:vm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { scratchPostgresUrl } from '../../test/harness.js';
import { startProxy } from '../../test/tcp-proxy.js';
import { preparedRead, type ColumnParsers } from './prepared-read.js';

const types = pg.types as unknown as ColumnParsers;

/**
 * A pool on the scratch database. Its errors are ignored, as the app's pool ignores them (db/client.ts): pool.end()
 * resolves before its connections have closed, and dropping the database then ends them from the server's side.
 */
function scratchPool(url: string, options: pg.PoolConfig): pg.Pool {
  const pool = new pg.Pool({ connectionString: url, ...options });
  pool.on('error', () => undefined);
  return pool;
}

describe.skipIf(!process.env.TEST_DATABASE_URL)('a prepared read on PostgreSQL', () => {
  let database: { url: string; drop: () => Promise<void> };
  let pool: pg.Pool;
  beforeAll(async () => {
    database = await scratchPostgresUrl('hs_prepared');
    // One connection, so that every read below meets the statements the earlier ones prepared.
    pool = scratchPool(database.url, { max: 1 });
  }, 60_000);
  afterAll(async () => {
    await pool?.end();
    await database?.drop();
  });

  /** Counts the messages of `names` the pool's one connection receives while `body` runs. */
  async function counting(names: string[], body: () => Promise<void>): Promise<Record<string, number>> {
    const client = await pool.connect();
    const connection = (client as unknown as { connection: EventEmitter }).connection;
    client.release();
    const counts = Object.fromEntries(names.map((name) => [name, 0]));
    const listeners = names.map((name) => [name, () => (counts[name] = counts[name]! + 1)] as const);
    for (const [name, listener] of listeners) connection.on(name, listener);
    try {
      await body();
    } finally {
      for (const [name, listener] of listeners) connection.off(name, listener);
    }
    return counts;
  }

  const TYPES_SQL = `SELECT g, $1::int AS i, $2::text AS t, $3::boolean AS b, NULL::int AS n, $4::timestamptz AS ts,
      $5::numeric AS d, $6::int[] AS arr, '{"a": [1, "x"]}'::json AS j, $7::date AS dt, 'It''s "quoted"' AS q
    FROM generate_series(1, 3) AS g ORDER BY g`;
  const TYPES_VALUES = [7, 'naïve text', true, new Date('2026-11-24T10:00:00Z'), '12.50', [1, null, 3], '2026-01-31'];

  it.each([
    ['named', 'types_check'],
    ['unnamed', undefined],
  ])('answers what pg’s own query answers, on every run (%s)', async (_kind, name) => {
    const expected = (await pool.query({ text: TYPES_SQL, values: TYPES_VALUES, rowMode: 'array' })).rows;
    expect(expected).toHaveLength(3);
    for (let run = 0; run < 3; run += 1) {
      expect(await preparedRead(pool, name, TYPES_SQL, TYPES_VALUES, types)).toStrictEqual(expected);
    }
  });

  it('parses and describes a named statement once per connection, an unnamed one on every run', async () => {
    const named = await counting(['parseComplete', 'rowDescription'], async () => {
      for (let run = 0; run < 4; run += 1) {
        expect(await preparedRead(pool, 'once_check', 'SELECT $1::int + 1', [run], types)).toStrictEqual([[run + 1]]);
      }
    });
    expect(named).toStrictEqual({ parseComplete: 1, rowDescription: 1 });
    const unnamed = await counting(['parseComplete', 'rowDescription'], async () => {
      for (let run = 0; run < 3; run += 1) await preparedRead(pool, undefined, 'SELECT $1::int', [run], types);
    });
    expect(unnamed).toStrictEqual({ parseComplete: 3, rowDescription: 3 });
  });

  it('answers no rows as an empty list', async () => {
    expect(await preparedRead(pool, 'none_check', 'SELECT 1 WHERE $1::int < 0', [1], types)).toStrictEqual([]);
    expect(await preparedRead(pool, 'none_check', 'SELECT 1 WHERE $1::int < 0', [-1], types)).toStrictEqual([[1]]);
  });

  it("rejects with PostgreSQL's error, and the next read works", async () => {
    const text = 'SELECT 10 / $1::int';
    expect(await preparedRead(pool, 'divide_check', text, [2], types)).toStrictEqual([[5]]);
    await expect(preparedRead(pool, 'divide_check', text, [0], types)).rejects.toThrow('division by zero');
    expect(await preparedRead(pool, 'divide_check', text, [5], types)).toStrictEqual([[2]]);
    await expect(preparedRead(pool, 'syntax_check', 'SELEC 1', [], types)).rejects.toThrow('syntax error');
    expect(await preparedRead(pool, 'after_check', 'SELECT $1::text', ['fine'], types)).toStrictEqual([['fine']]);
  });

  it('fails rather than answering old columns when a table changes under a prepared statement', async () => {
    await pool.query('CREATE TABLE shape_check (a int)');
    await pool.query('INSERT INTO shape_check VALUES (1)');
    const text = 'SELECT * FROM shape_check WHERE a = $1';
    expect(await preparedRead(pool, 'shape_check', text, [1], types)).toStrictEqual([[1]]);
    await pool.query("ALTER TABLE shape_check ADD COLUMN b text DEFAULT 'new'");
    await expect(preparedRead(pool, 'shape_check', text, [1], types)).rejects.toThrow();
    // The failed connection left the pool; on a new one the statement is prepared and described afresh.
    expect(await preparedRead(pool, 'shape_check', text, [1], types)).toStrictEqual([[1, 'new']]);
  });

  it('refuses a value pg cannot send, before anything reaches the connection', async () => {
    const circular: Record<string, unknown> = {};
    circular.self = circular;
    await expect(preparedRead(pool, 'value_check', 'SELECT $1::json', [circular], types)).rejects.toThrow();
    expect(await preparedRead(pool, 'value_check', 'SELECT $1::json', [{ ok: 1 }], types)).toStrictEqual([[{ ok: 1 }]]);
  });

  it('answers each of many concurrent reads its own rows', async () => {
    const wide = scratchPool(database.url, { max: 3 });
    try {
      const answers = await Promise.all(
        Array.from({ length: 60 }, (_, i) => preparedRead(wide, 'echo_check', 'SELECT $1::int * 2', [i], types)),
      );
      expect(answers).toStrictEqual(Array.from({ length: 60 }, (_, i) => [[i * 2]]));
    } finally {
      await wide.end();
    }
  });

  it('rejects a read whose connection is lost under it, without an uncaught error, and the pool carries on', async () => {
    // Through a proxy cut mid-read: the socket closes with no word from PostgreSQL, as on a network loss.
    const proxy = await startProxy(new URL(database.url));
    const url = new URL(database.url);
    url.host = `127.0.0.1:${proxy.port}`;
    const lossy = new pg.Pool({ connectionString: url.toString(), max: 1 });
    try {
      // Settled into a value at once: the read may fail before the test gets to await it.
      const read = preparedRead(lossy, 'loss_check', 'SELECT pg_sleep($1)', [5], types).then(
        () => 'answered',
        (error: Error) => error,
      );
      await new Promise((resolve) => setTimeout(resolve, 300));
      proxy.cut();
      expect(String(await read)).toContain('Connection terminated unexpectedly');
      proxy.restore();
      expect(await preparedRead(lossy, 'loss_check', 'SELECT 1 + $1::int', [1], types)).toStrictEqual([[2]]);
    } finally {
      await lossy.end();
      await proxy.close();
    }
  });

  it("gives up after the pool's query timeout, and the pool carries on", async () => {
    const slow = scratchPool(database.url, { max: 1, query_timeout: 200 });
    try {
      const started = Date.now();
      await expect(preparedRead(slow, 'sleep_check', 'SELECT pg_sleep($1)', [2], types)).rejects.toThrow(
        'Query read timeout',
      );
      expect(Date.now() - started).toBeLessThan(1500);
      expect(await preparedRead(slow, 'sleep_check', 'SELECT pg_sleep($1)', [0], types)).toStrictEqual([['']]);
    } finally {
      await slow.end();
    }
  });

  it('lets go of its rows and its caller once answered, as pg keeps the read until the timeout closure dies', async () => {
    // pg's query timeout wraps each read's callback in a closure over the read. Under load V8 allocates that closure
    // in old space, where it lives until a full collection: a read still holding its rows there kept every answer
    // alive past the young collections (decision 013). Here a strong reference stands in for that closure.
    const timed = scratchPool(database.url, { max: 1, query_timeout: 15_000 });
    const gc = collector();
    try {
      const client = await timed.connect();
      const submit = client.query.bind(client);
      let submitted: unknown;
      (client as unknown as { query: (read: unknown) => unknown }).query = (read) => {
        submitted = read;
        return submit(read as pg.Submittable);
      };
      client.release();
      let rows: unknown[][] | undefined = await preparedRead(
        timed,
        'kept_check',
        'SELECT g FROM generate_series(1, 50) AS g',
        [],
        types,
      );
      expect(rows).toHaveLength(50);
      const answer = new WeakRef(rows);
      rows = undefined;
      await new Promise((resolve) => setImmediate(resolve));
      gc();
      expect(submitted).toBeDefined();
      expect(answer.deref()).toBeUndefined();
    } finally {
      await timed.end();
    }
  });
});

/** V8's full collection, which tests cannot otherwise call without a flag on the whole process. */
function collector(): () => void {
  v8.setFlagsFromString('--expose-gc');
  return runInNewContext('gc') as () => void;
}
