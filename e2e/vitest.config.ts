import { defineConfig } from 'vitest/config';

// Browser tests: the built app served by the real server, driven in Debian's Chromium. One
// Chromium for the run (global setup); two files at once, each with its own server and contexts,
// since a file spends most of its time waiting on a page or a server.
export default defineConfig({
  test: {
    name: 'e2e',
    root: new URL('.', import.meta.url).pathname,
    include: ['src/**/*.e2e.ts'],
    environment: 'node',
    globalSetup: ['src/chromium-global-setup.ts'],
    maxWorkers: Number(process.env.CINESYNC_TEST_WORKERS) || 2,
    reporters: ['default', '../scripts/project-times-reporter.mjs'],
    testTimeout: 60_000,
    hookTimeout: 60_000,
  },
});
