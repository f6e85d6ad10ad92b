import path from 'node:path';
import type { ConnectionEvent, EventPayload, PathMapping } from '@cinesync/common';
import type { ConnectionsRepository, StoredConnection } from '../../db/repositories/connections.repository.js';
import type { EventBus } from '../../events/event-bus.js';
import { isInside } from '../../file-tree/resolve-inside.js';
import type { Logger } from '../../log.js';
import { ConnectionCallError } from './http-call.js';
import { postMediaUpdated, type MediaUpdate, type MediaUpdateType } from './jellyfin-client.js';
import { refreshPlexFolders, titleFolderOf } from './plex-refresh.js';

interface ConnectionsNotifierOptions {
  connections: ConnectionsRepository;
  bus: EventBus;
  log: Logger;
  now: () => number;
  /** Changes are gathered this long so one scan makes one call per connection, not one per file. */
  debounceMs?: number;
  timeoutMs?: number;
  /** Waits before each retry of a batch that got no answer or a 5xx; its length is the retry count. */
  retryDelaysMs?: readonly number[];
  fetchImpl?: typeof fetch;
}

/** How one batch to one connection went. */
interface BatchResult {
  ok: boolean;
  message: string;
  told: number;
}

/**
 * Tells the stored connections (Jellyfin, Emby, Plex) which title folders changed, in batches:
 * changes are gathered for a few seconds, then each enabled connection gets one call naming each
 * of its folders once, after its path mapping. Each connection sends on its own queue, so a
 * hanging server delays only itself; organising only adds to the gathered set and never waits.
 * A batch that fails (after its retries) costs one log line and is recorded as the last result.
 * The `PLEX_*` connection keeps its own refresher (plex-refresh.ts).
 */
export class ConnectionsNotifier {
  /** Title folder → what happened in it since the last batch. */
  private readonly pending = new Map<string, Set<ConnectionEvent>>();
  private timer: NodeJS.Timeout | undefined;
  /** Each connection's sends, one after the other. */
  private readonly queues = new Map<number, Promise<void>>();
  private unsubscribe: (() => void) | undefined;

  constructor(private readonly options: ConnectionsNotifierOptions) {}

  start(): void {
    if (this.unsubscribe) return;
    this.unsubscribe = this.options.bus.subscribe(
      (event) => {
        if (event.type === 'symlink_created') {
          const linked = event.data as EventPayload<'symlink_created'>;
          // A link without a source file is re-organise moving an existing link: a rename.
          this.changed(linked.destination_file, linked.source_file === undefined ? 'renamed' : 'linked');
          return;
        }
        const operation = event.data as EventPayload<'file_operation_update'>;
        if (operation.status === 'deleted' && operation.destinationPath)
          this.changed(operation.destinationPath, 'deleted');
      },
      ['symlink_created', 'file_operation_update'],
      { localOnly: true },
    );
  }

  /** Stop listening, send what is gathered, and wait for every connection's sends. */
  async stop(): Promise<void> {
    this.unsubscribe?.();
    this.unsubscribe = undefined;
    if (this.timer) {
      clearTimeout(this.timer);
      this.timer = undefined;
      this.flush();
    }
    await this.settled();
  }

  /** Every send started so far has ended. */
  async settled(): Promise<void> {
    while (this.queues.size > 0) await Promise.all([...this.queues.values()]);
  }

  /** A library file changed; its title folder is what the connections hear about. */
  changed(libraryFile: string, event: ConnectionEvent): void {
    const folder = titleFolderOf(libraryFile);
    const events = this.pending.get(folder) ?? new Set<ConnectionEvent>();
    events.add(event);
    this.pending.set(folder, events);
    this.timer ??= setTimeout(() => {
      this.timer = undefined;
      this.flush();
    }, this.options.debounceMs ?? 5_000);
  }

  /** Hand the gathered changes to each enabled connection's queue; returns at once. */
  flush(): void {
    const changes = new Map(this.pending);
    this.pending.clear();
    if (changes.size === 0) return;
    for (const connection of this.options.connections.list()) {
      if (!connection.enabled || !NOTIFIED.has(connection.type)) continue;
      const updates = updatesFor(connection, changes);
      if (updates.length === 0) continue;
      this.enqueue(connection.id, () => this.send(connection, updates));
    }
  }

