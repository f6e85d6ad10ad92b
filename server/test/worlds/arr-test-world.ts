import { mkdir, truncate, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { SpoofingRepository } from '../../src/db/repositories/spoofing.repository.js';
import { startOrganisedServer, type OrganisedServer } from '../support/organised-server.js';

/**
 * A library the real organiser built against the TMDB stand-in, for the Radarr/Sonarr face:
 * two movies, Breaking Bad over two seasons with a special and a double episode in one file.
 */
export const ARR_SOURCES = [
  'The.Matrix.1999.1080p.BluRay.x264-GRP/The.Matrix.1999.1080p.BluRay.x264-GRP.mkv',
  'Dune.2021.2160p.WEB-DL.DDP5.1.HDR.x265-GRP.mkv',
  'Breaking.Bad.S01.1080p.BluRay.x264-GRP/Breaking.Bad.S01E01.1080p.BluRay.x264-GRP.mkv',
  'Breaking.Bad.S01.1080p.BluRay.x264-GRP/Breaking.Bad.S01E02.1080p.BluRay.x264-GRP.mkv',
  'Breaking.Bad.S02.1080p.WEB-DL.x264-GRP/Breaking.Bad.S02E01.1080p.WEB-DL.x264-GRP.mkv',
  'Breaking.Bad.S02.1080p.WEB-DL.x264-GRP/Breaking.Bad.S02E02E03.1080p.WEB-DL.x264-GRP.mkv',
  'Breaking Bad/Specials/Breaking.Bad.S00E01.Good.Cop.Bad.Cop.mkv',
];

/** Sparse feature-size files: larger than Bazarr's 20 KiB floor and taken for features, not extras. */
const FILE_SIZE = 700 * 1024 * 1024;

export const ARR_KEY = '0123456789abcdef0123456789abcdef';

export interface ArrWorld extends OrganisedServer {
  spoofing: SpoofingRepository;
  /** GET a face path with the key (as Bazarr sends it: `apikey` last). */
  arr(p: string, key?: string): Promise<Response>;
  setSpoofing(enabled: boolean, folderMode?: boolean): void;
}

export async function arrWorld(sources: readonly string[] = ARR_SOURCES): Promise<ArrWorld> {
  const world = await startOrganisedServer({
    prefix: 'arr-face-',
    writeSources: async (source) => {
      for (const [i, f] of sources.entries()) {
        const file = path.join(source, f);
        await mkdir(path.dirname(file), { recursive: true });
        await writeFile(file, `source ${i}`);
        await truncate(file, FILE_SIZE);
      }
    },
  });
  const spoofing = new SpoofingRepository(world.server.ctx.database);
  const setSpoofing = (enabled: boolean, folderMode = false) =>
    spoofing.saveConfig({
      enabled: enabled ? 1 : 0,
      folder_mode: folderMode ? 1 : 0,
      version: '5.14.0.9383',
      branch: 'master',
      api_key: ARR_KEY,
      updated_at: Date.now(),
    });
  setSpoofing(true);
  return {
    ...world,
    spoofing,
    setSpoofing,
    arr: (p, key = ARR_KEY) => world.server.request(`${p}${p.includes('?') ? '&' : '?'}apikey=${key}`),
  };
}
