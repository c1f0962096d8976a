import { once } from 'node:events';
import net from 'node:net';
import webPush from 'web-push';

/**
 * A TCP proxy in front of a server (the test PostgreSQL), which a test can cut (every connection
 * dropped, new ones refused) and restore on the same port: a database outage without touching the
 * database server other tests share.
 */
export interface TcpProxy {
  port: number;
  cut(): Promise<void>;
  restore(): Promise<void>;
  close(): Promise<void>;
}

export async function startTcpProxy(target: { host: string; port: number }): Promise<TcpProxy> {
  const sockets = new Set<net.Socket>();
  const track = (socket: net.Socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    // A cut connection errors on both sides; that is the point, not a failure of the test.
    socket.on('error', () => {});
  };
  const server = net.createServer((client) => {
    const upstream = net.connect(target.port, target.host);
    track(client);
    track(upstream);
    client.pipe(upstream).pipe(client);
    client.on('close', () => upstream.destroy());
    upstream.on('close', () => client.destroy());
  });
  let listening: net.Server | null = server;
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const port = (server.address() as net.AddressInfo).port;

  const cut = async () => {
    if (!listening) return;
    const closed = new Promise<void>((resolve) => server.close(() => resolve()));
    listening = null;
    for (const socket of sockets) socket.destroy();
    await closed;
  };
  return {
    port,
    cut,
    restore: async () => {
      if (listening) return;
      server.listen(port, '127.0.0.1');
      await once(server, 'listening');
      listening = server;
    },
    close: cut,
  };
}

/** A port on this machine where nothing listens: connections to it are refused. */
export async function closedPort(): Promise<number> {
  const server = net.createServer();
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as net.AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

const givenPushKeys = webPush.generateVAPIDKeys();

/**
 * The sandboxes' signing secrets and the Web Push keys for an app whose database cannot be reached from
 * the start: given, they need not be read from the database (db/instance-secrets.ts).
 */
export const GIVEN_SANDBOX_SECRETS = {
  SANDBOX_PAYMENT_SECRET: 'outage-test-payment-secret',
  SANDBOX_COURIER_SECRET: 'outage-test-courier-secret',
  VAPID_PUBLIC_KEY: givenPushKeys.publicKey,
  VAPID_PRIVATE_KEY: givenPushKeys.privateKey,
};
