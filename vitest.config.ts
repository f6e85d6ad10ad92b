import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig, type TestProjectInlineConfiguration } from 'vitest/config';
import { postgresUnavailable } from './server/test/support/postgres-cluster.js';

const root = fileURLToPath(new URL('.', import.meta.url));
const commonSrc = path.join(root, 'common/src/index.ts');

/** A suite runs on both stores when it opens its store through the test harness's helpers. */
const OPENS_A_STORE =
  /\b(startTestServer|openTestDatabase|freshPostgresUrl|createScanWorld|createMatchWorld|useMatchWorld|startOrganisedServer|arrWorld|libraryWorld|operationsWorld)\(/;

function storeSuites(): string[] {
  const found: string[] = [];
  const walk = (dir: string) => {
    for (const entry of readdirSync(path.join(root, dir), { withFileTypes: true })) {
      const relative = path.posix.join(dir, entry.name);
      if (entry.isDirectory()) walk(relative);
      else if (entry.name.endsWith('.test.ts') && OPENS_A_STORE.test(readFileSync(path.join(root, relative), 'utf8'))) {
        found.push(relative);
      }
    }
  };
  walk('server/src');
  return found.sort();
}

/**
 * The store-parametrised suites again on PostgreSQL, where Debian's package is installed: one
 * throwaway cluster for the run (global setup), a fresh database per test.
 */
function postgresProject(): TestProjectInlineConfiguration[] {
  if (process.env.CINESYNC_TEST_STORES === 'sqlite') return [];
  const reason = postgresUnavailable();
  if (reason) {
    console.log(`[cinesync] PostgreSQL suites skipped: ${reason}`);
    return [];
  }
  return [
    {
      extends: true,
      test: {
        name: 'server-postgres',
        include: storeSuites(),
        environment: 'node',
        env: { CINESYNC_TEST_STORE: 'postgres' },
        globalSetup: ['server/test/support/postgres-global-setup.ts'],
        testTimeout: 30000,
        hookTimeout: 30000,
      },
    },
  ];
}

// Unit and API-integration tests of every package. Browser tests live in e2e/ with their own config.
export default defineConfig({
  resolve: { alias: { '@cinesync/common': commonSrc } },
  test: {
    projects: [
      {
        extends: true,
        test: { name: 'common', include: ['common/src/**/*.test.ts'], environment: 'node' },
      },
      {
        extends: true,
        test: {
          name: 'server',
          include: ['server/src/**/*.test.ts', 'server/test/**/*.test.ts'],
          environment: 'node',
          testTimeout: 20000,
          hookTimeout: 20000,
        },
      },
      ...postgresProject(),
      {
        extends: true,
        // Logic without a page (formatting, state, rules): no DOM to build. A file that needs the
        // browser's storage says `@vitest-environment jsdom` at its top.
        test: { name: 'web-logic', include: ['web/src/**/*.test.ts'], environment: 'node' },
      },
      {
        extends: true,
        test: {
          name: 'web',
          include: ['web/src/**/*.test.tsx'],
          environment: 'jsdom',
          // Rendering pages of MUI rows in jsdom takes seconds on two busy cores; the default 5 s
          // turned a slow machine into failures of tests that assert no timing.
          testTimeout: 15000,
        },
      },
    ],
  },
});
