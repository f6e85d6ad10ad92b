import path from 'node:path';
import type { ConnectionEvent, EventPayload, PathMapping } from '@cinesync/common';
import type { ArrIdsRepository } from '../../db/repositories/arr-ids.repository.js';
import type { ConnectionsRepository, StoredConnection } from '../../db/repositories/connections.repository.js';
import type { ProcessedFilesRepository } from '../../db/repositories/processed-files.repository.js';
import type { EventBus } from '../../events/event-bus.js';
import { isInside } from '../../file-tree/resolve-inside.js';
import type { Logger } from '../../log.js';
import { ConnectionCallError } from './http-call.js';
import { postMediaUpdated, type MediaUpdate, type MediaUpdateType } from './jellyfin-client.js';
import { refreshPlexFolders, titleFolderOf } from './plex-refresh.js';
import { postWebhook } from './webhook-client.js';
import { webhookPayload, type WebhookChange, type WebhookIds } from './webhook-payloads.js';

interface ConnectionsNotifierOptions {
  connections: ConnectionsRepository;
  /** The connection the `PLEX_*` settings make (read at each batch), told like the stored ones. */
  settingsConnection?: () => StoredConnection | undefined;
  /** Webhooks describe each file from its record, with the Radarr/Sonarr face's ids. */
  records: Pick<ProcessedFilesRepository, 'bySource' | 'atDestination'>;
  arrIds: Pick<ArrIdsRepository, 'idsFor'>;
  /** What webhooks say they come from (`instanceName`, `applicationUrl`). */
  instance?: { name: string; url: string };
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
 * Tells the connections (Jellyfin, Emby, Plex, webhooks) which title folders changed, in batches:
 * changes are gathered for a few seconds, then each enabled connection gets one call naming each
 * of its folders once, after its path mapping. Each connection sends on its own queue, so a
 * hanging server delays only itself; organising only adds to the gathered set and never waits.
 * A batch that fails (after its retries) costs one log line and is recorded as the last result.
 * The `PLEX_*` settings' connection is one of them, listed and recorded as connection 0.
 */
export class ConnectionsNotifier {
  /** Title folder → what happened in it since the last batch. */
  private readonly pending = new Map<string, Set<ConnectionEvent>>();
  /** The file changes since the last batch, for webhooks (at most MAX_FILE_CHANGES). */
  private files: PendingFile[] = [];
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
          const kind = linked.source_file === undefined ? 'renamed' : 'linked';
          this.changed(linked.destination_file, kind);
          this.fileChanged(kind, linked.destination_file, linked.source_file);
          return;
        }
        const operation = event.data as EventPayload<'file_operation_update'>;
        if (operation.status === 'deleted' && operation.destinationPath) {
          this.changed(operation.destinationPath, 'deleted');
          this.fileChanged('deleted', operation.destinationPath, operation.filePath, operation);
        }
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

  /** A file's change, kept as the event said it; read from its record only if a webhook wants it. */
  private fileChanged(
    event: ConnectionEvent,
    link: string,
    sourcePath: string | undefined,
    operation?: EventPayload<'file_operation_update'>,
  ): void {
    if (this.files.length < MAX_FILE_CHANGES) this.files.push({ event, link, sourcePath, operation });
  }

  /** Each file change with its record (a removed record is gone: what the event said stands in). */
  private described(files: readonly PendingFile[]): WebhookChange[] {
    const { records } = this.options;
    return files.map(({ event, link, sourcePath, operation }) => {
      const found =
        event === 'deleted'
          ? undefined
          : sourcePath === undefined
            ? records.atDestination(link)[0]
            : records.bySource(sourcePath);
      return { event, link, record: found ?? fromOperation(link, sourcePath, operation) };
    });
  }

