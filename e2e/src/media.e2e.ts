import { mkdir, readdir, symlink } from 'node:fs/promises';
import path from 'node:path';
import { writeSourceTree } from '../../server/test/support/index.js';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  startOrganisedLibrary,
  FILM_SIZE,
  type App,
  type OrganisedLibrary,
  titleFolder,
  encodedFolder,
} from './organised-library.js';
import { launchBrowser, PHONE, screenshot, skipBrowser } from './browser.js';
import { pagePerTest, signInAt } from './pages.js';

const SOURCE_FILES = [
  'The.Matrix.1999.1080p.BluRay.x264-GRP/The.Matrix.1999.1080p.BluRay.x264-GRP.mkv',
  'Breaking.Bad.S01.1080p.BluRay.x264-GRP/Breaking.Bad.S01E01.1080p.BluRay.x264-GRP.mkv',
  'Breaking.Bad.S01.1080p.BluRay.x264-GRP/Breaking.Bad.S01E02.1080p.BluRay.x264-GRP.mkv',
];
/** Kept out of the scan: a file with no year, linked by hand into an unsorted folder. */
const UNMATCHED = 'unsorted/Dune.mkv';

const mediaUrl = (base: string, folder: string) => `${base}/media/${encodedFolder(folder)}`;

describe.skipIf(skipBrowser)('the media page and the processing dialog in Chromium', () => {
  let browser: Browser;
  let library: OrganisedLibrary;
  let app: App;
  let source: string;
  let page: Page;
  const pages = pagePerTest(() => browser);

  beforeAll(async () => {
    library = await startOrganisedLibrary('media', SOURCE_FILES);
    ({ app, source } = library);
    await writeSourceTree(source, [{ path: UNMATCHED, size: FILM_SIZE }]);
    const unmatched = path.join(source, UNMATCHED);
    await mkdir(path.join(app.library, 'Unsorted'), { recursive: true });
    await symlink(unmatched, path.join(app.library, 'Unsorted', 'Dune.mkv'));
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
    await library?.dispose();
  });
  it('opens a movie page by its URL and survives a reload', async () => {
    const folder = await titleFolder(app.library, 'The Matrix');
    page = await pages.open();
    await signInAt(page, app.url);
    await page.goto(mediaUrl(app.url, folder));
    const heading = page.getByRole('heading', { name: /The Matrix/ });
    await expect.poll(() => heading.isVisible(), { timeout: 15_000 }).toBe(true);
    await expect.poll(() => page.getByRole('region', { name: 'Media File Information' }).isVisible()).toBe(true);
    await page.reload();
    await expect.poll(() => heading.isVisible(), { timeout: 15_000 }).toBe(true);
    expect(await page.getByRole('navigation', { name: 'Main' }).count()).toBe(0);
    await page.waitForLoadState('networkidle');
    await screenshot(page, 'media-movie-1280');

    await page.getByRole('button', { name: 'Back' }).click();
    await page.waitForURL(`**/files/${folder.split('/')[0] ?? ''}`);
  });

  it('opens a show, a season and its episode cards', async () => {
    const folder = await titleFolder(app.library, 'Breaking Bad');
    page = await pages.open();
    await signInAt(page, app.url);
    await page.goto(mediaUrl(app.url, folder));
    const seasons = page.getByRole('region', { name: 'Seasons' });
    const season1 = seasons.getByRole('button', { name: 'Season 1' });
    await expect.poll(() => season1.isVisible(), { timeout: 15_000 }).toBe(true);
    expect(await season1.textContent()).toMatch(/2\/\d+ Episodes/);
    await page.waitForLoadState('networkidle');
    await screenshot(page, 'media-show-1280');
    await season1.click();
    const dialog = page.getByRole('dialog', { name: 'Season 1' });
    await expect.poll(() => dialog.getByTestId('episode-card').count(), { timeout: 10_000 }).toBe(2);
    await page.waitForLoadState('networkidle');
    await screenshot(page, 'media-season-1280');
    // The episode menu renames the episode's link on disk and speaks its own words.
    await dialog.getByRole('button', { name: 'Actions for S01E01' }).click();
    await page.getByRole('menuitem', { name: 'Rename' }).click();
    const rename = page.getByRole('dialog', { name: 'Rename File' });
    await rename.getByLabel('New name').fill('Breaking Bad S01E01 Pilot.mkv');
    await rename.getByRole('button', { name: 'Rename' }).click();
    await expect.poll(() => page.getByText('File renamed').isVisible()).toBe(true);
    const onDisk = await readdir(path.join(app.library, folder), { recursive: true });
    expect(onDisk.map((name) => path.basename(name))).toContain('Breaking Bad S01E01 Pilot.mkv');
    await page.context().close();

    page = await pages.open(PHONE);
    await signInAt(page, app.url);
    await page.goto(mediaUrl(app.url, folder));
    const phoneSeason = page.getByRole('region', { name: 'Seasons' }).getByRole('button', { name: 'Season 1' });
    await expect.poll(() => phoneSeason.isVisible(), { timeout: 15_000 }).toBe(true);
    await page.waitForLoadState('networkidle');
    await screenshot(page, 'media-show-390');
  });

  it('processes an unmatched file, choosing the second match', async () => {
    page = await pages.open();
    await signInAt(page, app.url);
    await page.goto(`${app.url}/files/Unsorted`);
    await page.getByRole('button', { name: 'List view' }).click();
    await page.getByRole('button', { name: 'Actions for Dune.mkv' }).click();
    await page.getByRole('menuitem', { name: 'Modify' }).click();
    const options = page.getByRole('dialog', { name: 'Process Media File' });
    await options.getByLabel('Force Recreate Symlinks').check();
    await options.getByRole('button', { name: 'Process File' }).click();
    const confirm = page.getByRole('dialog', { name: 'Force Recreate Symlinks' });
    // The confirmation says what happens: a clear match links at once, else a person chooses.
    expect(await confirm.innerText()).toContain('matched again from scratch');
    await confirm.getByRole('button', { name: 'Continue' }).click();

    await page.getByRole('button', { name: /Show output/ }).click();
    const matches = page.getByRole('dialog', { name: 'Select Media Match' });
    const cards = matches.getByRole('list', { name: 'Matches' }).getByRole('button');
    await expect.poll(() => cards.count(), { timeout: 15_000 }).toBeGreaterThan(1);
    expect(await page.getByRole('log', { name: 'Processing output' }).innerText()).toContain('Found 3 matches');
    // The dialog asks in words; the tool's terminal prompt stays in the folded output.
    expect(await matches.getByRole('status').innerText()).toBe(
      'Which title is this file? Choose one below, or Skip to leave it for review.',
    );
    expect(await matches.getByText('Found 3 matches', { exact: true }).count()).toBe(1);
    await expect
      .poll(() =>
        cards
          .first()
          .locator('img')
          .evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0),
      )
      .toBe(true);
    await screenshot(page, 'processing-matches-1280');
    const second = (await cards.nth(1).getAttribute('aria-label')) ?? '';
    await cards.nth(1).click();
    const done = page.getByText(/Processing complete!/);
    await expect.poll(() => done.first().isVisible(), { timeout: 15_000 }).toBe(true);
    await screenshot(page, 'processing-done-1280');
    // It closes itself after about 2 s and the listing refreshes.
    await expect.poll(() => page.getByRole('dialog').count(), { timeout: 6_000 }).toBe(0);
    const title = second.replace(/^\d+\.\s*/, '').replace(/\s*\(\d{4}\)$/, '');
    const linked = await readdir(app.library, { recursive: true });
    expect(linked.some((entry) => entry.includes(title))).toBe(true);
  });
});
