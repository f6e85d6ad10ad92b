import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { chown, mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { freePort } from './free-port.js';

/**
 * A throwaway PostgreSQL cluster from Debian's `postgresql` package: `initdb` in a temp folder, a
 * server on a free loopback port, removed by `stop()`. The server refuses to run as root, so as
 * root (CI) it runs as the package's `postgres` user, or `nobody` when the package made none.
 */
export interface PostgresCluster {
  /** `postgres://` URL of the cluster's `postgres` database, as its superuser. */
  adminUrl: string;
  /** URL of a database `name` in this cluster. */
  urlOf(name: string): string;
  stop(): Promise<void>;
}

const BIN_ROOT = '/usr/lib/postgresql';

/** The migrated database each PostgreSQL test clones. */
export const TEMPLATE_DATABASE = 'cinesync_template';

/** The folder of `initdb`/`pg_ctl`, newest version first; null when the package is absent. */
export function postgresBinDir(): string | null {
  if (!existsSync(BIN_ROOT)) return null;
  const versions = readdirSync(BIN_ROOT)
    .filter((v) => existsSync(path.join(BIN_ROOT, v, 'bin', 'pg_ctl')))
    .sort((a, b) => Number(b) - Number(a));
  return versions[0] ? path.join(BIN_ROOT, versions[0], 'bin') : null;
}

/** Why PostgreSQL tests can't run here, or null when they can. */
export function postgresUnavailable(): string | null {
  if (!postgresBinDir()) return "Debian's postgresql package is not installed";
  try {
    // The synchronous store needs libpq's binding; without it the store can't open.
    execFileSync(process.execPath, ['-e', "require('libpq')"], { stdio: 'ignore', cwd: process.cwd() });
  } catch {
    return 'the libpq binding (optional dependency) did not build: install libpq-dev and run npm install';
  }
  return null;
}

function serverUser(): string | null {
  if (process.getuid?.() !== 0) return null;
  return spawnSync('id', ['-u', 'postgres']).status === 0 ? 'postgres' : 'nobody';
}

function runAs(user: string | null, command: string, args: string[]): void {
  const [cmd, argv] = user ? ['runuser', ['-u', user, '--', command, ...args]] : [command, args];
  const result = spawnSync(cmd, argv, { encoding: 'utf8' });
  if (result.status !== 0) {
    throw new Error(`${command} ${args.join(' ')} failed (${result.status}): ${result.stderr || result.stdout}`);
  }
}

/**
 * `durable`: PostgreSQL's own defaults (fsync on), as a user runs it, for measurements; without
 * it the cluster skips flushing to disk, which a suite of thousands of throwaway databases never needs.
 */
export async function startPostgresCluster(options: { durable?: boolean } = {}): Promise<PostgresCluster> {
  const bin = postgresBinDir();
  if (!bin) throw new Error("Debian's postgresql package is not installed");
  const base = await mkdtemp(path.join(os.tmpdir(), 'cinesync-pg-'));
  const user = serverUser();
  if (user) {
    const uid = Number(execFileSync('id', ['-u', user]).toString().trim());
    const gid = Number(execFileSync('id', ['-g', user]).toString().trim());
    await chown(base, uid, gid);
  }
  const dataDir = path.join(base, 'data');
  // The C locale gives byte order, which the store's path ranges rely on (as SQLite's do).
  runAs(user, path.join(bin, 'initdb'), [
    '-D',
    dataDir,
    '-U',
    'postgres',
    '--auth=trust',
    '--locale=C',
    '--encoding=UTF8',
  ]);
  const port = await freePort();
  runAs(user, path.join(bin, 'pg_ctl'), [
    '-D',
    dataDir,
    '-l',
    path.join(base, 'server.log'),
    '-w',
    '-o',
    `-p ${port} -k ${base} -c listen_addresses=127.0.0.1 -c max_connections=200` +
      (options.durable ? '' : ' -c fsync=off -c synchronous_commit=off -c full_page_writes=off'),
    'start',
  ]);
  const urlOf = (name: string) => `postgres://postgres@127.0.0.1:${port}/${name}`;
  return {
    adminUrl: urlOf('postgres'),
    urlOf,
    stop: async () => {
      try {
        runAs(user, path.join(bin, 'pg_ctl'), ['-D', dataDir, '-m', 'immediate', '-w', 'stop']);
      } finally {
        await rm(base, { recursive: true, force: true });
      }
    },
  };
}
