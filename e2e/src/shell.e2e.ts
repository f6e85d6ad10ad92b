import { createServer } from 'node:net';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { E2E_PASSWORD, startAppUnderTest } from './app-under-test.js';
import { DESKTOP, launchBrowser, PHONE, screenshot, skipBrowser } from './browser.js';
import { fillSignIn, pagePerTest } from './pages.js';

type App = Awaited<ReturnType<typeof startAppUnderTest>>;

describe.skipIf(skipBrowser)('the app shell in Chromium', () => {
  let browser: Browser;
  let app: App;
  let page: Page;
  const pages = pagePerTest(() => browser);

  beforeAll(async () => {
    browser = await launchBrowser();
    app = await startAppUnderTest();
  });
  afterAll(async () => {
    await browser?.close();
    await app?.dispose();
  });
  it('signs in, shows the shell, keeps the theme across reloads, and logs out', async () => {
    page = await pages.open();
    await page.goto(`${app.url}/`);
    await page.waitForURL('**/login');
    await expect.poll(() => page.getByRole('heading', { name: 'CineSync Login' }).isVisible()).toBe(true);
    await screenshot(page, 'login-1280');

    await fillSignIn(page, 'admin', 'wrong');
    await expect.poll(() => page.getByRole('alert').textContent()).toBe('Invalid username or password');
    expect(await page.getByLabel('Password', { exact: true }).inputValue()).toBe('');

    await fillSignIn(page);
    await page.waitForURL('**/dashboard');
    await expect.poll(() => page.getByRole('heading', { name: 'Dashboard' }).isVisible()).toBe(true);
    expect(await page.getByTestId('current-username').textContent()).toBe('admin');
    const nav = page.getByRole('navigation', { name: 'Main' });
    for (const item of ['Dashboard', 'Browse', 'File Operations', 'Favorites', 'Settings']) {
      expect(await nav.getByRole('link', { name: item }).isVisible(), item).toBe(true);
    }
    // The menu's box (the dashboard has a WebDAV Status card too).
    expect(await page.locator('#webdav-status-title').isVisible()).toBe(true);
    expect(await page.getByText('v3.1').isVisible()).toBe(true);
    await screenshot(page, 'dashboard-1280');

    expect(await page.evaluate(() => localStorage.getItem('themeMode'))).not.toBe('light');
    const darkBackground = await page.evaluate(() => getComputedStyle(document.body).backgroundColor);
    await page.getByRole('button', { name: 'Toggle theme' }).click();
    await expect.poll(() => page.evaluate(() => localStorage.getItem('themeMode'))).toBe('light');
    await page.reload();
    await expect.poll(() => page.getByRole('heading', { name: 'Dashboard' }).isVisible()).toBe(true);
    const lightBackground = await page.evaluate(() => getComputedStyle(document.body).backgroundColor);
    expect(lightBackground).not.toBe(darkBackground);
    await screenshot(page, 'dashboard-light-1280');

    await page.getByRole('button', { name: 'Logout' }).click();
    await page.waitForURL('**/login');
    expect(await page.evaluate(() => localStorage.getItem('cinesync.token'))).toBeNull();
  });

  it('sends a logged-out visitor to sign in and then back to the page asked for', async () => {
    page = await pages.open();
    await page.goto(`${app.url}/settings?tab=general`);
    await page.waitForURL('**/login');
    await fillSignIn(page);
    await page.waitForURL((url) => url.pathname === '/settings' && url.search === '?tab=general');
    await expect.poll(() => page.getByRole('heading', { name: 'Settings' }).isVisible()).toBe(true);
  });

  it('drops a stored token the server no longer accepts and asks to sign in', async () => {
    page = await pages.open();
    await page.goto(`${app.url}/login`);
    await page.evaluate(() => localStorage.setItem('cinesync.token', 'expired.or.forged'));
    await page.goto(`${app.url}/dashboard`);
    await page.waitForURL('**/login');
    expect(await page.evaluate(() => localStorage.getItem('cinesync.token'))).toBeNull();
  });

  it('shows the 404 page for an unknown URL, and Access Denied with a countdown when logged out', async () => {
    page = await pages.open();
    await page.goto(`${app.url}/login`);
    await fillSignIn(page);
    await page.waitForURL('**/dashboard');
    await page.goto(`${app.url}/no/such/page`);
    await expect.poll(() => page.getByText('404 - Page Not Found').isVisible()).toBe(true);
    expect(await page.getByText("The page you're looking for doesn't exist.").isVisible()).toBe(true);
    await screenshot(page, 'not-found-1280');
    await page.getByRole('link', { name: 'Back to Dashboard' }).click();
    await page.waitForURL('**/dashboard');

    await page.getByRole('button', { name: 'Logout' }).click();
    await page.waitForURL('**/login');
    await page.goto(`${app.url}/no/such/page`);
    await expect.poll(() => page.getByText('Access Denied').isVisible()).toBe(true);
    expect(await page.getByText('You need to be logged in to access this page.').isVisible()).toBe(true);
    expect(await page.getByText(/Redirecting to login in \d+ seconds?/).isVisible()).toBe(true);
    await page.waitForURL('**/login', { timeout: 8000 });
  });

  it('works at phone width: drawer with view options', async () => {
    page = await pages.open(PHONE);
    await page.goto(`${app.url}/login`);
    await screenshot(page, 'login-390');
    await fillSignIn(page);
    await page.waitForURL('**/dashboard');
    expect(await page.getByRole('navigation', { name: 'Main' }).isVisible()).toBe(false);
    await screenshot(page, 'dashboard-390');
    await page.getByRole('button', { name: 'Open menu' }).click();
    await expect.poll(() => page.getByText('View Options').isVisible()).toBe(true);
    await page.getByText('List View').click();
    await expect.poll(() => page.evaluate(() => localStorage.getItem('fileViewMode'))).toBe('list');
    await screenshot(page, 'drawer-390');
    await page.goto(`${app.url}/unknown-route`);
    await expect.poll(() => page.getByText('404 - Page Not Found').isVisible()).toBe(true);
    await screenshot(page, 'not-found-390');
  });

  it('asks to restart after a port change and moves to the new port', async () => {
    page = await pages.open();
    await page.goto(`${app.url}/login`);
    // The page's one event stream must be open before the change, or it would miss the event. The
    // server subscribes it to the bus before sending the answer's headers, so their arrival is proof.
    const streamOpen = page.waitForResponse(
      (response) => new URL(response.url()).pathname === '/api/events' && response.status() === 200,
    );
    await fillSignIn(page);
    await page.waitForURL('**/dashboard');
    await streamOpen;
    // The person is in Settings when the port changes (saved through the API Settings uses).
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Settings' }).click();
    await page.waitForURL('**/settings**');
    const uiPort = await freePort();
    const token = await app.login('admin', E2E_PASSWORD);
    const res = await app.request('/api/config/update', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ updates: [{ key: 'CINESYNC_UI_PORT', value: String(uiPort) }] }),
      token,
    });
    expect(res.status).toBe(200);
    const dialog = page.getByRole('dialog', { name: 'Server Restart Required' });
    await expect.poll(() => dialog.isVisible(), { timeout: 10_000 }).toBe(true);
    await screenshot(page, 'restart-dialog-1280');
    await dialog.getByRole('button', { name: 'Restart Now' }).click();
    await expect.poll(() => page.getByText('Restart Complete!').isVisible(), { timeout: 10_000 }).toBe(true);
    await page.waitForURL((url) => url.port === String(uiPort), { timeout: 15_000 });
    await page.waitForURL('**/login');
    expect(app.host.ports()).toContain(uiPort);
    // A new port is a new origin: the sign-in stays behind, the page says why, and no token travels.
    await page.getByText(/CineSync now answers on this port instead of \d+; your browser keeps a sign-in/).waitFor();
    await screenshot(page, 'restart-moved-sign-in-1280');
    await fillSignIn(page);
    await page.waitForURL((url) => url.port === String(uiPort) && url.pathname === '/settings');
    expect(page.url()).not.toMatch(/token|movedFrom/i);
  });
});

describe.skipIf(skipBrowser)('with authentication off', () => {
  let browser: Browser;
  let app: App;
  beforeAll(async () => {
    browser = await launchBrowser();
    app = await startAppUnderTest({ CINESYNC_AUTH_ENABLED: 'false' });
  });
  afterAll(async () => {
    await browser?.close();
    await app?.dispose();
  });

  it('opens straight onto the dashboard as Guest, without a logout button', async () => {
    const page = await browser.newPage({ viewport: DESKTOP });
    await page.goto(`${app.url}/login`);
    await page.waitForURL('**/dashboard');
    await expect.poll(() => page.getByTestId('current-username').textContent()).toBe('Guest');
    expect(await page.getByRole('button', { name: 'Logout' }).count()).toBe(0);
  });
});

function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}
