import { mkdir, symlink } from 'node:fs/promises';
import path from 'node:path';
import type { Page, Route } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { PHONE, screenshot, skipBrowser } from './browser.js';
import { useLibraryInBrowser } from './library-in-browser.js';
import { openSignedIn } from './pages.js';

const SOURCE_FILES = [
  'The.Matrix.1999.1080p.BluRay.x264-GRP.mkv',
  'The.Matrix.Reloaded.2003.1080p.BluRay.x264-GRP.mkv',
  'Fargo.1996.1080p.BluRay.x264-GRP.mkv',
];

const OFFLINE_TEXT = 'Can’t reach CineSync — retrying…';

/** Makes the next `times` calls to /api/me fail with `fail`; later ones reach the server. */
async function failMe(page: Page, times: number, fail: (route: Route) => Promise<void>): Promise<() => number> {
  let failed = 0;
  await page.route('**/api/me', async (route) => {
    if (failed < times) {
      failed += 1;
      await fail(route);
    } else {
      await route.continue();
    }
  });
  return () => failed;
}

/** How far the page is scrolled, whichever element scrolls it (the app's main area, not the window). */
const scrolledBy = (page: Page) =>
  page.evaluate(() => Math.max(window.scrollY, ...Array.from(document.querySelectorAll('*'), (e) => e.scrollTop)));

const noHorizontalOverflow = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth);

