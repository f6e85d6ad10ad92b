import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startJellyfinStandIn, type JellyfinStandIn } from '../../server/test/stand-ins/index.js';
import { E2E_PASSWORD, startAppUnderTest } from './app-under-test.js';
import { DESKTOP, PHONE, launchBrowser, screenshot, skipBrowser } from './browser.js';
import type { App } from './organised-library.js';
import { openSignedIn, pagePerTest } from './pages.js';

const JELLYFIN_KEY = 'e2e-jellyfin-key';

/** The Test button's answer in the open dialog, once one is shown. */
async function testAnswer(page: Page): Promise<string> {
  const status = page.getByRole('dialog').getByRole('status');
  await expect.poll(() => status.textContent()).not.toBe('');
  return (await status.textContent()) ?? '';
}

describe.skipIf(skipBrowser)('connections in Chromium (issue 33)', () => {
  let jellyfin: JellyfinStandIn | undefined;
  let app: App | undefined;
  let source: string | undefined;
  let browser: Browser | undefined;
  const pages = pagePerTest(() => {
    if (!browser) throw new Error('Chromium is not started yet');
    return browser;
  });
  const url = () => app?.url ?? '';

  beforeAll(async () => {
    jellyfin = await startJellyfinStandIn({
      flavour: 'jellyfin',
      apiKey: JELLYFIN_KEY,
      libraries: [{ name: 'Movies', locations: ['/media/Movies'] }],
    });
    source = await mkdtemp(path.join(os.tmpdir(), 'cinesync-e2e-connections-source-'));
    app = await startAppUnderTest({ SOURCE_DIR: source, TMDB_API_KEY: 'test-key' });
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
    await app?.dispose();
    await jellyfin?.close();
    if (source) await rm(source, { recursive: true, force: true });
  });

  it('adds a Jellyfin connection in Settings: Test says it works, then why a wrong key does not; saved, it is listed', async () => {
    const page = await openSignedIn(pages, url(), '/settings?tab=services', DESKTOP);
    await page.getByRole('button', { name: 'Add connection' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add connection' });
    await dialog.getByLabel('Name', { exact: true }).fill('Jellyfin');
    await dialog.getByLabel('URL', { exact: true }).fill(jellyfin?.url ?? '');
    await dialog.getByLabel('API key', { exact: true }).fill(JELLYFIN_KEY);
    await dialog.getByRole('button', { name: 'Add path mapping' }).click();
    await dialog.getByLabel('Library path 1').fill(app?.library ?? '');
    await dialog.getByLabel('Server path 1').fill('/media/Movies');
    await dialog.getByLabel('Current password').fill(E2E_PASSWORD);

    await dialog.getByRole('button', { name: 'Test connection' }).click();
    expect(await testAnswer(page)).toMatch(/^Jellyfin 10\.10\.3 at 127\.0\.0\.1:\d+: library Movies found$/);
    await screenshot(page, 'connections-dialog-works-1280');

    await dialog.getByLabel('API key', { exact: true }).fill('not-the-key');
    await dialog.getByRole('button', { name: 'Test connection' }).click();
    expect(await testAnswer(page)).toMatch(/refused the API key/);
    await screenshot(page, 'connections-dialog-refused-1280');

    await dialog.getByLabel('API key', { exact: true }).fill(JELLYFIN_KEY);
    await dialog.getByRole('button', { name: 'Save' }).click();
    await dialog.waitFor({ state: 'detached' });
    const row = page.getByRole('list', { name: 'Connection list' }).getByRole('listitem', { name: 'Jellyfin' });
    await row.waitFor();
    expect(await row.textContent()).toContain(jellyfin?.url);
    await page.getByRole('region', { name: 'Connections' }).scrollIntoViewIfNeeded();
    await screenshot(page, 'connections-settings-1280');
  });

  it("shows the connection's last result on the dashboard, at 1280 and 390 px", async () => {
    // A change in the library, told to the connection saved above.
    app?.ctx.connectionNotifier.changed(path.join(app.library, 'Movies', 'Heat (1995)', 'Heat (1995).mkv'), 'linked');
    app?.ctx.connectionNotifier.flush();
    await app?.ctx.connectionNotifier.settled();
    expect(jellyfin?.updated).toHaveLength(1);
    expect(jellyfin?.updated[0]?.updates[0]?.Path).toMatch(/^\/media\/Movies\//);
    for (const viewport of [DESKTOP, PHONE]) {
      const page = await openSignedIn(pages, url(), '/dashboard', viewport);
      const line = page.getByRole('region', { name: 'Connections' }).getByTestId('connection-status');
      await line.waitFor();
      expect(await line.getAttribute('data-state')).toBe('ok');
      expect(await line.textContent()).toMatch(/^Jellyfin: told 1 folder just now$/);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.width);
      await screenshot(page, `connections-dashboard-${viewport.width}`);
    }
  });

  it('edits the connection on a phone in a full-screen dialog', async () => {
    const page = await openSignedIn(pages, url(), '/settings?tab=services', PHONE);
    await page.getByRole('button', { name: 'Edit Jellyfin' }).click();
    const dialog = page.getByRole('dialog', { name: 'Edit Jellyfin' });
    await dialog.getByText('Set: leave empty to keep it, or type a new one').waitFor();
    const box = await dialog.boundingBox();
    expect(box?.width).toBe(PHONE.width);
    await dialog.getByRole('button', { name: 'Test connection' }).click();
    expect(await testAnswer(page)).toMatch(/library Movies found$/);
    await dialog.getByRole('status').scrollIntoViewIfNeeded();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    await screenshot(page, 'connections-dialog-390');
  });
});
