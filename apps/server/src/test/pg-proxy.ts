import net from 'node:net';
import type { AddressInfo } from 'node:net';

/**
 * A TCP proxy in front of PostgreSQL that a test can break: `reset` drops every connection and
 * refuses new ones (a restart), `hang` accepts connections and never answers (a network that
 * swallows packets), `restore` forwards again.
 */
export async function startPgProxy(target: { host: string; port: number }) {
  let mode: 'forward' | 'reset' | 'hang' = 'forward';
  const sockets = new Set<net.Socket>();
  const track = (s: net.Socket) => {
    sockets.add(s);
    s.on('close', () => sockets.delete(s));
    s.on('error', () => s.destroy());
  };
  const server = net.createServer((client) => {
    track(client);
    if (mode === 'reset') return void client.destroy();
    if (mode === 'hang') return; // held open, never forwarded
    const upstream = net.connect(target.port, target.host);
    track(upstream);
    client.pipe(upstream);
    upstream.pipe(client);
    client.on('close', () => upstream.destroy());
    upstream.on('close', () => client.destroy());
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const dropAll = () => sockets.forEach((s) => s.destroy());
  return {
    address: `127.0.0.1:${(server.address() as AddressInfo).port}`,
    reset() {
      mode = 'reset';
      dropAll();
    },
    hang() {
      mode = 'hang';
      dropAll();
    },
    restore() {
      dropAll(); // what the hang held
      mode = 'forward';
    },
    close: () =>
      new Promise<void>((resolve) => {
        dropAll();
        server.close(() => resolve());
      }),
  };
}
