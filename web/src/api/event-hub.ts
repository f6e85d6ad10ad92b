import { eventPayloadSchemas, liveEventSchema, type EventName, type LiveEvent } from '@cinesync/common';

/** The part of the browser's EventSource the hub uses; tests pass a fake class with the same shape. */
export interface EventSourceLike {
  onopen: ((event: Event) => void) | null;
  onmessage: ((event: MessageEvent<string>) => void) | null;
  onerror: ((event: Event) => void) | null;
  close(): void;
}

type EventSourceConstructor = new (url: string) => EventSourceLike;

/** Events a page can listen to; `connected` and `ping` only keep the stream alive. */
export type SubscribableEvent = Exclude<EventName, 'connected' | 'ping'>;

export type LiveEventHandler<N extends SubscribableEvent> = (event: LiveEvent<N>) => void;

/**
 * - `idle`: no connection because nobody listens;
 * - `connecting`: an EventSource exists and has not opened yet;
 * - `open`: the stream is live;
 * - `reconnecting`: the last connection failed and a new one is scheduled.
 */
export type ConnectionState = 'idle' | 'connecting' | 'open' | 'reconnecting';

interface EventHubOptions {
  getToken: () => string | null;
  EventSource?: EventSourceConstructor;
  url?: string;
  /** How long the connection stays open after the last subscriber leaves. */
  idleCloseMs?: number;
  initialRetryMs?: number;
  maxRetryMs?: number;
}

interface Subscription {
  types: ReadonlySet<string>;
  handler: (event: LiveEvent) => void;
}

/**
 * One shared connection to the server's multiplexed event stream (`/api/events`). It opens when the
 * first subscriber arrives, closes a little after the last one leaves, and after an error closes the
 * broken EventSource (so the browser cannot keep a duplicate alive) and reopens it with backoff.
 */
export class EventHub {
  private readonly getToken: () => string | null;
  private readonly EventSourceImpl: EventSourceConstructor | undefined;
  private readonly url: string;
  private readonly idleCloseMs: number;
  private readonly initialRetryMs: number;
  private readonly maxRetryMs: number;

  private readonly subscriptions = new Set<Subscription>();
  private readonly stateListeners = new Set<() => void>();
  private source: EventSourceLike | null = null;
  private idleTimer: ReturnType<typeof setTimeout> | null = null;
  private retryTimer: ReturnType<typeof setTimeout> | null = null;
  private retryDelay: number;
  private state: ConnectionState = 'idle';

  constructor(options: EventHubOptions) {
    this.getToken = options.getToken;
    this.EventSourceImpl = options.EventSource ?? globalThis.EventSource;
    this.url = options.url ?? '/api/events';
    this.idleCloseMs = options.idleCloseMs ?? 3000;
    this.initialRetryMs = options.initialRetryMs ?? 1000;
    this.maxRetryMs = options.maxRetryMs ?? 30_000;
    this.retryDelay = this.initialRetryMs;
  }

  /** Calls `handler` for every event whose type is in `types`; returns the unsubscribe function. */
  subscribe<N extends SubscribableEvent>(types: readonly N[], handler: LiveEventHandler<N>): () => void {
    const subscription: Subscription = {
      types: new Set<string>(types),
      handler: handler as (event: LiveEvent) => void,
    };
    this.subscriptions.add(subscription);
    this.cancelIdleClose();
    if (!this.source && !this.retryTimer) this.open();
    return () => {
      if (!this.subscriptions.delete(subscription)) return;
      if (this.subscriptions.size === 0) this.scheduleIdleClose();
    };
  }

  /** Drops the current connection and opens a new one with the current token (login, logout). */
  reconnect(): void {
    this.clearRetry();
    this.closeSource();
    this.retryDelay = this.initialRetryMs;
    if (this.subscriptions.size > 0) this.open();
    else this.setState('idle');
  }

  /** Closes the connection and stops every timer; a later subscription opens it again. */
  shutdown(): void {
    this.cancelIdleClose();
    this.clearRetry();
    this.closeSource();
    this.retryDelay = this.initialRetryMs;
    this.setState('idle');
  }

  getState(): ConnectionState {
    return this.state;
  }

  /** For `useSyncExternalStore`: `listener` runs whenever {@link getState} changes. */
  onStateChange(listener: () => void): () => void {
    this.stateListeners.add(listener);
    return () => {
      this.stateListeners.delete(listener);
    };
  }

  private open(): void {
    const EventSourceImpl = this.EventSourceImpl;
    if (!EventSourceImpl) return;
    const token = this.getToken();
    const url = token ? `${this.url}?token=${encodeURIComponent(token)}` : this.url;
    const source = new EventSourceImpl(url);
    this.source = source;
    this.setState('connecting');
    source.onopen = () => {
      if (this.source !== source) return;
      this.retryDelay = this.initialRetryMs;
      this.setState('open');
    };
    source.onmessage = (event) => {
      if (this.source === source) this.dispatch(event.data);
    };
    source.onerror = () => {
      if (this.source !== source) return;
      this.closeSource();
      this.scheduleRetry();
    };
  }

  private scheduleRetry(): void {
    if (this.subscriptions.size === 0) {
      this.setState('idle');
      return;
    }
    const delay = this.retryDelay;
    this.retryDelay = Math.min(delay * 2, this.maxRetryMs);
    this.setState('reconnecting');
    this.retryTimer = setTimeout(() => {
      this.retryTimer = null;
      if (this.subscriptions.size > 0) this.open();
      else this.setState('idle');
    }, delay);
  }

  private scheduleIdleClose(): void {
    this.cancelIdleClose();
    this.idleTimer = setTimeout(() => {
      this.idleTimer = null;
      if (this.subscriptions.size === 0) this.shutdown();
    }, this.idleCloseMs);
  }

  private cancelIdleClose(): void {
    if (this.idleTimer) clearTimeout(this.idleTimer);
    this.idleTimer = null;
  }

  private clearRetry(): void {
    if (this.retryTimer) clearTimeout(this.retryTimer);
    this.retryTimer = null;
  }

  private closeSource(): void {
    const source = this.source;
    if (!source) return;
    this.source = null;
    source.onopen = null;
    source.onmessage = null;
    source.onerror = null;
    source.close();
  }

  private setState(state: ConnectionState): void {
    if (this.state === state) return;
    this.state = state;
    for (const listener of [...this.stateListeners]) listener();
  }

  private dispatch(raw: string): void {
    const event = decodeEvent(raw);
    if (!event) return;
    for (const subscription of [...this.subscriptions]) {
      if (!subscription.types.has(event.type) || !this.subscriptions.has(subscription)) continue;
      try {
        subscription.handler(event);
      } catch (error) {
        console.error(`Live event handler for ${event.type} failed`, error);
      }
    }
  }
}

/** Parses one `data:` line into a typed event; returns null for keep-alives and malformed messages. */
function decodeEvent(raw: string): LiveEvent | null {
  let json: unknown;
  try {
    json = JSON.parse(raw);
  } catch {
    return null;
  }
  const envelope = liveEventSchema.safeParse(json);
  if (!envelope.success) return null;
  const { type, timestamp, data } = envelope.data;
  if (type === 'connected' || type === 'ping') return null;
  const payload = eventPayloadSchemas[type].safeParse(data ?? {});
  if (!payload.success) {
    console.warn(`Ignoring live event ${type} with an unexpected payload`);
    return null;
  }
  return { type, timestamp, data: payload.data } as LiveEvent;
}
