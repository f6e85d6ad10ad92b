import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const commonSrc = fileURLToPath(new URL('../common/src/index.ts', import.meta.url));
const apiTarget = 'http://127.0.0.1:8082';

/**
 * Puts the big third-party libraries in their own long-cached chunks. A group also takes in what its
 * modules import, so the group that others depend on (React) must claim its modules first.
 */
const vendorGroups = [
  {
    name: 'vendor-react',
    test: /node_modules[\\/](react|react-dom|react-router|scheduler|@tanstack)[\\/]/,
    priority: 3,
  },
  { name: 'vendor-mui', test: /node_modules[\\/](@mui|@emotion|@popperjs|react-transition-group|stylis)/, priority: 2 },
  { name: 'vendor', test: /node_modules[\\/]/, priority: 1 },
];

export default defineConfig({
  plugins: [react()],
  resolve: { alias: { '@cinesync/common': commonSrc } },
  server: {
    proxy: {
      '/api': { target: apiTarget, changeOrigin: false },
      '/webdav': { target: apiTarget, changeOrigin: false },
    },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // dist/.vite/manifest.json: which chunks each page needs, read by the bundle-size bench (not served).
    manifest: true,
    rolldownOptions: {
      // `codeSplitting.groups` is Rolldown's successor of Rollup's `manualChunks`.
      output: { codeSplitting: { groups: vendorGroups } },
    },
  },
});
