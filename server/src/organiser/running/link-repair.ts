import { readlink } from 'node:fs/promises';
import path from 'node:path';
import type { ProcessedFile } from '../../db/schema.js';
import { movedBaseFolder } from '../../file-tree/moved-base-folder.js';
import { symlinksBelow } from '../../file-tree/symlinks-below.js';
import { TEMPORARY_LINK_PREFIX } from '../../file-tree/temporary-link-name.js';
import type { OrganiseResult } from '../organise-types.js';
import type { OrganiserRecords } from '../records/organiser-records.js';
import { toRelative } from '../../file-tree/library-relative.js';

/**
 * Keeps records and the library in agreement during a scan. A record that says
 * "linked" promises a link at its destination pointing at its source; a scan asks that of every
 * unchanged file. When the link is not there, it may have moved (a folder renamed outside
 * CineSync, or a rename cut short by a crash): the library is walked once, lazily, and the record
 * follows the link it finds. Otherwise the organiser places the link again.
 */
export class LinkRepair {
  private linksByTarget: Promise<Map<string, string[]>> | undefined;

  constructor(
    private readonly records: OrganiserRecords,
    private readonly libraryRoot: string,
  ) {}

  /** The check the scanner asks about each unchanged file of `root`. */
  async intactCheck(root: string): Promise<(sourcePath: string) => Promise<boolean>> {
    const linked = this.records.linkedUnder(root);
    return async (sourcePath) => {
      const destination = linked.get(sourcePath);
      if (destination === undefined) return true; // nothing promised
      try {
        const text = await readlink(destination);
        return path.resolve(path.dirname(destination), text) === sourcePath;
      } catch {
        return false; // missing, or not a link any more
      }
    };
  }

  /**
   * Follow a moved link: when the library holds a link to `sourcePath` other than the record's,
   * the record takes its place and category folder. Returns the outcome, or null when no link to
   * the source exists anywhere (the caller organises the file again).
   */
  async relocate(sourcePath: string): Promise<OrganiseResult | null> {
    const record = this.records.bySource(sourcePath);
    if (!record?.destination_path) return null;
    const found = (await this.links()).get(sourcePath)?.find((link) => link !== record.destination_path);
    if (found === undefined) return null;
    const base = movedBaseFolder(
      record.base_folder,
      ...changedPart(toRelative(this.libraryRoot, record.destination_path), toRelative(this.libraryRoot, found)),
    );
    this.records.relocate(sourcePath, found, base);
    return resultOf(record, found);
  }

  private links(): Promise<Map<string, string[]>> {
    this.linksByTarget ??= collectLinks(this.libraryRoot);
    return this.linksByTarget;
  }
}

/** Every link of the library by the absolute path it points at. */
async function collectLinks(root: string): Promise<Map<string, string[]>> {
  const byTarget = new Map<string, string[]>();
  for await (const { full, dir, entry } of symlinksBelow(root)) {
    if (entry.name.startsWith(TEMPORARY_LINK_PREFIX)) continue;
    const text = await readlink(full).catch(() => undefined);
    if (text === undefined) continue;
    const target = path.resolve(dir, text);
    const list = byTarget.get(target);
    if (list) list.push(full);
    else byTarget.set(target, [full]);
  }
  return byTarget;
}

/** `Movies/A/x.mkv` → `Films/A/x.mkv` is the move `Movies` → `Films`: drop the common tail. */
function changedPart(oldRel: string, newRel: string): [string, string] {
  const a = oldRel.split('/');
  const b = newRel.split('/');
  while (a.length > 1 && b.length > 1 && a.at(-1) === b.at(-1)) {
    a.pop();
    b.pop();
  }
  return [a.join('/'), b.join('/')];
}

function resultOf(record: ProcessedFile, destination: string): OrganiseResult {
  return {
    sourcePath: record.source_path,
    status: 'linked',
    mediaType: record.media_type === 'movie' || record.media_type === 'tv' ? record.media_type : null,
    tmdbId: record.tmdb_id,
    season: record.season_number,
    episodes: record.episode_numbers ? (JSON.parse(record.episode_numbers) as number[]) : [],
    destinationPath: destination,
    reason: 'Record followed its link, which had moved',
  };
}
