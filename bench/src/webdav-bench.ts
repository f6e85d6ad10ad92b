import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { createReadStream } from 'node:fs';
import { mkdir, mkdtemp, rm, symlink, truncate, writeFile } from 'node:fs/promises';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import type { BenchRow } from './measure.js';
import { freePort, spawnServer, stopProcess } from './server-process.js';
import { discard } from './discard.js';

const ENTRIES = 10_000;
const TITLES_PER_SOURCE_FOLDER = 5;
const SPARSE_BYTES = 2 * 1024 ** 3;
const RANGE_BYTES = 8 * 1024 ** 2;
const RANGES = 96;
const STREAM_BYTES = 1024 ** 3;
const PROPFIND_RUNS = 30;
const PROPFIND_WARMUP = 5;
const COLD_ROUNDS = 7;
/** Past the listing cache's settle time: a folder changed more recently is not kept. */
const SETTLE_MS = 1100;

interface Target {
  name: 'cinesync' | 'rclone';
  port: number;
  prefix: string;
}

/**
 * The WebDAV share side by side with `rclone serve webdav` on the same tree, in one run:
 * depth-1 PROPFIND latency on a 10,000-entry folder of links, and ranged GET throughput on a
 * 2 GiB sparse file (random 8 MiB ranges, then one long range). Both servers run as their own
 * process with default settings (rclone follows links with -L, as the share does) and the same
 * client drives both, alternating, so drift hits them alike.
 */
export async function webdavBench(): Promise<BenchRow[]> {
  if (spawnSync('sh', ['-c', 'command -v rclone'], { stdio: 'ignore' }).status !== 0) {
    console.log('[webdav] rclone is not installed: the side-by-side with rclone serve webdav is skipped');
    return [];
  }
  const base = await mkdtemp(path.join(os.tmpdir(), 'cinesync-webdav-bench-'));
  const children: ChildProcess[] = [];
  try {
    const { library, source } = await buildTree(base);
    const ours: Target = { name: 'cinesync', port: await freePort(), prefix: '/webdav' };
    const theirs: Target = { name: 'rclone', port: await freePort(), prefix: '' };
    children.push(startCineSync(base, library, source, ours.port));
    await writeFile(path.join(base, 'rclone.conf'), '');
    children.push(
      spawn(
        'rclone',
        [
          'serve',
          'webdav',
          library,
          '-L',
          '--addr',
          `127.0.0.1:${theirs.port}`,
          '--config',
          path.join(base, 'rclone.conf'),
        ],
        { stdio: ['ignore', 'ignore', 'inherit'] },
      ),
    );
    await Promise.all([waitForServer(ours), waitForServer(theirs)]);
    const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
    try {
      return await measure(agent, ours, theirs, library);
    } finally {
      agent.destroy();
    }
  } finally {
    await Promise.all(children.map(stopProcess));
    await discard(base);
  }
}

const n = (x: number | undefined) => x ?? NaN;

