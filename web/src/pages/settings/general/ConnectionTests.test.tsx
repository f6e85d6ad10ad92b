import { SECRET_MASK } from '@cinesync/common';
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { json } from '../../../test/mock-fetch';
import { renderApp } from '../../../test/render-app';
import { configItem } from './config-fixture';
import { GeneralTab } from './GeneralTab';
import { sampleConfig, settingsServer, type ServerOptions } from './settings-server.test-support';

afterEach(cleanup);

const GOOD = 'a1b2c3d4e5f60718293a4b5c6d7e8f90';
const REFUSED = {
  ok: false,
  outcome: 'refused',
  message: 'Invalid API key: You must be granted a valid key.',
};

/** A TMDB test route that takes GOOD and refuses every other key, like the stand-in. */
const tmdbTest = (body: unknown) => {
  const { apiKey } = (body ?? {}) as { apiKey?: string };
  if (apiKey === undefined || apiKey === GOOD) return json({ ok: true, outcome: 'works', message: 'Key works' });
  return json(REFUSED);
};

function withPlex() {
  return [
    ...sampleConfig(),
    configItem('PLEX_URL', {
      category: 'Plex Integration Configuration',
      value: 'http://plex.lan:32400',
      protected: true,
    }),
    configItem('PLEX_TOKEN', {
      category: 'Plex Integration Configuration',
      value: SECRET_MASK,
      type: 'password',
      masked: true,
    }),
  ];
}

async function open(options: ServerOptions = {}) {
  const server = settingsServer({
    ...options,
    answers: { 'POST /api/config/test/tmdb': tmdbTest, ...options.answers },
  });
  renderApp(<GeneralTab />, { fetch: server.fetch, route: '/settings' });
  await screen.findByRole('tablist', { name: 'Configuration categories' });
  return server;
}

const showCategory = (name: string) => {
  const tabs = within(screen.getByRole('tablist', { name: 'Configuration categories' })).getAllByRole('tab');
  fireEvent.click(tabs.find((tab) => tab.textContent?.startsWith(name))!);
};
const typeSecret = (key: string, value: string) =>
  fireEvent.change(screen.getByLabelText(key, { selector: 'input' }), { target: { value } });
const statusOf = (button: HTMLElement) => within(button.parentElement!).getByRole('status');

describe('the TMDB key Test button', () => {
  it('tests the key as typed, says "Key works" or TMDB\'s reason, and forgets the answer when the key changes', async () => {
    let release: () => void = () => undefined;
    const server = await open({
      answers: {
        'POST /api/config/test/tmdb': (body) => {
          const answer = tmdbTest(body);
          // The first answer waits, so "Testing…" can be seen.
          return new Promise<Response>((resolve) => (release = () => resolve(answer))) as unknown as Response;
        },
      },
    });
    showCategory('TMDb/IMDB Configuration');
    const button = screen.getByRole('button', { name: 'Test TMDB key' });
    typeSecret('TMDB_API_KEY', GOOD);
    fireEvent.click(button);
    await waitFor(() => expect(button.textContent).toBe('Testing…'));
    expect(button.hasAttribute('disabled')).toBe(true);
    act(() => release());
    await waitFor(() => expect(statusOf(button).textContent).toBe('Key works'));
    expect(server.callsTo('POST', '/api/config/test/tmdb').map((c) => c.body)).toEqual([{ apiKey: GOOD }]);
    // Tried, not saved.
    expect(server.callsTo('POST', '/api/config/update')).toEqual([]);

    typeSecret('TMDB_API_KEY', 'typo');
    expect(statusOf(button).textContent).toBe('');
    fireEvent.click(button);
    act(() => release());
    await waitFor(() => expect(statusOf(button).textContent).toBe(REFUSED.message));
  });

  it('tests the saved key while the field shows the mask, and is off while the field is empty', async () => {
    const server = await open();
    showCategory('TMDb/IMDB Configuration');
    const button = screen.getByRole('button', { name: 'Test TMDB key' });
    fireEvent.click(button);
    await waitFor(() => expect(statusOf(button).textContent).toBe('Key works'));
    expect(server.callsTo('POST', '/api/config/test/tmdb')[0]?.body).toEqual({});
    typeSecret('TMDB_API_KEY', '');
    expect(button.hasAttribute('disabled')).toBe(true);
    expect(statusOf(button).textContent).toBe('Enter a key to test it');
  });

  it("says the server's reason when the test itself is refused (too many tests)", async () => {
    await open({
      answers: {
        'POST /api/config/test/tmdb': () =>
          json({ error: 'too_many', message: 'Too many tests in a minute; try again in 42 s' }, 429),
      },
    });
    showCategory('TMDb/IMDB Configuration');
    typeSecret('TMDB_API_KEY', GOOD);
    const button = screen.getByRole('button', { name: 'Test TMDB key' });
    fireEvent.click(button);
    await waitFor(() => expect(statusOf(button).textContent).toBe('Too many tests in a minute; try again in 42 s'));
  });
});

