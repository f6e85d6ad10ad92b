import type { EventName, EventPayload, LiveEvent } from '@cinesync/common';

type Handler = (event: LiveEvent) => void;

interface SubscribeOptions {
  /**
   * Only events this process published: another instance sharing the store already acted on its
   * own (a Plex refresh, for one), and acting again would do the work twice.
   */
  localOnly?: boolean;
}

/**
 * The typed in-process bus every state change is published on. SSE endpoints and services
 * subscribe; a throwing subscriber never stops delivery to the others.
 */
export class EventBus {
  private readonly handlers = new Set<Handler>();
  /** Events another instance published, handed on by the PostgreSQL relay. */
  private readonly remote = new WeakSet<LiveEvent>();

  constructor(
    private readonly now: () => number = Date.now,
    private readonly onHandlerError: (err: unknown) => void = () => undefined,
  ) {}

  publish<N extends EventName>(type: N, data: EventPayload<N>): LiveEvent<N> {
    const event: LiveEvent<N> = { type, timestamp: this.now(), data };
    this.dispatch(event as LiveEvent);
    return event;
  }

  /** Hand on an event another instance published, as it was published there. */
  deliverRemote(event: LiveEvent): void {
    this.remote.add(event);
    this.dispatch(event);
  }

  isRemote(event: LiveEvent): boolean {
    return this.remote.has(event);
  }

  private dispatch(event: LiveEvent): void {
    for (const handler of [...this.handlers]) {
      try {
        handler(event);
      } catch (err) {
        this.onHandlerError(err);
      }
    }
  }

  subscribe(handler: Handler, types?: readonly EventName[], options: SubscribeOptions = {}): () => void {
    const wanted = types ? new Set<EventName>(types) : undefined;
    const local = options.localOnly ?? false;
    const wrapped: Handler = (e) => {
      if (wanted && !wanted.has(e.type)) return;
      if (local && this.remote.has(e)) return;
      handler(e);
    };
    this.handlers.add(wrapped);
    return () => {
      this.handlers.delete(wrapped);
    };
  }

  /** Resolve with the next event of a type (tests and one-shot waits). */
  next<N extends EventName>(type: N, timeoutMs = 10_000): Promise<LiveEvent<N>> {
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => {
        off();
        reject(new Error(`no ${type} event within ${timeoutMs} ms`));
      }, timeoutMs);
      const off = this.subscribe(
        (e) => {
          clearTimeout(timer);
          off();
          resolve(e as LiveEvent<N>);
        },
        [type],
      );
    });
  }

  get subscriberCount(): number {
    return this.handlers.size;
  }
}
