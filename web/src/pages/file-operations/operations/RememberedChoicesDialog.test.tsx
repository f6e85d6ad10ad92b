import type { FolderChoice } from '@cinesync/common';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { json } from '../../../test/mock-fetch';
import { renderApp } from '../../../test/render-app';
import { noCounts, operationsServer } from './operations-test-server';
import { OperationsTab } from './OperationsTab';

const titleFolder: FolderChoice = {
  folder: '/src/Fight Club (1999)',
  folderLabel: 'Fight Club (1999)/',
  tmdbId: 550,
  mediaType: 'movie',
  title: 'Fight Club',
  year: 1999,
  chosenAt: '2026-11-27T10:00:00.000Z',
  applies: true,
  reason: null,
};
const downloads: FolderChoice = {
  folder: '/src/Downloads',
  folderLabel: 'Downloads/',
  tmdbId: 550,
  mediaType: 'movie',
  title: 'Fight Club',
  year: 1999,
  chosenAt: '2026-01-02T10:00:00.000Z',
  applies: false,
  reason: 'Downloads/ holds files of several titles (“movie”, “Gladiator”)',
};

function choicesServer() {
  let kept = [downloads, titleFolder];
  const server = operationsServer(() => ({ operations: [], total: 0, statusCounts: noCounts }), {
    'GET /api/folder-choices': () => json({ choices: kept }),
    'DELETE /api/folder-choices': () => {
      const body = server.callsTo('DELETE', '/api/folder-choices').at(-1)?.body as { folder: string };
      kept = kept.filter((c) => c.folder !== body.folder);
      return json({ success: true, folder: body.folder });
    },
  });
  return server;
}

describe('remembered choices in File Operations', () => {
  afterEach(() => cleanup());

  it('lists each choice with its folder and whether it is followed, and removes one', async () => {
    const server = choicesServer();
    renderApp(<OperationsTab onManualImport={() => {}} />, {
      fetch: server.fetch,
      route: '/file-operations?tab=failed',
    });
    // Nothing is asked for until the list is opened.
    expect(server.callsTo('GET', '/api/folder-choices')).toEqual([]);
    fireEvent.click(await screen.findByRole('button', { name: 'Remembered Choices' }));

    const dialog = await screen.findByRole('dialog', { name: 'Remembered Choices' });
    const list = await within(dialog).findByRole('list', { name: 'Remembered choices' });
    const rows = within(list).getAllByRole('listitem');
    expect(rows.map((row) => row.textContent)).toEqual([
      'Fight Club (1999) · Movie/src/DownloadsNot applied: Downloads/ holds files of several titles (“movie”, “Gladiator”)',
      'Fight Club (1999) · Movie/src/Fight Club (1999)',
    ]);

    fireEvent.click(within(dialog).getByRole('button', { name: 'Remove the choice for Downloads/' }));
    await waitFor(() => expect(within(dialog).getAllByRole('listitem')).toHaveLength(1));
    expect(server.callsTo('DELETE', '/api/folder-choices').map((c) => c.body)).toEqual([{ folder: '/src/Downloads' }]);
    expect(within(dialog).getByText('/src/Fight Club (1999)')).toBeTruthy();
  });

  it('says when nothing is remembered', async () => {
    const server = operationsServer(() => ({ operations: [], total: 0, statusCounts: noCounts }), {
      'GET /api/folder-choices': () => json({ choices: [] }),
    });
    renderApp(<OperationsTab onManualImport={() => {}} />, {
      fetch: server.fetch,
      route: '/file-operations?tab=created',
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Remembered Choices' }));
    expect(await screen.findByText('No remembered choices')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Remembered Choices' })).toBeNull());
  });
});
