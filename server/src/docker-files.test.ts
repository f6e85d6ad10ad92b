import { execFile, spawnSync } from 'node:child_process';
import { existsSync, readFileSync, statSync } from 'node:fs';
import { chmod, chown, lstat, mkdir, mkdtemp, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  composeBindMounts,
  dockerIgnores,
  execForm,
  parseDockerfile,
  readRepoFile,
  type Instruction,
  type Stage,
} from '../test/support/dockerfile-text.js';
import { freePort } from '../test/support/free-port.js';
import { startTestServer, type TestServer } from '../test/support/start-test-server.js';
import { runsAsRoot } from '../test/support/unprivileged.js';

// What can be proved about the container image without a container engine (container.test.ts
// builds and runs it where one exists): the Dockerfile keeps its promises, the build context holds
// what the build copies and nothing of the host's, and the entrypoint and health check do their job
// when run for real.

const REPO = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const ENTRYPOINT = path.join(REPO, 'docker/entrypoint.sh');
const HEALTHCHECK = path.join(REPO, 'docker/healthcheck.mjs');

describe('the Dockerfile', () => {
  const { globalArgs, stages } = parseDockerfile(readRepoFile(REPO, 'Dockerfile'));
  const ignore = readRepoFile(REPO, '.dockerignore');
  const build = stages.find((s) => s.name === 'build') as Stage;
  const runtime = stages.at(-1) as Stage;
  const all = (stage: Stage, keyword: string) => stage.instructions.filter((i) => i.keyword === keyword);
  const one = (stage: Stage, keyword: string): Instruction => {
    const found = all(stage, keyword);
    expect(found, keyword).toHaveLength(1);
    return found[0] as Instruction;
  };

  it('builds in one stage and runs in another, both on the base named by NODE_IMAGE (node:20-bookworm-slim)', () => {
    expect(globalArgs.map((a) => a.rest)).toContain('NODE_IMAGE=node:20-bookworm-slim');
    expect(stages.length).toBeGreaterThanOrEqual(2);
    expect(build).toBeDefined();
    expect(runtime).not.toBe(build);
    for (const stage of stages) expect(stage.from).toBe('${NODE_IMAGE}');
  });

  it('installs with npm ci in the build stage only, with the CA as a secret mount around it', () => {
    const install = all(build, 'RUN').filter((r) => /\bnpm ci\b/.test(r.rest));
    expect(install).toHaveLength(1);
    const mount = (install[0] as Instruction).flags.find((f) => f.startsWith('--mount=type=secret'));
    expect(mount).toMatch(/(^|,)id=ca-certs(,|$)/);
    const target = /target=([^,\s]+)/.exec(mount ?? '')?.[1] ?? '/run/secrets/ca-certs';
    expect((install[0] as Instruction).rest).toContain(`NODE_EXTRA_CA_CERTS=${target}`);
    for (const run of all(runtime, 'RUN')) expect(run.rest).not.toMatch(/\bnpm (ci|install|i)\b/);
  });

  it('never bakes a CA file or NODE_EXTRA_CA_CERTS into a layer', () => {
    for (const stage of stages) {
      for (const i of stage.instructions) {
        if (i.keyword === 'COPY' || i.keyword === 'ADD')
          expect(i.rest, `line ${i.line}`).not.toMatch(/\.(pem|crt|cer)\b|ca-cert/i);
        if (i.keyword === 'ENV' || i.keyword === 'ARG') expect(i.rest, `line ${i.line}`).not.toMatch(/CA_CERT|CERT/i);
        // The secret is read in place; a copy of it would outlive the RUN that mounts it.
        if (i.keyword === 'RUN') expect(i.rest, `line ${i.line}`).not.toMatch(/(cp|cat|mv|tee)\s+\/run\/secrets/);
      }
    }
    for (const i of all(runtime, 'RUN')) expect(i.flags.join(' ')).not.toContain('type=secret');
  });

  it('runs with /config as the data folder volume, port 8082 exposed and tzdata installed', () => {
    expect(execForm(one(runtime, 'VOLUME').rest)).toEqual(['/config']);
    expect(
      all(runtime, 'ENV')
        .map((e) => e.rest)
        .join(' '),
    ).toMatch(/\bCINESYNC_DATA_DIR=\/config\b/);
    expect(one(runtime, 'EXPOSE').rest).toBe('8082');
    expect(all(runtime, 'RUN').some((r) => /apt-get install [^&]*\btzdata\b/.test(r.rest))).toBe(true);
  });

  it('starts through the entrypoint, which drops to PUID:PGID with setpriv, and serves by default', () => {
    const copies = all(runtime, 'COPY').filter((c) => !c.flags.some((f) => f.startsWith('--from')));
    const copiedTo = (source: string) => copies.find((c) => c.rest.split(/\s+/)[0] === source)?.rest.split(/\s+/)[1];
    const entrypoint = execForm(one(runtime, 'ENTRYPOINT').rest);
    expect(entrypoint).toHaveLength(1);
    expect([copiedTo('docker/entrypoint.sh'), path.posix.basename(copiedTo('docker/entrypoint.sh') ?? '')]).toContain(
      entrypoint[0],
    );
    expect(readFileSync(ENTRYPOINT, 'utf8')).toMatch(/^exec setpriv --reuid="\$puid" --regid="\$pgid"/m);
    expect(execForm(one(runtime, 'CMD').rest)).toEqual(['node', '/app/server/dist/cli.js', 'serve']);
  });

  it('checks its health by running the health-check script against /api/health', () => {
    const check = one(runtime, 'HEALTHCHECK');
    expect(check.rest.startsWith('CMD ')).toBe(true);
    const command = execForm(check.rest.slice('CMD '.length));
    const script = all(runtime, 'COPY').find((c) => c.rest.startsWith('docker/healthcheck.mjs '));
    expect(command).toEqual(['node', script?.rest.split(/\s+/)[1]]);
    expect(readFileSync(HEALTHCHECK, 'utf8')).toContain('/api/health');
  });

  it('copies only files the build context holds', () => {
    for (const stage of stages) {
      for (const copy of all(stage, 'COPY').filter((c) => !c.flags.some((f) => f.startsWith('--from')))) {
        const sources = copy.rest.split(/\s+/).slice(0, -1);
        for (const source of sources) {
          expect(existsSync(path.join(REPO, source)), `${source} (line ${copy.line})`).toBe(true);
          expect(dockerIgnores(ignore, source), `${source} is left out by .dockerignore`).toBe(false);
        }
      }
    }
  });

  it("keeps the host's builds, data and history out of the build context", () => {
    for (const left of [
      'node_modules',
      'server/node_modules',
      'server/dist',
      'web/dist',
      'common/dist',
      '.git',
      'data',
    ])
      expect(dockerIgnores(ignore, left), left).toBe(true);
    for (const kept of ['server/src/main.ts', 'server/src/config/keys.ts', 'web/index.html', 'package-lock.json'])
      expect(dockerIgnores(ignore, kept), kept).toBe(false);
  });
});

