import { lstat, readlink, stat } from 'node:fs/promises';
import path from 'node:path';
import type { FileItem, FileListResponse, LibraryMatches, MediaType, SortOption } from '@cinesync/common';
import type { ConfigStore } from '../config/config-store.js';
import { AppError, notFound } from '../errors.js';
import { classifySettingsFrom } from '../config/classify-settings.js';
import { layoutSettingsFrom } from '../config/layout-settings.js';
import { formatBytes } from '../byte-sizes/format-bytes.js';
import { episodeFromName, iconFor, isSeasonFolderName, isVideoName, seasonFolderNumber } from './entry-names.js';
import { episodeCountOf, nameFacts } from './name-facts.js';
import {
  factsOf,
  statEntries,
  type FolderListing,
  type FolderListingCache,
  type ListedEntry,
} from './folder-listing-cache.js';
import { filterEntries, orderedEntries, sortNeedsStats } from './folder-order.js';
import type { LibraryEntry, LibraryPaths } from './library-paths.js';
import { toRelative } from './library-paths.js';
import { episodesOf, firstEpisodeOf } from '../db/episode-numbers.js';
import type { LibraryRecordsRepository, RecordFacts } from '../db/repositories/library-records.repository.js';
import { categorySegments, placeFolder } from './title-placement.js';
import type { LibraryTitlesRepository } from '../db/repositories/library-titles.repository.js';
import { kindOf, listedEntry } from '../file-tree/folder-listing-entries.js';

interface ListRequest {
  page: number;
  limit: number;
  search?: string | undefined;
  letter?: string | undefined;
  sort: SortOption;
}

/** A folder gives a page of items; a file path is for the caller to send as bytes. */
type ListOutcome = { kind: 'folder'; page: FileListResponse } | { kind: 'file'; entry: LibraryEntry };

interface FolderListerDeps {
  config: ConfigStore;
  paths: LibraryPaths;
  cache: FolderListingCache;
  records: LibraryRecordsRepository;
  titles: LibraryTitlesRepository;
}

/** Titles the library search lists from outside the open folder at most. */
const LIBRARY_MATCHES_MAX = 48;

/** What a folder item needs of the record of a title below it. */
type TitleRecord = Pick<
  RecordFacts,
  'destination_path' | 'base_folder' | 'media_type' | 'tmdb_id' | 'title' | 'poster_path' | 'release_date'
>;

const EMPTY_FACTS = {
  tmdbId: null,
  mediaType: null,
  title: null,
  posterPath: null,
  releaseDate: null,
  firstAirDate: null,
} as const;

function mediaTypeOf(value: string | null | undefined): MediaType | null {
  const lower = value?.toLowerCase();
  if (lower === 'movie') return 'movie';
  if (lower === 'tv' || lower === 'tvshow') return 'tv';
  return null;
}

/** The title facts an item shows, from the organiser's record: no TMDB call. */
function titleFacts(record: Omit<TitleRecord, 'destination_path' | 'base_folder'>) {
  const mediaType = mediaTypeOf(record.media_type);
  return {
    tmdbId: record.tmdb_id,
    mediaType,
    title: record.title,
    posterPath: record.poster_path,
    releaseDate: mediaType === 'tv' ? null : record.release_date,
    firstAirDate: mediaType === 'tv' ? record.release_date : null,
  };
}

interface FolderSummary {
  extensions: string;
  hasSeasonFolders: boolean;
  hasAllowedExtensions: boolean;
}

/**
 * `GET /api/files{path}`: one page of a library folder. The folder is read from the listing cache;
 * only the page's entries are statted (unless the order is by size or date, which stats the whole
 * folder once per change); titles, posters and dates come from one query on the records.
 */
export class FolderLister {
  /** Per cached listing: dropped with it. */
  private readonly summaries = new WeakMap<FolderListing, FolderSummary>();

  constructor(private readonly deps: FolderListerDeps) {}

