import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderApp } from '../../test/render-app';
import { settingsServer } from './general/settings-server.test-support';
import SettingsPage from './SettingsPage';

// The Services, Spoofing and Jobs tabs are built and tested on their own; here only which one is open matters.
vi.mock('./services/ServicesTab', () => ({ ServicesTab: () => <p>Services tab body</p> }));
vi.mock('./jobs/JobsTab', () => ({ JobsTab: () => <p>Jobs tab body</p> }));
vi.mock('./spoofing/SpoofingTab', () => ({ SpoofingTab: () => <p>Spoofing tab body</p> }));

afterEach(cleanup);

const location = () => screen.getByTestId('location').textContent;
const topTabs = () => within(screen.getByRole('tablist', { name: 'Settings sections' }));

function renderAt(route: string) {
  renderApp(<SettingsPage />, { fetch: settingsServer().fetch, route });
}

describe('Settings page', () => {
  it('is titled Settings with General, Services, Spoofing and Jobs, General open by default', async () => {
    renderAt('/settings');
    expect(screen.getByRole('heading', { level: 1, name: 'Settings' })).toBeTruthy();
    expect(
      topTabs()
        .getAllByRole('tab')
        .map((tab) => tab.textContent),
    ).toEqual(['General', 'Services', 'Spoofing', 'Jobs']);
    expect(topTabs().getByRole('tab', { name: 'General' }).getAttribute('aria-selected')).toBe('true');
    expect(await screen.findByRole('tablist', { name: 'Configuration categories' })).toBeTruthy();
  });

  it('keeps the open tab in ?tab=, omitting it for General', () => {
    renderAt('/settings');
    fireEvent.click(topTabs().getByRole('tab', { name: 'Services' }));
    expect(location()).toBe('/settings?tab=services');
    expect(screen.getByText('Services tab body')).toBeTruthy();
    fireEvent.click(topTabs().getByRole('tab', { name: 'Jobs' }));
    expect(location()).toBe('/settings?tab=jobs');
    expect(screen.getByText('Jobs tab body')).toBeTruthy();
    fireEvent.click(topTabs().getByRole('tab', { name: 'General' }));
    expect(location()).toBe('/settings');
  });

  it('opens the tab named in the URL, and General for an unknown one', () => {
    renderAt('/settings?tab=spoofing');
    expect(topTabs().getByRole('tab', { name: 'Spoofing' }).getAttribute('aria-selected')).toBe('true');
    expect(screen.getByText('Spoofing tab body')).toBeTruthy();
    cleanup();
    renderAt('/settings?tab=nonsense');
    expect(topTabs().getByRole('tab', { name: 'General' }).getAttribute('aria-selected')).toBe('true');
  });
});
