import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, it } from 'vitest';
import { buildApp } from '../app.js';
import { loadConfig } from '../config.js';
import { describeEachDatabase, openScratchDatabase } from '../../test/harness.js';

describeEachDatabase('GET /healthz when the database is gone', (kind) => {
  it('answers 503 with a detail instead of hanging or crashing', async () => {
    const config = loadConfig({ NODE_ENV: 'test', DATA_DIR: mkdtempSync(path.join(tmpdir(), 'hs-health-')) });
    const database = await openScratchDatabase(kind);
    const app = await buildApp({ config, database, logger: false });
    expect((await app.inject({ url: '/healthz' })).statusCode).toBe(200);
    await database.close();
    const res = await app.inject({ url: '/healthz' });
    expect(res.statusCode).toBe(503);
    expect(res.json()).toMatchObject({ detail: expect.any(String), status: 'unavailable' });
    await app.close();
  });
});
