// `npm test`: install if missing, build, then unit + API integration tests, then browser tests.
import { buildIfStale, ensureInstalled, main, run } from './workspace.mjs';

main(() => {
  ensureInstalled();
  buildIfStale();
  const vitest = ['node_modules/vitest/vitest.mjs', 'run'];
  console.log('\n[cinesync] unit and API integration tests');
  run(process.execPath, vitest);
  console.log('\n[cinesync] browser tests (Chromium)');
  run(process.execPath, [...vitest, '--config', 'e2e/vitest.config.ts']);
});
