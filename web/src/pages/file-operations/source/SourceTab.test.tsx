import type { OrganiserLastScan, OrganiserState, SourceFileItem } from '@cinesync/common';
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FakeEventSource } from '../../../test/fake-event-source';
import { json, mockFetch, type MockAnswer } from '../../../test/mock-fetch';
import { liveStream, structured } from '../../../test/ndjson-stream-double';
import { renderApp } from '../../../test/render-app';
import { SourceTab } from './SourceTab';
import { RELOAD_AFTER_BULK_MS } from './use-auto-mode';
import { REMOVE_AFTER_CREATED_MS } from './use-processing-indicators';

/**
 * Moves the clock the page's timers run on (see `useTestClock`) and lets what they start settle.
 */
async function advance(ms: number) {
  await act(async () => {
    await vi.advanceTimersByTimeAsync(ms);
  });
}

/**
 * From here on the page's timeouts run on a clock only the test moves. Tests that tell a 1.5 s
 * timer from a 3.5 s one, or say a 2 s reload has not happened yet, raced real time: on a loaded
 * machine a wait could outlast the timer it was measuring. Only timeouts and Date are faked, so
 * the event stream, React's scheduler and the waits' polling keep running.
 */
function useTestClock() {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
}

function file(name: string, overrides: Partial<SourceFileItem> = {}): SourceFileItem {
  return {
    fileName: name,
    relativePath: `Show/${name}`,
    filePath: `/src/Show/${name}`,
    fileSizeFormatted: '1.2 GB',
    modifiedTime: 1_700_000_000,
    isMediaFile: true,
    processingStatus: 'unprocessed',
    tmdbId: null,
    seasonNumber: null,
    lastProcessedAt: null,
    ...overrides,
  };
}

const FILES = [
  file('a.mkv'),
  file('b.mkv', { processingStatus: 'created', tmdbId: 1399, seasonNumber: 2, lastProcessedAt: 1_700_000_500 }),
  file('c.mkv', { processingStatus: 'processed' }),
  file('d.mkv', { processingStatus: 'failed' }),
  file('e.mkv', { processingStatus: 'skipped' }),
  file('f.mkv', { processingStatus: 'deleted' }),
  file('notes.txt', { isMediaFile: false }),
];

function organiserStatus(overrides: Partial<OrganiserState>) {
  const organiser: OrganiserState = {
    state: 'running',
    isRunning: true,
    monitorRunning: true,
    autoStart: true,
    missing: [],
    pausedRoots: [],
    lastScan: null,
    currentScan: null,
    ...overrides,
  };
  return json({
    isRunning: organiser.isRunning,
    monitorRunning: organiser.monitorRunning,
    sourceDir: '/src',
    destinationDir: '/lib',
    organiser,
  });
}

function scanned(status: 'completed' | 'failed', counts: Record<string, number>): OrganiserLastScan {
  return { kind: 'service', status, startedAt: 1, finishedAt: 2, message: null, counts };
}

const page = (files: SourceFileItem[], total = files.length) =>
  json({ files, total, totalPages: Math.ceil(total / 50) });

const config = (autoMode: boolean) =>
  json({
    status: 'success',
    config: [{ key: 'FILE_OPERATIONS_AUTO_MODE', value: autoMode ? 'true' : 'false', type: 'boolean' }],
  });

function renderSource(routes: Record<string, MockAnswer> = {}, route = '/file-operations') {
  const fetch = mockFetch({
    'GET /api/database/source-files': page(FILES),
    'GET /api/config': config(false),
    'POST /api/config/update-silent': json({ status: 'success' }),
    ...routes,
  });
  const result = renderApp(<SourceTab />, { fetch, route });
  const callsTo = (path: string, method = 'GET') =>
    fetch.mock.calls.filter(([url, init]) => String(url).split('?')[0] === path && (init?.method ?? 'GET') === method);
  const listQueries = () =>
    callsTo('/api/database/source-files').map(([url]) => new URLSearchParams(String(url).split('?')[1]));
  const bodies = (path: string) => callsTo(path, 'POST').map(([, init]) => JSON.parse(String(init?.body)) as unknown);
  const location = () => screen.getByTestId('location').textContent;
  return { ...result, fetch, listQueries, bodies, location };
}

