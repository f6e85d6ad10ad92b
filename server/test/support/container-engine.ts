import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { cp, mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';

/**
 * The container engine as the container test drives it: the `docker` CLI, run as a child process.
 * Nothing here is used by the product.
 */

export const NODE_BASE = 'node:20-bookworm-slim';
const DEBIAN_BASE = 'debian:bookworm-slim';

/**
 * Whether images can be built and run here, decided once and synchronously when a test file loads
 * (so `describe.skipIf` can use it). The Dockerfile's secret mount needs BuildKit (`docker buildx`).
 */
export function probeContainerEngine(): { usable: true } | { usable: false; why: string } {
  const info = spawnSync('docker', ['info', '--format', '{{.ServerVersion}}'], { encoding: 'utf8', timeout: 30_000 });
  if (info.error || info.status !== 0) return { usable: false, why: 'no container engine on this machine' };
  const buildx = spawnSync('docker', ['buildx', 'version'], { encoding: 'utf8', timeout: 30_000 });
  if (buildx.error || buildx.status !== 0) {
    return { usable: false, why: 'the container engine has no BuildKit builder (docker buildx)' };
  }
  return { usable: true };
}

export interface DockerResult {
  code: number;
  stdout: string;
  stderr: string;
}

/** `docker ARGS`; throws with the command and the end of its output unless it exits 0 or `check` is false. */
export function docker(args: readonly string[], options: { check?: boolean } = {}): Promise<DockerResult> {
  return new Promise((resolve, reject) => {
    const child = spawn('docker', [...args], { stdio: ['ignore', 'pipe', 'pipe'] });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (c: Buffer) => (stdout += c.toString()));
    child.stderr.on('data', (c: Buffer) => (stderr += c.toString()));
    child.on('error', reject);
    child.on('close', (code) => {
      const result = { code: code ?? 1, stdout, stderr };
      if (result.code === 0 || options.check === false) resolve(result);
      else
        reject(new Error(`docker ${args.join(' ')} exited with ${result.code}:\n${(stderr || stdout).slice(-4000)}`));
    });
  });
}

async function haveOrPull(image: string): Promise<boolean> {
  if ((await docker(['image', 'inspect', image], { check: false })).code === 0) return true;
  return (await docker(['pull', image], { check: false })).code === 0;
}

