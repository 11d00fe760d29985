import { chmodSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { freePort, start, waitHealthy } from '../test/server-process.js';
import { ConfigError, loadConfig } from './config.js';

const scratch = mkdtempSync(path.join(tmpdir(), 'hs-config-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));
let folders = 0;
const freshDir = () => path.join(scratch, `data-${(folders += 1)}`);
const load = (env: Record<string, string>) => loadConfig({ NODE_ENV: 'test', DATA_DIR: freshDir(), ...env });
// Tests may run as root, where access checks pass whatever the mode: assert on the mode bits themselves.
const modeOf = (file: string) => statSync(file).mode & 0o777;

describe('TRUST_PROXY', () => {
  it('trusts no proxy when unset, and takes a list of addresses and CIDRs', () => {
    expect(load({}).trustProxy).toEqual([]);
    expect(load({ TRUST_PROXY: '127.0.0.1, 10.0.0.0/8,::1,fd00::/8' }).trustProxy).toEqual([
      '127.0.0.1',
      '10.0.0.0/8',
      '::1',
      'fd00::/8',
    ]);
  });

  it.each(['banana', '10.0.0.0/99', '10.0.0.1/8/8', '::1/129', 'loopback', '300.1.1.1'])(
    'refuses %s with an error naming TRUST_PROXY',
    (value) => {
      expect(() => load({ TRUST_PROXY: value })).toThrow(ConfigError);
      expect(() => load({ TRUST_PROXY: value })).toThrow(/^Invalid TRUST_PROXY: must be a list of IP addresses/);
    },
  );
});

describe('DATABASE_POOL_SIZE', () => {
  it("leaves the pool's size to the machine's cores when unset, and takes a whole number from 1 to 100", () => {
    expect(load({}).databasePoolSize).toBeUndefined();
    expect(load({ DATABASE_POOL_SIZE: '1' }).databasePoolSize).toBe(1);
    expect(load({ DATABASE_POOL_SIZE: '24' }).databasePoolSize).toBe(24);
  });

  it.each(['0', '101', '4.5', 'many', '-3'])('refuses %s with an error naming DATABASE_POOL_SIZE', (value) => {
    expect(() => load({ DATABASE_POOL_SIZE: value })).toThrow(/^Invalid DATABASE_POOL_SIZE: /);
  });
});

describe('DATA_DIR and the secret key file', () => {
  it('creates DATA_DIR owner-only and the generated secret key readable by its owner alone', () => {
    const dataDir = path.join(freshDir(), 'nested');
    const config = loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir });
    expect(modeOf(dataDir)).toBe(0o700);
    const keyFile = path.join(dataDir, 'secret_key');
    expect(readFileSync(keyFile, 'utf8').trim()).toBe(config.secretKey);
    expect(modeOf(keyFile)).toBe(0o600);
    expect(config.warnings).toEqual([]);
    // A restart reads the same key back, without a warning.
    expect(loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir })).toMatchObject({
      secretKey: config.secretKey,
      warnings: [],
    });
  });

  it('leaves the mode of a DATA_DIR that already exists to its owner', () => {
    const dataDir = mkdtempSync(path.join(scratch, 'existing-'));
    chmodSync(dataDir, 0o750);
    loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir });
    expect(modeOf(dataDir)).toBe(0o750);
  });

  it('replaces a too-short key with one only its owner can read', () => {
    const dataDir = mkdtempSync(path.join(scratch, 'short-'));
    const keyFile = path.join(dataDir, 'secret_key');
    writeFileSync(keyFile, 'short\n');
    chmodSync(keyFile, 0o644);
    const config = loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir });
    expect(config.secretKey.length).toBeGreaterThanOrEqual(32);
    expect(modeOf(keyFile)).toBe(0o600);
  });

  it.each([
    ['640', 0o640],
    ['604', 0o604],
    ['660', 0o660],
  ])('warns, and keeps the key, when the key file has mode %s', (_label, mode) => {
    const dataDir = mkdtempSync(path.join(scratch, 'open-'));
    const keyFile = path.join(dataDir, 'secret_key');
    const key = 'k'.repeat(40);
    writeFileSync(keyFile, `${key}\n`);
    chmodSync(keyFile, mode);
    const config = loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir });
    expect(config.secretKey).toBe(key);
    expect(config.warnings).toEqual([expect.stringContaining(`${keyFile} is open to other users`)]);
    expect(config.warnings[0]).toContain(`chmod 600 ${keyFile}`);
    expect(modeOf(keyFile)).toBe(mode);
  });

  it('does not look at the key file when SECRET_KEY is set', () => {
    const dataDir = mkdtempSync(path.join(scratch, 'env-key-'));
    writeFileSync(path.join(dataDir, 'secret_key'), `${'k'.repeat(40)}\n`, { mode: 0o644 });
    expect(loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir, SECRET_KEY: 's'.repeat(40) }).warnings).toEqual([]);
  });

  it('the server logs the warning once at start, and still serves', async () => {
    const dataDir = mkdtempSync(path.join(scratch, 'server-'));
    const keyFile = path.join(dataDir, 'secret_key');
    writeFileSync(keyFile, `${'k'.repeat(40)}\n`);
    chmodSync(keyFile, 0o644);
    const server = start({ DATA_DIR: dataDir, PORT: String(await freePort()) });
    try {
      await waitHealthy(server);
      const warnings = server
        .output()
        .split('\n')
        .filter((line) => line.includes('is open to other users'));
      expect(warnings).toHaveLength(1);
      expect(JSON.parse(warnings[0]!)).toMatchObject({ level: 40, msg: expect.stringContaining(keyFile) });
    } finally {
      server.child.kill('SIGTERM');
      await server.exited;
    }
  }, 60_000);
});
