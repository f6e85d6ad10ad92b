import { mkdir, mkdtemp, symlink, truncate, utimes, writeFile } from 'node:fs/promises';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { crc32, deflateSync } from 'node:zlib';
import { fileURLToPath } from 'node:url';
import { ProcessedFilesRepository } from '../../server/src/db/repositories/processed-files.repository.js';
import { startTestServer, type TestServer } from '../../server/test/support/index.js';
import { discard } from './discard.js';

const webDist = fileURLToPath(new URL('../../web/dist', import.meta.url));

/** First words of the titles: every letter of the alphabet index and some digits ('#'). */
const WORDS = [
  ...'Alpha Bright Crimson Distant Echo Fallen Golden Hidden Iron Jade Kings Lost Midnight Night Ocean Paper Quiet Red Silent The Under Velvet Winter Xenon Yellow Zero'.split(
    ' ',
  ),
  '12',
  '2001',
];
/** Links point at this many sparse source files, so the size order has something to sort. */
const SOURCES = 1000;

export interface BigFolderWorld {
  server: TestServer;
  /** Library-relative folder of `entries` links. */
  folder: string;
  entries: number;
  dispose(): Promise<void>;
}

/** The name of the i-th link: spread over the alphabet index, unique, in no particular order on disk. */
function bigFolderName(i: number): string {
  const word = WORDS[(i * 11) % WORDS.length] as string;
  return `${word} Story ${String(i).padStart(6, '0')} (${1950 + (i % 70)}).mkv`;
}

/** A small solid PNG: what the poster stand-in answers for every poster. */
function posterBytes(): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const out = Buffer.alloc(body.length + 8);
    out.writeUInt32BE(data.length, 0);
    body.copy(out, 4);
    out.writeUInt32BE(crc32(body), body.length + 4);
    return out;
  };
  const [width, height] = [20, 30];
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8-bit RGB
  const row = Buffer.concat([Buffer.from([0]), Buffer.alloc(width * 3, Buffer.from([40, 70, 120]))]);
  const pixels = Buffer.concat(Array.from({ length: height }, () => row));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(pixels)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** The image host on loopback: one small picture for any poster path, so the poster view has real images. */
async function startPosterHost(): Promise<{ url: string; close(): Promise<void> }> {
  const body = posterBytes();
  const host = http.createServer((_req, res) => {
    res.writeHead(200, { 'content-type': 'image/png', 'content-length': body.length });
    res.end(body);
  });
  await new Promise<void>((resolve) => host.listen(0, '127.0.0.1', resolve));
  const { port } = host.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/t/p`,
    close: () => new Promise((resolve) => host.close(() => resolve())),
  };
}

/**
 * A library folder `Movies` of `entries` links (to sparse source files of different sizes), each with
 * an organiser record carrying a title and poster, served with the built web app by the real server
 * (auth off) and a loopback poster host.
 */
export async function startBigFolderWorld(entries: number): Promise<BigFolderWorld> {
  const base = await mkdtemp(path.join(os.tmpdir(), 'bench-big-folder-'));
  const source = path.join(base, 'source');
  const library = path.join(base, 'library');
  const folder = path.join(library, 'Movies');
  await mkdir(source, { recursive: true });
  await mkdir(folder, { recursive: true });
  const sources = Array.from({ length: SOURCES }, (_, i) => path.join(source, `source-${i}.mkv`));
  await Promise.all(
    sources.map(async (file, i) => {
      await writeFile(file, '');
      await truncate(file, 700_000_000 + i * 7_919_000); // sparse: sizes differ, no disk used
    }),
  );
  const names = Array.from({ length: entries }, (_, i) => bigFolderName(i));
  for (let start = 0; start < entries; start += 1000) {
    await Promise.all(
      names
        .slice(start, start + 1000)
        .map((name, j) => symlink(sources[(start + j) % SOURCES] as string, path.join(folder, name))),
    );
  }
  // A settled folder, as a library is between scans (a folder changed within the last second is not cached).
  const past = new Date(Date.now() - 60_000);
  await utimes(folder, past, past);

  const posters = await startPosterHost();
  const server = await startTestServer({
    webDist,
    env: {
      CINESYNC_AUTH_ENABLED: 'false',
      SOURCE_DIR: source,
      DESTINATION_DIR: library,
      TMDB_IMAGE_BASE_URL: posters.url,
    },
    autoStart: false,
  });
  const { database } = server.ctx;
  const records = new ProcessedFilesRepository(database);
  const now = Date.now();
  database.transaction(() => {
    names.forEach((name, i) => {
      records.insert({
        source_path: path.join(source, `${i}.mkv`), // one record per source file, as the organiser keeps them
        destination_path: path.join(folder, name),
        status: 'linked',
        media_type: 'movie',
        tmdb_id: 100_000 + i,
        title: name.replace(/ \(\d{4}\)\.mkv$/, ''),
        year: 1950 + (i % 70),
        base_folder: 'Movies',
        poster_path: `/p${i}.jpg`,
        release_date: `${1950 + (i % 70)}-01-01`,
        file_size: 1,
        created_at: now,
        updated_at: now,
      });
    });
  });
  return {
    server,
    folder: 'Movies',
    entries,
    dispose: async () => {
      await server.dispose();
      await posters.close();
      await discard(base);
    },
  };
}
