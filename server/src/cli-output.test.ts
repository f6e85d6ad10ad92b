import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { readFile, readlink, rm } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import { startTmdbStandIn, type TmdbStandIn } from '../test/stand-ins/index.js';
import { makeOrganiserFolders, organiserEnv, type OrganiserFolders } from '../test/support/source-tree.js';

// The built CLI, as a user runs it; `npm test` builds before testing.
const CLI = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../dist/cli.js');

function run(args: string[], env: Record<string, string>): Promise<{ code: number; stdout: string; stderr: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [CLI, ...args], { env, stdio: ['ignore', 'pipe', 'pipe'] });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (c: Buffer) => (stdout += c.toString()));
    child.stderr.on('data', (c: Buffer) => (stderr += c.toString()));
    child.on('exit', (code) => resolve({ code: code ?? -1, stdout, stderr }));
  });
}

describe.skipIf(!existsSync(CLI))('what the one-shot commands print', () => {
  let tmdb: TmdbStandIn;
  let folders: OrganiserFolders;
  afterEach(async () => {
    await tmdb.close();
    await rm(folders.base, { recursive: true, force: true });
  });

  it('scan --json writes only JSON lines to stdout, and no generated password anywhere, on a first run with auth on', async () => {
    tmdb = await startTmdbStandIn({ apiKey: 'k' });
    folders = await makeOrganiserFolders('cli-json-', ['The.Matrix.1999.1080p.BluRay.x264-GRP.mkv']);
    const dataDir = path.join(folders.base, 'data');
    const env = {
      ...organiserEnv(folders, tmdb),
      PATH: process.env.PATH ?? '',
      CINESYNC_DATA_DIR: dataDir,
      CINESYNC_AUTH_ENABLED: 'true',
    };
    const { code, stdout, stderr } = await run(['scan', '--json'], env);
    expect(code, stderr).toBe(0);
    const lines = stdout.trimEnd().split('\n');
    for (const line of lines) expect(() => JSON.parse(line), line).not.toThrow();
    expect(lines.at(-1)).toMatch(/^\{"summary"/);
    expect(stdout + stderr).not.toMatch(/password/i);

    // The server, started later, makes the password and prints it once on its error stream.
    const serve = spawn(process.execPath, [CLI, 'serve'], {
      env: { ...env, CINESYNC_IP: '127.0.0.1', CINESYNC_API_PORT: '0', LOG_LEVEL: 'ERROR' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let serveOut = '';
    let serveErr = '';
    serve.stdout.on('data', (c: Buffer) => (serveOut += c.toString()));
    const printed = new Promise<void>((resolve) => {
      serve.stderr.on('data', (c: Buffer) => {
        serveErr += c.toString();
        if (/password: \S+/.test(serveErr)) resolve();
      });
    });
    const exited = new Promise<void>((resolve) => serve.on('exit', () => resolve()));
    await Promise.race([printed, exited]);
    serve.kill('SIGTERM');
    await exited;
    expect(serveErr).toMatch(/password: \S+/);
    expect(serveOut).not.toMatch(/password/i);
    expect(await readFile(path.join(dataDir, '.env'), 'utf8')).toMatch(/^CINESYNC_PASSWORD=/m);
  });
});

describe.skipIf(!existsSync(CLI))('cinesync scan of an organised library', () => {
  let tmdb: TmdbStandIn;
  let folders: OrganiserFolders;
  afterEach(async () => {
    await tmdb.close();
    await rm(folders.base, { recursive: true, force: true });
  });

  it('asks TMDB nothing and reports every file unchanged, each link still in place', async () => {
    tmdb = await startTmdbStandIn({ apiKey: 'k' });
    const files = [
      'The.Matrix.1999.1080p.BluRay.x264-GRP.mkv',
      'Breaking.Bad.S01.1080p.BluRay.x264-GRP/Breaking.Bad.S01E01.1080p.BluRay.x264-GRP.mkv',
      'Breaking.Bad.S01.1080p.BluRay.x264-GRP/Breaking.Bad.S01E02.1080p.BluRay.x264-GRP.mkv',
    ];
    folders = await makeOrganiserFolders('cli-rescan-', files);
    const env = {
      ...organiserEnv(folders, tmdb),
      PATH: process.env.PATH ?? '',
      CINESYNC_DATA_DIR: path.join(folders.base, 'data'),
    };
    const first = await run(['scan', '--json'], env);
    expect(first.code, first.stderr).toBe(0);
    const organised = first.stdout
      .trimEnd()
      .split('\n')
      .slice(0, -1)
      .map((l) => JSON.parse(l) as { sourcePath: string; status: string; destinationPath: string | null });
    expect(organised.map((r) => r.status)).toEqual(['linked', 'linked', 'linked']);
    expect(tmdb.calls('/3/')).toBeGreaterThan(0);
    tmdb.reset();

    const again = await run(['scan', '--json'], env);
    expect(again.code, again.stderr).toBe(0);
    const lines = again.stdout.trimEnd().split('\n');
    const summary = (JSON.parse(lines.at(-1) ?? '') as { summary: Record<string, unknown> }).summary;
    expect(summary).toMatchObject({ linked: 0, unchanged: 3, failed: 0, seen: 3, status: 'completed' });
    const results = lines.slice(0, -1).map((l) => JSON.parse(l) as { sourcePath: string; status: string });
    expect(results.map((r) => r.status)).toEqual(['unchanged', 'unchanged', 'unchanged']);
    // Unchanged lines carry what the records say: the same destinations the first scan made.
    expect(new Set(results)).toEqual(new Set(organised.map((r) => ({ ...r, status: 'unchanged' }))));
    for (const r of organised) expect(await readlink(r.destinationPath ?? '')).toBe(r.sourcePath);

    const text = await run(['scan'], env);
    expect(text.code, text.stderr).toBe(0);
    expect(JSON.parse(text.stdout.trim())).toMatchObject({ linked: 0, unchanged: 3, seen: 3 });
    expect(tmdb.calls('/3/')).toBe(0);
  });
});

describe.skipIf(!existsSync(CLI))('cinesync scan when TMDB refuses the key', () => {
  let tmdb: TmdbStandIn;
  let folders: OrganiserFolders;
  afterEach(async () => {
    await tmdb.close();
    await rm(folders.base, { recursive: true, force: true });
  });

  it('reports the scan failed, with the reason, and exits 1', async () => {
    tmdb = await startTmdbStandIn({ apiKey: 'right-key' });
    folders = await makeOrganiserFolders('cli-refused-', [
      'The.Matrix.1999.1080p.BluRay.x264-GRP.mkv',
      'Inception.2010.1080p.BluRay.x264-GRP.mkv',
    ]);
    const env = {
      ...organiserEnv(folders, tmdb, 'wrong-key'),
      PATH: process.env.PATH ?? '',
      CINESYNC_DATA_DIR: path.join(folders.base, 'data'),
    };
    const { code, stdout, stderr } = await run(['scan', '--json'], env);
    expect(code, stderr).toBe(1);
    const lines = stdout.trimEnd().split('\n');
    const summary = (JSON.parse(lines.at(-1) ?? '') as { summary: Record<string, unknown> }).summary;
    expect(summary).toMatchObject({
      status: 'failed',
      linked: 0,
      pending: 2,
      message: 'TMDB refused the key (TMDB_API_KEY is missing or invalid): 0 of 2 files organised',
    });
  });
});

describe.skipIf(!existsSync(CLI))('cinesync parse', () => {
  it('answers each name as it arrives, before its input ends', async () => {
    const child = spawn(process.execPath, [CLI, 'parse', '--json'], { env: { PATH: process.env.PATH ?? '' } });
    const firstLine = new Promise<string>((resolve) => {
      let text = '';
      child.stdout.on('data', (c: Buffer) => {
        text += c.toString();
        if (text.includes('\n')) resolve(text.slice(0, text.indexOf('\n')));
      });
    });
    child.stdin.write('Dune.2021.2160p.WEB-DL.x265-GRP.mkv\n');
    // The input stays open: a tool feeding names one at a time waits for each answer.
    expect(JSON.parse(await firstLine)).toMatchObject({
      title: 'Dune',
      year: 2021,
      resolution: '2160p',
      quality: 'WEBDL-2160p',
    });
    const exited = new Promise<number | null>((resolve) => child.on('exit', resolve));
    child.stdin.end();
    expect(await exited).toBe(0);
  });

  it('writes one record per name, in order, for a long list', async () => {
    const names = Array.from(
      { length: 5000 },
      (_, i) => `Show.S01E${String((i % 99) + 1).padStart(2, '0')}.720p-${i}.mkv`,
    );
    const child = spawn(process.execPath, [CLI, 'parse'], { env: { PATH: process.env.PATH ?? '' } });
    let stdout = '';
    child.stdout.on('data', (c: Buffer) => (stdout += c.toString()));
    const exited = new Promise<number | null>((resolve) => child.on('exit', resolve));
    child.stdin.end(names.join('\n'));
    expect(await exited).toBe(0);
    const records = stdout
      .trimEnd()
      .split('\n')
      .map((l) => JSON.parse(l) as { input: string });
    expect(records.map((r) => r.input)).toEqual(names);
  });

  it('names the quality as Sonarr does for an episode and as Radarr does for a movie', async () => {
    const child = spawn(process.execPath, [CLI, 'parse', '--json'], { env: { PATH: process.env.PATH ?? '' } });
    let stdout = '';
    child.stdout.on('data', (c: Buffer) => (stdout += c.toString()));
    const exited = new Promise<number | null>((resolve) => child.on('exit', resolve));
    child.stdin.end(
      [
        'Show.Name.S01E05.HDTV.XviD-GRP.avi',
        'Show.Name.S02E01.1080p.BluRay.REMUX.AVC-GRP.mkv',
        'Movie.Title.2010.1080p.BluRay.REMUX.AVC-GRP.mkv',
        'Movie.Title.2010.Blu-ray.avi',
      ].join('\n'),
    );
    expect(await exited).toBe(0);
    const qualities = stdout
      .trimEnd()
      .split('\n')
      .map((l) => (JSON.parse(l) as { quality: string }).quality);
    expect(qualities).toEqual(['SDTV', 'Bluray-1080p Remux', 'Remux-1080p', 'Bluray-720p']);
  });
});
