import { FILE_OPERATION_STATUSES } from '@cinesync/common';
import { FileOperationsRepository } from '../../server/src/db/repositories/file-operations.repository.js';
import type { AppDatabase } from '../../server/src/db/database.js';
import { percentile, sample, type BenchRow } from './measure.js';
import { withBuiltServer } from './server-process.js';

const ROWS = 100_000;
const ENV = { CINESYNC_AUTH_ENABLED: 'false' };

/**
 * `GET /api/file-operations` over a log of 100,000 rows (80,000 files, some with several events),
 * answered by the built server in its own process: the first page, a status tab, a deep page and a
 * search, each with the per-status counts.
 */
export async function operationsBench(): Promise<BenchRow[]> {
  return withBuiltServer('operations', ENV, writeLog, async (base) => {
    const get = (query: string) => async () => {
      const res = await fetch(`${base}/api/file-operations?${query}`);
      if (res.status !== 200) throw new Error(`/api/file-operations answered ${res.status}`);
      await res.arrayBuffer();
    };
    const first = await sample(get('limit=25&offset=0&lightweight=true'), 200, 20);
    const tab = await sample(get('limit=25&offset=0&status=failed&lightweight=true'), 200, 20);
    const deep = await sample(get('limit=25&offset=40000&lightweight=true'), 100, 10);
    const search = await sample(get('limit=25&offset=0&lightweight=true&search=show.123'), 100, 10);
    return [
      { name: `GET /api/file-operations p50 at ${ROWS} rows`, value: percentile(first, 50), unit: 'ms', budget: 20 },
      { name: `GET /api/file-operations p95 at ${ROWS} rows`, value: percentile(first, 95), unit: 'ms' },
      { name: 'GET /api/file-operations?status=failed p50', value: percentile(tab, 50), unit: 'ms', budget: 20 },
      { name: 'GET /api/file-operations offset 40000 p50', value: percentile(deep, 50), unit: 'ms' },
      { name: 'GET /api/file-operations with search p50', value: percentile(search, 50), unit: 'ms' },
    ];
  });
}

function writeLog(database: AppDatabase): void {
  const operations = new FileOperationsRepository(database);
  const start = Date.now() - ROWS * 1000;
  database.transaction(() => {
    for (let i = 0; i < ROWS; i++) {
      const file = i % 80_000;
      operations.log(
        {
          sourcePath: `/src/Show.${file % 4000}/Show.${file}.S01E01.mkv`,
          destinationPath: `/lib/Shows/Show ${file % 4000}/Season 01/Show ${file}.mkv`,
          status: FILE_OPERATION_STATUSES[i % FILE_OPERATION_STATUSES.length] ?? 'created',
          operation: 'process',
          mediaType: 'tv',
          tmdbId: 1000 + (file % 4000),
          seasonNumber: 1,
          reason: null,
        },
        start + i * 1000,
      );
    }
  });
}
