import { cleanup, screen, waitFor } from '@testing-library/react';
import { lazy, Suspense } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FakeEventSource } from '../../test/fake-event-source';
import { json, mockFetch } from '../../test/mock-fetch';
import { renderApp } from '../../test/render-app';
import { ErrorBoundary } from '../ErrorBoundary';
import { OFFLINE_TEXT } from './ConnectionNotice';
import { PageUnreachable } from './PageUnreachable';

/** How Chromium says a lazy page's chunk could not be fetched. */
const chunkFailure = () =>
  new TypeError('Failed to fetch dynamically imported module: http://nas:8082/assets/SettingsPage-3f9a.js');

describe('a page whose code cannot be fetched while the server is away', () => {
  beforeEach(() => {
    localStorage.clear();
    FakeEventSource.reset();
  });
  afterEach(cleanup);

  it('says the page could not be loaded and shows the offline notice, not "Something went wrong"', async () => {
    const Unloadable = lazy(() => Promise.reject(chunkFailure()));
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    renderApp(
      <ErrorBoundary>
        <Suspense fallback={null}>
          <Unloadable />
        </Suspense>
      </ErrorBoundary>,
      { fetch: mockFetch({}) },
    );
    expect(await screen.findByRole('heading', { name: 'This page could not be loaded' })).toBeTruthy();
    expect(screen.queryByText('Something went wrong')).toBeNull();
    expect(await screen.findByText(OFFLINE_TEXT)).toBeTruthy();
    error.mockRestore();
  });

  it('reloads the page once the server answers again', async () => {
    let up = false;
    const fetch = mockFetch({
      '/api/auth/enabled': () => {
        if (!up) throw new TypeError('Failed to fetch');
        return json({ enabled: false });
      },
    });
    const reload = vi.fn();
    const { apiClient } = renderApp(<PageUnreachable reload={reload} />, { fetch });
    expect(await screen.findByText(OFFLINE_TEXT)).toBeTruthy();
    expect(apiClient.connection.isReachable()).toBe(false);
    up = true;
    await waitFor(() => expect(reload).toHaveBeenCalledTimes(1), { timeout: 5000 });
  });

  it('still calls an ordinary crash "Something went wrong"', async () => {
    const Broken = () => {
      throw new Error('a bug');
    };
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    renderApp(
      <ErrorBoundary>
        <Broken />
      </ErrorBoundary>,
      { fetch: mockFetch({}) },
    );
    expect(await screen.findByText('Something went wrong')).toBeTruthy();
    error.mockRestore();
  });
});