describe('docker-compose.yml', () => {
  const compose = readRepoFile(REPO, 'docker-compose.yml');

  it('mounts /config and media at the same path inside and outside', () => {
    const mounts = composeBindMounts(compose);
    expect(mounts.some(([, inside]) => inside === '/config')).toBe(true);
    const media = mounts.filter(([, inside]) => inside !== '/config');
    expect(media.length).toBeGreaterThan(0);
    for (const [outside, inside] of media) expect(inside).toBe(outside);
  });

  it('sets PUID, PGID and TZ, publishes 8082, restarts, and keeps the image health check', () => {
    const app = compose.slice(0, compose.indexOf('\n  postgres:'));
    for (const key of ['PUID', 'PGID', 'TZ']) expect(app).toMatch(new RegExp(`^\\s+${key}: \\S`, 'm'));
    expect(app).toMatch(/^\s+- '\d+:8082'$/m);
    expect(app).toMatch(/^\s+restart: (unless-stopped|always)$/m);
    expect(app).not.toMatch(/^\s+healthcheck:/m);
  });

  it('offers PostgreSQL as an optional service the app waits for when it runs', () => {
    const postgres = compose.slice(compose.indexOf('\n  postgres:'));
    expect(postgres).toMatch(/^\s+profiles: \[postgres\]$/m);
    expect(postgres).toMatch(/pg_isready/);
    expect(compose).toMatch(/condition: service_healthy\n(\s+#.*\n)*\s+required: false/);
    expect(compose).toMatch(/^\s+# CINESYNC_DATABASE_URL: postgres:\/\/\S+@postgres:5432\/\S+$/m);
  });
});

describe('the entrypoint script', () => {
  it('is POSIX sh that parses', () => {
    for (const script of ['docker/entrypoint.sh', 'docker/cinesync.sh']) {
      const check = spawnSync('sh', ['-n', path.join(REPO, script)], { encoding: 'utf8' });
      expect(check.stderr, script).toBe('');
      expect(check.status, script).toBe(0);
      expect(statSync(path.join(REPO, script)).mode & 0o111, `${script} is executable`).not.toBe(0);
    }
  });

  // Run for real against a scratch copy of the image's user database (CINESYNC_USERDB_ROOT), so the
  // machine's own users are never touched. Changing ids needs root, which CI has.
  describe.skipIf(!runsAsRoot())('as root, with PUID and PGID', () => {
    const PUID = 43_211;
    const PGID = 43_212;
    let root: string;
    let data: string;
    const systemFiles = ['/etc/passwd', '/etc/group', '/etc/shadow', '/etc/gshadow'].filter((f) => existsSync(f));
    let systemBefore: string[];

    beforeAll(async () => {
      systemBefore = await Promise.all(systemFiles.map((f) => readFile(f, 'utf8')));
    });
    afterEach(async () => {
      await rm(root, { recursive: true, force: true });
    });
    afterAll(async () => {
      // The machine's users are as they were.
      expect(await Promise.all(systemFiles.map((f) => readFile(f, 'utf8')))).toEqual(systemBefore);
    });

    async function scratch(): Promise<void> {
      root = await mkdtemp(path.join(os.tmpdir(), 'cinesync-entrypoint-'));
      await chmod(root, 0o755);
      await mkdir(path.join(root, 'etc'));
      // The image's lines for its user (see the Dockerfile's useradd), with a home that does not
      // exist here so usermod has no home folder to walk.
      const files: Record<string, string> = {
        passwd: 'root:x:0:0:root:/root:/bin/bash\ncinesync:x:1000:1000::/nonexistent-home:/usr/sbin/nologin\n',
        group: 'root:x:0:\nusers:x:100:\ncinesync:x:1000:\n',
        shadow: 'root:*:19000:0:99999:7:::\ncinesync:!:19000:0:99999:7:::\n',
        gshadow: 'root:*::\nusers:*::\ncinesync:!::\n',
      };
      for (const [name, text] of Object.entries(files)) await writeFile(path.join(root, 'etc', name), text);
      data = path.join(root, 'config');
      await mkdir(path.join(data, 'logs'), { recursive: true });
      await writeFile(path.join(data, 'cinesync.db'), 'made by root');
    }

    const run = (env: Record<string, string>, command: string[]) =>
      spawnSync('sh', [ENTRYPOINT, ...command], {
        encoding: 'utf8',
        env: { PATH: process.env.PATH, CINESYNC_USERDB_ROOT: root, CINESYNC_DATA_DIR: data, ...env },
      });
    const owner = async (p: string) => {
      const s = await lstat(p);
      return `${s.uid}:${s.gid}`;
    };

    it('gives the user the ids, makes the data folder theirs and runs the command as them', async () => {
      await scratch();
      const report =
        'id -u; id -g; id -G; echo "$HOME"; touch "$CINESYNC_DATA_DIR/new"; grep NoNewPrivs /proc/self/status';
      const result = run({ PUID: String(PUID), PGID: String(PGID) }, ['sh', '-c', report]);
      expect(result.stderr).toBe('');
      expect(result.status).toBe(0);
      expect(result.stdout.split('\n')).toEqual([`${PUID}`, `${PGID}`, `${PGID}`, data, 'NoNewPrivs:\t1', '']);
      expect(await readFile(path.join(root, 'etc/passwd'), 'utf8')).toContain(
        `cinesync:x:${PUID}:${PGID}::/nonexistent-home:`,
      );
      expect(await readFile(path.join(root, 'etc/group'), 'utf8')).toContain(`cinesync:x:${PGID}:`);
      for (const p of [data, path.join(data, 'logs'), path.join(data, 'cinesync.db'), path.join(data, 'new')]) {
        expect(await owner(p), p).toBe(`${PUID}:${PGID}`);
      }
    });

    it('changes nothing on a restart with the same ids', async () => {
      await scratch();
      const env = { PUID: String(PUID), PGID: String(PGID) };
      expect(run(env, ['true']).status).toBe(0);
      const before = await Promise.all(
        ['etc/passwd', 'etc/group', 'config/cinesync.db'].map((f) => stat(path.join(root, f))),
      );
      expect(run(env, ['true']).status).toBe(0);
      const after = await Promise.all(
        ['etc/passwd', 'etc/group', 'config/cinesync.db'].map((f) => stat(path.join(root, f))),
      );
      expect(after.map((s) => [s.mtimeMs, s.ctimeMs])).toEqual(before.map((s) => [s.mtimeMs, s.ctimeMs]));
    });

    it('takes an id that already has a name (PGID=100, users)', async () => {
      await scratch();
      const result = run({ PUID: String(PUID), PGID: '100' }, ['id', '-g']);
      expect(result.status).toBe(0);
      expect(result.stdout.trim()).toBe('100');
    });

    it('refuses ids that are not numbers, changing nothing', async () => {
      await scratch();
      const refused: Record<string, string>[] = [{ PUID: 'abc' }, { PGID: '-1' }, { PUID: '10 0' }, { UMASK: 'rw' }];
      for (const env of refused) {
        const result = run(env, ['true']);
        expect(result.status, JSON.stringify(env)).toBe(64);
        expect(result.stderr).toMatch(/^cinesync-entrypoint: (PUID|PGID|UMASK) must be/);
      }
      expect(await owner(path.join(data, 'cinesync.db'))).toBe('0:0');
    });

    const asOtherUser = (command: string[]) =>
      // The script comes on standard input: that user may not be able to read the checkout.
      spawnSync('setpriv', ['--reuid=43213', '--regid=43214', '--clear-groups', 'sh', '-s', '--', ...command], {
        encoding: 'utf8',
        input: readFileSync(ENTRYPOINT, 'utf8'),
        env: { PATH: process.env.PATH, CINESYNC_USERDB_ROOT: root, CINESYNC_DATA_DIR: data },
      });

    it('started with --user and a data folder that user cannot write, names the folder, the user and the fix', async () => {
      await scratch();
      await chown(data, PUID, PGID);
      const result = asOtherUser(['true']);
      expect(result.status).toBe(64);
      expect(result.stderr).toContain(
        `cinesync-entrypoint: the data folder ${data} is not writable by user 43213 (group 43214)`,
      );
      expect(result.stderr).toContain('chown -R 43213:43214');
      expect(result.stderr).toContain('PUID=43213 and PGID=43214');
      expect(await owner(path.join(data, 'cinesync.db'))).toBe('0:0');
    });

    it('started as another user already, runs the command as that user and changes nothing', async () => {
      await scratch();
      await chown(data, 43213, 43214);
      const result = asOtherUser(['sh', '-c', 'id -u; id -g']);
      expect(result.status).toBe(0);
      expect(result.stdout).toBe('43213\n43214\n');
      expect(await owner(path.join(data, 'cinesync.db'))).toBe('0:0');
      expect(await readFile(path.join(root, 'etc/passwd'), 'utf8')).toContain('cinesync:x:1000:1000:');
    });
  });
});

describe('the health-check script', () => {
  let server: TestServer;
  // Asynchronously: the server answering it lives in this process.
  const check = (port: number) =>
    new Promise<{ status: number | null; stderr: string }>((resolve) => {
      const env = { PATH: process.env.PATH, CINESYNC_IP: '127.0.0.1', CINESYNC_API_PORT: String(port) };
      execFile(process.execPath, [HEALTHCHECK], { env, timeout: 15_000 }, (err, _stdout, stderr) => {
        const code = (err as { code?: unknown } | null)?.code;
        resolve({ status: err ? (typeof code === 'number' ? code : null) : 0, stderr });
      });
    });
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.dispose());

  it('passes against a running server', async () => {
    const result = await check(Number(new URL(server.url).port));
    expect(result.stderr).toBe('');
    expect(result.status).toBe(0);
  });

  it('fails when nothing listens', async () => {
    const result = await check(await freePort());
    expect(result.status).toBe(1);
    expect(result.stderr).toMatch(/^unhealthy: /);
  });

  it('fails when the answer is not a healthy one', async () => {
    for (const [status, body] of [
      [503, '{"status":"ok"}'],
      [200, '{"status":"starting"}'],
      [200, '<html>a proxy page</html>'],
    ] as const) {
      const other: Server = createServer((_req, res) => res.writeHead(status).end(body));
      await new Promise<void>((resolve) => other.listen(0, '127.0.0.1', resolve));
      const result = await check((other.address() as AddressInfo).port);
      await new Promise((resolve) => other.close(resolve));
      expect(result.status, `${status} ${body}`).toBe(1);
    }
  });
});
