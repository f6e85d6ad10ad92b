import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { titleFolder, encodedFolder } from './organised-library.js';
import { DESKTOP, PHONE, screenshot, skipBrowser } from './browser.js';
import { useLibraryInBrowser } from './library-in-browser.js';
import { openSignedIn } from './pages.js';

/**
 * Issue 19, items 1 and 4: a show with two files of one episode (a double episode and a single),
 * another season and a special; a movie in two versions with a subtitle beside it.
 */
const SOURCE_FILES = [
  'Breaking.Bad.S01E01E02.1080p.BluRay.x264-GRP.mkv',
  'Breaking.Bad.S01E01.720p.WEB-DL.x264-GRP.mkv',
  'Breaking.Bad.S01E03.1080p.BluRay.x264-GRP.mkv',
  'Breaking.Bad.S02E01.1080p.BluRay.x264-GRP.mkv',
  'Breaking.Bad.S00E01.1080p.WEB-DL.x264-GRP.mkv',
  'The.Matrix.1999.1080p.BluRay.x264-GRP.mkv',
  'The.Matrix.1999.720p.WEB-DL.x264-NTB.mkv',
];

const route = (prefix: string, folder: string) => `${prefix}/${encodedFolder(folder)}`;

/** Each poster card's two lines of text, in order. */
async function cardTexts(page: Page): Promise<string[]> {
  const cards = page.getByTestId('poster-card');
  await expect.poll(() => cards.count(), { timeout: 15_000 }).toBeGreaterThan(0);
  return cards.evaluateAll((els) =>
    els.map((el) =>
      [...el.querySelectorAll('p')]
        .map((p) => p.textContent?.trim() ?? '')
        .filter(Boolean)
        .join(' | '),
    ),
  );
}

async function noHorizontalOverflow(page: Page): Promise<void> {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
}