describe('saving a TMDB key', () => {
  const save = async () => {
    fireEvent.click(screen.getByRole('button', { name: /^Save \d+ Changes?$/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Save Configuration Changes' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    return dialog;
  };

  it('asks before saving a key TMDB refuses, and saves only when told to', async () => {
    const server = await open();
    showCategory('TMDb/IMDB Configuration');
    typeSecret('TMDB_API_KEY', 'typo');
    const dialog = await save();
    expect(
      await within(dialog).findByText(
        'TMDB refused this key: Invalid API key: You must be granted a valid key. Save anyway?',
      ),
    ).toBeTruthy();
    expect(server.callsTo('POST', '/api/config/update')).toEqual([]);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save anyway' }));
    expect(await screen.findByText('Configuration saved successfully')).toBeTruthy();
    expect(server.callsTo('POST', '/api/config/update').map((c) => c.body)).toEqual([
      { updates: [{ key: 'TMDB_API_KEY', value: 'typo', type: 'password', required: false }] },
    ]);
  });

  it('saves a key that works without asking', async () => {
    const server = await open();
    showCategory('TMDb/IMDB Configuration');
    typeSecret('TMDB_API_KEY', GOOD);
    await save();
    expect(await screen.findByText('Configuration saved successfully')).toBeTruthy();
    expect(server.callsTo('POST', '/api/config/test/tmdb')).toHaveLength(1);
    expect(server.callsTo('POST', '/api/config/update')).toHaveLength(1);
  });

  it('asks again after a cancel', async () => {
    const server = await open();
    showCategory('TMDb/IMDB Configuration');
    typeSecret('TMDB_API_KEY', 'typo');
    const dialog = await save();
    await within(dialog).findByText(/Save anyway\?$/);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const again = await save();
    await within(again).findByText(/Save anyway\?$/);
    expect(server.callsTo('POST', '/api/config/test/tmdb')).toHaveLength(2);
    expect(server.callsTo('POST', '/api/config/update')).toEqual([]);
  });
});

describe('the Plex Test button', () => {
  const plexAnswer = () => json({ ok: true, outcome: 'works', message: 'Connected to Living Room', serverName: 'x' });

  it('tests the saved address with the token being typed, without a password', async () => {
    const server = await open({
      config: withPlex(),
      authEnabled: true,
      answers: { 'POST /api/config/test/plex': plexAnswer },
    });
    showCategory('Plex Integration Configuration');
    expect(screen.queryByLabelText('Current password')).toBeNull();
    typeSecret('PLEX_TOKEN', 'new-token');
    const button = screen.getByRole('button', { name: 'Test Plex connection' });
    fireEvent.click(button);
    await waitFor(() => expect(statusOf(button).textContent).toBe('Connected to Living Room'));
    expect(server.callsTo('POST', '/api/config/test/plex')[0]?.body).toEqual({
      url: 'http://plex.lan:32400',
      token: 'new-token',
    });
  });

  it('asks for the current password before sending the token to another address', async () => {
    const server = await open({
      config: withPlex(),
      authEnabled: true,
      answers: { 'POST /api/config/test/plex': plexAnswer },
    });
    showCategory('Plex Integration Configuration');
    fireEvent.change(screen.getByRole('textbox', { name: 'PLEX_URL' }), {
      target: { value: 'http://other.lan:32400' },
    });
    const button = screen.getByRole('button', { name: 'Test Plex connection' });
    expect(button.hasAttribute('disabled')).toBe(true);
    expect(statusOf(button).textContent).toBe('Enter your current password to test');
    fireEvent.change(screen.getByLabelText('Current password'), { target: { value: 'hunter2' } });
    fireEvent.click(button);
    await waitFor(() => expect(statusOf(button).textContent).toBe('Connected to Living Room'));
    // The saved token (the field shows the mask) is the server's to send: only the address goes.
    expect(server.callsTo('POST', '/api/config/test/plex')[0]?.body).toEqual({
      url: 'http://other.lan:32400',
      currentPassword: 'hunter2',
    });
  });
});
