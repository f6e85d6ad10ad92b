import { rm } from 'node:fs/promises';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { silentLogger } from '../../log.js';
import {
  startRcloneRcStandIn,
  startTmdbStandIn,
  type RcloneRcStandIn,
  type TmdbStandIn,
} from '../../../test/stand-ins/index.js';
import { makeOrganiserFolders, organiserEnv } from '../../../test/support/source-tree.js';
import { startTestServer, type TestServer } from '../../../test/support/start-test-server.js';
import { testRcloneRemote } from './rclone-client.js';

const FILES = ['The.Matrix.1999.1080p.BluRay.x264-GRP/The.Matrix.1999.1080p.BluRay.x264-GRP.mkv'];

describe('rclone remote control', () => {
  let tmdb: TmdbStandIn;
  let rc: RcloneRcStandIn;
  let server: TestServer | undefined;
  let base: string;
  let source: string;
  let library: string;

  beforeEach(async () => {
    tmdb = await startTmdbStandIn({ apiKey: 'k' });
    rc = await startRcloneRcStandIn({ user: 'rc', pass: 'rc-pass' });
    ({ base, source, library } = await makeOrganiserFolders('rclone-', FILES));
  });
  afterEach(async () => {
    await server?.dispose();
    server = undefined;
    await rc.close();
    await tmdb.close();
    await rm(base, { recursive: true, force: true });
  });

  it('refreshes the source folder on the remote before the scan walks it', async () => {
    server = await startTestServer({
      env: organiserEnv({ base, source, library }, tmdb),
      log: silentLogger(),
      connections: { timeoutMs: 2_000 },
    });
    server.ctx.repositories.connections.create({
      type: 'rclone',
      name: 'gdrive mount',
      url: rc.url,
      apiKey: null,
      username: 'rc',
      password: 'rc-pass',
      events: [],
      pathMappings: [{ from: source, to: '/media' }],
      enabled: true,
    });
    let firstLinkAt: number | undefined;
    server.ctx.bus.subscribe(() => (firstLinkAt ??= Date.now()), ['symlink_created'], { localOnly: true });
    const scan = await server.ctx.organiserService.runScan();
    expect(scan.results.filter((r) => r.status === 'linked')).toHaveLength(1);
    expect(rc.refreshes.map((r) => r.params)).toEqual([{ dir: 'media', recursive: true }]);
    expect(firstLinkAt).toBeGreaterThanOrEqual(rc.refreshes[0]?.at ?? Infinity);
    const [result] = server.ctx.repositories.connections.results().values();
    expect(result).toMatchObject({ ok: true, message: 'refreshed 1 folder' });
  });

  it('tests the remote control and says which mount it serves', async () => {
    const remote = { url: rc.url, username: 'rc', password: 'rc-pass' };
    const port = new URL(rc.url).port;
    expect(await testRcloneRemote(remote)).toEqual({
      ok: true,
      message: `rclone v1.68.2 at 127.0.0.1:${port}: mount of gdrive:`,
    });
    expect((await testRcloneRemote({ ...remote, password: 'no' })).message).toMatch(
      /refused the user name or password/,
    );
  });
});
