import { mkdir, truncate, writeFile } from 'node:fs/promises';
import path from 'node:path';
import {
  fileListResponseSchema,
  recentMediaItemSchema,
  type FileItem,
  type FileListResponse,
  type RecentMediaItem,
} from '@cinesync/common';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startOrganisedServer, type OrganisedServer } from '../../test/support/organised-server.js';
import { patternBytes, WORLD_FILE_SIZE } from '../../test/worlds/library-test-world.js';

/** Two files of one episode (a double episode and a single), a special, and a movie with a subtitle. */
const SOURCES = [
  'Breaking.Bad.S01E01E02.1080p.BluRay.x264-GRP.mkv',
  'Breaking.Bad.S01E01.720p.WEB-DL.x264-GRP.mkv',
  'Breaking.Bad.S01E03.1080p.BluRay.x264-GRP.mkv',
  'Breaking.Bad.S02E01.1080p.BluRay.x264-GRP.mkv',
  'Breaking.Bad.S00E01.1080p.WEB-DL.x264-GRP.mkv',
  'The.Matrix.1999.1080p.BluRay.x264-GRP.mkv',
];

describe('items of one title folder are told apart (issue 19)', () => {
  let w: OrganisedServer;
  beforeAll(async () => {
    w = await startOrganisedServer({
      prefix: 'told-apart-',
      writeSources: async (source) => {
        await mkdir(source, { recursive: true });
        for (const [i, name] of SOURCES.entries()) {
          const file = path.join(source, name);
          await writeFile(file, patternBytes(i));
          await truncate(file, WORLD_FILE_SIZE);
        }
      },
      afterScan: async ({ library }) => {
        const matrix = path.join(library, 'Movies', 'The Matrix (1999)');
        await writeFile(path.join(matrix, 'The Matrix (1999).en.srt'), '1\n00:00:01,000 --> 00:00:02,000\nHi\n');
      },
    });
  });
  afterAll(() => w.dispose());

  const list = async (p: string): Promise<FileListResponse> => {
    const res = await w.server.request(`/api/files/${p}`, { token: w.token });
    expect(res.status, p).toBe(200);
    const body = (await res.json()) as FileListResponse;
    // The additions are part of the contract: the strict schema accepts them, nothing else.
    const strict = fileListResponseSchema.extend({
      items: fileListResponseSchema.shape.items.element.strict().array(),
    });
    expect(strict.strict().parse(body)).toEqual(body);
    return body;
  };
  const named = (items: FileItem[], name: string) => {
    const item = items.find((i) => i.name === name);
    expect(item, `${name} in ${items.map((i) => i.name).join(', ')}`).toBeDefined();
    return item as FileItem;
  };

  it('gives each season folder its number and episode count, Specials as season 0', async () => {
    const shows = await list('Shows');
    const show = shows.items.find((i) => i.title === 'Breaking Bad');
    expect(show).toBeDefined();
    const folder = await list(show?.path ?? '');
    const season1 = named(folder.items, 'Season 01');
    expect(season1).toMatchObject({ isSeasonFolder: true, seasonNumber: 1, episodeCount: 3 });
    expect(named(folder.items, 'Season 02')).toMatchObject({ seasonNumber: 2, episodeCount: 1 });
    expect(named(folder.items, 'Specials')).toMatchObject({ isSeasonFolder: false, seasonNumber: 0, episodeCount: 1 });
  });

  it('gives each episode file its episode range, title and quality', async () => {
    const shows = await list('Shows');
    const show = shows.items.find((i) => i.title === 'Breaking Bad');
    const season = await list(`${show?.path}/Season 01`);
    const videos = season.items.filter((i) => i.isMediaFile);
    expect(videos).toHaveLength(3);
    const double = videos.find((i) => i.episodeNumbers?.length === 2);
    expect(double).toMatchObject({ episodeNumbers: [1, 2], episodeNumber: 1, sideFile: null });
    expect(double?.quality).toMatch(/^1080p/);
    const single = videos.find((i) => i.episodeNumbers?.length === 1 && i.episodeNumber === 1);
    expect(single?.quality).toMatch(/^720p/);
    expect(videos.map((v) => v.episodeTitle)).toEqual(videos.map(() => expect.any(String)));
    // Two files of one episode read differently: range and quality.
    expect(`${double?.episodeNumbers?.join('-')} ${double?.quality}`).not.toBe(
      `${single?.episodeNumbers?.join('-')} ${single?.quality}`,
    );
  });

  it('names the episode range and quality of recent episodes, so two files of one episode differ', async () => {
    const res = await w.server.request('/api/recent-media', { token: w.token });
    const items = (await res.json()) as RecentMediaItem[];
    expect(recentMediaItemSchema.strict().array().parse(items)).toEqual(items);
    const firsts = items.filter((i) => i.type === 'tv' && i.seasonNumber === 1 && i.episodeNumber === 1);
    expect(firsts.map((i) => [i.episodeNumbers, i.quality]).sort()).toEqual([
      [[1, 2], '1080p Blu-ray'],
      [[1], '720p WEB-DL'],
    ]);
  });

  it('tells a movie from its subtitle: the side file and its language', async () => {
    const folder = await list('Movies/The Matrix (1999)');
    const video = folder.items.find((i) => i.isMediaFile);
    expect(video).toMatchObject({ sideFile: null, quality: '1080p Blu-ray', edition: null });
    const subtitle = named(folder.items, 'The Matrix (1999).en.srt');
    expect(subtitle).toMatchObject({ sideFile: 'subtitle', language: 'English', episodeNumbers: null, quality: null });
  });
});
