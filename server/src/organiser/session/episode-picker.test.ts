import { readlink, rm } from 'node:fs/promises';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { startTmdbStandIn, type TmdbStandIn } from '../../../test/stand-ins/index.js';
import { readProcessingStream, structuredOf } from '../../../test/support/processing-stream.js';
import { makeOrganiserFolders, organiserEnv } from '../../../test/support/source-tree.js';
import { jsonInit, startTestServer, type TestServer } from '../../../test/support/start-test-server.js';

describe('season then episode pickers in the processing dialog', () => {
  let tmdb: TmdbStandIn;
  let server: TestServer;
  let base: string;
  let file: string;

  beforeEach(async () => {
    tmdb = await startTmdbStandIn({ apiKey: 'k' });
    const name = 'Breaking Bad/Breaking.Bad.1080p.WEB-DL.mkv';
    const folders = await makeOrganiserFolders('picker-', [name]);
    ({ base } = folders);
    file = path.join(folders.source, name);
    server = await startTestServer({ env: organiserEnv(folders, tmdb) });
  });
  afterEach(async () => {
    await server.dispose();
    await tmdb.close();
    await rm(base, { recursive: true, force: true });
  });

  const process = (answers: string[]) =>
    server.request('/api/python-bridge', jsonInit({ sourcePath: file, selectedOption: 'force-show' })).then((res) =>
      readProcessingStream(res, async (_prompt, _seen, sessionId) => {
        const next = answers.shift();
        if (next === undefined) throw new Error('asked more than the test expected');
        const input = await server.request('/api/python-bridge/input', jsonInit({ input: `${next}\n`, sessionId }));
        expect(input.status).toBe(200);
      }),
    );

  it('asks for the season, lists its episodes from TMDB, and links the one chosen', async () => {
    const lines = await process(['7', '1', '3']);
    const seasons = structuredOf(lines, 'season_selection')[0]?.data as { tmdbId: number; seasons: unknown[] };
    expect(seasons.tmdbId).toBe(1396);
    expect(seasons.seasons).toContainEqual(expect.objectContaining({ seasonNumber: 1 }));
    const prompts = structuredOf(lines, 'prompt').map((p) => p.data.kind);
    // 7 is not a season of the show: asked again.
    expect(prompts).toEqual(['season', 'season', 'episode']);
    const episodes = structuredOf(lines, 'episode_selection')[0]?.data as {
      seasonNumber: number;
      episodes: { episodeNumber: number; name: string }[];
    };
    expect(episodes.seasonNumber).toBe(1);
    expect(episodes.episodes.length).toBeGreaterThanOrEqual(3);
    const result = structuredOf(lines, 'result')[0]?.data;
    expect(result).toMatchObject({ status: 'linked', tmdbId: 1396, mediaType: 'tv' });
    const destination = String(result?.destinationPath);
    expect(destination).toContain(path.join('Shows', 'Breaking Bad (2008)', 'Season 01'));
    expect(path.basename(destination)).toMatch(/S01E03/);
    expect(await readlink(destination)).toBe(file);
  });

  it('leaves the file for review when the person skips the season', async () => {
    const lines = await process(['skip']);
    expect(structuredOf(lines, 'result')[0]?.data).toMatchObject({ status: 'review', destinationPath: null });
    expect(lines.at(-1)).toEqual({ done: true });
  });
});
