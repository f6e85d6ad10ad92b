import { mkdir, mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from '../../server/test/support/free-port.js';
import { startTestServer, type TestServer } from '../../server/test/support/index.js';
import { E2E_PASSWORD } from './app-under-test.js';
import { DESKTOP, launchBrowser, screenshot, skipBrowser } from './browser.js';
import { pagePerTest, signInAt } from './pages.js';

const webDist = fileURLToPath(new URL('../../web/dist', import.meta.url));
const OFFLINE_TEXT = 'Can’t reach CineSync — retrying…';

/** The server going away under an open page and coming back on the same port, as a restart does. */
describe.skipIf(skipBrowser)('a page open while the server is away', () => {
  let browser: Browser;
  let base: string;
  let port: number;
  let server: TestServer | undefined;
  const pages = pagePerTest(() => browser);

  const start = async () => {
    server = await startTestServer({
      webDist,
      dataDir: path.join(base, 'data'),
      listen: { ip: '127.0.0.1', ports: [port] },
      env: { CINESYNC_PASSWORD: E2E_PASSWORD, DESTINATION_DIR: path.join(base, 'library') },
    });
    return server;
  };

  beforeAll(async () => {
    base = await mkdtemp(path.join(os.tmpdir(), 'cinesync-e2e-outage-'));
    await mkdir(path.join(base, 'data'));
    await mkdir(path.join(base, 'library'));
    port = await freePort();
    await start();
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
    await server?.dispose();
    await rm(base, { recursive: true, force: true });
  });

  it('says so on every page, never "Something went wrong", and recovers by itself', async () => {
    const url = server!.url;
    const page = await pages.open(DESKTOP);
    await signInAt(page, url);
    await page.getByText('Recently Added Media').waitFor();

    await server!.dispose();
    server = undefined;
    // A page whose code was never fetched, and one already seen: both while nothing answers.
    const menu = page.getByRole('navigation');
    await menu.getByRole('link', { name: 'Settings' }).click();
    await page.getByText(OFFLINE_TEXT).waitFor();
    await menu.getByRole('link', { name: 'File Operations' }).click();
    await page.getByText(OFFLINE_TEXT).waitFor();
    const webdav = page.getByRole('region', { name: 'WebDAV Status' });
    await webdav.getByText('CineSync can’t be reached').waitFor();
    expect(await webdav.getByText('Offline').count()).toBe(1);
    await screenshot(page, 'outage-file-operations-desktop');
    expect(await page.getByText('Something went wrong').count()).toBe(0);

    await start();
    // Back without a click: the page the person is on loads and the notice goes.
    await page.getByRole('tab', { name: 'Operations' }).waitFor({ timeout: 45_000 });
    await page.getByText(OFFLINE_TEXT).waitFor({ state: 'hidden', timeout: 45_000 });
    expect(page.url()).toContain('/file-operations');
    expect(await page.getByText('Something went wrong').count()).toBe(0);
    await webdav.getByText('Online').waitFor();
  });
});
