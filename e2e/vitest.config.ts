import { defineConfig } from 'vitest/config';

// Browser tests: the built app served by the real server, driven in Debian's Chromium. One
// Chromium for the run (global setup); three files at once, each with its own server and
// contexts: with two, the cores waited on pages and servers (262 s on CI); with three they are busy
// throughout (199 s here).
export default defineConfig({
  test: {
    name: 'e2e',
    root: new URL('.', import.meta.url).pathname,
    include: ['src/**/*.e2e.ts'],
    environment: 'node',
    globalSetup: ['src/chromium-global-setup.ts'],
    maxWorkers: Number(process.env.CINESYNC_TEST_WORKERS) || 3,
    reporters: ['default', '../scripts/project-times-reporter.mjs'],
    // One module graph per worker: each file starts its own server and pages, and the modules
    // themselves hold no state, so loading them again per file was only time.
    isolate: false,
    // `expect.poll` gives up after 1 s by default; a page on two loaded cores can take longer to
    // show what it will show. A poll that never succeeds still fails.
    expect: { poll: { timeout: 15_000 } },
    testTimeout: 60_000,
    hookTimeout: 60_000,
  },
});
