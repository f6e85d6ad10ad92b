import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { PHONE, screenshot, skipBrowser } from './browser.js';
import { titleFolder, encodedFolder } from './organised-library.js';
import { useLibraryInBrowser } from './library-in-browser.js';
import { openSignedIn, signInAt } from './pages.js';

/**
 * The media page as a person meets its rough edges (issue 19): a file processing moves to another
 * title, specials, TMDB failing, a file the browser can't play, and what a delete will do.
 */
const SOURCE_FILES = [
  'The.Matrix.1999.1080p.BluRay.x264-GRP/The.Matrix.1999.1080p.BluRay.x264-GRP.mkv',
  'Inception.2010.1080p.BluRay.x264-GRP/Inception.2010.1080p.BluRay.x264-GRP.mkv',
  'Breaking.Bad.S01.1080p.BluRay.x264-GRP/Breaking.Bad.S01E01.1080p.BluRay.x264-GRP.mkv',
  'Breaking Bad/Specials/Breaking.Bad.S00E01.Good.Cop.Bad.Cop.mkv',
];

const mediaRoute = (folder: string) => `/media/${encodedFolder(folder)}`;

describe.skipIf(skipBrowser)('the media page when things go sideways, in Chromium', () => {
  const env = useLibraryInBrowser('media-feel', SOURCE_FILES);

  async function waitForHeading(page: Page, name: RegExp) {
    const heading = page.getByRole('heading', { level: 1, name });
    await expect.poll(() => heading.isVisible(), { timeout: 15_000 }).toBe(true);
  }

  it('opens Specials from the show page, with their episodes', async () => {
    const page = await openSignedIn(
      env.pages,
      env.app.url,
      mediaRoute(await titleFolder(env.app.library, 'Breaking Bad')),
    );
    const specials = page.getByRole('region', { name: 'Seasons' }).getByRole('button', { name: 'Specials' });
    await expect.poll(() => specials.isVisible(), { timeout: 15_000 }).toBe(true);
    expect(await specials.innerText()).toMatch(/1\/\d+ Episodes/);
    await specials.click();
    const dialog = page.getByRole('dialog', { name: 'Specials' });
    await expect.poll(() => dialog.isVisible()).toBe(true);
    await expect
      .poll(
        () =>
          dialog
            .getByText(/S00E01/)
            .first()
            .isVisible(),
        { timeout: 10_000 },
      )
      .toBe(true);
    await page.waitForLoadState('networkidle');
    await screenshot(page, 'media-specials-1280');
  });

  it('still offers the file, Play and a Retry when TMDB details fail', async () => {
    const page = await env.pages.open(PHONE);
    let failing = true;
    await page.route('**/api/tmdb/details**', (route) =>
      failing
        ? route.fulfill({
            status: 503,
            contentType: 'application/json',
            body: '{"error":"unavailable","message":"TMDB is down"}',
          })
        : route.continue(),
    );
    await signInAt(page, env.app.url);
    await page.goto(`${env.app.url}${mediaRoute(await titleFolder(env.app.library, 'Inception'))}`);
    const warning = page.getByText('Failed to load details: showing what the library knows.');
    await expect.poll(() => warning.isVisible(), { timeout: 15_000 }).toBe(true);
    await waitForHeading(page, /Inception/);
    expect(await page.getByRole('button', { name: /Play/ }).count()).toBeGreaterThan(0);
    await page.waitForLoadState('networkidle');
    await screenshot(page, 'media-details-failed-390');
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    failing = false;
    await page.getByRole('button', { name: 'Retry' }).click();
    await expect.poll(() => warning.count(), { timeout: 15_000 }).toBe(0);
  });

  it("says so when the browser can't play a file, and what a delete will do", async () => {
    const page = await openSignedIn(
      env.pages,
      env.app.url,
      mediaRoute(await titleFolder(env.app.library, 'Inception')),
    );
    await waitForHeading(page, /Inception/);
    await page.getByRole('button', { name: /Play/ }).first().click();
    // The test films are sparse files: no browser can decode them.
    const problem = page.getByText(
      "This browser can't play this file: its video or audio format isn't supported here.",
    );
    await expect.poll(() => problem.isVisible(), { timeout: 15_000 }).toBe(true);
    const player = page.getByRole('dialog').filter({ has: problem });
    expect(await player.getByRole('link', { name: 'Download' }).getAttribute('href')).toContain('/api/download?path=');
    expect(await player.innerText()).toContain('/webdav/');
    await screenshot(page, 'media-unplayable-1280');
    await player.getByRole('button', { name: 'Close player' }).click();

    await page.getByRole('button', { name: 'Delete' }).first().click();
    const confirm = page.getByRole('dialog', { name: 'Confirm Delete' });
    await expect
      .poll(() => confirm.getByTestId('delete-consequence').innerText(), { timeout: 10_000 })
      .toMatch(/^This removes (the link|\d+ links); the source files? stays? where/);
    await screenshot(page, 'media-delete-confirm-1280');
    await confirm.getByRole('button', { name: 'Cancel' }).click();
  });

  it('follows a movie forced to a show to its new page, and says where it went', async () => {
    const movie = await titleFolder(env.app.library, 'The Matrix');
    const page = await openSignedIn(env.pages, env.app.url, mediaRoute(movie));
    await waitForHeading(page, /The Matrix/);
    await page.getByRole('button', { name: 'Modify' }).click();
    const options = page.getByRole('dialog', { name: 'Process Media File' });
    await options.getByLabel(/Force as TV Show/).check();
    await options.getByRole('tab', { name: 'Set IDs' }).click();
    await options.getByLabel('TMDb ID').fill('1396');
    await options.getByLabel('Season/Episode').fill('S01E02');
    await options.getByRole('button', { name: 'Process File' }).click();
    await page.waitForURL(/\/media\/Shows\/Breaking%20Bad/, { timeout: 20_000 });
    const notice = page.getByText(/now in Shows\/Breaking Bad/);
    await expect.poll(() => notice.isVisible(), { timeout: 10_000 }).toBe(true);
    await waitForHeading(page, /Breaking Bad/);
    await screenshot(page, 'media-followed-1280');
  });
});
