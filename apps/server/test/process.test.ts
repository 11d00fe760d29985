/** Starts the real server as a child process (as npm start does, from source via tsx). */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { freePort, start, waitHealthy } from './server-process.js';

const dirs: string[] = [];
const tempDir = () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'hs-proc-'));
  dirs.push(dir);
  return dir;
};
afterAll(() => dirs.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

const credentials = { email: 'durable@example.com', password1: 'river-Tango-42', password2: 'river-Tango-42' };
const json = { 'content-type': 'application/json' };

describe('the real server process', () => {
  it('finishes an in-flight request on SIGTERM, exits 0, and finds the data after a restart on the same DATA_DIR', async () => {
    const dataDir = tempDir();
    const port = String(await freePort());
    const first = start({ DATA_DIR: dataDir, PORT: port });
    await waitHealthy(first);
    // Right after listening the server indexes the match dictionary (about a second on one core, main.ts). A request
    // sent during it, and the signal after it, would both wait for the event loop in an order nobody chose; one more
    // answered request means that work is over, so the registration below is read before the signal.
    await fetch(`${first.url}/healthz`);
    // Registration hashes a password, so it is still running when the signal arrives.
    const inFlight = fetch(`${first.url}/dj-rest-auth/registration/`, {
      method: 'POST',
      headers: json,
      body: JSON.stringify(credentials),
    });
    await new Promise((resolve) => setTimeout(resolve, 15));
    first.child.kill('SIGTERM');
    expect((await inFlight).status).toBe(201);
    expect(await first.exited).toBe(0);

    const second = start({ DATA_DIR: dataDir, PORT: port });
    await waitHealthy(second);
    const login = await fetch(`${second.url}/dj-rest-auth/login/`, {
      method: 'POST',
      headers: json,
      body: JSON.stringify({ email: credentials.email, password: credentials.password1 }),
    });
    expect(login.status).toBe(200);
    second.child.kill('SIGINT');
    expect(await second.exited).toBe(0);
  }, 90_000);

  it('refuses a port already taken with one clear line', async () => {
    const port = await freePort();
    const blocker = createServer().listen(port, '127.0.0.1');
    try {
      const server = start({ DATA_DIR: tempDir(), PORT: String(port) });
      expect(await server.exited).not.toBe(0);
      expect(server.output().trim()).toMatch(
        new RegExp(`^HireStride cannot start: Port ${port} on 127.0.0.1 is already in use`),
      );
      expect(server.output().trim().split('\n')).toHaveLength(1);
    } finally {
      blocker.close();
    }
  }, 60_000);

  it('refuses a second server on the same embedded DATA_DIR', async () => {
    const dataDir = tempDir();
    const first = start({ DATA_DIR: dataDir, PORT: String(await freePort()) });
    await waitHealthy(first);
    const second = start({ DATA_DIR: dataDir, PORT: String(await freePort()) });
    expect(await second.exited).not.toBe(0);
    expect(second.output().trim()).toMatch(
      /^HireStride cannot start: Another HireStride server \(pid \d+\) is using DATA_DIR/,
    );
    first.child.kill('SIGTERM');
    expect(await first.exited).toBe(0);
  }, 60_000);

  it('refuses a DATA_DIR it cannot write', async () => {
    const file = path.join(tempDir(), 'a-file');
    writeFileSync(file, 'not a folder');
    const server = start({ DATA_DIR: path.join(file, 'data'), PORT: String(await freePort()) });
    expect(await server.exited).not.toBe(0);
    expect(server.output().trim()).toMatch(/^HireStride cannot start: DATA_DIR .* is not writable/);
  }, 60_000);

  it.each([
    ['PORT', 'eighty', /Invalid PORT/],
    ['NODE_ENV', 'staging', /Invalid NODE_ENV/],
    ['THROTTLE_LOGIN_IP', 'lots', /Invalid THROTTLE_LOGIN_IP: "lots" is not a rate/],
    ['DATABASE_URL', 'mysql://x', /Invalid DATABASE_URL/],
  ])(
    'refuses an invalid %s',
    async (name, value, pattern) => {
      const server = start({ DATA_DIR: tempDir(), PORT: '3999', [name]: value });
      expect(await server.exited).not.toBe(0);
      expect(server.output().trim()).toMatch(pattern);
      expect(server.output().trim().split('\n')).toHaveLength(1);
    },
    60_000,
  );

  it('refuses an unreachable DATABASE_URL without printing its password', async () => {
    const port = await freePort();
    const server = start({
      DATA_DIR: tempDir(),
      PORT: '3999',
      DATABASE_URL: `postgres://user:sekrit@127.0.0.1:${port}/db`,
    });
    expect(await server.exited).not.toBe(0);
    expect(server.output().trim()).toMatch(
      /^HireStride cannot start: Cannot reach the database at DATABASE_URL \(127\.0\.0\.1:\d+\/db\): ECONNREFUSED$/,
    );
    expect(server.output()).not.toContain('sekrit');
  }, 60_000);
});
