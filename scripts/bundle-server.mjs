// The shipped CLI as one ES bundle: `server/dist/cli.js`, with each command's code in a chunk under
// `server/dist/chunks/` that the command loads when it runs (so `parse` still never loads the HTTP
// stack). Node 20 resolves, reads and links every module file on its own, and the server's 350
// files cost about twice what one bundle of them does, at every start: `serve` from `npm start` and
// Docker, `scan` from cron, a hundred restarts in the kill tests. Node 20 has no compile cache.
//
// Left out of the bundle, loaded from node_modules as before: native addons (better-sqlite3,
// libpq, argon2's binary) and the modules the server takes through `createRequire` (Kysely, pg).
import { rmSync } from 'node:fs';
import path from 'node:path';
import { build } from 'esbuild';
import { root } from './workspace.mjs';

const dist = path.join(root, 'server', 'dist');
// Chunk names carry a content hash: the ones of an earlier bundle would pile up.
rmSync(path.join(dist, 'chunks'), { recursive: true, force: true });

await build({
  entryPoints: { cli: path.join(root, 'server', 'src', 'cli.ts') },
  outdir: dist,
  bundle: true,
  splitting: true,
  format: 'esm',
  platform: 'node',
  target: 'node20',
  chunkNames: 'chunks/[name]-[hash]',
  // The bundled CommonJS packages (fastify, pino…) call `require` for Node's own modules.
  banner: {
    js: "import { createRequire as bundleRequire } from 'node:module';\nconst require = bundleRequire(import.meta.url);",
  },
  external: ['better-sqlite3', 'libpq', 'pg', 'pg-native', 'kysely', '@node-rs/argon2'],
  // Fewer bytes for V8 to parse at each start; names stay readable in stack traces.
  minifyWhitespace: true,
  minifySyntax: true,
  legalComments: 'none',
  logLevel: 'warning',
});
