import path from 'node:path';
import { fileURLToPath } from 'node:url';
import js from '@eslint/js';
import importX, { createNodeResolver } from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const repoRoot = path.dirname(fileURLToPath(import.meta.url));

// ── Import boundaries ──────────────────────────────────────────────────────────────────────────
// http → domain rooms → base rooms, never back up. Zones are paths of the repository; an import is
// resolved to the file it names before it is judged, so `../x.js`, type-only imports, re-exports
// and dynamic `import()` are all caught, whatever the relative depth.

/** The composition root wires everything together: it may import anything, and only http/ imports from it (the AppContext). */
const COMPOSITION_ROOT = [
  'server/src/main.ts',
  'server/src/cli.ts',
  'server/src/cli-organiser.ts',
  'server/src/config-command.ts',
  'server/src/app-context.ts',
  'server/src/organiser-context.ts',
  'server/src/server-services.ts',
  'server/src/built-in-job-actions.ts',
];
const HTTP = 'server/src/http';
/** Side by side: none imports another; a fact two of them share moves down into a base room. */
const DOMAIN_ROOMS = ['organiser', 'library', 'webdav', 'operations', 'jobs', 'spoofing'].map((r) => `server/src/${r}`);
/** Tokens, passwords, login throttling: used by http (and may be by a domain room), never above them. */
const AUTH = 'server/src/auth';
/**
 * Leaf rooms: they import no room, only errors.ts and log.ts. The library's file tree (listing cache,
 * link resolution, paths kept inside a root), HTTP semantics shared by http/, library/ and webdav/
 * (byte ranges, conditional requests, content types), the wait list, and byte sizes in words.
 */
const LEAF_ROOMS = ['file-tree', 'http-semantics', 'concurrency', 'byte-sizes'].map((r) => `server/src/${r}`);
const BASE_ROOMS = [...['config', 'db', 'events', 'metadata'].map((r) => `server/src/${r}`), ...LEAF_ROOMS];
/** Leaf modules every room may import. */
const BASE_FILES = ['server/src/errors.ts', 'server/src/log.ts'];
const TEST_KIT = 'server/test';
/**
 * The statement layer: connections, prepared statements, SQL translation and the helpers that build
 * SQL text. Only db/ uses it (its repositories, the opener, migrations, the copy to PostgreSQL);
 * everything else reaches the store through a repository, and the composition root opens it with
 * db/database.ts.
 */
const STATEMENT_LAYER = [
  'sql-connection.ts',
  'sqlite-connection.ts',
  'prepared-statements.ts',
  'kysely.ts',
  'like-pattern.ts',
  'path-range.ts',
  'search-text.ts',
  'postgres/libpq.ts',
  'postgres/libpq-connection.ts',
  'postgres/translate-sql.ts',
].map((f) => `server/src/db/${f}`);

const room = (dir) => dir.slice('server/src/'.length);

const boundaryZones = [
  {
    target: 'common',
    from: ['server', 'web', 'e2e', 'bench'],
    message: 'common/ is the API contract: it imports nothing of ours.',
  },
  { target: 'web', from: ['server', 'e2e', 'bench'], message: 'web/ talks to the server over HTTP, through common/.' },
  { target: 'server', from: ['web', 'e2e', 'bench'], message: 'server/ never imports web/, e2e/ or bench/.' },
  {
    target: [AUTH, ...DOMAIN_ROOMS, ...BASE_ROOMS, ...BASE_FILES],
    from: [HTTP],
    message: 'Only the composition root imports http/; rooms below it throw typed errors and http/ maps them.',
  },
  {
    target: [HTTP, AUTH, ...DOMAIN_ROOMS, ...BASE_ROOMS, ...BASE_FILES],
    // http/ route modules take the AppContext type from app-context.ts: the bag of services they are handed.
    from: COMPOSITION_ROOT.filter((f) => !f.endsWith('/app-context.ts')),
    message: 'The composition root (main, cli, …) wires rooms together; no room imports it.',
  },
  {
    target: [AUTH, ...DOMAIN_ROOMS, ...BASE_ROOMS, ...BASE_FILES],
    from: ['server/src/app-context.ts'],
    message: 'Only http/ route modules take the AppContext.',
  },
  ...DOMAIN_ROOMS.flatMap((dir) =>
    DOMAIN_ROOMS.filter((other) => other !== dir).map((other) => ({
      target: dir,
      from: other,
      message: `Domain rooms sit side by side: ${room(dir)}/ imports nothing from ${room(other)}/; move what both need down (config/, file-tree/, …).`,
    })),
  ),
  {
    target: [AUTH, ...BASE_ROOMS, ...BASE_FILES],
    from: DOMAIN_ROOMS,
    message: `Base rooms (${BASE_ROOMS.map(room).join(', ')}) and auth/ never import a domain room.`,
  },
  { target: [...BASE_ROOMS, ...BASE_FILES], from: [AUTH], message: 'Base rooms never import auth/.' },
  {
    target: 'server/src/db',
    from: ['server/src/metadata', 'server/src/events'],
    message: 'db/ is the bottom of the stack: it imports no room above it.',
  },
  ...[...LEAF_ROOMS, ...BASE_FILES].map((leaf) => ({
    target: leaf,
    from: BASE_ROOMS.filter((dir) => dir !== leaf),
    message: `${LEAF_ROOMS.map((dir) => `${room(dir)}/`).join(', ')}, errors.ts and log.ts are leaves: they import no room.`,
  })),
  {
    // extglob: http/'s own modules; its tests may build repositories to check what a route wrote.
    target: `${HTTP}/**/!(*.test).ts`,
    from: 'server/src/db',
    message:
      'http/ holds routes, hooks and the app assembly: the repositories it needs come built in the AppContext (app-context.ts), and row types from the room that owns them.',
  },
  {
    // extglob: every server/src file outside db/, and not a test (tests may prepare a store by hand).
    target: ['server/src/!(db)/**/!(*.test).ts', 'server/src/!(*.test).ts'],
    from: STATEMENT_LAYER,
    message:
      'Only db/ (its repositories) runs SQL: reach the store through a repository; the composition root opens it with db/database.ts.',
  },
  {
    // extglob: every server/src file except the tests, which may build their world with the kit.
    target: 'server/src/**/!(*.test).ts',
    from: `${TEST_KIT}/**`,
    message: 'The test kit (server/test/) is for *.test.ts files only; the build does not compile it.',
  },
];

