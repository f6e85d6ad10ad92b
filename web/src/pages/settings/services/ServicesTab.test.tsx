import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FakeEventSource } from '../../../test/fake-event-source';
import { json } from '../../../test/mock-fetch';
import { renderApp } from '../../../test/render-app';
import { NO_API_KEY_TEXT } from './ConnectionGuide';
import { ServicesTab } from './ServicesTab';
import { autoStartConfig, servicesServer, type ServiceState } from './services-test-server';

const stopped: ServiceState = { isRunning: false, monitorRunning: false };
const active: ServiceState = { isRunning: true, monitorRunning: true };
const partial: ServiceState = { isRunning: true, monitorRunning: false };
const monitorOnly: ServiceState = { isRunning: false, monitorRunning: true };

const chip = () => screen.getByTestId('service-status-chip');
const button = (name: string) => screen.getByRole('button', { name }) as HTMLButtonElement;

async function renderTab(server: ReturnType<typeof servicesServer>) {
  const result = renderApp(<ServicesTab />, { fetch: server.fetch });
  await waitFor(() => expect(chip().textContent).not.toBe('Unknown'));
  return result;
}

beforeEach(() => FakeEventSource.reset());
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('ServicesTab status', () => {
  it.each([
    [active, 'Active'],
    [partial, 'Partial'],
    [monitorOnly, 'Monitor'],
    [stopped, 'Stopped'],
  ])('shows the chip for %o as %s, with the folders', async (state, label) => {
    await renderTab(servicesServer([state]));
    expect(chip().textContent).toBe(label);
    expect(screen.getByText('/data/downloads')).toBeTruthy();
    expect(screen.getByText('/data/library')).toBeTruthy();
  });

  it('shows Unknown and "Failed to fetch status" when the status cannot be read', async () => {
    const server = servicesServer([stopped], {
      'GET /api/mediahub/status': () => json({ error: 'server_error', message: 'x' }, 500),
    });
    renderApp(<ServicesTab />, { fetch: server.fetch });
    expect(await screen.findByText('Failed to fetch status')).toBeTruthy();
    expect(chip().textContent).toBe('Unknown');
    expect(button('Start Service').disabled).toBe(false);
    expect(button('Stop Service').disabled).toBe(true);
  });

  it('enables Start only when the main process is stopped, Stop when anything runs, Restart when main runs', async () => {
    await renderTab(servicesServer([partial]));
    expect(button('Start Service').disabled).toBe(true);
    expect(button('Stop Service').disabled).toBe(false);
    expect(button('Restart').disabled).toBe(false);
    cleanup();
    await renderTab(servicesServer([monitorOnly]));
    expect(button('Start Service').disabled).toBe(false);
    expect(button('Stop Service').disabled).toBe(false);
    expect(button('Restart').disabled).toBe(true);
    cleanup();
    await renderTab(servicesServer([stopped]));
    expect(button('Stop Service').disabled).toBe(true);
  });
});

