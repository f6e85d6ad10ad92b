// Shared steps of `npm start`, `npm test` and `npm run build`: install what is missing, build what is stale.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

export function run(command, args, options = {}) {
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit', ...options });
  if (result.error) throw result.error;
  if (result.status !== 0) {
    const err = new Error(`${command} ${args.join(' ')} exited with ${result.status ?? result.signal}`);
    err.exitCode = result.status ?? 1;
    throw err;
  }
}

function newestMtime(entry) {
  if (!existsSync(entry)) return 0;
  const info = statSync(entry);
  if (!info.isDirectory()) return info.mtimeMs;
  let newest = 0;
  for (const name of readdirSync(entry)) {
    // A test file goes into neither bundle, so editing one rebuilds nothing.
    if (name === 'node_modules' || name === 'dist' || /\.test\.tsx?$/.test(name)) continue;
    newest = Math.max(newest, newestMtime(path.join(entry, name)));
  }
  return newest;
}

const at = (...parts) => path.join(root, ...parts);

/** `npm ci` on a fresh clone; `npm install` when package.json or the lock file moved on. */
export function ensureInstalled() {
  const marker = at('node_modules', '.package-lock.json');
  if (!existsSync(marker)) {
    console.log('[cinesync] installing dependencies (first run)…');
    run(
      'npm',
      existsSync(at('package-lock.json')) ? ['ci', '--no-audit', '--no-fund'] : ['install', '--no-audit', '--no-fund'],
    );
    return;
  }
  const manifests = [
    'package.json',
    'package-lock.json',
    ...['common', 'server', 'web', 'e2e', 'bench'].map((p) => `${p}/package.json`),
  ];
  const newest = Math.max(...manifests.map((m) => newestMtime(at(m))));
  if (newest > statSync(marker).mtimeMs) {
    console.log('[cinesync] dependencies changed, updating…');
    run('npm', ['install', '--no-audit', '--no-fund']);
  }
}

/**
 * TypeScript builds incrementally by itself; the server's and the web app's bundles are rebuilt
 * only when their inputs are newer.
 */
export function buildIfStale({ force = false } = {}) {
  run(process.execPath, [at('node_modules', 'typescript', 'bin', 'tsc'), '-b', 'common', 'server']);
  const cli = at('server', 'dist', 'cli.js');
  const common = newestMtime(at('common', 'src'));
  const newestOf = (inputs) => Math.max(common, ...inputs.map((p) => newestMtime(at(p))));
  const serverInputs = ['server/src', 'server/package.json', 'scripts/bundle-server.mjs'];
  if (force || !existsSync(cli) || newestOf(serverInputs) > statSync(cli).mtimeMs) {
    run(process.execPath, [at('scripts', 'bundle-server.mjs')]);
  }
  const bundle = at('web', 'dist', 'index.html');
  const webInputs = ['web/src', 'web/index.html', 'web/vite.config.ts', 'web/public', 'web/package.json'];
  if (force || !existsSync(bundle) || newestOf(webInputs) > statSync(bundle).mtimeMs) {
    console.log('[cinesync] building the web app…');
    run(process.execPath, [at('node_modules', 'vite', 'bin', 'vite.js'), 'build', '--logLevel', 'warn'], {
      cwd: at('web'),
    });
  }
}

export function main(task) {
  try {
    task();
  } catch (err) {
    console.error(`[cinesync] ${err.message}`);
    process.exit(err.exitCode ?? 1);
  }
}
