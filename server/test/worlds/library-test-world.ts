import { createHash } from 'node:crypto';
import { lstat, mkdir, open, readdir, readlink, symlink, truncate, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { FileDetailsRepository } from '../../src/db/repositories/file-details.repository.js';
import { FileOperationsRepository } from '../../src/db/repositories/file-operations.repository.js';
import { ProcessedFilesRepository } from '../../src/db/repositories/processed-files.repository.js';
import { TrashRepository } from '../../src/db/repositories/trash.repository.js';
import type { TmdbStandIn } from '../stand-ins/index.js';
import { startOrganisedServer } from '../support/organised-server.js';
import { jsonInit, type TestServer } from '../support/start-test-server.js';

/**
 * A library organised by the real organiser against the TMDB stand-in, for the library API tests:
 * The Matrix (Movies), Dune 2021 (4KMovies), three Breaking Bad episodes (Shows/…/Season 01),
 * plus things a person or an attacker might leave: a real file, a link to a file outside the
 * sources, and a link to a folder outside the library.
 */
export const WORLD_SOURCES = [
  'The.Matrix.1999.1080p.BluRay.x264-GRP/The.Matrix.1999.1080p.BluRay.x264-GRP.mkv',
  'Dune.2021.2160p.WEB-DL.DDP5.1.HDR.x265-GRP.mkv',
  'Breaking.Bad.S01.1080p.BluRay.x264-GRP/Breaking.Bad.S01E01.1080p.BluRay.x264-GRP.mkv',
  'Breaking.Bad.S01.1080p.BluRay.x264-GRP/Breaking.Bad.S01E02.1080p.BluRay.x264-GRP.mkv',
  'Breaking.Bad.S01.1080p.BluRay.x264-GRP/Breaking.Bad.S01E03.1080p.BluRay.x264-GRP.mkv',
];

/** Feature-film size (sparse: no disk used), so the organiser takes the files for features, not extras. */
export const WORLD_FILE_SIZE = 700 * 1024 * 1024;
/** The first bytes of every source file: a pattern, so a range can be checked byte for byte. */
export const HEAD_BYTES = 256 * 1024;

export function patternBytes(seed: number, length = HEAD_BYTES): Buffer {
  const bytes = Buffer.alloc(length);
  for (let i = 0; i < length; i++) bytes[i] = (i * 31 + seed * 7 + (i >> 8)) & 255;
  return bytes;
}

export interface LibraryWorld {
  server: TestServer;
  tmdb: TmdbStandIn;
  token: string;
  base: string;
  source: string;
  library: string;
  outside: string;
  get(p: string, init?: RequestInit): Promise<Response>;
  post(p: string, body: unknown): Promise<Response>;
  dispose(): Promise<void>;
}

export async function libraryWorld(options: { env?: Record<string, string> } = {}): Promise<LibraryWorld> {
  let outside = '';
  const world = await startOrganisedServer({
    prefix: 'library-world-',
    env: options.env,
    writeSources: async (source) => {
      for (const [i, f] of WORLD_SOURCES.entries()) {
        const file = path.join(source, f);
        await mkdir(path.dirname(file), { recursive: true });
        await writeFile(file, patternBytes(i));
        await truncate(file, WORLD_FILE_SIZE);
      }
    },
    afterScan: async ({ base, library, tmdb }) => {
      outside = path.join(base, 'outside');
      await mkdir(outside, { recursive: true });
      await writeFile(path.join(outside, 'victim.txt'), 'must survive');
      await writeFile(path.join(library, 'Movies', 'readme.txt'), 'a real file, not a link');
      await symlink(path.join(outside, 'victim.txt'), path.join(library, 'Movies', 'planted.txt'));
      await symlink(outside, path.join(library, 'escape'));
      tmdb.reset();
    },
  });
  const { server, token } = world;
  return {
    ...world,
    outside,
    get: (p, init = {}) => server.request(p, { ...init, token }),
    post: (p, body) => server.request(p, jsonInit(body, token)),
  };
}

/** Every entry under `dir` with its kind, link text, size, mtime and the hash of its first bytes. */
export async function treeFingerprint(dir: string): Promise<string> {
  const lines: string[] = [];
  const walk = async (folder: string): Promise<void> => {
    for (const name of (await readdir(folder)).sort()) {
      const file = path.join(folder, name);
      const info = await lstat(file);
      const rel = path.relative(dir, file);
      if (info.isSymbolicLink()) lines.push(`L ${rel} -> ${await readlink(file)}`);
      else if (info.isDirectory()) {
        lines.push(`D ${rel}`);
        await walk(file);
      } else {
        const handle = await open(file, 'r');
        const { buffer, bytesRead } = await handle.read(Buffer.alloc(HEAD_BYTES), 0, HEAD_BYTES, 0);
        await handle.close();
        const digest = createHash('sha1').update(buffer.subarray(0, bytesRead)).digest('hex');
        lines.push(`F ${rel} ${info.size} ${info.mtimeMs} ${digest}`);
      }
    }
  };
  await walk(dir);
  return lines.join('\n');
}

/** The organiser's and the library's tables, as text, to prove a refused request changed nothing. */
export function databaseFingerprint(server: TestServer): string {
  const { database } = server.ctx;
  return [
    new ProcessedFilesRepository(database).all(),
    new TrashRepository(database).all(),
    new FileDetailsRepository(database).all(),
    new FileOperationsRepository(database).all(),
  ]
    .map((rows) => JSON.stringify(rows))
    .join('\n');
}
