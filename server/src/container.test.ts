import { existsSync } from 'node:fs';
import { chmod, chown, mkdir, mkdtemp, readdir, readlink, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { jobRunsResponseSchema, type JobRun } from '@cinesync/common';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTmdbStandIn, type TmdbStandIn } from '../test/stand-ins/index.js';
import {
  buildAppImage,
  docker,
  nodeBaseImage,
  probeContainerEngine,
  unusedIds,
  waitHealthy,
} from '../test/support/container-engine.js';
import { freePort } from '../test/support/free-port.js';
import { linksBelow } from '../test/support/library-links.js';
import { writeSourceTree } from '../test/support/source-tree.js';
import { runsAsRoot } from '../test/support/unprivileged.js';

// The image as a user runs it: built from the repository's Dockerfile, started with a source folder
// mounted at its host path, PUID/PGID set, a TMDB stand-in to match against. Where no engine runs
// (CI, the development machine) it says so and skips; docker-files.test.ts checks the files there.

const engine = probeContainerEngine();
if (!engine.usable) console.log(`${engine.why}: container test skipped`);

const REPO = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const GIB = 1024 ** 3;
// Named as real releases are, sparse so they cost no disk.
const FILES = [
  { path: 'Movies/The.Matrix.1999.1080p.BluRay.x264-GRP/The.Matrix.1999.1080p.BluRay.x264-GRP.mkv', size: 8 * GIB },
  { path: 'Movies/Gladiator.2000.1080p.BluRay.x264-GRP.mkv', size: 9 * GIB },
  { path: 'Shows/Breaking.Bad.S01E01.1080p.BluRay.x264-GRP.mkv', size: 2 * GIB },
];
const PASSWORD = 'container-pw';

