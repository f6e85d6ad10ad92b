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

interface Envelope {
  from: string;
  event: LiveEvent;
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
    const next = new Client({ connectionString: url });
    next.on('notification', (message) => {
      if (message.channel !== CHANNEL || !message.payload) return;
      try {
        const envelope = JSON.parse(message.payload) as Envelope;
        if (envelope.from !== instanceId) bus.deliverRemote(envelope.event);
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
  const unsubscribe = bus.subscribe((event) => {
    if (bus.isRemote(event) || !client) return;
    const payload = JSON.stringify({ from: instanceId, event } satisfies Envelope);
    if (Buffer.byteLength(payload) > MAX_PAYLOAD) {
      log.debug({ type: event.type, bytes: payload.length }, 'event too big to share with other instances');
      return;
    }
    // One NOTIFY at a time on the connection, in publishing order.
    const target = client;
    sending = sending
      .then(() => target.query('SELECT pg_notify($1, $2)', [CHANNEL, payload]))
      .then(
        () => undefined,
        (err: unknown) => log.warn({ err, type: event.type }, 'an event could not be shared with other instances'),
      );
  });
  return {
    instanceId,
    close: async () => {
      closed = true;
      clearTimeout(retry);
      unsubscribe();
      await sending;
      await client?.end().catch(() => undefined);
    },
  };
}
