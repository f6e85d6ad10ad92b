import { existsSync } from 'node:fs';
import { chromium, type Browser } from 'playwright-core';

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

/** A Chromium of its own, for a caller outside the browser test run (the bench). */
export async function launchChromium(): Promise<Browser> {
  if (!chromiumPath)
    throw new Error('Chromium not found at /usr/bin/chromium; install it with apt-get install chromium');
  // Playwright gives every launch a fresh temporary profile of its own.
  return chromium.launch({ executablePath: chromiumPath, headless: true, args: CHROMIUM_ARGS });
}
