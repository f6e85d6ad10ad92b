import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { writeSourceTree } from '../../server/test/support/index.js';
import {
  generatedDataset,
  startTmdbStandIn,
  type StandInSeason,
  type StandInShow,
  type TmdbStandIn,
} from '../../server/test/stand-ins/index.js';
import { startAppUnderTest } from './app-under-test.js';
import { DESKTOP, PHONE, launchBrowser, screenshot, skipBrowser } from './browser.js';
import { FILM_SIZE, encodedFolder, titleFolder, type App } from './organised-library.js';
import { openSignedIn, pagePerTest } from './pages.js';

const SHOW_ID = 93401;
const DAY_MS = 86_400_000;

/** A day counted from today in UTC (the server runs with TZ=UTC), `YYYY-MM-DD`. */
const day = (offset: number) => new Date(Date.now() + offset * DAY_MS).toISOString().slice(0, 10);

function season(season_number: number, episode_count: number, air_date: string): StandInSeason {
  return { season_number, episode_count, air_date, name: `Season ${season_number}`, overview: '', poster_path: null };
}

/**
 * Lumon Hours: season 1 (6 episodes) aired months ago, season 2 (4 episodes) started ten days ago.
 * The source holds S01E01–E04 and S02E01: S01E05, S01E06 and S02E02 are aired and missing, S02E03
 * and the finale S02E04 are still to air. Air dates are counted from the real today, so no clock.
 */
function lumonHours(base: StandInShow): StandInShow {
  return {
    ...base,
    id: SHOW_ID,
    name: 'Lumon Hours',
    original_name: 'Lumon Hours',
    first_air_date: day(-120),
    last_air_date: null,
    status: 'Returning Series',
    in_production: true,
    seasons: [season(1, 6, day(-120)), season(2, 4, day(-10))],
    episode_names: { 2: ['Return', 'The Floor', 'Waffles', 'Cold Harbor'] },
    episode_air_dates: {
      1: [-120, -113, -106, -99, -92, -85].map(day),
      2: [-10, -3, 4, 11].map(day),
    },
    season_translations: {},
  };
}

const FILES = [1, 2, 3, 4]
  .map((e) => `Lumon.Hours.S01E0${e}.1080p.WEB.h264-GRP.mkv`)
  .concat('Lumon.Hours.S02E01.1080p.WEB.h264-GRP.mkv');

