import { describe, expect, it } from 'vitest';
import { linkedInserter } from '../../../test/support/records.js';
import { useTestDatabase } from '../../../test/support/test-store.js';
import type { AppDatabase } from '../database.js';
import { CollectionsRepository } from './collections.repository.js';

describe('CollectionsRepository', () => {
  let database: AppDatabase;
  let collections: CollectionsRepository;
  useTestDatabase((opened) => {
    database = opened;
    collections = new CollectionsRepository(opened);
  });

  const film = (tmdbId: number) =>
    linkedInserter(database)(`/src/${tmdbId}.mkv`, `/lib/Movies/${tmdbId}.mkv`, {
      media_type: 'movie',
      tmdb_id: tmdbId,
    });

  it('asks each library film its collection once', () => {
    film(11);
    film(12);
    expect(collections.uncheckedMovies(10)).toEqual([11, 12]);
    collections.saveMovieCollection(11, 900, 1);
    collections.saveMovieCollection(12, null, 1);
    expect(collections.uncheckedMovies(10)).toEqual([]);
  });

  it('reads a collection again only once it is older than asked', () => {
    film(11);
    collections.saveMovieCollection(11, 900, 1);
    expect(collections.staleCollections(100)).toEqual([900]);
    collections.saveCollection({ id: 900, name: 'Saga', films: [{ tmdbId: 11, title: 'One', releaseDate: null }] }, 50);
    expect(collections.staleCollections(50)).toEqual([]);
    expect(collections.staleCollections(51)).toEqual([900]);
  });

  it('lists the films of collections the library holds part of, each with whether it is held', () => {
    film(11);
    collections.saveCollection(
      {
        id: 900,
        name: 'Saga',
        films: [
          { tmdbId: 12, title: 'Two', releaseDate: '2002-01-01' },
          { tmdbId: 11, title: 'One', releaseDate: '2001-01-01' },
          { tmdbId: 13, title: 'Three', releaseDate: null },
        ],
      },
      1,
    );
    collections.saveCollection({ id: 901, name: 'Other', films: [{ tmdbId: 21, title: 'X', releaseDate: null }] }, 1);
    expect(collections.collectionFilms().map((f) => [f.collection_id, f.tmdb_id, f.have])).toEqual([
      [900, 11, 1],
      [900, 12, 0],
      [900, 13, 0],
    ]);
  });
});
