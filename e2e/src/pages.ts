import { afterEach } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { E2E_PASSWORD } from './app-under-test.js';
import { DESKTOP, screenshot } from './browser.js';

/** Fill in and send the sign-in form already on screen. */
export async function fillSignIn(page: Page, username = 'admin', password = E2E_PASSWORD): Promise<void> {
  await page.getByLabel('Username').fill(username);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign In' }).click();
}

/** Sign in from the login page of the app at `url` and land on the dashboard. */
export async function signInAt(page: Page, url: string): Promise<void> {
  await page.goto(`${url}/login`);
  await fillSignIn(page);
  await page.waitForURL('**/dashboard');
}

/**
 * A fresh browser context per test, a screenshot of the page when the test fails, and the context
 * closed afterwards. Call inside a `describe`; `browser` is read when a page is opened.
 */
export function pagePerTest(browser: () => Browser): { open: (viewport?: typeof DESKTOP) => Promise<Page> } {
  let current: Page | undefined;
  afterEach(async (context) => {
    if (context.task.result?.state === 'fail' && current) await screenshot(current, `failed-${context.task.name}`);
    await current?.context().close();
    current = undefined;
  });
  return {
    open: async (viewport = DESKTOP) => {
      const context = await browser().newContext({ viewport });
      current = await context.newPage();
      return current;
    },
  };
}

/** A fresh page of `viewport`, signed in to the app at `url`, at `route` (`/settings?tab=jobs`). */
export async function openSignedIn(
  pages: { open: (viewport?: typeof DESKTOP) => Promise<Page> },
  url: string,
  route: string,
  viewport = DESKTOP,
): Promise<Page> {
  const page = await pages.open(viewport);
  await signInAt(page, url);
  await page.goto(`${url}${route}`);
  return page;
}
