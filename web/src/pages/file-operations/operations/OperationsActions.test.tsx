import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FakeEventSource } from '../../../test/fake-event-source';
import { json } from '../../../test/mock-fetch';
import { renderApp } from '../../../test/render-app';
import { noCounts, operation, operationsServer } from './operations-test-server';
import { OperationsTab } from './OperationsTab';
import { stubMediaQueries } from '../../../test/media-queries';

const WARNING =
  'This action will permanently remove all skipped file records from the database. The original files will remain untouched in their source locations.';

function render(server: ReturnType<typeof operationsServer>, route: string) {
  return renderApp(<OperationsTab onManualImport={() => {}} />, { fetch: server.fetch, route });
}

/** Screens from `lg` up (the toolbar holds delete-all-skipped there). */
function stubWideScreen() {
  stubMediaQueries((query) => query.includes('min-width:1200px'));
}

const skippedList = (count: number) => () => ({
  operations: Array.from({ length: Math.min(count, 25) }, (_, i) => operation({ id: String(i), status: 'skipped' })),
  total: count,
  statusCounts: { ...noCounts, skipped: count },
});

describe('operations actions', () => {
  beforeEach(() => FakeEventSource.reset());
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('deletes all skipped files after the confirmation (floating button on small screens)', async () => {
    const server = operationsServer(skippedList(5), {
      'DELETE /api/file-operations': () => json({ success: true, message: 'Deleted 5 skipped files' }),
    });
    render(server, '/file-operations?tab=skipped');
    fireEvent.click(await screen.findByRole('button', { name: 'Delete all skipped' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete All Skipped Files' });
    expect(
      within(dialog).getByText('Are you sure you want to delete all 5 skipped files from the database?'),
    ).toBeTruthy();
    expect(within(dialog).getByText(WARNING)).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toBeTruthy();
    const before = server.callsTo('GET', '/api/file-operations').length;
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete All' }));
    expect(await screen.findByRole('button', { name: 'Deleting...' })).toBeTruthy();
    const complete = await screen.findByRole('dialog', { name: 'Operation Complete' });
    expect(within(complete).getByText('Deleted 5 skipped files')).toBeTruthy();
    expect(server.callsTo('DELETE', '/api/file-operations')).toHaveLength(1);
    await waitFor(() => expect(server.callsTo('GET', '/api/file-operations').length).toBeGreaterThan(before));
  });

  it('shows the server error when deleting all skipped fails', async () => {
    const server = operationsServer(skippedList(2), {
      'DELETE /api/file-operations': () => json({ error: 'server_error', message: 'Database is read-only' }, 500),
    });
    render(server, '/file-operations?tab=skipped');
    fireEvent.click(await screen.findByRole('button', { name: 'Delete all skipped' }));
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete All' }));
    expect((await screen.findByText(/Database is read-only/)).closest('[role="alert"]')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('on wide screens delete-all-skipped sits in the toolbar; it only shows on Skipped with skipped files', async () => {
    stubWideScreen();
    const server = operationsServer(skippedList(3));
    render(server, '/file-operations?tab=skipped');
    expect(await screen.findByRole('button', { name: 'Delete All Skipped' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Delete all skipped' })).toBeNull();
    cleanup();
    render(operationsServer(skippedList(0)), '/file-operations?tab=skipped');
    await screen.findByText('No skipped files');
    expect(screen.queryByRole('button', { name: /delete all skipped/i })).toBeNull();
    cleanup();
    render(operationsServer(skippedList(3)), '/file-operations?tab=failed');
    await screen.findByText('Showing 3 of 3 operations');
    expect(screen.queryByRole('button', { name: /delete all skipped/i })).toBeNull();
  });

  it('deletes the selected entries and reports a partial failure', async () => {
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
    const server = operationsServer(
      () => ({
        operations: ['1', '2', '3'].map((id) => operation({ id })),
        total: 3,
        statusCounts: { ...noCounts, failed: 3 },
      }),
      {
        'DELETE /api/file-operations/bulk': () =>
          json({
            success: false,
            deletedCount: 1,
            errors: [{ path: '2', error: 'not_found', message: 'No such entry' }],
          }),
      },
    );
    render(server, '/file-operations?tab=failed');
    fireEvent.click(await screen.findByRole('checkbox', { name: 'Select file-1.mkv' }));
    fireEvent.click(screen.getByRole('checkbox', { name: 'Select file-2.mkv' }));
    const bar = screen.getByRole('toolbar', { name: 'Selection' });
    expect(within(bar).getByText('2 selected')).toBeTruthy();
    expect(within(bar).getByRole('button', { name: 'Reprocess Selected' })).toBeTruthy();
    fireEvent.click(within(bar).getByRole('button', { name: 'Delete Selected' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete Selected Files' });
    expect(within(dialog).getByText('Are you sure you want to delete 2 selected files?')).toBeTruthy();
    expect(within(dialog).getByText(WARNING)).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(
      (await screen.findByText('Deleted 1 item, but 1 error occurred. Check console for details.')).closest(
        '[role="alert"]',
      ),
    ).toBeTruthy();
    expect(server.callsTo('DELETE', '/api/file-operations/bulk')[0]?.body).toEqual({ filePaths: ['1', '2'] });
    expect(consoleError).toHaveBeenCalled();
  });

  it('Reprocess Selected opens the processing dialog for the selected source files', async () => {
    const server = operationsServer(() => ({
      operations: ['1', '2', '3'].map((id) => operation({ id, status: 'skipped' })),
      total: 3,
      statusCounts: { ...noCounts, skipped: 3 },
    }));
    render(server, '/file-operations?tab=skipped');
    fireEvent.click(await screen.findByRole('checkbox', { name: 'Select file-1.mkv' }));
    fireEvent.click(screen.getByRole('checkbox', { name: 'Select file-3.mkv' }));
    fireEvent.click(screen.getByRole('button', { name: 'Reprocess Selected' }));
    expect((await screen.findByRole('dialog')).textContent).toContain('2 files');
  });

  it('the selection bar reads All N selected and the Deleted tab offers Restore Selected and Delete', async () => {
    const server = operationsServer(() => ({
      operations: ['1', '2'].map((id) => operation({ id, status: 'deleted' })),
      total: 2,
      statusCounts: { ...noCounts, deleted: 2 },
    }));
    render(server, '/file-operations?tab=deleted');
    fireEvent.click(await screen.findByRole('checkbox', { name: 'Select file-1.mkv' }));
    const bar = screen.getByRole('toolbar', { name: 'Selection' });
    fireEvent.click(within(bar).getByRole('checkbox', { name: 'Select all' }));
    expect(within(bar).getByText('All 2 selected')).toBeTruthy();
    expect(within(bar).getByRole('button', { name: 'Restore Selected' })).toBeTruthy();
    expect(within(bar).getByRole('button', { name: 'Delete' })).toBeTruthy();
    expect(within(bar).queryByRole('button', { name: 'Reprocess Selected' })).toBeNull();
    // Changing tab clears the selection.
    fireEvent.click(screen.getByRole('tab', { name: /^Created/ }));
    await waitFor(() => expect(screen.queryByRole('toolbar', { name: 'Selection' })).toBeNull());
  });

  it('restores one deleted entry: its link path is sent, it leaves the list and the list reloads a second later', async () => {
    const server = operationsServer(
      () => ({
        operations: [
          operation({
            id: '1',
            fileName: 'Alien.mkv',
            status: 'deleted',
            destinationPath: '/lib/Movies/Alien (1979)/Alien.mkv',
          }),
          operation({ id: '2', fileName: 'Heat.mkv', status: 'deleted' }),
        ],
        total: 2,
        statusCounts: { ...noCounts, deleted: 2 },
      }),
      {
        'POST /api/restore-symlinks': () =>
          json({ success: true, restoredCount: 1, message: 'Restored 1', errors: [] }),
      },
    );
    render(server, '/file-operations?tab=deleted');
    fireEvent.click(await screen.findByRole('button', { name: 'Restore Alien.mkv' }));
    const complete = await screen.findByRole('dialog', { name: 'Operation Complete' });
    expect(within(complete).getByText('File "Alien.mkv" restored successfully!')).toBeTruthy();
    expect(server.callsTo('POST', '/api/restore-symlinks')[0]?.body).toEqual({
      paths: ['/lib/Movies/Alien (1979)/Alien.mkv'],
    });
    expect(screen.queryByText('Alien.mkv')).toBeNull();
    // The dialog hides the page from assistive tech while it is open.
    expect(screen.getByRole('tab', { name: 'Deleted 1', hidden: true })).toBeTruthy();
    // Judged by when the calls came, not by sleeping: on two loaded cores a sleep of half a second
    // could outlast the second it was meant to fall inside.
    const restoredAt = server.callsTo('POST', '/api/restore-symlinks')[0]?.at ?? Number.NaN;
    const reloads = () => server.callsTo('GET', '/api/file-operations').filter((call) => call.at > restoredAt);
    await waitFor(() => expect(reloads()).toHaveLength(1));
    // Timers count whole milliseconds; the clock read here has fractions of one.
    expect((reloads()[0]?.at ?? Number.NaN) - restoredAt).toBeGreaterThanOrEqual(999);
  });

  it('restores the selection, a missing link path falling back to the source file', async () => {
    const server = operationsServer(
      () => ({
        operations: [
          operation({ id: '1', status: 'deleted', destinationPath: '/lib/a.mkv' }),
          operation({ id: '2', status: 'deleted', filePath: '/src/b.mkv', destinationPath: null }),
        ],
        total: 2,
        statusCounts: { ...noCounts, deleted: 2 },
      }),
      {
        'POST /api/restore-symlinks': () =>
          json({ success: true, restoredCount: 2, message: 'Restored 2', errors: [] }),
      },
    );
    render(server, '/file-operations?tab=deleted');
    fireEvent.click(await screen.findByRole('checkbox', { name: 'Select file-1.mkv' }));
    fireEvent.click(screen.getByRole('checkbox', { name: 'Select file-2.mkv' }));
    fireEvent.click(screen.getByRole('button', { name: 'Restore Selected' }));
    expect(await screen.findByText('Successfully restored 2 file(s)!')).toBeTruthy();
    expect(server.callsTo('POST', '/api/restore-symlinks')[0]?.body).toEqual({ paths: ['/lib/a.mkv', '/src/b.mkv'] });
    expect(screen.getByRole('tab', { name: 'Deleted 0', hidden: true })).toBeTruthy();
  });

  it('reports restore failures in the header alert', async () => {
    const answers = [
      () =>
        json({
          success: false,
          restoredCount: 0,
          message: 'Nothing restored',
          errors: [{ path: '/lib/a.mkv', error: 'not_found', message: 'Not in the trash' }],
        }),
      () => json({ error: 'server_error', message: 'Disk full' }, 500),
    ];
    const server = operationsServer(
      () => ({
        operations: [
          operation({ id: '1', fileName: 'a.mkv', status: 'deleted', destinationPath: '/lib/a.mkv' }),
          operation({ id: '2', fileName: 'b.mkv', status: 'deleted', destinationPath: '/lib/b.mkv' }),
        ],
        total: 2,
        statusCounts: { ...noCounts, deleted: 2 },
      }),
      { 'POST /api/restore-symlinks': () => (answers.shift() ?? answers[0])!() },
    );
    render(server, '/file-operations?tab=deleted');
    fireEvent.click(await screen.findByRole('button', { name: 'Restore a.mkv' }));
    expect((await screen.findByRole('alert')).textContent).toContain('Failed to restore "a.mkv": Not in the trash');
    expect(screen.getByText('a.mkv')).toBeTruthy();
    fireEvent.click(screen.getByRole('checkbox', { name: 'Select a.mkv' }));
    fireEvent.click(screen.getByRole('checkbox', { name: 'Select b.mkv' }));
    fireEvent.click(screen.getByRole('button', { name: 'Restore Selected' }));
    await waitFor(() => expect(screen.getByRole('alert').textContent).toContain('Restore failed: Disk full'));
  });

  it('says so when no path can be restored', async () => {
    const server = operationsServer(() => ({
      operations: [operation({ id: '1', fileName: 'x.mkv', status: 'deleted', filePath: '', destinationPath: null })],
      total: 1,
      statusCounts: { ...noCounts, deleted: 1 },
    }));
    render(server, '/file-operations?tab=deleted');
    fireEvent.click(await screen.findByRole('button', { name: 'Restore x.mkv' }));
    expect((await screen.findByRole('alert')).textContent).toContain('No valid paths found for restoration');
    expect(server.callsTo('POST', '/api/restore-symlinks')).toHaveLength(0);
  });
});