  private enqueue(id: number, work: () => Promise<void>): void {
    const previous = this.queues.get(id) ?? Promise.resolve();
    const next = previous
      .then(work)
      .catch((err: unknown) => this.options.log.error({ err }, 'connection: a batch could not be sent or recorded'))
      .finally(() => {
        if (this.queues.get(id) === next) this.queues.delete(id);
      });
    this.queues.set(id, next);
  }

  private async send(connection: StoredConnection, updates: MediaUpdate[]): Promise<void> {
    const { log, now, connections } = this.options;
    const result = await this.sendWithRetries(connection, updates);
    connections.recordResult(connection.id, {
      ok: result.ok,
      message: result.message,
      at: now(),
      toldFolders: result.ok ? result.told : null,
    });
    if (!result.ok)
      log.warn(
        { connection: connection.name, type: connection.type, folders: updates.length, err: result.message },
        'connection: could not tell about changed folders',
      );
  }

  private async sendWithRetries(connection: StoredConnection, updates: MediaUpdate[]): Promise<BatchResult> {
    const delays = this.options.retryDelaysMs ?? [2_000, 10_000];
    for (let attempt = 0; ; attempt += 1) {
      try {
        return await this.sendOnce(connection, updates);
      } catch (error) {
        const retry = error instanceof ConnectionCallError && error.retryable && attempt < delays.length;
        if (!retry) return { ok: false, message: error instanceof Error ? error.message : String(error), told: 0 };
        await new Promise((resolve) => setTimeout(resolve, delays[attempt]));
      }
    }
  }

  private async sendOnce(connection: StoredConnection, updates: MediaUpdate[]): Promise<BatchResult> {
    const options = { fetchImpl: this.options.fetchImpl, timeoutMs: this.options.timeoutMs };
    const told = updates.length;
    const ok = { ok: true, message: `told ${told} ${told === 1 ? 'folder' : 'folders'}`, told };
    switch (connection.type) {
      case 'jellyfin':
      case 'emby':
        await postMediaUpdated(
          { type: connection.type, url: connection.url, apiKey: connection.apiKey ?? '' },
          updates,
          options,
        );
        return ok;
      case 'plex':
        // Plex has no "deleted": a refresh of the folder finds what is gone.
        return refreshPlexFolders(
          { url: connection.url, token: connection.apiKey ?? '' },
          updates.map((u) => u.path),
          { ...options, log: this.options.log, name: connection.name },
        );
      default:
        return ok;
    }
  }
}

/** The connection types told about library folders (rclone looks at sources; webhooks apart). */
const NOTIFIED: ReadonlySet<StoredConnection['type']> = new Set(['jellyfin', 'emby', 'plex']);

/**
 * The updates one connection gets: the folders with an event it listens to, mapped to its paths,
 * `Created` for new links, `Deleted` for removed ones, `Modified` for anything else or a mix.
 */
export function updatesFor(
  connection: Pick<StoredConnection, 'events' | 'pathMappings'>,
  changes: ReadonlyMap<string, ReadonlySet<ConnectionEvent>>,
): MediaUpdate[] {
  const wanted = new Set(connection.events);
  const updates = new Map<string, MediaUpdateType>();
  for (const [folder, events] of changes) {
    const heard = [...events].filter((e) => wanted.has(e));
    if (heard.length === 0) continue;
    const type: MediaUpdateType = heard.every((e) => e === 'deleted')
      ? 'Deleted'
      : heard.every((e) => e === 'linked')
        ? 'Created'
        : 'Modified';
    const mapped = mapPath(folder, connection.pathMappings);
    // Two folders mapped onto one path (an odd mapping) are one update.
    const before = updates.get(mapped);
    updates.set(mapped, before === undefined || before === type ? type : 'Modified');
  }
  return [...updates].map(([p, updateType]) => ({ path: p, updateType }));
}

/** A library path as the media server sees it: the longest matching `from` replaced by its `to`. */
export function mapPath(libraryPath: string, mappings: readonly PathMapping[]): string {
  let best: PathMapping | undefined;
  for (const mapping of mappings) {
    if (!isInside(mapping.from, libraryPath)) continue;
    if (!best || path.resolve(mapping.from).length > path.resolve(best.from).length) best = mapping;
  }
  if (!best) return libraryPath;
  const rest = path.relative(best.from, libraryPath);
  if (rest === '') return best.to;
  // The server's own separator: a Windows server's `to` (D:\Media) gets backslashes.
  const separator = best.to.includes('\\') && !best.to.includes('/') ? '\\' : '/';
  return `${best.to.replace(/[\\/]+$/, '')}${separator}${rest.split(path.sep).join(separator)}`;
}
