import type { ArrAction } from './signalr-hub.js';

/** One episode a file holds, with what Bazarr's message handler reads of it. */
export interface ArrEpisodeRef {
  id: number;
  seasonNumber: number;
  episodeNumber: number;
  title: string | null;
}

/**
 * The Radarr/Sonarr face's ids (and the few facts Bazarr's handler reads) of the item a library
 * link belongs to. Bazarr indexes `id`, `title` and `year` of a series or movie message and
 * `id`, `title`, `seasonNumber`, `episodeNumber` of an episode message; a message missing one of
 * them is dropped on its side, so a message whose facts are unknown here is not sent at all.
 */
export interface ArrLinkIds {
  kind: 'movie' | 'episodeFile';
  movieId?: number;
  movieFileId?: number;
  seriesId?: number;
  episodeIds?: number[];
  episodeFileId?: number;
  /** The movie's or the series' title and year. */
  title?: string;
  year?: number;
  /** The file's episodes in full (supersedes `episodeIds` for the episode messages). */
  episodes?: ArrEpisodeRef[];
  /**
   * After a removal: true when the movie or series has nothing left in the face, so it is sent as
   * `deleted`; otherwise it is sent as `updated` and Bazarr re-reads it.
   */
  gone?: boolean;
}

/**
 * How the face's ids are found for a link. Asked once per changed path in each round of messages
 * (keep it an indexed look-up): when a link appears or changes, and also just after one was
 * removed, so it should still know the ids of a path removed a moment ago. The path may be a
 * folder (a title folder deleted or moved whole): answer for the movie or series it held, with
 * `gone` when nothing of it is left.
 */
export interface ArrIdLookup {
  forLink(destinationPath: string): ArrLinkIds | null;
}

/** Until the face's ids are wired in: nothing is known, so nothing is sent. */
export const NO_ARR_IDS: ArrIdLookup = { forLink: () => null };

/** A link that appeared, changed or went, with what the lookup knew of it. */
export interface LinkChange {
  destinationPath: string;
  action: ArrAction;
  ids: ArrLinkIds;
}

/** One message for the hub: `{name, body: {action, resource}}`. */
export interface ArrMessage {
  name: 'series' | 'episode' | 'episodefile' | 'movie' | 'moviefile';
  action: ArrAction;
  resource: Record<string, unknown>;
  /** The library links it is about: a folder's key hears only of its folder's. */
  links: string[];
}

/**
 * The messages Sonarr and Radarr would send for these link changes, in an order Bazarr can act on
 * (a series before its episodes), each sent once:
 * - an episode file: `series` updated with `episodesChanged` (Bazarr then re-reads the series'
 *   episodes and files, which also inserts a series it did not know), an `episode` updated for
 *   each of its episodes (Bazarr re-reads each one), and `episodefile` updated/deleted, which real
 *   Sonarr sends and Bazarr ignores. A removal that left the series empty sends `series` deleted.
 * - a movie file: `movie` updated (Bazarr re-reads the movie; a 404 there means gone), or `movie`
 *   deleted when the movie has nothing left; and `moviefile` as Radarr sends it.
 */
export function messagesForChanges(changes: readonly LinkChange[]): ArrMessage[] {
  const out: ArrMessage[] = [];
  const seen = new Map<string, ArrMessage>();
  const add = (message: Omit<ArrMessage, 'links'> | undefined, link: string) => {
    if (!message) return;
    const key = `${message.name}:${message.action}:${String(message.resource.id)}`;
    const earlier = seen.get(key);
    if (earlier) {
      if (!earlier.links.includes(link)) earlier.links.push(link);
      return;
    }
    const full = { ...message, links: [link] };
    seen.set(key, full);
    out.push(full);
  };
  for (const change of changes) {
    const messages = change.ids.kind === 'movie' ? movieMessages(change) : episodeFileMessages(change);
    for (const m of messages) add(m, change.destinationPath);
  }
  return out;
}

function movieMessages({ action, ids, destinationPath }: LinkChange): (Omit<ArrMessage, 'links'> | undefined)[] {
  const { movieId, movieFileId, title, year } = ids;
  if (movieId === undefined) return [];
  const named = title !== undefined && year !== undefined ? { title, year } : undefined;
  const movie: Omit<ArrMessage, 'links'> | undefined =
    action === 'deleted' && ids.gone === true
      ? { name: 'movie', action: 'deleted', resource: { id: movieId, ...named } }
      : named && { name: 'movie', action: 'updated', resource: { id: movieId, ...named } };
  const file: Omit<ArrMessage, 'links'> | undefined =
    movieFileId !== undefined
      ? { name: 'moviefile', action, resource: { id: movieFileId, movieId, path: destinationPath } }
      : undefined;
  return [movie, file];
}

function episodeFileMessages({ action, ids, destinationPath }: LinkChange): (Omit<ArrMessage, 'links'> | undefined)[] {
  const { seriesId, episodeFileId, title, year } = ids;
  if (seriesId === undefined) return [];
  const named = title !== undefined && year !== undefined ? { title, year } : undefined;
  const seriesGone = action === 'deleted' && ids.gone === true;
  const series: Omit<ArrMessage, 'links'> | undefined = named && {
    name: 'series',
    action: seriesGone ? 'deleted' : 'updated',
    resource: { id: seriesId, ...named, ...(seriesGone ? {} : { episodesChanged: true }) },
  };
  // The series' removal takes its episodes with it in Bazarr; episode messages would only 404.
  const episodes: Omit<ArrMessage, 'links'>[] = seriesGone
    ? []
    : (ids.episodes ?? []).map((e) => ({
        name: 'episode',
        action: 'updated',
        resource: {
          id: e.id,
          seriesId,
          seasonNumber: e.seasonNumber,
          episodeNumber: e.episodeNumber,
          title: e.title,
          ...(named ? { series: { id: seriesId, ...named } } : {}),
        },
      }));
  const file: Omit<ArrMessage, 'links'> | undefined =
    episodeFileId !== undefined
      ? {
          name: 'episodefile',
          action,
          resource: { id: episodeFileId, seriesId, path: destinationPath },
        }
      : undefined;
  return [series, ...episodes, file];
}
