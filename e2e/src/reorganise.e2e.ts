import { readdir } from 'node:fs/promises';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { E2E_PASSWORD } from './app-under-test.js';
import { DESKTOP, PHONE, screenshot, skipBrowser } from './browser.js';
import { useLibraryInBrowser } from './library-in-browser.js';
import { encodedFolder, titleFolder } from './organised-library.js';
import { openSignedIn } from './pages.js';

const FILMS = [
  'The.Matrix.1999.1080p.BluRay.x264-GRP/The.Matrix.1999.1080p.BluRay.x264-GRP.mkv',
  'Inception.2010.1080p.BluRay.x264-GRP/Inception.2010.1080p.BluRay.x264-GRP.mkv',
];

/** The file names below a title folder of the library, as the disk has them. */
async function namesIn(library: string, folder: string): Promise<string[]> {
  return (await readdir(path.join(library, folder))).sort();
}

describe.skipIf(skipBrowser)('re-organising the library in Chromium (issue 32)', () => {
  const env = useLibraryInBrowser('reorganise', FILMS);
  let matrix: string;
  let before: string[];

  beforeAll(async () => {
    matrix = await titleFolder(env.app.library, 'The Matrix');
    before = await namesIn(env.app.library, matrix);
  });

  const subTab = (page: Page, name: string) =>
    page.getByRole('tablist', { name: 'Configuration categories' }).getByRole('tab', { name: new RegExp(`^${name}`) });

  /** What a WebDAV client lists in the title's folder. */
  async function webdavNames(folder: string): Promise<string> {
    const res = await env.app.request(`/webdav/${encodedFolder(folder)}/`, {
      method: 'PROPFIND',
      headers: {
        depth: '1',
        authorization: `Basic ${Buffer.from(`admin:${E2E_PASSWORD}`).toString('base64')}`,
      },
    });
    expect(res.status).toBe(207);
    return decodeURIComponent(await res.text());
  }

  it('switching renaming on says what would change; applied, the new names show; undone, the old ones', async () => {
    const page = await openSignedIn(env.pages, env.app.url, '/settings', DESKTOP);
    await subTab(page, 'Renaming Structure').click();
    await page.getByRole('combobox', { name: 'Rename files' }).click();
    await page.getByRole('option', { name: 'true' }).click();
    await page.getByRole('button', { name: 'Save 1 Change' }).click();
    await page
      .getByRole('dialog', { name: 'Save Configuration Changes' })
      .getByRole('button', { name: 'Save', exact: true })
      .click();
    const banner = page.getByRole('alert').filter({ hasText: '2 links would change' });
    await banner.waitFor();
    await screenshot(page, 'reorganise-banner-1280');

    await banner.getByRole('button', { name: 'Review' }).click();
    const dialog = page.getByRole('dialog', { name: 'Re-organise library' });
    await dialog.getByText('2 links would change').waitFor();
    expect(await dialog.getByText('The Matrix (1999)', { exact: true }).isVisible()).toBe(true);
    expect(await dialog.getByText('Inception (2010)', { exact: true }).isVisible()).toBe(true);
    await screenshot(page, 'reorganise-preview-1280');

    await dialog.getByRole('button', { name: 'Apply' }).click();
    await dialog.getByText('Moved 2 links').waitFor();
    await screenshot(page, 'reorganise-applied-1280');
    await dialog.getByRole('button', { name: 'Close' }).click();

    const after = await namesIn(env.app.library, matrix);
    expect(after).not.toEqual(before);
    expect(after).toEqual(['The Matrix (1999) [Bluray-1080p].mkv']);
    // The library page and a WebDAV client both see the new name.
    await page.goto(`${env.app.url}/files/${encodedFolder(matrix)}`);
    await page.getByRole('button', { name: 'List view' }).click();
    await page.getByText('The Matrix (1999) [Bluray-1080p].mkv').first().waitFor();
    await screenshot(page, 'reorganise-renamed-list-1280');
    expect(await webdavNames(matrix)).toContain('The Matrix (1999) [Bluray-1080p].mkv');

    // Undone from File Operations: the old names are back, on disk and on the page.
    await page.goto(`${env.app.url}/file-operations`);
    const panel = page.getByRole('region', { name: 'Re-organise operations' });
    await panel.waitFor();
    await screenshot(page, 'reorganise-operations-1280');
    await panel.getByRole('button', { name: /^Undo Re-organise #/ }).click();
    await expect.poll(() => panel.getByText('Undone').count(), { timeout: 15_000 }).toBe(1);
    expect(await namesIn(env.app.library, matrix)).toEqual(before);
    expect(await webdavNames(matrix)).toContain(before[0]);
    await page.goto(`${env.app.url}/files/${encodedFolder(matrix)}`);
    await page
      .getByText(before[0] as string)
      .first()
      .waitFor();
  });

  it("at phone width, a title's Rename files shows old and new stacked in a full-screen dialog", async () => {
    const page = await openSignedIn(env.pages, env.app.url, `/media/${encodedFolder(matrix)}`, PHONE);
    await page.getByRole('button', { name: 'Rename files' }).click();
    const dialog = page.getByRole('dialog', { name: 'Rename files' });
    await dialog.getByText('1 link would change').waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    await screenshot(page, 'reorganise-preview-390');
    await dialog.getByRole('button', { name: 'Cancel' }).click();
  });
});
