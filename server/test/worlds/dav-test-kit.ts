import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { lstat, mkdir, mkdtemp, readdir, readlink, symlink, writeFile } from 'node:fs/promises';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';

// Helpers for the WebDAV tests (the *.test.ts files next to this one); nothing in the server uses them.

export interface DavResponse {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
  text: string;
}

export interface DavRequestOptions {
  headers?: Record<string, string>;
  body?: string | Buffer;
  /** user:password for HTTP Basic. */
  basic?: string;
}

/**
 * One request with any method and the path exactly as given (no URL normalisation, so `..` and
 * `%2e%2e` reach the server as a hostile client would send them).
 */
export function davRequest(
  baseUrl: string,
  method: string,
  rawPath: string,
  options: DavRequestOptions = {},
): Promise<DavResponse> {
  const { hostname, port } = new URL(baseUrl);
  const headers: Record<string, string> = { ...options.headers };
  if (options.basic !== undefined) headers.authorization = `Basic ${Buffer.from(options.basic).toString('base64')}`;
  if (options.body !== undefined) headers['content-length'] = String(Buffer.byteLength(options.body));
  return new Promise((resolve, reject) => {
    const req = http.request({ hostname, port, method, path: rawPath, headers, agent: false }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('error', reject);
      res.on('end', () => {
        const body = Buffer.concat(chunks);
        resolve({ status: res.statusCode ?? 0, headers: res.headers, body, text: body.toString('utf8') });
      });
    });
    req.on('error', reject);
    req.end(options.body);
  });
}

/** Percent-encode each segment of a library path, as a client builds a URL. */
export function davUrlPath(relative: string, collection = false): string {
  const encoded = relative
    .split('/')
    .filter((s) => s !== '')
    .map(encodeURIComponent)
    .join('/');
  return `/webdav/${encoded}${collection && encoded !== '' ? '/' : ''}`;
}

/** Deterministic, incompressible-looking bytes, so a wrong offset can't go unnoticed. */
export function patternBytes(length: number, seed: string): Buffer {
  const out = Buffer.alloc(length);
  let block = createHash('sha256').update(seed).digest();
  for (let at = 0; at < length; at += block.length) {
    block.copy(out, at, 0, Math.min(block.length, length - at));
    block = createHash('sha256').update(block).digest();
  }
  return out;
}

export const WEIRD_NAME = 'Weird #1 %41 ?q=1 & <b> été ✓ 🎬.mkv';
export const WEIRD_FOLDER = 'Odd #%? été 🎬';

export interface DavFixture {
  base: string;
  library: string;
  source: string;
  outside: string;
  movie: Buffer;
  weird: Buffer;
  episode: Buffer;
}

/**
 * A library as the organiser makes it (links into a source folder) plus everything the share must
 * not serve: links leading outside, a broken link, a link to a folder outside, a half-made link.
 */