async function measure(agent: http.Agent, ours: Target, theirs: Target, library: string): Promise<BenchRow[]> {
  const targets = [ours, theirs];
  // Both must list every entry, or the comparison means nothing.
  for (const t of targets) {
    const { body } = await request(agent, t, 'PROPFIND', '/Movies/', { depth: '1' });
    const responses = body.toString('utf8').split('<D:response>').length - 1;
    if (responses !== ENTRIES + 1) throw new Error(`${t.name} listed ${responses - 1} of ${ENTRIES} entries`);
  }
  const cold = await measureColdPropfind(agent, ours, theirs, library);
  // The last change must have settled, or the repeated requests would all be cold ones.
  await sleep(SETTLE_MS);
  const propfind: Record<string, number[]> = { cinesync: [], rclone: [] };
  for (let i = 0; i < PROPFIND_WARMUP + PROPFIND_RUNS; i++) {
    for (const t of i % 2 === 0 ? targets : [...targets].reverse()) {
      const started = performance.now();
      await request(agent, t, 'PROPFIND', '/Movies/', { depth: '1' });
      if (i >= PROPFIND_WARMUP) propfind[t.name]?.push(performance.now() - started);
    }
  }
  const offsets = Array.from({ length: RANGES }, (_, i) => {
    // A fixed pseudo-random walk, the same for both servers.
    const slot = (i * 7919) % Math.floor(SPARSE_BYTES / RANGE_BYTES);
    return slot * RANGE_BYTES + ((i * 104_729) % 4096);
  });
  for (let i = 0; i < 8; i++) for (const t of targets) await readRange(agent, t, offsets[i] ?? 0, RANGE_BYTES);
  const rangeSeconds: Record<string, number> = { cinesync: 0, rclone: 0 };
  for (const [i, offset] of offsets.entries()) {
    for (const t of i % 2 === 0 ? targets : [...targets].reverse()) {
      const started = performance.now();
      await readRange(agent, t, offset, RANGE_BYTES);
      rangeSeconds[t.name] = (rangeSeconds[t.name] ?? 0) + (performance.now() - started) / 1000;
    }
  }
  const rangeMiB = (RANGES * RANGE_BYTES) / 1024 ** 2;
  const ranged = { cinesync: rangeMiB / n(rangeSeconds.cinesync), rclone: rangeMiB / n(rangeSeconds.rclone) };
  const streamSeconds: Record<string, number> = { cinesync: 0, rclone: 0 };
  // Twice over in ABBA order: a handful of long reads is at the mercy of whatever else the machine runs.
  for (const t of [ours, theirs, theirs, ours, ours, theirs, theirs, ours]) {
    const started = performance.now();
    await readRange(agent, t, 0, STREAM_BYTES);
    streamSeconds[t.name] = (streamSeconds[t.name] ?? 0) + (performance.now() - started) / 1000;
  }
  const streamMiB = (4 * STREAM_BYTES) / 1024 ** 2;
  const stream = { cinesync: streamMiB / n(streamSeconds.cinesync), rclone: streamMiB / n(streamSeconds.rclone) };
  const median = (xs: number[] = []) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? NaN;
  const ourPropfind = median(propfind.cinesync);
  const theirPropfind = median(propfind.rclone);
  return [
    {
      name: `PROPFIND depth 1, ${ENTRIES} links, cold after an outside change: cinesync p50`,
      value: median(cold.outside.cinesync),
      unit: 'ms',
    },
    {
      name: `PROPFIND depth 1, ${ENTRIES} links, cold after an outside change: rclone p50${cold.rcloneSaw ? '' : ' (its directory cache did not see the change)'}`,
      value: median(cold.outside.rclone),
      unit: 'ms',
    },
    {
      name: `PROPFIND depth 1, ${ENTRIES} links, cold after a rename through CineSync: cinesync p50`,
      value: median(cold.own),
      unit: 'ms',
    },
    { name: `PROPFIND depth 1, ${ENTRIES} links, repeated: cinesync p50`, value: ourPropfind, unit: 'ms' },
    { name: `PROPFIND depth 1, ${ENTRIES} links, repeated: rclone p50`, value: theirPropfind, unit: 'ms' },
    { name: 'repeated PROPFIND ratio cinesync/rclone', value: ourPropfind / theirPropfind, unit: 'x', budget: 0.5 },
    { name: `GET ${RANGES} random 8 MiB ranges: cinesync`, value: ranged.cinesync, unit: 'MiB/s' },
    { name: `GET ${RANGES} random 8 MiB ranges: rclone`, value: ranged.rclone, unit: 'MiB/s' },
    {
      name: 'ranged GET throughput ratio cinesync/rclone',
      value: ranged.cinesync / ranged.rclone,
      unit: 'x',
      budget: 1.0,
      lowerIsBetter: false,
    },
    { name: 'GET one 1 GiB range (x4): cinesync', value: stream.cinesync, unit: 'MiB/s' },
    { name: 'GET one 1 GiB range (x4): rclone', value: stream.rclone, unit: 'MiB/s' },
    {
      name: '1 GiB range throughput ratio cinesync/rclone',
      value: stream.cinesync / stream.rclone,
      unit: 'x',
      budget: 1.2,
      lowerIsBetter: false,
    },
  ];
}

interface ColdPropfind {
  outside: Record<Target['name'], number[]>;
  own: number[];
  /** Whether rclone listed the link added behind its back (its directory cache may hide it). */
  rcloneSaw: boolean;
}

/**
 * The first PROPFIND after a change, two kinds: a link added or removed behind CineSync's back
 * (the folder's mtime moves: the listing is read again whole), and a rename through CineSync's
 * API (applied to the cached listing). Each outside change is left to settle first, as the
 * listing cache does not keep a folder changed within the last second.
 */
