import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { titleFolder, encodedFolder } from './organised-library.js';
import { PHONE, screenshot, skipBrowser } from './browser.js';
import { useLibraryInBrowser } from './library-in-browser.js';
import { openSignedIn } from './pages.js';

const SOURCE_FILES = [
  'The.Matrix.1999.1080p.BluRay.x264-GRP/The.Matrix.1999.1080p.BluRay.x264-GRP.mkv',
  'Fargo.1996.1080p.BluRay.x264-GRP.mkv',
  'Breaking.Bad.S01.1080p.BluRay.x264-GRP/Breaking.Bad.S01E01.1080p.BluRay.x264-GRP.mkv',
];

const encoded = encodedFolder;

/** The poster card whose main button is the title folder `name`. */
const card = (page: Page, name: string) =>
  page.getByTestId('poster-card').filter({ has: page.getByRole('button', { name, exact: true }) });

/** Waits for the server to have taken a star or unstar of a title. */
const favoriteSaved = (page: Page, method: 'PUT' | 'DELETE') =>
  page.waitForResponse((r) => r.url().includes('/api/favorites/') && r.request().method() === method && r.ok());

const noSideScroll = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth);

describe.skipIf(skipBrowser)('favorites in Chromium', () => {
  const env = useLibraryInBrowser('favorites', SOURCE_FILES);
  let matrix: string;
  let breakingBad: string;

  beforeAll(async () => {
    matrix = await titleFolder(env.app.library, 'The Matrix');
    breakingBad = await titleFolder(env.app.library, 'Breaking Bad');
  });

  it('stars a movie on its card and a show on its page; after a reload both are on /favorites', async () => {
    const [category, matrixName] = matrix.split('/') as [string, string];
    const page = await openSignedIn(env.pages, env.app.url, `/files/${encodeURIComponent(category)}`);
    const matrixCard = card(page, matrixName);
    await expect.poll(() => matrixCard.isVisible(), { timeout: 15_000 }).toBe(true);
    // The star of an unstarred title shows on hover at this width, as the card's menu does.
    await matrixCard.hover();
    const star = matrixCard.getByRole('button', { name: 'Add to favorites' });
    await expect.poll(() => star.isEnabled()).toBe(true);
    const saved = favoriteSaved(page, 'PUT');
    await star.click();
    expect((await saved).status()).toBe(201);
    expect(await matrixCard.getByRole('button', { name: 'Remove from favorites' }).isVisible()).toBe(true);
    // Starring is not opening: the page stays on the folder.
    expect(new URL(page.url()).pathname).toBe(`/files/${encodeURIComponent(category)}`);
    // Away from the pointer, a starred title keeps its filled star in view.
    await page.mouse.move(0, 0);
    await page.waitForLoadState('networkidle');
    await screenshot(page, 'favorites-starred-card-1280');
    // The list view's rows carry the same star, filled for the starred title only.
    await page.getByRole('button', { name: 'List view' }).click();
    const rows = page.getByRole('table', { name: 'Folder contents' }).getByRole('row');
    const matrixRow = rows.filter({ hasText: matrixName });
    await expect.poll(() => matrixRow.getByRole('button', { name: 'Remove from favorites' }).isVisible()).toBe(true);
    expect(await rows.filter({ hasText: 'Fargo' }).getByRole('button', { name: 'Add to favorites' }).isVisible()).toBe(
      true,
    );
    await screenshot(page, 'favorites-list-rows-1280');

    await page.goto(`${env.app.url}/media/${encoded(breakingBad)}`);
    const heading = page.getByRole('heading', { level: 1, name: /Breaking Bad/ });
    await expect.poll(() => heading.isVisible(), { timeout: 15_000 }).toBe(true);
    const showSaved = favoriteSaved(page, 'PUT');
    await page.getByRole('button', { name: 'Add to favorites' }).click();
    await showSaved;
    expect(await page.getByRole('button', { name: 'Remove from favorites' }).isVisible()).toBe(true);
    await page.waitForLoadState('networkidle');
    await screenshot(page, 'favorites-media-star-1280');

    await page.goto(`${env.app.url}/favorites`);
    await page.reload();
    const grid = page.getByRole('list', { name: 'Folder contents' });
    await expect.poll(() => grid.getByTestId('poster-card').count(), { timeout: 15_000 }).toBe(2);
    // Newest first: the show starred last leads.
    const names = await grid
      .getByTestId('poster-card')
      .evaluateAll((cards) => cards.map((c) => c.querySelector('button')?.getAttribute('aria-label')));
    expect(names).toEqual([breakingBad.split('/')[1], matrixName]);
    expect(await grid.getByRole('button', { name: 'Remove from favorites' }).count()).toBe(2);
    expect(await page.getByText('2 titles').isVisible()).toBe(true);
    expect(await noSideScroll(page)).toBeLessThanOrEqual(1280);
    await page.waitForLoadState('networkidle');
    await screenshot(page, 'favorites-1280');

    // A card opens its title, and Back returns here.
    await card(page, matrixName).getByRole('button', { name: matrixName, exact: true }).click();
    await page.waitForURL(`**/media/${encoded(matrix)}`);
    await expect
      .poll(() => page.getByRole('heading', { level: 1, name: /The Matrix/ }).isVisible(), { timeout: 15_000 })
      .toBe(true);
    expect(await page.getByRole('button', { name: 'Remove from favorites' }).isVisible()).toBe(true);
    await page.getByRole('button', { name: 'Back' }).click();
    await page.waitForURL('**/favorites');
  });

  it('lists favorites at 390 px without side-scrolling, and unstars from /favorites for good', async () => {
    const page = await openSignedIn(env.pages, env.app.url, '/favorites', PHONE);
    const [, matrixName] = matrix.split('/') as [string, string];
    const grid = page.getByRole('list', { name: 'Folder contents' });
    await expect.poll(() => grid.getByTestId('poster-card').count(), { timeout: 15_000 }).toBe(2);
    expect(await noSideScroll(page)).toBeLessThanOrEqual(PHONE.width);
    await page.waitForLoadState('networkidle');
    await screenshot(page, 'favorites-390');

    // On a phone the media page's star sits by the title without pushing the page sideways.
    await card(page, breakingBad.split('/')[1] ?? '')
      .getByRole('button', { name: breakingBad.split('/')[1], exact: true })
      .click();
    const heading = page.getByRole('heading', { level: 1, name: /Breaking Bad/ });
    await expect.poll(() => heading.isVisible(), { timeout: 15_000 }).toBe(true);
    expect(await page.getByRole('button', { name: 'Remove from favorites' }).isVisible()).toBe(true);
    expect(await noSideScroll(page)).toBeLessThanOrEqual(PHONE.width);
    await page.waitForLoadState('networkidle');
    await screenshot(page, 'favorites-media-star-390');
    await page.getByRole('button', { name: 'Back' }).click();
    await page.waitForURL('**/favorites');

    const removed = favoriteSaved(page, 'DELETE');
    await card(page, matrixName).getByRole('button', { name: 'Remove from favorites' }).click();
    expect((await removed).status()).toBe(204);
    await expect.poll(() => grid.getByTestId('poster-card').count()).toBe(1);
    await page.reload();
    await expect.poll(() => grid.getByTestId('poster-card').count(), { timeout: 15_000 }).toBe(1);
    expect(await card(page, matrixName).count()).toBe(0);
    expect(await page.getByText('1 title', { exact: true }).isVisible()).toBe(true);
    await page.waitForLoadState('networkidle');
    await screenshot(page, 'favorites-unstarred-390');
  });
});