  async list(userPath: string, request: ListRequest): Promise<ListOutcome> {
    const { paths, cache } = this.deps;
    let entry: LibraryEntry;
    try {
      entry = await paths.resolve(userPath, { allowRoot: true });
    } catch (err) {
      if (err instanceof AppError && err.kind === 'unavailable')
        return { kind: 'folder', page: notConfigured(request) };
      throw err;
    }
    if (!entry.info) throw notFound('File or folder not found', { path: entry.rel });
    if (!entry.info.isDirectory()) {
      const facts = entry.info.isSymbolicLink() ? await factsOf(entry.abs) : null;
      if (!facts?.isDirectory) return { kind: 'file', entry };
    }

    const listing = await cache.read(entry.abs);
    if (sortNeedsStats(request.sort) && !listing.statted) {
      await statEntries(entry.abs, listing.entries);
      listing.statted = true;
    }
    const matching = filterEntries(orderedEntries(listing, request.sort), request);
    const total = matching.length;
    const totalPages = Math.max(1, Math.ceil(total / request.limit));
    const pageEntries = matching.slice((request.page - 1) * request.limit, request.page * request.limit);
    await statEntries(entry.abs, pageEntries);

    const absOf = (e: ListedEntry) => path.join(entry.abs, e.name);
    const folderEntries = pageEntries.filter((e) => e.facts?.isDirectory);
    const fileEntries = pageEntries.filter((e) => !e.facts?.isDirectory);
    const records = this.deps.records.forPage(fileEntries.map(absOf), folderEntries.map(absOf));
    const categories = this.categoryNames();
    const items = await Promise.all(
      pageEntries.map((e) =>
        this.item(entry, e, records.files.get(absOf(e)), records.folders.get(absOf(e)), categories),
      ),
    );
    await this.countEpisodes(items);

    const here = this.folderFacts(entry);
    const { hasSeasonFolders, hasAllowedExtensions } = this.summary(listing);
    const search = request.search?.trim() ?? '';
    const libraryMatches =
      search !== '' && request.page === 1 ? await this.libraryMatches(entry, search, categories) : undefined;
    return {
      kind: 'folder',
      page: {
        ...(libraryMatches ? { libraryMatches } : {}),
        items,
        path: entry.rel,
        total,
        page: request.page,
        limit: request.limit,
        totalPages,
        tmdbId: here?.tmdbId ?? null,
        mediaType: here?.mediaType ?? (hasSeasonFolders ? 'tv' : null),
        hasSeasonFolders,
        hasAllowedExtensions,
        needsConfiguration: false,
      },
    };
  }

  /**
   * The library search beyond the open folder: title folders from anywhere in the library whose
   * title holds the search (TMDB's names, from the records' trigram index), with where they are.
   * Titles the folder's own page lists already (its children named so), the folder itself and the
   * title it is inside are left out.
   */
  private async libraryMatches(folder: LibraryEntry, search: string, categories: Set<string>): Promise<LibraryMatches> {
    const found = this.deps.titles.titlesMatching(search, folder.root, LIBRARY_MATCHES_MAX * 2);
    const needle = search.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
    const seen = new Set<string>();
    const places: { rel: string; record: TitleRecord }[] = [];
    for (const record of found.rows) {
      const recordRel = toRelative(folder.root, record.destination_path);
      const parts = recordRel.split('/');
      const rel = parts.slice(0, categorySegments(recordRel, record.base_folder).length + 1).join('/');
      const parent = path.posix.dirname(rel) === '.' ? '' : path.posix.dirname(rel);
      const name = path.posix.basename(rel);
      const folded = name.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
      const listedHere = parent === folder.rel && folded.includes(needle);
      const around = rel === folder.rel || folder.rel.startsWith(`${rel}/`);
      if (seen.has(rel) || listedHere || around) continue;
      seen.add(rel);
      places.push({ rel, record });
    }
    const items = await Promise.all(
      places.slice(0, LIBRARY_MATCHES_MAX).map(async ({ rel, record }) => {
        const info = await stat(path.join(folder.root, rel)).catch(() => null);
        if (!info?.isDirectory()) return null;
        const parentRel = path.posix.dirname(rel) === '.' ? '' : path.posix.dirname(rel);
        const parent = { ...folder, abs: path.join(folder.root, parentRel), rel: parentRel, info: null };
        const listed = listedEntry(path.posix.basename(rel), 'directory');
        listed.facts = { isDirectory: true, size: null, mtimeMs: info.mtimeMs, broken: false };
        return this.item(parent, listed, undefined, record, categories);
      }),
    );
    const shown = items.filter((item): item is FileItem => item !== null);
    return {
      items: shown,
      more: found.capped || places.length > LIBRARY_MATCHES_MAX || found.total > found.rows.length,
    };
  }

