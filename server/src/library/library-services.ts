import path from 'node:path';
import type { ConfigStore } from '../config/config-store.js';
import { parseSourceRoots } from '../config/source-dirs.js';
import type { AppDatabase } from '../db/database.js';
import type { ServiceRepositories } from '../db/repositories/repositories.js';
import type { EventBus } from '../events/event-bus.js';
import type { Logger } from '../log.js';
import type { TmdbClient } from '../metadata/index.js';
import { FavoriteTitles } from './favorite-titles.js';
import { FileDetailsStore } from './file-details-store.js';
import { FolderListingCache } from './folder-listing-cache.js';
import { FolderLister } from './folder-lister.js';
import { ImageCache } from './image-cache.js';
import { LibraryActions } from './library-actions.js';
import { followLibraryChanges } from './listing-updates.js';
import { LibraryPaths } from './library-paths.js';
import type { ProcessedFilesRepository } from '../db/repositories/processed-files.repository.js';
import { LibraryTrash } from './library-trash.js';
import { MediaMetadata } from './media-metadata.js';
import { MissingService } from './missing-service.js';
import { SeasonRefresh } from './season-refresh.js';
import { UiMetadataCache } from './ui-metadata-cache.js';

interface LibraryDeps {
  config: ConfigStore;
  database: AppDatabase;
  repositories: ServiceRepositories;
  bus: EventBus;
  log: Logger;
  tmdb: TmdbClient;
  dataDir: string;
  now: () => number;
  /** `TZ`: the zone the missing list and the calendar reckon "today" in. */
  jobs?: { timezone?: string | undefined };
}

/** The library's services, built once per HTTP app so the listing and image caches are shared by its routes. */
export interface LibraryServices {
  paths: LibraryPaths;
  /** Folder listings, shared by the file browser and the WebDAV share. */
  listings: FolderListingCache;
  records: ProcessedFilesRepository;
  lister: FolderLister;
  actions: LibraryActions;
  trash: LibraryTrash;
  details: FileDetailsStore;
  images: ImageCache;
  metadata: MediaMetadata;
  uiCache: UiMetadataCache;
  /** Each user's starred titles. */
  favorites: FavoriteTitles;
  /** What is missing and what is coming (issue 34). */
  missing: MissingService;
  /** The air-date refresh job's work: fresh seasons of continuing shows. */
  seasonRefresh: SeasonRefresh;
  /** Stop following the organiser's changes (the services are going away). */
  stop: () => void;
}

export function createLibraryServices(deps: LibraryDeps): LibraryServices {
  const log = deps.log.child({ module: 'library' });
  const paths = new LibraryPaths(deps.config);
  const { records } = deps.repositories;
  const cache = new FolderListingCache({ now: deps.now });
  const intents = deps.repositories.pendingChanges;
  const trash = new LibraryTrash({ ledger: deps.repositories.trash, dataDir: deps.dataDir, intents, now: deps.now });
  const unfollow = followLibraryChanges(deps.bus, cache);
  const collectionsEnabled = () => deps.config.get('MISSING_COLLECTIONS_ENABLED') === 'true';
  return {
    paths,
    listings: cache,
    records,
    lister: new FolderLister({
      config: deps.config,
      paths,
      cache,
      records: deps.repositories.libraryRecords,
      titles: deps.repositories.titles,
    }),
    actions: new LibraryActions({
      paths,
      database: deps.database,
      bus: deps.bus,
      log,
      trash,
      intents,
      records,
      details: deps.repositories.fileDetails,
      cache,
      now: deps.now,
      sourceRoots: () => parseSourceRoots(deps.config.get('SOURCE_DIR')),
    }),
    trash,
    details: new FileDetailsStore(deps.repositories.fileDetails, deps.now),
    images: new ImageCache({
      dir: path.join(deps.dataDir, 'cache', 'images'),
      baseUrl: () => deps.config.get('TMDB_IMAGE_BASE_URL'),
      log,
      now: deps.now,
    }),
    metadata: new MediaMetadata(deps.tmdb, deps.repositories.libraryRecords, deps.config),
    uiCache: new UiMetadataCache(deps.repositories.tmdbCache, deps.now),
    favorites: new FavoriteTitles(deps.repositories.favorites, paths, deps.now),
    missing: new MissingService({
      repository: deps.repositories.missing,
      collections: deps.repositories.collections,
      feedKeys: deps.repositories.feedKeys,
      now: deps.now,
      timeZone: deps.jobs?.timezone,
      collectionsEnabled,
    }),
    seasonRefresh: new SeasonRefresh({
      collectionsEnabled,
      repository: deps.repositories.missing,
      collections: deps.repositories.collections,
      tmdb: deps.tmdb,
      log,
      now: deps.now,
      timeZone: deps.jobs?.timezone,
    }),
    stop: unfollow,
  };
}
