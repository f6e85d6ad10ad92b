import type { DatabaseRecord } from '@cinesync/common';
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FakeEventSource } from '../../../test/fake-event-source';
import { json } from '../../../test/mock-fetch';
import { getByLabelAs } from '../../../test/by-label';
import { renderApp } from '../../../test/render-app';
import { DatabaseTab } from './DatabaseTab';

const stats = {
  totalRecords: 60,
  movies: 30,
  tvShows: 20,
  skippedFiles: 10,
  totalSize: 3 * 1024 ** 3,
  processedFiles: 50,
};

/** Even records are linked movies, odd ones TV records without a link; #59 is skipped. */
const makeRecords = (count: number): DatabaseRecord[] =>
  Array.from({ length: count }, (_, i) => ({
    file_path: `/downloads/file-${i}.mkv`,
    destination_path: i % 2 === 0 ? `/library/Movies/file-${i}.mkv` : null,
    tmdb_id: i === 59 ? null : 100 + i,
    season_number: i % 2 === 1 && i !== 59 ? 1 : null,
    reason: i === 59 ? 'sample file' : null,
    file_size: 1536,
  }));

type Answer = (url: URL) => Response | Promise<Response>;

interface Call {
  method: string;
  path: string;
  params: URLSearchParams;
  body: unknown;
}

/** A server for the Database tab that records what it was asked; `answers` override routes by "METHOD /path". */
function dbServer(answers: Record<string, Answer> = {}, allRecords = makeRecords(60)) {
  const calls: Call[] = [];
  const fetch = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://app');
    const method = (init?.method ?? 'GET').toUpperCase();
    const body = typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined;
    calls.push({ method, path: url.pathname, params: url.searchParams, body });
    const override = answers[`${method} ${url.pathname}`];
    if (override) return override(url);
    if (url.pathname === '/api/database/search') {
      const offset = Number(url.searchParams.get('offset'));
      const limit = Number(url.searchParams.get('limit'));
      return json({ records: allRecords.slice(offset, offset + limit), total: allRecords.length, stats });
    }
    if (url.pathname === '/api/database/stats') return json(stats);
    if (method === 'POST' && url.pathname === '/api/delete') {
      const n = (body as { paths: string[] }).paths.length;
      return json({ success: true, deletedCount: n, errors: [], linksRemoved: n, filesTrashed: 0 });
    }
    if (method === 'DELETE' && url.pathname === '/api/file-operations/bulk') {
      return json({ success: true, deletedCount: (body as { filePaths: string[] }).filePaths.length, errors: [] });
    }
    if (method === 'POST' && url.pathname === '/api/database/update') {
      return json({ status: 'running', message: 'Database update started' }, 202);
    }
    return json({ error: 'not_found', message: `No route ${method} ${url.pathname}` }, 404);
  });
  const searches = () => calls.filter((call) => call.path === '/api/database/search');
  return { fetch, calls, searches };
}

const location = () => screen.getByTestId('location').textContent ?? '';
const recordBox = (name: string) => getByLabelAs('checkbox', name);
const searchBox = () => getByLabelAs('textbox', 'Search records');
const selectionLabel = () =>
  within(screen.getByRole('toolbar', { name: 'Selection' })).getByText(/^(Select all|\d+ selected|All \d+ selected)$/)
    .textContent;

async function renderTab(server: ReturnType<typeof dbServer>, route = '/file-operations?tab=database') {
  const result = renderApp(<DatabaseTab />, { fetch: server.fetch, route });
  await screen.findAllByTestId('database-record');
  return result;
}

