import { mkdir, mkdtemp, symlink, truncate, utimes, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { startTestServer } from '../../server/test/support/index.js';
import { percentile, sample, type BenchRow } from './measure.js';
import { filesPages } from './files-pages.js';
import { ProcessedFilesRepository } from '../../server/src/db/repositories/processed-files.repository.js';
import { discard } from './discard.js';

const LINKS = 10_000;
const RECORDS = 100_000;
const PAGES = LINKS / 100;

/**
 * `GET /api/files` on a folder of 10,000 links (page of 100) with 100,000 organiser records: the
 * name order (no stat of the folder's entries), the size order (every entry statted once per
 * change of the folder, then cached), a search, and what the first page after a change costs.
 * `storeEnv` is merged over the server's environment (`CINESYNC_DATABASE_URL` puts it on PostgreSQL).
 */
export async function filesBench(storeEnv: Record<string, string> = {}): Promise<BenchRow[]> {
  const base = await mkdtemp(path.join(os.tmpdir(), 'bench-files-'));
  const source = path.join(base, 'source');
  const library = path.join(base, 'library');
  const folder = path.join(library, 'Movies');
  await mkdir(source, { recursive: true });
  await mkdir(folder, { recursive: true });
  const titles = Array.from({ length: LINKS }, (_, i) => `Title ${String(i).padStart(5, '0')} (${1950 + (i % 70)})`);
  for (let start = 0; start < LINKS; start += 500) {
    await Promise.all(
      titles.slice(start, start + 500).map(async (title, j) => {
        const file = path.join(source, `${title}.mkv`);
        await writeFile(file, '');
        await truncate(file, 1_000_000 + (start + j) * 7919); // sparse: sizes differ, no disk used
        await symlink(file, path.join(folder, `${title}.mkv`));
      }),
    );
  }
  // A settled folder (last changed a minute ago), as a library is between scans. Each call gives it
  // a new mtime, which is what any change to the folder does: its cached listing is then stale.
  let changes = 0;
  const changeFolder = async () => {
    const past = new Date(Date.now() - 60_000 - ++changes * 1000);
    await utimes(folder, past, past);
  };
  await changeFolder();

  const server = await startTestServer({
    env: { CINESYNC_AUTH_ENABLED: 'false', SOURCE_DIR: source, DESTINATION_DIR: library, ...storeEnv },
    autoStart: false,
  });
  try {
    const { database } = server.ctx;
    const records = new ProcessedFilesRepository(database);
    const now = Date.now();
    database.transaction(() => {
      for (let i = 0; i < RECORDS; i++) {
        const title = i < LINKS ? (titles[i] as string) : `Other ${i}`;
        const destination = i < LINKS ? path.join(folder, `${title}.mkv`) : path.join(library, 'Elsewhere', `${i}.mkv`);
        records.insert({
          source_path: `${source}/${i}.mkv`,
          destination_path: destination,
          status: 'linked',
          media_type: 'movie',
          tmdb_id: 100_000 + i,
          title,
          year: 2000,
          base_folder: 'Movies',
          poster_path: `/p${i}.jpg`,
          release_date: '2000-01-01',
          file_size: 1,
          created_at: now,
          updated_at: now,
        });
      }
    });

    const { get, once } = filesPages((p) => server.request(p), 'Movies', PAGES);

    // The first request after a change pays for the readdir (and, for the size order, 10,000 stats).
    await changeFolder();
    const coldName = await once('');
    const byName = await sample(get(''), 300, 20);
    await changeFolder();
    const coldSize = await once('&sort=size-desc');
    const bySize = await sample(get('&sort=size-desc'), 300, 20);
    // "title 01" matches Title 01000…01999: 1,000 entries, 10 pages.
    const search = await sample(get('&search=title%2001', 10), 200, 10);
    return [
      { name: 'first page after a change, name order', value: coldName, unit: 'ms' },
      { name: 'GET /api/files 10k links name-asc p50', value: percentile(byName, 50), unit: 'ms', budget: 30 },
      { name: 'GET /api/files 10k links name-asc p95', value: percentile(byName, 95), unit: 'ms' },
      { name: 'first page after a change, size order (10k stats)', value: coldSize, unit: 'ms' },
      { name: 'GET /api/files 10k links size-desc p50', value: percentile(bySize, 50), unit: 'ms', budget: 30 },
      { name: 'GET /api/files 10k links size-desc p95', value: percentile(bySize, 95), unit: 'ms' },
      { name: 'GET /api/files 10k links search p50', value: percentile(search, 50), unit: 'ms' },
    ];
  } finally {
    await server.dispose();
    await discard(base);
  }
}