  /**
   * Every linked file of a title, wherever the layout put it (`Movies/…` and a 4K copy under
   * `4KMovies/…`), as the library lists them: a movie page's versions.
   */
  async titleFiles(tmdbId: number, mediaType: MediaType): Promise<FileItem[]> {
    const root = await this.deps.paths.root();
    const categories = this.categoryNames();
    const records = this.deps.titles.titleFiles(tmdbId, mediaType, root);
    const items = await Promise.all(
      records.map(async (record) => {
        const abs = record.destination_path;
        const info = await lstat(abs).catch(() => null);
        if (!info) return null;
        const rel = toRelative(root, abs);
        const parentRel = path.posix.dirname(rel) === '.' ? '' : path.posix.dirname(rel);
        const parent = await this.deps.paths.resolve(parentRel, { allowRoot: true }).catch(() => null);
        if (!parent) return null;
        const listed = listedEntry(path.basename(abs), kindOf(info));
        listed.facts = await factsOf(abs);
        return this.item(parent, listed, record, undefined, categories);
      }),
    );
    return items.filter((item): item is FileItem => item !== null);
  }

  /**
   * A season folder's (or Specials') episode count, from its cached listing's names: a readdir per
   * season folder on the page (a show has a handful), no query.
   */
  private async countEpisodes(items: FileItem[]): Promise<void> {
    await Promise.all(
      items.map(async (item) => {
        if (item.type !== 'directory' || item.seasonNumber === null) return;
        const listing = await this.deps.cache.read(item.fullPath).catch(() => null);
        item.episodeCount = listing ? episodeCountOf(listing.entries.map((e) => e.name)) : null;
      }),
    );
  }

  /** Whether the folder holds season folders and organisable files: one pass per listing (and extension list). */
  private summary(listing: FolderListing): FolderSummary {
    const allowed = classifySettingsFrom(this.deps.config).allowedExtensions;
    const key = [...allowed].join(',');
    const known = this.summaries.get(listing);
    if (known?.extensions === key) return known;
    const summary = {
      extensions: key,
      hasSeasonFolders: listing.entries.some((e) => e.kind !== 'file' && isSeasonFolderName(e.name)),
      hasAllowedExtensions: listing.entries.some(
        (e) => e.kind !== 'directory' && allowed.has(path.extname(e.name).toLowerCase()),
      ),
    };
    this.summaries.set(listing, summary);
    return summary;
  }

  /** The title the listed folder belongs to, when it is a title folder or below one. */
  private folderFacts(entry: LibraryEntry): { tmdbId: number | null; mediaType: MediaType | null } | null {
    if (entry.rel === '') return null;
    const record = this.deps.records.firstUnder(entry.abs);
    if (!record) return null;
    const placed = placeFolder(entry.rel, toRelative(entry.root, record.destination_path), record);
    if (placed.placement === 'category') return null;
    return { tmdbId: record.tmdb_id, mediaType: mediaTypeOf(record.media_type) };
  }

