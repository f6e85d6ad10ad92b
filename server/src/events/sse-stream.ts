import type { ServerResponse } from 'node:http';
import type { EventName, LiveEvent } from '@cinesync/common';
import type { EventBus } from './event-bus.js';

interface SseOptions {
  types?: readonly EventName[];
  pingIntervalMs: number;
  now?: () => number;
  /** Drop a client whose unsent backlog passes this many bytes; it reconnects and refetches. */
  maxBacklogBytes?: number;
}

/**
 * Serve one event-stream connection from the bus: `connected` first, `ping` on an interval, then
 * the subscribed events. No timeout: the stream lasts until the client or the server closes it.
 */
export function streamEvents(
  res: ServerResponse,
  bus: EventBus,
  options: SseOptions,
  onClose: () => void = () => {},
): () => void {
  const now = options.now ?? Date.now;
  const maxBacklog = options.maxBacklogBytes ?? 4 * 1024 * 1024;
  res.writeHead(200, {
    'Content-Type': 'text/event-stream; charset=utf-8',
    'Cache-Control': 'no-cache, no-transform',
    Connection: 'keep-alive',
    'X-Accel-Buffering': 'no',
  });
  res.socket?.setNoDelay(true);
  res.socket?.setTimeout(0);

  let closed = false;
  const send = (event: LiveEvent | { type: 'connected' | 'ping'; timestamp: number; data: object }) => {
    if (closed) return;
    if (res.writableLength > maxBacklog) {
      close();
      return;
    }
    res.write(`data: ${JSON.stringify(event)}\n\n`);
  };

  res.write('retry: 3000\n\n');
  send({ type: 'connected', timestamp: now(), data: {} });
  const unsubscribe = bus.subscribe((e) => send(e), options.types);
  const ping = setInterval(() => send({ type: 'ping', timestamp: now(), data: {} }), options.pingIntervalMs);
  ping.unref();

  function close() {
    if (closed) return;
    closed = true;
    clearInterval(ping);
    unsubscribe();
    if (!res.writableEnded) res.end();
    onClose();
  }
  res.on('close', close);
  res.on('error', close);
  return close;
}