describe.skipIf(skipBrowser)('what is missing and what is coming, in Chromium (issue 34)', () => {
  let tmdb: TmdbStandIn | undefined;
  let app: App | undefined;
  let source: string | undefined;
  let browser: Browser | undefined;
  let showFolder: string;
  const pages = pagePerTest(() => {
    if (!browser) throw new Error('Chromium is not started yet');
    return browser;
  });
  const url = () => app?.url ?? '';

  beforeAll(async () => {
    const [base] = generatedDataset({ movies: 0, shows: 1, seed: 34 }).shows as [StandInShow];
    tmdb = await startTmdbStandIn({ apiKey: 'test-key', dataset: { movies: [], shows: [lumonHours(base)] } });
    source = await mkdtemp(path.join(os.tmpdir(), 'cinesync-e2e-missing-source-'));
    await writeSourceTree(
      source,
      FILES.map((file) => ({ path: file, size: FILM_SIZE })),
    );
    app = await startAppUnderTest({
      TZ: 'UTC',
      SOURCE_DIR: source,
      TMDB_API_KEY: 'test-key',
      TMDB_API_BASE_URL: tmdb.baseUrl,
      TMDB_IMAGE_BASE_URL: tmdb.imageBaseUrl,
    });
    await app.ctx.organiserService.runScan();
    expect(await app.ctx.library.seasonRefresh.run(new AbortController().signal)).toMatchObject({ failed: 0 });
    showFolder = await titleFolder(app.library, 'Lumon Hours');
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
    await app?.dispose();
    await tmdb?.close();
    if (source) await rm(source, { recursive: true, force: true });
  });

  it("marks the show page's missing and coming episodes, season by season", async () => {
    const page = await openSignedIn(pages, url(), `/media/${encodedFolder(showFolder)}`, DESKTOP);
    const seasons = page.getByRole('region', { name: 'Seasons' });
    const gaps = seasons.getByRole('list', { name: 'Episodes not in the library' });
    await expect.poll(() => gaps.count()).toBe(2);
    expect(await seasons.getByTestId('season-aired').allTextContents()).toEqual([
      '4/6 aired',
      '1/2 aired · 2 upcoming',
    ]);
    expect(await gaps.nth(0).getByRole('listitem').allTextContents()).toEqual(['E05 missing', 'E06 missing']);
    expect(await gaps.nth(1).getByRole('listitem').allTextContents()).toEqual([
      'E02 missing',
      `E03 airs ${day(4)}`,
      `E04 airs ${day(11)}`,
    ]);
    // The page scrolls in its own pane: bring the second season into the picture.
    await gaps.nth(1).scrollIntoViewIfNeeded();
    await screenshot(page, 'missing-show-page-1280');

    // On a phone the same marks, within the screen's width.
    await page.setViewportSize(PHONE);
    await gaps.nth(1).scrollIntoViewIfNeeded();
    expect(await gaps.nth(1).getByRole('listitem').count()).toBe(3);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    await screenshot(page, 'missing-show-page-390');
  });

  it("says on the show's card how complete it is, at 1280 and 390 px", async () => {
    const category = showFolder.split('/')[0] as string;
    for (const viewport of [DESKTOP, PHONE]) {
      const page = await openSignedIn(pages, url(), `/browse/${encodeURIComponent(category)}`, viewport);
      const line = page.getByTestId('completeness').first();
      await line.waitFor();
      // Season 1 holds 4 of 6 aired episodes, season 2 one of its two aired so far.
      expect(await line.textContent()).toBe('S1 4/6 · S2 1/2');
      await screenshot(page, `missing-card-${viewport.width}`);
    }
  });

  it('lists the missing episodes of one show, newest first, and ignores one', async () => {
    const page = await openSignedIn(pages, url(), `/missing`, DESKTOP);
    await page.getByRole('combobox', { name: 'Show' }).click();
    await page.getByRole('option', { name: 'Lumon Hours (3)' }).click();
    await page.waitForURL(`**/missing?show=${SHOW_ID}`);
    const card = page.getByRole('region', { name: 'Lumon Hours' });
    await card.waitFor();
    await page.getByText('3 missing episodes').waitFor();
    const rows = (season: number) =>
      card.getByRole('list', { name: `Lumon Hours season ${season}` }).getByRole('listitem');
    await expect.poll(() => rows(2).allTextContents()).toEqual([expect.stringContaining('S02E02 · The Floor')]);
    await expect.poll(() => rows(1).count()).toBe(2);
    // The address changes first; the page follows it a render later, on a loaded machine later still.
    const exportLink = page.getByRole('link', { name: 'Export CSV' });
    await expect.poll(() => exportLink.getAttribute('href')).toContain(`showTmdbId=${SHOW_ID}`);
    await screenshot(page, 'missing-list-1280');

    await rows(1).first().getByRole('button', { name: 'Ignore' }).click();
    await page.getByText('2 missing episodes').waitFor();
    await page.setViewportSize(PHONE);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    await screenshot(page, 'missing-list-390');
  });

  it('shows the calendar by month at 1280 px and as an agenda at 390 px', async () => {
    const page = await openSignedIn(pages, url(), `/calendar?view=month&date=${day(-3)}`, DESKTOP);
    const grid = page.getByRole('grid', { name: 'Month' });
    const missing = grid.getByRole('gridcell', { name: day(-3) }).getByTestId('calendar-entry');
    await missing.waitFor();
    expect(await missing.getAttribute('data-status')).toBe('missing');
    expect(await missing.textContent()).toContain('Missing');
    await screenshot(page, 'calendar-month-1280');

    await page.getByRole('button', { name: 'Agenda' }).click();
    const agenda = page.getByRole('region', { name: 'Agenda' });
    await agenda.waitFor();
    // From the anchor on: the missing S02E02, then S02E03 and the finale to come.
    // The month's episodes stand in until the agenda's own range arrives: wait for it.
    await expect.poll(() => agenda.getByTestId('calendar-entry').count()).toBe(3);
    await screenshot(page, 'calendar-agenda-1280');

    const phone = await openSignedIn(pages, url(), `/calendar?date=${day(-10)}`, PHONE);
    await phone.getByText('Season finale').waitFor();
    const statuses = await phone
      .getByTestId('calendar-entry')
      .evaluateAll((entries) => entries.map((entry) => entry.getAttribute('data-status')));
    expect(statuses).toEqual(['have', 'missing', 'upcoming', 'upcoming']);
    expect(await phone.getByText('Season premiere').count()).toBe(1);
    expect(await phone.getByRole('grid').count()).toBe(0);
    expect(await phone.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    await screenshot(phone, 'calendar-agenda-390');
  });

  it('copies the feed URL from Settings, and the URL opens the feed', async () => {
    const page = await openSignedIn(pages, url(), '/settings?tab=services', DESKTOP);
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write'], { origin: url() });
    const field = page.getByRole('textbox', { name: 'Feed URL' });
    await expect.poll(() => field.inputValue()).toContain('/feed/calendar/cinesync.ics?key=');
    await page.getByRole('button', { name: 'Copy feed URL' }).click();
    await page.getByText('Feed URL copied to clipboard', { exact: true }).waitFor();
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    expect(copied).toBe(await field.inputValue());
    await page.getByRole('region', { name: 'Calendar Feed' }).scrollIntoViewIfNeeded();
    await screenshot(page, 'settings-feed-1280');
    const feed = await fetch(copied);
    expect(feed.status).toBe(200);
    expect(await feed.text()).toContain('Lumon Hours');
  });
});
