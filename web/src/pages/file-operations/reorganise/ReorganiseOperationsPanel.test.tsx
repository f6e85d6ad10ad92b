import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { ReorganiseOperation } from '../../../components/reorganise/reorganise-shapes';
import { operation, operationList } from '../../../components/reorganise/reorganise-server.test-support';
import { json, mockFetch, type MockAnswer } from '../../../test/mock-fetch';
import { renderApp } from '../../../test/render-app';
import { ReorganiseOperationsPanel } from './ReorganiseOperationsPanel';

afterEach(cleanup);

const row = (name: string) => within(screen.getByRole('list', { name: 'Re-organise operations' })).getByLabelText(name);
const undoButton = (title: string) => screen.getByRole('button', { name: `Undo ${title}` }) as HTMLButtonElement;

function open(routes: Record<string, MockAnswer>) {
  const fetch = mockFetch(routes);
  renderApp(<ReorganiseOperationsPanel />, { fetch, route: '/file-operations' });
  return fetch;
}

const ago = (minutes: number) => Date.now() - minutes * 60_000;

describe('Re-organise operations panel', () => {
  it('lists operations with their counts and state, and undoes one', async () => {
    const applied: ReorganiseOperation = operation({ id: 5, total: 120, moved: 118, skipped: 2, createdAt: ago(5) });
    const older: ReorganiseOperation = operation({ id: 3, total: 4, moved: 4, createdAt: ago(90), undoneBy: 4 });
    const undoOfOlder: ReorganiseOperation = operation({ id: 4, kind: 'undo', undoes: 3, total: 4, moved: 4 });
    let operations = [applied, undoOfOlder, older];
    const fetch = open({
      'GET /api/reorganise/operations': () => operationList(operations),
      'POST /api/reorganise/undo/5': () => {
        operations = [
          operation({ id: 7, kind: 'undo', undoes: 5, state: 'running', total: 118, moved: 10, createdAt: ago(0) }),
          { ...applied, undoneBy: 7 },
          undoOfOlder,
          older,
        ];
        return json({ operationId: 7 }, 202);
      },
    });

    expect(await screen.findByRole('heading', { name: 'Re-organise operations' })).toBeTruthy();
    expect(within(row('Re-organise #5')).getByText('Just now · 118 of 120 links moved, 2 skipped')).toBeTruthy();
    expect(within(row('Re-organise #5')).getByText('Done')).toBeTruthy();
    expect(within(row('Re-organise #3')).getByText('Undone')).toBeTruthy();
    expect(within(row('Re-organise #3')).getByText('1h ago · 4 of 4 links moved')).toBeTruthy();
    expect(undoButton('Re-organise #3').disabled).toBe(true);
    expect(undoButton('Undo of #3').disabled).toBe(false);

    fireEvent.click(undoButton('Re-organise #5'));
    expect(await screen.findByText('Undo of #5')).toBeTruthy();
    expect(within(row('Undo of #5')).getByText('Running')).toBeTruthy();
    expect(undoButton('Undo of #5').disabled).toBe(true);
    expect(within(row('Re-organise #5')).getByText('Undone')).toBeTruthy();
    expect(undoButton('Re-organise #5').disabled).toBe(true);
    expect(fetch.mock.calls.filter(([url]) => String(url) === '/api/reorganise/undo/5')).toHaveLength(1);
  });

  it('shows the server’s reason when an undo is refused', async () => {
    open({
      'GET /api/reorganise/operations': () => operationList([operation({ id: 5 })]),
      'POST /api/reorganise/undo/5': () => json({ error: 'Operation 5 is already undone' }, 409),
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Undo Re-organise #5' }));
    expect((await screen.findByRole('alert')).textContent).toContain('Operation 5 is already undone');
  });

  it('shows nothing before the first re-organisation', async () => {
    const fetch = open({ 'GET /api/reorganise/operations': () => operationList([]) });
    await waitFor(() => expect(fetch).toHaveBeenCalled());
    // The empty list answered and rendered, yet no panel.
    await act(async () => {});
    expect(screen.queryByText('Re-organise operations')).toBeNull();
    expect(screen.queryByRole('button', { name: /Undo/ })).toBeNull();
  });
});
