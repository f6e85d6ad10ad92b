import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { FileListResponse, ShowEpisodesResponse, TitleFilesResponse } from '@cinesync/common';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startOrganisedServer, type OrganisedServer } from '../../test/support/organised-server.js';

const BREAKING_BAD = 1396;
const SOURCES = [
  'Breaking.Bad.S01E01E02.1080p.BluRay.x264-GRP.mkv',
  'Breaking.Bad.S01E03.1080p.BluRay.x264-GRP.mkv',
  'Breaking.Bad.S00E01.1080p.WEB-DL.x264-GRP.mkv',
];

describe("a show's completeness from what the organiser read (issue 34)", () => {
  let w: OrganisedServer;
  beforeAll(async () => {
    w = await startOrganisedServer({
      prefix: 'completeness-',
      writeSources: async (source) => {
        await mkdir(source, { recursive: true });
        for (const name of SOURCES) await writeFile(path.join(source, name), `video ${name}`);
      },
    });
  });
  afterAll(() => w?.dispose());

  const get = async <T>(pathName: string): Promise<T> => {
    const res = await w.server.request(pathName, { token: w.token });
    expect(res.status, pathName).toBe(200);
    return (await res.json()) as T;
  };

  it('keeps the seasons the organiser fetched, and tells the show folder how complete it is', async () => {
    // No refresh ran: the seasons are those the organiser read to place the files (all of them,
    // appended to the show's details).
    const show = await get<ShowEpisodesResponse>(`/api/missing/shows/${BREAKING_BAD}`);
    const season1 = show.completeness.seasons.find((s) => s.season === 1);
    expect(season1).toBeDefined();
    expect(season1?.have).toBe(3);
    expect(season1?.aired).toBe(season1?.total);
    expect(show.completeness.summary).toMatch(new RegExp(`^S1 3/${season1?.aired} · S2 0/\\d+`));
    // The special in the library counts apart.
    expect(show.completeness.specials?.have).toBe(1);

    const { items: files } = await get<TitleFilesResponse>(`/api/title-files?tmdbId=${BREAKING_BAD}&mediaType=tv`);
    const [category, folder] = (files[0]?.path ?? '').split('/');
    const listing = await get<FileListResponse>(`/api/files/${category}`);
    const entry = listing.items.find((i) => i.name === folder);
    expect(entry?.completeness).toEqual(show.completeness);
    // Nothing else of the listing gains a completeness: a season folder (Specials too) is not a show.
    const inside = await get<FileListResponse>(`/api/files/${category}/${folder}`);
    expect(inside.items.filter((i) => i.completeness !== undefined).map((i) => i.name)).toEqual([]);
  });
});