describe('ServicesTab actions', () => {
  const tick = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));

  it('starts optimistically, then polls from 1.5 s every second until the server agrees', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    // initial read, then poll 1 still stopped, poll 2 main running only.
    const server = servicesServer([stopped, stopped, partial]);
    renderApp(<ServicesTab />, { fetch: server.fetch });
    await tick(0);
    expect(chip().textContent).toBe('Stopped');
    fireEvent.click(button('Start Service'));
    expect(chip().textContent).toBe('Active');
    expect(button('Stop Service').disabled).toBe(true); // one action at a time
    await tick(0);
    expect(server.callsTo('POST', '/api/mediahub/start')).toHaveLength(1);
    await tick(1400);
    expect(server.callsTo('GET', '/api/mediahub/status')).toHaveLength(1);
    await tick(100);
    expect(server.callsTo('GET', '/api/mediahub/status')).toHaveLength(2);
    expect(chip().textContent).toBe('Active');
    await tick(1000);
    expect(server.callsTo('GET', '/api/mediahub/status')).toHaveLength(3);
    expect(chip().textContent).toBe('Partial');
    await tick(10_000);
    expect(server.callsTo('GET', '/api/mediahub/status')).toHaveLength(3);
    expect(button('Stop Service').disabled).toBe(false);
  });

  it('gives up after 5 service polls and shows what the server says', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const server = servicesServer([stopped]);
    renderApp(<ServicesTab />, { fetch: server.fetch });
    await tick(0);
    fireEvent.click(button('Start Service'));
    await tick(1500 + 4 * 1000);
    expect(server.callsTo('GET', '/api/mediahub/status')).toHaveLength(6);
    expect(chip().textContent).toBe('Stopped');
    await tick(5000);
    expect(server.callsTo('GET', '/api/mediahub/status')).toHaveLength(6);
  });

  it('polls the monitor 4 times from 1 s', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const server = servicesServer([partial]);
    renderApp(<ServicesTab />, { fetch: server.fetch });
    await tick(0);
    fireEvent.click(screen.getByRole('switch', { name: 'Advanced monitor controls' }));
    fireEvent.click(button('Start Monitor'));
    expect(chip().textContent).toBe('Active');
    await tick(999);
    expect(server.callsTo('GET', '/api/mediahub/status')).toHaveLength(1);
    await tick(1 + 3000);
    expect(server.callsTo('POST', '/api/mediahub/monitor/start')).toHaveLength(1);
    expect(server.callsTo('GET', '/api/mediahub/status')).toHaveLength(5);
    expect(chip().textContent).toBe('Partial');
  });

  it('reverts and says "Failed to stop MediaHub service" when the server refuses', async () => {
    const server = servicesServer([active], {
      'POST /api/mediahub/stop': () => json({ error: 'server_error', message: 'nope' }, 500),
    });
    await renderTab(server);
    fireEvent.click(button('Stop Service'));
    expect(await screen.findByText('Failed to stop MediaHub service')).toBeTruthy();
    expect(chip().textContent).toBe('Active');
  });

  it('reveals Start Monitor and Stop Monitor behind the advanced switch and words monitor failures', async () => {
    const server = servicesServer([monitorOnly], {
      'POST /api/mediahub/monitor/stop': () => json({ success: false, message: 'busy' }),
    });
    await renderTab(server);
    expect(screen.queryByRole('button', { name: 'Stop Monitor' })).toBeNull();
    fireEvent.click(screen.getByRole('switch', { name: 'Advanced monitor controls' }));
    expect(button('Start Monitor').disabled).toBe(true);
    fireEvent.click(button('Stop Monitor'));
    expect(await screen.findByText('Failed to stop monitor')).toBeTruthy();
    expect(chip().textContent).toBe('Monitor');
  });
});

describe('ServicesTab logs', () => {
  it('shows and hides the logs, re-reading them every 2 s only while shown', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const tick = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));
    const server = servicesServer([active]);
    renderApp(<ServicesTab />, { fetch: server.fetch });
    await tick(0);
    expect(screen.queryByRole('log')).toBeNull();
    fireEvent.click(button('Show Logs'));
    await tick(0);
    const log = screen.getByRole('log', { name: 'MediaHub logs' });
    expect(within(log).getByText('line two')).toBeTruthy();
    expect(server.callsTo('GET', '/api/mediahub/logs')).toHaveLength(1);
    await tick(2000);
    expect(server.callsTo('GET', '/api/mediahub/logs')).toHaveLength(2);
    fireEvent.click(button('Hide Logs'));
    expect(screen.queryByRole('log')).toBeNull();
    await tick(10_000);
    expect(server.callsTo('GET', '/api/mediahub/logs')).toHaveLength(2);
  });

  it.each([
    ['Current Log', 'type=current', 'mediahub_current_log_2026-11-25.log'],
    ['All Logs (ZIP)', 'type=all', 'mediahub_logs_2026-11-25.zip'],
    ["Today's Logs", /^type=date&date=\d{4}-\d{2}-\d{2}$/, 'mediahub_logs_2026-11-25.log'],
  ])('exports %s with %s and saves it under the server name', async (label, query, name) => {
    const server = servicesServer([active], {
      'GET /api/mediahub/logs/export': () =>
        new Response('log text', { headers: { 'content-disposition': `attachment; filename="${name}"` } }),
    });
    Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:log'), revokeObjectURL: vi.fn() });
    const downloads: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      downloads.push(this.download);
    });
    await renderTab(server);
    fireEvent.click(button('Export Logs'));
    fireEvent.click(await screen.findByRole('menuitem', { name: label }));
    await waitFor(() => expect(downloads).toEqual([name]));
    const call = server.callsTo('GET', '/api/mediahub/logs/export')[0];
    expect(call?.params.toString()).toMatch(query);
    expect(await screen.findByText('Logs exported successfully')).toBeTruthy();
  });

  it('says "Failed to export logs" when the export fails', async () => {
    const server = servicesServer([active], {
      'GET /api/mediahub/logs/export': () => json({ error: 'not_found', message: 'none' }, 404),
    });
    await renderTab(server);
    fireEvent.click(button('Export Logs'));
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Current Log' }));
    expect(await screen.findByText('Failed to export logs')).toBeTruthy();
  });
});

