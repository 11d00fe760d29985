/**
 * Vitest global setup: the migrations are applied once per run, not once per suite. A migrated PGlite is dumped to a
 * file every worker loads its scratch databases from, and (when TEST_DATABASE_URL is set) a migrated PostgreSQL
 * database is kept as the template every scratch PostgreSQL database is created from. The harness
 * (openScratchDatabase) still opens each through the app's openDatabase, which finds nothing left to migrate.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import PgBoss from 'pg-boss';
import type { TestProject } from 'vitest/node';
import { migrationsFolderFrom, openDatabase } from '../src/db/client.js';
import { pgBossOptions, preparePgBoss } from '../src/mail/pg-boss-queue.js';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A tar of a migrated PGlite data directory (PGlite's dumpDataDir), or '' to migrate each database. */
    pgliteSnapshot: string;
    /** A migrated PostgreSQL database to create scratch databases from, or '' to migrate each database. */
    postgresTemplate: string;
  }
}

const migrationsFolder = migrationsFolderFrom(path.resolve(import.meta.dirname, '..'));

export default async function setup(project: TestProject) {
  const dir = mkdtempSync(path.join(tmpdir(), 'hs-test-templates-'));
  const snapshot = path.join(dir, 'pglite.tar');
  // What openDatabase does for an in-memory PGlite: the same migrator, on the same files.
  const client = await PGlite.create();
  await migrate(drizzle(client), { migrationsFolder });
  writeFileSync(snapshot, Buffer.from(await (await client.dumpDataDir('none')).arrayBuffer()));
  await client.close();
  project.provide('pgliteSnapshot', snapshot);

  const adminUrl = process.env.TEST_DATABASE_URL;
  let template = '';
  if (adminUrl) {
    template = `hs_template_${process.pid}_${Math.random().toString(36).slice(2, 8)}`;
    await adminQuery(adminUrl, `CREATE DATABASE ${template}`);
    const url = new URL(adminUrl);
    url.pathname = `/${template}`;
    const handle = await openDatabase({ databaseUrl: url.toString(), migrationsFolder, poolSize: 1 });
    // pg-boss's tables too, as the app's first start makes them, so each scratch database starts with them.
    const boss = new PgBoss(pgBossOptions((text, values) => handle.pool!.query(text, values)));
    await boss.start();
    await preparePgBoss(boss);
    await boss.stop({ graceful: false, wait: true });
    await handle.close();
  }
  project.provide('postgresTemplate', template);

  return async () => {
    rmSync(dir, { recursive: true, force: true });
    if (adminUrl && template) await adminQuery(adminUrl, `DROP DATABASE IF EXISTS ${template} WITH (FORCE)`);
  };
}

async function adminQuery(adminUrl: string, sqlText: string): Promise<void> {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query(sqlText);
  } finally {
    await admin.end();
  }
}
