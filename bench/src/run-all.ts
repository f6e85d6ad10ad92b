import { arrBench } from './arr-bench.js';
import { bigFolderBench } from './big-folder-bench.js';
import { cliBench } from './cli-bench.js';
import { withDiscardBin } from './discard.js';
import { filesBench } from './files-bench.js';
import { httpBench } from './http-bench.js';
import { idleBench } from './idle-bench.js';
import { importBench } from './import-bench.js';
import { matchingBench } from './matching-bench.js';
import { missingBench } from './missing-bench.js';
import { printTable, type BenchRow } from './measure.js';
import { operationsBench } from './operations-bench.js';
import { organiseBench } from './organise-bench.js';
import { parseBench, rescanBench } from './organiser-bench.js';
import { reorganiseBench } from './reorganise-bench.js';
import { storesBench } from './stores-bench.js';
import { webBundleBench } from './web-bundle-bench.js';
import { webdavBench } from './webdav-bench.js';

/** Every benchmark in turn (never two at once on the 2-core machine); a table each, one JSON line at the end. */
const benches: [string, () => Promise<BenchRow[]>][] = [
  ['web', webBundleBench],
  ['http', httpBench],
  ['operations', operationsBench],
  ['files', filesBench],
  ['big-folder', bigFolderBench],
  ['import', importBench],
  ['parse', parseBench],
  ['cli', cliBench],
  ['rescan', rescanBench],
  ['webdav', webdavBench],
  ['arr', arrBench],
  ['matching', matchingBench],
  ['organise', organiseBench],
  ['reorganise', reorganiseBench],
  ['missing', missingBench],
  ['stores', storesBench],
  ['idle', idleBench],
];

const only = process.argv.slice(2);
const results: Record<string, Record<string, number>> = {};
await withDiscardBin(async () => {
  for (const [name, bench] of benches) {
    if (only.length > 0 && !only.includes(name)) continue;
    const rows = await bench();
    printTable(`== ${name} ==`, rows);
    results[name] = Object.fromEntries(rows.map((r) => [`${r.name} (${r.unit})`, Number(r.value.toFixed(3))]));
  }
});
console.log(JSON.stringify({ bench: 'cinesync', at: new Date().toISOString(), results }));
