import type { ScanImportFile } from '@cinesync/common';
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { json } from '../../../test/mock-fetch';
import { renderApp } from '../../../test/render-app';
import { ManualImportDialog } from './ManualImportDialog';
import { getByLabelAs } from '../../../test/by-label';

/** A response body the test writes line by line; like a real fetch, aborting the request errors it. */
function controlledStream() {
  const encoder = new TextEncoder();
  let controller: ReadableStreamDefaultController<Uint8Array> | undefined;
  const body = new ReadableStream<Uint8Array>({
    start(c) {
      controller = c;
    },
  });
  let open = true;
  return {
    body,
    send: (...lines: unknown[]) => {
      for (const line of lines) if (open) controller?.enqueue(encoder.encode(`${JSON.stringify(line)}\n`));
    },
    end: () => {
      if (open) controller?.close();
      open = false;
    },
    fail: () => {
      if (open) controller?.error(new DOMException('The operation was aborted.', 'AbortError'));
      open = false;
    },
  };
}
type Controlled = ReturnType<typeof controlledStream>;

interface Call {
  url: string;
  init: RequestInit | undefined;
  stream: Controlled | null;
}

/** A fetch double: scans and imports each get their own controlled stream, in order. */
function importServer(routes: Record<string, () => Response> = {}) {
  const calls: Call[] = [];
  const fetch = vi.fn(async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    if (url.startsWith('/api/scan-for-import') || url === '/api/python-bridge') {
      const stream = controlledStream();
      init?.signal?.addEventListener('abort', () => stream.fail());
      calls.push({ url, init, stream });
      return new Response(stream.body, { headers: { 'Content-Type': 'application/x-ndjson' } });
    }
    calls.push({ url, init, stream: null });
    const route = routes[url.split('?')[0] ?? url];
    if (route) return route();
    return json({ error: 'not_found', message: `No route ${url}` }, 404);
  });
  const scans = () => calls.filter((c) => c.url.startsWith('/api/scan-for-import'));
  const imports = () => calls.filter((c) => c.url === '/api/python-bridge');
  return { fetch, calls, scans, imports };
}

function file(n: number, overrides: Partial<ScanImportFile> = {}): ScanImportFile {
  return {
    name: `Show.S01E0${n}.mkv`,
    path: `/downloads/Show/Show.S01E0${n}.mkv`,
    relativePath: `Show/Show.S01E0${n}.mkv`,
    size: '1.0 GB',
    sizeBytes: 1_073_741_824,
    mediaType: 'tv',
    title: 'Show',
    series: 'Show',
    movieTitle: '',
    year: null,
    season: 1,
    episode: n,
    episodes: [n],
    releaseGroup: 'GRP',
    quality: '1080p',
    language: 'English',
    releaseType: 'Single Episode',
    ...overrides,
  };
}

async function startScan(folder = '/downloads/Show') {
  fireEvent.change(screen.getByLabelText('Folder path'), { target: { value: folder } });
  fireEvent.click(screen.getByRole('button', { name: 'Start Interactive Import' }));
  await screen.findByText(`Manual Import - ${folder}`);
}