async function measureColdPropfind(
  agent: http.Agent,
  ours: Target,
  theirs: Target,
  library: string,
): Promise<ColdPropfind> {
  const result: ColdPropfind = { outside: { cinesync: [], rclone: [] }, own: [], rcloneSaw: true };
  const timed = async (t: Target) => {
    const started = performance.now();
    const { body } = await request(agent, t, 'PROPFIND', '/Movies/', { depth: '1' });
    return { ms: performance.now() - started, text: body.toString('utf8') };
  };
  const extra = path.join(library, 'Movies', 'Added Behind Its Back (2024).mkv');
  for (let round = 0; round < COLD_ROUNDS; round++) {
    if (round % 2 === 0) await symlink(path.join(library, 'big.mkv'), extra);
    else await rm(extra);
    await sleep(SETTLE_MS);
    for (const t of round % 2 === 0 ? [ours, theirs] : [theirs, ours]) {
      const { ms, text } = await timed(t);
      result.outside[t.name].push(ms);
      const listed = text.includes('Added%20Behind%20Its%20Back');
      if (listed !== (round % 2 === 0)) {
        if (t.name === 'cinesync') throw new Error(`cinesync's PROPFIND missed an outside change (round ${round})`);
        result.rcloneSaw = false;
      }
    }
    const from = round % 2 === 0 ? 'Title 0 (1950).mkv' : 'Title 0 renamed (1950).mkv';
    const to = round % 2 === 0 ? 'Title 0 renamed (1950).mkv' : 'Title 0 (1950).mkv';
    const renamed = await jsonPost(ours.port, '/api/rename', { oldPath: `Movies/${from}`, newName: to });
    if (renamed !== 200) throw new Error(`rename through the API answered ${renamed}`);
    const { ms, text } = await timed(ours);
    if (!text.includes(encodeURIComponent(to))) {
      throw new Error(`cinesync's PROPFIND missed its own rename (round ${round})`);
    }
    result.own.push(ms);
  }
  return result;
}

function jsonPost(port: number, urlPath: string, body: unknown): Promise<number> {
  return fetch(`http://127.0.0.1:${port}${urlPath}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  }).then(async (res) => {
    await res.arrayBuffer();
    return res.status;
  });
}

function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

/** A library folder of 10,000 links into source folders (a few titles each), and a linked 2 GiB sparse file. */
async function buildTree(base: string): Promise<{ library: string; source: string }> {
  const library = path.join(base, 'library');
  const source = path.join(base, 'source');
  await mkdir(path.join(library, 'Movies'), { recursive: true });
  await mkdir(source, { recursive: true });
  for (let i = 0; i < ENTRIES; i++) {
    const folder = path.join(source, `Release.${Math.floor(i / TITLES_PER_SOURCE_FOLDER)}.1080p`);
    if (i % TITLES_PER_SOURCE_FOLDER === 0) await mkdir(folder);
    const file = path.join(folder, `title.${i}.mkv`);
    await writeFile(file, 'x'.repeat(i % 512));
    await symlink(file, path.join(library, 'Movies', `Title ${i} (${1950 + (i % 70)}).mkv`));
  }
  const sparse = path.join(source, 'sparse.mkv');
  await writeFile(sparse, '');
  await truncate(sparse, SPARSE_BYTES);
  await symlink(sparse, path.join(library, 'big.mkv'));
  // The first read of a hole fills the page cache and is several times slower than any later one:
  // read it all once here, or whichever server reads first pays for both.
  for await (const _chunk of createReadStream(sparse, { highWaterMark: RANGE_BYTES })) {
    // Only the reading matters.
  }
  return { library, source };
}

function startCineSync(base: string, library: string, source: string, port: number): ChildProcess {
  return spawnServer(port, {
    CINESYNC_DATA_DIR: path.join(base, 'data'),
    CINESYNC_AUTH_ENABLED: 'false',
    DESTINATION_DIR: library,
    SOURCE_DIR: source,
  });
}

function request(
  agent: http.Agent,
  t: Target,
  method: string,
  urlPath: string,
  headers: Record<string, string>,
): Promise<{ status: number; body: Buffer }> {
  return new Promise((resolve, reject) => {
    const req = http.request(
      { host: '127.0.0.1', port: t.port, method, path: t.prefix + urlPath, headers, agent },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body: Buffer.concat(chunks) }));
        res.on('error', reject);
      },
    );
    req.on('error', reject);
    req.end();
  });
}

/** Read one range and count its bytes without keeping them; fails on anything but the exact range. */
function readRange(agent: http.Agent, t: Target, start: number, length: number): Promise<number> {
  return new Promise((resolve, reject) => {
    const range = `bytes=${start}-${start + length - 1}`;
    const req = http.request(
      { host: '127.0.0.1', port: t.port, path: `${t.prefix}/big.mkv`, headers: { range }, agent },
      (res) => {
        let bytes = 0;
        res.on('data', (c: Buffer) => (bytes += c.length));
        res.on('error', reject);
        res.on('end', () => {
          if (res.statusCode !== 206 || bytes !== length) {
            reject(new Error(`${t.name}: ${range} gave ${res.statusCode} with ${bytes} bytes`));
          } else {
            resolve(bytes);
          }
        });
      },
    );
    req.on('error', reject);
    req.end();
  });
}

async function waitForServer(t: Target): Promise<void> {
  const deadline = Date.now() + 30_000;
  for (;;) {
    try {
      const agent = new http.Agent();
      const { status } = await request(agent, t, 'OPTIONS', '/', {});
      agent.destroy();
      if (status < 500) return;
    } catch {
      // Not listening yet.
    }
    if (Date.now() > deadline) throw new Error(`${t.name} did not start on port ${t.port}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
