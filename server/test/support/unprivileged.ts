import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { chown, readdir } from 'node:fs/promises';
import path from 'node:path';
import { freePort } from './free-port.js';

/**
 * Permission tests need a process that permissions stop. As root (CI runs as root) `chmod 000`
 * stops nothing, so the process under test runs as `nobody` through `runuser`; as any other user
 * it runs as that user, whom `chmod 000` already stops. Never a skip: a skipped permission test
 * proves nothing.
 */
const UNPRIVILEGED = 'nobody';

export function runsAsRoot(): boolean {
  return process.getuid?.() === 0;
}

/** Spawn `command args` as a user that file permissions apply to. */
export function spawnUnprivileged(
  command: string,
  args: readonly string[],
  options: { env: Record<string, string>; cwd?: string },
): ChildProcess {
  if (!runsAsRoot()) return spawn(command, [...args], { env: options.env, cwd: options.cwd, stdio: 'pipe' });
  // runuser resets nothing we pass after `--`; the environment is handed over with `env`.
  const envArgs = Object.entries(options.env).map(([k, v]) => `${k}=${v}`);
  return spawn('runuser', ['-u', UNPRIVILEGED, '--', 'env', '-i', ...envArgs, command, ...args], {
    cwd: options.cwd,
    stdio: 'pipe',
  });
}

/**
 * Make folders the unprivileged process must write (library, data folder) its own, recursively.
 * A no-op when not root: the test's own user already owns them.
 */
export async function handToUnprivileged(...folders: string[]): Promise<void> {
  if (!runsAsRoot()) return;
  const uid = Number(execFileSync('id', ['-u', UNPRIVILEGED]).toString().trim());
  const gid = Number(execFileSync('id', ['-g', UNPRIVILEGED]).toString().trim());
  const walk = async (dir: string): Promise<void> => {
    await chown(dir, uid, gid);
    for (const entry of await readdir(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) await walk(full);
      else await chown(full, uid, gid);
    }
  };
  for (const folder of folders) await walk(folder);
}

/** Fails loudly (never skips) when the unprivileged user can't read the built server. */
export function assertUnprivilegedCanRead(file: string): void {
  if (!runsAsRoot()) return;
  try {
    execFileSync('runuser', ['-u', UNPRIVILEGED, '--', 'test', '-r', file]);
  } catch {
    throw new Error(
      `${file} is not readable by the user "${UNPRIVILEGED}"; permission tests run the server as that user. ` +
        'Clone the repository into a folder every user can read.',
    );
  }
}

/** The built server as `nobody`, listening on loopback, with what it prints kept for failure messages. */
export interface UnprivilegedServer {
  port: number;
  /** Everything it wrote to stdout and stderr so far. */
  output(): string;
  /** `fetch` against it; undefined when it does not answer. */
  request(route: string, init?: RequestInit): Promise<Response | undefined>;
  stop(): Promise<void>;
}

/**
 * Start `cli serve` as the unprivileged user with `env` (plus the loopback address and a free port),
 * so a chmod 000 in a test applies to the server as it would to a real one.
 */
export async function startUnprivilegedServer(cli: string, env: Record<string, string>): Promise<UnprivilegedServer> {
  const port = await freePort();
  const child = spawnUnprivileged(process.execPath, [cli, 'serve'], {
    env: {
      PATH: process.env.PATH ?? '/usr/bin:/bin',
      CINESYNC_IP: '127.0.0.1',
      ...env,
      CINESYNC_API_PORT: String(port),
    },
  });
  let output = '';
  child.stdout?.on('data', (c: Buffer) => (output += c.toString()));
  child.stderr?.on('data', (c: Buffer) => (output += c.toString()));
  const exited = new Promise<void>((resolve) => child.on('exit', () => resolve()));
  return {
    port,
    output: () => output,
    request: (route, init) => fetch(`http://127.0.0.1:${port}${route}`, init).catch(() => undefined),
    stop: async () => {
      if (child.exitCode === null) child.kill('SIGTERM');
      await exited;
    },
  };
}
