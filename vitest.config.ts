import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig, type TestProjectInlineConfiguration } from 'vitest/config';
import { BaseSequencer, type TestSpecification } from 'vitest/node';
import { postgresUnavailable } from './server/test/support/postgres-cluster.js';

const root = fileURLToPath(new URL('.', import.meta.url));

/**
 * Files at once on two cores, by kind, in two rounds: the node files first, then the page files.
 * A node file spends much of its time waiting on a server, a child process or a timer, so five
 * keep the cores busy; a page file in jsdom keeps a core busy from its start to its end, and
 * three are already more than the cores. (Mixing both kinds in one round would cost the page
 * files their shared worker: Vitest keeps a worker only for a next file of the same project.)
 * `CINESYNC_TEST_WORKERS` sets both (1 for one file at a time).
 */
const workersOverride = Number(process.env.CINESYNC_TEST_WORKERS) || undefined;
const nodeRound = { sequence: { groupOrder: 0 }, maxWorkers: workersOverride ?? 5 };
const pageRound = { sequence: { groupOrder: 1 }, maxWorkers: workersOverride ?? 3 };
const commonSrc = path.join(root, 'common/src/index.ts');

/**
 * The suites run again on PostgreSQL: those whose subject differs by store. Every suite opens
 * its store through the same repositories, so a suite about folders, WebDAV or the face proves
 * nothing new on the second store; what differs is the SQL (the repositories, the migrations,
 * the statement layer, group commit), several instances on one database, and the suites whose
 * subject is a repository's query that has no repository test of its own (listings, search,
 * counts, paging, the database browser, trash, jobs, the TMDB cache, the review queue, the
 * scan log). A new repository gets a test under db/; a new query-shaped route joins this list.
 */
const STORE_SUITES = [
  'server/src/db/**/*.test.ts',
  'server/src/instances/**/*.test.ts',
  'server/src/db-command.test.ts',
  'server/src/http/{library-browse,library-search,library-listings-exact,library-told-apart}.test.ts',
  'server/src/http/{favorites-routes,database-browser,database-browser-volume,file-operations-routes}.test.ts',
  'server/src/http/{review-queue,review-undo,folder-choices,restore-symlinks,library-actions,reorganise-routes}.test.ts',
  'server/src/http/{jobs-routes,secret-settings,auth-lockout-race,tmdb-routes,source-files-routes,missing-routes}.test.ts',
  'server/src/http/connections-routes.test.ts',
  'server/src/metadata/tmdb-cache.test.ts',
  'server/src/library/{reconcile-pending-changes,library-stats,record-paths}.test.ts',
  'server/src/organiser/scan/{scanner,kill-mid-scan}.test.ts',
  'server/src/organiser/organiser.integration.test.ts',
];

/** A named suite that no longer exists would silently leave the second store untested. */
function checkedStoreSuites(): string[] {
  for (const pattern of STORE_SUITES.filter((p) => !p.includes('*'))) {
    const braces = /\{([^}]*)\}/.exec(pattern);
    const files = braces ? (braces[1] ?? '').split(',').map((name) => pattern.replace(braces[0], name)) : [pattern];
    const missing = files.filter((file) => !existsSync(path.join(root, file)));
    if (missing.length > 0) throw new Error(`vitest.config.ts STORE_SUITES names missing files: ${missing.join(', ')}`);
  }
  return STORE_SUITES;
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
        ...nodeRound,
        include: checkedStoreSuites(),
        environment: 'node',
        env: { CINESYNC_TEST_STORE: 'postgres' },
        isolate: false,
        globalSetup: ['server/test/support/postgres-global-setup.ts'],
        testTimeout: 30000,
        hookTimeout: 30000,
      },
    },
  ];
}

/**
 * Suites of minutes (a hundred kill -9 restarts, two instances racing) start first: begun last,
 * one of them would run alone on one core at the end of the run while the other core idles.
 */
