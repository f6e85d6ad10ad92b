import { rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  startPlexStandIn,
  startTmdbStandIn,
  type PlexStandIn,
  type TmdbStandIn,
} from '../../../test/stand-ins/index.js';
import { makeOrganiserFolders, organiserEnv } from '../../../test/support/source-tree.js';
import { startTestServer, type TestServer } from '../../../test/support/start-test-server.js';
import { sectionFor, type PlexSection } from './plex-refresh.js';
import { until } from '../../../test/support/until.js';

const FILES = [
  'The.Matrix.1999.1080p.BluRay.x264-GRP/The.Matrix.1999.1080p.BluRay.x264-GRP.mkv',
  'Breaking.Bad.S01.1080p.BluRay.x264-GRP/Breaking.Bad.S01E01.1080p.BluRay.x264-GRP.mkv',
  'Breaking.Bad.S01.1080p.BluRay.x264-GRP/Breaking.Bad.S01E02.1080p.BluRay.x264-GRP.mkv',
  'Breaking.Bad.S01.1080p.BluRay.x264-GRP/Breaking.Bad.S01E03.1080p.BluRay.x264-GRP.mkv',
];

describe('sectionFor', () => {
  const sections: PlexSection[] = [
    { key: '1', type: 'movie', title: 'Movies', locations: ['/lib/Movies'] },
    { key: '2', type: 'show', title: 'TV', locations: ['/lib/Shows', '/lib/4KShows'] },
    { key: '3', type: 'artist', title: 'Music', locations: ['/lib'] },
    { key: '4', type: 'movie', title: 'Everything', locations: ['/lib'] },
  ];
  it('picks the deepest movie or show location holding the folder', () => {
    expect(sectionFor(sections, '/lib/Movies/The Matrix (1999)')?.key).toBe('1');
    expect(sectionFor(sections, '/lib/4KShows/Dark (2017)')?.key).toBe('2');
    expect(sectionFor(sections, '/lib/Anime/Akira (1988)')?.key).toBe('4');
  });
  it('never takes a music section and never a sibling with a common prefix', () => {
    expect(sectionFor(sections.slice(0, 3), '/lib/MoviesExtra/X (2000)')).toBeUndefined();
  });
});

describe('Plex refresh after organising', () => {
  let tmdb: TmdbStandIn;
  let plex: PlexStandIn;
  let server: TestServer | undefined;
  let base: string;
  let source: string;
  let library: string;

  beforeEach(async () => {
    tmdb = await startTmdbStandIn({ apiKey: 'k' });
    ({ base, source, library } = await makeOrganiserFolders('plex-', FILES));
    plex = await startPlexStandIn({
      token: 'plex-token',
      sections: [
        { key: '1', type: 'movie', title: 'Movies', locations: [path.join(library, 'Movies')] },
        { key: '2', type: 'show', title: 'TV Shows', locations: [path.join(library, 'Shows')] },
        { key: '3', type: 'artist', title: 'Music', locations: [library] },
      ],
    });
  });
  afterEach(async () => {
    await server?.dispose();
    server = undefined;
    await plex.close();
    await tmdb.close();
    await rm(base, { recursive: true, force: true });
  });

  const boot = async (env: Record<string, string>, debounceMs = 30) => {
    server = await startTestServer({
      env: {
        ...organiserEnv({ base, source, library }, tmdb),
        PLEX_URL: plex.url,
        PLEX_TOKEN: 'plex-token',
        ...env,
      },
      connections: { debounceMs },
    });
    return server;
  };

  it('refreshes only the section holding each new title folder, once per folder', async () => {
    // A window wider than any gap between two links of one scan, even on a loaded machine, so the
    // whole scan is one batch and "once per folder" is what is measured.
    const s = await boot({ ENABLE_PLEX_UPDATE: 'true' }, 1_000);
    await s.ctx.organiserService.runScan();
    await until(() => plex.refreshes.length >= 2, 'two refreshes');
    await s.ctx.connectionNotifier.stop();
    expect(plex.refreshes.sort((a, b) => a.section.localeCompare(b.section))).toEqual([
      { section: '1', path: path.join(library, 'Movies', 'The Matrix (1999)') },
      { section: '2', path: path.join(library, 'Shows', 'Breaking Bad (2008)') },
    ]);
  });

  it('refreshes the folder of a link removed because its source was deleted', async () => {
    // One batch for the first scan (see above), so none of its refreshes arrives after the reset.
    const s = await boot({ ENABLE_PLEX_UPDATE: 'true' }, 1_000);
    await s.ctx.organiserService.runScan();
    await until(() => plex.refreshes.length >= 2, 'first refreshes');
    plex.refreshes.length = 0;
    await rm(path.join(source, FILES[0] as string));
    await s.ctx.organiserService.runScan();
    await until(() => plex.refreshes.length >= 1, 'refresh after deletion');
    expect(plex.refreshes).toEqual([{ section: '1', path: path.join(library, 'Movies', 'The Matrix (1999)') }]);
  });

  it('asks nothing of Plex when ENABLE_PLEX_UPDATE is off', async () => {
    const s = await boot({ ENABLE_PLEX_UPDATE: 'false' });
    await s.ctx.organiserService.runScan();
    await new Promise((r) => setTimeout(r, 150));
    await s.ctx.connectionNotifier.stop();
    expect(plex.requests).toEqual([]);
  });

  it('organises regardless when Plex refuses the token or is down', async () => {
    const s = await boot({ ENABLE_PLEX_UPDATE: 'true', PLEX_TOKEN: 'wrong' });
    const first = await s.ctx.organiserService.runScan();
    expect(first.results.filter((r) => r.status === 'linked')).toHaveLength(4);
    await until(() => plex.requests.length >= 1, 'a sections request');
    expect(plex.refreshes).toEqual([]);

    plex.failWith = 500;
    const more = path.join(source, 'Dune.2021.1080p.WEB-DL.x264-GRP.mkv');
    await writeFile(more, 'dune');
    const second = await s.ctx.organiserService.runScan();
    expect(second.results).toMatchObject([{ sourcePath: more, status: 'linked' }]);
    await s.ctx.connectionNotifier.stop();
    expect(plex.refreshes).toEqual([]);
  });
});
