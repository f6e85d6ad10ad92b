import type { ConnectionEvent } from '@cinesync/common';
import { rm } from 'node:fs/promises';
import path from 'node:path';
import { Writable } from 'node:stream';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createLogger } from '../../log.js';
import type { ConnectionFields } from '../../db/repositories/connections.repository.js';
import {
  startJellyfinStandIn,
  startTmdbStandIn,
  type JellyfinStandIn,
  type TmdbStandIn,
} from '../../../test/stand-ins/index.js';
import { freePort } from '../../../test/support/free-port.js';
import { makeOrganiserFolders, organiserEnv } from '../../../test/support/source-tree.js';
import { startTestServer, type TestServer } from '../../../test/support/start-test-server.js';
import { mapPath, updatesFor } from './connections-notifier.js';
import { until } from '../../../test/support/until.js';

const SHOW = 'Breaking.Bad.S01.1080p.BluRay.x264-GRP';
const FILES = [1, 2, 3].map((e) => `${SHOW}/Breaking.Bad.S01E0${e}.1080p.BluRay.x264-GRP.mkv`);
const ALL_EVENTS = ['linked', 'upgraded', 'renamed', 'deleted'] as const;

describe('mapPath and updatesFor', () => {
  it('replaces the longest matching prefix, never a sibling with a common prefix', () => {
    const mappings = [
      { from: '/lib', to: '/media' },
      { from: '/lib/Shows', to: '/tv' },
    ];
    expect(mapPath('/lib/Shows/Dark (2017)', mappings)).toBe('/tv/Dark (2017)');
    expect(mapPath('/lib/Movies/Up (2009)', mappings)).toBe('/media/Movies/Up (2009)');
    expect(mapPath('/library/Up (2009)', mappings)).toBe('/library/Up (2009)');
    expect(mapPath('/lib/Movies/Up (2009)', [{ from: '/lib', to: 'D:\\Media\\' }])).toBe(
      'D:\\Media\\Movies\\Up (2009)',
    );
  });

  it('says Created, Deleted or Modified, and leaves out events the connection does not want', () => {
    const changes = new Map<string, Set<ConnectionEvent>>([
      ['/lib/A', new Set(['linked'])],
      ['/lib/B', new Set(['deleted'])],
      ['/lib/C', new Set(['linked', 'deleted'])],
      ['/lib/D', new Set(['renamed'])],
    ]);
    expect(updatesFor({ events: ['linked', 'deleted'], pathMappings: [] }, changes)).toEqual([
      { path: '/lib/A', updateType: 'Created' },
      { path: '/lib/B', updateType: 'Deleted' },
      { path: '/lib/C', updateType: 'Modified' },
    ]);
    expect(updatesFor({ events: ['renamed'], pathMappings: [] }, changes)).toEqual([
      { path: '/lib/D', updateType: 'Modified' },
    ]);
  });
});