  /** First path segments of the configured category folders (Movies, Shows, 4KMovies…). */
  private categoryNames(): Set<string> {
    const layout = layoutSettingsFrom(this.deps.config);
    const names: string[] = [...Object.values(layout.folders), layout.movieCollectionsFolder];
    const first = (name: string) => name.split('/').find((segment) => segment !== '') ?? '';
    return new Set(names.map((name) => first(name).toLowerCase()).filter((name) => name !== ''));
  }

  private async item(
    folder: LibraryEntry,
    e: ListedEntry,
    fileRecord: RecordFacts | undefined,
    folderRecord: TitleRecord | undefined,
    categories: Set<string>,
  ): Promise<FileItem> {
    const facts = e.facts ?? { isDirectory: e.kind === 'directory', size: null, mtimeMs: 0, broken: true };
    const abs = path.join(folder.abs, e.name);
    const rel = folder.rel === '' ? e.name : `${folder.rel}/${e.name}`;
    const isLink = e.kind === 'link';
    const base = {
      name: e.name,
      modified: new Date(facts.mtimeMs).toISOString(),
      path: rel,
      fullPath: abs,
      destinationPath: abs,
      webdavPath: `/webdav/${rel}`,
      isSymlink: isLink,
      icon: iconFor(e.name, facts.isDirectory),
    };
    if (facts.isDirectory) {
      // Specials is where the organiser files season 0; it is not a "season folder" by the spec's rule.
      const season = seasonFolderNumber(e.name) ?? (/^specials$/i.test(e.name) ? 0 : null);
      const placement = folderRecord
        ? placeFolder(rel, toRelative(folder.root, folderRecord.destination_path), folderRecord)
        : null;
      const titled = placement && folderRecord && placement.placement !== 'category' ? titleFacts(folderRecord) : null;
      const isCategoryFolder = placement
        ? placement.placement === 'category'
        : folder.rel === '' && categories.has(e.name.toLowerCase());
      return {
        ...base,
        type: 'directory',
        size: '--',
        sizeBytes: null,
        sourcePath: '',
        ...(titled ?? EMPTY_FACTS),
        isCategoryFolder,
        isSeasonFolder: season !== null && isSeasonFolderName(e.name),
        seasonNumber: season,
        episodeNumber: null,
        hasSeasonFolders: placement?.hasSeasonFolders ?? false,
        isMediaFile: false,
      };
    }
    const parsed = fileRecord ? null : episodeFromName(e.name);
    const named = nameFacts(e.name, fileRecord?.resolution);
    const recorded = named.sideFile ? null : fileRecord;
    const source = isLink ? (fileRecord?.source_path ?? (await linkTarget(abs))) : '';
    return {
      ...base,
      type: 'file',
      size: facts.size === null ? 'Unknown size' : formatBytes(facts.size),
      sizeBytes: facts.size,
      sourcePath: source,
      ...(fileRecord ? titleFacts(fileRecord) : EMPTY_FACTS),
      isCategoryFolder: false,
      isSeasonFolder: false,
      seasonNumber: fileRecord?.season_number ?? parsed?.season ?? null,
      episodeNumber: firstEpisodeOf(fileRecord) ?? parsed?.episode ?? null,
      hasSeasonFolders: false,
      isMediaFile: isVideoName(e.name),
      episodeNumbers: (recorded ? episodesOf(recorded) : null) ?? named.episodeNumbers,
      episodeTitle: recorded?.episode_title || named.episodeTitle,
      quality: named.quality,
      edition: named.edition,
      sideFile: named.sideFile,
      language: named.language,
    };
  }
}

async function linkTarget(abs: string): Promise<string> {
  const text = await readlink(abs).catch(() => '');
  return text === '' ? '' : path.resolve(path.dirname(abs), text);
}

function notConfigured(request: ListRequest): FileListResponse {
  return {
    items: [],
    path: '',
    total: 0,
    page: request.page,
    limit: request.limit,
    totalPages: 1,
    tmdbId: null,
    mediaType: null,
    hasSeasonFolders: false,
    hasAllowedExtensions: false,
    needsConfiguration: true,
  };
}
