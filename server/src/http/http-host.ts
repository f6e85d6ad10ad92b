import { createServer, ServerResponse, type IncomingMessage, type RequestListener, type Server } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import type { Duplex } from 'node:stream';
import { conflict } from '../errors.js';
import type { Logger } from '../log.js';

/** A node HTTP server's `upgrade` listener (WebSockets). */
export type UpgradeListener = (request: IncomingMessage, socket: Duplex, head: Buffer) => void;

export interface Binding {
  ip: string;
  ports: number[];
}

/** A rebind whose sockets are open but not yet in use (see `HttpHost.open`). */
export interface PendingBinding {
  commit(): Promise<void>;
  cancel(): Promise<void>;
}

export interface HttpHostLimits {
  /**
   * A request's headers and body must arrive whole within this time (default 10 s), or it is
   * answered 408 and closed. Every body this server takes is a small JSON document, so a slow
   * trickle is an attack (a slow loris on the open sign-in route), not a user. Responses (event
   * streams, video, WebDAV reads) are not limited.
   */
  requestTimeoutMs?: number;
  /** Open connections allowed per client address (default 64); more are closed at once. */
  maxConnectionsPerAddress?: number;
}

/**
 * Owns the listening sockets for one request handler. `bind` can be called again to move to a
 * new IP or ports without rebuilding the app: the new sockets open first, then the old close.
 */
export class HttpHost {
  private servers: Server[] = [];
  private current: Binding | undefined;
  /** Open connections per client address, across every port. */
  private readonly connections = new Map<string, number>();
  private readonly requestTimeoutMs: number;
  private readonly maxPerAddress: number;
  /** Sockets each server handed to the upgrade listener: no longer HTTP, so its close would wait for them. */
  private readonly upgraded = new Map<Server, Set<Duplex>>();

  constructor(
    private readonly handler: RequestListener,
    private readonly log: Logger,
    limits: HttpHostLimits = {},
    private readonly upgrade?: UpgradeListener,
  ) {
    this.requestTimeoutMs = limits.requestTimeoutMs ?? 10_000;
    this.maxPerAddress = limits.maxConnectionsPerAddress ?? 64;
  }

  get binding(): Binding | undefined {
    return this.current;
  }

  /** The ports actually listened on (port 0 resolves to a free one). */
  ports(): number[] {
    return this.servers.map((s) => (s.address() as AddressInfo).port);
  }

  /** Listen on `binding` (keeping sockets it shares with the current one) and retire the rest. */
  async bind(binding: Binding): Promise<void> {
    await (await this.open(binding)).commit();
  }

  /**
   * First half of a rebind: open the new sockets beside the current ones, so a port that can't be
   * bound is known (a `conflict` naming it) before anything changes. `commit` makes them the
   * current ones and closes the old; `cancel` closes the new ones and leaves everything as it was.
   */
  async open(binding: Binding): Promise<PendingBinding> {
    const unique = [...new Set(binding.ports)];
    const opened: Server[] = [];
    const fresh = () => opened.filter((s) => !this.servers.includes(s));
    try {
      for (const port of unique) {
        const keep = this.current?.ip === binding.ip && this.servers.find((s) => this.portOf(s) === port);
        opened.push(keep || (await this.listen(binding.ip, port)));
      }
    } catch (err) {
      await Promise.all(fresh().map((s) => this.retire(s)));
      throw err;
    }
    return {
      commit: async () => {
        const retired = this.servers.filter((s) => !opened.includes(s));
        this.servers = opened;
        this.current = { ip: binding.ip, ports: this.ports() };
        await Promise.all(retired.map((s) => this.retire(s)));
        this.log.info({ ip: binding.ip, ports: this.current.ports }, 'listening');
      },
      cancel: async () => {
        await Promise.all(fresh().map((s) => this.retire(s)));
      },
    };
  }

  async close(): Promise<void> {
    const servers = this.servers;
    this.servers = [];
    this.current = undefined;
    await Promise.all(servers.map((s) => this.retire(s)));
  }

  /** Count the connection against its address; close it at once when the address has too many. */
  private admit(socket: Socket): void {
    const address = socket.remoteAddress ?? 'unknown';
    const open = this.connections.get(address) ?? 0;
    if (open >= this.maxPerAddress) {
      socket.destroy();
      return;
    }
    this.connections.set(address, open + 1);
    socket.once('close', () => {
      const left = (this.connections.get(address) ?? 1) - 1;
      if (left <= 0) this.connections.delete(address);
      else this.connections.set(address, left);
    });
  }

  /**
   * An upgrade this server doesn't speak (`h2c` from `curl --http2`…) is answered as the plain
   * request it also is, as node does when nobody listens for upgrades; the connection then ends.
   * A body would already be off the parser, so only bodiless methods are served that way.
   */
  private serveIgnoringUpgrade(request: IncomingMessage, socket: Duplex, head: Buffer): void {
    socket.on('error', () => socket.destroy());
    if (request.method !== 'GET' && request.method !== 'HEAD') {
      socket.end('HTTP/1.1 400 Bad Request\r\nConnection: close\r\nContent-Length: 0\r\n\r\n');
      return;
    }
    if (head.length > 0) socket.unshift(head);
    const response = new ServerResponse(request);
    response.shouldKeepAlive = false;
    response.assignSocket(socket as Socket);
    response.on('finish', () => {
      response.detachSocket(socket as Socket);
      socket.end();
    });
    this.handler(request, response);
  }

  /** Close a server; its upgraded sockets (WebSockets), which it would wait for, go with it. */
  private retire(server: Server): Promise<void> {
    const taken = this.upgraded.get(server);
    this.upgraded.delete(server);
    return closeServer(server, taken);
  }

  private portOf(server: Server): number {
    return (server.address() as AddressInfo).port;
  }

  private listen(ip: string, port: number): Promise<Server> {
    const server = createServer(
      {
        requestTimeout: this.requestTimeoutMs,
        headersTimeout: this.requestTimeoutMs,
        // How often those two are checked; Node's default (30 s) would let a slow request live far longer.
        connectionsCheckingInterval: Math.min(1000, this.requestTimeoutMs),
        keepAliveTimeout: 65_000,
      },
      this.handler,
    );
    // Long responses (event streams, video, WebDAV reads) must never be cut by a server timeout.
    server.timeout = 0;
    server.on('connection', (socket) => this.admit(socket));
    const upgrade = this.upgrade;
    if (upgrade) {
      const taken = new Set<Duplex>();
      this.upgraded.set(server, taken);
      server.on('upgrade', (request: IncomingMessage, socket: Duplex, head: Buffer) => {
        taken.add(socket);
        socket.once('close', () => taken.delete(socket));
        if (request.headers.upgrade?.toLowerCase() === 'websocket') upgrade(request, socket, head);
        else this.serveIgnoringUpgrade(request, socket, head);
      });
    }
    return new Promise((resolve, reject) => {
      const onError = (err: NodeJS.ErrnoException) =>
        reject(conflict(`Cannot listen on ${ip}:${port}: ${err.code ?? err.message}`, { ip, port }));
      server.once('error', onError);
      server.listen({ host: ip, port }, () => {
        server.off('error', onError);
        resolve(server);
      });
    });
  }
}

function closeServer(server: Server, upgraded: ReadonlySet<Duplex> = new Set()): Promise<void> {
  return new Promise((resolve) => {
    server.close(() => resolve());
    // Event streams never end on their own; idle keep-alive sockets neither.
    server.closeIdleConnections();
    setTimeout(() => {
      server.closeAllConnections();
      for (const socket of upgraded) socket.destroy();
    }, 1000).unref();
  });
}
