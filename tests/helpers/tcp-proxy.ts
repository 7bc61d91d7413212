import net from 'node:net';

export interface TcpProxy {
  port: number;
  /** Drops every open connection with a reset and refuses new ones: the database went away. */
  cut(): void;
  /** Accepts connections again: the database is back. */
  restore(): void;
  close(): Promise<void>;
}

/**
 * A loopback TCP proxy in front of a database (a TCP address or a unix socket), so a test can take
 * the database away from the application and bring it back without stopping it.
 */
export async function startTcpProxy(
  target: { host: string; port: number } | { path: string },
): Promise<TcpProxy> {
  const open = new Set<net.Socket>();
  // A TCP connection is reset, as a stopped server's would be; a unix socket can only be closed.
  const kill = (socket: net.Socket) => {
    if (socket.destroyed) return;
    if (socket.remoteAddress) socket.resetAndDestroy();
    else socket.destroy();
  };
  let refusing = false;
  const server = net.createServer((client) => {
    if (refusing) {
      kill(client);
      return;
    }
    const upstream = net.connect(target);
    open.add(client).add(upstream);
    const drop = () => {
      open.delete(client);
      open.delete(upstream);
      kill(client);
      kill(upstream);
    };
    client.on('error', drop).on('close', drop);
    upstream.on('error', drop).on('close', drop);
    client.pipe(upstream).pipe(client);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  const cut = () => {
    refusing = true;
    for (const socket of open) kill(socket);
    open.clear();
  };
  return {
    port,
    cut,
    restore() {
      refusing = false;
    },
    close() {
      cut();
      return new Promise((resolve) => server.close(() => resolve()));
    },
  };
}
