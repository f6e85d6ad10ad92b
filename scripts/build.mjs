// `npm run build`: install if missing and build everything, the web bundle included.
import { buildIfStale, ensureInstalled, main } from './workspace.mjs';

main(() => {
  ensureInstalled();
  buildIfStale({ force: process.argv.includes('--force') });
});