/** A Debian bookworm root file system from Debian's mirror, imported as an image (needs root and debootstrap). */
async function importDebootstrapped(tag: string, log: (text: string) => void): Promise<boolean> {
  const debootstrap = spawnSync('debootstrap', ['--version'], { encoding: 'utf8' });
  if (debootstrap.error || process.getuid?.() !== 0) return false;
  log(`${DEBIAN_BASE} can't be pulled either: making a Debian root file system with debootstrap`);
  const dir = await mkdtemp(path.join(os.tmpdir(), 'cinesync-rootfs-'));
  try {
    // minbase lacks passwd (useradd), which the Dockerfile uses.
    const made = spawnSync('debootstrap', ['--variant=minbase', '--include=passwd', 'bookworm', dir], {
      encoding: 'utf8',
    });
    if (made.status !== 0) throw new Error(`debootstrap failed: ${(made.stderr || made.stdout).slice(-2000)}`);
    const tar = spawnSync('sh', ['-c', `tar -C "$1" -c . | docker import - "$2"`, 'sh', dir, tag], {
      encoding: 'utf8',
    });
    if (tar.status !== 0) throw new Error(`docker import failed: ${tar.stderr.slice(-2000)}`);
    return true;
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

export interface BaseImage {
  /** What to pass as the Dockerfile's NODE_IMAGE. */
  image: string;
  /** Images this function built, for the test to remove afterwards. */
  built: string[];
}

/**
 * The Node base the Dockerfile builds on: `node:20-bookworm-slim` when it is here or can be pulled;
 * otherwise a local image made of Debian bookworm and this machine's own Node (binary, headers and
 * npm), which is what the test then builds against, and says so.
 */
export async function nodeBaseImage(suffix: string, log: (text: string) => void): Promise<BaseImage> {
  if (await haveOrPull(NODE_BASE)) return { image: NODE_BASE, built: [] };
  const built: string[] = [];
  let debian = DEBIAN_BASE;
  if (!(await haveOrPull(DEBIAN_BASE))) {
    debian = `cinesync-test-debian:${suffix}`;
    if (!(await importDebootstrapped(debian, log))) {
      throw new Error(
        `neither ${NODE_BASE} nor ${DEBIAN_BASE} can be pulled, and there is no debootstrap (as root) to make a ` +
          `Debian base: pull one of them, or install debootstrap, and run the test again`,
      );
    }
    built.push(debian);
  }
  const image = `cinesync-test-node:${suffix}`;
  log(
    `${NODE_BASE} can't be pulled: building against a local base image, ${debian} with this machine's ` +
      `Node ${process.version} (${process.execPath})`,
  );
  const context = await mkdtemp(path.join(os.tmpdir(), 'cinesync-base-'));
  try {
    await cp(process.execPath, path.join(context, 'node'));
    // Node's headers let better-sqlite3 compile without downloading them.
    const headers = path.resolve(path.dirname(process.execPath), '..', 'include', 'node');
    await mkdir(path.join(context, 'include'));
    if (existsSync(headers)) await cp(headers, path.join(context, 'include', 'node'), { recursive: true });
    const npmRoot = spawnSync('npm', ['root', '--global'], { encoding: 'utf8' }).stdout.trim();
    await cp(path.join(npmRoot, 'npm'), path.join(context, 'npm'), { recursive: true });
    await writeFile(
      path.join(context, 'Dockerfile'),
      [
        `FROM ${debian}`,
        'COPY node /usr/local/bin/node',
        'COPY include /usr/local/include',
        'COPY npm /usr/local/lib/node_modules/npm',
        'RUN ln -s ../lib/node_modules/npm/bin/npm-cli.js /usr/local/bin/npm \\',
        ' && ln -s ../lib/node_modules/npm/bin/npx-cli.js /usr/local/bin/npx \\',
        ' && node --version && npm --version',
        '',
      ].join('\n'),
    );
    await docker(['build', '--tag', image, context]);
    built.push(image);
    return { image, built };
  } finally {
    await rm(context, { recursive: true, force: true });
  }
}

/** Build the repository's Dockerfile; the machine's extra CA, when it has one, goes in as the build secret. */
export async function buildAppImage(repoRoot: string, tag: string, nodeImage: string): Promise<void> {
  const args = ['build', '--tag', tag, '--build-arg', `NODE_IMAGE=${nodeImage}`];
  const ca = process.env.NODE_EXTRA_CA_CERTS;
  if (ca) args.push('--secret', `id=ca-certs,src=${ca}`);
  await docker([...args, repoRoot]);
}

/** A uid and a gid that no user or group of this machine has (so the image's mapping is what gives them). */
export function unusedIds(): { uid: number; gid: number } {
  const taken = (file: string) =>
    new Set(
      readFileSync(file, 'utf8')
        .split('\n')
        .map((line) => Number(line.split(':')[2])),
    );
  const uids = taken('/etc/passwd');
  const gids = taken('/etc/group');
  let uid = 43_210;
  while (uids.has(uid)) uid++;
  let gid = 43_220;
  while (gids.has(gid)) gid++;
  return { uid, gid };
}

/** Wait until the container's health check says healthy; throw with its logs if it says otherwise or stops. */
export async function waitHealthy(container: string, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const state = (
      await docker(['inspect', '--format', '{{.State.Status}} {{.State.Health.Status}}', container])
    ).stdout.trim();
    if (state === 'running healthy') return;
    if (!state.startsWith('running') || state.endsWith('unhealthy') || Date.now() > deadline) {
      const logs = await docker(['logs', '--tail', '100', container], { check: false });
      throw new Error(`container ${container} is "${state}", not healthy. Its logs:\n${logs.stdout}${logs.stderr}`);
    }
    await new Promise((r) => setTimeout(r, 1000));
  }
}
