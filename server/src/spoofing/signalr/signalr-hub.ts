import { randomBytes } from 'node:crypto';
import { STATUS_CODES, type IncomingMessage } from 'node:http';
import type { Duplex } from 'node:stream';
import { WebSocketServer } from 'ws';
import type { Logger } from '../../log.js';
import { HubConnection, type HubConnectionTimings } from './hub-connection.js';
import { invocationRecord } from './hub-protocol.js';

/** What happened to a resource, as Sonarr and Radarr name it in their messages. */
export type ArrAction = 'updated' | 'deleted';

/** The client method Sonarr's and Radarr's hub calls with every resource message. */
const RECEIVE_MESSAGE_TARGET = 'receiveMessage';

/** Which app a client connected as, from the URL base it came under; none: it hears both. */
export type ArrApp = 'radarr' | 'sonarr';

/** The app whose hub sends each message name (others go to every client). */
const APP_OF_MESSAGE: Readonly<Record<string, ArrApp>> = {
  movie: 'radarr',
  moviefile: 'radarr',
  series: 'sonarr',
  episode: 'sonarr',
  episodefile: 'sonarr',
};

/** Which library links a client may hear about; null for a token that may not connect at all. */
export type LinkFilter = (link: string) => boolean;

interface SignalrHubOptions extends Partial<HubConnectionTimings> {
  /**
   * What an access token opens (the whole library, or one mapped folder in folder mode), or null.
   * Asked at negotiate, at connect, at every ping and for every message, so a new key, a changed
   * mapping or spoofing turned off applies at once.
   */
  access: (token: string) => LinkFilter | null;
  log: Logger;
  now?: () => number;
  /** How long a negotiated connection id waits for its WebSocket (default 60 s). */
  negotiationTtlMs?: number;
  /** Connections open at once (default 64; Bazarr opens one per app). */
  maxConnections?: number;
  /** Connections one API key may hold at once (default {@link MAX_CONNECTIONS_PER_KEY}). */
  maxConnectionsPerKey?: number;
}

/**
 * Bazarr opens one connection per app, so one key serving both Sonarr and Radarr holds two; four
 * leaves each room to reconnect while its old socket is still open (a peer that vanished is
 * noticed only after the client timeout). One key can then never fill the hub for the others.
 */
const MAX_CONNECTIONS_PER_KEY = 4;

interface NegotiateResponse {
  connectionId: string;
  /** Only for clients that asked with `negotiateVersion=1`; they connect with it as `id`. */
  connectionToken?: string;
  negotiateVersion: number;
  availableTransports: { transport: 'WebSockets'; transferFormats: ['Text'] }[];
}

/** What the upgrade request carried: the access token and the negotiated id (absent when negotiation was skipped). */
interface UpgradeCredentials {
  token: string | undefined;
  id: string | undefined;
  /** `/radarr/signalr/messages` hears only Radarr's messages, `/sonarr/…` only Sonarr's. */
  app?: ArrApp;
}

const MAX_PENDING_NEGOTIATIONS = 256;
/** Clients only send handshakes, pings and the odd close: small records. */
const MAX_MESSAGE_BYTES = 64 * 1024;

/**
 * The server side of Sonarr's and Radarr's `/signalr/messages` hub: negotiation, WebSocket
 * connections and the resource messages pushed to every connected client. WebSockets and the JSON
 * hub protocol only (what Bazarr's client and the .NET/JS clients use by default).
 */
export class SignalrHub {
  private readonly sockets = new WebSocketServer({ noServer: true, maxPayload: MAX_MESSAGE_BYTES });
  /** Open connections, to the app each connected as and the token it connected with. */
  private readonly connections = new Map<HubConnection, { app: ArrApp | undefined; token: string }>();
  /** Negotiated ids a WebSocket may still connect with, to their expiry time. */
  private readonly negotiated = new Map<string, number>();
  private readonly timings: HubConnectionTimings;
  private readonly now: () => number;
  private closing = false;

  constructor(private readonly options: SignalrHubOptions) {
    this.now = options.now ?? Date.now;
    this.timings = {
      pingIntervalMs: options.pingIntervalMs ?? 15_000,
      clientTimeoutMs: options.clientTimeoutMs ?? 30_000,
      handshakeTimeoutMs: options.handshakeTimeoutMs ?? 15_000,
    };
  }

  get connectionCount(): number {
    return this.connections.size;
  }

  /**
   * `POST …/negotiate`: undefined when the token is refused. Version 0 clients (Bazarr's) connect
   * with `connectionId`, version 1 clients with `connectionToken`.
   */
  negotiate(token: string | undefined, negotiateVersion: number): NegotiateResponse | undefined {
    if (token === undefined || !this.options.access(token)) return undefined;
    const connectionId = randomId();
    const version = negotiateVersion >= 1 ? 1 : 0;
    const connectionToken = version === 1 ? randomId() : undefined;
    this.remember(connectionToken ?? connectionId);
    return {
      connectionId,
      ...(connectionToken !== undefined ? { connectionToken } : {}),
      negotiateVersion: version,
      availableTransports: [{ transport: 'WebSockets', transferFormats: ['Text'] }],
    };
  }

