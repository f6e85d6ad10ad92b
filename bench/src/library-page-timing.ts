import type { Browser, Page } from 'playwright-core';

export type ViewMode = 'poster' | 'list';

interface Viewport {
  width: number;
  height: number;
}

/** What one cold load of the library page took, in ms from the start of navigation. */
export interface LoadTiming {
  firstContentfulPaint: number;
  firstItem: number;
  /** The page's items painted down to the bottom of the window (or all `expected` of them). */
  fullPage: number;
  /** Every poster image of the page decoded (poster view only; NaN in the list view). */
  postersLoaded: number;
  /** The longest main-thread task during the load (Long Tasks API). */
  longestTask: number;
  /** Items in the DOM once the page shows (100 when every item of the page is drawn). */
  itemsDrawn: number;
}

/**
 * The items of a page, whichever view shows them: the poster grid is a list of cards, the list view
 * a table; both are labelled "Folder contents". Runs in the page.
 */
const ITEMS_SCRIPT = `
  window.__itemNames = () => {
    const cards = document.querySelectorAll('[aria-label="Folder contents"] [data-testid="poster-card"] > button:not(.item-menu)');
    if (cards.length > 0) return Array.from(cards, (b) => b.getAttribute('aria-label') ?? '');
    const rows = document.querySelectorAll('table[aria-label="Folder contents"] tbody tr');
    return Array.from(rows, (r) => r.querySelector('[title]')?.getAttribute('title') ?? '').filter((n) => n !== '');
  };
  // The page is shown when its items are drawn down to the bottom of the window, or all of them are
  // (a virtualised view draws the screenful, not the whole page of 100).
  window.__pageShown = (expected) => {
    const items = document.querySelectorAll(
      '[aria-label="Folder contents"] [data-testid="poster-card"], table[aria-label="Folder contents"] tbody tr [title]',
    );
    const last = items[items.length - 1];
    if (!last) return false;
    return items.length >= expected || last.getBoundingClientRect().bottom >= window.innerHeight;
  };
  // Clicks, then resolves with the time to the frame that shows a new first item and count items.
  window.__timeClick = (element, count) =>
    new Promise((resolve, reject) => {
      const before = window.__itemNames()[0];
      const start = performance.now();
      element.click();
      const frame = () => {
        const names = window.__itemNames();
        if (window.__pageShown(count) && names[0] !== before) {
          void document.body.offsetHeight; // this frame's style and layout, as for the load marks
          resolve(performance.now() - start);
        }
        else if (performance.now() - start > 30000) reject(new Error('the items did not change'));
        else requestAnimationFrame(frame);
      };
      requestAnimationFrame(frame);
    });
`;

/**
 * Stamps, in the page, when the first item and the whole page of `expected` items reach the screen:
 * a DOM change is seen by a MutationObserver, and the stamp is taken in the next frame (the frame that
 * paints it) after its style and layout. Long tasks are recorded from the start.
 */
function markScript(expected: number): string {
  return `${ITEMS_SCRIPT}
  (() => {
    const marks = (window.__marks = { longestTask: 0 });
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) marks.longestTask = Math.max(marks.longestTask, entry.duration);
    }).observe({ type: 'longtask', buffered: true });
    // Stamped in the next frame once its style and layout are done (forced here): later tasks, such as
    // drawing more of a virtualised list after that frame, do not count.
    const afterPaint = (key) => {
      if (key in marks) return;
      marks[key] = null;
      requestAnimationFrame(() => {
        void document.body.offsetHeight;
        marks[key] = performance.now();
      });
    };
    new MutationObserver(() => {
      const count = window.__itemNames().length;
      if (count > 0) afterPaint('firstItem');
      if (window.__pageShown(${expected})) afterPaint('fullPage');
    }).observe(document, { childList: true, subtree: true });
  })();`;
}

async function openPage(browser: Browser, viewport: Viewport, view: ViewMode, script: string): Promise<Page> {
  const context = await browser.newContext({ viewport });
  await context.addInitScript(`localStorage.setItem('fileViewMode', '${view}');${script}`);
  return context.newPage();
}

/** One cold load (fresh browser context: no cache) of `url` in `view`, until a page of `expected` items and its posters show. */
export async function timeLoad(
  browser: Browser,
  url: string,
  view: ViewMode,
  expected: number,
  viewport: Viewport,
): Promise<LoadTiming> {
  const page = await openPage(browser, viewport, view, markScript(expected));
  try {
    await page.goto(url, { waitUntil: 'commit' });
    await page.waitForFunction(() => typeof window.__marks?.fullPage === 'number', undefined, { timeout: 60_000 });
    const postersLoaded =
      view === 'poster'
        ? await page.waitForFunction(
            () => {
              const images = Array.from(document.querySelectorAll<HTMLImageElement>('[data-testid="poster-card"] img'));
              return images.length > 0 && images.every((img) => img.complete) ? performance.now() : false;
            },
            undefined,
            { polling: 'raf', timeout: 60_000 },
          )
        : null;
    const marks = await page.evaluate(() => window.__marks);
    const paint = await page.evaluate(
      () => performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? Number.NaN,
    );
    return {
      firstContentfulPaint: paint,
      firstItem: marks.firstItem ?? Number.NaN,
      fullPage: marks.fullPage ?? Number.NaN,
      postersLoaded: postersLoaded ? ((await postersLoaded.jsonValue()) as number) : Number.NaN,
      longestTask: marks.longestTask,
      itemsDrawn: await page.evaluate(() => window.__itemNames().length),
    };
  } finally {
    await page.context().close();
  }
}

/**
 * An open library page in `view`, its first page of items on screen, for timing interactions and
 * taking screenshots. The caller closes its context.
 */
export async function openLibraryPage(browser: Browser, url: string, view: ViewMode, viewport: Viewport) {
  const page = await openPage(browser, viewport, view, ITEMS_SCRIPT);
  await page.goto(url);
  await page.waitForFunction(() => window.__itemNames().length > 0, undefined, { timeout: 60_000 });
  return page;
}

/**
 * Clicks the button named `name` and measures, in the page, the time until the frame that shows a
 * different first item (the new page of items), with `expected` items.
 */
export async function timeClick(page: Page, name: string, expected: number): Promise<number> {
  const button = page.getByRole('button', { name, exact: true }).first();
  await button.waitFor();
  const handle = await button.elementHandle();
  if (!handle) throw new Error(`no button ${name}`);
  return page.evaluate(([element, count]) => window.__timeClick(element as HTMLElement, count), [
    handle,
    expected,
  ] as const);
}

declare global {
  interface Window {
    __itemNames: () => string[];
    __timeClick: (element: HTMLElement, count: number) => Promise<number>;
    __pageShown: (expected: number) => boolean;
    __marks: { firstItem?: number | null; fullPage?: number | null; longestTask: number };
  }
}
