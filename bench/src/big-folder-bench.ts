import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Browser } from 'playwright-core';
import { launchChromium } from '../../e2e/src/chromium-binary.js';
import { startBigFolderWorld, type BigFolderWorld } from './big-folder-world.js';
import { openLibraryPage, timeClick, timeLoad, type LoadTiming, type ViewMode } from './library-page-timing.js';
import { percentile, sample, type BenchRow } from './measure.js';
import { filesPages } from './files-pages.js';

const ENTRIES = 100_000;
const PAGE_SIZE = 100;
const LOADS = 7;
const CLICKS = 5;
const DESKTOP = { width: 1440, height: 900 };
const PHONE = { width: 390, height: 844 };
const screenshotsDir = fileURLToPath(new URL('../results/screenshots', import.meta.url));

const median = (values: number[]) =>
  percentile(
    [...values].sort((a, b) => a - b),
    50,
  );

/** `GET /api/files` on the 100,000-entry folder, page of 100: name order, size order, a letter and a search. */
async function apiRows(world: BigFolderWorld): Promise<BenchRow[]> {
  const { get, once } = filesPages((p) => world.server.request(p), world.folder, ENTRIES / PAGE_SIZE, PAGE_SIZE);
  const coldName = await once('');
  const byName = await sample(get(''), 200, 20);
  const coldSize = await once('&sort=size-desc');
  const bySize = await sample(get('&sort=size-desc'), 200, 20);
  const byLetter = await sample(get('&letter=M', 30), 100, 10);
  // "story 01" matches Story 010000…019999: 10,000 entries over 100 pages.
  const bySearch = await sample(get('&search=story%2001', 100), 100, 10);
  return [
    { name: 'first page of a 100k folder, name order (readdir)', value: coldName, unit: 'ms' },
    { name: 'GET /api/files 100k entries name-asc p50', value: percentile(byName, 50), unit: 'ms', budget: 30 },
    { name: 'GET /api/files 100k entries name-asc p95', value: percentile(byName, 95), unit: 'ms' },
    { name: 'first page of a 100k folder, size order (100k stats)', value: coldSize, unit: 'ms' },
    { name: 'GET /api/files 100k entries size-desc p50', value: percentile(bySize, 50), unit: 'ms', budget: 30 },
    { name: 'GET /api/files 100k entries letter p50', value: percentile(byLetter, 50), unit: 'ms', budget: 30 },
    { name: 'GET /api/files 100k entries search p50', value: percentile(bySearch, 50), unit: 'ms', budget: 30 },
  ];
}

/** Cold loads of /files/<folder> in one view: medians of first paint, first item, the whole page, posters. */
async function loadRows(browser: Browser, url: string, view: ViewMode): Promise<BenchRow[]> {
  await timeLoad(browser, url, view, PAGE_SIZE, DESKTOP); // warms the server's listing and poster caches
  const runs: LoadTiming[] = [];
  for (let i = 0; i < LOADS; i++) runs.push(await timeLoad(browser, url, view, PAGE_SIZE, DESKTOP));
  const of = (key: keyof LoadTiming) => median(runs.map((run) => run[key]));
  const rows: BenchRow[] = [
    { name: `${view} view: first contentful paint`, value: of('firstContentfulPaint'), unit: 'ms', budget: 1000 },
    { name: `${view} view: first item painted`, value: of('firstItem'), unit: 'ms', budget: 1000 },
    {
      name: `${view} view: page of 100 painted (as far as the window shows)`,
      value: of('fullPage'),
      unit: 'ms',
      budget: 1000,
    },
    { name: `${view} view: items drawn in the DOM`, value: of('itemsDrawn'), unit: 'items' },
    { name: `${view} view: longest main-thread task during load`, value: of('longestTask'), unit: 'ms' },
  ];
  if (view === 'poster') rows.push({ name: 'poster view: 100 posters loaded', value: of('postersLoaded'), unit: 'ms' });
  return rows;
}

/** Next page and a letter of the alphabet index, clicked on an open page: time until the new items are painted. */
async function interactionRows(browser: Browser, url: string, view: ViewMode): Promise<BenchRow[]> {
  const page = await openLibraryPage(browser, url, view, DESKTOP);
  try {
    const next: number[] = [];
    const letters: number[] = [];
    for (let i = 0; i < CLICKS; i++) next.push(await timeClick(page, 'Go to next page', PAGE_SIZE));
    for (const letter of ['M', 'S', 'D', 'Z', 'B', 'K'])
      letters.push(await timeClick(page, `Letter ${letter}`, PAGE_SIZE));
    return [
      { name: `${view} view: next page, new items painted`, value: median(next), unit: 'ms', budget: 500 },
      { name: `${view} view: letter of the index, new items painted`, value: median(letters), unit: 'ms', budget: 500 },
    ];
  } finally {
    await page.context().close();
  }
}

/** Desktop and phone pictures of the page for people to look at (bench/results/screenshots). */
async function screenshots(browser: Browser, url: string): Promise<void> {
  await mkdir(screenshotsDir, { recursive: true });
  for (const [label, viewport] of [
    ['1440', DESKTOP],
    ['390', PHONE],
  ] as const) {
    for (const view of ['poster', 'list'] as const) {
      const page = await openLibraryPage(browser, url, view, viewport);
      try {
        // Not 'networkidle': the live event stream keeps a request open for good.
        await page
          .waitForFunction(() => Array.from(document.images).every((image) => image.complete), undefined, {
            timeout: 10_000,
          })
          .catch(() => undefined);
        await page.screenshot({ path: path.join(screenshotsDir, `big-folder-${view}-${label}.png`) });
      } finally {
        await page.context().close();
      }
    }
  }
}

/**
 * The library on a folder of 100,000 links: `/api/files` pages, then the built web app in headless
 * Chromium (cold loads of /files/Movies in both views, next page and the alphabet index).
 */
export async function bigFolderBench(): Promise<BenchRow[]> {
  const world = await startBigFolderWorld(ENTRIES);
  try {
    const rows = await apiRows(world);
    const browser = await launchChromium();
    try {
      const url = `${world.server.url}/files/${world.folder}`;
      for (const view of ['list', 'poster'] as const) {
        rows.push(...(await loadRows(browser, url, view)));
        rows.push(...(await interactionRows(browser, url, view)));
      }
      if (process.env.BENCH_SCREENSHOTS) await screenshots(browser, url);
    } finally {
      await browser.close();
    }
    return rows;
  } finally {
    await world.dispose();
  }
}
