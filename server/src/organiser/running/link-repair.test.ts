import { readlink, rename, rm, unlink } from 'node:fs/promises';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { linksBelow } from '../../../test/support/library-links.js';
import { startTmdbStandIn, type TmdbStandIn } from '../../../test/stand-ins/index.js';
import { makeOrganiserFolders, organiserEnv, type OrganiserFolders } from '../../../test/support/source-tree.js';
import { startTestServer, type TestServer } from '../../../test/support/start-test-server.js';
import { ProcessedFilesRepository } from '../../db/repositories/processed-files.repository.js';

const FILES = [
  'The.Matrix.1999.1080p.BluRay.x264-GRP/The.Matrix.1999.1080p.BluRay.x264-GRP.mkv',
  'Inception.2010.1080p.BluRay.x264-GRP.mkv',
  'Breaking.Bad.S01E01.1080p.BluRay.x264-GRP.mkv',
];

describe('a rescan repairs records whose link is missing or moved', () => {
  let tmdb: TmdbStandIn;
  let folders: OrganiserFolders;
  let server: TestServer;

  beforeEach(async () => {
    tmdb = await startTmdbStandIn({ apiKey: 'k' });
    folders = await makeOrganiserFolders('link-repair-', FILES);
    server = await startTestServer({ env: organiserEnv(folders, tmdb) });
    const first = await server.ctx.organiserService.runScan();
    expect(first.results.map((r) => r.status)).toEqual(['linked', 'linked', 'linked']);
  });
  afterEach(async () => {
    await server.dispose();
    await tmdb.close();
    await rm(folders.base, { recursive: true, force: true });
  });

  const records = () =>
    new ProcessedFilesRepository(server.ctx.database).all().map(({ source_path, destination_path, base_folder }) => ({
      source_path,
      destination_path: destination_path as string,
      base_folder,
    }));

  it('re-creates a link removed by hand and reports the file linked, not unchanged', async () => {
    const before = await linksBelow(folders.library);
    const matrix = path.join(folders.library, before.find((l) => l.includes('Matrix')) as string);
    await unlink(matrix);

    const rescan = await server.ctx.organiserService.runScan();
    expect(rescan.summary.counts.repaired).toBe(1);
    expect(rescan.results).toEqual([
      expect.objectContaining({
        status: 'linked',
        destinationPath: matrix,
        sourcePath: expect.stringContaining('Matrix'),
      }),
    ]);
    expect(await linksBelow(folders.library)).toEqual(before);

    // Nothing left to repair: the next rescan touches nothing.
    const again = await server.ctx.organiserService.runScan();
    expect(again.results).toEqual([]);
    expect(again.summary.counts.repaired).toBe(0);
  });

  it('follows links whose folder was renamed outside CineSync instead of making second ones', async () => {
    await rename(path.join(folders.library, 'Movies'), path.join(folders.library, 'Films'));
    const moved = await linksBelow(folders.library);

    const rescan = await server.ctx.organiserService.runScan();
    expect(rescan.summary.counts.repaired).toBe(2);
    expect(await linksBelow(folders.library)).toEqual(moved);
    const films = records().filter((r) => !r.source_path.includes('Breaking'));
    for (const r of films) {
      expect(r.destination_path.startsWith(path.join(folders.library, 'Films') + path.sep)).toBe(true);
      expect(r.base_folder).toBe('Films');
      expect(await readlink(r.destination_path)).toBe(r.source_path);
    }
  });
});
