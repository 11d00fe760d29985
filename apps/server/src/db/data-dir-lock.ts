/** A lock file in DATA_DIR while a server uses the embedded database: backups and restores must wait for it to stop. */
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const lockFile = (dataDir: string) => path.join(dataDir, 'server.lock');

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** The pid of a live server using DATA_DIR, or null (a stale lock from a crash does not count). */
export function lockHolder(dataDir: string): number | null {
  try {
    const pid = Number(readFileSync(lockFile(dataDir), 'utf8').trim());
    return Number.isInteger(pid) && pid > 0 && pid !== process.pid && alive(pid) ? pid : null;
  } catch {
    return null;
  }
}

export function takeLock(dataDir: string): void {
  writeFileSync(lockFile(dataDir), `${process.pid}\n`);
}

export function releaseLock(dataDir: string): void {
  rmSync(lockFile(dataDir), { force: true });
}