const LONG_SUITES = [
  'server/src/library/kill-mid-rename.test.ts',
  'server/src/instances/two-instances.test.ts',
  'server/src/http/database-browser-volume.test.ts',
  'server/src/organiser/scan/kill-mid-scan.test.ts',
  'server/src/organiser/reorganise/kill-mid-reorganise.test.ts',
];

class LongSuitesFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    const rank = (spec: TestSpecification) => {
      const index = LONG_SUITES.indexOf(path.relative(root, spec.moduleId));
      return index === -1 ? LONG_SUITES.length : index;
    };
    return sorted
      .map((spec, order) => ({ spec, order }))
      .sort((a, b) => rank(a.spec) - rank(b.spec) || a.order - b.order)
      .map((x) => x.spec);
  }
}

/**
 * Page tests that replace a module with `vi.mock`. Page files share their worker's modules (see
 * the web project), and a module already loaded by an earlier file cannot be replaced, nor a
 * replacement taken back for the next file: these few files run isolated, the rest share.
 */
function webFilesMockingModules(): string[] {
  const dir = path.join(root, 'web/src');
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.test.tsx'))
    .filter((file) => readFileSync(path.join(dir, file), 'utf8').includes('vi.mock('))
    .map((file) => `web/src/${file.split(path.sep).join('/')}`);
}

/** Page tests in jsdom: most sharing a worker's modules and document, the module-mocking few not. */
function webProjects(): TestProjectInlineConfiguration[] {
  const mocking = webFilesMockingModules();
  const page: TestProjectInlineConfiguration['test'] = {
    ...pageRound,
    environment: 'jsdom',
    setupFiles: ['web/src/test/setup-dom.tsx'],
    // Rendering pages of MUI rows in jsdom takes seconds on two busy cores; the default 5 s
    // turned a slow machine into failures of tests that assert no timing, and 15 s still failed
    // one when another suite shared the machine (a file took 107 s against 28 s alone).
    testTimeout: 30000,
  };
  return [
    {
      extends: true,
      test: {
        name: 'web',
        include: ['web/src/**/*.test.tsx'],
        exclude: mocking,
        ...page,
        // One module graph and one document per worker, not per file: loading React, MUI and the
        // app again for each of 50 files cost more than most files' tests. What a file could
        // leave behind is reset by setup-dom.tsx (storage, MUI's styles); timers, globals and
        // rendered trees by each file's own clean-up.
        isolate: false,
      },
    },
    { extends: true, test: { name: 'web-mocking', include: mocking, ...page } },
  ];
}

// Unit and API-integration tests of every package. Browser tests live in e2e/ with their own config.
export default defineConfig({
  resolve: { alias: { '@cinesync/common': commonSrc } },
  test: {
    // Each project sets its round's count (nodeRound, pageRound); Vitest's default on 2 cores is one.
    maxWorkers: nodeRound.maxWorkers,
    reporters: ['default', './scripts/project-times-reporter.mjs'],
    sequence: { sequencer: LongSuitesFirst },
    // `expect.poll` gives up after 1 s by default, too short on two loaded cores for a server or a
    // child process to reach the awaited state. A poll that never succeeds still fails.
    expect: { poll: { timeout: 10_000 } },
    projects: [
      {
        extends: true,
        test: { name: 'common', include: ['common/src/**/*.test.ts'], environment: 'node', ...nodeRound },
      },
      {
        extends: true,
        test: {
          name: 'server',
          ...nodeRound,
          include: ['server/src/**/*.test.ts', 'server/test/**/*.test.ts'],
          environment: 'node',
          // One module graph per worker, not per file: loading the server's modules again for each
          // of 160 files cost more than the tests of most of them. Safe because the server keeps no
          // module-level state (a house rule) and no server suite mocks a module.
          isolate: false,
          testTimeout: 20000,
          hookTimeout: 20000,
        },
      },
      ...postgresProject(),
      {
        extends: true,
        // Logic without a page (formatting, state, rules): no DOM to build. A file that needs the
        // browser's storage says `@vitest-environment jsdom` at its top.
        test: { name: 'web-logic', include: ['web/src/**/*.test.ts'], environment: 'node', ...nodeRound },
      },
      ...webProjects(),
    ],
  },
});