export default tseslint.config(
  {
    ignores: ['**/dist/**', '**/node_modules/**', 'data/**', 'e2e/artifacts/**', 'bench/results/**', 'coverage/**'],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    // Type-aware rules, for every TypeScript file: each finds its program through the project
    // service (server/, web/, common/, e2e/, bench/ tsconfig.json; the tests and the root tool
    // configs through the root tsconfig.json). scripts/ and this file are plain JavaScript, with no
    // types to check.
    //
    // The rules that catch a promise going astray, not the whole recommendedTypeChecked set: tried
    // on this tree (345 reports), its other rules' findings, sampled, were intent or style, not
    // defects: require-await (77) flags async
    // functions kept async on purpose (Fastify handlers, stubs of Promise-returning contracts),
    // no-base-to-string (71) String(unknown) in tests, no-unsafe-* (93) `any` from JSON.parse and mocks, mostly in tests,
    // unbound-method (13) Kysely's column builders, prefer-promise-reject-errors (1) a fetch stub
    // passing on its signal's reason as fetch does, no-unnecessary-type-assertion (48, half of
    // them asking for explicit type arguments instead of a cast: style). A forgotten await is
    // caught by no-floating-promises.
    files: ['**/*.{ts,tsx}'],
    languageOptions: { parserOptions: { projectService: true, tsconfigRootDir: repoRoot } },
    rules: {
      '@typescript-eslint/no-floating-promises': [
        'error',
        {
          // React's act() (re-exported by Testing Library) with a synchronous callback has flushed
          // React's work when it returns; its thenable is only for the asynchronous form.
          allowForKnownSafeCalls: [{ from: 'package', name: 'act', package: 'react' }],
        },
      ],
      // JSX handlers included: none returns a promise today, and one that did would drop its error.
      '@typescript-eslint/no-misused-promises': 'error',
      '@typescript-eslint/await-thenable': 'error',
    },
  },
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      'no-console': 'off',
    },
  },
  {
    files: ['web/src/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
      'no-restricted-syntax': [
        'error',
        {
          // MUI 9 dropped system props: Typography takes its own colour names, and a palette
          // path there is silently ignored (text that should be dimmed is not).
          selector: "JSXOpeningElement[name.name='Typography'] > JSXAttribute[name.name='color'] Literal[value=/\\./]",
          message:
            "Typography's color takes 'textSecondary', 'success', 'error'…; a palette path ('text.secondary') is ignored. Use sx={{ color }} for paths.",
        },
      ],
    },
  },
  {
    files: ['{common,server,web}/**/*.{ts,tsx}'],
    plugins: { 'import-x': importX },
    settings: {
      // no-cycle follows imports into other files: they must be parsed as TypeScript too.
      'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/resolver-next': [
        createNodeResolver({
          // Server and common write `./x.js` for `./x.ts` (NodeNext); web writes `./x` (bundler).
          extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'],
          extensionAlias: { '.js': ['.ts', '.tsx', '.js'] },
        }),
      ],
    },
    rules: {
      'import-x/no-restricted-paths': ['error', { basePath: repoRoot, zones: boundaryZones }],
      // A circle of imports means two modules are one job split badly (type-only imports, erased
      // when compiled, are let through).
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
    },
  },
  {
    // By package name a workspace may resolve outside this checkout (a git worktree shares
    // node_modules), where the zones above cannot see it; the name alone says enough.
    files: ['common/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ group: ['@cinesync/*'], message: 'common/ imports nothing of ours.' }] },
      ],
    },
  },
  {
    files: ['web/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ group: ['@cinesync/server', '@cinesync/server/*'], message: 'web/ never imports server/.' }] },
      ],
    },
  },
  {
    // Repositories are built once, by openRepositories (db/repositories/repositories.ts) in the
    // composition root, and handed to the services that use them. A service that builds its own
    // hides what it touches and keeps a second cache of prepared statements.
    files: ['server/src/**/*.ts'],
    ignores: ['server/src/db/**', 'server/src/**/*.test.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: 'NewExpression[callee.name=/Repository$/]',
          message:
            'Repositories are built once by openRepositories (db/repositories/repositories.ts): take the one you need from your caller.',
        },
      ],
    },
  },
  {
    // Kysely's ES build would be loaded beside the CommonJS one server/src/db/kysely.ts loads.
    files: ['server/src/**/*.ts'],
    ignores: ['server/src/db/kysely.ts'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: 'kysely',
              allowTypeImports: true,
              message:
                "Take Kysely's values from server/src/db/kysely.ts (one copy, loaded fast); types may come from 'kysely'.",
            },
          ],
        },
      ],
    },
  },
);
