import { createServer, type RequestListener, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Logger } from '../log.js';

export interface Binding {
  ip: string;
  ports: number[];
}

/**
 * Owns the listening sockets for one request handler. `bind` can be called again to move to a
 * new IP or ports without rebuilding the app: the new sockets open first, then the old close.
 */
export class HttpHost {
  private servers: Server[] = [];
  private current: Binding | undefined;

  constructor(
    private readonly handler: RequestListener,
    private readonly log: Logger,
  ) {}

  get binding(): Binding | undefined {
    return this.current;
  }

  /** The ports actually listened on (port 0 resolves to a free one). */
  ports(): number[] {
    return this.servers.map((s) => (s.address() as AddressInfo).port);
  }

  async bind(binding: Binding): Promise<void> {
    const unique = [...new Set(binding.ports)];
    const opened: Server[] = [];
    try {
      for (const port of unique) {
        const keep = this.current?.ip === binding.ip && this.servers.find((s) => this.portOf(s) === port);
        opened.push(keep || (await this.listen(binding.ip, port)));
      }
    } catch (err) {
      await Promise.all(opened.filter((s) => !this.servers.includes(s)).map((s) => closeServer(s)));
      throw err;
    }
    const retired = this.servers.filter((s) => !opened.includes(s));
    this.servers = opened;
    this.current = { ip: binding.ip, ports: this.ports() };
    await Promise.all(retired.map((s) => closeServer(s)));
    this.log.info({ ip: binding.ip, ports: this.current.ports }, 'listening');
  }

  async close(): Promise<void> {
    const servers = this.servers;
    this.servers = [];
    this.current = undefined;
    await Promise.all(servers.map((s) => closeServer(s)));
  }

  private portOf(server: Server): number {
    return (server.address() as AddressInfo).port;
  }

  private listen(ip: string, port: number): Promise<Server> {
    const server = createServer({ requestTimeout: 300_000, keepAliveTimeout: 65_000 }, this.handler);
    // Long responses (event streams, video, WebDAV reads) must never be cut by a server timeout.
    server.timeout = 0;
    return new Promise((resolve, reject) => {
      const onError = (err: Error) => reject(err);
      server.once('error', onError);
      server.listen({ host: ip, port }, () => {
        server.off('error', onError);
        resolve(server);
      });
    });
  }
}

function closeServer(server: Server): Promise<void> {
  return new Promise((resolve) => {
    server.close(() => resolve());
    // Event streams never end on their own; idle keep-alive sockets neither.
    server.closeIdleConnections();
    setTimeout(() => server.closeAllConnections(), 1000).unref();
  });
}
