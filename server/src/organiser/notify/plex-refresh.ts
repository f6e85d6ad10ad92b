import path from 'node:path';
import type { Logger } from '../../log.js';
import { isInside } from '../../file-tree/resolve-inside.js';
import { plexGet } from './plex-client.js';

export interface PlexSection {
  key: string;
  type: string;
  title: string;
  locations: string[];
}

const SEASON_FOLDER = /^(season \d+|specials)$/i;

/** How one batch of refreshes went, for the connection's last result. */
interface PlexBatchResult {
  ok: boolean;
  message: string;
  told: number;
}

/**
 * Ask the Plex at `target` to refresh each folder in the section holding it (each section whole
 * past `maxPartialRefreshes` folders). Never throws: what failed is said in the result, which the
 * notifier records and logs, one line per batch.
 */
export async function refreshPlexFolders(
  target: { url: string; token: string },
  folders: readonly string[],
  options: {
    log: Logger;
    fetchImpl?: typeof fetch | undefined;
    timeoutMs?: number | undefined;
    /** Past this many folders in one batch, each section is refreshed whole instead. */
    maxPartialRefreshes?: number;
    name?: string;
  },
): Promise<PlexBatchResult> {
  const { log } = options;
  const label = options.name ?? 'Plex';
  const call = (route: string) =>
    plexGet(target, route, { fetchImpl: options.fetchImpl, timeoutMs: options.timeoutMs });
  let sections: PlexSection[];
  try {
    sections = plexSections(await call('/library/sections'));
  } catch (err) {
    return { ok: false, message: (err as Error).message, told: 0 };
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
