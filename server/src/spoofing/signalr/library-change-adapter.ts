import type { EventName, LiveEvent } from '@cinesync/common';
import type { EventBus } from '../../events/event-bus.js';
import type { Logger } from '../../log.js';
import { messagesForChanges, type ArrIdLookup, type ArrMessage, type LinkChange } from './arr-messages.js';
import type { ArrAction } from './signalr-hub.js';

/** The organiser's and the library's events that tell of a link appearing, moving or going. */
const LINK_EVENTS: readonly EventName[] = ['symlink_created', 'file_operation_update'];

/**
 * What an event says happened to which link, if anything:
 * - `symlink_created`: a link was placed (new, or re-placed after a re-match) → updated;
 * - `file_operation_update` naming a destination: `deleted` (removed from the library, its source
 *   gone, a broken link swept) and `skipped` (a person's skip takes the link down) → deleted;
 *   `created` (linked, or restored from the trash) and no status (moved, record following a moved
 *   link) → updated; `failed` has no link.
 * `source_file_updated` names the source file, never the link, and always travels with one of
 * the two above, so it adds nothing here.
 */
export function linkChangeOf(event: LiveEvent): { destinationPath: string; action: ArrAction } | undefined {
  if (event.type === 'symlink_created') {
    const { destination_file } = event.data as LiveEvent<'symlink_created'>['data'];
    return { destinationPath: destination_file, action: 'updated' };
  }
  if (event.type === 'file_operation_update') {
    const { destinationPath, status } = event.data as LiveEvent<'file_operation_update'>['data'];
    if (!destinationPath || status === 'failed') return undefined;
    return { destinationPath, action: status === 'deleted' || status === 'skipped' ? 'deleted' : 'updated' };
  }
  return undefined;
}

interface LibraryChangeAdapterOptions {
  bus: EventBus;
  lookup: ArrIdLookup;
  send: (message: ArrMessage) => void;
  log: Logger;
  /**
   * Changes arriving within this window go out together, each message once: a link announces
   * itself with two events, and a scan linking a season would otherwise re-announce its series
   * for every episode (default 250 ms).
   */
  batchMs?: number;
  /**
   * Whether anyone would hear the messages (default: always). Looking a link's ids up rebuilds the
   * face's catalogue after a change, so a scan with no Bazarr connected must not pay for it.
   */
  listening?: () => boolean;
}

/**
 * Turns the organiser's link events into Sonarr/Radarr hub messages, so Bazarr re-reads the one
 * series, episode or movie that changed instead of syncing everything.
 */
export class LibraryChangeAdapter {
  /** Links changed since the last flush, to the latest thing that happened to each. */
  private readonly pending = new Map<string, ArrAction>();
  private timer: NodeJS.Timeout | undefined;
  private unsubscribe: (() => void) | undefined;

  constructor(private readonly options: LibraryChangeAdapterOptions) {}

  start(): void {
    if (this.unsubscribe) return;
    this.unsubscribe = this.options.bus.subscribe((event) => this.observe(event), LINK_EVENTS);
  }

  /** Stop listening; changes not yet sent are dropped (nobody is connected to hear them). */
  stop(): void {
    this.unsubscribe?.();
    this.unsubscribe = undefined;
    clearTimeout(this.timer);
    this.timer = undefined;
    this.pending.clear();
  }

  /** Send what is pending now; returns the messages sent. */
  flush(): ArrMessage[] {
    clearTimeout(this.timer);
    this.timer = undefined;
    if (this.options.listening && !this.options.listening()) {
      this.pending.clear();
      return [];
    }
    const changes: LinkChange[] = [];
    for (const [destinationPath, action] of this.pending) {
      const ids = this.lookup(destinationPath);
      if (ids) changes.push({ destinationPath, action, ids });
      else this.options.log.debug({ path: destinationPath }, 'no Radarr/Sonarr ids for a changed link; not announced');
    }
    this.pending.clear();
    const messages = messagesForChanges(changes);
    for (const message of messages) this.options.send(message);
    return messages;
  }

  private observe(event: LiveEvent): void {
    const change = linkChangeOf(event);
    if (!change) return;
    this.pending.delete(change.destinationPath);
    this.pending.set(change.destinationPath, change.action);
    this.timer ??= setTimeout(() => this.flush(), this.options.batchMs ?? 250);
  }

  private lookup(destinationPath: string) {
    try {
      return this.options.lookup.forLink(destinationPath);
    } catch (err) {
      this.options.log.warn({ err, path: destinationPath }, 'Radarr/Sonarr id lookup failed; change not announced');
      return null;
    }
  }
}
