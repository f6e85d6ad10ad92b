import { mkdir, mkdtemp, truncate, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';

/** A file of a test source tree: its path under the root, and optionally a (sparse) size or its bytes. */
export type TreeFile = string | { path: string; size?: number; content?: string };

/** Write files under `root`; each holds `bytes of <path>` unless told otherwise, then is made sparse to `size`. */
export async function writeSourceTree(root: string, files: readonly TreeFile[]): Promise<void> {
  for (const file of files) {
    const spec = typeof file === 'string' ? { path: file } : file;
    const full = path.join(root, spec.path);
    await mkdir(path.dirname(full), { recursive: true });
    await writeFile(full, spec.content ?? `bytes of ${spec.path}`);
    if (spec.size !== undefined) await truncate(full, spec.size);
  }
}

export interface OrganiserFolders {
  base: string;
  source: string;
  library: string;
}

/** A temp folder with `source/` (holding `files`) and an empty `library/`. */
export async function makeOrganiserFolders(prefix: string, files: readonly TreeFile[] = []): Promise<OrganiserFolders> {
  const base = await mkdtemp(path.join(os.tmpdir(), prefix));
  const source = path.join(base, 'source');
  const library = path.join(base, 'library');
  await mkdir(source, { recursive: true });
  await mkdir(library);
  await writeSourceTree(source, files);
  return { base, source, library };
}

/** The environment of a server organising `folders` against a TMDB stand-in, auth off. */
export function organiserEnv(
  folders: OrganiserFolders,
  tmdb: { baseUrl: string; imageBaseUrl: string },
  apiKey = 'k',
): Record<string, string> {
  return {
    CINESYNC_AUTH_ENABLED: 'false',
    SOURCE_DIR: folders.source,
    DESTINATION_DIR: folders.library,
    TMDB_API_KEY: apiKey,
    TMDB_API_BASE_URL: tmdb.baseUrl,
    TMDB_IMAGE_BASE_URL: tmdb.imageBaseUrl,
  };
}

/** A movie's scene name: `Title.Year.1080p.BluRay.x264-GRP`. */
export function releaseName(movie: { title: string; release_date: string }): string {
  return `${movie.title.replace(/'/g, '').replace(/[^A-Za-z0-9]+/g, '.')}.${movie.release_date.slice(0, 4)}.1080p.BluRay.x264-GRP`;
}

/**
 * One scene-named release folder with its `.mkv` per movie (`Title.Year.1080p.BluRay.x264-GRP`),
 * each file holding its own name: the library the crash and multi-instance tests organise.
 */
export async function writeReleaseFolders(
  source: string,
  movies: readonly { title: string; release_date: string }[],
): Promise<void> {
  for (const movie of movies) {
    const name = releaseName(movie);
    await mkdir(path.join(source, name), { recursive: true });
    await writeFile(path.join(source, name, `${name}.mkv`), name);
  }
}
