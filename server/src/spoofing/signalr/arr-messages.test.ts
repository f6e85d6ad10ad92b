import { describe, expect, it } from 'vitest';
import { messagesForChanges, type ArrLinkIds, type LinkChange } from './arr-messages.js';

const EPISODE_PATH = '/lib/Shows/Show (2020)/Season 01/Show (2020) - S01E02.mkv';
const MOVIE_PATH = '/lib/Movies/Film (1999)/Film (1999).mkv';

const episodeFile = (over: Partial<ArrLinkIds> = {}): ArrLinkIds => ({
  kind: 'episodeFile',
  seriesId: 3,
  episodeFileId: 40,
  episodeIds: [21, 22],
  title: 'Show',
  year: 2020,
  episodes: [
    { id: 21, seasonNumber: 1, episodeNumber: 2, title: 'Two' },
    { id: 22, seasonNumber: 1, episodeNumber: 3, title: null },
  ],
  ...over,
});
const movie = (over: Partial<ArrLinkIds> = {}): ArrLinkIds => ({
  kind: 'movie',
  movieId: 7,
  movieFileId: 70,
  title: 'Film',
  year: 1999,
  ...over,
});
const change = (ids: ArrLinkIds, action: LinkChange['action'] = 'updated', destinationPath = EPISODE_PATH) => ({
  ids,
  action,
  destinationPath,
});

/** The messages as Bazarr receives them (the links they concern only steer who hears them). */
const plain = (changes: LinkChange[]) => messagesForChanges(changes).map(({ links: _links, ...message }) => message);

describe('messagesForChanges', () => {
  it('names the links a message is about, once each, merging repeats of the same message', () => {
    const other = EPISODE_PATH.replace('S01E02', 'S01E04');
    const messages = messagesForChanges([
      change(episodeFile()),
      change(episodeFile({ episodeFileId: 41 }), 'updated', other),
    ]);
    expect(messages.find((m) => m.name === 'series')?.links).toEqual([EPISODE_PATH, other]);
    expect(messages.filter((m) => m.name === 'episodefile').map((m) => m.links)).toEqual([[EPISODE_PATH], [other]]);
  });

  it('announces a linked episode file as its series (episodes changed), each episode and the file', () => {
    expect(plain([change(episodeFile())])).toEqual([
      {
        name: 'series',
        action: 'updated',
        resource: { id: 3, title: 'Show', year: 2020, episodesChanged: true },
      },
      {
        name: 'episode',
        action: 'updated',
        resource: {
          id: 21,
          seriesId: 3,
          seasonNumber: 1,
          episodeNumber: 2,
          title: 'Two',
          series: { id: 3, title: 'Show', year: 2020 },
        },
      },
      {
        name: 'episode',
        action: 'updated',
        resource: {
          id: 22,
          seriesId: 3,
          seasonNumber: 1,
          episodeNumber: 3,
          title: null,
          series: { id: 3, title: 'Show', year: 2020 },
        },
      },
      { name: 'episodefile', action: 'updated', resource: { id: 40, seriesId: 3, path: EPISODE_PATH } },
    ]);
  });

  it('announces a removed file with its series still there as updates, and the file as deleted', () => {
    const messages = plain([change(episodeFile({ gone: false }), 'deleted')]);
    expect(messages.map((m) => `${m.name} ${m.action} ${String(m.resource.id)}`)).toEqual([
      'series updated 3',
      'episode updated 21',
      'episode updated 22',
      'episodefile deleted 40',
    ]);
  });

  it('deletes a series the removal left empty, with the title and year Bazarr reads', () => {
    const messages = plain([change(episodeFile({ gone: true }), 'deleted')]);
    expect(messages).toEqual([
      { name: 'series', action: 'deleted', resource: { id: 3, title: 'Show', year: 2020 } },
      { name: 'episodefile', action: 'deleted', resource: { id: 40, seriesId: 3, path: EPISODE_PATH } },
    ]);
  });

  it('sends each message once for a season linked in one go, the series first', () => {
    const other = episodeFile({
      episodeFileId: 41,
      episodes: [{ id: 23, seasonNumber: 1, episodeNumber: 4, title: 'Four' }],
    });
    const messages = plain([change(episodeFile()), change(other, 'updated', '/lib/other.mkv')]);
    expect(messages.map((m) => `${m.name} ${String(m.resource.id)}`)).toEqual([
      'series 3',
      'episode 21',
      'episode 22',
      'episodefile 40',
      'episode 23',
      'episodefile 41',
    ]);
  });

  it('leaves out what Bazarr would drop for a missing key', () => {
    // No title/year: Bazarr's handler indexes them, so no series message; no episode details: no episode messages.
    const bare = episodeFile({ title: undefined, year: undefined, episodes: undefined });
    expect(plain([change(bare)]).map((m) => m.name)).toEqual(['episodefile']);
    expect(plain([change(episodeFile({ seriesId: undefined }))])).toEqual([]);
    expect(plain([change(movie({ movieId: undefined }), 'updated', MOVIE_PATH)])).toEqual([]);
  });

  it('announces a linked movie as updated, a movie with nothing left as deleted', () => {
    expect(plain([change(movie(), 'updated', MOVIE_PATH)])).toEqual([
      { name: 'movie', action: 'updated', resource: { id: 7, title: 'Film', year: 1999 } },
      { name: 'moviefile', action: 'updated', resource: { id: 70, movieId: 7, path: MOVIE_PATH } },
    ]);
    expect(plain([change(movie({ gone: true, title: undefined }), 'deleted', MOVIE_PATH)])).toEqual([
      { name: 'movie', action: 'deleted', resource: { id: 7 } },
      { name: 'moviefile', action: 'deleted', resource: { id: 70, movieId: 7, path: MOVIE_PATH } },
    ]);
    // A removal that leaves the movie (another file): Bazarr re-reads it.
    expect(plain([change(movie({ gone: false }), 'deleted', MOVIE_PATH)])[0]).toEqual({
      name: 'movie',
      action: 'updated',
      resource: { id: 7, title: 'Film', year: 1999 },
    });
  });
});
