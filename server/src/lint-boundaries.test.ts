import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { beforeAll, describe, expect, it } from 'vitest';

// The import layering (http → domain rooms → base rooms, never back up) is enforced by the
// repository's ESLint config; these cases prove that the config really rejects an import that
// points up (or sideways), and lets a downward one pass.
// The snippets are linted as if they lived at `filePath`; the files they import exist.

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const BOUNDARY_RULES = new Set(['import-x/no-restricted-paths', 'no-restricted-imports', 'no-restricted-syntax']);

describe('import boundaries (eslint.config.js)', () => {
  let eslint: ESLint;
  beforeAll(() => {
    // The snippets' files don't exist, so TypeScript's project service can't type them: the
    // type-aware rules (none of which judges an import) are left out here.
    eslint = new ESLint({
      cwd: repoRoot,
      overrideConfig: {
        files: ['**/*.ts'],
        languageOptions: { parserOptions: { projectService: false } },
        rules: {
          '@typescript-eslint/no-floating-promises': 'off',
          '@typescript-eslint/no-misused-promises': 'off',
          '@typescript-eslint/await-thenable': 'off',
        },
      },
    });
  });

  async function boundaryErrors(filePath: string, code: string): Promise<string[]> {
    const [result] = await eslint.lintText(code, { filePath });
    return (result?.messages ?? [])
      .filter((m) => m.ruleId !== null && BOUNDARY_RULES.has(m.ruleId))
      .map((m) => `${m.ruleId}: ${m.message}`);
  }

  it.each([
    ['db/ importing http/', 'server/src/db/x.ts', "export { buildHttpApp } from '../http/build-http-app.js';"],
    ['db/ importing metadata/', 'server/src/db/x.ts', "export type { TmdbClient } from '../metadata/index.js';"],
    ['a domain room importing http/', 'server/src/organiser/x.ts', "export * from '../http/error-mapping.js';"],
    [
      'metadata/ importing the organiser',
      'server/src/metadata/x.ts',
      "export const o = () => import('../organiser/organiser.js');",
    ],
    ['config/ importing library/', 'server/src/config/x.ts', "export * from '../library/library-paths.js';"],
    ['file-tree/ importing config/ (a leaf room)', 'server/src/file-tree/x.ts', "export * from '../config/keys.js';"],
    [
      'http-semantics/ importing file-tree/ (leaf rooms import no room)',
      'server/src/http-semantics/x.ts',
      "export * from '../file-tree/resolve-inside.js';",
    ],
    [
      'webdav/ importing the organiser (rooms sit side by side)',
      'server/src/webdav/x.ts',
      "export * from '../organiser/link/place-link.js';",
    ],
    ['a room importing the composition root', 'server/src/library/x.ts', "export * from '../main.js';"],
    [
      'server code importing the test kit',
      'server/src/organiser/x.ts',
      "export * from '../../test/support/free-port.js';",
    ],
    [
      'http/ building a repository',
      'server/src/http/routes/x.ts',
      "export { FavoritesRepository } from '../../db/repositories/favorites.repository.js';",
    ],
    [
      'http/ importing a row type from db/',
      'server/src/http/x.ts',
      "export type { ScanStatus } from '../db/schema.js';",
    ],
    [
      'a domain room importing the statement layer',
      'server/src/library/x.ts',
      "export type { SqlConnection } from '../db/sql-connection.js';",
    ],
    [
      'the composition root importing the statement layer',
      'server/src/main.ts',
      "export { sqliteConnection } from './db/sqlite-connection.js';",
    ],
    [
      'a service building its own repository',
      'server/src/library/x.ts',
      "import type { AppDatabase } from '../db/database.js';\nimport { TrashRepository } from '../db/repositories/trash.repository.js';\nexport const ledger = (database: AppDatabase) => new TrashRepository(database, Date.now);",
    ],
    ['web/ importing server/', 'web/src/api/x.ts', "export * from '../../../server/src/errors';"],
    ['web/ importing the server package', 'web/src/api/x.ts', "export * from '@cinesync/server/parse';"],
    ['common/ importing server/', 'common/src/x.ts', "export * from '../../server/src/errors.js';"],
  ])('rejects %s', async (_what, filePath, code) => {
    // A package name can be refused by both rules (by name, and by where it resolves): one is enough.
    expect((await boundaryErrors(filePath, code)).length).toBeGreaterThan(0);
  });

  it('names the rule and the way out in the message of an upward import', async () => {
    const [error] = await boundaryErrors(
      'server/src/db/x.ts',
      "export { buildHttpApp } from '../http/build-http-app.js';",
    );
    expect(error).toMatch(/^import-x\/no-restricted-paths: .*"\.\.\/http\/build-http-app\.js".*composition root/);
  });

  it.each([
    [
      'db/ importing file-tree/',
      'server/src/db/x.ts',
      "export { resolveInside } from '../file-tree/resolve-inside.js';",
    ],
    [
      'file-tree/ importing its own modules and errors.ts',
      'server/src/file-tree/x.ts',
      "export * from './link-resolver.js';\nexport * from '../errors.js';",
    ],
    [
      'library/ importing http-semantics/',
      'server/src/library/x.ts',
      "export * from '../http-semantics/byte-range.js';",
    ],
    [
      'a domain room importing db/ and config/',
      'server/src/organiser/x.ts',
      "export * from '../db/database.js';\nexport * from '../config/keys.js';",
    ],
    [
      'http/ importing a domain room and the AppContext',
      'server/src/http/x.ts',
      "export * from '../library/library-paths.js';\nexport type { AppContext } from '../app-context.js';",
    ],
    [
      'the composition root importing http/',
      'server/src/main.ts',
      "export { buildHttpApp } from './http/build-http-app.js';",
    ],
    [
      'a test file importing the test kit',
      'server/src/organiser/x.test.ts',
      "export * from '../../test/support/free-port.js';",
    ],
    [
      'the composition root opening the store and building a repository',
      'server/src/main.ts',
      "export * from './db/database.js';\nexport * from './db/repositories/favorites.repository.js';",
    ],
    [
      'db/ building the repositories',
      'server/src/db/repositories/x.ts',
      "import type { AppDatabase } from '../database.js';\nimport { TrashRepository } from './trash.repository.js';\nexport const ledger = (database: AppDatabase) => new TrashRepository(database, Date.now);",
    ],
    [
      'a repository using the statement layer',
      'server/src/db/repositories/x.ts',
      "export type { SqlConnection } from '../sql-connection.js';",
    ],
    [
      'an http/ test building a repository',
      'server/src/http/x.test.ts',
      "export * from '../db/repositories/favorites.repository.js';",
    ],
    ['web/ importing common/', 'web/src/api/x.ts', "export * from '@cinesync/common';"],
  ])('allows %s', async (_what, filePath, code) => {
    expect(await boundaryErrors(filePath, code)).toEqual([]);
  });

  it('refuses a circle of imports', async () => {
    // config-store.ts imports source-dirs.ts; source-dirs.ts importing it back closes a circle.
    const [result] = await eslint.lintText(
      "import { ConfigStore } from './config-store.js';\nexport const probe = ConfigStore;\n",
      { filePath: 'server/src/config/source-dirs.ts' },
    );
    expect((result?.messages ?? []).map((m) => m.ruleId)).toContain('import-x/no-cycle');
  });
});
