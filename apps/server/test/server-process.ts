/** Runs the real server as a child process (as npm start does, from source via tsx), for process-level tests. */
import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import path from 'node:path';
// @ts-expect-error: a plain script of the repository's, without types
import { staleTargets } from '../../../scripts/build-targets.mjs';
import { serverRoot } from './harness.js';

const tsxLoader = import.meta.resolve('tsx');
const built = path.join(serverRoot, 'dist/main.js');

/**
 * How to run the server: its build when the build is newer than every source it is made from (as `npm test` leaves
 * it), else from source through tsx. The build starts in a second less and spends no test time compiling.
 */
const serverCommand = (() => {
  let fresh = false;
  try {
    fresh = !(staleTargets() as Array<{ output: string }>).some((target) => target.output === built);
  } catch {
    // no build to compare: run from source
  }
  return fresh ? ['--enable-source-maps', built] : ['--import', tsxLoader, path.join(serverRoot, 'src/main.ts')];
})();

export function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}

export interface Started {
  child: ChildProcess;
  url: string;
  output: () => string;
  exited: Promise<number | null>;
}

export function start(env: Record<string, string>): Started {
  const child = spawn(process.execPath, serverCommand, {
    env: { PATH: process.env.PATH, LOG_LEVEL: 'warn', WEB_DIST: '/nonexistent', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout!.on('data', (chunk) => (output += chunk));
  child.stderr!.on('data', (chunk) => (output += chunk));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return { child, url: `http://127.0.0.1:${env.PORT}`, output: () => output, exited };
}

export async function waitHealthy(server: Started): Promise<void> {
  // As long as the server itself allows its start (a busy machine, two servers taking turns on a new schema).
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(`${server.url}/healthz`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`server did not become healthy:\n${server.output()}`);
}
