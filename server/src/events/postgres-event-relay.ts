import { randomUUID } from 'node:crypto';
import type { LiveEvent } from '@cinesync/common';
import { MAX_NOTIFY_PAYLOAD, openNotifyChannel } from '../db/postgres/notify-channel.js';
import type { Logger } from '../log.js';
import type { EventBus } from './event-bus.js';

/** The channel instances sharing a PostgreSQL store publish their live events on. */
const CHANNEL = 'cinesync_events';

export interface EventRelay {
  readonly instanceId: string;
  close(): Promise<void>;
}

/**
 * Live events across instances: every event this process publishes is sent on the store's
 * notification channel, and every event another instance sent is handed to this process's
 * subscribers (SSE streams, the SignalR hub), so a browser on any instance sees work done on all.
 * The events of one turn of the event loop go out together in as few notifications as fit: an
 * organiser linking files publishes several events per file, and each notification is a
 * transaction. An event too big for one notification stays on the instance that made it.
 */
export async function startPostgresEventRelay(options: {
  url: string;
  bus: EventBus;
  log: Logger;
}): Promise<EventRelay> {
  const { url, bus, log } = options;
  const instanceId = randomUUID();
  const prefix = `{"from":${JSON.stringify(instanceId)},"events":[`;
  const channel = await openNotifyChannel({
    url,
    channel: CHANNEL,
    log,
    onPayload: (payload) => {
      try {
        const envelope = JSON.parse(payload) as { from: string; events: LiveEvent[] };
        if (envelope.from !== instanceId) for (const event of envelope.events) bus.deliverRemote(event);
      } catch (err) {
        log.warn({ err }, 'an event from another instance could not be read');
      }
    },
  });

  let waiting: string[] = [];
  let flushing: NodeJS.Immediate | undefined;
  const flush = () => {
    flushing = undefined;
    let batch: string[] = [];
    let bytes = prefix.length + 2;
    for (const part of waiting) {
      const size = Buffer.byteLength(part) + 1;
      if (batch.length > 0 && bytes + size > MAX_NOTIFY_PAYLOAD) {
        channel.send(`${prefix}${batch.join(',')}]}`);
        batch = [];
        bytes = prefix.length + 2;
      }
      batch.push(part);
      bytes += size;
    }
    if (batch.length > 0) channel.send(`${prefix}${batch.join(',')}]}`);
    waiting = [];
  };
  const unsubscribe = bus.subscribe((event) => {
    if (bus.isRemote(event) || !channel.connected) return;
    const part = JSON.stringify(event);
    if (Buffer.byteLength(part) > MAX_NOTIFY_PAYLOAD - prefix.length - 2) {
      log.debug({ type: event.type, bytes: part.length }, 'event too big to share with other instances');
      return;
    }
    waiting.push(part);
    flushing ??= setImmediate(flush);
  });
  return {
    instanceId,
    close: async () => {
      unsubscribe();
      if (flushing) {
        clearImmediate(flushing);
        flush();
      }
      await channel.close();
    },
  };
}
