import { existsSync } from 'node:fs';

const CANDIDATES = [process.env.CHROMIUM_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser'];

/** Debian's Chromium (or CHROMIUM_PATH); undefined where none is installed. */
export const chromiumPath = CANDIDATES.find((p): p is string => !!p && existsSync(p));

/** Headless in a container as root, without the background work a test never needs. */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-dev-shm-usage',
];
