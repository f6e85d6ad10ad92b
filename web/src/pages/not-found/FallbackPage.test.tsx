import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MemoryRouter, Route, Routes } from 'react-router';
import { writeToken } from '../../api/token-storage';
import { ThemeModeProvider } from '../../app/theme/ThemeModeProvider';
import { json, mockFetch } from '../../test/mock-fetch';
import { LocationProbe, renderApp } from '../../test/render-app';
import { AccessDenied } from './AccessDenied';
import FallbackPage from './FallbackPage';

function renderFallback(authEnabled: boolean) {
  const fetch = mockFetch({
    '/api/auth/enabled': json({ enabled: authEnabled }),
    '/api/me': json({ username: 'admin' }),
  });
  return renderApp(<FallbackPage />, {
    fetch,
    route: '/no/such/page?x=1',
    routes: { '/login': <h1>Login probe</h1>, '/dashboard': <h1>Dashboard probe</h1> },
  });
}

describe('FallbackPage', () => {
  beforeEach(() => localStorage.clear());
  afterEach(() => {
    cleanup();
    localStorage.clear();
  });

  it('shows the 404 with a way back to the dashboard when auth is off', async () => {
    renderFallback(false);
    expect(await screen.findByRole('heading', { name: '404 - Page Not Found' })).toBeTruthy();
    expect(screen.getByText("The page you're looking for doesn't exist.")).toBeTruthy();
    fireEvent.click(screen.getByRole('link', { name: 'Back to Dashboard' }));
    expect(await screen.findByText('Dashboard probe')).toBeTruthy();
  });

  it('shows the 404 to a signed-in user', async () => {
    writeToken('valid');
    renderFallback(true);
    expect(await screen.findByRole('heading', { name: '404 - Page Not Found' })).toBeTruthy();
  });

  it('shows Access Denied to a signed-out user, and Go to Login leaves at once remembering the page', async () => {
    renderFallback(true);
    expect(await screen.findByRole('heading', { name: 'Access Denied' })).toBeTruthy();
    expect(screen.getByText('You need to be logged in to access this page.')).toBeTruthy();
    expect(screen.getByText('Redirecting to login in 5 seconds...')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Go to Login' }));
    expect(await screen.findByText('Login probe')).toBeTruthy();
    const state = JSON.parse(screen.getByTestId('location').dataset.state ?? 'null') as unknown;
    expect(state).toEqual({ from: { pathname: '/no/such/page', search: '?x=1', hash: '' } });
  });
});

describe('AccessDenied countdown', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
  });

  it('counts down from 5 once a second, then goes to /login with the origin', () => {
    render(
      <ThemeModeProvider>
        <MemoryRouter initialEntries={['/private/thing']}>
          <Routes>
            <Route path="/login" element={<h1>Login probe</h1>} />
            <Route path="*" element={<AccessDenied />} />
          </Routes>
          <LocationProbe />
        </MemoryRouter>
      </ThemeModeProvider>,
    );
    expect(screen.getByText('Redirecting to login in 5 seconds...')).toBeTruthy();
    act(() => vi.advanceTimersByTime(1000));
    expect(screen.getByText('Redirecting to login in 4 seconds...')).toBeTruthy();
    act(() => vi.advanceTimersByTime(3000));
    expect(screen.getByText('Redirecting to login in 1 second...')).toBeTruthy();
    expect(screen.queryByText('Login probe')).toBeNull();
    act(() => vi.advanceTimersByTime(1000));
    expect(screen.getByText('Login probe')).toBeTruthy();
    expect(screen.getByTestId('location').textContent).toBe('/login');
    expect(screen.getByTestId('location').dataset.state).toContain('/private/thing');
  });
});
