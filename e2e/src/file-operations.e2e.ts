import { lstat, readlink } from 'node:fs/promises';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { writeSourceTree } from '../../server/test/support/index.js';
import { DESKTOP, downloadedText, launchBrowser, PHONE, screenshot, skipBrowser } from './browser.js';
import { startOrganisedLibrary, type App, type OrganisedLibrary } from './organised-library.js';
import { E2E_PASSWORD } from './app-under-test.js';
import { openSignedIn, pagePerTest } from './pages.js';

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

  const open = (viewport: typeof DESKTOP, query = ''): Promise<Page> =>
    openSignedIn(pages, app.url, `/file-operations${query}`, viewport);

  async function counts(): Promise<Record<string, number>> {
    const res = await app.request('/api/file-operations?limit=1', { token });
    return ((await res.json()) as { statusCounts: Record<string, number> }).statusCounts;
  }

  async function autoModeSetting(): Promise<string | undefined> {
    const res = await app.request('/api/config', { token });
    const body = (await res.json()) as { config: { key: string; value: string }[] };
    return body.config.find((item) => item.key === 'FILE_OPERATIONS_AUTO_MODE')?.value;
  }

  it('organised the world as the tests expect', async () => {
    expect(await counts()).toEqual({ created: 4, failed: 1, skipped: 60, deleted: 0 });
  });

  // The phone goes first: the desktop run turns Auto Mode off.
  it.each([
    ['390', PHONE],
    ['1280', DESKTOP],
  ])('lists the source files with their status, pages with sourcePage and searches (%s)', async (label, viewport) => {
    const page = await open(viewport);
    await expect.poll(() => page.getByText('Showing 50 of 65 items').isVisible(), { timeout: 15_000 }).toBe(true);
    // On unless a person turned it off (FILE_OPERATIONS_AUTO_MODE defaults to true).
    const autoMode = page.getByRole('switch', { name: 'Auto Mode' });
    await expect.poll(() => autoMode.isChecked()).toBe(true);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.width);
    await screenshot(page, `file-operations-source-${label}`);
    if (viewport === PHONE) return;

    await page.getByRole('button', { name: 'Go to page 2' }).click();
    await expect.poll(() => new URL(page.url()).searchParams.get('sourcePage')).toBe('2');
    await expect.poll(() => page.getByText('Showing 15 of 65 items').isVisible(), { timeout: 15_000 }).toBe(true);

    await page.getByLabel('Search source files').fill('dune');
    await expect
      .poll(() => page.getByText('Showing 1 of 1 item (filtered)').isVisible(), { timeout: 15_000 })
      .toBe(true);
    expect(new URL(page.url()).searchParams.get('sourcePage')).toBeNull();
    const row = page.getByRole('checkbox', { name: 'Select Dune.mkv' });
    expect(await row.isVisible()).toBe(true);
    expect(await page.getByText('Needs Review', { exact: true }).first().isVisible()).toBe(true);
    // Auto Mode off is saved as a setting; then processing a file asks how, in the processing dialog.
    await autoMode.click();
    await expect.poll(() => autoModeSetting()).toBe('false');
    await page.getByRole('button', { name: 'Process Dune.mkv' }).click();
    await expect
      .poll(() => page.getByRole('dialog', { name: 'Process Media File' }).isVisible(), { timeout: 15_000 })
      .toBe(true);
    await screenshot(page, 'file-operations-source-process-1280');
  });

  it('browses the records: page 2 in the URL, a type filter and a search, and exports what they show', async () => {
    const page = await open(DESKTOP, '?tab=database');
    const total = page.getByTestId('db-stat-Total Records');
    await expect.poll(() => total.textContent(), { timeout: 15_000 }).toMatch(/65/);
    await expect.poll(() => page.getByText('Showing 1–50 of 65 records').isVisible(), { timeout: 15_000 }).toBe(true);
    await screenshot(page, 'file-operations-database-1280');

    await page.getByRole('button', { name: 'Go to page 2' }).click();
    await expect.poll(() => new URL(page.url()).searchParams.get('dbPage')).toBe('2');
    await expect.poll(() => page.getByText('Showing 51–65 of 65 records').isVisible(), { timeout: 15_000 }).toBe(true);
    // The page is in the URL: a reload (or a shared link) lands on it.
    await page.reload();
    await expect.poll(() => page.getByText('Showing 51–65 of 65 records').isVisible(), { timeout: 15_000 }).toBe(true);

    await page.getByRole('combobox', { name: 'Type' }).click();
    await page.getByRole('option', { name: 'Movies' }).click();
    await expect.poll(() => page.getByText('Showing 1–2 of 2 records').isVisible(), { timeout: 15_000 }).toBe(true);
    expect(new URL(page.url()).searchParams.get('dbPage')).toBeNull();
    const records = page.getByRole('list', { name: 'Database records' });
    expect(await records.getByText('The.Matrix.1999.1080p.BluRay.x264-GRP.mkv').count()).toBeGreaterThan(0);
    expect(await records.getByText(/sample-fargo/).count()).toBe(0);

    await page.getByRole('combobox', { name: 'Type' }).click();
    await page.getByRole('option', { name: 'Not Linked' }).click();
    await page.getByLabel('Search records').fill('sample-fargo-1');
    await expect.poll(() => page.getByText('Showing 1–10 of 10 records').isVisible(), { timeout: 15_000 }).toBe(true);

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Export CSV' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^database_export_\d{4}-\d{2}-\d{2}.*\.csv$/);
    const csv = (await downloadedText(download)).trim().split(/\r?\n/);
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

  it.each([
    ['1280', DESKTOP],
    ['390', PHONE],
  ])('shows an abstained file on the Failed tab with the titles it weighed (%s)', async (label, viewport) => {
    const page = await open(viewport, '?tab=failed');
    const pick = page.getByRole('button', { name: 'Pick Dune (2021)' });
    await expect.poll(() => pick.isVisible(), { timeout: 15_000 }).toBe(true);
    expect(await page.getByRole('button', { name: 'Pick Dune (1984)' }).isVisible()).toBe(true);
    expect(
      await page
        .getByText(/Two films called Dune \(\d{4}, \d{4}\) fit equally/)
        .first()
        .isVisible(),
    ).toBe(true);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.width);
    // Each candidate shows its TMDB poster, through the image cache.
    const poster = page.getByRole('img', { name: 'Dune (2021)' });
    await expect
      .poll(() => poster.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0), { timeout: 10_000 })
      .toBe(true);
    await screenshot(page, `file-operations-review-${label}`);
  });

  it('links the candidate a person picks: the file moves to Created live and its link is on disk', async () => {
    const page = await open(DESKTOP, '?tab=failed');
    const failedTab = page.getByRole('tab', { name: 'Failed 1' });
    await expect.poll(() => failedTab.isVisible(), { timeout: 15_000 }).toBe(true);
    await page.getByRole('button', { name: 'Pick Dune (2021)' }).click();
    // Live: the entry leaves Failed and Created counts it, with no reload.
    await expect.poll(() => page.getByRole('tab', { name: 'Created 5' }).isVisible(), { timeout: 20_000 }).toBe(true);
    // The card stays in place for its Undo window, then the list lets it go.
    await expect.poll(() => page.getByText('Linked to Dune (2021)').isVisible(), { timeout: 20_000 }).toBe(true);
    expect(await page.getByRole('button', { name: /^Undo linking Dune\.mkv/ }).isVisible()).toBe(true);
    await expect.poll(() => page.getByText('No failed file operations').isVisible(), { timeout: 20_000 }).toBe(true);
    const source = path.join(library.source, 'Dune Films', 'Dune.mkv');
    const link = path.join(app.library, 'Movies', 'Dune (2021)', 'Dune.mkv');
    expect(await readlink(link)).toBe(source);
    // No one waits in review any more: the side menu badge is gone.
    await expect.poll(() => page.getByLabel(/files need review/).count(), { timeout: 10_000 }).toBe(0);

    await page.getByRole('tab', { name: 'Created 5' }).click();
    await expect.poll(() => page.getByText('Dune.mkv').first().isVisible()).toBe(true);
    await screenshot(page, 'file-operations-created-1280');
  });

  it('puts a deleted link back from the Deleted tab', async () => {
    const res = await app.request('/api/delete', {
      method: 'POST',
      token,
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ path: 'Movies/Fargo (1996)' }),
    });
    expect(res.status).toBe(200);
    const link = path.join(app.library, 'Movies', 'Fargo (1996)', 'Fargo.1996.1080p.BluRay.x264-GRP.mkv');
    expect(await exists(link)).toBe(false);

    const page = await open(DESKTOP, '?tab=deleted');
    const entry = page.getByRole('checkbox', { name: 'Select Fargo.1996.1080p.BluRay.x264-GRP.mkv' });
    await expect.poll(() => entry.isVisible(), { timeout: 15_000 }).toBe(true);
    await entry.check();
    await page.getByRole('button', { name: 'Restore Selected' }).click();
    await expect.poll(() => exists(link), { timeout: 15_000 }).toBe(true);
    expect(await readlink(link)).toBe(path.join(library.source, FILMS[1] as string));
    await expect.poll(() => page.getByText('No deleted files').isVisible(), { timeout: 10_000 }).toBe(true);
    expect((await counts()).deleted).toBe(0);
  });

  it('deletes every skipped record, never a file, from the Skipped tab', async () => {
    const page = await open(DESKTOP, '?tab=skipped');
    await expect.poll(() => page.getByRole('tab', { name: 'Skipped 60' }).isVisible(), { timeout: 15_000 }).toBe(true);
    await page.getByRole('button', { name: 'Delete All Skipped' }).click();
    const dialog = page.getByRole('dialog', { name: 'Delete All Skipped Files' });
    expect(
      await dialog.getByText('Are you sure you want to delete all 60 skipped files from the database?').isVisible(),
    ).toBe(true);
    await dialog.getByRole('button', { name: 'Delete All' }).click();
    await expect.poll(() => page.getByText('No skipped files').isVisible(), { timeout: 15_000 }).toBe(true);
    expect((await counts()).skipped).toBe(0);
    for (const sample of SAMPLES) expect(await exists(path.join(library.source, sample))).toBe(true);
    await screenshot(page, 'file-operations-skipped-empty-1280');
  });
});
