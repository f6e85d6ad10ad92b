import { execFileSync } from 'node:child_process';
import { lstat, mkdir, readdir, readFile, readlink, symlink, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { writeSourceTree } from '../../server/test/support/index.js';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { E2E_PASSWORD } from './app-under-test.js';
import { startOrganisedLibrary, FILM_SIZE, type App, type OrganisedLibrary } from './organised-library.js';
import { launchBrowser, PHONE, screenshot, skipBrowser } from './browser.js';
import { pagePerTest, signInAt } from './pages.js';

/** A real, playable film: three seconds of H.264 and AAC that ffmpeg makes in the source folder. */
const PLAYABLE = 'Inception.2010.1080p.BluRay.x264-GRP/Inception.2010.1080p.BluRay.x264-GRP.mkv';
const SPARSE = ['Whiplash.2014.1080p.BluRay.x264-GRP.mkv', 'Gladiator.2000.1080p.BluRay.x264-GRP.mkv'];
/** Kept out of the scan: files with no year, linked by hand into an Unsorted folder for bulk processing. */
const UNSORTED = ['Titanic.mkv', 'Avatar.mkv', 'Oppenheimer.mkv'];
/** A person's own copy, a real file in the library, whose folder clashes with an organised one. */
const OWN_COPY = 'Incoming/Whiplash (2014)/Whiplash (2014).mkv';
const OWN_COPY_BYTES = 'a real file, not a link: deleting it must keep it in the trash';

const ffmpegPresent = (() => {
  try {
    execFileSync('ffmpeg', ['-version'], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
})();
if (!ffmpegPresent && process.env.CI === 'true') throw new Error('ffmpeg is needed for the playback walk in CI');

/** Every file under `dir`, relative to it. */
async function filesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true }).catch(() => []);
  return entries.filter((e) => !e.isDirectory()).map((e) => path.relative(dir, path.join(e.parentPath, e.name)));
}

