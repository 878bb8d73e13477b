import { createConnection, createServer, type Socket } from 'node:net';

export type TcpProxy = {
  /** `url` with its host and port replaced by the proxy's. */
  url: string;
  /**
   * From now on, the connections whose first bytes contain `marker` (PostgreSQL's startup message
   * names its application_name) go silent both ways, and new ones are never answered: what a NAT or
   * firewall that forgot the flow does. Nothing closes; nothing errors.
   */
  blackHole: (marker: string) => void;
  /** New connections pass again (the silenced ones stay silent). */
  restore: () => void;
  /** Open connections whose first bytes contained `marker`, silenced or not. */
  count: (marker: string) => number;
  close: () => Promise<void>;
};

/** A TCP proxy in front of the server of a `postgres://` URL, that can drop one kind of connection silently. */
export async function startTcpProxy(target: string): Promise<TcpProxy> {
  const to = new URL(target);
  let silenced: string | undefined;
  const open = new Set<{ client: Socket; upstream: Socket; first: string; silent: boolean }>();
  const server = createServer((client) => {
    const upstream = createConnection({ host: to.hostname, port: Number(to.port || 5432) });
    const link = { client, upstream, first: '', silent: false };
    open.add(link);
    const end = () => {
      open.delete(link);
      client.destroy();
      upstream.destroy();
    };
    client.on('data', (chunk) => {
      if (link.first === '') {
        link.first = chunk.toString('latin1');
        if (silenced !== undefined && link.first.includes(silenced)) link.silent = true;
      }
      if (!link.silent) upstream.write(chunk);
    });
    upstream.on('data', (chunk) => {
      if (!link.silent) client.write(chunk);
    });
    for (const socket of [client, upstream]) {
      socket.on('error', end);
      socket.on('close', end);
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  if (address === null || typeof address === 'string') throw new Error('the proxy has no port');
  const url = new URL(target);
  url.hostname = '127.0.0.1';
  url.port = String(address.port);
  return {
    url: url.toString(),
    blackHole(marker) {
      silenced = marker;
      for (const link of open) if (link.first.includes(marker)) link.silent = true;
    },
    restore() {
      silenced = undefined;
    },
    count: (marker) => [...open].filter((link) => link.first.includes(marker)).length,
    close: async () => {
      for (const link of open) {
        link.client.destroy();
        link.upstream.destroy();
      }
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
