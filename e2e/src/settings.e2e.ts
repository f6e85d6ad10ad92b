import { readdir } from 'node:fs/promises';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { writeSourceTree } from '../../server/test/support/index.js';
import { E2E_PASSWORD } from './app-under-test.js';
import { DESKTOP, downloadedText, PHONE, screenshot, skipBrowser } from './browser.js';
import { FILM_SIZE } from './organised-library.js';
import { useLibraryInBrowser } from './library-in-browser.js';
import { openSignedIn } from './pages.js';

const FILMS = ['The.Matrix.1999.1080p.BluRay.x264-GRP/The.Matrix.1999.1080p.BluRay.x264-GRP.mkv'];
/** The token helper's own sample release, so its preview and the organiser's name can be compared. */
const EPISODE = 'Breaking.Bad.S01/Breaking.Bad.S01E01.Pilot.1080p.BluRay.DTS-HD.MA.5.1.x264-DEMAND.mkv';
const EPISODE_FORMAT = '{Series Title} ({Series Year}) - S{season:00}E{episode:00} - {Episode Title} [{Quality Full}]';

describe.skipIf(skipBrowser)('Settings in Chromium', () => {
  const env = useLibraryInBrowser('settings', FILMS);
  let token: string;

  beforeAll(async () => {
    token = await env.app.login('admin', E2E_PASSWORD);
  });

  const open = (viewport: typeof DESKTOP, query = ''): Promise<Page> =>
    openSignedIn(env.pages, env.app.url, `/settings${query}`, viewport);

  async function setting(key: string): Promise<string | undefined> {
    const res = await env.app.request('/api/config', { token });
    const body = (await res.json()) as { config: { key: string; value: string }[] };
    return body.config.find((item) => item.key === key)?.value;
  }

  const subTab = (page: Page, name: string) =>
    page.getByRole('tablist', { name: 'Configuration categories' }).getByRole('tab', { name: new RegExp(`^${name}`) });

  it('saves three changes across two sub-tabs through the dialog, and shows them after a reload', async () => {
    const page = await open(DESKTOP);
    await subTab(page, 'File Handling').click();
    await page.getByLabel('Largest show extra to link (MB)', { exact: true }).fill('123');
    await page.getByLabel('Largest movie extra to link (MB)', { exact: true }).fill('456');
    await subTab(page, 'TMDb/IMDB').click();
    await page.getByLabel('Metadata language', { exact: true }).fill('fr-FR');
    await expect.poll(() => subTab(page, 'File Handling').textContent()).toMatch(/2$/);
    expect(await subTab(page, 'TMDb/IMDB').textContent()).toMatch(/1$/);
    expect(
      await page.getByText("You have 3 unsaved change(s). Don't forget to save your configuration.").isVisible(),
    ).toBe(true);
    // A key set in the server's environment is locked: shown, never editable.
    expect(await page.getByLabel('TMDB API key', { exact: true }).getAttribute('readonly')).not.toBeNull();
    expect(await page.getByText('LOCKED').first().isVisible()).toBe(true);
    await screenshot(page, 'settings-general-pending-1280');

    await page.getByRole('button', { name: 'Save 3 Changes' }).click();
    const dialog = page.getByRole('dialog', { name: 'Save Configuration Changes' });
    await dialog.getByRole('button', { name: 'Save', exact: true }).click();
    await expect.poll(() => page.getByText('Configuration saved successfully').isVisible()).toBe(true);
    expect(await setting('SHOW_EXTRAS_SIZE_LIMIT')).toBe('123');
    expect(await setting('MOVIE_EXTRAS_SIZE_LIMIT')).toBe('456');
    expect(await setting('LANGUAGE')).toBe('fr-FR');

    await page.reload();
    await subTab(page, 'File Handling').click();
    await expect
      .poll(() => page.getByLabel('Largest show extra to link (MB)', { exact: true }).inputValue())
      .toBe('123');
    expect(await page.getByLabel('Largest movie extra to link (MB)', { exact: true }).inputValue()).toBe('456');
    expect(await page.getByRole('button', { name: /^Save \d+ Changes?$/ }).count()).toBe(0);
  });

  it('shows the General tab on a phone without sideways scrolling', async () => {
    const page = await open(PHONE);
    await expect.poll(() => subTab(page, 'Directory Paths').isVisible(), { timeout: 15_000 }).toBe(true);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    await screenshot(page, 'settings-general-390');
  });

  it("previews an episode format with the organiser's own naming: the link it then makes has that name", async () => {
    const res = await env.app.request('/api/config/update', {
      method: 'POST',
      token,
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        updates: [
          { key: 'RENAME_ENABLED', value: 'true' },
          { key: 'MEDIAINFO_PARSER', value: 'true' },
        ],
      }),
    });
    expect(res.status).toBe(200);
    const page = await open(DESKTOP);
    await subTab(page, 'Renaming Structure').click();
    await page.getByRole('button', { name: 'Token helper for MEDIAINFO_SONARR_STANDARD_EPISODE_FORMAT' }).click();
    const dialog = page.getByRole('dialog');
    const format = dialog.getByLabel('Format', { exact: true });
    await format.fill(EPISODE_FORMAT);
    const preview = dialog.getByLabel('Preview');
    await expect.poll(() => preview.textContent(), { timeout: 10_000 }).toContain('Breaking Bad (2008) - S01E01');
    const shown = ((await preview.textContent()) ?? '').trim();
    await screenshot(page, 'settings-token-helper-1280');
    await dialog.getByRole('button', { name: 'Close' }).click();
    await page.getByRole('button', { name: 'Save 1 Change' }).click();
    await page
      .getByRole('dialog', { name: 'Save Configuration Changes' })
      .getByRole('button', { name: 'Save', exact: true })
      .click();
    await expect.poll(() => setting('MEDIAINFO_SONARR_STANDARD_EPISODE_FORMAT')).toBe(EPISODE_FORMAT);

    await writeSourceTree(env.library.source, [{ path: EPISODE, size: FILM_SIZE }]);
    await env.app.ctx.organiserService.runScan();
    const season = path.join(env.app.library, 'Shows', 'Breaking Bad (2008)', 'Season 1');
    const names = await readdir(season).catch(async () =>
      readdir(path.join(env.app.library, 'Shows', 'Breaking Bad (2008)', 'Season 01')),
    );
    expect(names).toContain(`${shown.replace(/^Preview:?\s*/, '')}.mkv`);
  });

  it('starts and stops the MediaHub service, shows its logs and exports them', async () => {
    const page = await open(DESKTOP, '?tab=services');
    await page.getByRole('button', { name: 'Start Service' }).click();
    await expect.poll(() => page.getByText('Active', { exact: true }).isVisible(), { timeout: 20_000 }).toBe(true);
    await page.getByRole('button', { name: 'Show Logs' }).click();
    const logs = page.getByLabel('MediaHub logs');
    await expect.poll(async () => ((await logs.textContent()) ?? '').length, { timeout: 10_000 }).toBeGreaterThan(0);
    await screenshot(page, 'settings-services-1280');

    await page.getByRole('button', { name: 'Export Logs' }).click();
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('menuitem', { name: 'Current Log' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^mediahub_current_log_\d{4}-\d{2}-\d{2}\.log$/);
    expect((await downloadedText(download)).length).toBeGreaterThan(0);

    await page.getByRole('button', { name: 'Stop Service' }).click();
    await expect
      .poll(() => page.getByText('Stopped', { exact: true }).first().isVisible(), { timeout: 20_000 })
      .toBe(true);
  });

  it('runs a rescan now and watches it finish live, then schedules it every 5 minutes', async () => {
    const page = await open(DESKTOP, '?tab=jobs');
    const row = page.getByRole('row').filter({ hasText: 'Source Rescan' });
    await expect.poll(() => row.isVisible(), { timeout: 15_000 }).toBe(true);
    await row.getByRole('button', { name: 'Run Now' }).click();
    await expect.poll(() => row.textContent(), { timeout: 30_000 }).toMatch(/completed/i);

    await page.getByRole('button', { name: 'Edit schedule of Source Rescan' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('combobox', { name: 'Schedule Type' }).click();
    await page.getByRole('option', { name: 'Interval' }).click();
    await dialog.getByLabel('Interval (seconds)').fill('300');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect.poll(() => row.textContent(), { timeout: 10_000 }).toMatch(/in 5 minutes/);
    await screenshot(page, 'settings-jobs-1280');
  });

  it('shows the Services and Jobs tabs on a phone without sideways scrolling', async () => {
    for (const tab of ['services', 'jobs']) {
      const page = await open(PHONE, `?tab=${tab}`);
      await page.waitForLoadState('networkidle');
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
      await screenshot(page, `settings-${tab}-390`);
      await page.context().close();
    }
  });
});