  /** Hand the gathered changes to each enabled connection's queue; returns at once. */
  flush(): void {
    const changes = new Map(this.pending);
    this.pending.clear();
    const pendingFiles = this.files;
    this.files = [];
    if (changes.size === 0) return;
    let files: WebhookChange[] | undefined;
    const fromSettings = this.options.settingsConnection?.();
    for (const connection of [...(fromSettings ? [fromSettings] : []), ...this.options.connections.list()]) {
      if (!connection.enabled) continue;
      if (connection.type === 'webhook') {
        files ??= this.described(pendingFiles);
        const wanted = files.filter((f) => connection.events.includes(f.event));
        if (wanted.length > 0) this.enqueue(connection.id, () => this.sendWebhooks(connection, wanted));
        continue;
      }
      if (!NOTIFIED.has(connection.type)) continue;
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

  /** One POST per file change, as Sonarr and Radarr send them; the batch stops at a failure. */
  private async sendWebhooks(connection: StoredConnection, changes: WebhookChange[]): Promise<void> {
    const context = {
      instanceName: this.options.instance?.name ?? 'CineSync',
      applicationUrl: this.options.instance?.url ?? '',
    };
    const target = { url: connection.url, username: connection.username, password: connection.password };
    const options = { fetchImpl: this.options.fetchImpl, timeoutMs: this.options.timeoutMs };
    let sent = 0;
    let failure: string | undefined;
    for (const change of changes) {
      const mapped = { ...change, link: mapPath(change.link, connection.pathMappings) };
      const payload = webhookPayload(mapped, this.idsOf(change), context);
      const result = await this.withRetries(() => postWebhook(target, payload, options));
      if (!result.ok) {
        failure = result.message;
        break;
      }
      sent += 1;
    }
    this.record(
      connection,
      failure === undefined
        ? { ok: true, message: `told ${sent} ${sent === 1 ? 'event' : 'events'}`, told: sent }
        : { ok: false, message: failure, told: sent },
      changes.length,
    );
  }

  /** The face's ids of a change's title, file and episodes (handed out now when new). */
  private idsOf(change: WebhookChange): WebhookIds {
    const { arrIds } = this.options;
    const { record } = change;
    const tv = record.media_type === 'tv';
    const titleKey = String(record.tmdb_id ?? 0);
    const title = arrIds.idsFor(tv ? 'series' : 'movie', [titleKey]).get(titleKey) ?? 0;
    const file = arrIds.idsFor(tv ? 'episodeFile' : 'movieFile', [record.source_path]).get(record.source_path) ?? 0;
    const episodes = new Map<number, number>();
    if (tv) {
      const numbers = parseNumbers(record.episode_numbers);
      const keys = numbers.map((n) => `${record.tmdb_id ?? 0}:${record.season_number ?? 0}:${n}`);
      const found = arrIds.idsFor('episode', keys);
      numbers.forEach((n, i) => episodes.set(n, found.get(keys[i] as string) ?? 0));
    }
    return { title, file, episodes };
  }

  /**
   * `work`'s answer, asked again after each wait of `retryDelaysMs` while it fails with no answer
   * or a 5xx; else why it failed.
   */
  private async withRetries<T>(
    work: () => Promise<T>,
  ): Promise<{ ok: true; value: T } | { ok: false; message: string }> {
    const delays = this.options.retryDelaysMs ?? [2_000, 10_000];
    for (let attempt = 0; ; attempt += 1) {
      try {
        return { ok: true, value: await work() };
      } catch (error) {
        const retry = error instanceof ConnectionCallError && error.retryable && attempt < delays.length;
        if (!retry) return { ok: false, message: error instanceof Error ? error.message : String(error) };
        await new Promise((resolve) => setTimeout(resolve, delays[attempt]));
      }
    }
  }

  private record(connection: StoredConnection, result: BatchResult, items: number): void {
    const { log, now, connections } = this.options;
    connections.recordResult(connection.id, {
      ok: result.ok,
      message: result.message,
      at: now(),
      toldFolders: result.ok ? result.told : null,
    });
    if (!result.ok)
      log.warn(
        { connection: connection.name, type: connection.type, items, err: result.message },
        'connection: could not tell about changes',
      );
  }

  private async send(connection: StoredConnection, updates: MediaUpdate[]): Promise<void> {
    const result = await this.withRetries(() => this.sendOnce(connection, updates));
    this.record(connection, result.ok ? result.value : { ok: false, message: result.message, told: 0 }, updates.length);
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

interface PendingFile {
  event: ConnectionEvent;
  link: string;
  sourcePath: string | undefined;
  operation: EventPayload<'file_operation_update'> | undefined;
}

/** File changes kept per batch for webhooks: a whole-library re-link must not become a flood. */
const MAX_FILE_CHANGES = 500;

function parseNumbers(text: string | null): number[] {
  if (!text) return [];
  try {
    const parsed: unknown = JSON.parse(text);
    return Array.isArray(parsed) ? parsed.filter((n): n is number => Number.isInteger(n)) : [];
  } catch {
    return [];
  }
}

/** What a removal event says of a file whose record is already gone. */
function fromOperation(
  link: string,
  sourcePath: string | undefined,
  operation: EventPayload<'file_operation_update'> | undefined,
): WebhookChange['record'] {
  const titleFolder = titleFolderOf(link);
  const folder = path.basename(titleFolder);
  const titled = /^(.*) \((\d{4})\)/.exec(folder);
  const tmdbId = Number(operation?.tmdbId);
  // A link in a season folder is an episode's, whatever the event left out.
  const inSeason = titleFolder !== path.dirname(link);
  const code = /\bS(\d{1,3})E(\d{1,4})\b/i.exec(path.basename(link));
  const tv = operation?.type === 'tv' || (operation?.type !== 'movie' && (inSeason || code !== null));
  return {
    source_path: sourcePath ?? link,
    media_type: tv ? 'tv' : 'movie',
    tmdb_id: Number.isInteger(tmdbId) && tmdbId > 0 ? tmdbId : null,
    imdb_id: null,
    tvdb_id: null,
    title: titled?.[1] ?? folder,
    year: titled ? Number(titled[2]) : null,
    season_number: operation?.seasonNumber ?? (code ? Number(code[1]) : null),
    episode_numbers: code ? JSON.stringify([Number(code[2])]) : null,
    episode_title: null,
    resolution: null,
    file_size: null,
    release_date: null,
  };
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
