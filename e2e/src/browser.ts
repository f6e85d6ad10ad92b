import { existsSync } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { chromium, type Browser, type Page } from 'playwright-core';

const CANDIDATES = [process.env.CHROMIUM_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser'];

export const chromiumPath = CANDIDATES.find((p): p is string => !!p && existsSync(p));

/** In CI a missing Chromium is a failure; on a user's machine the browser tests say so and skip. */
export const skipBrowser = !chromiumPath && process.env.CI !== 'true';
if (skipBrowser) {
  console.warn('[e2e] Chromium not found (apt-get install chromium, or set CHROMIUM_PATH): browser tests skipped');
}

export const artifactsDir = path.resolve(new URL('.', import.meta.url).pathname, '..', 'artifacts');

export async function launchBrowser(): Promise<Browser> {
  if (!chromiumPath)
    throw new Error('Chromium not found at /usr/bin/chromium; install it with apt-get install chromium');
  // Playwright gives every launch a fresh temporary profile of its own.
  return chromium.launch({
    executablePath: chromiumPath,
    headless: true,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--disable-dev-shm-usage',
    ],
  });
}

export const DESKTOP = { width: 1280, height: 800 };
export const PHONE = { width: 390, height: 844 };

/**
 * Save a full-page screenshot under e2e/artifacts (kept for people and for failed runs), once the
 * finite animations (a dialog fading in, a bar filling) have ended, so the picture shows the state.
 */
export async function screenshot(page: Page, name: string): Promise<string> {
  await mkdir(artifactsDir, { recursive: true });
  await page
    .waitForFunction(
      () =>
        document
          .getAnimations()
          .every((a) => a.playState !== 'running' || a.effect?.getComputedTiming().endTime === Infinity),
      undefined,
      { timeout: 2_000 },
    )
    .catch(() => undefined);
  const file = path.join(artifactsDir, `${name}.png`);
  await page.screenshot({ path: file, fullPage: true });
  return file;
}
