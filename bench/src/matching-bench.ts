import path from 'node:path';
import { ProcessedFilesRepository } from '../../server/src/db/repositories/processed-files.repository.js';
import { fixtureLibrary, startTmdbStandIn } from '../../server/test/stand-ins/index.js';
import { makeOrganiserFolders, organiserEnv, startTestServer } from '../../server/test/support/index.js';
import {
  distinctTitles,
  judgeFixtures,
  tally,
  tallyByClass,
  type VerdictTally,
} from '../../server/test/worlds/fixture-verdicts.js';
import type { BenchRow } from './measure.js';
import { discard } from './discard.js';
import { MATCHING_BEFORE } from './matching-before.js';

/**
 * Matching quality on the fixture library, cold (empty TMDB cache): how many files end right, wrong
 * (a link to the wrong title or episode) or abstained (sent to review where a link was expected), in
 * all and per class of release habit, beside the figures from before issue 30, and the TMDB calls it
 * took per distinct title the library holds.
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
    const verdicts = judgeFixtures(files, records, folders.library);
    const counts = tally(verdicts);
    const titles = distinctTitles(files);
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
      ...[...tallyByClass(verdicts)].flatMap(([habit, own]) => classRows(habit, own)),
      {
        name: `cold TMDB calls per distinct title (${titles} titles; before issue 30: ${MATCHING_BEFORE.callsPerTitle.toFixed(2)})`,
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

/** Right, wrong and abstained files of one class, each with its count from before issue 30. */
function classRows(habit: keyof typeof MATCHING_BEFORE.byClass, own: VerdictTally): BenchRow[] {
  const before = MATCHING_BEFORE.byClass[habit];
  const was = (verdict: keyof Omit<VerdictTally, 'total'>) => `before issue 30: ${before ? before[verdict] : '-'}`;
  return [
    { name: `  ${habit} (${own.total} files): right (${was('right')})`, value: own.right, unit: 'files' },
    { name: `  ${habit}: wrong (${was('wrong')})`, value: own.wrong, unit: 'files', budget: 0 },
    {
      name: `  ${habit}: abstained where a link was expected (${was('abstained')})`,
      value: own.abstained,
      unit: 'files',
    },
  ];
}
