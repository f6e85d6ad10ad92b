import { defineConfig } from 'vitest/config';

// Browser tests: the built app served by the real server, driven in Debian's Chromium. One file at
// a time so two Chromiums never fight over the 2 cores.
export default defineConfig({
  test: {
    name: 'e2e',
    root: new URL('.', import.meta.url).pathname,
    include: ['src/**/*.e2e.ts'],
    environment: 'node',
    fileParallelism: false,
    testTimeout: 60_000,
    hookTimeout: 60_000,
  },
});
