import { mkdtemp, readdir, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { writeSourceTree } from '../../server/test/support/index.js';
import { startTmdbStandIn, type TmdbStandIn } from '../../server/test/stand-ins/index.js';
import { startAppUnderTest } from './app-under-test.js';

/** Sparse, so the files look like feature films without using the disk. */
export const FILM_SIZE = 700 * 1024 * 1024;

export type App = Awaited<ReturnType<typeof startAppUnderTest>>;

export interface OrganisedLibrary {
  app: App;
  tmdb: TmdbStandIn;
  /** The temp source folder the films are in. */
  source: string;
  dispose: () => Promise<void>;
}

/**
 * The built app over a temp source of release files (sparse films), organised by the real
 * organiser against the TMDB stand-in, as a person's library is after its first scan.
 * `beforeScan` adds to the source first (a real playable film, say).
 */
export async function startOrganisedLibrary(
  label: string,
  files: readonly string[],
  beforeScan: (source: string) => Promise<void> = async () => undefined,
): Promise<OrganisedLibrary> {
  const tmdb = await startTmdbStandIn({ apiKey: 'test-key' });
  const source = await mkdtemp(path.join(os.tmpdir(), `cinesync-e2e-${label}-source-`));
  const dispose = async (app?: App) => {
    await app?.dispose();
    await tmdb.close();
    await rm(source, { recursive: true, force: true });
  };
  let app: App | undefined;
  try {
    await writeSourceTree(
      source,
      files.map((file) => ({ path: file, size: FILM_SIZE })),
    );
    await beforeScan(source);
    app = await startAppUnderTest({
      SOURCE_DIR: source,
      TMDB_API_KEY: 'test-key',
      TMDB_API_BASE_URL: tmdb.baseUrl,
      TMDB_IMAGE_BASE_URL: tmdb.imageBaseUrl,
    });
    await app.ctx.organiserService.runScan();
    const started = app;
    return { app: started, tmdb, source, dispose: () => dispose(started) };
  } catch (error) {
    await dispose(app);
    throw error;
  }
}

/** The library-relative folder of the title whose name starts with `prefix` (one level under a category). */
export async function titleFolder(library: string, prefix: string): Promise<string> {
  for (const category of await readdir(library)) {
    const entries = await readdir(path.join(library, category)).catch(() => [] as string[]);
    const found = entries.find((name) => name.startsWith(prefix));
    if (found) return `${category}/${found}`;
  }
  throw new Error(`No folder for ${prefix} in the library`);
}

/** A library-relative folder as the segments of an app route (`Movies/The%20Matrix%20(1999)`). */
export function encodedFolder(folder: string): string {
  return folder.split('/').map(encodeURIComponent).join('/');
}
