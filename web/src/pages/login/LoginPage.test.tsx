import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { readToken, writeToken } from '../../api/token-storage';
import { json, mockFetch, type MockAnswer } from '../../test/mock-fetch';
import { renderApp } from '../../test/render-app';
import LoginPage from './LoginPage';

function renderLogin(loginAnswer: MockAnswer, route: Parameters<typeof renderApp>[1]['route'] = '/login') {
  const fetch = mockFetch({
    '/api/auth/enabled': json({ enabled: true }),
    'POST /api/auth/login': loginAnswer,
    '/api/me': json({ username: 'admin' }),
  });
  const view = renderApp(<LoginPage />, {
    fetch,
    route,
    path: '/login',
    routes: { '/dashboard': <h1>Dashboard probe</h1>, '/files/*': <h1>Files probe</h1> },
  });
  return { ...view, fetch };
}

async function submit(username: string, password: string) {
  fireEvent.change(await screen.findByLabelText('Username'), { target: { value: username } });
  fireEvent.change(screen.getByLabelText('Password'), { target: { value: password } });
  fireEvent.click(screen.getByRole('button', { name: 'Sign In' }));
}

const loginCalls = (fetch: ReturnType<typeof mockFetch>) =>
  fetch.mock.calls.filter(([url]) => String(url) === '/api/auth/login');

describe('LoginPage', () => {
  beforeEach(() => localStorage.clear());
  afterEach(() => {
    cleanup();
    localStorage.clear();
  });

  it('shows the form with its title, fields and a show/hide password toggle', async () => {
    renderLogin(json({ token: 't' }));
    expect(await screen.findByRole('heading', { name: 'CineSync Login' })).toBeTruthy();
    const password = screen.getByLabelText('Password') as HTMLInputElement;
    expect(password.type).toBe('password');
    fireEvent.click(screen.getByRole('button', { name: 'Show password' }));
    expect(password.type).toBe('text');
    fireEvent.click(screen.getByRole('button', { name: 'Hide password' }));
    expect(password.type).toBe('password');
    expect(screen.getByRole('button', { name: 'Toggle theme' })).toBeTruthy();
  });

  it('asks for both fields and sends nothing when one is empty', async () => {
    const { fetch } = renderLogin(json({ token: 't' }));
    await submit('admin', '');
    expect(await screen.findByText('Username and password are required')).toBeTruthy();
    await submit('   ', 'secret');
    expect(screen.getByText('Username and password are required')).toBeTruthy();
    expect(loginCalls(fetch)).toHaveLength(0);
  });

  it.each([
    [401, 'Invalid username or password'],
    [403, 'Access denied. Please check your credentials.'],
    [500, 'An error occurred. Please try again.'],
    [429, 'An error occurred. Please try again.'],
  ])('shows the text for HTTP %i and clears the password', async (status, text) => {
    renderLogin(json({ error: 'x', message: 'server words' }, status));
    await submit('admin', 'wrong');
    expect(await screen.findByText(text)).toBeTruthy();
    expect((screen.getByLabelText('Password') as HTMLInputElement).value).toBe('');
    expect((screen.getByLabelText('Username') as HTMLInputElement).value).toBe('admin');
    expect(readToken()).toBeNull();
  });

  it('shows the unexpected-error text when the network fails', async () => {
    renderLogin(() => {
      throw new TypeError('Failed to fetch');
    });
    await submit('admin', 'pw');
    expect(await screen.findByText('An unexpected error occurred. Please try again.')).toBeTruthy();
    expect((screen.getByLabelText('Password') as HTMLInputElement).value).toBe('');
  });

  it('reads "Signing in..." and is disabled while the call runs', async () => {
    let answer: (response: Response) => void = () => {};
    renderLogin(() => new Promise<Response>((resolve) => (answer = resolve)));
    await submit('admin', 'pw');
    const busy = await screen.findByRole('button', { name: 'Signing in...' });
    expect((busy as HTMLButtonElement).disabled).toBe(true);
    answer(json({ error: 'unauthorized', message: 'no' }, 401));
    expect(await screen.findByRole('button', { name: 'Sign In' })).toBeTruthy();
  });

  it('stores the token and returns to the page that was asked for', async () => {
    renderLogin(json({ token: 'fresh' }), {
      pathname: '/login',
      state: { from: { pathname: '/files/Movies', search: '?page=2', hash: '' } },
    });
    await submit('admin', 'pw');
    expect(await screen.findByText('Files probe')).toBeTruthy();
    expect(screen.getByTestId('location').textContent).toBe('/files/Movies?page=2');
    expect(readToken()).toBe('fresh');
  });

  it('after a restart moved the app to another port, says in one line why it asks again, then goes on', async () => {
    renderLogin(json({ token: 'fresh' }), {
      pathname: '/login',
      state: { from: { pathname: '/files/Movies', search: '?page=2&movedFrom=8082', hash: '' } },
    });
    expect(
      await screen.findByText(
        /CineSync now answers on this port instead of 8082; your browser keeps a sign-in per address/,
      ),
    ).toBeTruthy();
    await submit('admin', 'pw');
    expect(await screen.findByText('Files probe')).toBeTruthy();
    expect(screen.getByTestId('location').textContent).toBe('/files/Movies?page=2');
  });

  it('says nothing about a move on an ordinary sign-in', async () => {
    renderLogin(json({ token: 'fresh' }));
    await screen.findByRole('heading', { name: 'CineSync Login' });
    expect(screen.queryByText(/answers on this port/)).toBeNull();
  });

  it('goes to the dashboard after signing in when no page was remembered', async () => {
    renderLogin(json({ token: 'fresh' }));
    await submit('admin', 'pw');
    expect(await screen.findByText('Dashboard probe')).toBeTruthy();
  });

  it('redirects to the dashboard when already signed in', async () => {
    writeToken('valid');
    renderLogin(json({ token: 't' }));
    expect(await screen.findByText('Dashboard probe')).toBeTruthy();
  });

  it('redirects to the dashboard when auth is off', async () => {
    const fetch = mockFetch({ '/api/auth/enabled': json({ enabled: false }) });
    renderApp(<LoginPage />, {
      fetch,
      route: '/login',
      path: '/login',
      routes: { '/dashboard': <h1>Dashboard probe</h1> },
    });
    await waitFor(() => expect(screen.getByText('Dashboard probe')).toBeTruthy());
  });
});
