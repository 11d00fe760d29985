/** A TCP proxy in front of PostgreSQL that a test can cut (dropping every connection, as a network loss would). */
import { createServer, connect, type Server, type Socket } from 'node:net';

/** Listens on a free port of 127.0.0.1 and forwards to `target`; cut() drops every connection, restore() lets new ones in. */
export async function startProxy(target: URL) {
  const sockets = new Set<Socket>();
  let up = true;
  const server: Server = createServer((client) => {
    if (!up) return client.destroy();
    const upstream = connect(Number(target.port || 5432), target.hostname);
    for (const socket of [client, upstream]) {
      sockets.add(socket);
      socket.on('close', () => sockets.delete(socket));
      socket.on('error', () => socket.destroy());
    }
    client.pipe(upstream).pipe(client);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    port: (server.address() as { port: number }).port,
    cut() {
      up = false;
      for (const socket of sockets) socket.destroy();
    },
    restore() {
      up = true;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
