import path from 'node:path';
import type { LinkedRecord } from '../../db/repositories/processed-files.repository.js';
import type { LayoutSettings } from '../../config/layout-settings.js';
import { linkTextAt } from '../../file-tree/relink.js';
import { isTmdbError, type TmdbClient, type TmdbEpisode } from '../../metadata/index.js';
import { planDestination } from '../layout/destination.js';
import type { EpisodeTarget, MatchedTitle, MediaType } from '../match-types.js';
import { target } from '../match/episode-lookup.js';
import { fetchDetails } from '../match/title-lookup.js';
import { matchedTitle } from '../match/tmdb-facts.js';
import type { MediaInfo } from '../naming/media-info.js';
import { parseRelease, type ParseOptions } from '../parse/parse-release.js';
import { LibraryFolders } from './library-folders.js';
import { remembered } from './recent-answers.js';

/** What re-planning a library reads: the settings as they are now, and the titles from TMDB. */
export interface ReplanSettings {
  /** The library folder (real path). */
  libraryRoot: string;
  /** SOURCE_DIR's folders: a record's source is read relative to the one it is under, as the organiser did. */
  sourceRoots: readonly string[];
  layout: LayoutSettings;
  relativeLinks: boolean;
  parsing: ParseOptions;
  tmdb: Pick<TmdbClient, 'movieDetails' | 'tvDetails' | 'season' | 'forOnePass'>;
  /** ffprobe, when MEDIAINFO_PARSER is on. */
  probe?: ((file: string) => Promise<MediaInfo | null>) | undefined;
}

/** Where a linked record's link would be made today, and how that differs from where it is. */
export type Replan =
  | { status: 'same' }
  | { status: 'unplanned'; reason: string }
  | {
      status: 'change';
      title: string;
      fromText: string;
      to: string;
      toText: string;
      toBaseFolder: string;
      kind: 'renamed' | 'moved' | 'relinked';
    };

/**
 * What one pass remembers: the titles and seasons it reads, each asked of TMDB (and its cache) once
 * (a show of 200 episodes is one details call and one call per season, not 200), and the library's
 * folders as it found them.
 */
export class ReplanMemo {
  private readonly titles = new Map<string, Promise<MatchedTitle | null>>();
  private readonly seasons = new Map<string, Promise<TmdbEpisode[] | null>>();
  readonly folders: LibraryFolders;

  constructor(
    private readonly tmdb: ReplanSettings['tmdb'],
    libraryRoot: string,
  ) {
    this.folders = new LibraryFolders(libraryRoot);
  }

  title(mediaType: MediaType, tmdbId: number): Promise<MatchedTitle | null> {
    return remembered(this.titles, `${mediaType}:${tmdbId}`, REMEMBERED, () =>
      fetchDetails(this.tmdb as TmdbClient, mediaType, tmdbId).then((d) => (d ? matchedTitle(d) : null)),
    );
  }

  season(showId: number, season: number): Promise<TmdbEpisode[] | null> {
    return remembered(this.seasons, `${showId}:${season}`, REMEMBERED, () =>
      this.tmdb.season(showId, season).then(
        (answer) => answer.episodes,
        (err: unknown) => {
          if (isTmdbError(err, 'not_found')) return null;
          throw err;
        },
      ),
    );
  }
}

/** Titles (and seasons) a pass keeps: links come in path order, so a title's links come together. */
const REMEMBERED = 512;

/** `a/Title (2020) - v2.mkv` → `a/Title (2020).mkv`: the organiser's second version of a name. */
function withoutVersion(file: string): string {
  const ext = path.extname(file);
  return file.slice(0, file.length - ext.length).replace(/ - v\d+$/, '') + ext;
}

/** The deepest source folder `source` is under. Both are absolute and normalised, as stored. */
function sourceRootOf(roots: readonly string[], source: string): string | null {
  let best: string | null = null;
  for (const root of roots) {
    const under = source.startsWith(root.endsWith(path.sep) ? root : root + path.sep);
    if (under && (best === null || root.length > best.length)) best = root;
  }
  return best;
}

/**
 * Lay a linked record out again with today's settings: its title, season and episodes stay as
 * matched (the record says them; TMDB gives their names), only where and how its link is written
 * may change. Nothing on disk changes here; the link's text is read to see its target form.
 */
export async function replanLink(settings: ReplanSettings, memo: ReplanMemo, record: LinkedRecord): Promise<Replan> {
  const from = record.destination_path;
  if (from === null || record.tmdb_id === null || (record.media_type !== 'movie' && record.media_type !== 'tv')) {
    return { status: 'unplanned', reason: 'The record names no title' };
  }
  const fromText = linkTextAt(from);
  if (fromText === null) return { status: 'unplanned', reason: 'The link is missing' };
  const root = sourceRootOf(settings.sourceRoots, record.source_path);
  if (root === null) return { status: 'unplanned', reason: 'The source is under no source folder' };
  const relative = record.source_path.slice(root.endsWith(path.sep) ? root.length : root.length + 1);
  const parsed = parseRelease(relative, settings.parsing);
  if (parsed === null) return { status: 'unplanned', reason: 'No title could be read from the name' };
  const title = await memo.title(record.media_type, record.tmdb_id);
  if (title === null)
    return { status: 'unplanned', reason: `TMDB no longer lists ${record.media_type} ${record.tmdb_id}` };

  const isExtra = path.basename(path.dirname(from)) === 'Extras';
  let episode: EpisodeTarget | null = null;
  if (title.mediaType === 'tv' && !isExtra && record.season_number !== null) {
    const numbers = record.episode_numbers ? (JSON.parse(record.episode_numbers) as number[]) : [];
    const listed = (await memo.season(title.tmdbId, record.season_number)) ?? [];
    episode = target(record.season_number, numbers, listed, title.isAnime ? parsed.absoluteEpisodes : [], null);
  }
  const mediaInfo = !isExtra && settings.probe ? await settings.probe(record.source_path) : null;
  const plan = planDestination(
    {
      kind: isExtra ? 'extra' : title.mediaType === 'tv' ? 'episode' : 'movie',
      title,
      episode,
      parsed,
      sourcePath: record.source_path,
      sourceRoot: root,
      extension: path.extname(record.source_path),
      mediaInfo,
    },
    settings.layout,
  );
  let to = path.join(settings.libraryRoot, plan.relativeDir, plan.fileName);
  // A second version of a name (` - v2`) stays the version it is while its name is otherwise right.
  if (to !== from && withoutVersion(from) === to) to = from;
  const toText = settings.relativeLinks ? path.relative(path.dirname(to), record.source_path) : record.source_path;
  if (to === from && toText === fromText) return { status: 'same' };
  // The new folders must stay inside the library, whatever links its folders hold.
  if (to !== from) memo.folders.check(path.dirname(to));
  const label = title.year ? `${title.title} (${title.year})` : title.title;
  const kind = to === from ? 'relinked' : path.dirname(to) === path.dirname(from) ? 'renamed' : 'moved';
  return { status: 'change', title: label, fromText, to, toText, toBaseFolder: plan.baseFolder, kind };
}
