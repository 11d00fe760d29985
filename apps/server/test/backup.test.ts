/** npm run db:backup / db:restore round trip on the embedded database. */
import { spawnSync } from 'node:child_process';
import { chmodSync, existsSync, mkdtempSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { serverRoot } from './harness.js';
import { freePort, start, waitHealthy, type Started } from './server-process.js';

const cli = path.join(serverRoot, 'src/cli/db-backup.ts');
const tsxLoader = import.meta.resolve('tsx');
const dataDir = mkdtempSync(path.join(tmpdir(), 'hs-backup-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

function run(...args: string[]) {
  const result = spawnSync(process.execPath, ['--import', tsxLoader, cli, ...args], {
    env: { PATH: process.env.PATH, DATA_DIR: dataDir },
    encoding: 'utf8',
  });
  return { code: result.status, output: `${result.stdout}${result.stderr}` };
}

async function register(server: Started, email: string) {
  const res = await fetch(`${server.url}/dj-rest-auth/registration/`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password1: 'river-Tango-42', password2: 'river-Tango-42' }),
  });
  expect(res.status).toBe(201);
}

async function canLogIn(server: Started, email: string) {
  const res = await fetch(`${server.url}/dj-rest-auth/login/`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: 'river-Tango-42' }),
  });
  return res.status === 200;
}

describe('embedded database backup and restore', () => {
  it('backs up, refuses while the server runs, and restores exactly the backed-up data', async () => {
    const port = String(await freePort());
    const first = start({ DATA_DIR: dataDir, PORT: port });
    await waitHealthy(first);
    await register(first, 'kept@example.com');
    const busy = run('backup', path.join(dataDir, 'busy.tar.gz'));
    expect(busy.code).not.toBe(0);
    expect(busy.output).toMatch(/is using .*: stop it first/);
    first.child.kill('SIGTERM');
    expect(await first.exited).toBe(0);

    const file = path.join(dataDir, 'backups', 'snapshot.tar.gz');
    const backedUp = run('backup', file);
    expect(backedUp.code, backedUp.output).toBe(0);
    expect(existsSync(file)).toBe(true);
    // Every user's data and password hash: owner-only, even where a wider file was there before.
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(statSync(path.dirname(file)).mode & 0o777).toBe(0o700);
    const shared = path.join(dataDir, 'shared.tar.gz');
    writeFileSync(shared, 'old');
    chmodSync(shared, 0o644);
    expect(run('backup', shared).code).toBe(0);
    expect(statSync(shared).mode & 0o777).toBe(0o600);

    const second = start({ DATA_DIR: dataDir, PORT: port });
    await waitHealthy(second);
    await register(second, 'after-backup@example.com');
    second.child.kill('SIGTERM');
    await second.exited;

    const restored = run('restore', file);
    expect(restored.code, restored.output).toBe(0);
    expect(readdirSync(dataDir).some((name) => name.startsWith('pglite.before-restore-'))).toBe(true);

    const third = start({ DATA_DIR: dataDir, PORT: port });
    await waitHealthy(third);
    expect(await canLogIn(third, 'kept@example.com')).toBe(true);
    expect(await canLogIn(third, 'after-backup@example.com')).toBe(false);
    third.child.kill('SIGTERM');
    await third.exited;
  }, 120_000);

  it('refuses a missing or broken backup and leaves the database as it was', () => {
    expect(run('restore', path.join(dataDir, 'nope.tar.gz')).code).not.toBe(0);
    expect(run('restore').code).not.toBe(0);
  });
});
