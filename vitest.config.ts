import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

const commonSrc = fileURLToPath(new URL('./common/src/index.ts', import.meta.url));

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
      {
        extends: true,
        test: {
          name: 'web',
          include: ['web/src/**/*.test.{ts,tsx}'],
          environment: 'jsdom',
          // Rendering pages of MUI rows in jsdom takes seconds on two busy cores; the default 5 s
          // turned a slow machine into failures of tests that assert no timing.
          testTimeout: 15000,
        },
      },
    ],
  },
});
