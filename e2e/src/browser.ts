import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { text } from 'node:stream/consumers';
import { chromium, type Browser, type Download, type Page } from 'playwright-core';
import { inject } from 'vitest';
import { chromiumPath } from './chromium-binary.js';

/** In CI a missing Chromium is a failure; on a user's machine the browser tests say so and skip. */
export const skipBrowser = !chromiumPath && process.env.CI !== 'true';
if (skipBrowser) {
  console.warn('[e2e] Chromium not found (apt-get install chromium, or set CHROMIUM_PATH): browser tests skipped');
}

const artifactsDir = path.resolve(new URL('.', import.meta.url).pathname, '..', 'artifacts');

/**
 * The run's Chromium (started once by the global setup): closing what this returns drops the
 * file's contexts and disconnects, and leaves the browser to the next file.
 */
export async function launchBrowser(): Promise<Browser> {
  const endpoint = inject('chromiumEndpoint');
  if (!endpoint) throw new Error('Chromium not found at /usr/bin/chromium; install it with apt-get install chromium');
  return chromium.connect(endpoint);
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

/** A finished download's content: the browser runs apart from the tests, so it is streamed over. */
export async function downloadedText(download: Download): Promise<string> {
  return text(await download.createReadStream());
}
