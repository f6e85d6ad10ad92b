import { spawn, type ChildProcess } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { fileURLToPath } from 'node:url';

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
  return spawn(process.execPath, [CLI, 'serve'], {
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
