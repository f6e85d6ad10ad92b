import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json, mockFetch } from '../../../test/mock-fetch';
import { renderApp } from '../../../test/render-app';
import { CalendarFeedPanel } from './CalendarFeedPanel';

// The server names the address it was asked on: behind a proxy, an inside one.
const FIRST = 'http://10.0.0.5:8082/feed/calendar/cinesync.ics?key=first';
const SECOND = 'http://10.0.0.5:8082/feed/calendar/cinesync.ics?key=second';
/** The same feed at the origin this browser reached the app by. */
const here = (serverUrl: string) => `${window.location.origin}${serverUrl.slice('http://10.0.0.5:8082'.length)}`;

describe('CalendarFeedPanel', () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('shows the feed URL, copies it, and regenerates it after a confirmation', async () => {
    const writeText = vi.fn(async () => undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    const onResult = vi.fn();
    const fetch = mockFetch({
      'GET /api/calendar/feed': json({ url: FIRST }),
      'POST /api/calendar/feed/regenerate': json({ url: SECOND }),
    });
    renderApp(<CalendarFeedPanel onResult={onResult} />, { fetch });
    const field = screen.getByRole('textbox', { name: 'Feed URL' });
    await waitFor(() => expect((field as HTMLTextAreaElement).value).toBe(here(FIRST)), { timeout: 5000 });

    fireEvent.click(screen.getByRole('button', { name: 'Copy feed URL' }));
    await waitFor(() => expect(writeText).toHaveBeenCalledWith(here(FIRST)));
    expect(onResult).toHaveBeenCalledWith('Feed URL copied to clipboard', true);

    fireEvent.click(screen.getByRole('button', { name: 'Regenerate' }));
    const dialog = await screen.findByRole('dialog', { name: 'Regenerate feed URL?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Regenerate' }));
    await waitFor(() => expect((field as HTMLTextAreaElement).value).toBe(here(SECOND)));
    expect(onResult).toHaveBeenCalledWith('New feed URL made: the old one no longer works', true);
  });
});
