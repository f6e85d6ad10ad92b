import path from 'node:path';
import type { EventPayload } from '@cinesync/common';
import type { ConfigStore } from '../../config/config-store.js';
import { sendableSecret } from '../../config/stored-secret.js';
import type { EventBus } from '../../events/event-bus.js';
import type { Logger } from '../../log.js';
import { isInside } from '../../file-tree/resolve-inside.js';
import { plexGet } from './plex-client.js';

export interface PlexSection {
  key: string;
  type: string;
  title: string;
  locations: string[];
}

interface PlexRefresherOptions {
  config: ConfigStore;
  bus: EventBus;
  log: Logger;
  /** Changes are gathered this long so one scan makes one refresh per folder, not one per file. */
  debounceMs?: number;
  timeoutMs?: number;
  /** Past this many folders in one batch, each section is refreshed whole instead. */
  maxPartialRefreshes?: number;
  fetchImpl?: typeof fetch;
  /** How each batch went (the `PLEX_*` connection's last result). */
  report?: (result: PlexBatchResult) => void;
}

const SEASON_FOLDER = /^(season \d+|specials)$/i;

/**
 * Ask Plex to look at the folders the organiser changed, path-scoped: only the section whose
 * location holds the folder, only that folder. The original asked every section about every file
 * with no time-out; here changes are batched, each request has a time-out, and a Plex that is down
 * costs one log line per batch, never a stuck organiser.
 */
export class PlexRefresher {
  private readonly pending = new Set<string>();
  private timer: NodeJS.Timeout | undefined;
  private flushing: Promise<void> = Promise.resolve();
  private unsubscribe: (() => void) | undefined;

  constructor(private readonly options: PlexRefresherOptions) {}

  start(): void {
    if (this.unsubscribe) return;
    this.unsubscribe = this.options.bus.subscribe(
      (event) => {
        if (event.type === 'symlink_created') {
          this.folderChanged((event.data as EventPayload<'symlink_created'>).destination_file);
          return;
        }
        const operation = event.data as EventPayload<'file_operation_update'>;
        if (operation.status === 'deleted' && operation.destinationPath) this.folderChanged(operation.destinationPath);
      },
      ['symlink_created', 'file_operation_update'],
      { localOnly: true },
    );
  }

  /** Stop listening and send what is already gathered. */
  async stop(): Promise<void> {
    this.unsubscribe?.();
    this.unsubscribe = undefined;
    if (this.timer) {
      clearTimeout(this.timer);
      this.timer = undefined;
      this.flushing = this.flushing.then(() => this.flush());
    }
    await this.flushing;
  }

  private enabled(): boolean {
    const { config } = this.options;
    return (
      config.getBoolean('ENABLE_PLEX_UPDATE') &&
      config.get('PLEX_URL') !== '' &&
      sendableSecret('PLEX_TOKEN', config.get('PLEX_TOKEN')) !== ''
    );
  }

  /** A library file was linked or unlinked; its title folder is what Plex should look at. */
  folderChanged(libraryFile: string): void {
    if (!this.enabled()) return;
    this.pending.add(titleFolderOf(libraryFile));
    this.timer ??= setTimeout(() => {
      this.timer = undefined;
      this.flushing = this.flushing.then(() => this.flush());
    }, this.options.debounceMs ?? 5_000);
  }

  /** Send the gathered refreshes now. */
  async flush(): Promise<void> {
    const folders = [...this.pending];
    this.pending.clear();
    if (folders.length === 0 || !this.enabled()) return;
    const { config } = this.options;
    const target = { url: config.get('PLEX_URL'), token: sendableSecret('PLEX_TOKEN', config.get('PLEX_TOKEN')) };
    const result = await refreshPlexFolders(target, folders, this.options);
    this.options.report?.(result);
  }
}

/** How one batch of refreshes went, for the connection's last result. */
interface PlexBatchResult {
  ok: boolean;
  message: string;
  told: number;
}

/**
 * Ask the Plex at `target` to refresh each folder in the section holding it (each section whole
 * past `maxPartialRefreshes` folders). Never throws: what failed is logged and said in the result.
 */
export async function refreshPlexFolders(
  target: { url: string; token: string },
  folders: readonly string[],
  options: Pick<PlexRefresherOptions, 'log' | 'fetchImpl' | 'timeoutMs' | 'maxPartialRefreshes'> & { name?: string },
): Promise<PlexBatchResult> {
  const { log } = options;
  const label = options.name ?? 'Plex';
  const call = (route: string) =>
    plexGet(target, route, { fetchImpl: options.fetchImpl, timeoutMs: options.timeoutMs });
  let sections: PlexSection[];
  try {
    sections = plexSections(await call('/library/sections'));
  } catch (err) {
    const message = (err as Error).message;
    log.warn({ err: message, folders: folders.length, connection: label }, 'Plex: could not list library sections');
    return { ok: false, message, told: 0 };
  }
  const bySection = new Map<PlexSection, string[]>();
  for (const folder of folders) {
    const section = sectionFor(sections, folder);
    if (!section) {
      log.warn({ path: folder, connection: label }, 'Plex: no library section holds this folder; nothing refreshed');
      continue;
    }
    bySection.set(section, [...(bySection.get(section) ?? []), folder]);
  }
  const limit = options.maxPartialRefreshes ?? 50;
  let told = 0;
  let failure: string | undefined;
  for (const [section, paths] of bySection) {
    const targets = paths.length > limit ? [undefined] : paths;
    for (const folder of targets) {
      const query = folder === undefined ? '' : `?path=${encodeURIComponent(folder)}`;
      try {
        await call(`/library/sections/${encodeURIComponent(section.key)}/refresh${query}`);
        log.info(
          { section: section.key, path: folder ?? '(whole section)', connection: label },
          'Plex: refresh requested',
        );
        told += folder === undefined ? paths.length : 1;
      } catch (err) {
        failure = (err as Error).message;
        log.warn({ err: failure, section: section.title, path: folder, connection: label }, 'Plex: refresh failed');
      }
    }
  }
  return failure === undefined
    ? { ok: true, message: `told ${told} ${told === 1 ? 'folder' : 'folders'}`, told }
    : { ok: false, message: failure, told };
}

function plexSections(answer: unknown): PlexSection[] {
  const body = answer as PlexSectionsAnswer;
  return (body.MediaContainer?.Directory ?? []).map((d) => ({
    key: String(d.key),
    type: d.type,
    title: d.title,
    locations: (d.Location ?? []).map((l) => l.path),
  }));
}

interface PlexSectionsAnswer {
  MediaContainer?: {
    Directory?: { key: string | number; type: string; title: string; Location?: { path: string }[] }[];
  };
}

/** The title folder of a library file: its folder, or the show's folder above a season folder. */
export function titleFolderOf(libraryFile: string): string {
  const folder = path.dirname(libraryFile);
  return SEASON_FOLDER.test(path.basename(folder)) ? path.dirname(folder) : folder;
}

/** The movie or show section with the deepest location holding the folder. */
export function sectionFor(sections: readonly PlexSection[], folder: string): PlexSection | undefined {
  let best: { section: PlexSection; depth: number } | undefined;
  for (const section of sections) {
    if (section.type !== 'movie' && section.type !== 'show') continue;
    for (const location of section.locations) {
      if (!isInside(location, folder)) continue;
      const depth = path.resolve(location).length;
      if (!best || depth > best.depth) best = { section, depth };
    }
  }
  return best?.section;
}
