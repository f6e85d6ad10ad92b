import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { change, operation, polls, previewAnswer } from '../../../components/reorganise/reorganise-server.test-support';
import { json } from '../../../test/mock-fetch';
import { renderApp } from '../../../test/render-app';
import { GeneralTab } from './GeneralTab';
import { settingsServer } from './settings-server.test-support';

afterEach(cleanup);

const matrix = change('The Matrix (1999)', 'Movies/The Matrix/M.mkv', 'Movies/The Matrix (1999)/M (1999).mkv');
const heat = change('Heat (1995)', 'Movies/Heat/Heat.mkv', 'Movies/Heat (1995)/Heat (1995).mkv');

/** The General tab on a server whose whole-library preview answers with `lines`. */
async function open(lines: (typeof matrix)[]) {
  const previews: Response[] = [];
  const server = settingsServer({
    answers: {
      'POST /api/reorganise/preview': () => {
        const answer = previewAnswer(lines);
        previews.push(answer);
        return answer;
      },
      'POST /api/reorganise/apply': () => json({ operationId: 5 }, 202),
      'GET /api/reorganise/operations/5': polls(operation({ state: 'done', moved: 2, total: 2 })),
    },
  });
  renderApp(<GeneralTab />, { fetch: server.fetch, route: '/settings' });
  await screen.findByRole('tablist', { name: 'Configuration categories' });
  return { server, previews };
}

function showCategory(name: string) {
  const tabs = within(screen.getByRole('tablist', { name: 'Configuration categories' })).getAllByRole('tab');
  fireEvent.click(tabs.find((tab) => tab.textContent?.startsWith(name))!);
}

function choose(key: string, option: string) {
  fireEvent.mouseDown(screen.getByRole('combobox', { name: key }));
  fireEvent.click(within(screen.getByRole('listbox')).getByRole('option', { name: option }));
}

async function save() {
  fireEvent.click(screen.getByRole('button', { name: /^Save \d+ Changes$/ }));
  const dialog = await screen.findByRole('dialog', { name: 'Save Configuration Changes' });
  fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
  await screen.findByText('Configuration saved successfully');
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
}

async function saveRenaming() {
  showCategory('Renaming Structure Configuration');
  choose('RENAME_ENABLED', 'true');
  await save();
}

describe('Re-organise banner after a settings save', () => {
  it('says how many links would change after a naming save, and Review opens the preview', async () => {
    const { server } = await open([matrix, heat]);
    await saveRenaming();
    const banner = (await screen.findByText('2 links would change')).closest('[role="alert"]') as HTMLElement;
    expect(server.callsTo('POST', '/api/reorganise/preview').map((call) => call.body)).toEqual([{}]);

    fireEvent.click(within(banner).getByRole('button', { name: 'Review' }));
    const dialog = await screen.findByRole('dialog', { name: 'Re-organise library' });
    expect(await within(dialog).findByText('2 links would change')).toBeTruthy();
    expect(within(dialog).getByText('The Matrix (1999)')).toBeTruthy();
    expect(within(dialog).getByText('Heat (1995)')).toBeTruthy();
  });

  it('goes away once the changes are applied', async () => {
    await open([matrix, heat]);
    await saveRenaming();
    fireEvent.click(await screen.findByRole('button', { name: 'Review' }));
    const dialog = await screen.findByRole('dialog', { name: 'Re-organise library' });
    await within(dialog).findByText('2 links would change');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Apply' }));
    expect(await within(dialog).findByText('Moved 2 links')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.queryByText('2 links would change')).toBeNull();
  });

  it('shows nothing when no link would change', async () => {
    const { previews } = await open([]);
    await saveRenaming();
    // The whole answer read and its summary handled, yet no banner.
    await waitFor(() => expect(previews[0]?.bodyUsed).toBe(true));
    await act(async () => {});
    expect(screen.queryByText(/would change/)).toBeNull();
    expect(screen.queryByRole('button', { name: 'Review' })).toBeNull();
  });

  it('does not check the library after saving a setting that does not move links', async () => {
    const { server } = await open([matrix]);
    fireEvent.change(screen.getByRole('textbox', { name: 'SOURCE_DIR' }), { target: { value: '/mnt/in' } });
    showCategory('Logging Configuration');
    choose('LOG_LEVEL', 'DEBUG');
    await save();
    expect(server.callsTo('POST', '/api/reorganise/preview')).toEqual([]);
    expect(screen.queryByText(/would change/)).toBeNull();
  });
});
