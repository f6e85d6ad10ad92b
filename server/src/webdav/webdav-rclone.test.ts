import { execFile } from 'node:child_process';
import { lstat, mkdir, readFile, readdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../test/support/start-test-server.js';
import {
  buildDavFixture,
  hasCommand,
  WEIRD_FOLDER,
  WEIRD_NAME,
  type DavFixture,
} from '../../test/worlds/dav-test-kit.js';

const run = promisify(execFile);
const HAS_RCLONE = hasCommand('rclone');
if (!HAS_RCLONE)
  console.warn('[webdav] rclone is not installed: the rclone client tests are skipped (apt-get install rclone)');

/** What the share must show, relative to its root: the served tree and nothing else. */
const SERVED_FILES: Record<string, (fx: DavFixture) => Buffer | string> = {
  'Movies/Movie (2020)/Movie (2020).mkv': (fx) => fx.movie,
  [`Movies/${WEIRD_FOLDER}/${WEIRD_NAME}`]: (fx) => fx.weird,
  'Shows/Show (2021)/Season 01/Show - S01E01.mkv': (fx) => fx.episode,
  'Shows/Linked Season/Show.S01E01.mkv': (fx) => fx.episode,
  'Shows/Linked Season/Show.S01E02.mkv': () => 'two',
  'notes.nfo': () => 'a real file in the library',
  'empty.txt': () => '',
};
const SERVED_DIRS = [
  'Empty',
  'Movies',
  'Movies/Movie (2020)',
  `Movies/${WEIRD_FOLDER}`,
  'Shows',
  'Shows/Show (2021)',
  'Shows/Show (2021)/Season 01',
  'Shows/Linked Season',
];

interface LsEntry {
  Path: string;
  Size: number;
  IsDir: boolean;
  ModTime: string;
  MimeType?: string;
}

describe.skipIf(!HAS_RCLONE)('rclone as a WebDAV client', () => {
  let fx: DavFixture;
  let open: TestServer;
  let guarded: TestServer;
  let rcloneConfig: string;
  beforeAll(async () => {
    fx = await buildDavFixture();
    rcloneConfig = path.join(fx.base, 'rclone.conf');
    await writeFile(rcloneConfig, '');
    const env = { DESTINATION_DIR: fx.library, SOURCE_DIR: fx.source };
    open = await startTestServer({ env: { ...env, CINESYNC_AUTH_ENABLED: 'false' } });
    guarded = await startTestServer({ env: { ...env, CINESYNC_PASSWORD: 'film: night' } });
  });
  afterAll(async () => {
    await open?.dispose();
    await guarded?.dispose();
    await rm(fx.base, { recursive: true, force: true });
  });

  const rclone = async (server: TestServer, args: string[], extra: string[] = []) => {
    const { stdout } = await run(
      'rclone',
      [
        '--config',
        rcloneConfig,
        '--webdav-url',
        `${server.url}/webdav`,
        '--retries',
        '1',
        '--low-level-retries',
        '1',
        ...extra,
        ...args,
      ],
      { encoding: 'buffer', maxBuffer: 64 * 1024 * 1024, timeout: 60_000 },
    );
    return stdout;
  };

  it('lists the whole library recursively (lsjson -R), with sizes and times, and nothing it must not serve', async () => {
    const out = await rclone(open, ['lsjson', '-R', ':webdav:']);
    const entries = JSON.parse(out.toString('utf8')) as LsEntry[];
    expect(
      entries
        .filter((e) => e.IsDir)
        .map((e) => e.Path)
        .sort(),
    ).toEqual([...SERVED_DIRS].sort());
    expect(
      entries
        .filter((e) => !e.IsDir)
        .map((e) => e.Path)
        .sort(),
    ).toEqual(Object.keys(SERVED_FILES).sort());
    const movie = entries.find((e) => e.Path === 'Movies/Movie (2020)/Movie (2020).mkv');
    expect(movie?.Size).toBe(300_000);
    expect(movie?.MimeType).toBe('video/x-matroska');
    const mtime = (await lstat(path.join(fx.source, 'Movie.2020.1080p', 'movie.mkv'))).mtimeMs;
    expect(Math.abs(Date.parse(movie?.ModTime ?? '') - mtime)).toBeLessThan(1000);
  });

  it('lists with the owncloud vendor, which sends a named-property PROPFIND body', async () => {
    const out = await rclone(open, ['lsjson', ':webdav:Movies/Movie (2020)'], ['--webdav-vendor', 'owncloud']);
    const entries = JSON.parse(out.toString('utf8')) as LsEntry[];
    expect(entries.map((e) => [e.Path, e.Size])).toEqual([['Movie (2020).mkv', 300_000]]);
  });

  it('reads byte ranges (cat --offset --count), at the start, middle, end and from the end', async () => {
    const file = ':webdav:Movies/Movie (2020)/Movie (2020).mkv';
    for (const [offset, count] of [
      [0, 10],
      [123_456, 7_890],
      [299_990, 10],
      [299_990, 1000],
    ] as const) {
      const out = await rclone(open, ['cat', '--offset', String(offset), '--count', String(count), file]);
      expect(out.equals(fx.movie.subarray(offset, offset + count)), `${offset}+${count}`).toBe(true);
    }
    const tail = await rclone(open, ['cat', '--offset', '-100', file]);
    expect(tail.equals(fx.movie.subarray(-100))).toBe(true);
    const weird = await rclone(open, [
      'cat',
      '--offset',
      '100',
      '--count',
      '50',
      `:webdav:Movies/${WEIRD_FOLDER}/${WEIRD_NAME}`,
    ]);
    expect(weird.equals(fx.weird.subarray(100, 150))).toBe(true);
  });

  it('copies the library to a folder, byte for byte', async () => {
    const dest = path.join(fx.base, 'copy');
    await mkdir(dest);
    await rclone(open, ['copy', ':webdav:', dest]);
    const copied: string[] = [];
    const walk = async (dir: string) => {
      for (const d of await readdir(dir, { withFileTypes: true })) {
        const full = path.join(dir, d.name);
        if (d.isDirectory()) await walk(full);
        else copied.push(path.relative(dest, full));
      }
    };
    await walk(dest);
    expect(copied.sort()).toEqual(Object.keys(SERVED_FILES).sort());
    for (const [rel, expected] of Object.entries(SERVED_FILES)) {
      const bytes = await readFile(path.join(dest, rel));
      expect(bytes.equals(Buffer.from(expected(fx))), rel).toBe(true);
    }
  });

  it('authenticates with the app credentials (obscured password), and fails without them', async () => {
    const obscured = (await run('rclone', ['obscure', 'film: night'])).stdout.toString().trim();
    const out = await rclone(guarded, ['lsjson', ':webdav:'], ['--webdav-user', 'admin', '--webdav-pass', obscured]);
    expect((JSON.parse(out.toString('utf8')) as LsEntry[]).map((e) => e.Path).sort()).toEqual(
      ['Empty', 'Movies', 'Shows', 'empty.txt', 'notes.nfo'].sort(),
    );
    const cat = await rclone(
      guarded,
      ['cat', '--count', '26', ':webdav:notes.nfo'],
      ['--webdav-user', 'admin', '--webdav-pass', obscured],
    );
    expect(cat.toString()).toBe('a real file in the library');
    await expect(rclone(guarded, ['lsjson', ':webdav:'])).rejects.toThrow();
  });

  it('cannot write through rclone, and the library is unchanged', async () => {
    const local = path.join(fx.base, 'upload.txt');
    await writeFile(local, 'upload');
    await expect(rclone(open, ['copyto', local, ':webdav:uploaded.txt'])).rejects.toThrow();
    await expect(rclone(open, ['deletefile', ':webdav:notes.nfo'])).rejects.toThrow();
    await expect(rclone(open, ['mkdir', ':webdav:NewFolder'])).rejects.toThrow();
    expect(await readdir(fx.library)).not.toContain('uploaded.txt');
    expect(await readdir(fx.library)).not.toContain('NewFolder');
    expect(await readFile(path.join(fx.library, 'notes.nfo'), 'utf8')).toBe('a real file in the library');
  });
});
