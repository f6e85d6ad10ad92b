import { lstatSync, mkdirSync, symlinkSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { AppDatabase } from '../../server/src/db/database.js';
import {
  LinkedOutcomesRepository,
  type LinkedOutcome,
} from '../../server/src/db/repositories/linked-outcomes.repository.js';
import { SourceFilesRepository, type IndexRow } from '../../server/src/db/repositories/source-files.repository.js';

/** Episodes of each show: four seasons of ten. */
const SEASONS = 4;
const EPISODES_PER_SEASON = 10;
/** One file in five is a movie, the rest episodes, as in a library that follows shows. */
const MOVIE_SHARE = 0.2;
/** Rows per bulk write: the repositories split them into statements of their own size. */
const WRITE_GROUP = 5000;

/** One organised file: its source, its link and what the organiser recorded about it. */
interface OrganisedFile {
  source: string;
  link: string;
  mediaType: 'movie' | 'tv';
  tmdbId: number;
  title: string;
  year: number;
  season: number | null;
  episode: number | null;
  baseFolder: 'Movies' | 'Shows';
}

interface OrganisedLibrary {
  source: string;
  library: string;
  files: number;
}

/** `count` files shaped like a real library: movies each in a folder, shows in season folders. */
function organisedFiles(source: string, library: string, count: number): OrganisedFile[] {
  const files: OrganisedFile[] = [];
  const movies = Math.round(count * MOVIE_SHARE);
  for (let m = 0; m < movies; m++) {
    const year = 1950 + (m % 70);
    const folder = `Film ${m} (${year})`;
    files.push({
      source: path.join(source, 'Movies', folder, `Film.${m}.${year}.1080p.BluRay.x264-GRP.mkv`),
      link: path.join(library, 'Movies', folder, `${folder}.mkv`),
      mediaType: 'movie',
      tmdbId: 500_000 + m,
      title: `Film ${m}`,
      year,
      season: null,
      episode: null,
      baseFolder: 'Movies',
    });
  }
  const perShow = SEASONS * EPISODES_PER_SEASON;
  for (let e = 0; files.length < count; e++) {
    const show = Math.floor(e / perShow);
    const season = Math.floor((e % perShow) / EPISODES_PER_SEASON) + 1;
    const episode = (e % EPISODES_PER_SEASON) + 1;
    const year = 1990 + (show % 35);
    const folder = `Show ${show} (${year})`;
    const code = `S${String(season).padStart(2, '0')}E${String(episode).padStart(2, '0')}`;
    const seasonFolder = `Season ${String(season).padStart(2, '0')}`;
    files.push({
      source: path.join(source, 'Shows', folder, seasonFolder, `Show.${show}.${code}.720p.WEB-DL-GRP.mkv`),
      link: path.join(library, 'Shows', folder, seasonFolder, `Show ${show} - ${code} - Episode ${episode}.mkv`),
      mediaType: 'tv',
      tmdbId: 100_000 + show,
      title: `Show ${show}`,
      year,
      season,
      episode,
      baseFolder: 'Shows',
    });
  }
  return files;
}

/**
 * An organised library of `count` files under `base`: empty source files, a link to each in the
 * library, and in `database` what the organiser writes once it has linked them (the source index
 * row of each file as it is on disk, its record and its File Operations entry), so a scan finds
 * every file unchanged and every link intact. The database rows go through the repositories' bulk
 * paths. The tree is made with synchronous calls: hundreds of thousands of tiny file-system calls
 * cost less on the main thread than each a trip through libuv's thread pool.
 */
export function writeOrganisedLibrary(base: string, database: AppDatabase, count: number): OrganisedLibrary {
  const source = path.join(base, 'source');
  const library = path.join(base, 'library');
  const files = organisedFiles(source, library, count);
  const made = new Set<string>();
  const folder = (dir: string) => {
    if (made.has(dir)) return;
    mkdirSync(dir, { recursive: true });
    made.add(dir);
  };
  const index = new SourceFilesRepository(database);
  const outcomes = new LinkedOutcomesRepository(database);
  const now = Date.now();
  for (let start = 0; start < files.length; start += WRITE_GROUP) {
    const group = files.slice(start, start + WRITE_GROUP);
    const rows: IndexRow[] = [];
    for (const file of group) {
      folder(path.dirname(file.source));
      folder(path.dirname(file.link));
      writeFileSync(file.source, '');
      symlinkSync(file.source, file.link);
      const info = lstatSync(file.source);
      rows.push({
        path: file.source,
        root: source,
        size: info.size,
        mtimeMs: info.mtimeMs,
        inode: info.ino,
        device: info.dev,
        isMedia: true,
      });
    }
    database.transaction(() => {
      index.upsertChanged(rows);
      outcomes.writeMany(group.map((file) => linkedOutcome(file, now)));
    });
  }
  return { source, library, files: files.length };
}

function linkedOutcome(file: OrganisedFile, at: number): LinkedOutcome {
  return {
    row: {
      source_path: file.source,
      destination_path: file.link,
      media_type: file.mediaType,
      tmdb_id: file.tmdbId,
      imdb_id: null,
      tvdb_id: null,
      title: file.title,
      year: file.year,
      season_number: file.season,
      episode_numbers: file.episode === null ? null : JSON.stringify([file.episode]),
      episode_title: file.episode === null ? null : `Episode ${file.episode}`,
      base_folder: file.baseFolder,
      resolution: file.mediaType === 'movie' ? '1080p' : '720p',
      file_size: 0,
      poster_path: `/p${file.tmdbId}.jpg`,
      release_date: `${file.year}-01-01`,
    },
    operation: {
      sourcePath: file.source,
      destinationPath: file.link,
      status: 'created',
      operation: 'process',
      mediaType: file.mediaType,
      tmdbId: file.tmdbId,
      seasonNumber: file.season,
      reason: null,
    },
    decision: { status: 'created', tmdbId: file.tmdbId, seasonNumber: file.season },
    at,
  };
}