describe.skipIf(skipBrowser)('items of a title folder are told apart, in Chromium', () => {
  const env = useLibraryInBrowser('told-apart', SOURCE_FILES);
  let show: string;
  let movie: string;

  beforeAll(async () => {
    show = await titleFolder(env.app.library, 'Breaking Bad');
    movie = await titleFolder(env.app.library, 'The Matrix');
    await writeFile(
      path.join(env.app.library, movie, 'The Matrix (1999).en.srt'),
      '1\n00:00:01,000 --> 00:00:02,000\nHi\n',
    );
  });

  for (const [viewport, width] of [
    [DESKTOP, 1280],
    [PHONE, 390],
  ] as const) {
    it(`a show folder in poster view shows seasons and episodes by their own names (${width} px)`, async () => {
      const page = await openSignedIn(env.pages, env.app.url, route('/files', show), viewport);
      const seasons = await cardTexts(page);
      expect(seasons).toEqual(
        expect.arrayContaining(['Season 1 | 3 episodes', 'Season 2 | 1 episode', 'Specials | 1 episode']),
      );
      expect(seasons.some((text) => text.startsWith('Breaking Bad'))).toBe(false);
      await noHorizontalOverflow(page);
      await page.waitForLoadState('networkidle');
      await screenshot(page, `told-apart-seasons-${width}`);

      await page.goto(`${env.app.url}${route('/files', `${show}/Season 01`)}`);
      await expect.poll(() => page.getByText(/S01E01–E02 · /).count(), { timeout: 15_000 }).toBe(1);
      const episodes = await cardTexts(page);
      expect(episodes).toHaveLength(3);
      expect(new Set(episodes).size).toBe(3);
      expect(episodes.find((t) => t.startsWith('S01E01–E02'))).toMatch(/ \| 1080p Blu-ray$/);
      expect(episodes.find((t) => t.startsWith('S01E01 ·'))).toMatch(/ \| 720p WEB-DL$/);
      await noHorizontalOverflow(page);
      await page.waitForLoadState('networkidle');
      await screenshot(page, `told-apart-episodes-${width}`);

      // The list view keeps the file name and says the same beneath it.
      await page.getByRole('button', { name: 'List view' }).click();
      const rows = page.getByRole('table', { name: 'Folder contents' }).getByRole('row');
      await expect.poll(() => rows.count(), { timeout: 15_000 }).toBe(4);
      expect(await rows.nth(1).textContent()).toMatch(/S01E01 · Pilot · 720p WEB-DL/);
      await noHorizontalOverflow(page);
      await screenshot(page, `told-apart-episode-list-${width}`);
      await page.getByRole('button', { name: 'Poster view' }).click();
    });

    it(`a movie's versions and its subtitle are told apart (${width} px)`, async () => {
      const page = await openSignedIn(env.pages, env.app.url, route('/files', movie), viewport);
      const cards = await cardTexts(page);
      expect(cards).toEqual(
        expect.arrayContaining([
          'The Matrix | 1999 · 1080p Blu-ray',
          'The Matrix | 1999 · 720p WEB-DL',
          'English subtitle | The Matrix (1999).en.srt',
        ]),
      );
      await page.waitForLoadState('networkidle');
      await screenshot(page, `told-apart-movie-folder-${width}`);

      await page.goto(`${env.app.url}${route('/media', movie)}`);
      const tabs = page.getByRole('tab');
      await expect.poll(() => tabs.count(), { timeout: 15_000 }).toBe(2);
      const labels = await tabs.allTextContents();
      const named = labels.map((l) => l.replace(/ · [\d.]+ [KMGT]?B$/, '').replace(/^Version \d · /, ''));
      expect(named.sort()).toEqual(['1080p Blu-ray', '720p WEB-DL']);
      expect(new Set(labels).size).toBe(2);
      await noHorizontalOverflow(page);
      await page.waitForLoadState('networkidle');
      await screenshot(page, `told-apart-versions-${width}`);
    });
  }

  it('Recently Added and its episodes dialog name the range and quality of each file', async () => {
    const page = await openSignedIn(env.pages, env.app.url, '/dashboard');
    const card = page.getByRole('button', { name: 'Breaking Bad', exact: true });
    await expect.poll(() => card.isVisible(), { timeout: 15_000 }).toBe(true);
    // The movie's two versions are two Recently Added cards that read differently.
    expect(await page.getByText('1999 · 1080p Blu-ray', { exact: true }).count()).toBe(1);
    expect(await page.getByText('1999 · 720p WEB-DL', { exact: true }).count()).toBe(1);
    await card.click();
    const dialog = page.getByRole('dialog');
    await expect.poll(() => dialog.getByRole('button').count(), { timeout: 10_000 }).toBeGreaterThan(4);
    expect(await dialog.getByText('S01E01–E02', { exact: true }).count()).toBe(1);
    expect(await dialog.getByText('S01E01', { exact: true }).count()).toBe(1);
    expect(await dialog.getByText(/^Added .* · 720p WEB-DL$/).count()).toBe(1);
    await page.waitForLoadState('networkidle');
    await screenshot(page, 'told-apart-recent-episodes-1280');
  });

  it('the season dialog names both files of one episode', async () => {
    const page = await openSignedIn(env.pages, env.app.url, route('/media', show));
    const season1 = page.getByRole('region', { name: 'Seasons' }).getByRole('button', { name: 'Season 1' });
    await expect.poll(() => season1.isVisible(), { timeout: 15_000 }).toBe(true);
    // E01, E02 (in the double episode) and E03: three found, the two files of E01 counted once.
    await expect.poll(() => season1.textContent()).toMatch(/3\/\d+ Episodes/);
    await season1.click();
    const cards = page.getByTestId('episode-card');
    await expect.poll(() => cards.count(), { timeout: 15_000 }).toBe(3);
    const files = await page.getByTestId('episode-file').allTextContents();
    expect(files).toHaveLength(3);
    expect(new Set(files).size).toBe(3);
    expect(files.some((f) => f.startsWith('1080p Blu-ray · ') && f.includes('S01E01E02'))).toBe(true);
    expect(files.some((f) => f.startsWith('720p WEB-DL · '))).toBe(true);
    expect(await page.getByText('S01E01–E02', { exact: true }).count()).toBe(1);
    await page.waitForLoadState('networkidle');
    await screenshot(page, 'told-apart-season-dialog-1280');
  });
});
