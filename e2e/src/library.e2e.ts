import { lstat } from 'node:fs/promises';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startOrganisedLibrary, type App, type OrganisedLibrary } from './organised-library.js';
import { launchBrowser, PHONE, screenshot, skipBrowser } from './browser.js';
import { fillSignIn, pagePerTest } from './pages.js';

/** Source releases the organiser links into Movies/ and Shows/ with the TMDB stand-in. */
const SOURCE_FILES = [
  'The.Matrix.1999.1080p.BluRay.x264-GRP/The.Matrix.1999.1080p.BluRay.x264-GRP.mkv',
  'The.Matrix.Reloaded.2003.1080p.BluRay.x264-GRP.mkv',
  'Alien.1979.Directors.Cut.1080p.BluRay.x264-GRP.mkv',
  'Aliens.1986.1080p.BluRay.x264-GRP.mkv',
  'Parasite.2019.1080p.BluRay.x264-GRP.mkv',
  'Fargo.1996.1080p.BluRay.x264-GRP.mkv',
  'Breaking.Bad.S01.1080p.BluRay.x264-GRP/Breaking.Bad.S01E01.1080p.BluRay.x264-GRP.mkv',
  'Breaking.Bad.S01.1080p.BluRay.x264-GRP/Breaking.Bad.S01E02.1080p.BluRay.x264-GRP.mkv',
];

const exists = (file: string) =>
  lstat(file).then(
    () => true,
    () => false,
  );

describe.skipIf(skipBrowser)('the dashboard and library browser in Chromium', () => {
  let browser: Browser;
  let library: OrganisedLibrary;
  let app: App;
  let page: Page;
  const pages = pagePerTest(() => browser);

  beforeAll(async () => {
    library = await startOrganisedLibrary('library', SOURCE_FILES);
    ({ app } = library);
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
    await library?.dispose();
  });
  it('shows real counts, browses Movies as posters, renames a folder and deletes an item', async () => {
    page = await pages.open();
    await page.goto(`${app.url}/login`);
    await fillSignIn(page);
    await page.waitForURL('**/dashboard');
    const movies = page.getByTestId('stat-Movies');
    await expect.poll(() => movies.textContent(), { timeout: 15_000 }).toMatch(/Movies\s*6/);
    expect(await page.getByTestId('stat-TV Shows').textContent()).toMatch(/TV Shows\s*1/);
    expect(await page.getByTestId('stat-Total Files').textContent()).toMatch(/Total Files\s*8/);
    await expect.poll(() => page.getByRole('button', { name: 'Breaking Bad' }).isVisible()).toBe(true);
    expect(await page.getByRole('button', { name: 'Breaking Bad' }).textContent()).toContain('2 episodes');
    await page.waitForLoadState('networkidle');
    await screenshot(page, 'library-dashboard-1280');

    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Browse' }).click();
    await page.waitForURL('**/browse');
    // Category folders wear a backdrop of their kind (from the image cache), or say there is none.
    const backdrop = page.getByRole('button', { name: 'Movies', exact: true }).locator('img');
    await expect
      .poll(() => backdrop.evaluate((img: HTMLImageElement) => img.src.includes('size=w1280') && img.complete))
      .toBe(true);
    await screenshot(page, 'library-home-1280');
    await page.getByRole('button', { name: 'Movies', exact: true }).click();
    await page.waitForURL('**/browse/Movies');
    const matrix = page.getByRole('button', { name: 'The Matrix (1999)', exact: true });
    await expect.poll(() => matrix.isVisible()).toBe(true);
    // Posters come from the image cache and really load (no TMDB call from the browser).
    const poster = matrix.locator('img');
    expect(await poster.getAttribute('src')).toMatch(/^\/api\/image-cache\?poster=%2F.+&size=w342&token=/);
    await expect
      .poll(() => poster.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0))
      .toBe(true);
    await page.waitForLoadState('networkidle');
    await screenshot(page, 'library-movies-1280');

    await page.getByRole('button', { name: 'Actions for Fargo (1996)' }).click();
    await page.getByRole('menuitem', { name: 'Rename' }).click();
    const rename = page.getByRole('dialog', { name: 'Rename File' });
    await rename.getByLabel('New name').fill('Fargo (1996) Remastered');
    await rename.getByRole('button', { name: 'Rename' }).click();
    await expect.poll(() => page.getByText('Renamed to "Fargo (1996) Remastered"').isVisible()).toBe(true);
    await expect
      .poll(() => page.getByRole('button', { name: 'Fargo (1996) Remastered', exact: true }).isVisible())
      .toBe(true);
    expect(await exists(path.join(app.library, 'Movies', 'Fargo (1996) Remastered'))).toBe(true);

    await page.getByRole('button', { name: 'Actions for Parasite (2019)' }).click();
    await page.getByRole('menuitem', { name: 'Delete' }).click();
    const confirm = page.getByRole('dialog', { name: 'Confirm Delete' });
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await expect.poll(() => page.getByText('Folder "Parasite (2019)" deleted successfully').isVisible()).toBe(true);
    await expect.poll(() => page.getByRole('button', { name: 'Parasite (2019)', exact: true }).count()).toBe(0);
    expect(await exists(path.join(app.library, 'Movies', 'Parasite (2019)'))).toBe(false);

    await page.getByRole('button', { name: 'List view' }).click();
    await expect.poll(() => page.getByRole('table', { name: 'Folder contents' }).isVisible()).toBe(true);
    await screenshot(page, 'library-movies-list-1280');
    await page.reload();
    await expect.poll(() => page.getByRole('table', { name: 'Folder contents' }).isVisible()).toBe(true);
  });

  it('works at phone width: two-column posters and the last breadcrumbs', async () => {
    page = await pages.open(PHONE);
    await page.goto(`${app.url}/login`);
    await fillSignIn(page);
    await page.waitForURL('**/dashboard');
    await expect.poll(() => page.getByTestId('stat-Movies').textContent()).toMatch(/Movies\s*\d/);
    await page.waitForLoadState('networkidle');
    await screenshot(page, 'library-dashboard-390');
    // The slide-out menu carries the status box, live-update line included.
    await page.getByRole('button', { name: 'Open menu' }).click();
    await expect.poll(() => page.getByText('Live: Connected').isVisible()).toBe(true);
    await screenshot(page, 'library-menu-390');
    await page.keyboard.press('Escape');

    await page.goto(`${app.url}/files/Movies`);
    const cards = page.getByTestId('poster-card');
    await expect.poll(() => cards.count()).toBeGreaterThan(2);
    const [first, second, third] = await Promise.all([0, 1, 2].map((i) => cards.nth(i).boundingBox()));
    expect(first?.y).toBe(second?.y);
    expect(third?.y).toBeGreaterThan(first?.y ?? 0);
    await page.waitForLoadState('networkidle');
    await screenshot(page, 'library-movies-390');
  });
});
