import { readdir, readlink } from 'node:fs/promises';
import path from 'node:path';
import { writeSourceTree } from '../../server/test/support/index.js';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startOrganisedLibrary, type App, type OrganisedLibrary } from './organised-library.js';
import { DESKTOP, launchBrowser, PHONE, screenshot, skipBrowser } from './browser.js';
import { pagePerTest, signInAt } from './pages.js';

const episode = (n: number) => `incoming/Breaking Bad/Season 01/Breaking.Bad.S01E0${n}.720p.WEB-DL.x264-GRP.mkv`;
const INCOMING = [...[2, 3, 4, 5, 6, 7].map(episode), 'incoming/Alien.1979.2160p.BluRay.x265-ORIG.mkv'];
const E02 = 'Breaking.Bad.S01E02.720p.WEB-DL.x264-GRP.mkv';
const E03 = 'Breaking.Bad.S01E03.720p.WEB-DL.x264-GRP.mkv';

describe.skipIf(skipBrowser)('manual import in Chromium', () => {
  let browser: Browser;
  let library: OrganisedLibrary;
  let app: App;
  const pages = pagePerTest(() => browser);

  beforeAll(async () => {
    library = await startOrganisedLibrary('import', []);
    // Arrived after the last scan (no monitor runs here): nothing has placed them yet.
    await writeSourceTree(
      library.source,
      INCOMING.map((p) => ({ path: p, size: 1024 })),
    );
    ({ app } = library);
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
    await library?.dispose();
  });

  it.each([
    ['desktop', DESKTOP],
    ['phone', PHONE],
  ])('reads a folder picked by path into the review table (%s)', async (label, viewport) => {
    const page = await pages.open(viewport);
    await signInAt(page, app.url);
    await page.goto(`${app.url}/file-operations`);
    await page.getByRole('button', { name: 'Manual import' }).click();
    await expect.poll(() => page.getByText('Manual Import - Select Folder').isVisible()).toBe(true);
    await page.getByLabel('Folder path').fill(path.join(library.source, 'incoming'));
    await page.getByRole('button', { name: 'Start Interactive Import' }).click();
    await expect
      .poll(() => page.getByText('Breaking.Bad.S01E03.720p.WEB-DL.x264-GRP.mkv').first().isVisible(), {
        timeout: 15_000,
      })
      .toBe(true);
    await expect.poll(() => page.getByText('Alien.1979.2160p.BluRay.x265-ORIG.mkv').first().isVisible()).toBe(true);
    await screenshot(page, `manual-import-review-${label}`);
  });

  it('stops and continues a slow scan, places a row by hand, applies it to another and imports both as links', async () => {
    const page = await pages.open(DESKTOP);
    await signInAt(page, app.url);
    await page.goto(`${app.url}/file-operations`);
    await page.getByRole('button', { name: 'Manual import' }).click();
    await page.getByLabel('Folder path').fill(path.join(library.source, 'incoming'));
    // A slow link (a remote browser, a busy NAS): the stream trickles in, so a person can stop it.
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: 0,
      downloadThroughput: 400,
      uploadThroughput: -1,
    });
    await page.getByRole('button', { name: 'Start Interactive Import' }).click();
    const table = page.getByRole('table', { name: 'Files to import' });
    await expect.poll(() => table.getByRole('row').count(), { timeout: 20_000 }).toBeGreaterThan(1);
    await page.getByRole('button', { name: 'Stop Scan' }).click();
    const resume = page.getByRole('button', { name: /^Continue Scan \(\d+ remaining\)$/ });
    await expect.poll(() => resume.isVisible()).toBe(true);
    const remaining = Number(/\((\d+) remaining/.exec((await resume.textContent()) ?? '')?.[1]);
    expect(remaining).toBeGreaterThan(0);
    const shown = (await table.getByRole('row').count()) - 1;
    expect(shown + remaining).toBe(INCOMING.length);

    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: 0,
      downloadThroughput: -1,
      uploadThroughput: -1,
    });
    await resume.click();
    await expect.poll(() => table.getByRole('row').count(), { timeout: 20_000 }).toBe(INCOMING.length + 1);
    await expect.poll(() => page.getByRole('button', { name: 'Stop Scan' }).count()).toBe(0);

    // Series, then season, then episode, from TMDB through the pickers.
    await page.getByRole('button', { name: `Title/Series of ${E02}` }).click();
    const seriesDialog = page.getByRole('dialog', { name: 'Manual Import - Select Series' });
    await seriesDialog.getByRole('row').filter({ hasText: '1396' }).first().click();
    await expect
      .poll(() => page.getByRole('button', { name: `Title/Series of ${E02}` }).textContent())
      .toBe('Breaking Bad');
    await page.getByRole('button', { name: `Season of ${E02}` }).click();
    await page.getByRole('list', { name: 'Seasons' }).getByText('Season 1', { exact: true }).click();
    await page.getByRole('button', { name: `Episode of ${E02}` }).click();
    await page.getByRole('list', { name: 'Episodes' }).getByText(/^2\. /).click();
    await expect.poll(() => page.getByRole('button', { name: `Episode of ${E02}` }).textContent()).toBe('2');

    await page.getByRole('checkbox', { name: `Select ${E02}` }).check();
    await page.getByRole('checkbox', { name: `Select ${E03}` }).check();
    await page.getByRole('button', { name: 'Apply First TMDB ID to All Selected' }).click();
    await expect
      .poll(() => page.getByRole('button', { name: `Title/Series of ${E03}` }).textContent())
      .toBe('Breaking Bad');
    await screenshot(page, 'manual-import-placed-desktop');

    const season = path.join(app.library, 'Shows', 'Breaking Bad (2008)', 'Season 01');
    // Nothing placed them before: the links below are the import's.
    expect(await readdir(season).catch(() => [])).toEqual([]);
    await page.getByRole('button', { name: 'Import (2)' }).click();
    await expect
      .poll(async () => (await readdir(season).catch(() => [])).filter((f) => /S01E0[23]/.test(f)).length, {
        timeout: 30_000,
      })
      .toBe(2);
    for (const link of await readdir(season)) {
      expect(INCOMING.map((f) => path.join(library.source, f))).toContain(await readlink(path.join(season, link)));
    }
  });
});
