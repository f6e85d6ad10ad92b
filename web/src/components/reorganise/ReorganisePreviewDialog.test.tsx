import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json, mockFetch, type MockAnswer } from '../../test/mock-fetch';
import { liveStream } from '../../test/ndjson-stream-double';
import { renderApp } from '../../test/render-app';
import { ReorganisePreviewDialog } from './ReorganisePreviewDialog';
import type { ReorganiseScope } from './reorganise-shapes';
import { change, conflict, operation, polls, previewAnswer, summaryOf } from './reorganise-server.test-support';

afterEach(() => {
  cleanup();
  Reflect.deleteProperty(window, 'matchMedia');
});

const matrix = change(
  'The Matrix (1999)',
  'Movies/The Matrix (1999)/The Matrix.mkv',
  'Movies/The Matrix (1999)/The Matrix (1999) 1080p.mkv',
);
const matrixSubs = change(
  'The Matrix (1999)',
  'Movies/The Matrix (1999)/The Matrix.en.srt',
  'Movies/The Matrix (1999)/The Matrix (1999) 1080p.en.srt',
);
const heat = change('Heat (1995)', 'Movies/Heat (1995)/Heat.mkv', '4KMovies/Heat (1995)/Heat.mkv', 'moved');
const dark = conflict('Dark (2017)', 'Shows/Dark/a.mkv', 'Shows/Dark (2017)/a.mkv', 'Another record wants this path');

function open(routes: Record<string, MockAnswer>, scope: ReorganiseScope = null) {
  const fetch = mockFetch(routes);
  const onClose = vi.fn();
  renderApp(<ReorganisePreviewDialog open scope={scope} onClose={onClose} />, { fetch });
  return { fetch, onClose };
}

const dialog = () => screen.getByRole('dialog');
const button = (name: string) => within(dialog()).getByRole('button', { name }) as HTMLButtonElement;
const titleHeads = () =>
  within(dialog())
    .queryAllByRole('heading', { level: 3 })
    .map((h) => h.textContent);
const bodyOf = (fetch: ReturnType<typeof mockFetch>, path: string) =>
  fetch.mock.calls.filter((call) => String(call[0]) === path).map((call) => JSON.parse(String(call[1]?.body)));

