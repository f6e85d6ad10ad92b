import type { Browser } from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';
import { launchBrowser } from './browser.js';
import { startOrganisedLibrary, type App, type OrganisedLibrary } from './organised-library.js';
import { pagePerTest } from './pages.js';

interface LibraryInBrowser {
  /** The app under test, started over the organised library (read it inside hooks and tests). */
  readonly app: App;
  readonly library: OrganisedLibrary;
  /** A fresh page per test in the block's Chromium. */
  readonly pages: ReturnType<typeof pagePerTest>;
}

/**
 * The setup most browser tests share, registered as the calling block's hooks: an organised library
 * of `files` (see {@link startOrganisedLibrary}) and a Chromium, both ended after the block.
 * Hooks a test file adds after calling this run once both are up.
 */
export function useLibraryInBrowser(label: string, files: readonly string[]): LibraryInBrowser {
  let browser: Browser | undefined;
  let library: OrganisedLibrary | undefined;
  const pages = pagePerTest(() => {
    if (!browser) throw new Error('Chromium is not started yet');
    return browser;
  });
  beforeAll(async () => {
    library = await startOrganisedLibrary(label, files);
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
    await library?.dispose();
  });
  const started = (): OrganisedLibrary => {
    if (!library) throw new Error('the library is read before beforeAll ran');
    return library;
  };
  return {
    get app() {
      return started().app;
    },
    get library() {
      return started();
    },
    pages,
  };
}
