/** A TCP proxy in front of a server, that a test can cut (every connection reset, new ones refused) and restore on the same port. */
import net from 'node:net';

export type TcpProxy = { port: number; cut: () => Promise<void>; restore: () => Promise<void>; close: () => Promise<void> };

export async function startTcpProxy(target: { host: string; port: number }): Promise<TcpProxy> {
  const sockets = new Set<net.Socket>();
  const track = (socket: net.Socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    socket.on('error', () => socket.destroy());
  };
  const makeServer = () =>
    net.createServer((client) => {
      const upstream = net.connect(target.port, target.host);
      track(client);
      track(upstream);
      client.pipe(upstream);
      upstream.pipe(client);
      client.on('close', () => upstream.destroy());
      upstream.on('close', () => client.destroy());
    });
  let server = makeServer();
  const listen = (port: number) => new Promise<number>((resolve) => server.listen(port, '127.0.0.1', () => resolve((server.address() as net.AddressInfo).port)));
  const port = await listen(0);
  const stop = () =>
    new Promise<void>((resolve) => {
      for (const socket of sockets) socket.resetAndDestroy();
      server.close(() => resolve());
    });
  return {
    port,
    cut: stop,
    restore: async () => {
      server = makeServer();
      await listen(port);
    },
    close: stop,
  };
}
