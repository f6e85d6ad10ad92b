import path from 'node:path';
import { ProcessedFilesRepository } from '../../server/src/db/repositories/processed-files.repository.js';
import { fixtureLibrary, startTmdbStandIn } from '../../server/test/stand-ins/index.js';
import { makeOrganiserFolders, organiserEnv, startTestServer } from '../../server/test/support/index.js';
import { judgeFixtures, tally } from '../../server/test/worlds/fixture-verdicts.js';
import type { BenchRow } from './measure.js';
import { discard } from './discard.js';

/**
 * Matching quality on the fixture library, cold (empty TMDB cache): how many files end right, wrong
 * (a link to the wrong title or episode) or abstained (sent to review where a link was expected), and
 * the TMDB calls it took per distinct title the library holds.
 */
export async function matchingBench(): Promise<BenchRow[]> {
  const files = fixtureLibrary();
  const tmdb = await startTmdbStandIn({ apiKey: 'k' });
  const folders = await makeOrganiserFolders('bench-matching-', files);
  const server = await startTestServer({ env: organiserEnv(folders, tmdb), autoStart: false });
  try {
    await server.ctx.organiserService.runScan();
    const calls = tmdb.calls('/3/');
    const rows = new ProcessedFilesRepository(server.ctx.database).all();
    const records = new Map(rows.map((r) => [path.relative(folders.source, r.source_path), r]));
    const counts = tally(judgeFixtures(files, records, folders.library));
    const titles = new Set(
      files.flatMap((f) => (f.expect.kind === 'linked' ? [`${f.expect.mediaType}:${f.expect.tmdbId}`] : [])),
    ).size;
    const share = (n: number) => (100 * n) / counts.total;
    return [
      {
        name: `fixture library (${counts.total} files): right`,
        value: share(counts.right),
        unit: '%',
        budget: 98,
        lowerIsBetter: false,
      },
      {
        name: 'fixture library: wrong (linked to another title or episode)',
        value: share(counts.wrong),
        unit: '%',
        budget: 0.5,
      },
      { name: 'fixture library: abstained where a link was expected', value: share(counts.abstained), unit: '%' },
      {
        name: `cold TMDB calls per distinct title (${titles} titles)`,
        value: calls / titles,
        unit: 'calls',
        budget: 2.5,
      },
    ];
  } finally {
    await server.dispose();
    await tmdb.close();
    await discard(folders.base);
  }
}
