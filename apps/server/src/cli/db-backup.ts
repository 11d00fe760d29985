/**
 * npm run db:backup [file]   — writes the embedded database (DATA_DIR/pglite) to a .tar.gz a user can keep.
 * npm run db:restore <file>  — replaces it with a backup; the previous data is kept beside it, renamed.
 * Both need the server stopped. PostgreSQL deployments use pg_dump / pg_restore instead.
 */
import { chmodSync, existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { lockHolder } from '../db/data-dir-lock.js';

const dataDir = path.resolve(process.env.DATA_DIR || './data');
const pgliteDir = path.join(dataDir, 'pglite');
const stamp = () => new Date().toISOString().replace(/[-:]/g, '').replace(/\..*/, '').replace('T', '-');

function fail(message: string): never {
  process.stderr.write(`${message}\n`);
  process.exit(1);
}

async function backup(file: string | undefined) {
  if (!existsSync(pgliteDir)) fail(`No embedded database in ${pgliteDir}: nothing to back up.`);
  const target = path.resolve(file ?? path.join('backups', `hirestride-${stamp()}.tar.gz`));
  // A backup is every user's data and password hash: owner-only, like DATA_DIR.
  mkdirSync(path.dirname(target), { recursive: true, mode: 0o700 });
  const db = await PGlite.create(pgliteDir);
  try {
    const dump = await db.dumpDataDir('gzip');
    writeFileSync(target, Buffer.from(await dump.arrayBuffer()), { mode: 0o600 });
    // The mode above applies only to a new file; one being overwritten keeps whatever mode it had.
    chmodSync(target, 0o600);
  } finally {
    await db.close();
  }
  process.stdout.write(`Backed up ${pgliteDir} to ${target}\n`);
}

async function restore(file: string | undefined) {
  if (!file) fail('Usage: npm run db:restore -- <backup.tar.gz>');
  const source = path.resolve(file);
  if (!existsSync(source)) fail(`No backup at ${source}.`);
  const previous = existsSync(pgliteDir) ? `${pgliteDir}.before-restore-${stamp()}` : null;
  if (previous) renameSync(pgliteDir, previous);
  try {
    const db = await PGlite.create({ dataDir: pgliteDir, loadDataDir: new Blob([readFileSync(source)]) });
    await db.query('SELECT 1');
    await db.close();
  } catch (error) {
    if (previous) renameSync(previous, pgliteDir);
    fail(`Could not restore ${source}: ${(error as Error).message}. The database was left as it was.`);
  }
  process.stdout.write(
    `Restored ${source} into ${pgliteDir}${previous ? ` (previous data kept in ${previous})` : ''}\n`,
  );
}

const [command, file] = process.argv.slice(2);
if (lockHolder(dataDir)) fail(`A HireStride server (pid ${lockHolder(dataDir)}) is using ${dataDir}: stop it first.`);
if (command === 'backup') await backup(file);
else if (command === 'restore') await restore(file);
else fail('Usage: db-backup.ts backup [file] | restore <file>');
