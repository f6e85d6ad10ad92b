import { randomUUID } from 'node:crypto';
import { createRequire } from 'node:module';
import type { LiveEvent } from '@cinesync/common';
import type * as PgModule from 'pg';
import type { Logger } from '../log.js';
import type { EventBus } from './event-bus.js';

/** The channel instances sharing a PostgreSQL store publish their live events on. */
const CHANNEL = 'cinesync_events';
/** NOTIFY takes payloads under 8,000 bytes; a bigger event stays on the instance that made it. */
const MAX_PAYLOAD = 7900;
const RECONNECT_MS = 1000;

export interface EventRelay {
  readonly instanceId: string;
  close(): Promise<void>;
}

/** One NOTIFY: the events one instance published in one turn of its event loop. */
interface Envelope {
  from: string;
  events: LiveEvent[];
}

/**
 * Live events across instances: every event this process publishes is sent with `NOTIFY`, and
 * every event another instance sent is handed to this process's subscribers (SSE streams, the
 * SignalR hub), so a browser on any instance sees work done on all. A lost connection is
 * re-made; events sent meanwhile are missed, as a browser's own reconnect would miss them.
 */
export async function startPostgresEventRelay(options: {
  url: string;
  bus: EventBus;
  log: Logger;
}): Promise<EventRelay> {
  const { url, bus, log } = options;
  const { Client } = createRequire(import.meta.url)('pg') as typeof PgModule;
  const instanceId = randomUUID();
  let client: PgModule.Client | undefined;
  let closed = false;
  let retry: NodeJS.Timeout | undefined;

  const connect = async (): Promise<void> => {
    // Events are not records: their NOTIFY need not wait for a disk flush.
    const next = new Client({ connectionString: url, options: '-c synchronous_commit=off' });
    next.on('notification', (message) => {
      if (message.channel !== CHANNEL || !message.payload) return;
      try {
        const envelope = JSON.parse(message.payload) as Envelope;
        if (envelope.from !== instanceId) for (const event of envelope.events) bus.deliverRemote(event);
      } catch (err) {
        log.warn({ err }, 'an event from another instance could not be read');
      }
    });
    next.on('error', (err) => {
      log.warn({ err }, 'live-event connection to PostgreSQL lost; reconnecting');
      if (client === next) client = undefined;
      next.end().catch(() => undefined);
      schedule();
    });
    await next.connect();
    await next.query(`LISTEN ${CHANNEL}`);
    client = next;
  };
  const schedule = () => {
    if (closed || retry) return;
    retry = setTimeout(() => {
      retry = undefined;
      connect().catch(() => schedule());
    }, RECONNECT_MS);
    retry.unref();
  };

  await connect();
  let sending: Promise<void> = Promise.resolve();
  let waiting: string[] = [];
  let flushing: NodeJS.Immediate | undefined;
  // The events of one turn go out together, as few NOTIFYs as fit: an organiser linking files
  // publishes several events per file, and each NOTIFY is a transaction.
  const flush = () => {
    flushing = undefined;
    const target = client;
    const parts = waiting;
    waiting = [];
    if (!target) return;
    const payloads: string[] = [];
    let batch: string[] = [];
    const envelope = (events: string[]) => `{"from":${JSON.stringify(instanceId)},"events":[${events.join(',')}]}`;
    for (const part of parts) {
      if (batch.length > 0 && Buffer.byteLength(envelope([...batch, part])) > MAX_PAYLOAD) {
        payloads.push(envelope(batch));
        batch = [];
      }
      batch.push(part);
    }
    if (batch.length > 0) payloads.push(envelope(batch));
    for (const payload of payloads) {
      // One NOTIFY at a time on the connection, in publishing order.
      sending = sending
        .then(() => target.query('SELECT pg_notify($1, $2)', [CHANNEL, payload]))
        .then(
          () => undefined,
          (err: unknown) => log.warn({ err }, 'events could not be shared with other instances'),
        );
    }
  };
  const unsubscribe = bus.subscribe((event) => {
    if (bus.isRemote(event) || !client) return;
    const part = JSON.stringify(event);
    if (Buffer.byteLength(part) > MAX_PAYLOAD - 100) {
      log.debug({ type: event.type, bytes: part.length }, 'event too big to share with other instances');
      return;
    }
    waiting.push(part);
    flushing ??= setImmediate(flush);
  });
  return {
    instanceId,
    close: async () => {
      closed = true;
      clearTimeout(retry);
      unsubscribe();
      if (flushing) {
        clearImmediate(flushing);
        flush();
      }
      await sending;
      await client?.end().catch(() => undefined);
    },
  };
}
