import type { RawData, WebSocket } from 'ws';
import type { Logger } from '../../log.js';
import {
  closeRecord,
  completionErrorRecord,
  handshakeResponse,
  HubMessageType,
  HubProtocolError,
  parseHandshakeRequest,
  parseHubMessage,
  PING_RECORD,
  RecordReader,
} from './hub-protocol.js';

export interface HubConnectionTimings {
  /** A ping goes to the client this often (ASP.NET's KeepAliveInterval, default 15 s). */
  pingIntervalMs: number;
  /** A client heard nothing from for this long is gone (ASP.NET's ClientTimeoutInterval, default 30 s). */
  clientTimeoutMs: number;
  /** The handshake must arrive within this time (ASP.NET's HandshakeTimeout, default 15 s). */
  handshakeTimeoutMs: number;
}

interface HubConnectionOptions extends HubConnectionTimings {
  id: string;
  log: Logger;
  /** Asked at every ping: false once the key was changed or spoofing turned off, and the client is let go. */
  stillAllowed: () => boolean;
  onClosed: (connection: HubConnection) => void;
}

/** Unsent bytes allowed to pile up for a client that doesn't read; past this it is dropped. */
const MAX_BUFFERED_BYTES = 1024 * 1024;

/**
 * One client on the hub: the handshake, keep-alive pings both ways, and the close. The hub has no
 * methods a client can call; messages only flow from the server.
 */
export class HubConnection {
  private handshaken = false;
  private closed = false;
  private readonly reader = new RecordReader();
  private readonly pingTimer: NodeJS.Timeout;
  /** Settles when the socket is closed for good (the hub's close waits for it). */
  readonly ended: Promise<void>;
  /** Re-armed by everything the client sends; firing means the client went silent. */
  private silenceTimer: NodeJS.Timeout;

  constructor(
    private readonly socket: WebSocket,
    private readonly options: HubConnectionOptions,
  ) {
    this.silenceTimer = setTimeout(() => this.close('Handshake timed out'), options.handshakeTimeoutMs);
    this.pingTimer = setInterval(() => this.keepAlive(), options.pingIntervalMs);
    socket.on('message', (data) => this.receive(data));
    this.ended = new Promise((resolve) => socket.once('close', () => resolve()));
    socket.on('close', () => this.dispose());
    socket.on('error', (err) => {
      options.log.debug({ err, connection: options.id }, 'signalr socket error');
      this.dispose();
    });
  }

  get id(): string {
    return this.options.id;
  }

  /** True once the handshake is done: only then may hub messages be sent. */
  get open(): boolean {
    return this.handshaken && !this.closed;
  }

  /** Send records that are already framed; a client that stopped reading is dropped instead. */
  send(records: string): void {
    if (!this.open) return;
    if (this.socket.bufferedAmount > MAX_BUFFERED_BYTES) {
      this.options.log.warn({ connection: this.id }, 'signalr client does not read its messages; dropped');
      this.socket.terminate();
      return;
    }
    this.socket.send(records);
  }

  /**
   * End the connection: a close message (after the handshake; with `error` when it is not a normal
   * end), then the WebSocket close. `allowReconnect` tells the client to come back (a shutdown).
   */
  close(error?: string, allowReconnect?: boolean): void {
    if (this.closed) return;
    if (this.handshaken) this.socket.send(closeRecord(error, allowReconnect));
    else if (error !== undefined) this.socket.send(handshakeResponse(error));
    this.dispose();
    this.socket.close(1000);
    // A peer that never answers the close handshake doesn't keep its socket.
    setTimeout(() => this.socket.terminate(), 1000).unref();
  }

  private receive(data: RawData): void {
    if (this.closed) return;
    // Only an open connection is kept alive by traffic; the handshake has one deadline, however it trickles in.
    if (this.handshaken) this.silenceTimer.refresh();
    // The JSON protocol is text; a binary message is read as its UTF-8 text all the same.
    const text = textOf(data);
    try {
      for (const record of this.reader.push(text)) {
        if (this.closed) return;
        if (!this.handshaken) this.handshake(record);
        else this.handle(record);
      }
    } catch (err) {
      if (!(err instanceof HubProtocolError)) throw err;
      this.options.log.debug({ connection: this.id, reason: err.message }, 'signalr protocol error');
      this.close(`Protocol error: ${err.message}`);
    }
  }

  private handshake(record: string): void {
    const { protocol, version } = parseHandshakeRequest(record);
    if (protocol !== 'json') {
      this.close(`The protocol '${protocol}' is not supported; this server speaks 'json'`);
      return;
    }
    if (version !== 1) {
      this.close(`The server does not support version ${version} of the 'json' protocol`);
      return;
    }
    this.handshaken = true;
    clearTimeout(this.silenceTimer);
    this.silenceTimer = setTimeout(
      () => this.close('Server timeout elapsed without receiving a message from the client'),
      this.options.clientTimeoutMs,
    );
    this.socket.send(handshakeResponse());
  }

  private handle(record: string): void {
    const message = parseHubMessage(record);
    switch (message.type) {
      case HubMessageType.Ping:
        return;
      case HubMessageType.Close:
        this.dispose();
        this.socket.close(1000);
        return;
      case HubMessageType.Invocation:
      case HubMessageType.StreamInvocation: {
        const target = 'target' in message ? message.target : '';
        if (message.invocationId !== undefined) {
          this.socket.send(completionErrorRecord(message.invocationId, `Unknown hub method '${target}'`));
        }
        return;
      }
      default:
        // Cancel, stream items, completions: nothing here was started by the client, so nothing to do.
        return;
    }
  }

  private keepAlive(): void {
    if (!this.handshaken || this.closed) return;
    if (!this.options.stillAllowed()) {
      this.close('Unauthorized: the access token is no longer accepted');
      return;
    }
    this.send(PING_RECORD);
  }

  private dispose(): void {
    if (this.closed) return;
    this.closed = true;
    clearInterval(this.pingTimer);
    clearTimeout(this.silenceTimer);
    this.options.onClosed(this);
  }
}

function textOf(data: RawData): string {
  if (Array.isArray(data)) return Buffer.concat(data).toString('utf8');
  if (data instanceof ArrayBuffer) return Buffer.from(data).toString('utf8');
  return data.toString('utf8');
}