describe('telling Jellyfin and Emby after organising', () => {
  let tmdb: TmdbStandIn;
  let media: JellyfinStandIn;
  let servers: TestServer[] = [];
  let base: string;
  let source: string;
  let library: string;
  let logLines: string[];

  beforeEach(async () => {
    tmdb = await startTmdbStandIn({ apiKey: 'k' });
    ({ base, source, library } = await makeOrganiserFolders('connections-', FILES));
    logLines = [];
  });
  afterEach(async () => {
    for (const s of servers) await s.dispose();
    servers = [];
    await media?.close();
    await tmdb.close();
    await rm(base, { recursive: true, force: true });
  });

  const boot = async (
    connections: readonly ConnectionFields[],
    timeoutMs = 2_000,
    folders = { base, source, library },
  ) => {
    const sink = new Writable({
      write(chunk: Buffer, _encoding, done) {
        logLines.push(chunk.toString('utf8'));
        done();
      },
    });
    const s = await startTestServer({
      env: organiserEnv(folders, tmdb),
      log: createLogger('warn', sink),
      // Wider than any gap between two links of one scan, so a scan is one batch.
      connections: { debounceMs: 300, timeoutMs, retryDelaysMs: [20] },
    });
    servers.push(s);
    for (const c of connections) s.ctx.repositories.connections.create(c);
    return s;
  };

  const jellyfin = (over: Partial<ConnectionFields> = {}): ConnectionFields => ({
    type: 'jellyfin',
    name: 'Living room',
    url: media.url,
    apiKey: 'jf-key',
    username: null,
    password: null,
    events: [...ALL_EVENTS],
    pathMappings: [{ from: library, to: '/media' }],
    enabled: true,
    ...over,
  });

  it('tells Jellyfin once about the show folder of three linked episodes, path mapped', async () => {
    media = await startJellyfinStandIn({ flavour: 'jellyfin', apiKey: 'jf-key' });
    const s = await boot([jellyfin()]);
    const scan = await s.ctx.organiserService.runScan();
    expect(scan.results.filter((r) => r.status === 'linked')).toHaveLength(3);
    await until(() => media.updated.length >= 1, 'a Library/Media/Updated call');
    await s.ctx.connectionNotifier.stop();
    expect(media.updated.map((c) => c.updates)).toEqual([
      [{ Path: '/media/Shows/Breaking Bad (2008)', UpdateType: 'Created' }],
    ]);
    const [result] = s.ctx.repositories.connections.results().values();
    expect(result).toMatchObject({ ok: true, message: 'told 1 folder', toldFolders: 1, failingSince: null });
  });

  it('tells Emby (X-Emby-Token) that a removed link is Deleted', async () => {
    media = await startJellyfinStandIn({ flavour: 'emby', apiKey: 'emby-key' });
    const s = await boot([jellyfin({ type: 'emby', name: 'Emby', apiKey: 'emby-key', pathMappings: [] })]);
    await s.ctx.organiserService.runScan();
    await until(() => media.updated.length >= 1, 'the first call');
    await s.ctx.connectionNotifier.settled();
    media.updated.length = 0;
    await rm(path.join(source, FILES[0] as string));
    await s.ctx.organiserService.runScan();
    await until(() => media.updated.length >= 1, 'the call after the deletion');
    expect(media.updated[0]?.updates).toEqual([
      { Path: path.join(library, 'Shows', 'Breaking Bad (2008)'), UpdateType: 'Deleted' },
    ]);
  });

  it('organises regardless of a 401 or a refused connection; one log line per batch', async () => {
    media = await startJellyfinStandIn({ flavour: 'jellyfin', apiKey: 'jf-key' });
    const refusedPort = await freePort();
    const s = await boot(
      [
        jellyfin({ name: 'Wrong key', apiKey: 'nope' }),
        jellyfin({ name: 'Gone', url: `http://127.0.0.1:${refusedPort}` }),
        jellyfin({ name: 'Off', enabled: false }),
      ],
      300,
    );
    const scan = await s.ctx.organiserService.runScan();
    expect(scan.results.filter((r) => r.status === 'linked')).toHaveLength(3);
    await until(() => s.ctx.repositories.connections.results().size >= 2, 'two results');
    await s.ctx.connectionNotifier.stop();
    const results = [...s.ctx.repositories.connections.results().values()];
    expect(results.map((r) => r.ok)).toEqual([false, false]);
    expect(results.map((r) => r.message).sort()).toEqual(['401 Unauthorized', 'unreachable: ECONNREFUSED']);
    expect(results.every((r) => r.failingSince === r.at)).toBe(true);
    const warnings = logLines.filter((l) => l.includes('could not tell about changes'));
    expect(warnings).toHaveLength(2);
    expect(warnings.join('\n')).not.toContain('jf-key');
  });

  it('takes no longer to scan with a hanging server than without one', async () => {
    media = await startJellyfinStandIn({ flavour: 'jellyfin', apiKey: 'jf-key' });
    media.hang = true;
    // Two worlds alike but for the connection; each scan is timed from start to its result.
    const quiet = await makeOrganiserFolders('connections-quiet-', FILES);
    try {
      const without = await boot([], 30_000, quiet);
      const t0 = performance.now();
      await without.ctx.organiserService.runScan();
      const plain = performance.now() - t0;

      const withHanging = await boot([jellyfin()], 1_500);
      // The first batch goes out during the scan and hangs there until its time-out.
      withHanging.ctx.connectionNotifier.changed(path.join(library, 'Warm Up (2000)', 'x.mkv'), 'linked');
      const t1 = performance.now();
      const scan = await withHanging.ctx.organiserService.runScan();
      const hanging = performance.now() - t1;
      expect(scan.results.filter((r) => r.status === 'linked')).toHaveLength(3);
      await until(() => media.requests.length >= 1, 'the hanging call');
      // Generous: the scans differ by machine noise, not by the 1.5 s (and retry) a call hangs.
      expect(hanging).toBeLessThan(plain * 3 + 1_000);
    } finally {
      await rm(quiet.base, { recursive: true, force: true });
    }
  });
});
