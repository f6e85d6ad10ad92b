import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, readFile } from 'node:fs/promises';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AppDatabase } from '../../server/src/db/database.js';
import { startTestServer } from '../../server/test/support/index.js';
import { discard } from './discard.js';

const CLI = fileURLToPath(new URL('../../server/dist/cli.js', import.meta.url));

/** A port nobody listens on right now, on loopback. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = http.createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

/** The built server as users run it (`cli.js serve`), in a process of its own. */
export function spawnServer(port: number, env: Record<string, string>): ChildProcess {
  // A profile of the server itself: SERVER_NODE_ARGS='--cpu-prof --cpu-prof-dir=/tmp/prof'
  // (Node refuses --cpu-prof in NODE_OPTIONS).
  const nodeArgs = process.env.SERVER_NODE_ARGS?.split(' ').filter(Boolean) ?? [];
  return spawn(process.execPath, [...nodeArgs, CLI, 'serve'], {
    env: {
      PATH: process.env.PATH,
      CINESYNC_IP: '127.0.0.1',
      CINESYNC_API_PORT: String(port),
      LOG_LEVEL: 'WARN',
      ...env,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
}

/** Sends SIGTERM and waits for the process to end. */
export async function stopProcess(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const ended = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await ended;
}

/**
 * A process's resident memory in MB from /proc (Linux): `VmRSS` now and `VmHWM`, its peak.
 * Null where /proc is not there.
 */
export async function residentMemory(pid: number): Promise<{ rssMb: number; peakMb: number } | null> {
  const status = await readFile(`/proc/${pid}/status`, 'utf8').catch(() => null);
  if (status === null) return null;
  const kb = (field: string) => Number(new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(status)?.[1] ?? NaN);
  return { rssMb: kb('VmRSS') / 1024, peakMb: kb('VmHWM') / 1024 };
}

/** Poll `url` until it answers 200 (the built server takes a moment to start). */
export async function waitForOk(url: string): Promise<void> {
  const deadline = Date.now() + 30_000;
  for (;;) {
    const status = await fetch(url).then(
      (res) => res.status,
      () => 0,
    );
    if (status === 200) return;
    if (Date.now() > deadline) throw new Error(`${url} did not answer 200`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/**
 * A data folder filled by `prepare` through an in-process server, then served by the built server
 * in its own process (so its figures and memory are its own), handed to `run` once it answers.
 * The preparing server starts no organiser work: `MEDIAHUB_AUTO_START` in `env` is for the served one.
 */
export async function withBuiltServer<T>(
  label: string,
  env: Record<string, string>,
  prepare: (database: AppDatabase) => void,
  run: (base: string, child: ChildProcess, dataDir: string) => Promise<T>,
): Promise<T> {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), `cinesync-${label}-bench-`));
  try {
    const server = await startTestServer({ dataDir, env, autoStart: false });
    try {
      prepare(server.ctx.database);
    } finally {
      await server.dispose();
    }
    const port = await freePort();
    const child = spawnServer(port, { ...env, CINESYNC_DATA_DIR: dataDir });
    try {
      const base = `http://127.0.0.1:${port}`;
      await waitForOk(`${base}/api/health`);
      return await run(base, child, dataDir);
    } finally {
      await stopProcess(child);
    }
  } finally {
    await discard(dataDir);
  }
}
