import { createRequire } from 'node:module';
import type * as PgModule from 'pg';
import type { Logger } from '../../log.js';

/** PostgreSQL's NOTIFY takes payloads under 8,000 bytes. */
export const MAX_NOTIFY_PAYLOAD = 7900;
const RECONNECT_MS = 1000;

interface NotifyChannel {
  /** Whether the channel's connection is up (a payload sent while it is down is dropped). */
  readonly connected: boolean;
  /** NOTIFY `payload`; payloads go out one at a time, in the order given. */
  send(payload: string): void;
  /** Wait for what was sent, then close. */
  close(): Promise<void>;
}

/**
 * A `LISTEN`/`NOTIFY` channel of a PostgreSQL database on its own `pg` connection (a listening
 * connection can't be libpq's synchronous one, which only reads when a query runs). A lost
 * connection is re-made; what was sent meanwhile is dropped, as a live event may be.
 */
export async function openNotifyChannel(options: {
  url: string;
  channel: string;
  onPayload: (payload: string) => void;
  log: Logger;
}): Promise<NotifyChannel> {
  const { url, channel, onPayload, log } = options;
  const { Client } = createRequire(import.meta.url)('pg') as typeof PgModule;
  let client: PgModule.Client | undefined;
  let closed = false;
  let retry: NodeJS.Timeout | undefined;
  let sending: Promise<void> = Promise.resolve();

  const connect = async (): Promise<void> => {
    // Notifications are not records: their transactions need not wait for a disk flush.
    const next = new Client({ connectionString: url, options: '-c synchronous_commit=off' });
    next.on('notification', (message) => {
      if (message.channel === channel && message.payload) onPayload(message.payload);
    });
    next.on('error', (err) => {
      log.warn({ err, channel }, 'PostgreSQL notification connection lost; reconnecting');
      if (client === next) client = undefined;
      next.end().catch(() => undefined);
      schedule();
    });
    await next.connect();
    await next.query(`LISTEN ${channel}`);
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
  return {
    get connected() {
      return client !== undefined;
    },
    send: (payload) => {
      const target = client;
      if (!target) return;
      sending = sending
        .then(() => target.query('SELECT pg_notify($1, $2)', [channel, payload]))
        .then(
          () => undefined,
          (err: unknown) => log.warn({ err, channel }, 'a notification could not be sent'),
        );
    },
    close: async () => {
      closed = true;
      clearTimeout(retry);
      await sending;
      await client?.end().catch(() => undefined);
    },
  };
}
