import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Link } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderApp } from '../../test/render-app';
import { settingsServer } from './general/settings-server.test-support';
import SettingsPage from './SettingsPage';

vi.mock('./services/ServicesTab', () => ({ ServicesTab: () => <p>Services tab body</p> }));
vi.mock('./jobs/JobsTab', () => ({ JobsTab: () => <p>Jobs tab body</p> }));
vi.mock('./spoofing/SpoofingTab', () => ({ SpoofingTab: () => <p>Spoofing tab body</p> }));

afterEach(cleanup);

const location = () => screen.getByTestId('location').textContent;

/** Settings beside a menu link, as in the app's shell. */
async function open() {
  renderApp(
    <>
      <Link to="/dashboard">Dashboard</Link>
      <SettingsPage />
    </>,
    { fetch: settingsServer().fetch, route: '/settings', routes: { '/dashboard': <p>Dashboard page</p> } },
  );
  await screen.findByRole('tablist', { name: 'Configuration categories' }, { timeout: 5000 });
}

const editSourceDir = () =>
  fireEvent.change(screen.getByRole('textbox', { name: 'SOURCE_DIR' }), { target: { value: '/elsewhere' } });

/** Dispatches the browser's unload question; true when the page asked to be kept. */
function unloadAsks(): boolean {
  const event = new Event('beforeunload', { cancelable: true });
  window.dispatchEvent(event);
  return event.defaultPrevented;
}

describe('unsaved settings', () => {
  it('asks before a menu link leaves them; Stay keeps the edit, Discard goes', async () => {
    await open();
    editSourceDir();
    fireEvent.click(screen.getByRole('link', { name: 'Dashboard' }));
    let dialog = await screen.findByRole('dialog', { name: 'Leave without saving?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Stay' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(location()).toBe('/settings');
    expect((screen.getByRole('textbox', { name: 'SOURCE_DIR' }) as HTMLInputElement).value).toBe('/elsewhere');

    fireEvent.click(screen.getByRole('link', { name: 'Dashboard' }));
    dialog = await screen.findByRole('dialog', { name: 'Leave without saving?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Discard changes' }));
    await waitFor(() => expect(location()).toBe('/dashboard'));
    expect(screen.getByText('Dashboard page')).toBeTruthy();
  }, 60_000);

  it('asks before another Settings tab drops them', async () => {
    await open();
    editSourceDir();
    const tabs = within(screen.getByRole('tablist', { name: 'Settings sections' }));
    fireEvent.click(tabs.getByRole('tab', { name: 'Jobs' }));
    const dialog = await screen.findByRole('dialog', { name: 'Leave without saving?' });
    expect(location()).toBe('/settings');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Discard changes' }));
    await waitFor(() => expect(location()).toBe('/settings?tab=jobs'));
    expect(screen.getByText('Jobs tab body')).toBeTruthy();
    // While the question fades out, MUI hides the rest of the page from the accessibility tree.
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    // Nothing is unsaved any more: back to General and out again without a question.
    fireEvent.click(tabs.getByRole('tab', { name: 'General' }));
    await screen.findByRole('tablist', { name: 'Configuration categories' }, { timeout: 5000 });
    fireEvent.click(tabs.getByRole('tab', { name: 'Services' }));
    expect(location()).toBe('/settings?tab=services');
    expect(screen.queryByRole('dialog')).toBeNull();
  }, 60_000);

  it('has the browser ask before a reload or close loses them, and only then', async () => {
    await open();
    expect(unloadAsks()).toBe(false);
    editSourceDir();
    expect(unloadAsks()).toBe(true);
    fireEvent.change(screen.getByRole('textbox', { name: 'SOURCE_DIR' }), { target: { value: '/downloads' } });
    expect(unloadAsks()).toBe(false);
    // Back as saved, nothing is at stake: a link is followed without a question.
    fireEvent.click(screen.getByRole('link', { name: 'Dashboard' }));
    expect(location()).toBe('/dashboard');
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