describe('ReorganisePreviewDialog', () => {
  it('shows progress while the lines arrive, then the counts, titles grouped', async () => {
    const stream = liveStream();
    const { fetch } = open({ 'POST /api/reorganise/preview': () => stream.response() });
    expect(await screen.findByRole('progressbar', { name: 'Working out the changes' })).toBeTruthy();
    stream.send(matrix, matrixSubs);
    expect(await screen.findByText('Working out the changes… 2 links so far')).toBeTruthy();
    stream.send(heat, summaryOf([matrix, matrixSubs, heat]));
    stream.end();

    expect(await screen.findByText('3 links would change')).toBeTruthy();
    expect(screen.queryByRole('progressbar')).toBeNull();
    expect(screen.getByText('2 renamed')).toBeTruthy();
    expect(screen.getByText('1 moved')).toBeTruthy();
    expect(titleHeads()).toEqual(['The Matrix (1999)', 'Heat (1995)']);
    expect(within(dialog()).getAllByRole('listitem')).toHaveLength(5);
    expect(button('Apply').disabled).toBe(false);
    expect(bodyOf(fetch, '/api/reorganise/preview')).toEqual([{}]);
  });

  it('highlights the changed middle of the old and the new path', async () => {
    open({ 'POST /api/reorganise/preview': () => previewAnswer([matrix]) });
    await screen.findByText('1 link would change');
    const marks = within(dialog())
      .getAllByText((_, element) => element?.tagName === 'MARK')
      .map((mark) => mark.textContent);
    expect(marks).toEqual([' (1999) 1080p']);
    expect(screen.getByTestId('new-path').textContent).toBe(matrix.to);
    expect(screen.getByTestId('old-path').textContent).toBe(matrix.from);
  });

  it('asks for one title when opened with a scope', async () => {
    const { fetch } = open(
      { 'POST /api/reorganise/preview': () => previewAnswer([matrix]) },
      {
        tmdbId: 603,
        mediaType: 'movie',
      },
    );
    await screen.findByText('1 link would change');
    expect(screen.getByRole('heading', { name: 'Rename files' })).toBeTruthy();
    expect(bodyOf(fetch, '/api/reorganise/preview')).toEqual([{ tmdbId: 603, mediaType: 'movie' }]);
  });

  it('filters by title or path as one types', async () => {
    open({ 'POST /api/reorganise/preview': () => previewAnswer([matrix, matrixSubs, heat]) });
    await screen.findByText('3 links would change');
    fireEvent.change(screen.getByLabelText('Search changes'), { target: { value: 'heat' } });
    await waitFor(() => expect(titleHeads()).toEqual(['Heat (1995)']));
    fireEvent.change(screen.getByLabelText('Search changes'), { target: { value: '.srt' } });
    await waitFor(() => expect(titleHeads()).toEqual(['The Matrix (1999)']));
    expect(screen.getAllByTestId('old-path').map((path) => path.textContent)).toEqual([matrixSubs.from]);
    fireEvent.change(screen.getByLabelText('Search changes'), { target: { value: 'nothing like it' } });
    expect(await screen.findByText('No changes match your search.')).toBeTruthy();
  });

  it('lists conflicts on their own tab with the reason, marked as not applied', async () => {
    open({ 'POST /api/reorganise/preview': () => previewAnswer([matrix, dark]) });
    await screen.findByText('1 link would change');
    expect(screen.getByText('1 conflict, not applied')).toBeTruthy();
    expect(titleHeads()).toEqual(['The Matrix (1999)']);
    fireEvent.click(screen.getByRole('tab', { name: 'Conflicts (1)' }));
    expect(await screen.findByText('Another record wants this path')).toBeTruthy();
    expect(titleHeads()).toEqual(['Dark (2017)']);
    expect(within(screen.getByRole('list', { name: 'Conflicts' })).getByText('Not applied')).toBeTruthy();
  });

  it('cannot apply a preview with no changes', async () => {
    const { onClose } = open({ 'POST /api/reorganise/preview': () => previewAnswer([]) });
    expect(await screen.findByText('Every link already follows the current settings')).toBeTruthy();
    expect(button('Apply').disabled).toBe(true);
    fireEvent.click(button('Cancel'));
    expect(onClose).toHaveBeenCalledOnce();
  });

  it('says no link can change when every change is in conflict', async () => {
    open({ 'POST /api/reorganise/preview': () => previewAnswer([dark]) });
    expect(await screen.findByText('No link can change')).toBeTruthy();
    expect(screen.getByText('1 conflict, not applied')).toBeTruthy();
    expect(button('Apply').disabled).toBe(true);
  });

  it('applies, follows the operation until done, then says what moved and what was skipped', async () => {
    const { fetch } = open({
      'POST /api/reorganise/preview': () => previewAnswer([matrix, matrixSubs, heat], 12),
      'POST /api/reorganise/apply': () => json({ operationId: 5 }, 202),
      'GET /api/reorganise/operations/5': polls(
        operation({ state: 'running', total: 3, moved: 1 }),
        operation({
          state: 'done',
          total: 3,
          moved: 2,
          skipped: 1,
          skippedEntries: [{ from: heat.from, to: heat.to, reason: 'The source file is gone' }],
        }),
      ),
    });
    await screen.findByText('3 links would change');
    fireEvent.click(button('Apply'));
    expect(await screen.findByText('Moving links… 1 of 3')).toBeTruthy();
    expect(await screen.findByText('Moved 2 links, 1 skipped')).toBeTruthy();
    expect(bodyOf(fetch, '/api/reorganise/apply')).toEqual([{ previewId: 12 }]);
    const skipped = screen.getByRole('list', { name: 'Skipped links' });
    expect(within(skipped).getByText(heat.from)).toBeTruthy();
    expect(within(skipped).getByText('The source file is gone')).toBeTruthy();
    expect(button('Close')).toBeTruthy();
    expect(within(dialog()).queryByRole('button', { name: 'Apply' })).toBeNull();
  });

  it('shows the server’s error when the apply is refused', async () => {
    open({
      'POST /api/reorganise/preview': () => previewAnswer([matrix]),
      'POST /api/reorganise/apply': () => json({ error: 'The library changed since this preview' }, 409),
    });
    await screen.findByText('1 link would change');
    fireEvent.click(button('Apply'));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe('The library changed since this preview');
    expect(button('Apply').disabled).toBe(false);
  });

  it('shows a failed operation’s error', async () => {
    open({
      'POST /api/reorganise/preview': () => previewAnswer([matrix]),
      'POST /api/reorganise/apply': () => json({ operationId: 5 }, 202),
      'GET /api/reorganise/operations/5': polls(operation({ state: 'failed', moved: 0, error: 'Disk is full' })),
    });
    await screen.findByText('1 link would change');
    fireEvent.click(button('Apply'));
    expect(await screen.findByText('Disk is full')).toBeTruthy();
    expect(screen.getByText('Moved 0 links')).toBeTruthy();
  });

  it('shows the server’s error when the preview cannot be made', async () => {
    open({ 'POST /api/reorganise/preview': () => json({ error: 'The library is being scanned' }, 409) });
    expect((await screen.findByRole('alert')).textContent).toBe('The library is being scanned');
    expect(button('Apply').disabled).toBe(true);
  });

  it('takes the whole screen on a phone and stacks the old path above the new one', async () => {
    Object.defineProperty(window, 'matchMedia', {
      configurable: true,
      value: (query: string) => ({
        matches: query.includes('max-width:599.95px'),
        media: query,
        addEventListener: () => undefined,
        removeEventListener: () => undefined,
      }),
    });
    open({ 'POST /api/reorganise/preview': () => previewAnswer([matrix]) });
    await screen.findByText('1 link would change');
    expect(dialog().className).toContain('MuiDialog-paperFullScreen');
    const row = screen.getByTestId('old-path').parentElement!;
    expect(within(row).getByText('Old')).toBeTruthy();
    expect(within(row).getByText('New')).toBeTruthy();
    expect(screen.queryByText('Old path')).toBeNull();
  });
});
