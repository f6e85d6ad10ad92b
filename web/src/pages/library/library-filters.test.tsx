import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import { FakeEventSource } from '../../test/fake-event-source';
import { json } from '../../test/mock-fetch';
import { extras, matrix, page, renderLibrary } from './library-test-world';

const location = () => screen.getByTestId('location').textContent;

describe('library browser: what the filters and pages say', () => {
  beforeEach(() => {
    localStorage.clear();
    FakeEventSource.reset();
  });
  afterEach(() => {
    cleanup();
    vi.restoreAllMocks();
  });

  it('says nothing matches a search that finds nothing, and clears it', async () => {
    renderLibrary('/files/Movies?search=xyz', {
      '/api/files/Movies': ({ url }) =>
        json(url.searchParams.get('search') === 'xyz' ? page([]) : page([matrix, extras])),
    });
    // The first render of the run pays for loading MUI, so give it longer than the usual second.
    const empty = await screen.findByRole('status', { name: 'No matches' }, { timeout: 5000 });
    expect(within(empty).getByText('No items match "xyz"')).toBeTruthy();
    expect(screen.queryByText('This folder is empty.')).toBeNull();
    expect(screen.queryByText('0 items')).toBeNull();
    fireEvent.click(within(empty).getByRole('button', { name: 'Clear search' }));
    await waitFor(() => expect(location()).toBe('/files/Movies'));
    expect(await screen.findByRole('button', { name: 'The Matrix (1999)' })).toBeTruthy();
    expect((screen.getByRole('textbox', { name: 'Search files and folders' }) as HTMLInputElement).value).toBe('');
    expect(screen.getByText('2 items')).toBeTruthy();
  });

  it('keeps "This folder is empty." for a folder that is empty with no filter', async () => {
    renderLibrary('/files/Movies', { '/api/files/Movies': json(page([])) });
    expect(await screen.findByText('This folder is empty.', {}, { timeout: 5000 })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Clear letter filter' })).toBeNull();
  });

  it('shows the active letter as a chip that removes the filter', async () => {
    const { fetch } = renderLibrary('/files/Movies?letter=M', { '/api/files/Movies': json(page([matrix])) });
    const chip = await screen.findByRole('button', { name: 'Starts with M, remove filter' }, { timeout: 5000 });
    expect(within(chip).getByText('Starts with M')).toBeTruthy();
    expect(fetch.mock.calls.some(([url]) => String(url).includes('letter=M'))).toBe(true);
    fireEvent.click(within(chip).getByTestId('CancelIcon'));
    await waitFor(() => expect(location()).toBe('/files/Movies'));
    expect(screen.queryByRole('button', { name: 'Starts with M, remove filter' })).toBeNull();
  });

  it('says which letter found nothing and offers to clear it', async () => {
    renderLibrary('/files/Movies?letter=Q', { '/api/files/Movies': json(page([])) });
    const empty = await screen.findByRole('status', { name: 'No matches' }, { timeout: 5000 });
    expect(within(empty).getByText('No items starting with "Q"')).toBeTruthy();
    fireEvent.click(within(empty).getByRole('button', { name: 'Clear letter filter' }));
    await waitFor(() => expect(location()).toBe('/files/Movies'));
  });

  it('offers Retry on a failed listing, which loads the folder once the server answers', async () => {
    let calls = 0;
    renderLibrary('/files/Movies', {
      '/api/files/Movies': () => {
        calls += 1;
        return calls === 1 ? json({ error: 'internal', message: 'x' }, 500) : json(page([matrix, extras]));
      },
    });
    const alert = await screen.findByRole('alert', {}, { timeout: 5000 });
    expect(within(alert).getByText('Failed to fetch files')).toBeTruthy();
    fireEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('button', { name: 'The Matrix (1999)' })).toBeTruthy();
    expect(screen.queryByText('Failed to fetch files')).toBeNull();
    expect(calls).toBe(2);
  });

  it('shows how many items there are and goes to the top when the page changes', async () => {
    // jsdom has no scrollIntoView; stand one in to see who calls it.
    const scrolled = vi.fn();
    const original = Element.prototype.scrollIntoView;
    Element.prototype.scrollIntoView = scrolled;
    onTestFinished(() => {
      Element.prototype.scrollIntoView = original;
    });
    renderLibrary('/files/Movies', {
      '/api/files/Movies': json(page([matrix, extras], { total: 250, totalPages: 3 })),
    });
    expect(await screen.findByText('250 items', {}, { timeout: 5000 })).toBeTruthy();
    expect(scrolled).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: 'Go to page 2' }));
    await waitFor(() => expect(location()).toBe('/files/Movies?page=2'));
    expect(scrolled).toHaveBeenCalledTimes(1);
    const target = scrolled.mock.contexts[0] as HTMLElement;
    expect(target.contains(screen.getByTestId('listing-summary'))).toBe(true);
    expect(scrolled).toHaveBeenCalledWith({ block: 'start' });
  });
});
