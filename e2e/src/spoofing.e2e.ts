import type { SpoofingConfigDto } from '@cinesync/common';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { E2E_PASSWORD } from './app-under-test.js';
import { DESKTOP, PHONE, screenshot, skipBrowser } from './browser.js';
import { useLibraryInBrowser } from './library-in-browser.js';
import { openSignedIn } from './pages.js';

const FILMS = ['The.Matrix.1999.1080p.BluRay.x264-GRP/The.Matrix.1999.1080p.BluRay.x264-GRP.mkv'];

describe.skipIf(skipBrowser)('Spoofing tab in Chromium', () => {
  const env = useLibraryInBrowser('spoofing', FILMS);
  let token: string;

  beforeAll(async () => {
    token = await env.app.login('admin', E2E_PASSWORD);
  });

  const saved = async (): Promise<SpoofingConfigDto> =>
    (await (await env.app.request('/api/spoofing/config', { token })).json()) as SpoofingConfigDto;

  async function open(viewport: typeof DESKTOP): Promise<Page> {
    const page = await openSignedIn(env.pages, env.app.url, '/settings?tab=spoofing', viewport);
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write'], { origin: env.app.url });
    await page.getByLabel('Enable Spoofing').waitFor();
    return page;
  }

  // By text, not role: a toast raised while a dialog is open sits outside the dialog, which hides the rest
  // of the page from the accessibility tree.
  const toast = (page: Page, text: string) => page.getByText(text, { exact: true }).waitFor();

  it('enables spoofing, copies and regenerates the key, and adds, edits and deletes a mapping at 1280 px', async () => {
    const page = await open(DESKTOP);
    await page.getByLabel('Enable Spoofing').click();
    await toast(page, 'Spoofing enabled');
    expect((await saved()).enabled).toBe(true);

    await page.getByRole('button', { name: 'Regenerate API key' }).click();
    await toast(page, 'API key regenerated successfully');
    const key = (await saved()).apiKey;
    expect(key).toMatch(/^[0-9a-f]{32}$/);
    expect(await page.getByRole('textbox', { name: 'API Key' }).inputValue()).toBe(key);
    await page.getByRole('button', { name: 'Copy API key' }).click();
    await toast(page, 'API key copied to clipboard');
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(key);
    expect(await page.getByTestId('setup-origin').textContent()).toBe(env.app.url);

    await page.getByLabel('Folder Mode').click();
    await toast(page, 'Folder mode enabled');
    await page.getByRole('button', { name: 'Add Mapping' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add Folder Mapping' });
    await dialog.getByRole('button', { name: 'Browse' }).click();
    const picker = page.getByRole('dialog', { name: 'Select Folder' });
    await picker.getByText('Movies', { exact: true }).click();
    await screenshot(page, 'spoofing-picker-1280');
    await picker.getByRole('button', { name: 'Select Folder' }).click();
    await picker.waitFor({ state: 'detached' });
    expect(await dialog.getByRole('textbox', { name: 'Display Name' }).inputValue()).toBe('Movies');
    await dialog.getByRole('button', { name: 'Generate' }).click();
    const mappingKey = await dialog.getByRole('textbox', { name: 'API Key' }).inputValue();
    await dialog.getByRole('button', { name: 'Save' }).click();
    await toast(page, 'Folder mapping added successfully');
    expect((await saved()).folderMappings).toEqual([
      { folderPath: 'Movies', serviceType: 'auto', apiKey: mappingKey, enabled: true, displayName: 'Movies' },
    ]);
    await screenshot(page, 'spoofing-1280');

    await page.getByRole('button', { name: 'Edit Movies' }).click();
    const edit = page.getByRole('dialog', { name: 'Edit Folder Mapping' });
    await edit.getByRole('textbox', { name: 'Display Name' }).fill('Films');
    await edit.getByRole('combobox', { name: 'Service Type' }).click();
    await page.getByRole('option', { name: 'Radarr' }).click();
    await edit.getByRole('button', { name: 'Save' }).click();
    await toast(page, 'Folder mapping updated successfully');
    expect((await saved()).folderMappings).toMatchObject([
      { folderPath: 'Movies', displayName: 'Films', serviceType: 'radarr' },
    ]);

    // A folder outside the library is refused with the server's reason, and nothing changes.
    await page.getByRole('button', { name: 'Add Mapping' }).click();
    await dialog.getByRole('textbox', { name: 'Folder' }).fill('../');
    await dialog.getByRole('textbox', { name: 'Display Name' }).fill('Out');
    await dialog.getByRole('button', { name: 'Generate' }).click();
    await dialog.getByRole('button', { name: 'Save' }).click();
    await toast(page, 'Failed to save folder mapping');
    expect(await dialog.getByText(/climbs out/).isVisible()).toBe(true);
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    expect((await saved()).folderMappings).toHaveLength(1);

    await page.getByRole('button', { name: 'Delete Films' }).click();
    await toast(page, 'Folder mapping deleted successfully');
    expect((await saved()).folderMappings).toEqual([]);
  });

  it('shows mapping cards and fits the screen at 390 px', async () => {
    const page = await open(PHONE);
    if (!(await page.getByLabel('Enable Spoofing').isChecked())) {
      await page.getByLabel('Enable Spoofing').click();
      await toast(page, 'Spoofing enabled');
    }
    await page.getByRole('button', { name: 'Add Mapping' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add Folder Mapping' });
    await dialog.getByRole('button', { name: 'Browse' }).click();
    const picker = page.getByRole('dialog', { name: 'Select Folder' });
    await picker.getByText('Movies', { exact: true }).click();
    await picker.getByRole('button', { name: 'Select Folder' }).click();
    await picker.waitFor({ state: 'detached' });
    await dialog.getByRole('button', { name: 'Generate' }).click();
    await screenshot(page, 'spoofing-dialog-390');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await toast(page, 'Folder mapping added successfully');
    const cards = page.getByRole('list', { name: 'Folder mappings' });
    expect(await cards.getByRole('listitem').count()).toBe(1);
    expect(await page.getByRole('table').count()).toBe(0);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    await screenshot(page, 'spoofing-390');
    await page.getByText('Setup Instructions').scrollIntoViewIfNeeded();
    await screenshot(page, 'spoofing-390-setup');
  });
});
