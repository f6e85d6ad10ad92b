import path from 'node:path';
import type { ArrCatalogue, ArrMovie, ArrSeries } from './face/arr-catalogue.js';
import type { ArrIdLookup, ArrLinkIds } from './signalr/arr-messages.js';

/** What the lookup reads: the face's whole catalogue, rebuilt only when the records changed. */
interface CatalogueSource {
  catalogue(): ArrCatalogue;
}

/**
 * The hub's ids for a library link, read from the REST face's catalogue, so a message names the
 * very ids Bazarr synced. A removal is answered from the catalogue as it was before the change (the
 * one this lookup saw before the newest), and an item missing from the current one is `gone`.
 */
export class ArrLinkLookup implements ArrIdLookup {
  /** The newest catalogue seen, and the one before it (what the library held before the last change). */
  private latest: ArrCatalogue | null = null;
  private previous: ArrCatalogue | null = null;

  constructor(private readonly source: CatalogueSource) {}

  forLink(destinationPath: string): ArrLinkIds | null {
    const current = this.source.catalogue();
    // The face hands out the same catalogue object until the records change.
    if (current !== this.latest) {
      this.previous = this.latest;
      this.latest = current;
    }
    const before = this.previous;
    // A file by its own path first (now, or just before a removal), then a folder that holds it.
    const found =
      fileIn(current, destinationPath) ??
      (before ? (fileIn(before, destinationPath) ?? folderIn(before, destinationPath)) : null) ??
      folderIn(current, destinationPath);
    if (!found) return null;
    return { ...found, gone: !isStillIn(current, found) };
  }
}

function inside(folder: string, target: string): boolean {
  return target === folder || target.startsWith(folder.endsWith(path.sep) ? folder : folder + path.sep);
}

function fileIn(catalogue: ArrCatalogue, target: string): Omit<ArrLinkIds, 'gone'> | null {
  const movie = catalogue.movies.find((m) => m.file.path === target);
  if (movie) return movieIds(movie);
  for (const series of catalogue.series) {
    const file = series.files.find((f) => f.path === target);
    if (file) return episodeFileIds(series, file.id);
  }
  return null;
}

/** A title folder (or one inside it, or one holding it) that was deleted or moved whole. */
function folderIn(catalogue: ArrCatalogue, target: string): Omit<ArrLinkIds, 'gone'> | null {
  const movie = catalogue.movies.find((m) => inside(m.path, target) || inside(target, m.path));
  if (movie) return movieIds(movie);
  const series = catalogue.series.find((s) => inside(s.path, target) || inside(target, s.path));
  return series ? episodeFileIds(series, null, target) : null;
}

function movieIds(movie: ArrMovie): Omit<ArrLinkIds, 'gone'> {
  return { kind: 'movie', movieId: movie.id, movieFileId: movie.file.id, title: movie.title, year: movie.year };
}

/** A file's episodes, or for a folder (a season, the whole show) every episode under it. */
function episodeFileIds(series: ArrSeries, fileId: number | null, folder?: string): Omit<ArrLinkIds, 'gone'> {
  const episodes = series.episodes
    .filter((e) => (fileId !== null ? e.file.id === fileId : folder !== undefined && inside(folder, e.file.path)))
    .map((e) => ({ id: e.id, seasonNumber: e.seasonNumber, episodeNumber: e.episodeNumber, title: e.title }));
  return {
    kind: 'episodeFile',
    seriesId: series.id,
    ...(fileId !== null ? { episodeFileId: fileId } : {}),
    episodeIds: episodes.map((e) => e.id),
    episodes,
    title: series.title,
    year: series.year,
  };
}

function isStillIn(catalogue: ArrCatalogue, ids: Omit<ArrLinkIds, 'gone'>): boolean {
  return ids.kind === 'movie'
    ? catalogue.movies.some((m) => m.id === ids.movieId)
    : catalogue.series.some((s) => s.id === ids.seriesId);
}
