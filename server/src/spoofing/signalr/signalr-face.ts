import type { EventBus } from '../../events/event-bus.js';
import type { Logger } from '../../log.js';
import { NO_ARR_IDS, type ArrIdLookup } from './arr-messages.js';
import type { HubConnectionTimings } from './hub-connection.js';
import { LibraryChangeAdapter } from './library-change-adapter.js';
import { SignalrHub, type LinkFilter } from './signalr-hub.js';

/** The knobs of the live-update face: the face's ids, and timings tests shorten. */
export interface SignalrOptions extends Partial<HubConnectionTimings> {
  /** The Radarr/Sonarr face's ids of a link (default: none known, so nothing is announced). */
  lookup?: ArrIdLookup;
  /** Window in which link changes are gathered into one round of messages (default 250 ms). */
  batchMs?: number;
}

interface SignalrFaceDeps extends SignalrOptions {
  /** What an access token opens (the spoofing keys, judged like the REST face's). */
  access: (token: string) => LinkFilter | null;
  bus: EventBus;
  log: Logger;
  now?: () => number;
}

export interface SignalrFace {
  hub: SignalrHub;
  adapter: LibraryChangeAdapter;
  /** Stop announcing and close every connection. */
  close(): Promise<void>;
}

/** The hub with the organiser's link events flowing into it as Sonarr/Radarr messages. */
export function createSignalrFace(deps: SignalrFaceDeps): SignalrFace {
  const { access, bus, log, now, lookup, batchMs, ...timings } = deps;
  const hub = new SignalrHub({ access, log, now, ...timings });
  const adapter = new LibraryChangeAdapter({
    bus,
    lookup: lookup ?? NO_ARR_IDS,
    send: (m) => hub.broadcast(m.name, m.action, m.resource, m.links),
    listening: () => hub.connectionCount > 0,
    log,
    batchMs,
  });
  adapter.start();
  let closed: Promise<void> | undefined;
  return {
    hub,
    adapter,
    close: () => {
      adapter.stop();
      closed ??= hub.close();
      return closed;
    },
  };
}
