import type { FileItem, ProcessingRequest } from '@cinesync/common';
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { folderItem } from '../../pages/media/media-location';
import { json, mockFetch } from '../../test/mock-fetch';
import { liveStream, structured, type LiveStream } from '../../test/ndjson-stream-double';
import { renderApp } from '../../test/render-app';
import { ProcessingFlow } from './ProcessingFlow';
import { BULK_OPTION_MESSAGE } from './processing-options';

function file(name: string): FileItem {
  return { ...folderItem(`Movies/Incoming/${name}`, null, null), type: 'file', sourcePath: `/src/${name}` };
}

const files = [file('a.mkv'), file('b.mkv'), file('c.mkv')];

const linked = (sourcePath: string, tmdbId: number) =>
  structured('result', {
    sourcePath,
    status: 'linked',
    destinationPath: `/lib/Movies/${tmdbId}/${sourcePath.split('/').at(-1) ?? ''}`,
    mediaType: 'movie',
    tmdbId,
    reason: null,
  });

/** Ends one file's run the way the tool does: a result, then `done`. */
function finish(stream: LiveStream, sourcePath: string, tmdbId: number) {
  stream.send(linked(sourcePath, tmdbId), { output: `Linked ${sourcePath}` }, { done: true });
  stream.end();
}

function renderFlow(streams: LiveStream[]) {
  const queue = [...streams];
  const fetch = mockFetch({
    '/api/auth/enabled': json({ enabled: false }),
    'POST /api/python-bridge': () => {
      const next = queue.shift();
      if (!next) throw new Error('no stream left');
      return next.response();
    },
    'POST /api/python-bridge/input': json({ success: true }),
  });
  const handlers = { onClose: vi.fn(), onProcessed: vi.fn() };
  renderApp(<ProcessingFlow items={files} onClose={handlers.onClose} onProcessed={handlers.onProcessed} />, {
    fetch,
  });
  const bodies = (path: string) =>
    fetch.mock.calls.filter(([url]) => String(url) === path).map(([, init]) => JSON.parse(String(init?.body)));
  return {
    ...handlers,
    requests: () => bodies('/api/python-bridge') as ProcessingRequest[],
    inputs: () => bodies('/api/python-bridge/input') as unknown[],
  };
}

async function choose(option: RegExp) {
  fireEvent.click(await screen.findByRole('radio', { name: option }));
  fireEvent.click(screen.getByRole('button', { name: 'Process File' }));
}

const processFile = () => screen.getByRole('button', { name: 'Process File' }) as HTMLButtonElement;

/** Lets the render that showed the outcome run its effects, so the close timer is counted from here. */
const settle = () => act(async () => undefined);

