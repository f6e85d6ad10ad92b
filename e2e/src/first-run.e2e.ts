import { mkdir, mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, writeSourceTree, type TestServer } from '../../server/test/support/index.js';
import { startTmdbStandIn, type TmdbStandIn } from '../../server/test/stand-ins/index.js';
import { DESKTOP, launchBrowser, PHONE, screenshot, skipBrowser } from './browser.js';
import { fillSignIn, pagePerTest } from './pages.js';
import { FILM_SIZE } from './organised-library.js';

const webDist = fileURLToPath(new URL('../../web/dist', import.meta.url));
/** The key a person copies from TMDB's site and types into the setup. */
const TMDB_KEY = 'a-key-copied-from-tmdb';
const FILMS = ['Inception.2010.1080p.BluRay.x264-GRP.mkv', 'Whiplash.2014.1080p.BluRay.x264-GRP.mkv'];
const LATER_FILM = 'Gladiator.2000.1080p.BluRay.x264-GRP.mkv';

/** The links under `library`, relative to it. */
async function linksUnder(library: string): Promise<string[]> {
  const entries = await readdir(library, { recursive: true, withFileTypes: true }).catch(() => []);
  return entries
    .filter((entry) => entry.isSymbolicLink())
    .map((entry) => path.relative(library, path.join(entry.parentPath, entry.name)));
}

async function eventually(what: string, check: () => Promise<boolean>, timeoutMs = 30_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`Timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/**
 * A new user: an empty data folder, nothing configured but where TMDB is (the outside world's
 * address, which tests point at the stand-in), and a browser. Everything else is typed in the app.
 */
describe.skipIf(skipBrowser)('a new user from an empty data folder to an organised library', () => {
  let browser: Browser;
  let tmdb: TmdbStandIn;
  let base: string;
  let source: string;
  let library: string;
  let dataDir: string;
  let server: TestServer;
  /** Printed once at the first start; a restart keeps it (stored hashed) and prints nothing. */
  let firstPassword = '';
  const pages = pagePerTest(() => browser);

  const start = () =>
    startTestServer({
      webDist,
      dataDir,
      autoStart: true,
      env: { TMDB_API_BASE_URL: tmdb.baseUrl, TMDB_IMAGE_BASE_URL: tmdb.imageBaseUrl },
    });

  beforeAll(async () => {
    tmdb = await startTmdbStandIn({ apiKey: TMDB_KEY });
    base = await mkdtemp(path.join(os.tmpdir(), 'cinesync-e2e-first-run-'));
    source = path.join(base, 'downloads');
    library = path.join(base, 'library');
    dataDir = path.join(base, 'data');
    await mkdir(library);
    await mkdir(dataDir);
    await writeSourceTree(
      source,
      FILMS.map((file) => ({ path: file, size: FILM_SIZE })),
    );
    server = await start();
    firstPassword = server.generatedPassword ?? '';
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
    await server?.dispose();
    await tmdb?.close();
    await rm(base, { recursive: true, force: true });
  });

  const setupDialog = (page: Page) => page.getByRole('dialog', { name: 'Set up CineSync' });

  it('signs in with the printed password and is led through the setup by itself', async () => {
    expect(firstPassword).not.toBe('');
    const page = await pages.open(DESKTOP);
    await page.goto(`${server.url}/login`);
    await fillSignIn(page, 'admin', firstPassword);
    const dialog = setupDialog(page);
    await dialog.waitFor();
    await screenshot(page, 'first-run-folders-desktop');

    // A library folder that does not exist is refused where it was typed, and nothing is saved.
    await dialog.getByRole('textbox', { name: 'Source folder' }).fill(source);
    await dialog.getByRole('textbox', { name: 'Library folder' }).fill(path.join(base, 'no-such-library'));
    // Folder settings are protected: the password just used to sign in, once more.
    await dialog.getByLabel('Current password').fill(firstPassword);
    await dialog.getByRole('button', { name: 'Save and continue' }).click();
    await dialog.getByText('Folder does not exist').first().waitFor();
    expect(await readFile(path.join(dataDir, '.env'), 'utf8').catch(() => '')).not.toContain('DESTINATION_DIR=');

    await dialog.getByRole('textbox', { name: 'Library folder' }).fill(library);
    await dialog.getByRole('button', { name: 'Save and continue' }).click();

    // The key: a wrong one says TMDB's own reason, the right one works, and it is stored usable.
    const key = dialog.getByLabel('TMDB API key');
    await key.waitFor();
    await key.fill('not-the-key');
    await dialog.getByRole('button', { name: 'Test TMDB key' }).click();
    await dialog.getByText(/Invalid API key/).waitFor();
    await key.fill(TMDB_KEY);
    await dialog.getByRole('button', { name: 'Test TMDB key' }).click();
    await dialog.getByText('Key works').waitFor();
    await screenshot(page, 'first-run-key-desktop');
    await dialog.getByRole('button', { name: 'Save and continue' }).click();
    // The layout, as offered: its own step's button, once the key's save has moved the dialog on
    // (the key step's button would take a second click while its save is still on its way).
    await dialog
      .getByRole('group', { name: /: Layout$/ })
      .getByRole('button', { name: 'Save and continue' })
      .click();
    await dialog.getByRole('button', { name: 'Organise now' }).waitFor();
    await screenshot(page, 'first-run-organise-desktop');
    const env = await readFile(path.join(dataDir, '.env'), 'utf8');
    expect(env).toMatch(new RegExp(`^TMDB_API_KEY=["']?${TMDB_KEY}["']?$`, 'm'));
    await dialog.getByRole('button', { name: 'Organise now' }).click();
    await page.waitForURL('**/file-operations**');

    // The films are linked by the organiser, not by the test.
    await eventually('both films linked', async () => (await linksUnder(library)).length === FILMS.length);
    expect((await linksUnder(library)).sort()).toEqual([
      expect.stringMatching(/^Movies\/Inception \(2010\)\/[^/]+\.mkv$/),
      expect.stringMatching(/^Movies\/Whiplash \(2014\)\/[^/]+\.mkv$/),
    ]);

    // What the person sees: the titles on the dashboard, and no setup asking again.
    await page.goto(`${server.url}/dashboard`);
    await page.getByText('Inception').first().waitFor();
    await page.getByText('Whiplash').first().waitFor();
    expect(await setupDialog(page).count()).toBe(0);
    expect(await page.getByText('Organising is stopped').count()).toBe(0);
    await screenshot(page, 'first-run-dashboard-desktop');
  });

  it('keeps organising after a restart: a file added afterwards is linked without a click', async () => {
    await server.dispose();
    server = await start();
    await writeSourceTree(source, [{ path: LATER_FILM, size: FILM_SIZE }]);
    await eventually(
      'the new film linked by the watcher',
      async () => (await linksUnder(library)).some((link) => link.startsWith('Movies/Gladiator (2000)/')),
      45_000,
    );

    // The same session still works on the phone: signed in again, the dashboard shows the film.
    const page = await pages.open(PHONE);
    await page.goto(`${server.url}/login`);
    await fillSignIn(page, 'admin', firstPassword);
    await page.getByText('Gladiator').first().waitFor();
    expect(await setupDialog(page).count()).toBe(0);
    await screenshot(page, 'first-run-dashboard-phone');
  });
});
