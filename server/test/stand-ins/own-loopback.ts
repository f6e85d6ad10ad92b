import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';

/**
 * Listen on a port of a loopback address picked at random from 127.0.0.0/8, not 127.0.0.1: test
 * files share a process, and a client left retrying by an earlier file (its stand-in closed) would
 * otherwise reach a new stand-in that the kernel gave the same port, and be counted by its test.
 * Resolves to the origin, `http://127.a.b.c:port`.
 */
export async function listenOnOwnLoopback(server: Server): Promise<string> {
  const host = `127.${1 + Math.floor(Math.random() * 254)}.${Math.floor(Math.random() * 256)}.${1 + Math.floor(Math.random() * 254)}`;
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, host, () => resolve());
  });
  const { port } = server.address() as AddressInfo;
  return `http://${host}:${port}`;
}
