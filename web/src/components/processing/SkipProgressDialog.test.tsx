import type { FileItem } from '@cinesync/common';
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mockFetch } from '../../test/mock-fetch';
import { liveStream, structured, type LiveStream } from '../../test/ndjson-stream-double';
import { renderApp } from '../../test/render-app';
import { ProcessingFlow } from './ProcessingFlow';
import { folderItem } from '../../pages/media/media-location';

const skippedResult = (sourcePath: string) =>
  structured('result', {
    sourcePath,
    status: 'skipped',
    destinationPath: null,
    mediaType: null,
    tmdbId: null,
    reason: 'Skipped by a person',
  });

function file(name: string): FileItem {
  const path = `Movies/X/${name}`;
  return {
    ...folderItem(path, null, null),
    type: 'file',
    size: '1 GB',
    fullPath: `/lib/${path}`,
    sourcePath: `/src/${name}`,
    isSymlink: true,
    icon: 'movie',
    isMediaFile: true,
  };
}

function renderFlow(items: FileItem[], streams: LiveStream[], withSkipped = true) {
  const queue = [...streams];
  const fetch = mockFetch({
    '/api/auth/enabled': () => new Response('{"enabled":false}'),
    'POST /api/python-bridge': () => {
      const next = queue.shift();
      if (!next) throw new Error('no stream left');
      return next.response();
    },
  });
  const handlers = { onClose: vi.fn(), onProcessed: vi.fn(), onSkipped: vi.fn() };
  renderApp(
    <ProcessingFlow
      items={items}
      onClose={handlers.onClose}
      onProcessed={handlers.onProcessed}
      onSkipped={withSkipped ? handlers.onSkipped : undefined}
    />,
    { fetch },
  );
  return { fetch, ...handlers };
}

async function chooseSkip(tmdbId?: string) {
  fireEvent.click(await screen.findByRole('radio', { name: /Skip Processing/ }));
  if (tmdbId) {
    // In bulk, skip is only accepted with IDs.
    fireEvent.click(screen.getByRole('tab', { name: 'Set IDs' }));
    fireEvent.change(screen.getByLabelText('TMDb ID'), { target: { value: tmdbId } });
  }
  fireEvent.click(screen.getByRole('button', { name: 'Process File' }));
  fireEvent.click(await screen.findByRole('button', { name: 'Continue' }));
  return screen.findByRole('dialog', { name: 'Skip Processing' });
}

/** Lets the render that showed the result run its effects, so the 2.5 s timer is counted from here. */
const settle = () => act(async () => undefined);

const percent = () => screen.getByRole('progressbar', { name: 'Skip progress' }).getAttribute('aria-valuenow');

describe('Skip progress dialog', () => {
  beforeEach(() => vi.useFakeTimers({ shouldAdvanceTime: true, toFake: ['setTimeout', 'clearTimeout'] }));
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
  });

  it('advances through its three steps at 33%, 66% and 100%, then leaves after 2.5 s', async () => {
    const stream = liveStream();
    const { fetch, onSkipped, onProcessed } = renderFlow([file('a.mkv')], [stream]);
    const dialog = await chooseSkip();
    for (const label of ['Removing symlinks', 'Marking as skipped', 'Complete']) {
      expect(within(dialog).getByText(label)).toBeTruthy();
    }
    await waitFor(() => expect(percent()).toBe('33'));
    const call = fetch.mock.calls.find(([url]) => String(url) === '/api/python-bridge');
    expect(JSON.parse(String(call?.[1]?.body))).toMatchObject({ sourcePath: '/src/a.mkv', selectedOption: 'skip' });

    stream.send(structured('session', { sessionId: 's1' }), skippedResult('/src/a.mkv'));
    await waitFor(() => expect(percent()).toBe('66'));
    stream.send({ output: 'Skipped a.mkv' }, { done: true });
    stream.end();
    expect(await within(dialog).findByText('Skipped "a.mkv"')).toBeTruthy();
    expect(percent()).toBe('100');

    await settle();
    act(() => vi.advanceTimersByTime(2000));
    expect(onSkipped).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(600));
    expect(onSkipped).toHaveBeenCalledWith('Skipped "a.mkv"');
    expect(onProcessed).not.toHaveBeenCalled();
  });

  it('refreshes the listing instead when the caller does not navigate', async () => {
    const stream = liveStream();
    const { onProcessed } = renderFlow([file('a.mkv')], [stream], false);
    await chooseSkip();
    stream.send(skippedResult('/src/a.mkv'), { done: true });
    stream.end();
    await screen.findByText('Skipped "a.mkv"');
    await settle();
    act(() => vi.advanceTimersByTime(2600));
    expect(onProcessed).toHaveBeenCalledWith('Skipped "a.mkv"');
  });

  it('says "Failed to skip" with the log open, and Close just closes', async () => {
    const stream = liveStream();
    const { onClose, onSkipped, onProcessed } = renderFlow([file('a.mkv')], [stream]);
    const dialog = await chooseSkip();
    stream.send({ output: 'Removing link' }, { error: 'Permission denied', done: true });
    stream.end();
    expect(await within(dialog).findByText('Failed to skip: Permission denied')).toBeTruthy();
    expect(percent()).toBe('33');
    expect(within(screen.getByRole('log', { name: 'Processing output' })).getByText('Removing link')).toBeTruthy();
    act(() => vi.advanceTimersByTime(3000));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(onClose).toHaveBeenCalled();
    expect(onSkipped).not.toHaveBeenCalled();
    expect(onProcessed).not.toHaveBeenCalled();
  });

  it('skips several files one at a time and names the ones that failed', async () => {
    const first = liveStream();
    const second = liveStream();
    const { fetch, onProcessed, onSkipped } = renderFlow([file('a.mkv'), file('b.mkv')], [first, second]);
    const dialog = await chooseSkip('603');
    expect(await within(dialog).findByText('Skipping 1 of 2')).toBeTruthy();
    first.send(skippedResult('/src/a.mkv'), { done: true });
    first.end();
    expect(await within(dialog).findByText('Skipping 2 of 2')).toBeTruthy();
    expect(percent()).toBe('33');
    second.send({ error: 'Not found', done: true });
    second.end();
    expect(await within(dialog).findByText('Failed to skip 1 of 2 files')).toBeTruthy();
    expect(within(dialog).getByText('Failed to skip b.mkv: Not found')).toBeTruthy();
    const bodies = fetch.mock.calls
      .filter(([url]) => String(url) === '/api/python-bridge')
      .map(([, init]) => JSON.parse(String(init?.body)) as { sourcePath: string });
    expect(bodies.map((b) => b.sourcePath)).toEqual(['/src/a.mkv', '/src/b.mkv']);
    // One file did go: closing refreshes the listing, but nothing navigates away.
    fireEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(onProcessed).toHaveBeenCalledWith('Skipped 1 file');
    expect(onSkipped).not.toHaveBeenCalled();
  });
});
