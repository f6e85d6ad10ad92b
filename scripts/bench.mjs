// `npm run bench`: build, then run every benchmark; each prints a table and one JSON line.
import { buildIfStale, ensureInstalled, main, run } from './workspace.mjs';

main(() => {
  ensureInstalled();
  buildIfStale();
  run(process.execPath, ['node_modules/tsx/dist/cli.mjs', 'bench/src/run-all.ts', ...process.argv.slice(2)]);
});
