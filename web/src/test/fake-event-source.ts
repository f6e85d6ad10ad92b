import type { EventSourceLike } from '../api/event-hub';

/** Stand-in for the browser's EventSource; every instance is recorded so tests can drive it. */
export class FakeEventSource implements EventSourceLike {
  static instances: FakeEventSource[] = [];

  onopen: ((event: Event) => void) | null = null;
  onmessage: ((event: MessageEvent<string>) => void) | null = null;
  onerror: ((event: Event) => void) | null = null;
  closed = false;

  constructor(readonly url: string) {
    FakeEventSource.instances.push(this);
  }

  static reset(): void {
    FakeEventSource.instances = [];
  }

  static get open(): FakeEventSource[] {
    return FakeEventSource.instances.filter((source) => !source.closed);
  }

  static latest(): FakeEventSource {
    const last = FakeEventSource.instances.at(-1);
    if (!last) throw new Error('No EventSource was created');
    return last;
  }

  close(): void {
    this.closed = true;
  }

  emitOpen(): void {
    this.onopen?.(new Event('open'));
  }

  emitError(): void {
    this.onerror?.(new Event('error'));
  }

  /** Sends one `data:` message shaped like the server's `{type, timestamp, data}`. */
  emit(type: string, data: unknown = {}): void {
    const payload = JSON.stringify({ type, timestamp: Date.now(), data });
    this.onmessage?.(new MessageEvent('message', { data: payload }));
  }
}
