import type { EventName, EventPayload, LiveEvent } from '@cinesync/common';

type Handler = (event: LiveEvent) => void;

/**
 * The typed in-process bus every state change is published on. SSE endpoints and services
 * subscribe; a throwing subscriber never stops delivery to the others.
 */
export class EventBus {
  private readonly handlers = new Set<Handler>();

  constructor(
    private readonly now: () => number = Date.now,
    private readonly onHandlerError: (err: unknown) => void = () => undefined,
  ) {}

  publish<N extends EventName>(type: N, data: EventPayload<N>): LiveEvent<N> {
    const event: LiveEvent<N> = { type, timestamp: this.now(), data };
    for (const handler of [...this.handlers]) {
      try {
        handler(event as LiveEvent);
      } catch (err) {
        this.onHandlerError(err);
      }
    }
    return event;
  }

  subscribe(handler: Handler, types?: readonly EventName[]): () => void {
    const wanted = types ? new Set<EventName>(types) : undefined;
    const wrapped: Handler = wanted ? (e) => wanted.has(e.type) && handler(e) : handler;
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
