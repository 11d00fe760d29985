/** Every write the server acknowledged is there after it is killed with SIGKILL and restarted (PGlite and PostgreSQL). */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, expect, it } from 'vitest';
import { describeEachDatabase, scratchPostgresUrl, type DatabaseKind } from './harness.js';
import { freePort, start, waitHealthy } from './server-process.js';

const dirs: string[] = [];
afterAll(() => dirs.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

/** How each database kind is set up; describeEachDatabase reports the PostgreSQL case skipped without TEST_DATABASE_URL. */
const setups: Record<DatabaseKind, () => Promise<{ env: Record<string, string>; cleanup: () => Promise<void> }>> = {
  pglite: async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'hs-durable-'));
    dirs.push(dir);
    return { env: { DATA_DIR: dir }, cleanup: async () => undefined };
  },
  postgres: async () => {
    const db = await scratchPostgresUrl('hs_durable');
    const dir = mkdtempSync(path.join(tmpdir(), 'hs-durable-'));
    dirs.push(dir);
    return { env: { DATA_DIR: dir, DATABASE_URL: db.url }, cleanup: db.drop };
  },
};

describeEachDatabase('durability', (kind) => {
  const setup = setups[kind];
  it('keeps every acknowledged write across a SIGKILL mid-stream', async () => {
    const { env, cleanup } = await setup();
    const port = String(await freePort());
    try {
      const first = start({ ...env, PORT: port, THROTTLE_SIGNUP_IP: '1000/min' });
      await waitHealthy(first);
      const registered = await fetch(`${first.url}/dj-rest-auth/registration/`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          email: 'durable@example.com',
          password1: 'river-Tango-42',
          password2: 'river-Tango-42',
        }),
      });
      const { access } = (await registered.json()) as { access: string };
      const headers = { 'content-type': 'application/json', authorization: `Bearer ${access}` };
      const acknowledged: string[] = [];
      const write = async (name: string) => {
        try {
          const res = await fetch(`${first.url}/api/content/snippets/`, {
            method: 'POST',
            headers,
            body: JSON.stringify({ title: name, content: name }),
          });
          if (res.status === 201) acknowledged.push(name);
        } catch {
          // cut off by the kill: not acknowledged
        }
      };
      for (let i = 0; i < 20; i += 1) await write(`sequential-${i}`);
      // A stream of concurrent writes, killed while they are in flight.
      const inFlight = Array.from({ length: 40 }, (_, i) => write(`concurrent-${i}`));
      await new Promise((resolve) => setTimeout(resolve, 40));
      first.child.kill('SIGKILL');
      await Promise.all(inFlight);
      await first.exited;
      expect(acknowledged.length).toBeGreaterThanOrEqual(20);

      const second = start({ ...env, PORT: port });
      await waitHealthy(second);
      const stored = (await (await fetch(`${second.url}/api/content/snippets/`, { headers })).json()) as Array<{
        title: string;
      }>;
      const titles = new Set(stored.map((snippet) => snippet.title));
      const lost = acknowledged.filter((name) => !titles.has(name));
      expect(lost).toEqual([]);
      second.child.kill('SIGTERM');
      expect(await second.exited).toBe(0);
    } finally {
      await cleanup();
    }
  }, 120_000);
});