describe.skipIf(!engine.usable)('the container image on a real engine', () => {
  const suffix = `${process.pid}-${Date.now()}`;
  const tag = `cinesync-test:${suffix}`;
  const container = `cinesync-test-${suffix}`;
  const ids = unusedIds();
  const images: string[] = [];
  let tmdb: TmdbStandIn | undefined;
  let base: string | undefined;
  let source: string;
  let library: string;
  let url: string;
  let token: string;
  let scan: JobRun;

  const api = (route: string, init: RequestInit = {}) =>
    fetch(url + route, { ...init, headers: { authorization: `Bearer ${token}`, ...init.headers } });

  beforeAll(async () => {
    const nodeBase = await nodeBaseImage(suffix, (text) => console.log(`[container test] ${text}`));
    images.push(...nodeBase.built);
    await buildAppImage(REPO, tag, nodeBase.image);
    images.push(tag);

    tmdb = await startTmdbStandIn({ apiKey: 'k' });
    base = await mkdtemp(path.join(os.tmpdir(), 'cinesync-container-'));
    await chmod(base, 0o755);
    source = path.join(base, 'source');
    library = path.join(base, 'library');
    const config = path.join(base, 'config');
    await writeSourceTree(source, FILES);
    await mkdir(library);
    // The library belongs to the media's owner, as on a real host; /config is left to the
    // entrypoint, which must make it PUID's.
    if (runsAsRoot()) await chown(library, ids.uid, ids.gid);
    else await chmod(library, 0o777);
    await mkdir(config);

    // Host networking: the container reaches the stand-in on this machine's loopback, and the
    // server listens on a free loopback port of its own.
    const port = await freePort();
    url = `http://127.0.0.1:${port}`;
    const env = {
      PUID: String(ids.uid),
      PGID: String(ids.gid),
      TZ: 'Europe/Paris',
      CINESYNC_IP: '127.0.0.1',
      CINESYNC_API_PORT: String(port),
      CINESYNC_PASSWORD: PASSWORD,
      SOURCE_DIR: source,
      DESTINATION_DIR: library,
      TMDB_API_KEY: 'k',
      TMDB_API_BASE_URL: tmdb.baseUrl,
      TMDB_IMAGE_BASE_URL: tmdb.imageBaseUrl,
      MEDIAHUB_AUTO_START: 'false',
    };
    await docker([
      'run',
      '--detach',
      '--name',
      container,
      '--network',
      'host',
      // The image's own check, asked more often than its 30 s so the test need not wait.
      '--health-interval',
      '2s',
      ...Object.entries(env).flatMap(([k, v]) => ['--env', `${k}=${v}`]),
      '--volume',
      `${source}:${source}:ro`,
      '--volume',
      `${library}:${library}`,
      '--volume',
      `${config}:/config`,
      tag,
    ]);
    await waitHealthy(container, 120_000);

    const login = await fetch(`${url}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: 'admin', password: PASSWORD }),
    });
    expect(login.status).toBe(200);
    token = ((await login.json()) as { token: string }).token;

    expect((await api('/api/jobs/source-rescan/run', { method: 'POST' })).status).toBe(200);
    const deadline = Date.now() + 120_000;
    for (;;) {
      const [run] = jobRunsResponseSchema.parse(await (await api('/api/jobs/source-rescan/runs')).json()).runs;
      if (run && run.status !== 'running') {
        scan = run;
        break;
      }
      if (Date.now() > deadline) throw new Error('the source rescan did not finish within 2 minutes');
      await new Promise((r) => setTimeout(r, 500));
    }
  }, 45 * 60_000);

  afterAll(async () => {
    await docker(['rm', '--force', container], { check: false });
    if (base) {
      // What the container made belongs to PUID; unless this test is root, only root in a container may remove it.
      if (!runsAsRoot() && images.includes(tag)) {
        await docker(['run', '--rm', '--entrypoint', 'rm', '--volume', `${base}:${base}`, tag, '-rf', base], {
          check: false,
        });
      }
      await rm(base, { recursive: true, force: true });
    }
    for (const image of images.reverse()) await docker(['image', 'rm', '--force', image], { check: false });
    await tmdb?.close();
  }, 5 * 60_000);

  it('answers its health check and serves the web app', async () => {
    const health = await fetch(`${url}/api/health`);
    expect(await health.json()).toMatchObject({ status: 'ok' });
    const index = await fetch(`${url}/`);
    expect(index.status).toBe(200);
    expect(index.headers.get('content-type')).toMatch(/^text\/html/);
    const html = await index.text();
    expect(html).toContain('<div id="root">');
    expect(html).toMatch(/<script type="module"[^>]* src="\/assets\//);
  });

  it('organises the mounted source into links that resolve on the host too', async () => {
    expect(scan.status).toBe('completed');
    const links = await linksBelow(library, { absolute: true });
    expect(links).toHaveLength(FILES.length);
    for (const link of links) {
      // Same path inside and outside: the target the server wrote is a real file here as well.
      const target = await readlink(link);
      expect(target.startsWith(`${source}/`), target).toBe(true);
      expect(existsSync(link), link).toBe(true);
    }
  });

  it('lists the library over WebDAV', async () => {
    const res = await fetch(`${url}/webdav/`, {
      method: 'PROPFIND',
      headers: { depth: '1', authorization: `Basic ${Buffer.from(`admin:${PASSWORD}`).toString('base64')}` },
    });
    expect(res.status).toBe(207);
    const body = await res.text();
    for (const folder of await readdir(library)) expect(body).toContain(`/webdav/${encodeURIComponent(folder)}/`);
  });

  it('runs the server as PUID:PGID, and what it created is theirs', async () => {
    const status = (await docker(['exec', container, 'cat', '/proc/1/status'])).stdout;
    expect(status).toMatch(new RegExp(`^Uid:\\s+${ids.uid}\\s+${ids.uid}\\s`, 'm'));
    expect(status).toMatch(new RegExp(`^Gid:\\s+${ids.gid}\\s+${ids.gid}\\s`, 'm'));
    // The owners as the container sees them (on a rootless engine the host sees mapped ids).
    const listing = (await docker(['exec', container, 'find', '/config', library, '-printf', '%U:%G\\t%p\\n'])).stdout;
    const entries = listing
      .trim()
      .split('\n')
      .map((line) => line.split('\t') as [string, string])
      .filter(([, p]) => p !== library);
    expect(entries.map(([, p]) => p)).toContain('/config/cinesync.db');
    expect(entries.filter(([, p]) => p.startsWith(`${library}/`)).length).toBeGreaterThan(FILES.length);
    for (const [owner, p] of entries) expect(owner, p).toBe(`${ids.uid}:${ids.gid}`);
  });

  it('keeps the build secret out of the image', async () => {
    const config = (await docker(['image', 'inspect', '--format', '{{json .Config.Env}}', tag])).stdout;
    expect(config).not.toContain('NODE_EXTRA_CA_CERTS');
    expect((await docker(['exec', container, 'ls', '-A', '/run/secrets'], { check: false })).stdout.trim()).toBe('');
  });

  it('keeps time in the TZ zone, for Node and for the system (tzdata)', async () => {
    const zone = ['node', '-p', 'Intl.DateTimeFormat().resolvedOptions().timeZone'];
    expect((await docker(['exec', container, ...zone])).stdout.trim()).toBe('Europe/Paris');
    expect(['CET', 'CEST']).toContain((await docker(['exec', container, 'date', '+%Z'])).stdout.trim());
  });
});
