/** Migrations that move existing data: applied to a database made by the migrations before them. */
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { afterEach, expect, it } from 'vitest';
import { openDatabase, type DatabaseHandle } from '../src/db/client.js';
import { migrationsFolder } from './harness.js';

/** A copy of the migrations folder that stops before `tag`. */
function migrationsBefore(tag: string): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'hs-migrations-'));
  cpSync(migrationsFolder, dir, { recursive: true });
  const journalFile = path.join(dir, 'meta', '_journal.json');
  const journal = JSON.parse(readFileSync(journalFile, 'utf8'));
  const index = journal.entries.findIndex((entry: { tag: string }) => entry.tag === tag);
  expect(index, tag).toBeGreaterThan(0);
  journal.entries = journal.entries.slice(0, index);
  writeFileSync(journalFile, JSON.stringify(journal));
  return dir;
}

let handle: DatabaseHandle | undefined;
let folder: string | undefined;
afterEach(async () => {
  await handle?.close();
  if (folder) rmSync(folder, { recursive: true, force: true });
});

const rows = async <T>(query: ReturnType<typeof sql>) =>
  ((await handle!.db.execute(query)) as unknown as { rows: T[] }).rows;

it('0005_tracker puts resumes made before it into Recent Activity, at the time they were made', async () => {
  folder = migrationsBefore('0005_tracker');
  handle = await openDatabase({ migrationsFolder: folder });
  await handle.exec(`
    INSERT INTO users (id, email) VALUES (1, 'early@example.com');
    INSERT INTO resume_versions (user_id, template_id, renderer_key, design_json, content_data, created_at)
    VALUES (1, 1, 'high_school', '{}', '{}', '2026-10-01T09:00:00Z');`);
  await migrate(handle.db as never, { migrationsFolder });
  expect(
    await rows<{ kind: string; job_id: number | null; created_at: string }>(
      sql`SELECT kind, job_id, to_char(created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD HH24:MI') AS created_at FROM activities`,
    ),
  ).toEqual([{ kind: 'resume_created', job_id: null, created_at: '2026-10-01 09:00' }]);
});

it('0013 has jobs vacuumed with its indexes at any table size', async () => {
  handle = await openDatabase({ migrationsFolder });
  const [jobs] = await rows<{ reloptions: string[] }>(sql`SELECT reloptions FROM pg_class WHERE relname = 'jobs'`);
  expect(jobs?.reloptions).toEqual(['vacuum_index_cleanup=on', 'autovacuum_vacuum_scale_factor=0.01']);
});

it('0016 leaves no trigger, function or version column behind: a write locks only its own rows', async () => {
  folder = migrationsBefore('0016_drop_reads_version');
  handle = await openDatabase({ migrationsFolder: folder });
  await handle.exec(`INSERT INTO users (id, email) VALUES (1, 'kept@example.com');
    INSERT INTO skills (user_id, skill_name, proficiency, category) VALUES (1, 'Go', '', '');`);
  await migrate(handle.db as never, { migrationsFolder });
  expect(await rows(sql`SELECT tgname FROM pg_trigger WHERE NOT tgisinternal`)).toEqual([]);
  expect(await rows(sql`SELECT proname FROM pg_proc WHERE proname LIKE '%reads_version%'`)).toEqual([]);
  expect(
    await rows(sql`SELECT column_name FROM information_schema.columns WHERE column_name = 'reads_version'`),
  ).toEqual([]);
  expect(await rows(sql`SELECT skill_name FROM skills`)).toEqual([{ skill_name: 'Go' }]);
});