describe.skipIf(skipBrowser || !ffmpegPresent)('a person walking through the library in Chromium', () => {
  let browser: Browser;
  let library: OrganisedLibrary;
  let app: App;
  let source: string;
  let page: Page;
  const pages = pagePerTest(() => browser);

  beforeAll(async () => {
    library = await startOrganisedLibrary('walk', SPARSE, async (folder) => {
      await mkdir(path.join(folder, path.dirname(PLAYABLE)), { recursive: true });
      execFileSync('ffmpeg', [
        ...['-v', 'error', '-f', 'lavfi', '-i', 'testsrc=size=640x360:rate=24', '-f', 'lavfi'],
        ...['-i', 'sine=frequency=440', '-t', '3', '-c:v', 'libx264', '-pix_fmt', 'yuv420p', '-c:a', 'aac'],
        path.join(folder, PLAYABLE),
      ]);
    });
    ({ app, source } = library);
    await writeSourceTree(
      source,
      UNSORTED.map((file) => ({ path: `unsorted/${file}`, size: FILM_SIZE })),
    );
    await mkdir(path.join(app.library, 'Unsorted'), { recursive: true });
    for (const file of UNSORTED) {
      await symlink(path.join(source, 'unsorted', file), path.join(app.library, 'Unsorted', file));
    }
    await mkdir(path.join(app.library, path.dirname(OWN_COPY)), { recursive: true });
    await writeFile(path.join(app.library, OWN_COPY), OWN_COPY_BYTES);
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
    await library?.dispose();
  });
  it('plays a film, comes back to the same page, renames it, moves with Replace and deletes into the trash', async () => {
    page = await pages.open();
    await signInAt(page, app.url);
    await expect.poll(() => page.getByTestId('stat-Movies').textContent(), { timeout: 15_000 }).toMatch(/Movies\s*3/);

    // Browse a category with a search, then open the film from the poster grid.
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Browse' }).click();
    await page.getByRole('button', { name: 'Movies', exact: true }).click();
    await page.waitForURL('**/browse/Movies');
    const film = page.getByRole('button', { name: 'Inception (2010)', exact: true });
    await expect.poll(() => film.isVisible()).toBe(true);
    await page.getByPlaceholder('Search files and folders...').fill('Incep');
    await page.waitForURL(/search=Incep/);
    await expect.poll(() => page.getByTestId('poster-card').count()).toBe(1);
    await film.click();
    await page.waitForURL('**/media/Movies/Inception%20(2010)');
    await expect
      .poll(() => page.getByRole('heading', { name: /Inception/ }).isVisible(), { timeout: 15_000 })
      .toBe(true);

    // Play: the lazily loaded player streams the real file (ranges) and time moves on.
    await page.getByRole('button', { name: 'Play' }).click();
    const player = page.getByRole('dialog', { name: path.basename(PLAYABLE) });
    const video = player.locator('video');
    await expect
      .poll(() => video.evaluate((v: HTMLVideoElement) => (v.error ? `error ${v.error.code}` : v.currentTime > 0.5)), {
        timeout: 15_000,
      })
      .toBe(true);
    expect(await video.evaluate((v: HTMLVideoElement) => [v.videoWidth, v.videoHeight])).toEqual([640, 360]);
    await screenshot(page, 'walk-player-1280');
    await player.getByRole('button', { name: 'Close player' }).click();

    // Back returns to the same folder, search and all.
    await page.getByRole('button', { name: 'Back' }).click();
    await page.waitForURL(/\/(files|browse)\/Movies\?.*search=Incep/);
    expect(await page.getByPlaceholder('Search files and folders...').inputValue()).toBe('Incep');
    await expect.poll(() => film.isVisible()).toBe(true);
    await expect.poll(() => page.getByTestId('poster-card').count()).toBe(1);

    // Rename the film's file from its page; the link moves and its record follows.
    await film.click();
    await expect
      .poll(() => page.getByRole('heading', { name: /Inception/ }).isVisible(), { timeout: 15_000 })
      .toBe(true);
    await page.getByRole('button', { name: 'Rename', exact: true }).click();
    const rename = page.getByRole('dialog', { name: 'Rename File' });
    await rename.getByLabel('New name').fill('Inception (2010) Final Cut.mkv');
    await rename.getByRole('button', { name: 'Rename' }).click();
    const renamed = path.join(app.library, 'Movies', 'Inception (2010)', 'Inception (2010) Final Cut.mkv');
    await expect.poll(() => readlink(renamed).catch(() => null)).toBe(path.join(source, PLAYABLE));
    const token = await app.login('admin', E2E_PASSWORD);
    const listing = async () => {
      const response = await app.request('/api/files/Movies/Inception%20(2010)', { token });
      const body = (await response.json()) as { items?: { name: string; tmdbId?: number | null }[]; message?: string };
      return (body.items ?? []).map((item) => `${item.name} · tmdb ${item.tmdbId ?? 'none'}`);
    };
    await expect.poll(listing).toEqual(['Inception (2010) Final Cut.mkv · tmdb 27205']);

    // Move a clashing folder into Movies: "File Already Exists", then Replace.
    await page.goto(`${app.url}/files/Incoming`);
    await page.getByRole('button', { name: 'List view' }).click();
    await page.getByRole('button', { name: 'Actions for Whiplash (2014)' }).click();
    await page.getByRole('menuitem', { name: 'Move' }).click();
    const move = page.getByRole('dialog', { name: 'Move Folder' });
    await move
      .getByRole('list', { name: 'Destination folders' })
      .getByRole('button', { name: /^Movies/ })
      .click();
    await move.getByRole('button', { name: 'Move', exact: true }).click();
    const clash = page.getByRole('dialog', { name: 'File Already Exists' });
    await expect.poll(() => clash.isVisible()).toBe(true);
    await screenshot(page, 'walk-move-exists-1280');
    await clash.getByRole('button', { name: 'Replace' }).click();
    await expect.poll(() => page.getByText('Moved "Whiplash (2014)"').isVisible()).toBe(true);
    expect(await readFile(path.join(app.library, 'Movies', OWN_COPY.replace('Incoming/', '')), 'utf8')).toBe(
      OWN_COPY_BYTES,
    );
    // The replaced folder was the organiser's link: it is in the trash's records, its target untouched.
    expect((await lstat(path.join(source, SPARSE[0] ?? ''))).size).toBe(FILM_SIZE);

    // Delete the moved real file: it goes to the data folder's trash, byte for byte.
    await page.goto(`${app.url}/files/Movies`);
    await page.getByRole('button', { name: 'List view' }).click();
    await page.getByRole('button', { name: 'Actions for Whiplash (2014)' }).click();
    await page.getByRole('menuitem', { name: 'Delete' }).click();
    await page.getByRole('dialog', { name: 'Confirm Delete' }).getByRole('button', { name: 'Delete' }).click();
    await expect.poll(() => page.getByText('Folder "Whiplash (2014)" deleted successfully').isVisible()).toBe(true);
    await expect.poll(() => page.getByRole('row', { name: /Whiplash/ }).count()).toBe(0);
    const trashed = (await filesUnder(path.join(app.dataDir, 'trash'))).filter((f) =>
      f.endsWith(path.join('Movies', 'Whiplash (2014)', 'Whiplash (2014).mkv')),
    );
    expect(trashed).toHaveLength(1);
    expect(await readFile(path.join(app.dataDir, 'trash', trashed[0] ?? ''), 'utf8')).toBe(OWN_COPY_BYTES);
    await screenshot(page, 'walk-after-delete-1280');

    // What the trash holds can be put back; the listing shows it again. A restore of the folder
    // brings back what one removal took, newest first: the deleted real file, then, asked again,
    // the organiser's link that Replace displaced.
    const restoreFolder = async () => {
      const restored = await app.request('/api/restore-symlinks', {
        method: 'POST',
        token,
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ paths: ['Movies/Whiplash (2014)'] }),
      });
      return restored.json();
    };
    expect(await restoreFolder()).toMatchObject({ success: true, restoredCount: 1 });
    expect(await filesUnder(path.join(app.library, 'Movies', 'Whiplash (2014)'))).toEqual(['Whiplash (2014).mkv']);
    expect(await restoreFolder()).toMatchObject({ success: true, restoredCount: 1 });
    await page.getByRole('button', { name: 'Refresh folder' }).click();
    await expect.poll(() => page.getByRole('row', { name: /Whiplash/ }).count()).toBe(1);
    expect((await filesUnder(path.join(app.library, 'Movies', 'Whiplash (2014)'))).sort()).toEqual([
      'Whiplash (2014).mkv',
      SPARSE[0],
    ]);

    // Skip from a film's page: three steps, then back to the folder without it.
    await page.goto(`${app.url}/media/Movies/Gladiator%20(2000)`);
    await expect
      .poll(() => page.getByRole('heading', { name: /Gladiator/ }).isVisible(), { timeout: 15_000 })
      .toBe(true);
    await page.getByRole('button', { name: 'Modify' }).click();
    const options = page.getByRole('dialog', { name: 'Process Media File' });
    await options.getByLabel('Skip Processing').check();
    await options.getByRole('button', { name: 'Process File' }).click();
    await page.getByRole('dialog', { name: 'Skip Processing' }).getByRole('button', { name: 'Continue' }).click();
    const skip = page.getByRole('dialog', { name: 'Skip Processing' });
    await expect.poll(() => skip.getByText('Complete', { exact: true }).isVisible(), { timeout: 15_000 }).toBe(true);
    await screenshot(page, 'walk-skip-1280');
    await page.waitForURL(/\/files\/Movies/, { timeout: 10_000 });
    await expect.poll(() => page.getByRole('row', { name: /Whiplash/ }).count()).toBe(1);
    expect(await page.getByRole('row', { name: /Gladiator/ }).count()).toBe(0);
    expect(await filesUnder(path.join(app.library, 'Movies', 'Gladiator (2000)'))).toEqual([]);
  }, 120_000);

  it('bulk-selects three files at phone width and processes them one at a time', async () => {
    page = await pages.open(PHONE);
    await signInAt(page, app.url);
    await page.goto(`${app.url}/files/Unsorted`);
    await page.getByRole('button', { name: 'List view' }).click();
    await page.getByRole('button', { name: 'Select multiple' }).click();
    for (const file of UNSORTED) await page.getByLabel(`Select ${file}`).check();
    const bar = page.getByRole('toolbar', { name: 'Selection' });
    await expect.poll(() => bar.textContent()).toContain('3 selected');
    await screenshot(page, 'walk-selection-390');
    await bar.getByRole('button', { name: 'Process' }).click();

    const options = page.getByRole('dialog', { name: 'Process Media File' });
    await options.getByLabel('Auto-Select First Result').check();
    await options.getByRole('button', { name: 'Process File' }).click();
    await expect.poll(() => page.getByText(/Processing \d of 3/).isVisible(), { timeout: 10_000 }).toBe(true);
    await screenshot(page, 'walk-bulk-progress-390');
    await expect.poll(() => page.getByText('Processed 3 files').isVisible(), { timeout: 30_000 }).toBe(true);
    const movies = await readdir(path.join(app.library, 'Movies'));
    for (const title of ['Titanic', 'Avatar', 'Oppenheimer']) {
      expect(movies.some((folder) => folder.startsWith(`${title} (`))).toBe(true);
    }
  });
});
