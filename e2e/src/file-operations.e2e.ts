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
});