describe('Bulk processing', () => {
  beforeEach(() => vi.useFakeTimers({ shouldAdvanceTime: true, toFake: ['setTimeout', 'clearTimeout'] }));
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
  });

  it('auto-selects file by file with a progress line, then reports after 3 s', async () => {
    const streams = [liveStream(), liveStream(), liveStream()];
    const { requests, onProcessed, onClose } = renderFlow(streams);
    await choose(/Auto-Select First Result/);
    const dialog = await screen.findByRole('dialog', { name: 'Processing Media File' });
    expect(within(dialog).getByText('Processing 1 of 3 · 0%')).toBeTruthy();

    const progress = ['Processing 2 of 3 · 33%', 'Processing 3 of 3 · 67%', 'Processing 3 of 3 · 100%'];
    for (const [index, stream] of streams.entries()) {
      // One at a time: the next file is only asked for once this one's stream has ended.
      await waitFor(() => expect(requests()).toHaveLength(index + 1));
      stream.send(structured('session', { sessionId: `s${index + 1}` }));
      finish(stream, `/src/${files[index]?.name ?? ''}`, 600 + index);
      expect(await within(dialog).findByText(progress[index] ?? '')).toBeTruthy();
    }

    expect(requests()).toEqual(
      ['/src/a.mkv', '/src/b.mkv', '/src/c.mkv'].map((sourcePath) =>
        expect.objectContaining({ sourcePath, selectedOption: 'auto-select', autoSelect: true, batchApply: true }),
      ),
    );
    expect(within(dialog).getByText('3 files processed: 3 linked')).toBeTruthy();
    await settle();
    act(() => vi.advanceTimersByTime(2900));
    expect(onProcessed).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(200));
    expect(onProcessed).toHaveBeenCalledWith('Processed 3 files', [
      '/lib/Movies/600/a.mkv',
      '/lib/Movies/601/b.mkv',
      '/lib/Movies/602/c.mkv',
    ]);
    expect(onClose).not.toHaveBeenCalled();
  });

  it('runs the first file of a bulk force interactively and applies its match to the rest', async () => {
    const streams = [liveStream(), liveStream(), liveStream()];
    const [first, second, third] = streams as [LiveStream, LiveStream, LiveStream];
    const { requests, inputs, onProcessed } = renderFlow(streams);
    await choose(/Force Recreate Symlinks/);
    fireEvent.click(await screen.findByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(requests()).toHaveLength(1));
    const opening = requests()[0];
    expect(opening).toMatchObject({ sourcePath: '/src/a.mkv', selectedOption: 'force', autoSelect: false });
    expect(opening?.selectedIds?.tmdb).toBeUndefined();
    expect(opening).not.toHaveProperty('batchApply');

    const match = (number: number, title: string, year: number, tmdbId: number) => ({
      number,
      title,
      year,
      mediaType: 'movie',
      tmdbId,
      posterUrl: null,
    });
    first.send(
      structured('session', { sessionId: 's1' }),
      structured('search_results', {
        query: 'dune',
        options: [match(1, 'Dune', 1984, 841), match(2, 'Dune', 2021, 438631)],
      }),
      structured('prompt', { kind: 'choice', message: 'Choose a match', min: 0, max: 2 }),
    );
    const picker = await screen.findByRole('dialog', { name: 'Select Media Match' });
    expect(within(picker).getByText('Processing 1 of 3 · 0%')).toBeTruthy();
    // The dialog asks in words; the tool's own prompt stays in the raw output.
    expect(within(picker).getByRole('status').textContent).toBe(
      'Which title is this file? Choose one below, or Skip to leave it for review.',
    );
    expect(within(picker).queryByText('Choose a match')).toBeNull();
    expect(within(picker).getByText('Found 2 matches')).toBeTruthy();
    fireEvent.click(within(picker).getByRole('button', { name: '2. Dune (2021)' }));
    await waitFor(() => expect(inputs()).toEqual([{ input: '2\n', sessionId: 's1' }]));
    finish(first, '/src/a.mkv', 438631);

    await waitFor(() => expect(requests()).toHaveLength(2));
    finish(second, '/src/b.mkv', 438631);
    await waitFor(() => expect(requests()).toHaveLength(3));
    finish(third, '/src/c.mkv', 438631);
    expect(await screen.findByText('Processing 3 of 3 · 100%')).toBeTruthy();

    for (const [index, request] of requests().slice(1).entries()) {
      expect(request).toMatchObject({
        sourcePath: `/src/${files[index + 1]?.name ?? ''}`,
        selectedOption: 'force',
        selectedIds: { tmdb: '438631' },
        autoSelect: true,
        batchApply: true,
      });
    }
    await settle();
    act(() => vi.advanceTimersByTime(3100));
    expect(onProcessed).toHaveBeenCalledWith('Processed 3 files', expect.any(Array));
  });

  it('accepts the per-file options in bulk and rejects the others unless IDs are set', async () => {
    const { requests } = renderFlow([]);
    await screen.findByRole('dialog', { name: 'Process Media File' });
    expect(screen.getByText('3 files')).toBeTruthy();

    // Auto-select and the force options work in bulk without IDs.
    fireEvent.click(screen.getByRole('radio', { name: /Force as Movie/ }));
    expect(screen.queryByText(BULK_OPTION_MESSAGE)).toBeNull();
    expect(processFile().disabled).toBe(false);

    // Any other option (Skip) needs IDs in bulk.
    fireEvent.click(screen.getByRole('radio', { name: /Skip Processing/ }));
    expect(screen.getByText(BULK_OPTION_MESSAGE)).toBeTruthy();
    expect(processFile().disabled).toBe(true);
    fireEvent.click(processFile());

    fireEvent.click(screen.getByRole('tab', { name: 'Set IDs' }));
    fireEvent.change(screen.getByLabelText('TMDb ID'), { target: { value: '603' } });
    expect(screen.queryByText(BULK_OPTION_MESSAGE)).toBeNull();
    expect(processFile().disabled).toBe(false);
    expect(requests()).toEqual([]);
  });

  it('ends with a summary that names the failed files, and stays open until it is read', async () => {
    const streams = [liveStream(), liveStream(), liveStream()];
    const [first, second, third] = streams as [LiveStream, LiveStream, LiveStream];
    const { requests, onProcessed } = renderFlow(streams);
    await choose(/Auto-Select First Result/);
    await waitFor(() => expect(requests()).toHaveLength(1));
    finish(first, '/src/a.mkv', 603);
    await waitFor(() => expect(requests()).toHaveLength(2));
    second.send({ error: 'TMDB refused the request' }, { done: true });
    second.end();
    await waitFor(() => expect(requests()).toHaveLength(3));
    third.send(
      structured('result', {
        sourcePath: '/src/c.mkv',
        status: 'review',
        destinationPath: null,
        mediaType: null,
        tmdbId: null,
        reason: 'No confident match',
      }),
      { done: true },
    );
    third.end();

    const dialog = await screen.findByRole('dialog', { name: 'Processing Media File' });
    expect(await within(dialog).findByText('3 files processed: 1 linked, 1 left for review, 1 failed')).toBeTruthy();
    expect(within(dialog).getByText('Failed: b.mkv')).toBeTruthy();
    expect(within(dialog).getByText('Left for review in File Operations: c.mkv')).toBeTruthy();
    await settle();
    act(() => vi.advanceTimersByTime(5000));
    expect(onProcessed).not.toHaveBeenCalled();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(onProcessed).toHaveBeenCalledWith('Processed 3 files', expect.any(Array));
  });
});
