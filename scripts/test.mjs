// `npm test`: install if missing, build, then unit + API integration tests, then browser tests.
// Ends with the time of each phase; each Vitest run prints its projects' times before that.
import { buildIfStale, ensureInstalled, main, run } from './workspace.mjs';

main(() => {
  const phases = [];
  const timed = (name, work) => {
    const started = Date.now();
    work();
    phases.push(`${name} ${((Date.now() - started) / 1000).toFixed(0)} s`);
  };
  timed('install', ensureInstalled);
  timed('build', buildIfStale);
  const vitest = ['node_modules/vitest/vitest.mjs', 'run'];
  console.log('\n[cinesync] unit and API integration tests');
  timed('unit and API', () => run(process.execPath, vitest));
  console.log('\n[cinesync] browser tests (Chromium)');
  timed('browser', () => run(process.execPath, [...vitest, '--config', 'e2e/vitest.config.ts']));
  console.log(`\n[cinesync] npm test: ${phases.join(', ')}`);
});
