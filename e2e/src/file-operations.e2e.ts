import { lstat, readFile, readlink } from 'node:fs/promises';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { writeSourceTree } from '../../server/test/support/index.js';
import { DESKTOP, launchBrowser, PHONE, screenshot, skipBrowser } from './browser.js';
import { startOrganisedLibrary, type App, type OrganisedLibrary } from './organised-library.js';
import { E2E_PASSWORD } from './app-under-test.js';
import { pagePerTest, signInAt } from './pages.js';

/** Films the organiser links, and one name it can't decide alone (two films called Dune). */
const FILMS = [
  'The.Matrix.1999.1080p.BluRay.x264-GRP/The.Matrix.1999.1080p.BluRay.x264-GRP.mkv',
  'Fargo.1996.1080p.BluRay.x264-GRP/Fargo.1996.1080p.BluRay.x264-GRP.mkv',
  'Breaking.Bad.S01.1080p.BluRay.x264-GRP/Breaking.Bad.S01E01.1080p.BluRay.x264-GRP.mkv',
  'Breaking.Bad.S01.1080p.BluRay.x264-GRP/Breaking.Bad.S01E02.1080p.BluRay.x264-GRP.mkv',
  'Dune Films/Dune.mkv',
];
/** Samples it skips: enough records for a second database page. */
const SAMPLES = Array.from(
  { length: 60 },
  (_, i) => `Fargo.1996.1080p.BluRay.x264-GRP/Sample/sample-fargo-${String(i).padStart(2, '0')}.mkv`,
);

const exists = (file: string) =>
  lstat(file).then(
    () => true,
    () => false,
  );

describe.skipIf(skipBrowser)('File Operations in Chromium', () => {
  let browser: Browser;
  let library: OrganisedLibrary;
  let app: App;
  let token: string;
  const pages = pagePerTest(() => browser);

  beforeAll(async () => {
    library = await startOrganisedLibrary('fileops', FILMS, (source) =>
      writeSourceTree(
        source,
        SAMPLES.map((p) => ({ path: p, size: 2048 })),
      ),
    );
    ({ app } = library);
    token = await app.login('admin', E2E_PASSWORD);
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
    await library?.dispose();
  });

  async function open(viewport: typeof DESKTOP, query = ''): Promise<Page> {
    const page = await pages.open(viewport);
    await signInAt(page, app.url);
    await page.goto(`${app.url}/file-operations${query}`);
    return page;
  }

  async function counts(): Promise<Record<string, number>> {
    const res = await app.request('/api/file-operations?limit=1', { token });
    return ((await res.json()) as { statusCounts: Record<string, number> }).statusCounts;
  }

  it('organised the world as the tests expect', async () => {
    expect(await counts()).toEqual({ created: 4, failed: 1, skipped: 60, deleted: 0 });
  });

  it('browses the records: page 2 in the URL, a type filter and a search, and exports what they show', async () => {
    const page = await open(DESKTOP, '?tab=database');
    const total = page.getByTestId('db-stat-Total Records');
    await expect.poll(() => total.textContent(), { timeout: 15_000 }).toMatch(/65/);
    await expect.poll(() => page.getByText('Showing 1–50 of 65 records').isVisible()).toBe(true);
    await screenshot(page, 'file-operations-database-1280');

    await page.getByRole('button', { name: 'Go to page 2' }).click();
    await expect.poll(() => new URL(page.url()).searchParams.get('dbPage')).toBe('2');
    await expect.poll(() => page.getByText('Showing 51–65 of 65 records').isVisible()).toBe(true);
    // The page is in the URL: a reload (or a shared link) lands on it.
    await page.reload();
    await expect.poll(() => page.getByText('Showing 51–65 of 65 records').isVisible(), { timeout: 15_000 }).toBe(true);

    await page.getByRole('combobox', { name: 'Type' }).click();
    await page.getByRole('option', { name: 'Movies' }).click();
    await expect.poll(() => page.getByText('Showing 1–2 of 2 records').isVisible()).toBe(true);
    expect(new URL(page.url()).searchParams.get('dbPage')).toBeNull();
    const records = page.getByRole('list', { name: 'Database records' });
    expect(await records.getByText('The.Matrix.1999.1080p.BluRay.x264-GRP.mkv').count()).toBeGreaterThan(0);
    expect(await records.getByText(/sample-fargo/).count()).toBe(0);

    await page.getByRole('combobox', { name: 'Type' }).click();
    await page.getByRole('option', { name: 'Skipped' }).click();
    await page.getByLabel('Search records').fill('sample-fargo-1');
    await expect.poll(() => page.getByText('Showing 1–10 of 10 records').isVisible()).toBe(true);

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Export CSV' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^database_export_\d{4}-\d{2}-\d{2}.*\.csv$/);
    const csv = (await readFile(await download.path(), 'utf8')).trim().split(/\r?\n/);
    expect(csv).toHaveLength(11);
    for (const row of csv.slice(1)) expect(row).toMatch(/sample-fargo-1\d\.mkv/);
  });

  it('shows the Database tab on a phone without sideways scrolling', async () => {
    const page = await open(PHONE, '?tab=database');
    await expect.poll(() => page.getByTestId('db-stat-Total Records').textContent(), { timeout: 15_000 }).toMatch(/65/);
    await expect.poll(() => page.getByText('Showing 1–50 of 65 records').isVisible()).toBe(true);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    await screenshot(page, 'file-operations-database-390');
  });
});
