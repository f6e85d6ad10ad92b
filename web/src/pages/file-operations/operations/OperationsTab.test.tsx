import type { FileOperationStatus } from '@cinesync/common';
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FakeEventSource } from '../../../test/fake-event-source';
import { renderApp } from '../../../test/render-app';
import { noCounts, operation, operationsServer } from './operations-test-server';
import { OperationsTab } from './OperationsTab';

function renderTab(fetch: typeof globalThis.fetch, route = '/file-operations?tab=failed') {
  const onManualImport = vi.fn();
  const result = renderApp(<OperationsTab onManualImport={onManualImport} />, { fetch, route });
  return { ...result, onManualImport };
}

const location = () => screen.getByTestId('location').textContent;

describe('operations tab', () => {
  beforeEach(() => FakeEventSource.reset());
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('shows the count badges, capped at 999, and no badge on Source', async () => {
    const server = operationsServer(() => ({
      operations: [],
      total: 0,
      statusCounts: { created: 1234, failed: 3, skipped: 0, deleted: 999 },
    }));
    renderTab(server.fetch);
    expect(await screen.findByRole('tab', { name: 'Created 999+' })).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'Failed 3' })).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'Skipped 0' })).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'Deleted 999' })).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'Source' })).toBeTruthy();
  });

  it('asks for the open tab with page size 25, the offset of its page and lightweight answers', async () => {
    const server = operationsServer(() => ({ operations: [], total: 0, statusCounts: noCounts }));
    renderTab(server.fetch, '/file-operations?tab=skipped&page=3');
    await screen.findByText('No skipped files');
    const query = server.callsTo('GET', '/api/file-operations').at(-1)?.query;
    expect(Object.fromEntries(query ?? [])).toEqual({
      limit: '25',
      offset: '50',
      status: 'skipped',
      lightweight: 'true',
    });
  });

  it('changing tab writes the tab and drops the page', async () => {
    const server = operationsServer(() => ({ operations: [], total: 0, statusCounts: noCounts }));
    renderTab(server.fetch, '/file-operations?tab=failed&page=3');
    fireEvent.click(await screen.findByRole('tab', { name: /^Created/ }));
    expect(location()).toBe('/file-operations?tab=created');
    fireEvent.click(screen.getByRole('tab', { name: 'Source' }));
    expect(location()).toBe('/file-operations');
  });

  it('pages through a tab: page 2 is written and fetched', async () => {
    const server = operationsServer((q) => {
      const offset = Number(q.get('offset'));
      const count = offset === 0 ? 25 : 15;
      return {
        operations: Array.from({ length: count }, (_, i) => operation({ id: String(offset + i) })),
        total: 40,
        statusCounts: { ...noCounts, failed: 40 },
      };
    });
    renderTab(server.fetch);
    expect(await screen.findByText('Showing 25 of 40 operations')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Go to page 2' }));
    expect(location()).toBe('/file-operations?tab=failed&page=2');
    expect(await screen.findByText('Showing 15 of 40 operations')).toBeTruthy();
    expect(server.callsTo('GET', '/api/file-operations').at(-1)?.query.get('offset')).toBe('25');
  });

  it.each<[FileOperationStatus, string, string]>([
    ['created', 'No files created yet', 'No created files match your search'],
    ['failed', 'No failed file operations', 'No failed files match your search'],
    ['skipped', 'No skipped files', 'No skipped files match your search'],
    ['deleted', 'No deleted files', 'No deleted files match your search'],
  ])('an empty %s tab says so, and so does an empty search', async (status, empty, emptySearch) => {
    const server = operationsServer(() => ({ operations: [], total: 0, statusCounts: noCounts }));
    renderTab(server.fetch, `/file-operations?tab=${status}&page=2`);
    expect(await screen.findByText(empty)).toBeTruthy();
    expect(screen.getByText('File operations will appear here as they are processed.')).toBeTruthy();
    fireEvent.change(screen.getByRole('textbox', { name: 'Search operations' }), { target: { value: ' dune ' } });
    expect(await screen.findByText(emptySearch)).toBeTruthy();
    expect(screen.getByText('File operations will appear here as they are processed.')).toBeTruthy();
    const searched = () => server.callsTo('GET', '/api/file-operations').filter((c) => c.query.has('search'));
    await waitFor(() => expect(searched()).toHaveLength(1));
    // Searching starts again at page 1: the search is never asked for the old page.
    expect(searched()[0]?.query.get('search')).toBe('dune');
    expect(searched()[0]?.query.get('offset')).toBe('0');
    await waitFor(() => expect(location()).toBe(`/file-operations?tab=${status}`));
  });

  it('shows a card per operation with its details folded away', async () => {
    const server = operationsServer(() => ({
      operations: [
        operation({
          id: '7',
          fileName: 'Show.S02E03.mkv',
          filePath: '/src/Show.S02E03.mkv',
          destinationPath: '/lib/Show/Season 2/Show S02E03.mkv',
          status: 'created',
          type: 'tv',
          seasonNumber: 2,
        }),
      ],
      total: 1,
      statusCounts: { ...noCounts, created: 1 },
    }));
    renderTab(server.fetch, '/file-operations?tab=created');
    const card = (await screen.findByText('Show.S02E03.mkv')).closest('li') as HTMLElement;
    expect(within(card).getByText('Created')).toBeTruthy();
    expect(within(card).queryByText('/lib/Show/Season 2/Show S02E03.mkv')).toBeNull();
    fireEvent.click(within(card).getByRole('button', { name: 'Show details' }));
    expect(within(card).getByText('/lib/Show/Season 2/Show S02E03.mkv')).toBeTruthy();
    expect(within(card).getByText('/src/Show.S02E03.mkv')).toBeTruthy();
    expect(within(card).getByText('TV Show')).toBeTruthy();
    expect(within(card).getByText('PROCESS')).toBeTruthy();
    expect(within(card).getByText('Season 2')).toBeTruthy();
    expect(screen.getByText('Showing 1 of 1 operation')).toBeTruthy();
  });

  it('shows a list failure in a header alert that can be dismissed', async () => {
    const server = operationsServer(() => {
      throw new Error('unused');
    });
    server.fetch.mockImplementation(
      async () => new Response('{"error":"server_error","message":"Database is locked"}', { status: 500 }),
    );
    renderTab(server.fetch);
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Database is locked');
    fireEvent.click(within(alert).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('alert')).toBeNull());
  });

  it('the floating buttons refresh the list and open the manual import', async () => {
    const server = operationsServer(() => ({ operations: [], total: 0, statusCounts: noCounts }));
    const { onManualImport } = renderTab(server.fetch);
    await screen.findByText('No failed file operations');
    const before = server.callsTo('GET', '/api/file-operations').length;
    fireEvent.click(screen.getByRole('button', { name: 'Refresh' }));
    await waitFor(() => expect(server.callsTo('GET', '/api/file-operations').length).toBe(before + 1));
    fireEvent.click(screen.getByRole('button', { name: 'Manual import' }));
    expect(onManualImport).toHaveBeenCalledTimes(1);
    expect(screen.getByText(/^Updated: /)).toBeTruthy();
  });

  it('follows live events: a new entry of the tab goes on top, one that moved leaves, counts follow', async () => {
    const server = operationsServer(() => ({
      operations: [
        operation({ id: '1', fileName: 'a.mkv', filePath: '/src/a.mkv' }),
        operation({ id: '2', fileName: 'b.mkv', filePath: '/src/b.mkv' }),
      ],
      total: 2,
      statusCounts: { ...noCounts, failed: 2, created: 5 },
    }));
    renderTab(server.fetch);
    await screen.findByText('a.mkv');
    await waitFor(() => expect(FakeEventSource.open).toHaveLength(1));
    const fetchesBefore = server.callsTo('GET', '/api/file-operations').length;

    act(() =>
      FakeEventSource.latest().emit('file_operation_update', {
        filePath: '/src/c.mkv',
        fileName: 'c.mkv',
        status: 'failed',
        reason: 'No match',
      }),
    );
    await screen.findByText('c.mkv');
    const names = () => screen.getAllByRole('listitem').map((li) => li.querySelector('p')?.textContent);
    expect(names()).toEqual(['c.mkv', 'a.mkv', 'b.mkv']);
    expect(screen.getByRole('tab', { name: 'Failed 3' })).toBeTruthy();
    expect(screen.getByText('Showing 3 of 3 operations')).toBeTruthy();

    act(() =>
      FakeEventSource.latest().emit('file_operation_update', {
        id: '1',
        filePath: '/src/a.mkv',
        status: 'created',
        tmdbId: '12',
      }),
    );
    await waitFor(() => expect(screen.queryByText('a.mkv')).toBeNull());
    expect(screen.getByRole('tab', { name: 'Failed 2' })).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'Created 6' })).toBeTruthy();
    expect(server.callsTo('GET', '/api/file-operations').length).toBe(fetchesBefore);

    // Without a status the event says something the page cannot apply: it is fetched again.
    act(() => FakeEventSource.latest().emit('file_operation_update', { filePath: '/src/b.mkv' }));
    await waitFor(() => expect(server.callsTo('GET', '/api/file-operations').length).toBe(fetchesBefore + 1));
  });

  it('ends its badges where the server counts are once live events calm down, without a reload', async () => {
    // A file left for review is picked elsewhere: its Failed entry is not on this (Created) page.
    let picked = false;
    const server = operationsServer(() =>
      picked
        ? {
            operations: [operation({ id: '9', fileName: 'office.mkv', status: 'created' })],
            total: 1,
            statusCounts: { ...noCounts, created: 1 },
          }
        : { operations: [], total: 0, statusCounts: { ...noCounts, failed: 1 } },
    );
    renderTab(server.fetch, '/file-operations?tab=created');
    expect(await screen.findByRole('tab', { name: 'Failed 1' })).toBeTruthy();
    await waitFor(() => expect(FakeEventSource.open).toHaveLength(1));
    picked = true;
    act(() =>
      FakeEventSource.latest().emit('file_operation_update', {
        id: '9',
        filePath: '/src/office.mkv',
        fileName: 'office.mkv',
        status: 'created',
      }),
    );
    expect(await screen.findByRole('tab', { name: 'Created 1' })).toBeTruthy();
    // The event could not say the file was in Failed; the server's counts settle it.
    await waitFor(() => expect(screen.getByRole('tab', { name: 'Failed 0' })).toBeTruthy(), { timeout: 4000 });
    expect(screen.getByRole('tab', { name: 'Created 1' })).toBeTruthy();
  });

  it('reprocess opens the processing dialog for the entry', async () => {
    const server = operationsServer(() => ({
      operations: [operation({ id: '1', fileName: 'a.mkv' })],
      total: 1,
      statusCounts: { ...noCounts, failed: 1 },
    }));
    renderTab(server.fetch);
    fireEvent.click(await screen.findByRole('button', { name: 'Reprocess a.mkv' }));
    expect(await screen.findByRole('dialog')).toBeTruthy();
    expect(screen.getByRole('dialog').textContent).toContain('a.mkv');
  });

  it('renders the Source tab without a search box', async () => {
    const server = operationsServer(() => ({ operations: [], total: 0, statusCounts: noCounts }));
    renderTab(server.fetch, '/file-operations');
    expect(await screen.findByRole('tab', { name: 'Source', selected: true })).toBeTruthy();
    expect(screen.queryByRole('textbox', { name: 'Search operations' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Manual import' })).toBeTruthy();
  });
});