export async function buildDavFixture(): Promise<DavFixture> {
  const base = await mkdtemp(path.join(os.tmpdir(), 'cinesync-webdav-'));
  const library = path.join(base, 'library');
  const source = path.join(base, 'source');
  const outside = path.join(base, 'outside');
  const movie = patternBytes(300_000, 'movie');
  const weird = patternBytes(4096, 'weird');
  const episode = patternBytes(70_001, 'episode');
  for (const dir of [
    path.join(source, 'Movie.2020.1080p'),
    path.join(source, 'Show.S01'),
    path.join(source, WEIRD_FOLDER),
    outside,
    path.join(library, 'Movies', 'Movie (2020)'),
    path.join(library, 'Movies', WEIRD_FOLDER),
    path.join(library, 'Shows', 'Show (2021)', 'Season 01'),
    path.join(library, 'Empty'),
  ]) {
    await mkdir(dir, { recursive: true });
  }
  await writeFile(path.join(source, 'Movie.2020.1080p', 'movie.mkv'), movie);
  await writeFile(path.join(source, WEIRD_FOLDER, 'weird.mkv'), weird);
  await writeFile(path.join(source, 'Show.S01', 'Show.S01E01.mkv'), episode);
  await writeFile(path.join(source, 'Show.S01', 'Show.S01E02.mkv'), 'two');
  await writeFile(path.join(outside, 'secret.txt'), 'TOP-SECRET-CONTENT');
  await mkdir(path.join(outside, 'folder'));
  await writeFile(path.join(outside, 'folder', 'inner.txt'), 'inner');

  const movies = path.join(library, 'Movies');
  await symlink(
    path.join(source, 'Movie.2020.1080p', 'movie.mkv'),
    path.join(movies, 'Movie (2020)', 'Movie (2020).mkv'),
  );
  await symlink(path.join(source, WEIRD_FOLDER, 'weird.mkv'), path.join(movies, WEIRD_FOLDER, WEIRD_NAME));
  await symlink(path.join(outside, 'secret.txt'), path.join(movies, 'escape.mkv'));
  // Kept literally: the `..` must be resolved by the file system, not by path.join.
  await symlink(`${source}/../outside/secret.txt`, path.join(movies, 'dotdot-escape.mkv'));
  await symlink(path.join(source, 'missing.mkv'), path.join(movies, 'broken.mkv'));
  await symlink(path.join(outside, 'folder'), path.join(movies, 'outside-folder'));
  await symlink('/etc', path.join(movies, 'etc'));
  await symlink(path.join(source, 'Movie.2020.1080p', 'movie.mkv'), path.join(movies, '.cinesync-tmp-0123abcd'));
  // A relative link, as some users make them by hand.
  await symlink(
    path.join('..', '..', '..', '..', 'source', 'Show.S01', 'Show.S01E01.mkv'),
    path.join(library, 'Shows', 'Show (2021)', 'Season 01', 'Show - S01E01.mkv'),
  );
  // A folder link into the sources is served, contents included.
  await symlink(path.join(source, 'Show.S01'), path.join(library, 'Shows', 'Linked Season'));
  await writeFile(path.join(library, 'notes.nfo'), 'a real file in the library');
  await writeFile(path.join(library, 'empty.txt'), '');
  return { base, library, source, outside, movie, weird, episode };
}

export interface TreeNode {
  path: string;
  kind: 'file' | 'dir' | 'link' | 'other';
  size: number;
  mtimeMs: number;
  target?: string;
}

/** Every entry under `root` without following links: what a read-only server must leave as it was. */
export async function snapshotTree(root: string): Promise<TreeNode[]> {
  const nodes: TreeNode[] = [];
  const walk = async (dir: string) => {
    for (const name of (await readdir(dir)).sort()) {
      const full = path.join(dir, name);
      const info = await lstat(full);
      const kind = info.isSymbolicLink() ? 'link' : info.isDirectory() ? 'dir' : info.isFile() ? 'file' : 'other';
      nodes.push({
        path: path.relative(root, full),
        kind,
        size: info.size,
        mtimeMs: info.mtimeMs,
        target: kind === 'link' ? await readlink(full) : undefined,
      });
      if (kind === 'dir') await walk(full);
    }
  };
  await walk(root);
  return nodes;
}

/** Whether an external client is installed; the tests that drive it skip (and say so) when not. */
export function hasCommand(command: string): boolean {
  return spawnSync('sh', ['-c', `command -v ${command}`], { stdio: 'ignore' }).status === 0;
}

export interface DavResponseEntry {
  href: string;
  /** Properties in the 200 propstat: qualified name as written → raw inner XML. */
  found: Map<string, string>;
  /** Qualified names in the 404 propstat. */
  missing: string[];
}

/** A multistatus body as entries; enough XML reading for asserting what the server wrote. */
export function readMultistatus(xml: string): DavResponseEntry[] {
  const entries: DavResponseEntry[] = [];
  for (const [, response = ''] of xml.matchAll(/<D:response>([\s\S]*?)<\/D:response>/g)) {
    const href = /<D:href>([^<]*)<\/D:href>/.exec(response)?.[1] ?? '';
    const found = new Map<string, string>();
    const missing: string[] = [];
    for (const [, props = '', status = ''] of response.matchAll(
      /<D:propstat><D:prop>([\s\S]*?)<\/D:prop><D:status>([^<]*)<\/D:status><\/D:propstat>/g,
    )) {
      for (const m of props.matchAll(/<([\w:.-]+)(?:\/>|>([\s\S]*?)<\/\1>)/g)) {
        const name = m[1] ?? '';
        if (status.includes(' 200 ')) found.set(name, m[2] ?? '');
        else missing.push(name);
      }
    }
    entries.push({ href, found, missing });
  }
  return entries;
}