describe('ServicesTab switches and guide', () => {
  it('saves an auto-start switch through update-silent', async () => {
    const server = servicesServer([active]);
    await renderTab(server);
    const mediahub = (await screen.findByRole('switch', { name: 'Auto-start MediaHub service' })) as HTMLInputElement;
    await waitFor(() => expect(mediahub.disabled).toBe(false));
    expect(mediahub.checked).toBe(false);
    fireEvent.click(mediahub);
    expect(mediahub.checked).toBe(true);
    expect(await screen.findByText('MediaHub auto-start enabled successfully')).toBeTruthy();
    expect(server.callsTo('POST', '/api/config/update-silent')[0]?.body).toEqual({
      updates: [{ key: 'MEDIAHUB_AUTO_START', value: 'true', type: 'boolean', required: false }],
    });
  });

  it('reads the auto-start switch again after Stop, which the server remembers in it', async () => {
    let remembered = 'true';
    const server = servicesServer([active, stopped], {
      'GET /api/config': () => json(autoStartConfig(remembered, 'false')),
      'POST /api/mediahub/stop': () => {
        remembered = 'false';
        return json({ success: true, message: 'MediaHub service stopped' });
      },
    });
    await renderTab(server);
    const mediahub = (await screen.findByRole('switch', { name: 'Auto-start MediaHub service' })) as HTMLInputElement;
    await waitFor(() => expect(mediahub.checked).toBe(true));
    fireEvent.click(button('Stop Service'));
    await waitFor(() => expect(chip().textContent).toBe('Stopped'));
    await waitFor(() => expect(mediahub.checked).toBe(false), { timeout: 5000 });
  });

  it('puts a switch back when the save fails', async () => {
    const server = servicesServer([active], {
      'POST /api/config/update-silent': () => json({ error: 'server_error', message: 'x' }, 500),
    });
    await renderTab(server);
    const rtm = (await screen.findByRole('switch', {
      name: 'Auto-start standalone real-time monitor',
    })) as HTMLInputElement;
    await waitFor(() => expect(rtm.checked).toBe(true));
    fireEvent.click(rtm);
    expect(await screen.findByText('Failed to update Real-time monitor auto-start setting')).toBeTruthy();
    expect(rtm.checked).toBe(true);
    expect(server.callsTo('POST', '/api/config/update-silent')[0]?.body).toEqual({
      updates: [{ key: 'RTM_AUTO_START', value: 'false', type: 'boolean', required: false }],
    });
  });

  it('shows the copyable host and port, and how to get an API key when there is none', async () => {
    const writeText = vi.fn(async () => undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    await renderTab(servicesServer([active]));
    expect(await screen.findByText(NO_API_KEY_TEXT)).toBeTruthy();
    expect(screen.getByText('localhost')).toBeTruthy();
    expect(await screen.findByText('8082')).toBeTruthy();
    expect(screen.getAllByRole('listitem')).toHaveLength(4);
    fireEvent.click(screen.getByRole('button', { name: 'Copy Hostname' }));
    await waitFor(() => expect(writeText).toHaveBeenCalledWith('localhost'));
    expect(await screen.findByText('Hostname copied to clipboard')).toBeTruthy();
  });

  it('shows the spoofing API key when one exists', async () => {
    const server = servicesServer([active], {
      'GET /api/spoofing/config': () => json({ enabled: true, apiKey: 'abc123' }),
    });
    await renderTab(server);
    expect(await screen.findByText('abc123')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Copy API Key' })).toBeTruthy();
  });
});