  /** Take over an HTTP upgrade request for the hub's path, or answer it with an error status. */
  upgrade(request: IncomingMessage, socket: Duplex, head: Buffer, credentials: UpgradeCredentials): void {
    if (this.closing) return rejectUpgrade(socket, 503, 'The server is shutting down');
    const { token, id, app } = credentials;
    if (token === undefined || !this.options.access(token)) return rejectUpgrade(socket, 401, 'Unauthorized');
    if (id !== undefined && !this.takeNegotiated(id)) return rejectUpgrade(socket, 404, 'No Connection with that ID');
    this.makeRoomFor(token);
    if (this.connections.size >= (this.options.maxConnections ?? 64)) {
      return rejectUpgrade(socket, 503, 'Too many connections');
    }
    this.sockets.handleUpgrade(request, socket, head, (ws) => {
      const connection = new HubConnection(ws, {
        ...this.timings,
        id: id ?? randomId(),
        log: this.options.log,
        stillAllowed: () => this.options.access(token) !== null,
        onClosed: (c) => {
          this.connections.delete(c);
          this.options.log.info({ connection: c.id }, 'Bazarr live-update client disconnected');
        },
      });
      this.connections.set(connection, { app, token });
      this.options.log.info({ connection: connection.id, app: app ?? 'both' }, 'Bazarr live-update client connected');
    });
  }

  /**
   * A key at its cap loses its oldest connection to the new one, told why and not to come back: the
   * newest is the likeliest to have a live client behind it (a reconnect after a dropped network
   * leaves the old socket open until its timeout), and refusing it would leave Bazarr deaf until then.
   */
  private makeRoomFor(token: string): void {
    const cap = this.options.maxConnectionsPerKey ?? MAX_CONNECTIONS_PER_KEY;
    // Keys are compared without regard to case, as the key check does: `ABC…` is the key `abc…`.
    const key = token.toLowerCase();
    const same = [...this.connections].filter(([, c]) => c.token.toLowerCase() === key).map(([c]) => c);
    for (const oldest of same.slice(0, Math.max(0, same.length - cap + 1))) {
      this.options.log.warn(
        { connection: oldest.id, cap },
        'signalr: an API key opened too many connections; oldest closed',
      );
      oldest.close(`Too many connections with this API key (at most ${cap}); the oldest was closed`, false);
    }
  }

  /**
   * Send `{name, body: {action, resource}}` to `receiveMessage` on every connected client, the
   * shape Sonarr and Radarr send, to the clients of the app that sends it and, for a folder's key,
   * only about that folder's `links`. Returns how many clients it went to.
   */
  broadcast(name: string, action: ArrAction, resource: object, links: readonly string[] = []): number {
    const record = invocationRecord(RECEIVE_MESSAGE_TARGET, [{ name, body: { action, resource } }]);
    const from = APP_OF_MESSAGE[name];
    let sent = 0;
    for (const [connection, { app, token }] of this.connections) {
      if (!connection.open || (app !== undefined && from !== undefined && app !== from)) continue;
      const sees = this.options.access(token);
      if (!sees || (links.length > 0 && !links.some(sees))) continue;
      connection.send(record);
      sent++;
    }
    return sent;
  }

  /** Refuse new connections and close the open ones, telling clients they may come back. */
  async close(): Promise<void> {
    this.closing = true;
    this.negotiated.clear();
    const open = [...this.connections.keys()];
    for (const connection of open) connection.close('Server is shutting down', true);
    await Promise.all(open.map((c) => c.ended));
    await new Promise<void>((resolve) => this.sockets.close(() => resolve()));
  }

  private remember(id: string): void {
    const now = this.now();
    for (const [pending, expires] of this.negotiated) {
      if (expires <= now || this.negotiated.size >= MAX_PENDING_NEGOTIATIONS) this.negotiated.delete(pending);
    }
    this.negotiated.set(id, now + (this.options.negotiationTtlMs ?? 60_000));
  }

  /** A negotiated id is good for one connection, before it expires. */
  private takeNegotiated(id: string): boolean {
    const expires = this.negotiated.get(id);
    this.negotiated.delete(id);
    return expires !== undefined && expires > this.now();
  }
}

function randomId(): string {
  return randomBytes(16).toString('base64url');
}

/** Answer an upgrade request with a plain HTTP error and end the socket. */
export function rejectUpgrade(socket: Duplex, status: number, message: string): void {
  if (!socket.writable) {
    socket.destroy();
    return;
  }
  socket.once('finish', () => socket.destroy());
  socket.end(
    `HTTP/1.1 ${status} ${STATUS_CODES[status] ?? ''}\r\n` +
      'Connection: close\r\nContent-Type: text/plain; charset=utf-8\r\n' +
      `Content-Length: ${Buffer.byteLength(message)}\r\n\r\n${message}`,
  );
}
