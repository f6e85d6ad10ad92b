import path from 'node:path';
import { writeSourceTree } from '../../server/test/support/index.js';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startOrganisedLibrary, type App, type OrganisedLibrary } from './organised-library.js';
import { DESKTOP, launchBrowser, PHONE, screenshot, skipBrowser } from './browser.js';
import { pagePerTest, signInAt } from './pages.js';

const INCOMING = [
  'incoming/Breaking Bad/Season 01/Breaking.Bad.S01E02.720p.WEB-DL.x264-GRP.mkv',
  'incoming/Breaking Bad/Season 01/Breaking.Bad.S01E03.720p.WEB-DL.x264-GRP.mkv',
  'incoming/Alien.1979.2160p.BluRay.x265-ORIG.mkv',
];

describe.skipIf(skipBrowser)('manual import in Chromium', () => {
  let browser: Browser;
  let library: OrganisedLibrary;
  let app: App;
  const pages = pagePerTest(() => browser);

  beforeAll(async () => {
    library = await startOrganisedLibrary('import', [], (source) =>
      writeSourceTree(
        source,
        INCOMING.map((p) => ({ path: p, size: 1024 })),
      ),
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
});
