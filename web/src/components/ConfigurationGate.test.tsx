import { act, cleanup, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { json, mockFetch } from '../test/mock-fetch';
import { renderApp } from '../test/render-app';
import { CONFIG_STATUS_REFRESH_EVENT } from '../app/refresh/refresh-event';
import { ConfigurationGate } from './ConfigurationGate';

const status = (needsConfiguration: boolean) =>
  json({ needsConfiguration, isPlaceholder: needsConfiguration, destinationDir: '/lib', effectiveRootDir: '/lib' });

/** The gate over a page; the check answers `answers` in turn, each once `answered` has settled. */
function renderGate(answers: boolean[], answered: Promise<void> = Promise.resolve()) {
  let call = 0;
  const fetch = mockFetch({
    '/api/config-status': async () => {
      await answered;
      return status(answers[Math.min(call++, answers.length - 1)] ?? false);
    },
  });
  renderApp(
    <ConfigurationGate>
      <p>Page content</p>
    </ConfigurationGate>,
    { fetch },
  );
}

/** The wrapper the gate's Fade styles (the content's parent). */
const wrapperOf = (element: HTMLElement) => element.parentElement as HTMLElement;

describe('ConfigurationGate', () => {
  afterEach(cleanup);

  it('shows a page that never needed configuration at once, without fading it in', async () => {
    renderGate([false]);
    const content = await screen.findByText('Page content');
    await waitFor(() => expect(content.closest('[hidden]')).toBeNull());
    expect(wrapperOf(content).style.opacity).not.toBe('0');
    expect(wrapperOf(content).style.transition).not.toContain('opacity');
  });

  it('renders the page hidden behind the spinner while the check is out, then shows it', async () => {
    let answer = () => {};
    renderGate([false], new Promise<void>((resolve) => (answer = resolve)));
    const spinner = () => screen.queryByRole('progressbar', { name: 'Checking configuration' });
    expect(spinner()).not.toBeNull();
    // Rendered already (its own requests can leave), but not shown.
    expect(screen.getByText('Page content').closest('[hidden]')).not.toBeNull();
    act(() => answer());
    await waitFor(() => expect(screen.getByText('Page content').closest('[hidden]')).toBeNull());
    expect(spinner()).toBeNull();
  });

  it('fades into the page when Configuration Required is resolved', async () => {
    renderGate([true, false]);
    expect(await screen.findByText('Configuration Required')).toBeTruthy();
    act(() => {
      window.dispatchEvent(new CustomEvent(CONFIG_STATUS_REFRESH_EVENT));
    });
    const content = await screen.findByText('Page content');
    expect(wrapperOf(content).style.transition).toContain('opacity');
  });
});
