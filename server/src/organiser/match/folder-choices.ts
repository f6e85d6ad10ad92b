// A person's choices of title remembered for folders, kept only where a folder is evidently the
// title's and judged again at every use: a row kept for a downloads folder (by this version's
// judgement or an older version's, which kept every pick) is not followed, and a file whose own name
// says it is something else is matched on its own (design §5, promise 12).

import type { Logger } from '../../log.js';
import type { TmdbClient } from '../../metadata/index.js';
import { keyByName } from '../../config/keys.js';
import type { MediaType } from '../match-types.js';
import { folderLabel } from './choice-folder.js';
import { typeAllows, ownNameAllows, type FileFacts, type FollowVerdict } from './file-follows-choice.js';
import { folderMediaNames } from './folder-media-names.js';
import { folderKey, type FolderOverride, type FolderOverrides } from './folder-overrides.js';
import { fetchDetails } from './title-lookup.js';
import { judgeTitleFolder, type TitleFolderVerdict } from './title-folder-verdict.js';
import { detailsFacts, type TitleDetails } from './tmdb-facts.js';

interface FolderChoicesOptions {
  /** The process's one set of remembered choices (see `FolderOverrides`). */
  overrides: FolderOverrides;
  tmdb: TmdbClient;
  log: Logger;
  /** Extensions of media files, with their dot (ALLOWED_EXTENSIONS); its default list when not given. */
  mediaExtensions?: ReadonlySet<string>;
}

/** Where a choice would be kept: the title's folder, in its source folder. */
export interface ChoicePlace {
  folder: string;
  sourceRoot?: string | undefined;
}

export interface ChosenTitle {
  tmdbId: number;
  mediaType: MediaType;
}

/** What the matcher learns of a file's folder choices. */
type RememberedForFile =
  | { status: 'none' }
  | { status: 'follows'; override: FolderOverride; found: TitleDetails }
  | { status: 'gone'; override: FolderOverride }
  | { status: 'declined'; override: FolderOverride; reason: string };

interface FileInFolders extends FileFacts {
  sourceRoot?: string | undefined;
  /** Folders whose choice the file may follow, nearest first. */
  folders: readonly string[];
}

/**
 * How long a folder's verdict serves a run's files: a show folder of 200 episodes is listed once,
 * not once per episode, and a file dropped into a folder counts within seconds.
 */
const VERDICT_MS = 5000;

export class FolderChoices {
  private readonly overrides: FolderOverrides;
  private readonly tmdb: TmdbClient;
  private readonly log: Logger;
  private readonly extensions: ReadonlySet<string>;
  private readonly verdicts = new Map<string, { takenAt: number; verdict: Promise<TitleFolderVerdict> }>();

  constructor(options: FolderChoicesOptions) {
    this.overrides = options.overrides;
    this.tmdb = options.tmdb;
    this.log = options.log;
    this.extensions = options.mediaExtensions ?? defaultMediaExtensions();
  }

  /** Whether a pick of `title` may be remembered for the place (TMDB asked for the title's names). */
  async judge(place: ChoicePlace, title: ChosenTitle): Promise<TitleFolderVerdict> {
    const found = await fetchDetails(this.tmdb, title.mediaType, title.tmdbId);
    if (!found) return { eligible: false, reason: `TMDB has no ${title.mediaType} with id ${title.tmdbId}` };
    return this.judgeFound(place, found);
  }

  /** Keeps the pick for the folder when the folder is evidently the title's; says why not otherwise. */
  async remember(place: ChoicePlace, title: ChosenTitle): Promise<{ remembered: boolean; reason: string | null }> {
    const verdict = await this.judge(place, title);
    if (!verdict.eligible) {
      this.log.info({ folder: place.folder, ...title, reason: verdict.reason }, 'folder choice not remembered');
      return { remembered: false, reason: verdict.reason };
    }
    this.record(place.folder, title.tmdbId, title.mediaType);
    this.log.info({ folder: place.folder, ...title, basis: verdict.basis }, 'folder choice recorded');
    return { remembered: true, reason: null };
  }

  /** Keeps a choice for a folder without judging it (a test's world, a choice already judged). */
  record(folder: string, tmdbId: number, mediaType: MediaType): void {
    this.overrides.record(folder, tmdbId, mediaType);
    this.verdicts.clear();
  }

  /**
   * The choice the file follows, if any: the nearest folder's, when the file's type and own name
   * allow it and the folder is (still) evidently the title's.
   */
  async forFile(file: FileInFolders): Promise<RememberedForFile> {
    const override = this.overrides.find(file.folders);
    if (!override) return { status: 'none' };
    const now = new Date();
    const declined = (verdict: Extract<FollowVerdict, { follows: false }>): RememberedForFile => {
      this.log.debug(
        { sourcePath: file.sourcePath, ...override, reason: verdict.reason },
        'folder choice not followed',
      );
      return {
        status: 'declined',
        override,
        reason: `not the choice kept for ${folderLabel(override.sourceFolder)}: ${verdict.reason}`,
      };
    };
    const byType = typeAllows(file, override.mediaType, now);
    if (!byType.follows) return declined(byType);
    const found = await fetchDetails(this.tmdb, override.mediaType, override.tmdbId);
    if (!found) return { status: 'gone', override };
    const byName = ownNameAllows(file, detailsFacts(found), now);
    if (!byName.follows) return declined(byName);
    const place = { folder: override.sourceFolder, sourceRoot: file.sourceRoot };
    const verdict = await this.cachedVerdict(place, found);
    if (!verdict.eligible) return declined({ follows: false, reason: verdict.reason });
    return { status: 'follows', override, found };
  }

  /** Every remembered choice. */
  all(): FolderOverride[] {
    return this.overrides.all();
  }

  /** Forgets the folder's choice; false when it had none. Links already made stay. */
  remove(folder: string): boolean {
    const removed = this.overrides.remove(folder);
    this.verdicts.clear();
    if (removed) this.log.info({ folder: folderKey(folder) }, 'folder choice removed');
    return removed;
  }

  /** `judge`, for a title whose details are at hand. */
  async judgeFound(place: ChoicePlace, found: TitleDetails): Promise<TitleFolderVerdict> {
    const fileNames = await folderMediaNames(place.folder, this.extensions);
    return judgeTitleFolder({
      folder: place.folder,
      sourceRoot: place.sourceRoot,
      fileNames,
      title: detailsFacts(found),
      parsing: { now: new Date() },
    });
  }

  private cachedVerdict(place: ChoicePlace, found: TitleDetails): Promise<TitleFolderVerdict> {
    const key = `${folderKey(place.folder)}|${place.sourceRoot ?? ''}|${found.mediaType}/${found.details.id}`;
    const at = performance.now();
    const known = this.verdicts.get(key);
    if (known && at - known.takenAt <= VERDICT_MS) return known.verdict;
    const verdict = this.judgeFound(place, found);
    this.verdicts.set(key, { takenAt: at, verdict });
    verdict.catch(() => this.verdicts.delete(key));
    return verdict;
  }
}

function defaultMediaExtensions(): ReadonlySet<string> {
  const list = keyByName.get('ALLOWED_EXTENSIONS')?.default ?? '';
  return new Set(
    list
      .split(',')
      .map((e) => e.trim().toLowerCase())
      .filter((e) => e !== '')
      .map((e) => (e.startsWith('.') ? e : `.${e}`)),
  );
}