describe('manual import dialog', () => {
  beforeEach(() => localStorage.clear());
  afterEach(() => cleanup());

  it('shows Start Interactive Import only once a path is entered, and remembers the folder', async () => {
    const server = importServer();
    renderApp(<ManualImportDialog open onClose={() => undefined} />, { fetch: server.fetch });
    expect(screen.getByText('Manual Import - Select Folder')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Start Interactive Import' })).toBeNull();
    fireEvent.change(screen.getByLabelText('Folder path'), { target: { value: '/downloads/Show' } });
    expect(screen.getByText('Review and manually select matches for each file')).toBeTruthy();
    await startScan();
    const stored = JSON.parse(localStorage.getItem('manualImportRecentFolders') ?? '[]') as { path: string }[];
    expect(stored.map((f) => f.path)).toEqual(['/downloads/Show']);
  });

  it('streams rows in as lines arrive, stops after 200 ms and continues with skip', async () => {
    const server = importServer();
    renderApp(<ManualImportDialog open onClose={() => undefined} />, { fetch: server.fetch });
    await startScan();
    expect(screen.getByText('Scanning and parsing media files...')).toBeTruthy();
    expect(screen.getByText('Files will appear as they are processed')).toBeTruthy();
    const first = server.scans()[0];
    expect(first?.url).toBe('/api/scan-for-import?path=%2Fdownloads%2FShow&streaming=true');

    first?.stream?.send({ progress: { current: 0, total: 4 } }, { file: file(1), progress: { current: 1, total: 4 } });
    await screen.findByText('Show/Show.S01E01.mkv');
    expect(screen.queryByText('Scanning and parsing media files...')).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Stop Scan' }));
    // A line already on its way within the 200 ms still lands.
    first?.stream?.send({ file: file(2), progress: { current: 2, total: 4 } });
    await screen.findByText('Show/Show.S01E02.mkv');
    const resume = await screen.findByRole('button', { name: 'Continue Scan (2 remaining)' });
    expect(first?.init?.signal?.aborted).toBe(true);

    fireEvent.click(resume);
    await waitFor(() => expect(server.scans()).toHaveLength(2));
    const second = server.scans()[1];
    expect(second?.url).toBe('/api/scan-for-import?path=%2Fdownloads%2FShow&streaming=true&skip=2');
    second?.stream?.send(
      { progress: { current: 2, total: 4 } },
      { file: file(3), progress: { current: 3, total: 4 } },
      { file: file(4), progress: { current: 4, total: 4 } },
      { done: true, progress: { current: 4, total: 4 } },
    );
    second?.stream?.end();
    await screen.findByText('Show/Show.S01E04.mkv');
    // Rows found before the stop are kept.
    expect(screen.getByText('Show/Show.S01E01.mkv')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Stop Scan' })).toBeNull());
    expect(screen.queryByRole('button', { name: /Continue Scan/ })).toBeNull();
  });

  it('says so when the folder has no media files', async () => {
    const server = importServer();
    renderApp(<ManualImportDialog open onClose={() => undefined} />, { fetch: server.fetch });
    await startScan();
    const scan = server.scans()[0];
    scan?.stream?.send({ progress: { current: 0, total: 0 } }, { done: true, progress: { current: 0, total: 0 } });
    scan?.stream?.end();
    await screen.findByText('No Media Files Found');
    expect(
      screen.getByText(
        'No video files were found in the selected folder. Please ensure the folder contains supported video files (.mkv, .mp4, .avi, etc.).',
      ),
    ).toBeTruthy();
  });

  it('says only the first files were listed when the scan stopped at its cap, and nothing otherwise', async () => {
    const server = importServer();
    renderApp(<ManualImportDialog open onClose={() => undefined} />, { fetch: server.fetch });
    await startScan();
    const scan = server.scans()[0];
    scan?.stream?.send({ progress: { current: 0, total: 20_000 }, truncated: true }, { file: file(1) });
    await screen.findByText('Show/Show.S01E01.mkv');
    expect(screen.getByRole('alert').textContent).toMatch(/^Only the first 20,000 files were listed/);
    scan?.stream?.send({ done: true, truncated: true, progress: { current: 20_000, total: 20_000 } });
    scan?.stream?.end();
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Stop Scan' })).toBeNull());
    expect(screen.getByText(/^Only the first 20,000 files were listed/)).toBeTruthy();

    // Back and into a folder that fits: the line goes.
    fireEvent.click(screen.getByRole('button', { name: 'Back' }));
    await startScan('/downloads/Other');
    const next = server.scans()[1];
    next?.stream?.send({ progress: { current: 0, total: 1 } }, { file: file(2) }, { done: true });
    next?.stream?.end();
    await screen.findByText('Show/Show.S01E02.mkv');
    expect(screen.queryByText(/were listed/)).toBeNull();
  });

  it('edits numbers in place: Enter keeps a number or falls back, Escape cancels', async () => {
    const server = importServer();
    renderApp(<ManualImportDialog open onClose={() => undefined} />, { fetch: server.fetch });
    await startScan();
    const scan = server.scans()[0];
    scan?.stream?.send(
      { file: file(1, { season: 3 }) },
      {
        file: file(2, {
          mediaType: 'movie',
          season: null,
          episode: null,
          episodes: [],
          movieTitle: 'Heat',
          year: null,
        }),
      },
      { done: true, progress: { current: 2, total: 2 } },
    );
    scan?.stream?.end();
    await screen.findByText('Show/Show.S01E02.mkv');

    const season = getByLabelAs('button', 'Season of Show.S01E01.mkv');
    expect(season.textContent).toBe('3');
    fireEvent.click(season);
    const input = getByLabelAs('textbox', 'Season of Show.S01E01.mkv');
    fireEvent.change(input, { target: { value: '7' } });
    fireEvent.keyDown(input, { key: 'Escape' });
    expect(getByLabelAs('button', 'Season of Show.S01E01.mkv').textContent).toBe('3');

    fireEvent.click(getByLabelAs('button', 'Season of Show.S01E01.mkv'));
    const again = getByLabelAs('textbox', 'Season of Show.S01E01.mkv');
    fireEvent.change(again, { target: { value: 'x' } });
    fireEvent.keyDown(again, { key: 'Enter' });
    expect(getByLabelAs('button', 'Season of Show.S01E01.mkv').textContent).toBe('1');

    // The movie row has no year: highlighted, and an invalid year becomes the current one.
    const year = getByLabelAs('button', 'Year of Show.S01E02.mkv');
    expect(year.getAttribute('data-missing')).toBe('true');
    fireEvent.click(year);
    const yearInput = getByLabelAs('textbox', 'Year of Show.S01E02.mkv');
    fireEvent.change(yearInput, { target: { value: 'soon' } });
    fireEvent.keyDown(yearInput, { key: 'Enter' });
    expect(getByLabelAs('button', 'Year of Show.S01E02.mkv').textContent).toBe(String(new Date().getFullYear()));
  });

  it('imports the selected files 3 at a time through the processing stream', async () => {
    const server = importServer();
    renderApp(<ManualImportDialog open onClose={() => undefined} />, { fetch: server.fetch });
    await startScan();
    const scan = server.scans()[0];
    scan?.stream?.send({ progress: { current: 0, total: 5 } }, { file: file(1) });
    await screen.findByText('Show/Show.S01E01.mkv');
    // Nothing selected, and still scanning: Import stays off.
    fireEvent.click(getByLabelAs('checkbox', 'Select Show.S01E01.mkv'));
    expect(screen.getByRole('button', { name: 'Import (1)' }).hasAttribute('disabled')).toBe(true);
    scan?.stream?.send(
      { file: file(2) },
      { file: file(3) },
      { file: file(4) },
      { file: file(5, { season: null, episode: null, episodes: [] }) },
      { done: true, progress: { current: 5, total: 5 } },
    );
    scan?.stream?.end();
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Stop Scan' })).toBeNull());
    fireEvent.click(getByLabelAs('checkbox', 'Select all'));
    const importButton = screen.getByRole('button', { name: 'Import (5)' });
    expect(importButton.hasAttribute('disabled')).toBe(false);

    fireEvent.click(importButton);
    await waitFor(() => expect(server.imports()).toHaveLength(3));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(server.imports()).toHaveLength(3);
    expect(screen.getByText('Importing Files...')).toBeTruthy();
    expect(screen.getByText('Processing 0 of 5 files')).toBeTruthy();
    expect(screen.getByText('Current: Show.S01E03.mkv')).toBeTruthy();
    expect(JSON.parse(String(server.imports()[0]?.init?.body))).toEqual({
      sourcePath: '/downloads/Show/Show.S01E01.mkv',
      disableMonitor: true,
      selectedOption: 'force-show',
      autoSelect: true,
      selectedIds: { 'season-episode': 'S01E01' },
    });

    // A done line finishes a file and lets the next one start; never more than 3 at once.
    server.imports()[0]?.stream?.send({ output: 'linked' }, { done: true });
    await waitFor(() => expect(server.imports()).toHaveLength(4));
    await screen.findByText('Processing 1 of 5 files');
    server.imports()[1]?.stream?.send({ done: true });
    await waitFor(() => expect(server.imports()).toHaveLength(5));
    const finished = 2;
    expect(server.imports().length - finished).toBe(3);
    // The file with no season or episode goes without the episode id (season defaults to 1 only).
    expect(JSON.parse(String(server.imports()[4]?.init?.body))).toEqual({
      sourcePath: '/downloads/Show/Show.S01E05.mkv',
      disableMonitor: true,
      selectedOption: 'force-show',
      autoSelect: true,
    });
    // Leaving the page while importing asks the server to stop, with a request that outlives the page.
    act(() => {
      window.dispatchEvent(new Event('beforeunload'));
    });
    const terminate = server.calls.find((c) => c.url === '/api/python-bridge/terminate');
    expect(terminate?.init?.keepalive).toBe(true);
    expect(JSON.parse(String(terminate?.init?.body))).toEqual({});

    for (const call of server.imports().slice(2)) {
      call.stream?.send({ done: true });
      call.stream?.end();
    }
    await waitFor(() => expect(screen.queryByText('Importing Files...')).toBeNull());
    const table = screen.getByRole('table', { name: 'Files to import' });
    expect(within(table).getAllByRole('row')).toHaveLength(6);
  });

  it('marks imported rows done so they cannot be imported again, and says what a linked file is linked as', async () => {
    const server = importServer();
    renderApp(<ManualImportDialog open onClose={() => undefined} />, { fetch: server.fetch });
    await startScan();
    const earlier = '/library/Shows/Show (2020)/Season 01/Show - S01E01.mkv';
    server
      .scans()[0]
      ?.stream?.send(
        { progress: { current: 0, total: 2 } },
        { file: file(1, { linkedTo: earlier }) },
        { file: file(2) },
        { done: true, progress: { current: 2, total: 2 } },
      );
    server.scans()[0]?.stream?.end();
    const rowOf = (n: number) => screen.getByText(`Show/Show.S01E0${n}.mkv`).closest('tr') as HTMLElement;
    await screen.findByText('Show/Show.S01E02.mkv');
    expect(within(rowOf(1)).getByTestId('import-row-status').textContent).toBe(`Already linked as ${earlier}`);
    expect(within(rowOf(2)).queryByTestId('import-row-status')).toBeNull();

    await waitFor(() => expect(screen.queryByRole('button', { name: 'Stop Scan' })).toBeNull());
    fireEvent.click(getByLabelAs('checkbox', 'Select all'));
    fireEvent.click(screen.getByRole('button', { name: 'Import (2)' }));
    await waitFor(() => expect(server.imports()).toHaveLength(2));
    const result = (n: number, status: string, destinationPath: string | null, reason: string | null) => ({
      structuredData: {
        type: 'result',
        timestamp: 1,
        data: {
          sourcePath: `/downloads/Show/Show.S01E0${n}.mkv`,
          status,
          destinationPath,
          mediaType: 'tv',
          tmdbId: 7,
          reason,
        },
      },
    });
    const placed = '/library/Shows/Show (2020)/Season 01/Show - S01E01 - Pilot.mkv';
    server.imports()[0]?.stream?.send(result(1, 'linked', placed, null), { done: true });
    server.imports()[1]?.stream?.send(result(2, 'review', null, 'Two shows called Show fit equally'), { done: true });
    await waitFor(() => expect(screen.queryByText('Importing Files...')).toBeNull());

    expect(within(rowOf(1)).getByTestId('import-row-status').textContent).toBe(`Imported: linked as ${placed}`);
    const done = within(rowOf(1)).getByRole('checkbox', { name: 'Select Show.S01E01.mkv' }) as HTMLInputElement;
    expect(done.checked).toBe(false);
    expect(done.disabled).toBe(true);
    expect(within(rowOf(2)).getByTestId('import-row-status').textContent).toBe(
      'Left for review: Two shows called Show fit equally',
    );
    // Only the file not done is offered again, also by Select all.
    expect(screen.getByRole('button', { name: 'Import (1)' })).toBeTruthy();
    fireEvent.click(getByLabelAs('checkbox', 'Select all'));
    fireEvent.click(getByLabelAs('checkbox', 'Select all'));
    expect(screen.getByRole('button', { name: 'Import (1)' })).toBeTruthy();
    expect(done.checked).toBe(false);
  });

  it('applies the default type to new rows, and the first selected series to the other selected rows', async () => {
    const server = importServer({
      '/api/tmdb/search': () => json({ results: [{ id: 1399, name: 'Show Proper', first_air_date: '2011-04-17' }] }),
      '/api/tmdb/details': () =>
        json({
          id: 1399,
          seasons: [
            {
              season_number: 1,
              episodes: [
                { episode_number: 1, name: 'Winter' },
                { episode_number: 2, name: 'Kingsroad' },
              ],
            },
          ],
        }),
    });
    renderApp(<ManualImportDialog open onClose={() => undefined} />, { fetch: server.fetch });
    await startScan();
    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Default media type' }));
    fireEvent.click(await screen.findByRole('option', { name: 'TV Show' }));
    const scan = server.scans()[0];
    scan?.stream?.send(
      { file: file(1) },
      { file: file(2, { series: 'Shw' }) },
      {
        file: file(3, { mediaType: null, season: null, episode: null, episodes: [], series: '', movieTitle: 'Thing' }),
      },
      { done: true, progress: { current: 3, total: 3 } },
    );
    scan?.stream?.end();
    await screen.findByText('Show/Show.S01E03.mkv');
    // No type of its own, no season or episode: the chosen default (TV Show) decides.
    expect(getByLabelAs('button', 'Media Type of Show.S01E03.mkv').textContent).toBe('TV');
    const unknownSeries = getByLabelAs('button', 'Title/Series of Show.S01E03.mkv');
    expect(unknownSeries.textContent).toBe('Unknown Series');
    expect(unknownSeries.getAttribute('data-missing')).toBe('true');

    const applyFirst = screen.getByRole('button', { name: 'Apply First TMDB ID to All Selected' });
    fireEvent.click(getByLabelAs('checkbox', 'Select Show.S01E01.mkv'));
    fireEvent.click(getByLabelAs('checkbox', 'Select Show.S01E02.mkv'));
    expect(applyFirst.hasAttribute('disabled')).toBe(true);

    fireEvent.click(getByLabelAs('button', 'Title/Series of Show.S01E01.mkv'));
    expect(screen.getByText('Manual Import - Select Series')).toBeTruthy();
    fireEvent.click(await screen.findByText('Show Proper'));
    await waitFor(() =>
      expect(getByLabelAs('button', 'Title/Series of Show.S01E01.mkv').textContent).toBe('Show Proper'),
    );
    expect(applyFirst.hasAttribute('disabled')).toBe(false);
    fireEvent.click(applyFirst);
    expect(getByLabelAs('button', 'Title/Series of Show.S01E02.mkv').textContent).toBe('Show Proper');
    expect(getByLabelAs('button', 'Title/Series of Show.S01E03.mkv').textContent).toBe('Unknown Series');
    // The episode titles are fetched again for the rows that got the series.
    await screen.findByText('Kingsroad');
    await waitFor(() =>
      expect(server.calls.filter((c) => c.url.startsWith('/api/tmdb/details')).map((c) => c.url)).toContain(
        '/api/tmdb/details?id=1399&mediaType=tv&seasonNumber=1',
      ),
    );

    // The picker's closing transition keeps the dialog behind it hidden from the accessibility
    // tree for a moment: wait for the button to be reachable again.
    fireEvent.click(await screen.findByRole('button', { name: 'Import (2)' }));
    await waitFor(() => expect(server.imports()).toHaveLength(2));
    expect(
      server.imports().map((c) => (JSON.parse(String(c.init?.body)) as { selectedIds: unknown }).selectedIds),
    ).toEqual([
      { tmdb: '1399', 'season-episode': 'S01E01' },
      { tmdb: '1399', 'season-episode': 'S01E02' },
    ]);
  });

  it('Apply to Selected sets the default type on the selected rows, clearing the other type’s fields', async () => {
    const server = importServer();
    renderApp(<ManualImportDialog open onClose={() => undefined} />, { fetch: server.fetch });
    await startScan();
    const scan = server.scans()[0];
    scan?.stream?.send({ file: file(1) }, { file: file(2) }, { done: true, progress: { current: 2, total: 2 } });
    scan?.stream?.end();
    await screen.findByText('Show/Show.S01E02.mkv');
    const apply = screen.getByRole('button', { name: 'Apply to Selected' });
    fireEvent.click(getByLabelAs('checkbox', 'Select Show.S01E02.mkv'));
    expect(apply.hasAttribute('disabled')).toBe(true);
    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Default media type' }));
    fireEvent.click(await screen.findByRole('option', { name: 'Movie' }));
    expect(apply.hasAttribute('disabled')).toBe(false);
    fireEvent.click(apply);
    expect(getByLabelAs('button', 'Media Type of Show.S01E02.mkv').textContent).toBe('MOVIE');
    expect(getByLabelAs('button', 'Year of Show.S01E02.mkv')).toBeTruthy();
    expect(getByLabelAs('button', 'Title/Series of Show.S01E02.mkv').textContent).toBe('Unknown Movie');
    expect(getByLabelAs('button', 'Media Type of Show.S01E01.mkv').textContent).toBe('TV');
  });

  it('aborts the scan when the dialog is closed', async () => {
    const server = importServer();
    const onClose = vi.fn();
    renderApp(<ManualImportDialog open onClose={onClose} />, { fetch: server.fetch });
    await startScan();
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(onClose).toHaveBeenCalled();
    await waitFor(() => expect(server.scans()[0]?.init?.signal?.aborted).toBe(true));
  });

  it('clears the list when the scan fails', async () => {
    const server = importServer();
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    renderApp(<ManualImportDialog open onClose={() => undefined} />, { fetch: server.fetch });
    await startScan();
    const scan = server.scans()[0];
    scan?.stream?.send({ file: file(1) });
    await screen.findByText('Show/Show.S01E01.mkv');
    scan?.stream?.send('not json', { error: 'Folder went away', done: true });
    await waitFor(() => expect(screen.queryByText('Show/Show.S01E01.mkv')).toBeNull());
    expect(logged).toHaveBeenCalledWith('Manual import scan failed:', 'Folder went away');
    logged.mockRestore();
  });

  it('changes a row’s media type in place, from the TV / MOVIE choice', async () => {
    const server = importServer();
    renderApp(<ManualImportDialog open onClose={() => undefined} />, { fetch: server.fetch });
    await startScan();
    const scan = server.scans()[0];
    scan?.stream?.send({ file: file(1) }, { done: true, progress: { current: 1, total: 1 } });
    scan?.stream?.end();
    fireEvent.click(await screen.findByRole('button', { name: 'Media Type of Show.S01E01.mkv' }));
    fireEvent.click(await screen.findByRole('option', { name: 'MOVIE' }));
    await waitFor(() => expect(getByLabelAs('button', 'Media Type of Show.S01E01.mkv').textContent).toBe('MOVIE'));
    // The series fields are cleared: no season, no series.
    expect(screen.queryByRole('button', { name: 'Season of Show.S01E01.mkv' })).toBeNull();
    expect(getByLabelAs('button', 'Title/Series of Show.S01E01.mkv').textContent).toBe('Unknown Movie');
  });
});