describe.skipIf(skipBrowser)('the library as a person feels it, in Chromium', () => {
  const env = useLibraryInBrowser('feel', SOURCE_FILES);

  it('keeps you signed in when /api/me is cut off or answers 503, with a notice until it answers', async () => {
    const page = await openSignedIn(env.pages, env.app.url, '/browse/Movies');
    const matrix = page.getByRole('button', { name: 'The Matrix (1999)', exact: true });
    await expect.poll(() => matrix.isVisible(), { timeout: 15_000 }).toBe(true);
    const notice = page.getByText(OFFLINE_TEXT);

    // The connection is reset three times on reload: still on the page, told so, then back without a sign-in.
    const resets = await failMe(page, 3, (route) => route.abort('connectionreset'));
    await page.reload();
    await expect.poll(() => notice.isVisible(), { timeout: 10_000 }).toBe(true);
    expect(new URL(page.url()).pathname).toBe('/browse/Movies');
    // The folder loads while the notice is up: the page stays usable.
    await expect.poll(() => matrix.isVisible(), { timeout: 10_000 }).toBe(true);
    expect(await notice.isVisible()).toBe(true);
    await screenshot(page, 'feel-offline-notice-1280');
    await expect.poll(() => notice.isVisible(), { timeout: 15_000 }).toBe(false);
    expect(resets()).toBe(3);
    expect(new URL(page.url()).pathname).toBe('/browse/Movies');
    expect(await page.getByTestId('current-username').textContent()).toBe('admin');
    expect(await page.evaluate(() => localStorage.getItem('cinesync.token'))).not.toBeNull();

    // A gateway's 503 once: the same.
    await page.unrouteAll({ behavior: 'wait' });
    const unavailable = await failMe(page, 1, (route) =>
      route.fulfill({ status: 503, contentType: 'text/plain', body: 'Service Unavailable' }),
    );
    await page.reload();
    await expect.poll(() => notice.isVisible(), { timeout: 10_000 }).toBe(true);
    await expect.poll(() => notice.isVisible(), { timeout: 15_000 }).toBe(false);
    expect(unavailable()).toBe(1);
    expect(new URL(page.url()).pathname).toBe('/browse/Movies');
    await expect.poll(() => matrix.isVisible(), { timeout: 10_000 }).toBe(true);

    // Only a 401 signs out.
    await page.unrouteAll({ behavior: 'wait' });
    await page.evaluate(() => localStorage.setItem('cinesync.token', 'not-a-valid-token'));
    await page.reload();
    await page.waitForURL('**/login', { timeout: 15_000 });
    expect(await page.evaluate(() => localStorage.getItem('cinesync.token'))).toBeNull();
  });

  it('says a search found nothing, clears it, and shows the letter filter as a chip with the count', async () => {
    const page = await openSignedIn(env.pages, env.app.url, '/browse/Movies');
    await expect.poll(() => page.getByText('3 items').isVisible(), { timeout: 15_000 }).toBe(true);
    await page.getByRole('textbox', { name: 'Search files and folders' }).fill('xyz');
    const empty = page.getByRole('status', { name: 'No matches' });
    await expect.poll(() => empty.isVisible(), { timeout: 10_000 }).toBe(true);
    expect(await empty.textContent()).toContain('No items match "xyz"');
    expect(await page.getByText('This folder is empty.').count()).toBe(0);
    await page.waitForLoadState('networkidle');
    await screenshot(page, 'feel-search-empty-1280');
    await empty.getByRole('button', { name: 'Clear search' }).click();
    await expect.poll(() => page.getByText('3 items').isVisible(), { timeout: 10_000 }).toBe(true);
    expect(new URL(page.url()).search).toBe('');

    await page.getByRole('button', { name: 'Letter T' }).click();
    const chip = page.getByRole('button', { name: 'Starts with T, remove filter' });
    await expect.poll(() => chip.isVisible(), { timeout: 10_000 }).toBe(true);
    await expect.poll(() => page.getByText('2 items').isVisible(), { timeout: 10_000 }).toBe(true);
    expect(await page.getByRole('button', { name: 'Fargo (1996)', exact: true }).count()).toBe(0);
    await screenshot(page, 'feel-letter-chip-1280');
    // The chip's cross (its only icon) removes the filter.
    await chip.locator('svg').click();
    await expect.poll(() => page.getByText('3 items').isVisible(), { timeout: 10_000 }).toBe(true);
    expect(await chip.count()).toBe(0);
  });

  it('fits the search-empty state on a 390 px phone', async () => {
    const page = await openSignedIn(env.pages, env.app.url, '/browse/Movies?search=xyz', PHONE);
    const empty = page.getByRole('status', { name: 'No matches' });
    await expect.poll(() => empty.isVisible(), { timeout: 15_000 }).toBe(true);
    expect(await empty.getByRole('button', { name: 'Clear search' }).isVisible()).toBe(true);
    expect(await noHorizontalOverflow(page)).toBe(true);
    await page.waitForLoadState('networkidle');
    await screenshot(page, 'feel-search-empty-390');
  });

  it('goes to the top of the list on a page change, and says how many items there are', async () => {
    // 130 links in one folder: two env.pages of 100.
    const folder = path.join(env.app.library, 'Paging');
    await mkdir(folder, { recursive: true });
    for (let i = 0; i < 130; i++) {
      await symlink(`/nowhere/clip-${i}.mkv`, path.join(folder, `Clip ${String(i).padStart(3, '0')}.mkv`));
    }
    const page = await openSignedIn(env.pages, env.app.url, '/browse/Paging');
    await expect.poll(() => page.getByText('130 items').isVisible(), { timeout: 15_000 }).toBe(true);
    const next = page.getByRole('button', { name: 'Go to page 2' });
    await next.scrollIntoViewIfNeeded();
    expect(await scrolledBy(page)).toBeGreaterThan(200);
    await next.click();
    await expect.poll(() => new URL(page.url()).searchParams.get('page')).toBe('2');
    await expect.poll(() => page.getByText('Clip 100.mkv').first().isVisible(), { timeout: 10_000 }).toBe(true);
    // Back at the top of the list: the count and the first items of the new page are in view.
    await expect.poll(() => scrolledBy(page), { timeout: 5_000 }).toBeLessThan(200);
    expect(await page.getByText('130 items').isVisible()).toBe(true);
    await screenshot(page, 'feel-page-2-1280');
  });

  it('draws a screenful of a page of 100 and the rest as you scroll, in both views, with the pager after the last', async () => {
    const folder = path.join(env.app.library, 'Screenful');
    await mkdir(folder, { recursive: true });
    for (let i = 0; i < 150; i++) {
      await symlink(`/nowhere/take-${i}.mkv`, path.join(folder, `Take ${String(i).padStart(3, '0')}.mkv`));
    }
    const page = await openSignedIn(env.pages, env.app.url, '/browse/Screenful');
    for (const view of ['poster', 'list'] as const) {
      await page.evaluate((mode) => localStorage.setItem('fileViewMode', mode), view);
      await page.reload();
      const items = view === 'poster' ? page.getByTestId('poster-card') : page.locator('tbody tr:has([title])');
      await expect.poll(() => page.getByText('Take 000.mkv').first().isVisible(), { timeout: 15_000 }).toBe(true);
      expect(await items.count()).toBeLessThan(100);
      const pager = page.getByRole('button', { name: 'Go to page 2' });
      await pager.scrollIntoViewIfNeeded();
      const last = page.getByText('Take 099.mkv').first();
      await expect.poll(() => last.isVisible(), { timeout: 10_000 }).toBe(true);
      const lastBox = await last.boundingBox();
      const pagerBox = await pager.boundingBox();
      expect(lastBox && pagerBox && pagerBox.y > lastBox.y).toBe(true);
      expect(await page.getByText('Take 100.mkv').count()).toBe(0);
      expect(await items.count()).toBeLessThan(100);
      await screenshot(page, `feel-screenful-${view}-1280`);
    }
    // On a phone (Size and Modified hidden) the rows still span the table: the rows not drawn add no columns.
    await page.setViewportSize(PHONE);
    await page.evaluate(() => document.querySelector('main')?.scrollTo(0, 0));
    const name = page.locator('tbody tr:has([title]) td').nth(0);
    const table = page.getByRole('table', { name: 'Folder contents' });
    await expect
      .poll(async () => ((await name.boundingBox())?.width ?? 0) / ((await table.boundingBox())?.width ?? 1))
      .toBeGreaterThan(0.6);
    await screenshot(page, 'feel-screenful-list-390');
  });
});