describe('database browser', () => {
  beforeEach(() => FakeEventSource.reset());
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it('shows the stats and a page of 50 records with their facts', async () => {
    const server = dbServer();
    await renderTab(server);
    expect(screen.getAllByTestId('database-record')).toHaveLength(50);
    expect(screen.getByTestId('db-stat-Total Records').textContent).toContain('60');
    expect(screen.getByTestId('db-stat-Not Linked').textContent).toContain('10');
    // The categories are not the Operations tabs', and the tab says how they relate.
    expect(screen.getByText(/Not Linked every file with a reason \(Skipped or Failed there/)).toBeTruthy();
    expect(screen.getByTestId('db-stat-Total Size').textContent).toContain('3.0 GB');
    const first = screen.getAllByTestId('database-record')[0] as HTMLElement;
    expect(within(first).getByText('file-0.mkv')).toBeTruthy();
    expect(within(first).getByText('/library/Movies/file-0.mkv')).toBeTruthy();
    expect(within(first).getByText('Movie')).toBeTruthy();
    expect(within(first).getByText('TMDB 100')).toBeTruthy();
    expect(within(first).getByText('1.5 KB')).toBeTruthy();
    const second = screen.getAllByTestId('database-record')[1] as HTMLElement;
    expect(within(second).getByText('TV Show')).toBeTruthy();
    expect(within(second).getByText('Season 1')).toBeTruthy();
    expect(screen.getByText('Showing 1–50 of 60 records')).toBeTruthy();
    const [search] = server.searches();
    expect(Object.fromEntries(search?.params ?? [])).toEqual({ query: '', type: 'all', limit: '50', offset: '0' });
  });

  it('keeps its counts live while organising changes records, leaving the list and its selection be', async () => {
    let linked = 50;
    const server = dbServer({ 'GET /api/database/stats': () => json({ ...stats, processedFiles: linked }) });
    await renderTab(server);
    expect(screen.getByTestId('db-stat-Processed Files').textContent).toContain('50');
    fireEvent.click(recordBox('Select file-0.mkv'));
    const searches = server.searches().length;
    await waitFor(() => expect(FakeEventSource.open).toHaveLength(1));
    linked = 53;
    act(() => {
      for (let i = 0; i < 3; i += 1) {
        FakeEventSource.latest().emit('file_operation_update', {
          filePath: `/downloads/new-${i}.mkv`,
          status: 'created',
        });
        FakeEventSource.latest().emit('stats_changed');
      }
    });
    await waitFor(() => expect(screen.getByTestId('db-stat-Processed Files').textContent).toContain('53'), {
      timeout: 3000,
    });
    // One recount for the burst, and the list was not asked for again.
    expect(server.calls.filter((call) => call.path === '/api/database/stats')).toHaveLength(1);
    expect(server.searches()).toHaveLength(searches);
    expect(selectionLabel()).toBe('1 selected');
  });

  it('searches once, 300 ms after the typing stops, and goes back to page 1', async () => {
    const server = dbServer();
    await renderTab(server, '/file-operations?tab=database&dbPage=2');
    expect(server.searches().at(-1)?.params.get('offset')).toBe('50');
    const box = searchBox();
    fireEvent.change(box, { target: { value: 'f' } });
    fireEvent.change(box, { target: { value: 'fi' } });
    fireEvent.change(box, { target: { value: ' film ' } });
    await waitFor(() => expect(server.searches().at(-1)?.params.get('query')).toBe('film'));
    // The router writes the URL as a transition, which a busy machine renders late.
    await waitFor(() => expect(location()).toBe('/file-operations?tab=database'));
    await new Promise((resolve) => setTimeout(resolve, 400));
    const withQuery = server.searches().filter((call) => call.params.get('query') !== '');
    expect(withQuery).toHaveLength(1);
    expect(withQuery[0]?.params.get('offset')).toBe('0');
  });

  it('asks for the chosen type and resets dbPage', async () => {
    const server = dbServer();
    await renderTab(server, '/file-operations?tab=database&dbPage=2');
    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Type' }));
    fireEvent.click(await screen.findByRole('option', { name: 'Not Linked' }));
    await waitFor(() => expect(server.searches().at(-1)?.params.get('type')).toBe('skipped'));
    expect(server.searches().at(-1)?.params.get('offset')).toBe('0');
    expect(location()).toBe('/file-operations?tab=database');
  });

  it('writes dbPage=2 to the URL, removes it on page 1, and clears the selection on a page change', async () => {
    const server = dbServer();
    await renderTab(server);
    fireEvent.click(recordBox('Select file-0.mkv'));
    expect(selectionLabel()).toBe('1 selected');

    fireEvent.click(screen.getByRole('button', { name: 'Go to page 2' }));
    await waitFor(() => expect(location()).toBe('/file-operations?tab=database&dbPage=2'));
    await screen.findByText('file-50.mkv');
    expect(server.searches().at(-1)?.params.get('offset')).toBe('50');
    expect(screen.getAllByTestId('database-record')).toHaveLength(10);
    expect(selectionLabel()).toBe('Select all');

    fireEvent.click(screen.getByRole('button', { name: 'Go to page 1' }));
    await screen.findByText('file-0.mkv');
    expect(location()).toBe('/file-operations?tab=database');
    expect((recordBox('Select file-0.mkv') as HTMLInputElement).checked).toBe(false);
  });

  it('deletes linked records through /api/delete and the rest through the bulk delete, then reloads', async () => {
    const server = dbServer({}, makeRecords(6));
    await renderTab(server);
    fireEvent.click(recordBox('Select file-0.mkv'));
    fireEvent.click(recordBox('Select file-1.mkv'));
    fireEvent.click(recordBox('Select file-2.mkv'));
    fireEvent.click(screen.getByRole('button', { name: 'Delete Selected' }));
    expect(await screen.findByText('Are you sure you want to delete 3 selected files?')).toBeTruthy();
    const searchesBefore = server.searches().length;
    fireEvent.click(screen.getByRole('button', { name: 'Delete' }));

    await waitFor(() => expect(server.calls.some((call) => call.path === '/api/database/stats')).toBe(true));
    expect(server.calls.find((call) => call.path === '/api/delete')).toMatchObject({
      method: 'POST',
      body: { paths: ['/library/Movies/file-0.mkv', '/library/Movies/file-2.mkv'] },
    });
    expect(server.calls.find((call) => call.path === '/api/file-operations/bulk')).toMatchObject({
      method: 'DELETE',
      body: { filePaths: ['/downloads/file-1.mkv'] },
    });
    await waitFor(() => expect(server.searches().length).toBeGreaterThan(searchesBefore));
    await waitFor(() => expect(screen.queryByText('Delete Selected Files')).toBeNull());
    expect(selectionLabel()).toBe('Select all');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('shows the failure texts of each delete call', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const server = dbServer(
      {
        'POST /api/delete': () =>
          json({
            success: false,
            deletedCount: 1,
            errors: [
              { path: '/library/Movies/file-2.mkv', error: 'not_found', message: 'File or directory not found' },
            ],
            linksRemoved: 1,
            filesTrashed: 0,
          }),
        'DELETE /api/file-operations/bulk': () => json({ error: 'server_error', message: 'database is locked' }, 500),
      },
      makeRecords(6),
    );
    await renderTab(server);
    for (const name of ['file-0.mkv', 'file-1.mkv', 'file-2.mkv', 'file-3.mkv']) {
      fireEvent.click(recordBox(`Select ${name}`));
    }
    fireEvent.click(screen.getByRole('button', { name: 'Delete Selected' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Failed to delete 1 file: File or directory not found')).toBeTruthy();
    expect(screen.getByText('Failed to delete 2 database records')).toBeTruthy();
  });

  it('says no file was deleted when every entry failed', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const failure = (path: string) => ({ path, error: 'not_found', message: 'gone' });
    const server = dbServer(
      {
        'POST /api/delete': () =>
          json({ success: false, deletedCount: 0, errors: [failure('a')], linksRemoved: 0, filesTrashed: 0 }),
        'DELETE /api/file-operations/bulk': () => json({ success: false, deletedCount: 0, errors: [failure('b')] }),
      },
      makeRecords(6),
    );
    await renderTab(server);
    fireEvent.click(recordBox('Select file-0.mkv'));
    fireEvent.click(recordBox('Select file-1.mkv'));
    fireEvent.click(screen.getByRole('button', { name: 'Delete Selected' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Failed to delete any files. 2 errors occurred.')).toBeTruthy();
  });

  it('falls back to the generic text when a delete gets no answer', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const server = dbServer(
      {
        'POST /api/delete': () => {
          throw new TypeError('Failed to fetch');
        },
      },
      makeRecords(6),
    );
    await renderTab(server);
    fireEvent.click(recordBox('Select file-0.mkv'));
    fireEvent.click(screen.getByRole('button', { name: 'Delete Selected' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Failed to delete selected files')).toBeTruthy();
  });

  it('exports the CSV of the current filter under the server name', async () => {
    const server = dbServer(
      {
        'GET /api/database/export': () =>
          new Response('File Path\n/downloads/a.mkv\n', {
            headers: {
              'content-type': 'text/csv',
              'content-disposition': 'attachment; filename="database_export_2026-11-25.csv"',
            },
          }),
      },
      makeRecords(6),
    );
    const createObjectURL = vi.fn(() => 'blob:csv');
    Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() });
    const downloads: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      downloads.push(this.download);
    });
    await renderTab(server);
    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Type' }));
    fireEvent.click(await screen.findByRole('option', { name: 'Movies' }));
    fireEvent.change(searchBox(), { target: { value: 'film' } });
    await waitFor(() => expect(server.searches().at(-1)?.params.get('query')).toBe('film'));
    fireEvent.click(screen.getByRole('button', { name: 'Export CSV' }));
    await waitFor(() => expect(downloads).toEqual(['database_export_2026-11-25.csv']));
    const exportCall = server.calls.find((call) => call.path === '/api/database/export');
    expect(exportCall?.params.toString()).toBe('query=film&type=movies');
    expect(createObjectURL).toHaveBeenCalledTimes(1);
  });

  it('empties the list and the total when a search fails, logging only and keeping the counts', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    const records = makeRecords(6);
    const server = dbServer({
      'GET /api/database/search': (url) =>
        url.searchParams.get('query') === 'boom'
          ? json({ error: 'server_error', message: 'x' }, 500)
          : json({ records, total: records.length, stats }),
    });
    await renderTab(server);
    expect(screen.getByText('Showing 1–6 of 6 records')).toBeTruthy();
    fireEvent.change(searchBox(), { target: { value: 'boom' } });
    expect(await screen.findByText('No records found')).toBeTruthy();
    expect(screen.queryByTestId('database-record')).toBeNull();
    expect(screen.queryByText(/Showing/)).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getByTestId('db-stat-Total Records').textContent).toContain('60');
    expect(logged).toHaveBeenCalledWith('Database search failed', expect.anything());
  });
});

describe('database update dialog', () => {
  beforeEach(() => FakeEventSource.reset());
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it('starts, shows the job progress, and closes itself 5 s after the start, then reloads', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true, toFake: ['setTimeout', 'clearTimeout'] });
    const server = dbServer({}, makeRecords(6));
    await renderTab(server);
    fireEvent.click(screen.getByRole('button', { name: 'Update Database' }));
    const dialog = await screen.findByRole('dialog', { name: 'Update Database' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Start Update' }));
    expect(within(dialog).getByText('Starting database update...')).toBeTruthy();
    expect(await within(dialog).findByText('Database update started')).toBeTruthy();
    expect(server.calls.find((call) => call.path === '/api/database/update')?.method).toBe('POST');

    act(() => {
      FakeEventSource.latest().emit('database_update', {
        status: 'running',
        checked: 4,
        total: 8,
        repaired: 1,
        removed: 2,
      });
    });
    expect(within(dialog).getByText('Checked 4 of 8 records · 1 repaired · 2 removed')).toBeTruthy();

    const searchesBefore = server.searches().length;
    act(() => void vi.advanceTimersByTime(4000));
    expect(within(dialog).getByText('Database update started')).toBeTruthy();
    expect(server.searches()).toHaveLength(searchesBefore);
    act(() => void vi.advanceTimersByTime(1000));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(server.searches().length).toBeGreaterThan(searchesBefore));
    expect(server.calls.some((call) => call.path === '/api/database/stats')).toBe(true);

    // Opened again, the dialog starts over: the last run's message is gone.
    fireEvent.click(screen.getByRole('button', { name: 'Update Database' }));
    const again = await screen.findByRole('dialog', { name: 'Update Database' });
    expect(within(again).queryByText('Database update started')).toBeNull();
    expect(within(again).getByRole('button', { name: 'Start Update' })).toBeTruthy();
  });

  it('says the start failed when a run is already going (409)', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const server = dbServer(
      {
        'POST /api/database/update': () =>
          json({ error: 'conflict', message: 'A database update is already running' }, 409),
      },
      makeRecords(6),
    );
    await renderTab(server);
    fireEvent.click(screen.getByRole('button', { name: 'Update Database' }));
    const dialog = await screen.findByRole('dialog', { name: 'Update Database' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Start Update' }));
    expect(await within(dialog).findByText('Failed to start database update. Please try again.')).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: 'Start Update' })).toBeTruthy();
  });
});
