/**
 * The ASP.NET Core SignalR JSON hub protocol, as far as a server that only pushes needs it: records
 * are JSON texts each ended by the record separator 0x1E; the first record a client sends is the
 * handshake, every later one a hub message with a numeric `type`.
 */

const RECORD_SEPARATOR = '\x1e';

/** Hub message types of the protocol (1 to 7 exist in every version; 8 and 9 belong to stateful reconnect). */
export const HubMessageType = {
  Invocation: 1,
  StreamItem: 2,
  Completion: 3,
  StreamInvocation: 4,
  CancelInvocation: 5,
  Ping: 6,
  Close: 7,
} as const;

/** A record the peer broke the protocol with; the connection is closed with its message. */
export class HubProtocolError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'HubProtocolError';
  }
}

/** One JSON value as a record. */
export function serializeRecord(message: unknown): string {
  return JSON.stringify(message) + RECORD_SEPARATOR;
}

/**
 * Cuts incoming text into records. A WebSocket message may carry several records, or part of one
 * whose rest follows in the next message; the unfinished tail waits here, up to `maxPending`
 * characters (a peer that never ends a record must not grow it without bound).
 */
export class RecordReader {
  private pending = '';

  constructor(private readonly maxPending = 64 * 1024) {}

  /** The records completed by `text`, in order. */
  push(text: string): string[] {
    const parts = (this.pending + text).split(RECORD_SEPARATOR);
    this.pending = parts.pop() ?? '';
    if (this.pending.length > this.maxPending) {
      throw new HubProtocolError(`a record longer than ${this.maxPending} characters`);
    }
    return parts;
  }

  /** True while part of a record is waiting for its end. */
  get hasPending(): boolean {
    return this.pending.length > 0;
  }
}

interface HandshakeRequest {
  protocol: string;
  version: number;
}

/** The client's first record: `{"protocol":"json","version":1}`. */
export function parseHandshakeRequest(record: string): HandshakeRequest {
  const value = parseObject(record, 'handshake');
  const { protocol, version } = value;
  if (typeof protocol !== 'string' || typeof version !== 'number') {
    throw new HubProtocolError('the handshake must name a protocol and a version');
  }
  return { protocol, version };
}

/** The server's answer: `{}` accepts; a record with `error` refuses and the connection closes. */
export function handshakeResponse(error?: string): string {
  return serializeRecord(error === undefined ? {} : { error });
}

type HubMessage =
  | { type: typeof HubMessageType.Invocation; target: string; arguments: unknown[]; invocationId?: string }
  | { type: typeof HubMessageType.StreamInvocation; target: string; invocationId?: string }
  | { type: typeof HubMessageType.Ping }
  | { type: typeof HubMessageType.Close; error?: string }
  | { type: number; invocationId?: string };

/** One hub message record; the fields this server acts on are checked, the rest passed through. */
export function parseHubMessage(record: string): HubMessage {
  const value = parseObject(record, 'message');
  const { type } = value;
  if (typeof type !== 'number' || !Number.isInteger(type)) throw new HubProtocolError('a message without a type');
  if (value.invocationId !== undefined && typeof value.invocationId !== 'string') {
    throw new HubProtocolError('invocationId must be a string');
  }
  if (type === HubMessageType.Invocation || type === HubMessageType.StreamInvocation) {
    if (typeof value.target !== 'string') throw new HubProtocolError('an invocation without a target');
  }
  return value as HubMessage;
}

/** A server-to-client call of a client method. */
export function invocationRecord(target: string, args: unknown[]): string {
  return serializeRecord({ type: HubMessageType.Invocation, target, arguments: args });
}

/** The answer to a client's call this hub has no method for. */
export function completionErrorRecord(invocationId: string, error: string): string {
  return serializeRecord({ type: HubMessageType.Completion, invocationId, error });
}

export const PING_RECORD = serializeRecord({ type: HubMessageType.Ping });

/** The last record of a connection; `allowReconnect` tells the client the server expects it back. */
export function closeRecord(error?: string, allowReconnect?: boolean): string {
  return serializeRecord({
    type: HubMessageType.Close,
    ...(error !== undefined ? { error } : {}),
    ...(allowReconnect !== undefined ? { allowReconnect } : {}),
  });
}

function parseObject(record: string, what: string): Record<string, unknown> {
  let value: unknown;
  try {
    value = JSON.parse(record);
  } catch {
    throw new HubProtocolError(`the ${what} is not JSON`);
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    throw new HubProtocolError(`the ${what} is not a JSON object`);
  }
  return value as Record<string, unknown>;
}
