// `npm start`: install if missing, build if stale, then serve.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { buildIfStale, ensureInstalled, main, root } from './workspace.mjs';

main(() => {
  ensureInstalled();
  buildIfStale();
  const child = spawn(
    process.execPath,
    [path.join(root, 'server', 'dist', 'cli.js'), 'serve', ...process.argv.slice(2)],
    {
      cwd: root,
      stdio: 'inherit',
    },
  );
  for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
  child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
});