describe('source tab', () => {
  beforeEach(() => FakeEventSource.reset());
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
  });

  it('asks for 50 active files, media or not, at the offset of sourcePage', async () => {
    const { listQueries } = renderSource({}, '/file-operations?sourcePage=3');
    await screen.findByText('a.mkv');
    const query = listQueries()[0];
    expect(Object.fromEntries(query ?? [])).toEqual({
      limit: '50',
      offset: '100',
      activeOnly: 'true',
      mediaOnly: 'false',
    });
  });

  it('writes sourcePage when paging and removes it for page 1', async () => {
    const { location, listQueries } = renderSource({ 'GET /api/database/source-files': page(FILES, 120) });
    await screen.findByText('a.mkv');
    fireEvent.click(screen.getByRole('button', { name: 'Go to page 2' }));
    await waitFor(() => expect(location()).toBe('/file-operations?sourcePage=2'));
    await waitFor(() => expect(listQueries().at(-1)?.get('offset')).toBe('50'));
    fireEvent.click(screen.getByRole('button', { name: 'Go to page 1' }));
    await waitFor(() => expect(location()).toBe('/file-operations'));
  });

  it('searches with the trimmed text, back on page 1, and says the count is filtered', async () => {
    const { location, listQueries } = renderSource({}, '/file-operations?tab=source&sourcePage=2');
    await screen.findByText('a.mkv');
    expect(screen.getByText('Showing 7 of 7 items')).toBeTruthy();
    fireEvent.change(screen.getByPlaceholderText('Search source files by name, path, or type...'), {
      target: { value: '  Show S01  ' },
    });
    await waitFor(() => expect(listQueries().at(-1)?.get('search')).toBe('Show S01'));
    expect(location()).toBe('/file-operations?tab=source');
    // The search is never asked for on the old page.
    expect(
      listQueries()
        .filter((q) => q.has('search'))
        .map((q) => q.get('offset')),
    ).toEqual(['0']);
    expect(await screen.findByText('Showing 7 of 7 items (filtered)')).toBeTruthy();
  });

  it('shows the no-source state when the server answers 503', async () => {
    renderSource({
      'GET /api/database/source-files': json({ error: 'unavailable', message: 'Service unavailable' }, 503),
    });
    expect(await screen.findByText('🔧 No Source Directories Configured')).toBeTruthy();
    expect(
      screen.getByText(
        'Please configure SOURCE_DIR in your environment settings to start organizing your media files.',
      ),
    ).toBeTruthy();
  });

  it('shows that everything is tracked when a scan read the folders and found no files', async () => {
    renderSource({
      'GET /api/database/source-files': json({ files: null, total: 0, totalPages: 0 }),
      'GET /api/mediahub/status': organiserStatus({ lastScan: scanned('completed', { seen: 0 }) }),
    });
    expect(await screen.findByText('🎉 All Source Files Tracked & Symlinked!')).toBeTruthy();
    expect(screen.getByText('0 files tracked')).toBeTruthy();
  });

  it('says the source folders have not been scanned yet before the first scan, never that all is tracked', async () => {
    renderSource({
      'GET /api/database/source-files': json({ files: [], total: 0, totalPages: 0 }),
      'GET /api/mediahub/status': organiserStatus({ state: 'setup', isRunning: false, monitorRunning: false }),
    });
    expect(await screen.findByText('The source folders have not been scanned yet')).toBeTruthy();
    expect(screen.queryByText('🎉 All Source Files Tracked & Symlinked!')).toBeNull();
  });

  it('says why when the last scan could not read the folders', async () => {
    renderSource({
      'GET /api/database/source-files': json({ files: [], total: 0, totalPages: 0 }),
      'GET /api/mediahub/status': organiserStatus({
        state: 'failing',
        lastScan: { ...scanned('failed', { seen: 0 }), message: '/mnt/cloud: source folder is missing' },
      }),
    });
    expect(await screen.findByText('The source folders could not be scanned')).toBeTruthy();
    expect(screen.getByText('/mnt/cloud: source folder is missing')).toBeTruthy();
    expect(screen.queryByText('🎉 All Source Files Tracked & Symlinked!')).toBeNull();
  });

  it('shows a scan live (files seen, linked, waiting for review) and the files it found when it ends', async () => {
    let done = false;
    const { fetch } = renderSource({
      'GET /api/database/source-files': () =>
        done ? page([file('found.mkv', { processingStatus: 'created' })]) : page([]),
      'GET /api/mediahub/status': () =>
        done
          ? organiserStatus({ lastScan: scanned('completed', { seen: 12, linked: 9, review: 2 }) })
          : organiserStatus({
              state: 'scanning',
              currentScan: { scanId: '4', startedAt: 1, counts: { seen: 3, linked: 1 } },
            }),
    });
    const panel = await screen.findByRole('status', { name: 'Scan progress' });
    expect(panel.textContent).toContain('3 files seen · 1 linked');
    expect(screen.getByText('The source folders are being scanned')).toBeTruthy();
    expect(screen.queryByText('🎉 All Source Files Tracked & Symlinked!')).toBeNull();
    await waitFor(() => expect(FakeEventSource.open).toHaveLength(1));
    act(() => {
      FakeEventSource.latest().emit('scan_progress', {
        scanId: '4',
        seen: 12,
        counts: { seen: 12, linked: 9, review: 2 },
      });
    });
    await waitFor(() => expect(panel.textContent).toContain('12 files seen · 9 linked · 2 waiting for review'));
    const asked = fetch.mock.calls.length;
    done = true;
    act(() => {
      FakeEventSource.latest().emit('scan_completed', { scanId: '4', counts: { seen: 12, linked: 9, review: 2 } });
    });
    expect(await screen.findByText('found.mkv')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('status', { name: 'Scan progress' })).toBeNull());
    expect(fetch.mock.calls.length).toBeGreaterThan(asked);
  });

  it('shows the server error of a failed list', async () => {
    renderSource({ 'GET /api/database/source-files': json({ error: 'server_error', message: 'disk on fire' }, 500) });
    expect(await screen.findByText('Server error (500): disk on fire')).toBeTruthy();
  });

  it('shows a status chip per file and its details on hover', async () => {
    renderSource();
    await screen.findByText('a.mkv');
    const rowOf = (name: string) => screen.getByText(name).closest('li') as HTMLElement;
    expect(within(rowOf('a.mkv')).getByText('Not Processed')).toBeTruthy();
    expect(within(rowOf('b.mkv')).getByText('Processed')).toBeTruthy();
    expect(within(rowOf('c.mkv')).getByText('Processed')).toBeTruthy();
    expect(within(rowOf('d.mkv')).getByText('Failed')).toBeTruthy();
    expect(within(rowOf('e.mkv')).getByText('Skipped')).toBeTruthy();
    expect(within(rowOf('f.mkv')).getByText('Deleted')).toBeTruthy();
    expect(within(rowOf('notes.txt')).queryByText('Not Processed')).toBeNull();
    expect(within(rowOf('notes.txt')).queryByRole('checkbox')).toBeNull();

    fireEvent.mouseOver(within(rowOf('b.mkv')).getByText('Processed'));
    const tooltip = await screen.findByRole('tooltip');
    expect(tooltip.textContent).toContain('Status: Created');
    expect(tooltip.textContent).toContain(`Processed: ${new Date(1_700_000_500_000).toLocaleString()}`);
    expect(tooltip.textContent).toContain('TMDB ID: 1399');
    expect(tooltip.textContent).toContain('Season: 2');
  });

  it('updates a file status from live events', async () => {
    renderSource();
    await screen.findByText('a.mkv');
    await waitFor(() => expect(FakeEventSource.open).toHaveLength(1));
    act(() =>
      FakeEventSource.latest().emit('source_file_updated', {
        file_path: '/src/Show/a.mkv',
        processing_status: 'failed',
        tmdb_id: null,
        season_number: null,
        timestamp: 1_750_000_000_000,
      }),
    );
    const row = screen.getByText('a.mkv').closest('li') as HTMLElement;
    await waitFor(() => expect(within(row).getByText('Failed')).toBeTruthy());
  });

  it('shows a file left for review as Needs Review, never as processed, also when it arrives live', async () => {
    renderSource({
      'GET /api/database/source-files': page([
        file('office.mkv', { processingStatus: 'failed', needsReview: true, lastProcessedAt: 1_700_000_500 }),
        file('broken.mkv', { processingStatus: 'failed' }),
        file('a.mkv'),
      ]),
    });
    const rowOf = (name: string) => screen.getByText(name).closest('li') as HTMLElement;
    await screen.findByText('office.mkv');
    const chip = within(rowOf('office.mkv')).getByText('Needs Review');
    expect(chip.closest('.MuiChip-root')?.className).toContain('MuiChip-colorWarning');
    expect(within(rowOf('office.mkv')).queryByText('Processed')).toBeNull();
    expect(within(rowOf('broken.mkv')).getByText('Failed')).toBeTruthy();
    fireEvent.mouseOver(chip);
    expect(await screen.findByText('Status: Needs review (pick its title in File Operations)')).toBeTruthy();

    await waitFor(() => expect(FakeEventSource.open).toHaveLength(1));
    act(() =>
      FakeEventSource.latest().emit('source_file_updated', {
        file_path: '/src/Show/a.mkv',
        processing_status: 'failed',
        tmdb_id: null,
        season_number: null,
        timestamp: 1_750_000_000_000,
        needs_review: true,
      }),
    );
    await waitFor(() => expect(within(rowOf('a.mkv')).getByText('Needs Review')).toBeTruthy());
  });

  it('reads Auto Mode from the config', async () => {
    renderSource({ 'GET /api/config': config(true) });
    const toggle = await screen.findByRole('switch', { name: 'Auto Mode' });
    await waitFor(() => expect((toggle as HTMLInputElement).checked).toBe(true));
  });

  it('reads Auto Mode as off when the config cannot be read', async () => {
    const { fetch } = renderSource({ 'GET /api/config': json({ error: 'server_error', message: 'x' }, 500) });
    await screen.findByText('a.mkv');
    await waitFor(() => expect(fetch.mock.calls.some(([url]) => String(url).startsWith('/api/config?t='))).toBe(true));
    expect((screen.getByRole('switch', { name: 'Auto Mode' }) as HTMLInputElement).checked).toBe(false);
  });

  it('saves Auto Mode, and turning it on starts the bulk auto-process and reloads the list 2 s later', async () => {
    const { bodies, listQueries } = renderSource({
      'POST /api/python-bridge': () => new Response('{"done":true}\n'),
    });
    await screen.findByText('a.mkv');
    const before = listQueries().length;
    useTestClock();
    fireEvent.click(screen.getByRole('switch', { name: 'Auto Mode' }));
    await advance(0);
    expect(bodies('/api/config/update-silent')).toEqual([
      { updates: [{ key: 'FILE_OPERATIONS_AUTO_MODE', value: 'true', type: 'boolean', required: false }] },
    ]);
    expect(bodies('/api/python-bridge')).toEqual([
      {
        sourcePath: '',
        disableMonitor: true,
        selectedOption: 'auto-select',
        autoSelect: true,
        bulkAutoProcess: true,
        batchApply: true,
      },
    ]);
    await advance(RELOAD_AFTER_BULK_MS - 1);
    expect(listQueries()).toHaveLength(before);
    await advance(1);
    expect(listQueries()).toHaveLength(before + 1);

    fireEvent.click(screen.getByRole('switch', { name: 'Auto Mode' }));
    await advance(0);
    expect(bodies('/api/config/update-silent')).toHaveLength(2);
    expect(bodies('/api/config/update-silent')[1]).toEqual({
      updates: [{ key: 'FILE_OPERATIONS_AUTO_MODE', value: 'false', type: 'boolean', required: false }],
    });
    expect(bodies('/api/python-bridge')).toHaveLength(1);
  });

  it('opens the processing dialog for a clicked file when Auto Mode is off', async () => {
    const { bodies } = renderSource();
    await screen.findByText('a.mkv');
    fireEvent.click(screen.getByText('a.mkv'));
    expect(await screen.findByText('Process Media File')).toBeTruthy();
    expect(bodies('/api/python-bridge')).toHaveLength(0);
  });

  it('auto-processes a clicked file when Auto Mode is on, with a progress card a failure removes', async () => {
    const stream = liveStream();
    const { bodies } = renderSource({
      'GET /api/config': config(true),
      'POST /api/python-bridge': () => stream.response(),
    });
    await screen.findByText('a.mkv');
    await waitFor(() =>
      expect((screen.getByRole('switch', { name: 'Auto Mode' }) as HTMLInputElement).checked).toBe(true),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Process a.mkv' }));
    await waitFor(() =>
      expect(bodies('/api/python-bridge')).toEqual([
        { sourcePath: '/src/Show/a.mkv', disableMonitor: true, selectedOption: 'auto-select', autoSelect: true },
      ]),
    );
    expect(screen.getByLabelText('Processing a.mkv')).toBeTruthy();
    expect(screen.getByRole('progressbar', { name: 'Progress of a.mkv' })).toBeTruthy();
    expect(screen.queryByText('Process Media File')).toBeNull();

    stream.send(
      structured('result', {
        sourcePath: '/src/Show/a.mkv',
        status: 'failed',
        destinationPath: null,
        mediaType: null,
        tmdbId: null,
        reason: 'no match',
      }),
      { done: true },
    );
    stream.end();
    await waitFor(() => expect(screen.queryByLabelText('Processing a.mkv')).toBeNull());
  });

  it('removes the progress card 1.5 s after the link is created', async () => {
    const stream = liveStream();
    renderSource({ 'GET /api/config': config(true), 'POST /api/python-bridge': () => stream.response() });
    await screen.findByText('a.mkv');
    await waitFor(() =>
      expect((screen.getByRole('switch', { name: 'Auto Mode' }) as HTMLInputElement).checked).toBe(true),
    );
    await waitFor(() => expect(FakeEventSource.open).toHaveLength(1));
    fireEvent.click(screen.getByText('a.mkv'));
    await screen.findByLabelText('Processing a.mkv');
    useTestClock();
    act(() =>
      FakeEventSource.latest().emit('symlink_created', {
        source_file: '/src/Show/a.mkv',
        destination_file: '/lib/Show/a.mkv',
        media_name: 'Show',
        new_folder_name: 'Show',
        tmdb_id: 1399,
      }),
    );
    await advance(0);
    const row = screen.getByText('a.mkv').closest('li') as HTMLElement;
    expect(within(row).getByText('Processed')).toBeTruthy();
    await advance(REMOVE_AFTER_CREATED_MS - 1);
    expect(screen.getByLabelText('Processing a.mkv')).toBeTruthy();
    // At 1.5 s, well before the card's own 3.5 s end.
    await advance(1);
    expect(screen.queryByLabelText('Processing a.mkv')).toBeNull();
  });

  it('reprocesses the selection through the processing dialog', async () => {
    renderSource();
    await screen.findByText('a.mkv');
    const button = screen.getByRole('button', { name: 'Reprocess Selected' });
    expect((button as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(screen.getByRole('checkbox', { name: 'Select a.mkv' }));
    fireEvent.click(screen.getByRole('checkbox', { name: 'Select d.mkv' }));
    expect(screen.getByText('2 selected')).toBeTruthy();
    expect((button as HTMLButtonElement).disabled).toBe(false);
    fireEvent.click(button);
    expect(await screen.findByText('Process Media File')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Processing...', hidden: true })).toBeTruthy();
  });
});
