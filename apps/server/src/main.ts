/** Entry point: reads the environment, opens the database, serves, and shuts down gracefully on SIGINT/SIGTERM. */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { shippedDictionary } from '@hirestride/match';
import { PRODUCT_NAME } from '@hirestride/shared';
import { buildApp } from './app.js';
import { RedisThrottleStore, type ThrottleStore } from './auth/throttle/store.js';
import { ConfigError, loadConfig } from './config.js';
import { migrationsFolderFrom, openDatabase, type DatabaseHandle } from './db/client.js';
import { lockHolder, releaseLock, takeLock } from './db/data-dir-lock.js';

/** The server package's root: main.ts runs from src/ in development and from dist/ when built. */
const serverRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

async function main(): Promise<void> {
  const config = loadConfig(process.env, { webDist: path.resolve(serverRoot, '../web/dist') });
  let database: DatabaseHandle | undefined;
  let throttleStore: ThrottleStore | undefined;
  const embedded = !config.databaseUrl;
  if (embedded) {
    const holder = lockHolder(config.dataDir);
    if (holder) throw new ConfigError(`Another HireStride server (pid ${holder}) is using DATA_DIR ${config.dataDir}.`);
    takeLock(config.dataDir);
  }
  try {
    database = await openDatabase({
      databaseUrl: config.databaseUrl,
      poolSize: config.databasePoolSize,
      pgliteDir: path.join(config.dataDir, 'pglite'),
      migrationsFolder: migrationsFolderFrom(serverRoot),
    });
    if (config.redisUrl) {
      throttleStore = await RedisThrottleStore.connect(config.redisUrl, config.redisKeyPrefix).catch((error: Error) => {
        throw new ConfigError(`Cannot reach Redis at REDIS_URL: ${error.message}`);
      });
    }
    const app = await buildApp({ config, database, ...(throttleStore ? { throttleStore } : {}) });
    for (const warning of config.warnings) app.log.warn(warning);
    installShutdown(async () => {
      await app.close();
      await throttleStore?.close();
      await database?.close();
      if (embedded) releaseLock(config.dataDir);
    }, app.log);
    try {
      await app.listen({ port: config.port, host: config.host });
    } catch (error) {
      const code = (error as NodeJS.ErrnoException).code;
      if (code === 'EADDRINUSE')
        throw new ConfigError(
          `Port ${config.port} on ${config.host} is already in use: stop the other server or set PORT.`,
        );
      if (code === 'EADDRNOTAVAIL' || code === 'ENOTFOUND')
        throw new ConfigError(`Cannot listen on HOST ${config.host}: no such local address.`);
      if (code === 'EACCES')
        throw new ConfigError(`Not allowed to listen on port ${config.port}: choose a PORT above 1023.`);
      throw error;
    }
    const where = database.kind === 'pglite' ? `embedded database in ${config.dataDir}` : 'PostgreSQL';
    app.log.info(`${PRODUCT_NAME} is serving http://${config.host}:${config.port} (${where})`);
    // The match dictionary takes about a second to index; do it now rather than in the first user's request.
    setImmediate(() => shippedDictionary());
    // The worker threads load React, the PDF fonts and the dictionary as they start: also before the first export.
    app.work.warmUp();
  } catch (error) {
    await throttleStore?.close().catch(() => undefined);
    await database?.close().catch(() => undefined);
    if (embedded) releaseLock(config.dataDir);
    throw error;
  }
}

function installShutdown(
  close: () => Promise<void>,
  log: { info(msg: string): void; error(obj: unknown, msg: string): void },
) {
  let closing = false;
  const onSignal = (signal: NodeJS.Signals) => {
    if (closing) return;
    closing = true;
    log.info(`${signal} received: finishing in-flight requests and closing the database`);
    // A hard deadline so a stuck request cannot keep the process alive forever.
    const deadline = setTimeout(() => {
      log.error({}, 'shutdown took longer than 30 s; exiting');
      process.exit(1);
    }, 30_000).unref();
    close()
      .then(() => {
        clearTimeout(deadline);
        process.exit(0);
      })
      .catch((error: unknown) => {
        log.error({ err: error }, 'error during shutdown');
        process.exit(1);
      });
  };
  process.on('SIGINT', onSignal);
  process.on('SIGTERM', onSignal);
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError) {
    process.stderr.write(`${PRODUCT_NAME} cannot start: ${error.message}\n`);
  } else {
    process.stderr.write(`${PRODUCT_NAME} cannot start: ${(error as Error).message ?? String(error)}\n`);
  }
  process.exit(1);
});
