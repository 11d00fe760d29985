/** A TCP proxy in front of PostgreSQL that a test can cut (dropping every connection, as a network loss would). */
import { createServer, connect, type Server, type Socket } from 'node:net';

/** Listens on a free port of 127.0.0.1 and forwards to `target`; cut() drops every connection, stall() holds new
 * ones unanswered, restore() lets new ones in. */
export async function startProxy(target: URL) {
  const sockets = new Set<Socket>();
  let up = true;
  let stalled = false;
  const server: Server = createServer((client) => {
    if (!up) return client.destroy();
    if (stalled) {
      // A network that takes the connection and never answers: the client waits until its own timeout.
      sockets.add(client);
      client.on('close', () => sockets.delete(client));
      client.on('error', () => client.destroy());
      // Read and drop what the client sends, so its hanging up is seen and the socket closes.
      client.resume();
      return;
    }
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
    /** Drops every connection and holds new ones unanswered, as a network that swallows packets would. */
    stall() {
      stalled = true;
      for (const socket of sockets) socket.destroy();
    },
    restore() {
      up = true;
      stalled = false;
    },
    close: () => {
      for (const socket of sockets) socket.destroy();
      return new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
